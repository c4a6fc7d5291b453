import { useId, useState } from "react";
import { chosenValues, filterOptions, MULTI_SELECT_LIMIT, type MultiSelectOption } from "~/lib/admin/multi-select";
import { useHydrated } from "~/components/core/layout-kit";

/**
 * The console's multi-select (spec §7): native checkboxes in a list at most 300 pixels tall (40 a
 * row), so it posts every ticked value without JavaScript. With JavaScript a filter box narrows
 * the list as one types ("No elements found…" when nothing matches); ticked options stay in the
 * form while hidden. At most 1,000 options are offered, ticked ones always.
 */
export function MultiSelect({
  legend,
  name,
  options,
  chosen,
  errors,
  hint,
  limit = MULTI_SELECT_LIMIT,
}: {
  legend: string;
  name: string;
  options: readonly MultiSelectOption[];
  chosen: readonly string[];
  errors?: readonly string[];
  hint?: string;
  limit?: number;
}) {
  const id = `multi-${name}-${useId().replace(/:/g, "")}`;
  const hydrated = useHydrated();
  const [search, setSearch] = useState("");
  const ticked = new Set(chosenValues(options, chosen));
  // Without JavaScript there is no filter: the first `limit` options and every ticked one.
  const { shown, message, truncated } = filterOptions(options, hydrated ? search : "", limit);
  const visible = new Set(shown.map((option) => option.value));
  const rendered = options.filter((option) => visible.has(option.value) || ticked.has(option.value));
  const describedBy = [hint ? `${id}-hint` : null, errors?.length ? `${id}-errors` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={["multi-select", errors?.length ? "multi-select--invalid" : null].filter(Boolean).join(" ")} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {hydrated && options.length > 0 ? (
        <div className="multi-select__filter">
          <label htmlFor={`${id}-filter`} className="visually-hidden">
            Filter {legend.toLowerCase()}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            className="field__input"
            placeholder={`Filter ${legend.toLowerCase()}`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            aria-controls={`${id}-list`}
          />
        </div>
      ) : null}
      <ul id={`${id}-list`} className="multi-select__list">
        {rendered.map((option) => (
          <li key={option.value} hidden={!visible.has(option.value)}>
            <label>
              <input type="checkbox" name={name} value={option.value} defaultChecked={ticked.has(option.value)} /> {option.label}
            </label>
          </li>
        ))}
      </ul>
      <p className="multi-select__message muted" role="status">
        {message ?? (truncated ? `Showing the first ${limit.toLocaleString("en-US")}; type to narrow the list.` : "")}
      </p>
      {errors?.length ? (
        <p className="admin-error" id={`${id}-errors`}>
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
