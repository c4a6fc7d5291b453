import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { deliveryAreaWords } from "../../workers/core/delivery-area";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { LocationForm, type LocationFormShown } from "~/components/admin/LocationForm";
import { PictureSection, removePictureChoice } from "~/components/admin/PictureSection";
import { MealPicture } from "~/components/catalog/MealPicture";
import { LocationPictureDocument } from "~/lib/admin/class-type-documents.server";
import { removeLocationPicture, saveLocationPicture } from "~/lib/admin/class-type-actions.server";
import { MONTHS } from "~/lib/admin/location-choices";
import { removeLocation, saveLocation } from "~/lib/admin/location-actions.server";
import { postedForm } from "~/lib/core/csrf.server";
import { AdminLocationsDocument, FulfillmentChoicesDocument } from "~/lib/admin/location-documents.server";
import { recordHistory } from "~/lib/admin/history.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";
import { dataMeta } from "~/components/core/layout-kit";

export const meta = dataMeta<{ location: { name: string } }>(({ location }) => ({ title: location.name, noindex: true }));

/** One location: its facts, the edit form, delete (asked first) and the history of staff changes. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.locationsView);
  const id = recordId(params.id);
  const [{ adminLocations }, { fulfillments }, pictured] = await Promise.all([
    query(context, AdminLocationsDocument, { ids: [id] }),
    query(context, FulfillmentChoicesDocument, {}),
    query(context, LocationPictureDocument, { ids: [id] }),
  ]).catch((error: unknown) => asPageError(error, PERMISSIONS.locationsView));
  const row = adminLocations[0];
  if (!row) throw new Response("Not found", { status: 404 });
  const may = {
    update: hasPermission(staff.permissions, PERMISSIONS.locationsUpdate),
    delete: hasPermission(staff.permissions, PERMISSIONS.locationsDelete),
    audit: hasPermission(staff.permissions, PERMISSIONS.auditView),
  };
  const history = await recordHistory(context, staff, "locations", id);
  return json({ ...row, picture: pictured.adminLocations[0]?.location.picture ?? null, fulfillments, history, may });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  const form = await postedForm(request, context);
  const intent = form.get("intent");
  if (intent === "picture") return saveLocationPicture(request, context, form, id);
  if (intent === "remove-picture") return removeLocationPicture(request, context, id);
  return intent === "delete" ? removeLocation(request, context, id) : saveLocation(request, context, form, id);
}

const CONFIRMS: ConfirmChoice[] = [
  {
    intent: "delete",
    label: "Delete location",
    consequence: (
      <p>
        The location, its fulfillments and shipping offsets are removed for good. A location any class names cannot be deleted: deactivate it
        instead.
      </p>
    ),
    danger: true,
  },
  removePictureChoice("this kitchen"),
];

/** The stored location as the form shows it: the tax rate as a percent, every month when all year. */
function shownValues(row: ReturnType<typeof useLoaderData<typeof loader>>): LocationFormShown {
  const { location } = row;
  return {
    text: {
      name: location.name,
      slug: location.slug,
      street: location.street,
      city: location.city,
      state: location.state,
      zipcode: location.zipcode,
      latitude: "",
      longitude: "",
      timezone: location.timezone,
      phone: location.phone,
      email: location.email,
      calendarId: location.calendarId ?? "",
      taxRate: String(row.taxRateBps / 100),
      shippingOffsets: "",
      deliveryRadius: row.deliveryArea.radiusMiles == null ? "" : String(row.deliveryArea.radiusMiles),
      deliveryZipcodes: row.deliveryArea.zipcodes.join(", "),
      deliveryFee: row.deliveryArea.feeCents === 0 ? "" : (row.deliveryArea.feeCents / 100).toFixed(2),
      deliveryFreeOver: row.deliveryArea.freeOverCents == null ? "" : (row.deliveryArea.freeOverCents / 100).toFixed(2),
    },
    checks: { active: location.active, shipping: location.shipping, allowCustomClass: location.allowCustomClass },
    activeMonths: (location.activeMonths ?? MONTHS.map((_month, index) => index + 1)).map(String),
    fulfillmentIds: location.fulfillments.map((fulfillment) => fulfillment.id),
  };
}

export default function AdminLocation() {
  const row = useLoaderData<typeof loader>();
  const { location, history, may } = row;
  const result = useActionData<typeof action>();
  const confirm = useConfirmChoice(CONFIRMS);
  const crumbs = [{ label: "Locations", to: "/admin/locations" }];
  const path = `/admin/locations/${location.id}`;
  if (confirm && (confirm.intent === "delete" ? may.delete : may.update && row.picture)) {
    return (
      <AdminPage title={location.name} crumbs={crumbs}>
        <ConfirmPanel choice={confirm} action={path} backTo={path} />
      </AdminPage>
    );
  }
  const deleteError = result?.intent === "delete" ? result.errors.form : undefined;
  const pictureResult = result?.intent === "picture" ? result : undefined;
  const saveResult = result?.intent === "save" ? result : undefined;
  const months = location.activeMonths ? location.activeMonths.map((month) => MONTHS[month - 1]).join(", ") : "All year";
  return (
    <AdminPage title={location.name} crumbs={crumbs} actions={may.delete ? <ConfirmAction {...CONFIRMS[0]!} confirmHref="?confirm=delete" action={path} /> : null}>
      {deleteError ? (
        <p className="admin-error" role="alert">
          Not deleted: {deleteError.join(" ")}
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>Address</dt>
        <dd>
          {location.street}, {location.city}, {location.state} {location.zipcode}
        </dd>
        <dt>Position</dt>
        <dd>
          {location.latitude}, {location.longitude}
        </dd>
        <dt>Timezone</dt>
        <dd>{location.timezone}</dd>
        <dt>Status</dt>
        <dd>{location.active ? "Active" : "Inactive"}</dd>
        <dt>Upcoming classes</dt>
        <dd>{row.upcomingClasses}</dd>
        <dt>Fulfillments</dt>
        <dd>{location.fulfillments.map((fulfillment) => fulfillment.name).join(", ") || "None"}</dd>
        <dt>Months</dt>
        <dd>{months}</dd>
        <dt>Sales tax</dt>
        <dd>{row.taxRateBps / 100} %</dd>
        <dt>Shipping offsets</dt>
        <dd>{row.shippingOffsetsCount} zip codes</dd>
        <dt>Delivery area</dt>
        <dd>
          {deliveryAreaWords({
            delivery_radius_miles: row.deliveryArea.radiusMiles ?? null,
            delivery_zipcodes: row.deliveryArea.zipcodes,
            delivery_fee_cents: row.deliveryArea.feeCents,
            delivery_free_over_cents: row.deliveryArea.freeOverCents ?? null,
          })}
        </dd>
      </dl>

      {may.update ? (
        <PictureSection
          picture={row.picture}
          path={path}
          errors={pictureResult?.errors ?? {}}
          alt={pictureResult?.alt ?? row.picture?.alt ?? ""}
          shows="this kitchen"
          remove={CONFIRMS[1]!}
        />
      ) : row.picture ? (
        <MealPicture picture={row.picture} className="admin-picture__current" />
      ) : null}

      {may.update ? (
        <>
          <h2>Edit</h2>
          <LocationForm
            values={saveResult?.values ?? shownValues(row)}
            errors={saveResult?.errors ?? {}}
            fulfillments={row.fulfillments}
            offsetsCount={row.shippingOffsetsCount}
            submitLabel="Save location"
          />
        </>
      ) : null}

      <RecordHistory records={history} caption={`Changes to ${location.name}`} />
    </AdminPage>
  );
}
