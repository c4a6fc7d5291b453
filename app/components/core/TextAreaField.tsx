import { useId } from "react";

interface TextAreaFieldProps {
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
  errors?: readonly string[];
  /** At most this many characters (notes: 1,000). */
  maxLength?: number;
  rows?: number;
  required?: boolean;
}

/** A labelled textarea (notes of up to 1,000 characters), with Field's hint, errors and ids. */
export function TextAreaField({ name, label, hint, defaultValue, errors, maxLength = 1000, rows = 3, required }: TextAreaFieldProps) {
  const id = `field-${name}-${useId().replace(/:/g, "")}`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-errors` : null].filter(Boolean).join(" ");
  return (
    <div className={invalid ? "field field--invalid" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={name}
        className="field__input field__textarea"
        rows={rows}
        required={required}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {invalid && (
        <ul className="field__errors" id={`${id}-errors`}>
          {errors?.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
