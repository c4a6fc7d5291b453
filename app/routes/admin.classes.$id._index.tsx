import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { countOf } from "../../workers/core/counts";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import type { ClassAction } from "../../graphql/generated/client/graphql";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { ClassStateBadge } from "~/components/admin/ClassStateBadge";
import { GoNoGoFacts } from "~/components/admin/GoNoGoFacts";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { FormError } from "~/components/core/FormError";
import { AntiForgeryField, SubmitButton, buttonClassName, dataMeta } from "~/components/core/layout-kit";
import { AdminClassDocument, ClassActionDocument, DeleteClassDocument, RunClassAnywayDocument } from "~/lib/admin/class-documents.server";
import { recordHistory } from "~/lib/admin/history.server";
import { recordId } from "~/lib/admin/list-params";
import { seatsInWords } from "~/lib/admin/class-seats";
import { loadRecord, requireStaff } from "~/lib/admin/staff.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { mutate, failureOf, failureMessage } from "~/lib/core/graphql.server";
import { goNoGoFacts } from "~/lib/catalog/go-no-go-text";

export const meta = dataMeta<{ info: { class: { name: string } } }>(({ info }) => ({ title: info.class.name, noindex: true }));

/** One class for staff: its state and the actions it allows, bookings, links to its lists, its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { staff, id, data, record: info } = await loadRecord(request, context, params.id, PERMISSIONS.classesView, AdminClassDocument, (data) => data.classInformation);
  const history = await recordHistory(context, staff, "classes", id);
  const { goNoGo } = info.class;
  const mayUpdate = hasPermission(staff.permissions, PERMISSIONS.classesUpdate);
  return json({
    info,
    // Decision 065: its minimum in words, and "Run it anyway" while undecided and before its time.
    goNoGo: goNoGo && {
      facts: goNoGoFacts(goNoGo, info.class.location.timezone, info.minSeats !== null && info.minSeats !== undefined),
      mayRunAnyway: mayUpdate && !goNoGo.decision && ["DRAFT", "PUBLISHED"].includes(info.state) && Date.parse(goNoGo.decideAt) > Date.now(),
    },
    forecast: data.classForecast,
    history,
    may: {
      update: mayUpdate,
      create: hasPermission(staff.permissions, PERMISSIONS.classesCreate),
      delete: hasPermission(staff.permissions, PERMISSIONS.classesDelete),
      cancel: hasPermission(staff.permissions, PERMISSIONS.classesCancel) && hasPermission(staff.permissions, PERMISSIONS.paymentsRefund),
    },
  });
}

const INTENTS = ["publish", "unpublish", "make-public", "make-private", "complete", "archive", "delete", "run-anyway"] as const;
type Intent = (typeof INTENTS)[number];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const intent = INTENTS.find((candidate) => candidate === form.get("intent"));
  if (!intent) return json({ error: "Choose what to do with the class" }, { status: 400 });
  await requireStaff(request, context, intent === "delete" ? PERMISSIONS.classesDelete : PERMISSIONS.classesUpdate);
  try {
    if (intent === "run-anyway") {
      await mutate(context, RunClassAnywayDocument, { id });
      flashAlert(context, { alertType: "success", title: DONE[intent], message: "It will not be canceled under its minimum." });
      return redirect(`/admin/classes/${id}`, 303);
    }
    if (intent === "delete") {
      await mutate(context, DeleteClassDocument, { id });
      flashAlert(context, { alertType: "success", title: "Class deleted" });
      return redirect("/admin/classes", 303);
    }
    await mutate(context, ClassActionDocument, {
      id,
      complete: intent === "complete",
      archive: intent === "archive",
      publish: intent === "publish" || intent === "unpublish",
      published: intent === "publish",
      setPublic: intent === "make-public" || intent === "make-private",
      public: intent === "make-public",
    });
  } catch (error) {
    const code = failureOf(error)?.code;
    if (code === "CONFLICT" || code === "FORBIDDEN") return json({ error: failureMessage(error) }, { status: code === "CONFLICT" ? 409 : 403 });
    throw error;
  }
  flashAlert(context, { alertType: "success", title: DONE[intent] });
  return redirect(`/admin/classes/${id}`, 303);
}

const DONE: Record<Intent, string> = {
  publish: "Class published",
  unpublish: "Class back to draft",
  "make-public": "Class is public",
  "make-private": "Class is private",
  complete: "Class completed",
  archive: "Class archived",
  delete: "Class deleted",
  "run-anyway": "The class runs whatever its count",
};

/** Actions that cannot be undone ask first (issue 8). */
const CONFIRMS: ConfirmChoice[] = [
  { intent: "complete", label: "Complete class", consequence: <p>It is marked as held. A completed class can only be archived afterwards.</p> },
  { intent: "archive", label: "Archive class", consequence: <p>It leaves every list, for staff and customers. An archived class cannot be changed.</p> },
  { intent: "delete", label: "Delete class", consequence: <p>The draft is removed for good. Only a class nobody booked can be deleted.</p>, danger: true },
];

