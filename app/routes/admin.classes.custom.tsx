import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ClassForm } from "~/components/admin/ClassForm";
import { saveClass } from "~/lib/admin/class-actions.server";
import { ClassFormChoicesDocument } from "~/lib/admin/class-documents.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta("New private class");

/** POST classes/custom (decision 022): a private class for a group, booked through its own link. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.classesCreate);
  const { classFormChoices } = await query(context, ClassFormChoicesDocument, {}).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.classesCreate),
  );
  // "Create the private class" on a request (decision 032) opens this form filled in from it.
  const params = new URL(request.url).searchParams;
  const prefill = Object.fromEntries(PREFILLED.flatMap((name) => (params.get(name) ? [[name, params.get(name)!.slice(0, 2000)]] : [])));
  return json({ choices: classFormChoices, prefill });
}

const PREFILLED = ["name", "locationId", "date", "contactName", "contactEmail", "note"] as const;

export const action = ({ request, context }: ActionFunctionArgs) => saveClass(request, context, undefined, "custom");

export default function NewPrivateClass() {
  const { choices, prefill } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="New private class" crumbs={[{ label: "Classes", to: "/admin/classes" }]}>
      <p className="muted">
        A private class is published at once but never listed: the organiser gets its link by e-mail and shares it with the group. Only
        kitchens that allow private classes can host one.
      </p>
      <ClassForm choices={choices} saved={prefill} submitLabel="Create and send the link" custom />
    </AdminPage>
  );
}
