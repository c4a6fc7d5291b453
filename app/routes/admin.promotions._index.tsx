import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ChoiceFilter, FilterForm, labelledChoices } from "~/components/admin/FilterForm";
import { Pagination } from "~/components/admin/Pagination";
import { Field, pageMeta } from "~/components/core/layout-kit";
import { choiceParam, pageInfo, pageWindow, textParam } from "~/lib/admin/list-params";
import { AdminPromotionsDocument } from "~/lib/admin/promotion-documents.server";
import { describeDiscount, describeRun, PROMOTION_STATUSES, STATUS_LABELS } from "~/lib/admin/promotion-format";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { PageActionLink } from "~/components/admin/PageActionLink";

export const meta = pageMeta("Promotions");

/** Promotions, newest first, searched by name or code and by status in the URL (promotions.view). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.promotionsView);
  const params = new URL(request.url).searchParams;
  const filter = { search: textParam(params, "q"), status: choiceParam(params, "status", PROMOTION_STATUSES) };
  const { adminPromotions } = await query(context, AdminPromotionsDocument, { filter, ...pageWindow(params) }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.promotionsView),
  );
  return json({
    filter,
    promotions: adminPromotions.promotions,
    info: pageInfo(params, adminPromotions.total, adminPromotions.promotions.length),
    mayCreate: hasPermission(staff.permissions, PERMISSIONS.promotionsCreate),
  });
}

export default function AdminPromotions() {
  const { filter, promotions, info, mayCreate } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Promotions"
      actions={mayCreate && <PageActionLink to="/admin/promotions/new">New promotion</PageActionLink>}
    >
      <FilterForm label="Filter promotions" clearTo="/admin/promotions">
        <Field name="q" label="Name or code" kind="search" defaultValue={filter.search ?? ""} />
        <ChoiceFilter name="status" label="Status" value={filter.status} choices={labelledChoices(PROMOTION_STATUSES, STATUS_LABELS)} />
      </FilterForm>
      {promotions.length === 0 ? (
        <p className="muted">No promotion matches these filters.</p>
      ) : (
        <AdminTable caption="Promotions" columns={["Promotion", "Discount", "Runs", { label: "Codes", numeric: true }, { label: "Uses", numeric: true }, "Status"]}>
          {promotions.map((promotion) => (
            <tr key={promotion.id}>
              <th scope="row">
                <Link to={`/admin/promotions/${promotion.id}`}>{promotion.name}</Link>
              </th>
              <td>{describeDiscount(promotion)}</td>
              <td>{describeRun(promotion.startsAt, promotion.endsAt)}</td>
              <td className="numeric">{promotion.codeCount}</td>
              <td className="numeric">
                {promotion.uses}
                {promotion.usageLimit ? ` of ${promotion.usageLimit}` : ""}
              </td>
              <td>
                {promotion.status === "ACTIVE" ? (
                  STATUS_LABELS[promotion.status]
                ) : (
                  <span className="badge badge--muted">{STATUS_LABELS[promotion.status]}</span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination info={info} noun="promotions" />
    </AdminPage>
  );
}
