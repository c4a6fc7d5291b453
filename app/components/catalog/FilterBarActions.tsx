/**
 * The end of a catalog filter bar (the class finder, the menu's allergy filter): its submit button
 * (the filters work without JavaScript) and the status a screen reader hears while the list updates.
 */
export function FilterBarActions({ label, updating }: { label: string; updating: boolean }) {
  return (
    <div className="filter-bar__actions">
      <button type="submit" className="button">
        {label}
      </button>
      <p className="filter-bar__status" role="status">
        {updating ? "Updating…" : ""}
      </p>
    </div>
  );
}
