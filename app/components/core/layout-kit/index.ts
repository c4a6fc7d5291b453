/**
 * The layout kit (decision 097): the design-system pieces and helpers the root layout itself draws
 * with (its footer's newsletter form, the cookie choice, the page tags), which every page
 * therefore loads. They are exported in one statement, so that the browser build keeps them in
 * one chunk: the classic Remix compiler (esbuild) splits shared code by which routes reach each
 * statement, and a separate export per module made one small chunk per module (each gzipped, and
 * counted, on its own). Import them from here (`~/components/core/layout-kit`), not from their
 * files: a module that only re-exports is still an (empty) chunk of its own.
 */
import * as antiForgeryField from "./AntiForgeryField";
import * as button from "./Button";
import * as buttonClass from "./button-class";
import * as field from "./Field";
import * as fieldFrame from "./FieldFrame";
import * as layoutForms from "./LayoutForms";
import * as meta from "./meta";
import * as renderContext from "./render-context";

export const {
  AntiForgeryField,
  Button,
  SubmitButton,
  buttonClassName,
  Field,
  FieldFrame,
  NewsletterForm,
  PrivacyChoiceForm,
  NEWSLETTER_ACTION,
  pageMeta,
  errorMeta,
  dataMeta,
  NonceContext,
  useNonce,
  useHydrated,
} = { ...antiForgeryField, ...button, ...buttonClass, ...field, ...fieldFrame, ...layoutForms, ...meta, ...renderContext };

export type { ButtonProps } from "./Button";
export type { ButtonColor, ButtonSize } from "./button-class";
export type { FieldKind, FieldProps } from "./Field";
export type { FieldControl, FieldFrameProps } from "./FieldFrame";
export type { NewsletterAnswer } from "./LayoutForms";
export type { DataMeta } from "./meta";
