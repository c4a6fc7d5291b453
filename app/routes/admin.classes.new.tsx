import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { ClassForm } from "~/components/admin/ClassForm";
import { saveClass } from "~/lib/admin/class-actions.server";
import { classFormValuesOf } from "~/lib/admin/class-forms.server";
import { AdminClassDocument, ClassFormChoicesDocument } from "~/lib/admin/class-documents.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta("New class");

/** The new-class form; `?from=<id>` duplicates that class: its fields, but not its date (a plain link, no JavaScript). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.classesCreate);
  const from = new URL(request.url).searchParams.get("from");
  const [{ classFormChoices }, original] = await Promise.all([
    query(context, ClassFormChoicesDocument, {}),
    from === null ? null : query(context, AdminClassDocument, { id: recordId(from) }),
  ]).catch((error: unknown) => asPageError(error, PERMISSIONS.classesCreate));
  if (from !== null && !original?.classInformation) throw new Response("Not found", { status: 404 });
  const info = original?.classInformation;
  const values = info ? { ...classFormValuesOf(info), date: "" } : { classIsPublic: "on" };
  return json({ choices: classFormChoices, values, duplicateOf: info?.class.name ?? null });
}

export const action = ({ request, context }: ActionFunctionArgs) => saveClass(request, context);

export default function NewClass() {
  const { choices, values, duplicateOf } = useLoaderData<typeof loader>();
  return (
    <AdminPage title={duplicateOf === null ? "New class" : `Duplicate ${duplicateOf}`} crumbs={[{ label: "Classes", to: "/admin/classes" }]}>
      <p className="muted">
        {duplicateOf === null ? "" : "A copy of every field but the date: choose its date. "}A new class is a draft: customers see it once you publish it.
      </p>
      <ClassForm choices={choices} saved={values} submitLabel="Create draft" repeatable />
    </AdminPage>
  );
}
