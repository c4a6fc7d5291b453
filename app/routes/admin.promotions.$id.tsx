import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formatUsd } from "../../workers/core/money";
import { countOf } from "../../workers/core/counts";
import { hasPermission } from "../../workers/core/permissions";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AuditTable } from "~/components/admin/AuditTable";
import { ConfirmAction } from "~/components/core/ConfirmAction";
import { ConfirmPanel, useConfirmChoice, type ConfirmChoice } from "~/components/admin/ConfirmPage";
import { FilterForm } from "~/components/admin/FilterForm";
import { FormError } from "~/components/core/FormError";
import { Pagination } from "~/components/admin/Pagination";
import { PromotionForm } from "~/components/admin/PromotionForm";
import { AntiForgeryField, SubmitButton, Field, buttonClassName, dataMeta } from "~/components/core/layout-kit";
import { recordHistory } from "~/lib/admin/history.server";
import { pageInfo, pageWindow, recordId, textParam } from "~/lib/admin/list-params";
import { createCodes, deletePromotion, retirePromotion, savePromotion, switchCode } from "~/lib/admin/promotion-actions.server";
import { AdminPromotionDocument, PromotionChoicesDocument } from "~/lib/admin/promotion-documents.server";
import { describeDiscount, describeRun, STATUS_LABELS } from "~/lib/admin/promotion-format";
import { promotionFormShown } from "~/lib/admin/promotion-forms.server";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { query } from "~/lib/core/graphql.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { OrderCells } from "~/components/admin/OrderCells";

export const meta = dataMeta<{ promotion: { name: string } }>(({ promotion }) => ({ title: promotion.name, noindex: true }));

const CODES_PER_PAGE = 100;

