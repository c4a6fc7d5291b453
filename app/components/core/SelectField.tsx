import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "children"> {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
}

/** A labelled <select> styled like Field's inputs (44 px tall, visible focus). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { name, label, options, id, className, ...selectProps },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? `select-${name}-${generatedId.replace(/:/g, "")}`;
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select {...selectProps} ref={ref} id={selectId} name={name} className="field__input field__select">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
});