/** Actions that can be undone: a plain button each. */
const DIRECT: Partial<Record<ClassAction, { intent: Intent; label: string }>> = {
  PUBLISH: { intent: "publish", label: "Publish" },
  UNPUBLISH: { intent: "unpublish", label: "Unpublish" },
  MAKE_PUBLIC: { intent: "make-public", label: "Make public" },
  MAKE_PRIVATE: { intent: "make-private", label: "Make private" },
};

export default function AdminClass() {
  const { info, goNoGo, forecast, history, may } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const confirm = useConfirmChoice(CONFIRMS);
  const shopClass = info.class;
  const here = `/admin/classes/${shopClass.id}`;
  const crumbs = [{ label: "Classes", to: "/admin/classes" }];
  if (confirm) {
    return (
      <AdminPage title={shopClass.name} crumbs={crumbs}>
        <ConfirmPanel choice={confirm} action={here} backTo={here} />
      </AdminPage>
    );
  }
  const offered = (action: ClassAction) => info.actions.includes(action) && (action !== "MAKE_PUBLIC" || !shopClass.classIsPublic) && (action !== "MAKE_PRIVATE" || shopClass.classIsPublic);
  const confirmable = CONFIRMS.filter((choice) => {
    if (choice.intent === "delete") return may.delete && info.state === "DRAFT" && info.registrationsCount === 0;
    return info.actions.includes(choice.intent.toUpperCase() as ClassAction);
  });
  return (
    <AdminPage
      title={shopClass.name}
      crumbs={crumbs}
      actions={
        may.update ? (
          <>
            <Link to={`${here}/edit`} className={buttonClassName({ color: "white", size: "sm" })}>
              Edit
            </Link>
            {may.create ? (
              <Link to={`/admin/classes/new?from=${shopClass.id}`} className={buttonClassName({ color: "white", size: "sm" })}>
                Duplicate
              </Link>
            ) : null}
            {(Object.keys(DIRECT) as ClassAction[]).filter(offered).map((action) => (
              <Form method="post" key={action}>
                <AntiForgeryField />
                <SubmitButton size="sm" color="white" name="intent" value={DIRECT[action]!.intent}>
                  {DIRECT[action]!.label}
                </SubmitButton>
              </Form>
            ))}
            {confirmable.map((choice) => (
              <ConfirmAction key={choice.intent} {...choice} confirmHref={`?confirm=${choice.intent}`} action={here} />
            ))}
            {/* Decision 077: its own confirm step, with whom it affects, the money, a message, and a move instead. */}
            {may.cancel && info.actions.includes("CANCEL") ? (
              <Link to={`${here}/cancel`} className={buttonClassName({ color: "danger", size: "sm" })}>
                Cancel class
              </Link>
            ) : null}
          </>
        ) : null
      }
    >
      <FormError messages={result && "error" in result ? [result.error] : null} />
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd>
          <ClassStateBadge state={info.state} /> {shopClass.classIsPublic ? "Public" : "Private (booked by its link)"}
        </dd>
        <dt>When</dt>
        <dd>
          {info.localDate} at {info.localTime} ({shopClass.location.timezone}), {shopClass.durationMinutes} minutes
        </dd>
        <dt>Kitchen</dt>
        <dd>
          {shopClass.location.name} · {shopClass.fulfillment.name} · {shopClass.classType.name}
        </dd>
        <dt>Host</dt>
        <dd>{shopClass.host ? `${shopClass.host.firstName} ${shopClass.host.lastName}` : "No host yet"}</dd>
        <dt>Menu</dt>
        <dd>{shopClass.menu?.name ?? "No menu"}</dd>
        <dt>Seats</dt>
        <dd>
          {seatsInWords({ ...forecast, seats: shopClass.seats })}
        </dd>
        {goNoGo ? <GoNoGoFacts {...goNoGo} /> : null}
        {shopClass.unitPriceCents == null ? null : (
          <>
            <dt>Price</dt>
            <dd>
              {formatUsd(shopClass.unitPriceCents)} {info.priceCents == null ? "(its class type's)" : "(this class's own)"}
            </dd>
          </>
        )}
        <dt>Revenue</dt>
        <dd>
          {formatUsd(info.revenueCents)} from {countOf(info.registrationsCount, "registration")}
        </dd>
        <dt>{shopClass.classIsPublic ? "Link" : "Booking link (share it: the class is not listed)"}</dt>
        <dd>
          <code>
            {shopClass.fulfillment.path}/{shopClass.sku}
          </code>
        </dd>
      </dl>
      <ul className="admin-links">
        <li>
          <Link to={`${here}/attendees`}>Manifest and check-in</Link>
        </li>
        <li>
          <Link to={`${here}/grocery`}>Grocery list (printable, CSV)</Link>
        </li>
        <li>
          <Link to={`${here}/waitlist`}>Waitlist</Link>
        </li>
      </ul>
      <RecordHistory records={history} caption={`Changes to ${shopClass.name}`} />
    </AdminPage>
  );
}
