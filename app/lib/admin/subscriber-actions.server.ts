/**
 * Newsletter subscribers in the console (decision 073): the list (search, status, pages of 25),
 * every matching address for the CSV, and "Unsubscribe" (asked first) — through GraphQL; the api
 * checks subscribers.view / subscribers.manage and audits.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import type { NewsletterStatus } from "../../../graphql/generated/client/graphql";
import { hasPermission } from "../../../workers/core/permissions";
import { postedForm } from "../core/csrf.server";
import type { FieldErrors } from "../core/form-data";
import { emailField, parseWith } from "../core/form-schema.server";
import { flashAlert } from "../core/flash-alerts.server";
import { attempt, formFailure, mutate, query } from "../core/graphql.server";
import { AdminNewsletterSubscribersDocument, AdminUnsubscribeNewsletterDocument } from "./inbox-documents.server";
import { SUBSCRIBER_STATUSES } from "./inbox-filters";
import { choiceParam, pageInfo, pageWindow, textParam } from "./list-params";
import { asPageError, requireStaff } from "./staff.server";

/** The list's filter from the URL: words and a status. */
function filterOf(params: URLSearchParams) {
  const search = textParam(params, "q");
  const status = choiceParam(params, "status", SUBSCRIBER_STATUSES);
  return { search, status, graphql: { search, status: status ? (status.toUpperCase() as NewsletterStatus) : undefined } };
}

/** The list's own parameters, for the CSV link and the way back after a change. */
function listSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ["q", "status", "page"]) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

export async function loadSubscribers(request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, context, PERMISSIONS.subscribersView);
  const params = new URL(request.url).searchParams;
  const filter = filterOf(params);
  const { adminNewsletterSubscribers: page } = await query(context, AdminNewsletterSubscribersDocument, {
    filter: filter.graphql,
    ...pageWindow(params),
  }).catch((error: unknown) => asPageError(error, PERMISSIONS.subscribersView));
  const csvParams = new URLSearchParams(listSearch(params));
  csvParams.delete("page");
  return json({
    search: filter.search ?? "",
    status: filter.status ?? "",
    counts: { pending: page.pending, subscribed: page.subscribed, unsubscribed: page.unsubscribed },
    subscribers: page.subscribers,
    info: pageInfo(params, page.total, page.subscribers.length),
    csvHref: `/admin/subscribers.csv${csvParams.size ? `?${csvParams}` : ""}`,
    back: `/admin/subscribers${listSearch(params)}`,
    confirmEmail: params.get("confirm") === "unsubscribe" ? (params.get("email") ?? "").slice(0, 254) : "",
    mayManage: hasPermission(staff.permissions, PERMISSIONS.subscribersManage),
  });
}

/** At most this many addresses in one CSV (pages of 500). */
export const SUBSCRIBERS_CSV_MAX = 20_000;
const CSV_PAGE = 500;

/** Every address the filter matches, newest first, for the CSV. */
export async function allSubscribers(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, PERMISSIONS.subscribersView);
  const filter = filterOf(new URL(request.url).searchParams);
  const rows = [];
  for (let offset = 0; offset < SUBSCRIBERS_CSV_MAX; offset += CSV_PAGE) {
    const { adminNewsletterSubscribers: page } = await query(context, AdminNewsletterSubscribersDocument, {
      filter: filter.graphql,
      limit: CSV_PAGE,
      offset,
    }).catch((error: unknown) => asPageError(error, PERMISSIONS.subscribersView));
    rows.push(...page.subscribers);
    if (page.subscribers.length < CSV_PAGE || offset + CSV_PAGE >= page.total) break;
  }
  return { rows, status: filter.status };
}

export type SubscriberActionData = { email: string; errors: FieldErrors };

/** POST intent=unsubscribe, email: the address leaves the newsletter; back to the same list, 303. */
export async function subscriberAction(request: Request, context: AppLoadContext) {
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.subscribersManage);
  const email = String(form.get("email") ?? "").slice(0, 1000);
  const refuse = (errors: FieldErrors, status = 400) => json<SubscriberActionData>({ email, errors }, { status });
  if (form.get("intent") !== "unsubscribe") return refuse({ form: ["Choose an address and what to do with it"] });
  const parsed = parseWith(z.object({ email: emailField("the address") }), { email });
  if (!parsed.ok) return refuse({ form: parsed.errors.email ?? ["Choose an address"] });
  const done = await attempt(() => mutate(context, AdminUnsubscribeNewsletterDocument, { email: parsed.value.email }));
  if (done.failure) {
    if (done.failure.code === "NOT_FOUND") return refuse({ form: [`${parsed.value.email} is not on the newsletter list`] }, 404);
    const refused = formFailure(done.failure, []);
    if (!refused) throw done.failure;
    return refuse(refused.errors, refused.status);
  }
  flashAlert(context, { alertType: "success", title: `${done.value.adminUnsubscribeNewsletter.email} unsubscribed` });
  const params = new URL(request.url).searchParams;
  return redirect(`/admin/subscribers${listSearch(params)}`, 303);
}
