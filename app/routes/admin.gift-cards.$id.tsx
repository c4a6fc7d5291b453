import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import type { GiftCardLedgerKind } from "../../graphql/generated/client/graphql";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { FormError } from "~/components/core/FormError";
import { GiftCardStatusBadge } from "~/components/admin/GiftCardStatusBadge";
import { TextAreaField } from "~/components/core/TextAreaField";
import { AdminGiftCardDocument, SetGiftCardStatusDocument } from "~/lib/admin/giftcard-documents.server";
import { reasonSchema } from "~/lib/admin/giftcard-forms.server";
import { recordHistory } from "~/lib/admin/history.server";
import { recordId } from "~/lib/admin/list-params";
import { loadRecord, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { parseWith } from "~/lib/core/form-schema.server";
import { mutate, failureOf, failureMessage } from "~/lib/core/graphql.server";
import { dataMeta } from "~/components/core/layout-kit";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = dataMeta<{ card: { codeLast4: string } }>(({ card }) => ({ title: `Gift card ending ${card.codeLast4}`, noindex: true }));

/** One gift card: who it is for, its ledger (which adds up to its balance), disable or enable, its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { staff, id, record: card } = await loadRecord(request, context, params.id, PERMISSIONS.giftCardsView, AdminGiftCardDocument, (data) => data.adminGiftCard);
  const history = await recordHistory(context, staff, "gift-cards", id);
  // Each line with the balance after it: the last one is the card's balance.
  let running = 0;
  const ledger = (card.ledger ?? []).map((entry) => ({ ...entry, running: (running += entry.amountCents) }));
  return json({ card, ledger, history, mayUpdate: hasPermission(staff.permissions, PERMISSIONS.giftCardsUpdate) });
}

type ActionData = { intent: string; errors: FieldErrors; reason: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.giftCardsUpdate);
  const intent = String(form.get("intent") ?? "");
  const reason = String(form.get("reason") ?? "");
  if (intent !== "disable" && intent !== "enable") return json<ActionData>({ intent, errors: { form: ["Choose what to do with the card"] }, reason }, { status: 400 });
  const parsed = parseWith(reasonSchema, { reason });
  if (!parsed.ok) return json<ActionData>({ intent, errors: parsed.errors, reason }, { status: 400 });
  try {
    await mutate(context, SetGiftCardStatusDocument, { id, status: intent === "disable" ? "DISABLED" : "ACTIVE", reason: parsed.value.reason });
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<ActionData>({ intent, errors: { reason: fields.reason ?? Object.values(fields).flat() }, reason }, { status: 400 });
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "FORBIDDEN") return json<ActionData>({ intent, errors: { form: [failureMessage(error)] }, reason }, { status: code === "FORBIDDEN" ? 403 : 409 });
    throw error;
  }
  flashAlert(context, { alertType: "success", title: intent === "disable" ? "Gift card disabled" : "Gift card enabled" });
  return redirect(`/admin/gift-cards/${id}`, 303);
}

const LEDGER_LABELS: Record<GiftCardLedgerKind, string> = {
  ISSUE: "Issued",
  CAPTURE: "Paid for an order",
  REFUND: "Refunded back to the card",
  ADJUST: "Adjusted by staff",
  HOLD: "Held by a checkout not yet paid",
};

function reasonField(errors: FieldErrors | undefined, value: string, hint: string) {
  return <TextAreaField name="reason" label="Reason" hint={hint} defaultValue={value} errors={errors?.reason} maxLength={500} />;
}

export default function AdminGiftCard() {
  const { card, ledger, history, mayUpdate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const here = `/admin/gift-cards/${card.id}`;
  const title = `Gift card ending ${card.codeLast4}`;
  const crumbs = [{ label: "Gift cards", to: "/admin/gift-cards" }];
  const failed = (intent: string) => (result?.intent === intent ? result : undefined);
  const choices: ConfirmChoice[] = [
    {
      intent: "disable",
      label: "Disable card",
      danger: true,
      consequence: <p>The shop will refuse this card: its balance cannot be checked or spent until it is enabled again. The balance stays on its ledger.</p>,
      fields: reasonField(failed("disable")?.errors, failed("disable")?.reason ?? "", "For example: reported lost or stolen. Kept in the audit log."),
    },
    {
      intent: "enable",
      label: "Enable card",
      consequence: <p>The card can be checked and spent again, with its balance of {formatUsd(card.balanceCents)}.</p>,
      fields: reasonField(failed("enable")?.errors, failed("enable")?.reason ?? "", "Kept in the audit log."),
    },
  ];
  const available = choices.filter((choice) => (card.status === "ACTIVE" ? choice.intent === "disable" : choice.intent === "enable"));
  const confirm = useConfirmChoice(available);
  if (mayUpdate && confirm) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <FormError messages={failed(confirm.intent)?.errors.form} />
        <ConfirmPanel choice={confirm} action={`${here}?confirm=${confirm.intent}`} backTo={here} />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={title}
      crumbs={crumbs}
      actions={
        mayUpdate
          ? available.map((choice) => (
              <ConfirmAction key={choice.intent} {...choice} confirmHref={`?confirm=${choice.intent}`} action={`${here}?confirm=${choice.intent}`} />
            ))
          : null
      }
    >
      <FormError messages={result?.errors.form} />
      <dl className="admin-facts">
        <dt>Code</dt>
        <dd>
          <code>{card.code}</code>
        </dd>
        <dt>Status</dt>
        <dd>
          <GiftCardStatusBadge status={card.status} />
          {card.statusReason ? ` ${card.statusReason}` : ""}
        </dd>
        <dt>Balance</dt>
        <dd>
          {formatUsd(card.balanceCents)} of {formatUsd(card.initialCents)}
        </dd>
        <dt>Recipient</dt>
        <dd>
          {card.recipientName || "—"} {card.recipientEmail ? `· ${card.recipientEmail}` : ""}
        </dd>
        <dt>{card.issuedByHand ? "Issued by" : "Bought by"}</dt>
        <dd>
          {card.purchaserEmail || "—"}
          {card.orderId ? (
            <>
              {" "}
              · order <Link to={`/admin/orders/${card.orderId}`}>{card.orderNumber}</Link>
            </>
          ) : null}
        </dd>
        {card.senderName ? (
          <>
            <dt>From</dt>
            <dd>{card.senderName}</dd>
          </>
        ) : null}
        {card.message ? (
          <>
            <dt>Message</dt>
            <dd>{card.message}</dd>
          </>
        ) : null}
      </dl>

      <h2>Ledger</h2>
      <AdminTable
        caption="Every change of the card's balance, oldest first"
        columns={["When", "What", { label: "Amount", numeric: true }, { label: "Balance after", numeric: true }]}
        footer={
          <tr>
            <th scope="row" colSpan={3}>
              Balance (the sum of the ledger)
            </th>
            <td className="numeric" data-testid="ledger-balance">
              {formatUsd(card.ledgerBalanceCents ?? 0)}
            </td>
          </tr>
        }
      >
        {ledger.map((entry, index) => (
          <tr key={entry.id ?? `hold-${index}`}>
            <td>{entry.createdAt.slice(0, 16).replace("T", " ")} UTC</td>
            <th scope="row">
              {LEDGER_LABELS[entry.kind]}
              {entry.orderId ? (
                <>
                  {" "}
                  · <Link to={`/admin/orders/${entry.orderId}`}>{entry.orderNumber}</Link>
                </>
              ) : null}
              {entry.note ? (
                <>
                  <br />
                  <span className="muted">{entry.note}</span>
                </>
              ) : null}
            </th>
            <td className="numeric">{(entry.amountCents > 0 ? "+" : entry.amountCents < 0 ? "−" : "") + formatUsd(Math.abs(entry.amountCents))}</td>
            <td className="numeric">{formatUsd(entry.running)}</td>
          </tr>
        ))}
      </AdminTable>
      {card.ledgerBalanceCents !== card.balanceCents ? (
        <p className="admin-error" role="alert">
          The ledger adds up to {formatUsd(card.ledgerBalanceCents ?? 0)}, but the card holds {formatUsd(card.balanceCents)}. Tell the developers.
        </p>
      ) : null}

      <RecordHistory records={history} caption={`Changes to ${title.toLowerCase()}`} />
    </AdminPage>
  );
}
