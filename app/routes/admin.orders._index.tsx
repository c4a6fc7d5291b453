import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import type { OrderStatus } from "../../graphql/generated/client/graphql";
import { AdminPage } from "~/components/admin/AdminLayout";
import { FilterForm, labelledChoices, SearchFilters } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { pageMeta } from "~/components/core/layout-kit";
import { AdminOrdersDocument } from "~/lib/admin/order-documents.server";
import { pageInfo, pageWindow, searchFilter } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { OrderCells } from "~/components/admin/OrderCells";

export const meta = pageMeta("Orders");

const STATUSES = ["PAID", "PARTIALLY_REFUNDED", "REFUNDED", "CANCELED"] as const satisfies readonly OrderStatus[];
export const STATUS_LABELS: Record<OrderStatus, string> = {
  PAID: "Paid",
  PARTIALLY_REFUNDED: "Partly refunded",
  REFUNDED: "Refunded",
  CANCELED: "Canceled",
};

/** Orders, newest first, searched by e-mail, name or number (permission orders.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.ordersView);
  const params = new URL(request.url).searchParams;
  const filter = searchFilter(params, STATUSES);
  const { adminOrders } = await query(context, AdminOrdersDocument, { filter, ...pageWindow(params) }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.ordersView),
  );
  return json({ filter, orders: adminOrders.orders, info: pageInfo(params, adminOrders.total, adminOrders.orders.length) });
}

export default function AdminOrders() {
  const { filter, orders, info } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Orders">
      <FilterForm label="Filter orders" clearTo="/admin/orders">
        <SearchFilters filter={filter} searchLabel="E-mail, name or number" statuses={labelledChoices(STATUSES, STATUS_LABELS)} dateLabels={["From", "Before"]} />
      </FilterForm>
      <AdminTable caption="Orders" columns={["Order", "Customer", "Placed", { label: "Total", numeric: true }, { label: "Refunded", numeric: true }, "Status"]}>
        {orders.map((order) => (
          <tr key={order.id}>
            <OrderCells id={order.id} number={order.number} firstName={order.firstName} lastName={order.lastName} email={order.email} />
            <td>{order.createdAt.slice(0, 10)}</td>
            <td className="numeric">{formatUsd(order.totalCents)}</td>
            <td className="numeric">{order.refundedCents > 0 ? formatUsd(order.refundedCents) : "—"}</td>
            <td>{STATUS_LABELS[order.status]}</td>
          </tr>
        ))}
      </AdminTable>
      <Pagination info={info} noun="orders" />
    </AdminPage>
  );
}
