import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { ClassListData, ClassRow } from "~/lib/catalog/class-list.server";
import { SelectField } from "../core/SelectField";

interface ClassListProps {
  data: ClassListData;
}

/**
 * A list page (spec §2 /classes, /pickup, /delivery): a GET form choosing the kitchen and the
 * month, and the month's classes grouped by day. Without JavaScript the button submits the form;
 * with it, changing a select filters in place through a client-side navigation.
 */
export function ClassList({ data }: ClassListProps) {
  const { page } = data;
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === page.path;
  const several = page.fulfillmentKeys.length > 1;

  return (
    <div className="page">
      <section className="hero list-hero" aria-labelledby="list-heading">
        <p className="eyebrow">{page.eyebrow}</p>
        <h1 id="list-heading">{page.heading}</h1>
        <p className="lead">{page.intro}</p>
        <ClassFilter data={data} updating={updating} />
      </section>

      <section
        className={updating ? "results results--updating" : "results"}
        aria-labelledby="results-heading"
        aria-busy={updating || undefined}
      >
        <h2 id="results-heading">
          {data.monthName}
          <span className="results__where"> · {data.locationName ?? "All locations"}</span>
        </h2>
        {data.unknownLocation && (
          <p className="notice" role="note">
            That kitchen doesn’t offer {page.noun}, so here are all of our kitchens.
          </p>
        )}
        {data.count === 0 ? (
          <EmptyMonth data={data} />
        ) : (
          <>
            <p className="muted">
              {data.count} {data.count === 1 ? page.nounOne : page.noun}
            </p>
            {data.days.map((day, index) => (
              <section className="class-day" key={day.date} aria-labelledby={`day-${index}`}>
                <h3 className="class-day__date" id={`day-${index}`}>
                  {day.date}
                </h3>
                <ul className="class-rows">
                  {day.classes.map((row) => (
                    <ClassRowItem key={row.id} row={row} showFulfillment={several} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </section>
    </div>
  );
}

function ClassFilter({ data, updating }: ClassListProps & { updating: boolean }) {
  const submit = useSubmit();
  const locationSelect = useRef<HTMLSelectElement>(null);
  const monthSelect = useRef<HTMLSelectElement>(null);
  // Back and forward change the loader data without remounting: keep the selects in step. Not on
  // mount, so a choice made before hydration is not reset.
  const shown = useRef(`${data.locationId}|${data.month}`);
  useEffect(() => {
    const key = `${data.locationId}|${data.month}`;
    if (shown.current === key) return;
    shown.current = key;
    if (locationSelect.current) locationSelect.current.value = data.locationId ?? "";
    if (monthSelect.current) monthSelect.current.value = data.month;
  }, [data.locationId, data.month]);

  return (
    <Form
      method="get"
      className="filter-bar"
      aria-label="Choose a kitchen and a month"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <SelectField
        ref={locationSelect}
        name="location"
        label="Location"
        defaultValue={data.locationId ?? ""}
        options={[{ value: "", label: "All locations" }, ...data.locations.map(({ id, name }) => ({ value: id, label: name }))]}
      />
      <SelectField
        ref={monthSelect}
        name="month"
        label="Month"
        defaultValue={data.month}
        options={data.months.map(({ key, name }) => ({ value: key, label: name }))}
      />
      <div className="filter-bar__actions">
        <button type="submit" className="button">
          Show classes
        </button>
        <p className="filter-bar__status" role="status">
          {updating ? "Updating…" : ""}
        </p>
      </div>
    </Form>
  );
}

function ClassRowItem({ row, showFulfillment }: { row: ClassRow; showFulfillment: boolean }) {
  return (
    <li className="class-row">
      <p className="class-row__time">
        <time dateTime={row.startsAt}>{row.time}</time>
      </p>
      <div className="class-row__main">
        {showFulfillment && <p className="eyebrow class-row__kind">{row.fulfillmentName}</p>}
        <Link className="class-row__link" to={row.href} prefetch="intent">
          {row.name}
        </Link>
        <p className="class-row__meta">
          <span className="class-row__location">{row.locationName}</span> · {row.duration}
        </p>
      </div>
      <p className={row.full ? "badge badge--full class-row__seats" : "badge class-row__seats"}>{row.seats}</p>
      {row.priceFrom && (
        <p className="class-row__price">
          <span className="class-row__from">from</span> {row.priceFrom}
        </p>
      )}
    </li>
  );
}

function EmptyMonth({ data }: ClassListProps) {
  const { page, locationName } = data;
  return (
    <div className="empty-state">
      <p className="empty-state__title">
        No {page.noun} {locationName ? `at ${locationName} ` : ""}in {data.monthName} yet.
      </p>
      <p>New dates open every few weeks. In the meantime:</p>
      <ul className="actions">
        {data.elsewhere.map((link) => (
          <li key={link.href}>
            <Link className={link.secondary ? "button button--white" : "button"} to={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
