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

export const meta = pageMeta("Edit class");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.classesUpdate);
  const id = recordId(params.id);
  const [{ classInformation: info }, { classFormChoices }] = await Promise.all([
    query(context, AdminClassDocument, { id }),
    query(context, ClassFormChoicesDocument, {}),
  ]).catch((error: unknown) => asPageError(error, PERMISSIONS.classesUpdate));
  if (!info) throw new Response("Not found", { status: 404 });
  const values = classFormValuesOf(info);
  return json({ id, name: info.class.name, values, choices: classFormChoices, bookings: info.registrationsCount });
}

export const action = ({ request, context, params }: ActionFunctionArgs) => saveClass(request, context, recordId(params.id));

export default function EditClass() {
  const { id, name, values, choices, bookings } = useLoaderData<typeof loader>();
  return (
    <AdminPage title={`Edit ${name}`} crumbs={[{ label: "Classes", to: "/admin/classes" }, { label: name, to: `/admin/classes/${id}` }]}>
      <ClassForm choices={choices} saved={values} submitLabel="Save class" bookings={bookings} />
    </AdminPage>
  );
}
