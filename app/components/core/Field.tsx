import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { EMAIL_MAX } from "../../../workers/core/field-rules";

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
 * errors under it. The input points at both through aria-describedby and is aria-invalid when
 * there are errors.
 */
export function Field({
  name,
  label,
  kind = "text",
  hint,
  errors,
  id,
  className,
  maxLength,
  ...inputProps
}: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? `field-${name}-${generatedId.replace(/:/g, "")}`;
  const hintId = `${inputId}-hint`;
  const errorsId = `${inputId}-errors`;
  const messages = errors == null ? [] : typeof errors === "string" ? [errors] : errors;
  const invalid = messages.length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorsId : null, inputProps["aria-describedby"]]
    .filter(Boolean)
    .join(" ");
  const kindAttributes = KIND_ATTRIBUTES[kind];

  const input = (
    <input
      {...kindAttributes}
      {...inputProps}
      maxLength={maxLength ?? kindAttributes.maxLength}
      id={inputId}
      name={name}
      className="field__input"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy || undefined}
    />
  );

  return (
    <div className={["field", invalid && "field--invalid", className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {kind === "money" ? (
        <div className="field__affix">
          <span className="field__prefix" aria-hidden="true">
            $
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      {invalid && (
        <ul className="field__errors" id={errorsId}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
