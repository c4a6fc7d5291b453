import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AttendanceControls } from "~/components/admin/AttendanceControls";
import { MessageAttendeesForm } from "~/components/admin/MessageAttendeesForm";
import { PrintButton } from "~/components/admin/PrintButton";
import { FormError } from "~/components/core/FormError";
import { MESSAGE_INTENT, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, type ManifestActionData } from "~/lib/admin/manifest-form";
import { loadManifest, manifestAction } from "~/lib/admin/manifest.server";
import { dataMeta } from "~/components/core/layout-kit";
import manifestStyles from "~/styles/manifest.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: manifestStyles }];

export const meta = dataMeta<{ name: string }>(({ name }) => ({ title: `Manifest — ${name}`, noindex: true }));

/** The class's manifest (decision 066): who is coming, check-in at the door, and a page made for printing. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadManifest(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) => manifestAction(request, context, params.id);

type Guest = ReturnType<typeof useLoaderData<typeof loader>>["guests"][number];

/** Decision 041: kits of each chosen meal across the guests, and the kits left to the chef. */
function mealsToPrepare(guests: readonly Guest[]) {
  const totals = new Map<string, number>();
  let chefsChoice = 0;
  for (const guest of guests) {
    if (guest.meals.length === 0) chefsChoice += guest.mealCount;
    for (const meal of guest.meals) totals.set(meal.name, (totals.get(meal.name) ?? 0) + meal.quantity);
  }
  const meals = [...totals].map(([name, quantity]) => ({ name, quantity })).sort((a, b) => a.name.localeCompare(b.name));
  return { meals, chefsChoice };
}

/** The guests by order, in the order of their first guest: the booker is shown once per order. */
function byOrder(guests: readonly Guest[]) {
  const orders = new Map<string, Guest[]>();
  for (const guest of guests) orders.set(guest.orderId, [...(orders.get(guest.orderId) ?? []), guest]);
  return [...orders.values()];
}

/** A guest's allergies, those the menu contains said in words (not by colour alone). */
function Allergies({ guest }: { guest: Guest }) {
  if (guest.allergies.length === 0) return <>None</>;
  const onMenu = new Set(guest.allergiesOnMenu);
  return (
    <>
      {guest.allergies.join(", ")}
      {onMenu.size > 0 ? (
        <strong className="manifest-allergy-alert">
          {" "}
          · On the menu: {guest.allergiesOnMenu.join(", ")}
        </strong>
      ) : (
        <span className="muted"> · none on the menu</span>
      )}
    </>
  );
}

export default function Manifest() {
  const { id, name, when, kitchen, menu, byPortions, mayMark, mayBook, counts, guests } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as ManifestActionData | undefined;
  const prep = byPortions ? mealsToPrepare(guests) : { meals: [], chefsChoice: 0 };
  const columns = byPortions ? 7 : 5;
  return (
    <AdminPage title={`Manifest — ${name}`} crumbs={[{ label: "Classes", to: "/admin/classes" }, { label: name, to: `/admin/classes/${id}` }]} actions={<PrintButton />}>
      <p>
        {kitchen} · {when} · {menu ?? "no menu"}
        {mayBook && !byPortions ? (
          <>
            {" · "}
            <Link to={`/admin/classes/${id}/book`} className="no-print">
              Book by phone
            </Link>
          </>
        ) : null}
      </p>
      <dl className="manifest-counts">
        <div>
          <dt>Booked</dt>
          <dd>{counts.booked}</dd>
        </div>
        <div>
          <dt>Checked in</dt>
          <dd>{counts.checkedIn}</dd>
        </div>
        <div>
          <dt>No-shows</dt>
          <dd>{counts.noShows}</dd>
        </div>
        <div>
          <dt>With allergies</dt>
          <dd>{counts.withAllergies}</dd>
        </div>
      </dl>
      {posted && posted.intent !== MESSAGE_INTENT ? <FormError messages={posted.errors.form} /> : null}
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
      {guests.length === 0 ? (
        <p className="muted">Nobody has booked yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="data-table admin-table manifest-table">
            <caption className="visually-hidden">Attendees</caption>
            <thead>
              <tr>
                <th scope="col">Guest</th>
                {byPortions && (
                  <>
                    <th scope="col">Portions</th>
                    <th scope="col">Meals</th>
                  </>
                )}
                <th scope="col">Allergies</th>
                <th scope="col">Allergy notes</th>
                <th scope="col">Spice</th>
                <th scope="col">Attendance</th>
              </tr>
            </thead>
            {byOrder(guests).map((order) => {
              const booker = order[0]!;
              return (
                <tbody key={booker.orderId}>
                  <tr className="manifest-order">
                    <th scope="colgroup" colSpan={columns}>
                      Order <Link to={`/admin/orders/${booker.orderId}`}>{booker.orderNumber}</Link> · booked by {booker.bookerName} ·{" "}
                      <a href={`mailto:${booker.bookerEmail}`}>{booker.bookerEmail}</a> · {booker.bookerPhone ? <a href={`tel:${booker.bookerPhone}`}>{booker.bookerPhone}</a> : "no phone"}
                      {mayMark && order.some((guest) => guest.status === "REGISTERED") ? (
                        // Decision 082: the booking (its party, or one guest from the move page) to another date.
                        <span className="no-print">
                          {" "}
                          · <Link to={`/admin/registrations/${order.find((guest) => guest.status === "REGISTERED")!.id}/move`}>Move order {booker.orderNumber}…</Link>
                        </span>
                      ) : null}
                    </th>
                  </tr>
                  {order.map((guest) => {
                    const guestName = `${guest.firstName} ${guest.lastName}`;
                    return (
                      <tr key={guest.id} id={`guest-${guest.id}`}>
                        <th scope="row">
                          <Link to={`/admin/registrations/${guest.id}`}>
                            {guest.lastName}, {guest.firstName}
                          </Link>
                          {guest.phone && guest.phone !== booker.bookerPhone ? <span className="muted"> · {guest.phone}</span> : null}
                        </th>
                        {byPortions && (
                          <>
                            <td>
                              {guest.portionSize} × {guest.mealCount} meals
                            </td>
                            <td>{guest.meals.length > 0 ? guest.meals.map((meal) => `${meal.quantity} × ${meal.name}`).join(", ") : "Chef’s choice"}</td>
                          </>
                        )}
                        <td>
                          <Allergies guest={guest} />
                        </td>
                        <td>{guest.allergyNotes || "—"}</td>
                        <td>{guest.spiceTolerance || "—"}</td>
                        <td>
                          <AttendanceControls registrationId={guest.id} guest={guestName} status={guest.status} mayMark={mayMark} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              );
            })}
          </table>
        </div>
      )}
      {mayMark && guests.length > 0 ? (
        <MessageAttendeesForm
          errors={posted?.intent === MESSAGE_INTENT ? posted.errors : undefined}
          values={posted?.intent === MESSAGE_INTENT ? posted.values : undefined}
          subjectMax={MESSAGE_SUBJECT_MAX} messageMax={MESSAGE_TEXT_MAX} />
      ) : null}
    </AdminPage>
  );
}
