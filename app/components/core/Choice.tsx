import type { InputHTMLAttributes, ReactNode } from "react";

interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "className" | "children"> {
  type: "checkbox" | "radio";
  name: string;
  /** The label's class: `check` in a check list, the picker's own in the buy boxes. */
  className?: string;
  /** The label's words, after the input. */
  children: ReactNode;
}

/** A checkbox or radio inside its label, so the whole label is the tap target. */
export function Choice({ className = "check", children, ...input }: ChoiceProps) {
  return (
    <label className={className}>
      <input {...input} />
      {children}
    </label>
  );
}

export interface CheckListOption {
  value: string;
  label: ReactNode;
}

/**
 * The checkboxes (allergies) or radios (spice tolerance) of one form field, in the shop's
 * `.check-list`; `checked` is the value or values chosen so far.
 */
export function CheckList({
  type,
  name,
  options,
  checked,
}: {
  type: "checkbox" | "radio";
  name: string;
  options: readonly CheckListOption[];
  checked: string | readonly string[];
}) {
  return (
    <div className="check-list">
      {options.map((option) => (
        <Choice
          key={option.value}
          type={type}
          name={name}
          value={option.value}
          defaultChecked={typeof checked === "string" ? checked === option.value : checked.includes(option.value)}
        >
          {option.label}
        </Choice>
      ))}
    </div>
  );
}

/** The shop's allergies ({ key, name } from GraphQL) as check-list options. */
export const allergyOptions = (allergies: ReadonlyArray<{ key: string; name: string }>): CheckListOption[] =>
  allergies.map((allergy) => ({ value: allergy.key, label: allergy.name }));
