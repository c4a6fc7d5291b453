import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import type { CalendarCell, ClassListData, ClassRow } from "~/lib/catalog/class-list.server";
import { MealPicture } from "./MealPicture";
import { FilterBarActions } from "./FilterBarActions";
import { Field } from "~/components/core/layout-kit";
import { MonthTable } from "../core/MonthTable";
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
          {data.heading}
          <span className="results__where"> · {data.locationName ?? "All locations"}</span>
        </h2>
        <div className="results__bar">
          <PlaceLine place={data.place} />
          <nav className="view-switch" aria-label="How to show the classes">
            <Link to={data.listHref} aria-current={data.finder.view === "list" ? "page" : undefined} preventScrollReset>
              List
            </Link>
            <Link to={data.calendarHref} aria-current={data.finder.view === "calendar" ? "page" : undefined} preventScrollReset>
              Month calendar
            </Link>
          </nav>
        </div>
        {data.thisMonth && (
          <p className="notice" role="note">
            There are still {page.noun} with seats this month. <Link to={data.thisMonth.href}>See {data.thisMonth.name}</Link>
          </p>
        )}
        {data.filtersOn && (
          <p className="muted">
            Filters are on. <Link to={data.clearHref}>Clear the filters</Link>
          </p>
        )}
        {data.unknownLocation && (
          <p className="notice" role="note">
            That kitchen doesn’t offer {page.noun}, so here are all of our kitchens.
          </p>
        )}
        {data.unavailable ? (
          <p className="notice notice--error" role="alert">
            We couldn’t load our {page.noun} just now. Please try again in a moment.
          </p>
        ) : data.count === 0 ? (
          <EmptyMonth data={data} />
        ) : data.calendar ? (
          <>
            <MonthCalendar data={data} weeks={data.calendar} />
            <MonthAgenda data={data} weeks={data.calendar} />
          </>
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
            {data.moreHref && (
              <p className="list-more">
                <Link className="button button--white" to={data.moreHref} preventScrollReset>
                  Show more {page.noun}
                </Link>
              </p>
            )}
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

  // Selects and the checkbox filter at once with JavaScript; typed words and dates wait for the button.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.tagName === "SELECT" || target.type === "checkbox") submit(event.currentTarget, { preventScrollReset: true });
  };
  const { finder } = data;
  return (
    <Form method="get" className="filter-bar class-finder" aria-label={`Find ${data.page.noun}`} onChange={onChange}>
      <Field
        kind="search"
        name="q"
        label="Search"
        defaultValue={finder.search}
        maxLength={100}
        placeholder="Tacos, pasta, kids…"
        hint={data.searchNotice ?? undefined}
      />
      <Field kind="zip" name="near" label="Near zip code" defaultValue={finder.near} maxLength={5} pattern="[0-9]{5}" title="A five-digit zip code" />
      <SelectField
        ref={locationSelect}
        name="location"
        label="Location"
        defaultValue={data.locationId ?? ""}
        options={data.options.location}
      />
      <SelectField
        ref={monthSelect}
        name="month"
        label="Month"
        defaultValue={data.month}
        options={data.options.month}
      />
      <SelectField name="day" label="Day of the week" defaultValue={finder.day} options={data.options.day} />
      <SelectField name="guests" label="Party size" defaultValue={finder.guests === null ? "" : String(finder.guests)} options={data.options.guests} />
      {data.page.path === "/classes" && (
        <SelectField
          name="type"
          label="Class type"
          defaultValue={finder.type}
          options={data.options.type}
        />
      )}
      <SelectField
        name="max"
        label="Price"
        defaultValue={finder.maxPrice === null ? "" : String(finder.maxPrice)}
        options={data.options.price}
      />
      {finder.view === "list" && (
        <>
          <Field kind="date" name="from" label="From date" defaultValue={finder.from} />
          <Field kind="date" name="to" label="To date" defaultValue={finder.to} />
        </>
      )}
      <label className="check class-finder__check">
        <input type="checkbox" name="open" value="1" defaultChecked={finder.hideFull} />
        <span>Hide full {data.page.noun}</span>
      </label>
      {finder.view === "calendar" && <input type="hidden" name="view" value="calendar" />}
      <FilterBarActions label={`Show ${data.page.noun}`} updating={updating} />
    </Form>
  );
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The month as a grid (decision 038), made by the loader: each day's first classes, a day with more links to its list. */
function MonthCalendar({ data, weeks }: ClassListProps & { weeks: NonNullable<ClassListData["calendar"]> }) {
  return (
    <MonthTable
      className="month-calendar"
      caption={
        <caption className="visually-hidden">
          {data.page.noun} in {data.monthName}, by day
        </caption>
      }
      weekdays={WEEKDAYS}
      weeks={weeks}
      day={(cell) => (
        <td key={cell.key} className={cell.classes.length > 0 ? "month-calendar__day month-calendar__day--classes" : "month-calendar__day"}>
          {cell.day !== null && <span className="month-calendar__date">{cell.day}</span>}
          {cell.classes.length > 0 && (
            <ul>
              {cell.classes.map((row) => (
                <li key={row.id}>
                  <DayClassLink row={row} className="month-calendar__class" />
                </li>
              ))}
              {cell.more && (
                <li>
                  <Link to={cell.more.href}>
                    {cell.more.count} more<span className="visually-hidden"> on {cell.more.date}</span>
                  </Link>
                </li>
              )}
            </ul>
          )}
        </td>
      )}
    />
  );
}

/** Decision 085: whose place the list is ordered for, and the way to /zip to tell or change it. */
function PlaceLine({ place }: { place: ClassListData["place"] }) {
  if (!place) {
    return (
      <p className="place-line">
        Where are you? <Link to="/zip">Find the kitchens near you</Link>
      </p>
    );
  }
  return (
    <p className="place-line">
      {place.known ? (
        <>
          Nearest kitchens to <strong>{place.zip}</strong> first.{" "}
        </>
      ) : (
        <>We don’t know the zip code {place.zip}, so the kitchens are in their usual order. </>
      )}
      <Link to="/zip">Change your place</Link>
    </p>
  );
}

/** A class of a calendar day, in the grid or the phone's agenda: its time and name, a full one greyed. */
function DayClassLink({ row, className }: { row: CalendarCell["classes"][number]; className: string }) {
  return (
    <Link to={row.href} className={row.full ? `${className} month-calendar__class--full` : className}>
      <span className="month-calendar__time">{row.time}</span> {row.name}
      {row.full && <span className="visually-hidden"> (full)</span>}
    </Link>
  );
}

/**
 * The month on a phone (decision 085): the days that have classes as an agenda, each day's
 * classes under it, instead of a grid whose narrow cells broke words. CSS shows one of the two.
 */
function MonthAgenda({ data, weeks }: ClassListProps & { weeks: NonNullable<ClassListData["calendar"]> }) {
  const days = weeks.flat().filter((cell) => cell.classes.length > 0);
  return (
    <section className="month-agenda" aria-label={`${data.page.noun} in ${data.monthName}, by day`}>
      {days.map((cell) => (
        <div className="month-agenda__day" key={cell.key}>
          <h3 className="class-day__date">{cell.label}</h3>
          <ul>
            {cell.classes.map((row) => (
              <li key={row.id}>
                <DayClassLink row={row} className="month-agenda__class" />
              </li>
            ))}
            {cell.more && (
              <li>
                <Link to={cell.more.href} className="month-agenda__class">
                  {cell.more.count} more on {cell.more.date}
                </Link>
              </li>
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** A row: the class type's picture (decorative beside the class's name, empty alt, lazy), time, name, seats, price. */
function ClassRowItem({ row, showFulfillment }: { row: ClassRow; showFulfillment: boolean }) {
  return (
    <li className={row.picture ? "class-row class-row--picture" : "class-row"}>
      {row.picture && <MealPicture picture={{ ...row.picture, alt: "" }} className="class-thumb" sizes="8rem" />}
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
          {row.typeName && <span className="class-row__type"> · {row.typeName}</span>}
        </p>
      </div>
      <p className={row.full ? "badge badge--full class-row__seats" : "badge class-row__seats"}>{row.seats}</p>
      {row.price && <p className="class-row__price">{row.price}</p>}
    </li>
  );
}

function EmptyMonth({ data }: ClassListProps) {
  const { page, locationName } = data;
  return (
    <div className="empty-state">
      <p className="empty-state__title">
        {data.filtersOn
          ? `No ${page.noun} match these filters.`
          : `No ${page.noun} ${locationName ? `at ${locationName} ` : ""}in ${data.monthName} yet.`}
      </p>
      {data.filtersOn && (
        <p className="link-line">
          <Link to={data.clearHref}>Clear the filters</Link>
        </p>
      )}
      {data.elsewhere.length > 0 && <p>New dates open every few weeks. In the meantime:</p>}
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
