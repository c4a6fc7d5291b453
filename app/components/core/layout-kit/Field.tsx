import type { InputHTMLAttributes, ReactNode } from "react";
import { EMAIL_MAX } from "../../../../workers/core/field-rules";
import { FieldFrame } from "./FieldFrame";

/** The input kinds of spec §5. */
export type FieldKind =
  | "text"
  | "email"
  | "tel"
  | "zip"
  | "money"
  | "giftcard"
  | "numeric"
  | "password"
  | "search"
  | "date"
  | "time"
  | "datetime"
  | "number"
  | "file";

type InputAttributes = InputHTMLAttributes<HTMLInputElement>;

/**
 * What each kind sets on the input, for the shop and the console alike (decision 057); the server
 * checks e-mail, tel, money and date with workers/core/field-schemas, one rule and message each.
 */
const KIND_ATTRIBUTES: Record<FieldKind, InputAttributes> = {
  text: { type: "text" },
  email: { type: "email", autoComplete: "email", autoCapitalize: "none", spellCheck: false, maxLength: EMAIL_MAX },
  tel: { type: "tel", inputMode: "tel", autoComplete: "tel-national", placeholder: "(435) 555-0123" },
  zip: { type: "text", inputMode: "numeric", autoComplete: "postal-code", maxLength: 10 },
  money: { type: "text", inputMode: "decimal", autoComplete: "off" },
  giftcard: {
    type: "text",
    autoComplete: "off",
    autoCapitalize: "characters",
    spellCheck: false,
    maxLength: 19,
    placeholder: "XXXX-XXXX-XXXX-XXXX",
  },
  numeric: { type: "text", inputMode: "numeric", pattern: "[0-9]*" },
  password: { type: "password", autoCapitalize: "none", spellCheck: false },
  // The admin console's filters and forms: native controls, so they work without JavaScript.
  search: { type: "search", autoComplete: "off" },
  date: { type: "date" },
  time: { type: "time" },
  datetime: { type: "datetime-local" },
  number: { type: "number", inputMode: "numeric" },
  // Uploads (the console's pictures): the form posts multipart/form-data.
  file: { type: "file" },
};

export interface FieldProps extends Omit<InputAttributes, "type" | "name" | "children"> {
  name: string;
  label: ReactNode;
  kind?: FieldKind;
  /** Help shown under the label, read out with the input. */
  hint?: ReactNode;
  /** Messages from the server's validation (spec §5: red, under the field). */
  errors?: readonly string[] | string | null;
}

/**
 * A labelled input of one of the spec's kinds (§5), with an optional hint and the field's
 * errors under it (FieldFrame).
 */
export function Field({ name, label, kind = "text", hint, errors, id, className, maxLength, ...inputProps }: FieldProps) {
  const kindAttributes = KIND_ATTRIBUTES[kind];
  return (
    <FieldFrame name={name} label={label} hint={hint} errors={errors} id={id} className={className} describedBy={inputProps["aria-describedby"]}>
      {(control) => {
        const input = (
          <input {...kindAttributes} {...inputProps} maxLength={maxLength ?? kindAttributes.maxLength} {...control} name={name} className="field__input" />
        );
        return kind === "money" ? (
          <div className="field__affix">
            <span className="field__prefix" aria-hidden="true">
              $
            </span>
            {input}
          </div>
        ) : (
          input
        );
      }}
    </FieldFrame>
  );
}
