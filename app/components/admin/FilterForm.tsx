import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { SelectField, type SelectOption } from "~/components/core/SelectField";

/**
 * A list's filters as a GET form: the URL holds them, so they work without JavaScript and can be
 * shared; with JavaScript Remix applies them without a full reload. Paging starts over.
 */
export function FilterForm({ label, children, clearTo }: { label: string; children: ReactNode; clearTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === clearTo;
  return (
    <Form method="get" className="admin-filters" role="search" aria-label={label} aria-busy={busy || undefined}>
      <div className="admin-filters__fields">{children}</div>
      <div className="admin-filters__actions">
        <SubmitButton size="sm">Apply filters</SubmitButton>
        <Link to={clearTo} className="admin-filters__clear">
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** Choices named by their labels, in the order of `keys` (a status list and its words). */
export function labelledChoices<Key extends string>(keys: readonly Key[], labels: Readonly<Record<Key, string>>): SelectOption[] {
  return keys.map((value) => ({ value, label: labels[value] }));
}

/** One choice filter of a list: "Any" (no filter) first, then its choices; the URL's value chosen. */
export function ChoiceFilter({
  name,
  label,
  value,
  choices,
  errors,
}: {
  name: string;
  label: string;
  value: string | null | undefined;
  choices: readonly SelectOption[];
  errors?: readonly string[] | null;
}) {
  return <SelectField name={name} label={label} defaultValue={value ?? ""} errors={errors} options={[{ value: "", label: "Any" }, ...choices]} />;
}

/** A list's dates: the URL's `from` and `to` as two date fields, named as the list reads them. */
export function DateFilters({ from, to, labels = ["From", "To"] }: { from: string | null | undefined; to: string | null | undefined; labels?: readonly [string, string] }) {
  return (
    <>
      <Field name="from" label={labels[0]} kind="date" defaultValue={from ?? ""} />
      <Field name="to" label={labels[1]} kind="date" defaultValue={to ?? ""} />
    </>
  );
}

/** The fields of a list searched by words, one status and dates (searchFilter's `q`, `status`, `from` and `to`). */
export function SearchFilters({
  filter,
  searchLabel,
  statuses,
  dateLabels,
}: {
  filter: { search?: string | null; status?: string | null; from?: string | null; to?: string | null };
  searchLabel: string;
  statuses: readonly SelectOption[];
  dateLabels: readonly [string, string];
}) {
  return (
    <>
      <Field name="q" label={searchLabel} kind="search" defaultValue={filter.search ?? ""} />
      <ChoiceFilter name="status" label="Status" value={filter.status} choices={statuses} />
      <DateFilters from={filter.from} to={filter.to} labels={dateLabels} />
    </>
  );
}
