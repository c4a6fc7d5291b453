import { forwardRef, type ReactNode, type SelectHTMLAttributes } from "react";
import { FieldFrame } from "~/components/core/layout-kit";

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

/** A labelled <select> styled like Field's inputs (44 px tall, visible focus), in Field's frame. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { name, label, options, id, className, errors, ...selectProps },
  ref,
) {
  // Its own description stands only while there are no errors to read out instead.
  const describedBy = errors?.length ? undefined : selectProps["aria-describedby"];
  return (
    <FieldFrame name={name} label={label} errors={errors} id={id} idPrefix="select" className={className} describedBy={describedBy}>
      {(control) => (
        <select {...selectProps} ref={ref} {...control} name={name} className="field__input field__select">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
