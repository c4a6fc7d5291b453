import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { toCsv } from "~/lib/admin/csv";
import { recordId } from "~/lib/admin/list-params";
import { PromotionCodesCsvDocument } from "~/lib/admin/promotion-documents.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";

/** Every code of a promotion as CSV, oldest first (a resource route: no page around it). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.promotionsView);
  const id = recordId(params.id);
  const rows: string[][] = [["Code", "Uses allowed", "Used", "Active", "Created"]];
  // 5,000 a page; a promotion with more codes is read page by page.
  for (let offset = 0; ; ) {
    const { promotionCodes } = await query(context, PromotionCodesCsvDocument, { id, offset }).catch((error: unknown) =>
      asPageError(error, PERMISSIONS.promotionsView),
    );
    for (const code of promotionCodes.codes) {
      rows.push([code.code, code.usageLimit === null || code.usageLimit === undefined ? "unlimited" : String(code.usageLimit), String(code.uses), code.active ? "yes" : "no", code.createdAt]);
    }
    offset += promotionCodes.codes.length;
    if (promotionCodes.codes.length === 0 || offset >= promotionCodes.total) break;
  }
  return new Response(toCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="promotion-${id}-codes.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
