import { useId, type ReactNode } from "react";

/** What the frame gives its control: the id the label points at, and the ARIA that ties it to the hint and errors. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldFrameProps {
  name: string;
  label: ReactNode;
  /** Help shown under the label, read out with the control. */
  hint?: ReactNode;
  /** Messages from the server's validation (spec §5: red, under the field). */
  errors?: readonly string[] | string | null;
  /** The control's id; without one, `{idPrefix}-{name}-{a unique suffix}`. */
  id?: string;
  idPrefix?: string;
  className?: string;
  /** More ids the control is described by (after the hint and errors). */
  describedBy?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * What every field of the kit (Field, TextAreaField, SelectField) draws around its control:
 * the label, an optional hint, the control and its errors under it. The control points at the
 * hint and the errors through aria-describedby and is aria-invalid when there are errors.
 */
export function FieldFrame({ name, label, hint, errors, id, idPrefix = "field", className, describedBy, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? `${idPrefix}-${name}-${generatedId.replace(/:/g, "")}`;
  const hintId = `${controlId}-hint`;
  const errorsId = `${controlId}-errors`;
  const messages = errors == null ? [] : typeof errors === "string" ? [errors] : errors;
  const invalid = messages.length > 0;
  const allDescribedBy = [hint ? hintId : null, invalid ? errorsId : null, describedBy].filter(Boolean).join(" ");
  return (
    <div className={["field", invalid && "field--invalid", className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id: controlId, "aria-invalid": invalid || undefined, "aria-describedby": allDescribedBy || undefined })}
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
