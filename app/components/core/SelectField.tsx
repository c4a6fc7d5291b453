import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "children"> {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Messages from the server's validation, under the field as Field shows them. */
  errors?: readonly string[] | null;
}

/** A labelled <select> styled like Field's inputs (44 px tall, visible focus). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { name, label, options, id, className, errors, ...selectProps },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? `select-${name}-${generatedId.replace(/:/g, "")}`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={["field", invalid && "field--invalid", className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...selectProps}
        ref={ref}
        id={selectId}
        name={name}
        className="field__input field__select"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${selectId}-errors` : selectProps["aria-describedby"]}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {invalid && (
        <ul className="field__errors" id={`${selectId}-errors`}>
          {errors?.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
});
