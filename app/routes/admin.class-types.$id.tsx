import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { ClassTypeForm, type ClassTypeFormShown } from "~/components/admin/ClassTypeForm";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { PictureSection, removePictureChoice } from "~/components/admin/PictureSection";
import { MealPicture } from "~/components/catalog/MealPicture";
import { removeClassTypePicture, saveClassType, saveClassTypePicture } from "~/lib/admin/class-type-actions.server";
import { AdminClassTypesDocument } from "~/lib/admin/class-type-documents.server";
import { dollarsOf, offerPrice } from "~/lib/admin/class-type-format";
import { recordHistory } from "~/lib/admin/history.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { query } from "~/lib/core/graphql.server";
import { dataMeta } from "~/components/core/layout-kit";
import { minimumRule } from "~/lib/catalog/go-no-go-text";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta = dataMeta<{ classType: { name: string } }>(({ classType }) => ({ title: classType.name, noindex: true }));

/** One class type: what it sells and for how much, its picture, the edit form and its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.classesView);
  const id = recordId(params.id);
  const { adminClassTypes } = await query(context, AdminClassTypesDocument, { ids: [id] }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.classesView),
  );
  const row = adminClassTypes[0];
  if (!row) throw new Response("Not found", { status: 404 });
  const { classType } = row;
  const stored: ClassTypeFormShown = {
    name: classType.name,
    description: classType.description,
    offer: classType.offer,
    seatPrice: dollarsOf(classType.seatPriceCents),
    pairPrice: dollarsOf(classType.pairPriceCents),
    reminderHours: String(row.reminderHours),
    minSeats: String(row.minSeats),
    decisionHours: String(row.decisionHours),
  };
  const history = await recordHistory(context, staff, "class-types", id);
  return json({ ...row, stored, history, mayUpdate: hasPermission(staff.permissions, PERMISSIONS.classesCreate) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  const form = await postedForm(request, context);
  const intent = form.get("intent");
  if (intent === "picture") return saveClassTypePicture(request, context, form, id);
  if (intent === "remove-picture") return removeClassTypePicture(request, context, id);
  return saveClassType(request, context, form, id);
}

const CONFIRMS: ConfirmChoice[] = [removePictureChoice("the classes of this type")];

export default function AdminClassType() {
  const { classType, upcomingClasses, bookedClasses, minSeats, decisionHours, stored, history, mayUpdate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const confirm = useConfirmChoice(CONFIRMS);
  const crumbs = [{ label: "Class types", to: "/admin/class-types" }];
  const path = `/admin/class-types/${classType.id}`;
  if (confirm && mayUpdate && classType.picture) {
    return (
      <AdminPage title={classType.name} crumbs={crumbs}>
        <ConfirmPanel choice={confirm} action={path} backTo={path} />
      </AdminPage>
    );
  }
  const pictureResult = result && result.intent === "picture" ? result : undefined;
  const formResult = result && result.intent === "save" ? result : undefined;
  const { offer, price } = offerPrice(classType);
  const offerLocked =
    bookedClasses > 0
      ? `What it sells cannot change now: ${bookedClasses} upcoming class${bookedClasses === 1 ? " has" : "es have"} registrations or held seats, and their guests keep what they paid for. The price can change; it applies to new bookings.`
      : null;
  return (
    <AdminPage title={classType.name} crumbs={crumbs}>
      <dl className="admin-facts">
        <dt>Sells</dt>
        <dd>{offer}</dd>
        <dt>Price</dt>
        <dd>{price}</dd>
        <dt>Upcoming classes</dt>
        <dd>
          {upcomingClasses}
          {bookedClasses > 0 ? ` (${bookedClasses} with registrations or held seats)` : ""}
        </dd>
        <dt>Minimum to run</dt>
        <dd>{minimumRule(minSeats, decisionHours)}</dd>
        <dt>Description</dt>
        <dd>{classType.description || <span className="muted">None</span>}</dd>
      </dl>

      {classType.offer === "PORTIONS" && classType.prices.length > 0 ? (
        <>
          <h2>Portion prices</h2>
          <AdminTable caption={<>Portion prices of {classType.name}</>} columns={["Portion", { label: "Meals", numeric: true }, { label: "Price", numeric: true }]}>
            {classType.prices.map((option, index) => (
              <tr key={index}>
                <th scope="row">{option.portionSize.name}</th>
                <td className="numeric">{option.portionQuantity.mealCount}</td>
                <td className="numeric">{formatUsd(option.priceCents)}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      ) : null}

      {mayUpdate ? (
        <PictureSection
          picture={classType.picture}
          path={path}
          errors={pictureResult?.errors ?? {}}
          alt={pictureResult?.alt ?? classType.picture?.alt ?? ""}
          shows="the classes of this type"
          remove={CONFIRMS[0]!}
        />
      ) : classType.picture ? (
        <MealPicture picture={classType.picture} className="admin-picture__current" />
      ) : null}

      {mayUpdate ? (
        <>
          <h2>Edit</h2>
          <ClassTypeForm values={formResult?.values ?? stored} errors={formResult?.errors ?? {}} offerLocked={offerLocked} />
        </>
      ) : null}

      <RecordHistory records={history} caption={`Changes to ${classType.name}`} />
    </AdminPage>
  );
}
