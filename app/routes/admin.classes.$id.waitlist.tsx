import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { FormError } from "~/components/core/FormError";
import { dataMeta } from "~/components/core/layout-kit";
import { loadClassWaitlist, removeFromWaitlistAction, type WaitlistActionData } from "~/lib/waitlist/waitlist-admin.server";
import { WAITLIST_REMOVE_INTENT as REMOVE_INTENT } from "~/lib/waitlist/waitlist-form";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = dataMeta<{ name: string }>(({ name }) => ({ title: `Waitlist — ${name}`, noindex: true }));

/** A class's waitlist (decision 037): seats held until when, then who waits in what order. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadClassWaitlist(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) => removeFromWaitlistAction(request, context, params.id);

export default function ClassWaitlist() {
  const { id, name, when, kitchen, seats, seatsLeft, mayRemove, entries } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as WaitlistActionData | undefined;
  const here = `/admin/classes/${id}/waitlist`;
  const title = `Waitlist — ${name}`;
  const crumbs = [
    { label: "Classes", to: "/admin/classes" },
    { label: name, to: `/admin/classes/${id}` },
  ];
  // One confirm step per entry: `?confirm=remove-<id>` is its page without JavaScript.
  const choices: Array<ConfirmChoice & { entryId: string }> = entries
    .filter((entry) => entry.removable)
    .map((entry) => ({
      entryId: entry.id,
      intent: `${REMOVE_INTENT}-${entry.id}`,
      label: `Remove ${entry.email}`,
      confirmLabel: "Yes, remove",
      danger: true,
      consequence: (
        <p>
          {entry.email} will no longer be offered a seat in this class, and we will e-mail them that they were taken off the waitlist.
          {entry.status === "offered" || entry.status === "claimed" ? " The seat held for them goes to the next person on the waitlist." : ""} This cannot be undone;
          they can join again while the class is full.
        </p>
      ),
      fields: <input type="hidden" name="entryId" value={entry.id} />,
    }));
  const confirm = useConfirmChoice(choices);
  const asForm = (choice: ConfirmChoice) => ({ ...choice, intent: REMOVE_INTENT });
  if (mayRemove && confirm) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <FormError messages={failed?.errors.form} />
        <ConfirmPanel choice={asForm(confirm)} action={`${here}?confirm=${confirm.intent}`} backTo={here} />
      </AdminPage>
    );
  }
  const held = entries.filter((entry) => entry.position === null);
  const waiting = entries.filter((entry) => entry.position !== null);
  const removeButton = (entryId: string) => {
    const choice = choices.find((candidate) => candidate.entryId === entryId);
    if (!mayRemove || !choice) return null;
    return <ConfirmAction {...asForm(choice)} confirmHref={`?confirm=${choice.intent}`} action={`${here}?confirm=${choice.intent}`} />;
  };
  return (
    <AdminPage title={title} crumbs={crumbs}>
      <FormError messages={failed?.errors.form} />
      <p>
        {kitchen} · {when} · {seats} seats, {seatsLeft} free · {waiting.length} waiting{held.length > 0 ? ` · ${held.length} holding an offered seat` : ""}
      </p>
      {entries.length === 0 ? (
        <p className="muted">Nobody is on this class’s waitlist.</p>
      ) : (
        <AdminTable caption={<>Waitlist of {name}</>} columns={["Place", "E-mail", "Status", "Holds the seat until", "Joined", mayRemove && "Action"]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.position ?? "Holds a seat"}</td>
              <th scope="row">{entry.email}</th>
              <td>{entry.statusLabel}</td>
              <td>{entry.until ?? "—"}</td>
              <td>{entry.joined}</td>
              {mayRemove && <td>{removeButton(entry.id)}</td>}
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  );
}
