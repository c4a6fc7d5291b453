import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { FilterForm } from "~/components/admin/FilterForm";
import { GiftCardStatusBadge } from "~/components/admin/GiftCardStatusBadge";
import { Pagination } from "~/components/admin/Pagination";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { AdminGiftCardsDocument } from "~/lib/admin/giftcard-documents.server";
import { choiceParam, pageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { PageActionLink } from "~/components/admin/PageActionLink";

export const meta = pageMeta("Gift cards");

const STATUSES = ["active", "disabled"] as const;

/** Gift cards, newest first, searched by code fragment, buyer or recipient (permission gift-cards.view). Codes are masked. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.giftCardsView);
  const params = new URL(request.url).searchParams;
  const search = textParam(params, "q");
  const status = choiceParam(params, "status", STATUSES);
  const filter = { search, status: status ? (status.toUpperCase() as "ACTIVE" | "DISABLED") : undefined };
  const { adminGiftCards } = await query(context, AdminGiftCardsDocument, { filter, ...pageWindow(params) }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.giftCardsView),
  );
  const { giftCards, total } = adminGiftCards;
  return json({
    search: search ?? "",
    status: status ?? "",
    giftCards,
    info: pageInfo(params, total, giftCards.length),
    mayIssue: hasPermission(staff.permissions, PERMISSIONS.giftCardsCreate),
  });
}

export default function AdminGiftCards() {
  const { search, status, giftCards, info, mayIssue } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Gift cards"
      actions={mayIssue && <PageActionLink to="/admin/gift-cards/new">Issue a gift card</PageActionLink>}
    >
      <FilterForm label="Filter gift cards" clearTo="/admin/gift-cards">
        <Field name="q" label="Code, buyer or recipient" kind="search" defaultValue={search} hint="Any part of the code, a name or an e-mail address" />
        <SelectField
          name="status"
          label="Status"
          defaultValue={status}
          options={[
            { value: "", label: "Any" },
            { value: "active", label: "Active" },
            { value: "disabled", label: "Disabled" },
          ]}
        />
      </FilterForm>
      <AdminTable caption="Gift cards" columns={["Card", "Recipient", "Bought by", "Status", { label: "Balance", numeric: true }, { label: "Issued", numeric: true }]}>
        {giftCards.map((card) => (
          <tr key={card.id}>
            <th scope="row">
              <Link to={`/admin/gift-cards/${card.id}`}>
                <code>{card.code}</code>
              </Link>
            </th>
            <td>
              {card.recipientName || "—"}
              <br />
              <span className="muted">{card.recipientEmail}</span>
            </td>
            <td>{card.issuedByHand ? <span className="muted">Issued by {card.purchaserEmail}</span> : card.purchaserEmail}</td>
            <td>
              <GiftCardStatusBadge status={card.status} />
            </td>
            <td className="numeric">
              {formatUsd(card.balanceCents)}
              <br />
              <span className="muted">of {formatUsd(card.initialCents)}</span>
            </td>
            <td className="numeric">{card.createdAt.slice(0, 10)}</td>
          </tr>
        ))}
      </AdminTable>
      {giftCards.length === 0 ? <p>No gift card matches.</p> : null}
      <Pagination info={info} noun="gift cards" />
    </AdminPage>
  );
}