/** One promotion: its rules, the edit form, its codes (with the batch form and CSV), its orders and history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, PERMISSIONS.promotionsView);
  const id = recordId(params.id);
  const search = new URL(request.url).searchParams;
  const codeSearch = textParam(search, "code", 40);
  const window = pageWindow(search, CODES_PER_PAGE);
  const [data, choices] = await Promise.all([
    query(context, AdminPromotionDocument, { id, codeSearch, codeLimit: window.limit, codeOffset: window.offset, orderOffset: 0 }),
    query(context, PromotionChoicesDocument, {}),
  ]).catch((error: unknown) => asPageError(error, PERMISSIONS.promotionsView));
  const promotion = data.adminPromotion;
  if (!promotion) throw new Response("Not found", { status: 404 });
  const may = (permission: string) => hasPermission(staff.permissions, permission);
  return json({
    promotion,
    codes: data.promotionCodes.codes,
    codeInfo: pageInfo(search, data.promotionCodes.total, data.promotionCodes.codes.length, CODES_PER_PAGE),
    codeSearch,
    orders: data.promotionOrders,
    stored: promotionFormShown(promotion),
    classTypes: choices.classTypes.map((type) => ({ id: type.id, name: type.name })),
    history: await recordHistory(context, staff, "promotions", id),
    may: {
      update: may(PERMISSIONS.promotionsUpdate),
      create: may(PERMISSIONS.promotionsCreate),
      delete: may(PERMISSIONS.promotionsDelete),
    },
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = recordId(params.id);
  const form = await postedForm(request, context);
  const intent = form.get("intent");
  if (intent === "codes") return createCodes(request, context, form, id);
  if (intent === "switch-code") return switchCode(request, context, form, id);
  if (intent === "retire") return retirePromotion(request, context, id);
  if (intent === "delete") return deletePromotion(request, context, id);
  return savePromotion(request, context, form, id);
}

const CONFIRMS: ConfirmChoice[] = [
  {
    intent: "retire",
    label: "Retire promotion",
    consequence: (
      <p>
        Its codes stop working at once, in carts too. Orders already paid keep their discount. You can switch it back on in the form
        later.
      </p>
    ),
  },
  {
    intent: "delete",
    label: "Delete promotion",
    consequence: (
      <p>
        The promotion and all its codes are deleted and taken out of any cart that holds them. A promotion that has been used cannot be
        deleted: retire it instead.
      </p>
    ),
    danger: true,
  },
];

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

/** The codes: search, a page of them with a switch each, the CSV, and the forms that make more. */
function CodesSection({ data, path, result }: { data: Data; path: string; result: ReturnType<typeof useActionData<typeof action>> }) {
  const { codes, codeInfo, codeSearch, may, promotion } = data;
  const batch = result?.intent === "codes" ? result : undefined;
  const single = result?.intent === "single-code" ? result : undefined;
  const text = (values: Record<string, string | string[]> | undefined, name: string, fallback = "") =>
    values && typeof values[name] === "string" ? (values[name] as string) : fallback;
  return (
    <section aria-labelledby="codes" className="admin-section">
      <h2 id="codes">Codes</h2>
      <p>
        <a href={`${path}/codes.csv`} className={buttonClassName({ color: "white", size: "sm" })} download>
          {promotion.codeCount === 1 ? "Download the code (CSV)" : `Download all ${countOf(promotion.codeCount, "code")} (CSV)`}
        </a>
      </p>
      <FilterForm label="Find a code" clearTo={path}>
        <Field name="code" label="Code" kind="search" defaultValue={codeSearch ?? ""} />
      </FilterForm>
      {codes.length === 0 ? (
        <p className="muted">{codeSearch ? "No code matches." : "No codes yet: customers cannot use this promotion until it has one."}</p>
      ) : (
        <AdminTable caption={<>Codes of {promotion.name}</>} columns={["Code", { label: "Used", numeric: true }, { label: "Uses allowed", numeric: true }, "Status", may.update && <span className="visually-hidden">Switch</span>]}>
          {codes.map((code) => (
            <tr key={code.id}>
              <th scope="row">
                <code>{code.code}</code>
              </th>
              <td className="numeric">{code.uses}</td>
              <td className="numeric">{code.usageLimit ?? "No limit"}</td>
              <td>{code.active ? "On" : <span className="badge badge--muted">Off</span>}</td>
              {may.update ? (
                <td>
                  <Form method="post" action={path}>
                    <AntiForgeryField />
                    <input type="hidden" name="codeId" value={code.id} />
                    <input type="hidden" name="active" value={code.active ? "false" : "true"} />
                    <SubmitButton size="sm" color="white" name="intent" value="switch-code" aria-label={`${code.active ? "Switch off" : "Switch on"} ${code.code}`}>
                      {code.active ? "Switch off" : "Switch on"}
                    </SubmitButton>
                  </Form>
                </td>
              ) : null}
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination info={codeInfo} noun="codes" />

      {may.create ? (
        <div className="admin-columns">
          <Form method="post" action={path} className="admin-form" aria-label="Generate codes" noValidate>
            <h3>Generate a batch</h3>
            <AntiForgeryField />
            <input type="hidden" name="mode" value="batch" />
            <FormError messages={batch?.errors.form} />
            <Field name="count" label="How many codes (up to 1,000)" kind="numeric" defaultValue={text(batch?.values, "count", "100")} errors={batch?.errors.count} maxLength={4} />
            <Field name="prefix" label="Prefix (optional)" hint="Letters and digits, like SPRING: codes read SPRING-7KQ4M2XA." defaultValue={text(batch?.values, "prefix")} errors={batch?.errors.prefix} maxLength={20} autoComplete="off" />
            <Field name="usageLimit" label="Uses of each code" kind="numeric" hint="1: single use. Blank: no limit of its own." defaultValue={text(batch?.values, "usageLimit", "1")} errors={batch?.errors.usageLimit} maxLength={7} />
            <SubmitButton name="intent" value="codes">
              Generate codes
            </SubmitButton>
          </Form>
          <Form method="post" action={path} className="admin-form" aria-label="Add a code" noValidate>
            <h3>Add a code you name</h3>
            <AntiForgeryField />
            <input type="hidden" name="mode" value="single" />
            <FormError messages={single?.errors.form} />
            <Field name="code" label="Code" hint="3 to 32 letters, digits, - or _; customers may type it in any case." defaultValue={text(single?.values, "code")} errors={single?.errors.code} maxLength={32} autoComplete="off" spellCheck={false} />
            <Field name="usageLimit" label="Uses of this code (optional)" kind="numeric" hint="Blank: only the promotion's limits." defaultValue={text(single?.values, "usageLimit")} errors={single?.errors.usageLimit} maxLength={7} />
            <SubmitButton name="intent" value="codes">
              Add code
            </SubmitButton>
          </Form>
        </div>
      ) : null}
    </section>
  );
}

export default function AdminPromotion() {
  const data = useLoaderData<typeof loader>();
  const { promotion, orders, stored, classTypes, history, may } = data;
  const result = useActionData<typeof action>();
  const confirm = useConfirmChoice(CONFIRMS);
  const crumbs = [{ label: "Promotions", to: "/admin/promotions" }];
  const path = `/admin/promotions/${promotion.id}`;
  const confirmError = result?.intent === "confirm" ? result.errors.form : undefined;
  const allowed = (choice: ConfirmChoice) => (choice.intent === "retire" ? may.update && promotion.active : may.delete);
  if (confirm && allowed(confirm)) {
    return (
      <AdminPage title={promotion.name} crumbs={crumbs}>
        <FormError messages={confirmError} />
        <ConfirmPanel choice={confirm} action={path} backTo={path} />
      </AdminPage>
    );
  }
  const formResult = result && !result.intent ? result : undefined;
  return (
    <AdminPage
      title={promotion.name}
      crumbs={crumbs}
      actions={
        <>
          {allowed(CONFIRMS[0]!) ? <ConfirmAction {...CONFIRMS[0]!} confirmHref="?confirm=retire" action={path} /> : null}
          {allowed(CONFIRMS[1]!) ? <ConfirmAction {...CONFIRMS[1]!} confirmHref="?confirm=delete" action={path} /> : null}
        </>
      }
    >
      <FormError messages={confirmError} />
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd>{STATUS_LABELS[promotion.status]}</dd>
        <dt>Discount</dt>
        <dd>{describeDiscount(promotion)}</dd>
        <dt>Applies to</dt>
        <dd>{promotion.appliesTo === "ORDER" ? "Every class in the order" : promotion.classTypes.map((type) => type.name).join(", ")}</dd>
        <dt>Gift cards</dt>
        <dd>{promotion.giftCards ? "Also on gift-card purchases" : "Not on gift cards"}</dd>
        <dt>Runs</dt>
        <dd>{describeRun(promotion.startsAt, promotion.endsAt)}</dd>
        <dt>Uses</dt>
        <dd>
          {promotion.uses}
          {promotion.usageLimit ? ` of ${promotion.usageLimit}` : " (no limit)"}
          {promotion.perCustomerLimit ? `, at most ${promotion.perCustomerLimit} per customer` : ""}
        </dd>
      </dl>

      {may.update ? (
        <section aria-labelledby="edit" className="admin-section">
          <h2 id="edit">Edit</h2>
          <p className="muted">Changes apply to carts from now on; orders already paid keep the discount they were given.</p>
          <PromotionForm values={formResult?.values ?? stored} errors={formResult?.errors ?? {}} classTypes={classTypes} submitLabel="Save promotion" showActive />
        </section>
      ) : null}

      <CodesSection data={data} path={path} result={result} />

      <section aria-labelledby="orders" className="admin-section">
        <h2 id="orders">Orders</h2>
        {orders.orders.length === 0 ? (
          <p className="muted">No paid order has used this promotion yet.</p>
        ) : (
          <AdminTable caption={<>Orders that used {promotion.name}</>} columns={["Order", "Customer", "Code", "Placed", { label: "Discount", numeric: true }, { label: "Total", numeric: true }]}>
            {orders.orders.map((order) => (
              <tr key={order.orderId}>
                <OrderCells id={order.orderId} number={order.number} firstName={order.firstName} lastName={order.lastName} email={order.email} />
                <td>
                  <code>{order.code}</code>
                </td>
                <td>{order.createdAt.slice(0, 10)}</td>
                <td className="numeric">{formatUsd(order.discountCents)}</td>
                <td className="numeric">{formatUsd(order.totalCents)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        {orders.total > orders.orders.length ? <p className="muted">The newest {orders.orders.length} of {orders.total} orders.</p> : null}
      </section>

      {history ? (
        <section aria-labelledby="history" className="admin-section">
          <h2 id="history">History</h2>
          <AuditTable records={history} caption={`Changes to ${promotion.name}`} />
        </section>
      ) : null}
    </AdminPage>
  );
}
