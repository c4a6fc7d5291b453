import { Field } from "~/components/core/layout-kit";
import type { FieldErrors } from "~/lib/core/form-data";

const LABELS = {
  "class type": {
    minSeats: ["Minimum seats to run (0: no minimum)", "Paid seats a class needs; under it at its decision time, it is canceled, refunded and its guests offered the next date."],
    decisionHours: ["Decide go or no-go (hours before the class)", "From 24 to 336 (two weeks). A class may set its own minimum and hours."],
  },
  // Not "seats" nor "class type" in these labels: the form's own Seats and Class type keep theirs alone.
  class: {
    minSeats: ["Minimum to run (blank: its type's)", "Paid seats it needs; 0: no minimum. Blank: its class type's minimum."],
    decisionHours: ["Decision (hours before; blank: its type's)", "When it is decided: from 24 to 336 hours before it starts."],
  },
} as const;

/** A class type's minimum headcount and decision hours, or a class's own (decision 065), in its form. */
export function GoNoGoFields({ of, values, errors }: { of: keyof typeof LABELS; values: { minSeats?: string; decisionHours?: string }; errors: FieldErrors }) {
  return (["minSeats", "decisionHours"] as const).map((name) => (
    <Field
      key={name}
      name={name}
      label={LABELS[of][name][0]}
      hint={LABELS[of][name][1]}
      inputMode="numeric"
      defaultValue={values[name]}
      errors={errors[name]}
      maxLength={3}
      autoComplete="off"
    />
  ));
}
