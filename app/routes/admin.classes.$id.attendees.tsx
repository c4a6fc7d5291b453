import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { PrintButton } from "~/components/admin/PrintButton";
import { ClassAttendeesDocument } from "~/lib/admin/documents.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { dataMeta } from "~/lib/core/meta";

export const meta = dataMeta<{ name: string }>(({ name }) => ({ title: `Attendees — ${name}`, noindex: true }));

/** Who is coming, for the host's clipboard: a page made for printing (print stylesheet). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.classesView);
  const id = recordId(params.id);
  const data = await query(context, ClassAttendeesDocument, { id }).catch((error: unknown) => asPageError(error, PERMISSIONS.classesView));
  if (!data.classInformation) throw new Response("Not found", { status: 404 });
  const info = data.classInformation;
  return json({
    id,
    name: info.class.name,
    when: `${info.localDate} ${info.localTime}`,
    kitchen: info.class.location.name,
    // Decision 040: a class sold per guest or couple has no portions or meals to show.
    byPortions: info.class.classType.offer === "PORTIONS",
    attendees: data.classAttendees,
  });
}

/** Decision 041: kits of each chosen meal across the attendees, and the kits left to the chef. */
function mealsToPrepare(attendees: readonly { mealCount: number; meals: readonly { name: string; quantity: number }[] }[]) {
  const totals = new Map<string, number>();
  let chefsChoice = 0;
  for (const attendee of attendees) {
    if (attendee.meals.length === 0) chefsChoice += attendee.mealCount;
    for (const meal of attendee.meals) totals.set(meal.name, (totals.get(meal.name) ?? 0) + meal.quantity);
  }
  const meals = [...totals].map(([name, quantity]) => ({ name, quantity })).sort((a, b) => a.name.localeCompare(b.name));
  return { meals, chefsChoice };
}

export default function Attendees() {
  const { id, name, when, kitchen, byPortions, attendees } = useLoaderData<typeof loader>();
  const withAllergies = attendees.filter((attendee) => attendee.allergies.length > 0 || attendee.allergyNotes);
  const prep = byPortions ? mealsToPrepare(attendees) : { meals: [], chefsChoice: 0 };
  return (
    <AdminPage title={`Attendees — ${name}`} crumbs={[{ label: "Classes", to: "/admin/classes" }, { label: name, to: `/admin/classes/${id}` }]} actions={<PrintButton />}>
      <p>
        {kitchen} · {when} · {attendees.length} attending{withAllergies.length > 0 ? ` · ${withAllergies.length} with allergies` : ""}
      </p>
      {prep.meals.length + prep.chefsChoice > 0 && (
        <section aria-labelledby="meals-to-prepare">
          <h2 id="meals-to-prepare">Meals to prepare</h2>
          <ul className="meals-to-prepare">
            {prep.meals.map((meal) => (
              <li key={meal.name}>
                <strong>{meal.quantity}</strong> × {meal.name}
              </li>
            ))}
            {prep.chefsChoice > 0 && (
              <li>
                <strong>{prep.chefsChoice}</strong> × chef’s choice
              </li>
            )}
          </ul>
        </section>
      )}
      {attendees.length === 0 ? (
        <p className="muted">Nobody has booked yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="data-table admin-table">
            <caption className="visually-hidden">Attendees</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Phone</th>
                {byPortions && (
                  <>
                    <th scope="col">Portions</th>
                    <th scope="col">Meals</th>
                  </>
                )}
                <th scope="col">Allergies</th>
                <th scope="col">Allergy notes</th>
                <th scope="col">Spice</th>
                <th scope="col">Order</th>
              </tr>
            </thead>
            <tbody>
              {attendees.map((attendee) => (
                <tr key={attendee.id}>
                  <th scope="row">
                    <Link to={`/admin/registrations/${attendee.id}`}>
                      {attendee.lastName}, {attendee.firstName}
                    </Link>
                  </th>
                  <td>{attendee.phone || "—"}</td>
                  {byPortions && (
                    <>
                      <td>
                        {attendee.portionSize} × {attendee.mealCount} meals
                      </td>
                      <td>{attendee.meals.length > 0 ? attendee.meals.map((meal) => `${meal.quantity} × ${meal.name}`).join(", ") : "Chef’s choice"}</td>
                    </>
                  )}
                  <td>{attendee.allergies.length > 0 ? <strong>{attendee.allergies.join(", ")}</strong> : "None"}</td>
                  <td>{attendee.allergyNotes || "—"}</td>
                  <td>{attendee.spiceTolerance || "—"}</td>
                  <td>
                    <Link to={`/admin/orders/${attendee.orderId}`}>{attendee.orderNumber}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
