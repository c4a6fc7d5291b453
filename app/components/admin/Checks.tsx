/** A group of checkboxes with its legend and the messages under it. */
export function Checks({ legend, name, options, chosen, errors }: { legend: string; name: string; options: ReadonlyArray<{ value: string; label: string }>; chosen: readonly string[]; errors?: readonly string[] }) {
  return (
    <fieldset className="admin-checks" aria-describedby={errors ? `${name}-errors` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.includes(option.value)} /> {option.label}
        </label>
      ))}
      {errors ? (
        <p className="admin-error" id={`${name}-errors`}>
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
