import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminLayout";
import { FilterForm } from "~/components/admin/FilterForm";
import { SelectField } from "~/components/core/SelectField";
import { kitchenFilter } from "~/lib/admin/console-frame.server";
import { consoleHomeView, readsHome } from "~/lib/admin/console-home.server";
import { choiceParam } from "~/lib/admin/list-params";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { pageMeta } from "~/components/core/layout-kit";
import type { loader as adminLoader } from "./admin";

export const meta = pageMeta("Admin");

/** The choices of the home's "Days" filter (the page renders them in the browser too). */
const HOME_DAYS = [
  { value: "1", label: "Today" },
  { value: "7", label: "Today and the next 6 days" },
  { value: "14", label: "Two weeks" },
] as const;

const AREA_NOTES: Record<string, string> = {
  classes: "Schedule, publish and run classes; attendee and grocery lists.",
  "meal-cooked-statuses": "What the kitchen has prepped, cooked and packed.",
  orders: "Orders, payments and refunds.",
  messages: "The contact form's messages: read, reply by e-mail, mark done.",
  subscribers: "Newsletter addresses: search, download as CSV, unsubscribe.",
  emails: "Every e-mail the shop wrote and where it is on its way; send again; suppressed addresses.",
  users: "Customers and staff, their roles and history.",
  reports: "Delivery run sheets, the outstanding gift-card balance and management payroll.",
  audit: "Every change made here: who, when, what.",
};

/**
 * The console's start (issue 27 part 1, decision 070): what needs attention, then each kitchen's
 * classes of today and the coming days with seats and revenue, then the areas this person may open.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const days = choiceParam(params, "days", HOME_DAYS.map((choice) => choice.value)) ?? "7";
  const kitchen = kitchenFilter(params, "kitchen", context);
  const home = readsHome(staff) ? await consoleHomeView(context, staff, { days: Number(days), locationId: kitchen }).catch((error: unknown) => asPageError(error, PERMISSIONS.classesView)) : null;
  return json({ filter: { days, kitchen: kitchen ?? "" }, home });
}

export default function AdminOverview() {
  const { filter, home } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof adminLoader>("routes/admin");
  const areas = layout?.areas ?? [];
  return (
    <AdminPage title="Overview">
      {home ? (
        <>
          <section aria-labelledby="home-attention" className="console-home__attention">
            <h2 id="home-attention">Needs attention</h2>
            {home.attention.length === 0 ? (
              <p className="muted">Nothing waiting: no requests, no unanswered messages, no classes under their minimum, no undelivered e-mail.</p>
            ) : (
              <ul>
                {home.attention.map((item) => (
                  <li key={item.label}>{item.href ? <Link to={item.href}>{item.label}</Link> : item.label}</li>
                ))}
              </ul>
            )}
          </section>
          {home.kitchens ? (
            <section aria-labelledby="home-classes-heading" id="home-classes">
              <h2 id="home-classes-heading">Classes by kitchen</h2>
              <FilterForm label="Choose days and kitchen" clearTo="/admin">
                <SelectField name="days" label="Days" defaultValue={filter.days} options={HOME_DAYS.map((choice) => ({ ...choice }))} />
                <SelectField
                  name="kitchen"
                  label="Kitchen"
                  defaultValue={filter.kitchen}
                  key={filter.kitchen}
                  options={[{ value: "", label: "Every kitchen" }, ...home.locations.map((row) => ({ value: row.id, label: row.name }))]}
                />
              </FilterForm>
              {home.kitchens.length === 0 ? <p className="muted">No classes in these days.</p> : null}
              {home.truncated ? <p className="muted">Showing the first 300 classes; choose a kitchen to see all of its own.</p> : null}
              {home.kitchens.map((kitchen) => (
                <div key={kitchen.id} className="admin-table-wrap console-home__kitchen">
                  <table className="data-table admin-table">
                    <caption>
                      {kitchen.name} <span className="muted">· seats {kitchen.seats} · {kitchen.revenue} paid</span>
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">When</th>
                        <th scope="col">Class</th>
                        <th scope="col">Seats taken</th>
                        <th scope="col">Paid seats</th>
                        <th scope="col">Revenue</th>
                        <th scope="col">Note</th>
                      </tr>
                    </thead>
                    <tbody>
                      {kitchen.classes.map((row) => (
                        <tr key={row.id} className={row.today ? "console-home__today" : undefined}>
                          <td>{row.when}</td>
                          <th scope="row">
                            <Link to={`/admin/classes/${row.id}`}>{row.name}</Link>
                          </th>
                          <td>{row.seats}</td>
                          <td>{row.paid}</td>
                          <td>{row.revenue}</td>
                          <td className={row.noteTone ? `console-home__note--${row.noteTone}` : undefined}>{row.note}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ))}
            </section>
          ) : null}
        </>
      ) : null}
      <section aria-labelledby="home-areas">
        <h2 id="home-areas">Areas</h2>
        <ul className="admin-areas">
          {areas.map((area) => (
            <li key={area.key} className="card">
              <h3 className="card__title">
                <Link to={area.path}>{area.label}</Link>
              </h3>
              <p className="muted">{AREA_NOTES[area.key]}</p>
            </li>
          ))}
        </ul>
      </section>
    </AdminPage>
  );
}
