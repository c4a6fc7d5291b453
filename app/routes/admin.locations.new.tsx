import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { LocationForm, type LocationFormShown } from "~/components/admin/LocationForm";
import { saveLocation } from "~/lib/admin/location-actions.server";
import { postedForm } from "~/lib/core/csrf.server";
import { FulfillmentChoicesDocument } from "~/lib/admin/location-documents.server";
import { MONTHS } from "~/lib/admin/location-choices";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta("New location");

/** A new location starts active, all year, with no fulfillments ticked. */
const BLANK: LocationFormShown = {
  text: { state: "UT", timezone: "America/Denver", taxRate: "0" },
  checks: { active: true },
  activeMonths: MONTHS.map((_month, index) => String(index + 1)),
  fulfillmentIds: [],
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.locationsCreate);
  const { fulfillments } = await query(context, FulfillmentChoicesDocument, {}).catch((error: unknown) => asPageError(error, PERMISSIONS.locationsCreate));
  return json({ fulfillments });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return saveLocation(request, context, await postedForm(request, context));
}

export default function NewLocation() {
  const { fulfillments } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminPage title="New location" crumbs={[{ label: "Locations", to: "/admin/locations" }]}>
      <LocationForm
        values={result?.values ?? BLANK}
        errors={result?.errors ?? {}}
        fulfillments={fulfillments}
        submitLabel="Create location"
      />
    </AdminPage>
  );
}
