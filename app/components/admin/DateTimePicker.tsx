import { useState } from "react";
import { Field } from "~/components/core/layout-kit";
import { formatLocalInput, stepSeconds, type HourCycle, type TimeAccuracy } from "~/lib/admin/date-picker";

/**
 * The console's date picker (spec §7): a native `<input type="datetime-local">` on the shop's wall
 * clock whose step follows the time accuracy (1 hours … 4 milliseconds), so it works without
 * JavaScript. Under it the chosen time is read back in the 12-hour (AM/PM) or 24-hour form asked
 * for — from the server, then live as it changes.
 */
export function DateTimePicker({
  name,
  label,
  value,
  errors,
  hourCycle = 12,
  accuracy = 2,
  hint = "Shop time (Mountain). Leave empty for none.",
}: {
  name: string;
  label: string;
  /** The input's value: "YYYY-MM-DDTHH:mm[:ss[.SSS]]" or "". */
  value: string;
  errors?: readonly string[];
  hourCycle?: HourCycle;
  accuracy?: TimeAccuracy;
  hint?: string;
}) {
  const [current, setCurrent] = useState(value);
  const shown = formatLocalInput(current, hourCycle, accuracy);
  return (
    <div className="date-picker">
      <Field
        name={name}
        label={label}
        kind="datetime"
        hint={hint}
        defaultValue={value}
        step={stepSeconds(accuracy)}
        errors={errors}
        onChange={(event) => setCurrent(event.target.value)}
        data-hour-cycle={hourCycle}
        data-accuracy={accuracy}
      />
      <p className="date-picker__readback muted" aria-live="polite">
        {shown ? shown : "Not set"}
      </p>
    </div>
  );
}
