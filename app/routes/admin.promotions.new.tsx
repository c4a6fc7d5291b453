import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { PromotionForm, type PromotionFormShown } from "~/components/admin/PromotionForm";
import { savePromotion } from "~/lib/admin/promotion-actions.server";
import { PromotionChoicesDocument } from "~/lib/admin/promotion-documents.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta("New promotion");

/** A new promotion: percent off the whole order, no limits, until staff say otherwise. */
const BLANK: PromotionFormShown = { discountType: "PERCENT", appliesTo: "ORDER", classTypeIds: [] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.promotionsCreate);
  const { classTypes } = await query(context, PromotionChoicesDocument, {}).catch((error: unknown) => asPageError(error, PERMISSIONS.promotionsCreate));
  return json({ classTypes: classTypes.map((type) => ({ id: type.id, name: type.name })) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return savePromotion(request, context, await postedForm(request, context));
}

export default function NewPromotion() {
  const { classTypes } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminPage title="New promotion" crumbs={[{ label: "Promotions", to: "/admin/promotions" }]}>
      <p className="muted">Save the promotion, then add codes to it on its page: one you name, or a batch of single-use codes.</p>
      <PromotionForm values={result?.values ?? BLANK} errors={result?.errors ?? {}} classTypes={classTypes} submitLabel="Create promotion" showActive={false} />
    </AdminPage>
  );
}
