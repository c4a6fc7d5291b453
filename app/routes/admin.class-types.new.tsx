import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { REMINDER_HOURS } from "../../workers/core/booking-policy";
import { DECISION_HOURS, MIN_SEATS } from "../../workers/core/go-no-go";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ClassTypeForm, type ClassTypeFormShown } from "~/components/admin/ClassTypeForm";
import { createClassType } from "~/lib/admin/class-type-actions.server";
import { AdminClassTypesDocument } from "~/lib/admin/class-type-documents.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta("New class type");

const EMPTY: ClassTypeFormShown = {
  name: "",
  description: "",
  offer: "SEATS",
  seatPrice: "",
  pairPrice: "",
  reminderHours: String(REMINDER_HOURS.default),
  minSeats: String(MIN_SEATS.default),
  decisionHours: String(DECISION_HOURS.default),
};

/**
 * A new class type (decision 050), with the edit's form (classes.create). A portions type starts
 * with the portion prices of the standard portions type (the api's rule), named here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.classesCreate);
  const { adminClassTypes } = await query(context, AdminClassTypesDocument, {}).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.classesCreate),
  );
  const withPrices = adminClassTypes.map((row) => row.classType).filter((type) => type.prices.length > 0);
  const template = withPrices.find((type) => type.offer === "PORTIONS") ?? withPrices[0];
  return json({ portionsFrom: template?.name ?? null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return createClassType(request, context, await postedForm(request, context));
}

export default function NewClassType() {
  const { portionsFrom } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const portionsNote = portionsFrom
    ? `A new portions type starts with the portion prices of ${portionsFrom}.`
    : "No class type has portion prices to start from: sell seats or couples.";
  return (
    <AdminPage title="New class type" crumbs={[{ label: "Class types", to: "/admin/class-types" }]}>
      <p className="muted">Once it is created, add its picture on its page; it can then be chosen when you make a class.</p>
      <ClassTypeForm values={result?.values ?? EMPTY} errors={result?.errors ?? {}} offerLocked={portionsNote} submitLabel="Create class type" />
    </AdminPage>
  );
}
