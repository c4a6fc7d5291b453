import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { toCsv } from "~/lib/admin/csv";
import { ClassGroceryDocument } from "~/lib/admin/class-documents.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";

/** The grocery list's table as CSV, row for row (a resource route: no page around it). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.classesView);
  const id = recordId(params.id);
  const { classGrocery: grocery } = await query(context, ClassGroceryDocument, { id }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.classesView),
  );
  const rows = [
    ["Aisle", "Ingredient", "Quantity", "Unit", "For"],
    ...grocery.aisles.flatMap((aisle) => aisle.items.map((item) => [aisle.aisle, item.name, item.shown, item.unit, item.meals.join(", ")])),
  ];
  return new Response(toCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="grocery-class-${id}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
