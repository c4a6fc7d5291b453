import { FieldFrame } from "~/components/core/layout-kit";

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

/** A labelled textarea (notes of up to 1,000 characters), in Field's frame: hint, errors and ids. */
export function TextAreaField({ name, label, hint, defaultValue, errors, maxLength = 1000, rows = 3, required }: TextAreaFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} errors={errors}>
      {(control) => (
        <textarea {...control} name={name} className="field__input field__textarea" rows={rows} required={required} maxLength={maxLength} defaultValue={defaultValue} />
      )}
    </FieldFrame>
  );
}
