/**
 * The console's guard (decision 019): a signed-out visitor goes to /login and comes back; a
 * signed-in person without the permission gets a 403 that names it, never data. The api checks
 * the same permission again on every call (GraphQL FORBIDDEN); this only draws the right page.
 */
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { ADMIN_AREAS, opensConsole, viewPermission } from "../../../workers/core/admin-permissions";
import { hasPermission } from "../../../workers/core/permissions";
import { requireAccount } from "~/lib/account/account.server";
import { rememberStaff } from "~/lib/identity/auth.server";
import type { TypedDocumentNode } from "@urql/core";
import { failureOf, query } from "~/lib/core/graphql.server";
import { recordId } from "./list-params";
import { requireSecondFactor } from "./second-factor.server";

export interface StaffMember {
  /** The shop's user id (what the second factor's pass is kept for). */
  id: string;
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
}

export interface AdminArea {
  key: string;
  label: string;
  path: string;
}

/** What a 403 of the console says: the permission that was missing. */
export interface Forbidden {
  missing: string;
}

export function forbidden(missing: string): Response {
  return json<Forbidden>({ missing }, { status: 403 });
}

/** The areas a person may open: those whose `view` they hold. */
export function areasFor(permissions: readonly string[]): AdminArea[] {
  return ADMIN_AREAS.filter((area) => hasPermission(permissions, viewPermission(area.key))).map(({ key, label, path }) => ({
    key,
    label,
    path,
  }));
}

/** The view permission of the area a console address belongs to (what a 403 there names). */
function areaPermissionOf(request: Request): string {
  const path = new URL(request.url).pathname;
  const area = ADMIN_AREAS.find((candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`));
  return area ? viewPermission(area.key) : "a staff role's view permission (e.g. classes.view)";
}

/**
 * The signed-in staff member, holding `permission` when one is named; else a redirect to /login
 * (signed out), a 403 naming what is missing, or to the second factor this session still owes.
 */
export async function requireStaff(request: Request, context: AppLoadContext, permission?: string): Promise<StaffMember> {
  const { user } = await requireAccount(request, context);
  const staff: StaffMember = {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    roles: [...user.roles],
    permissions: [...user.permissions],
  };
  // Roles change: the shop's "Console" link follows what the api said now.
  rememberStaff(context, opensConsole(staff.permissions));
  if (permission !== undefined && !hasPermission(staff.permissions, permission)) throw forbidden(permission);
  if (permission === undefined && !opensConsole(staff.permissions)) throw forbidden(areaPermissionOf(request));
  // Refunds, class cancels and whole gift-card codes: the second factor first (decision 078).
  requireSecondFactor(request, context, staff.id, staff.permissions);
  return staff;
}

/** Turns a GraphQL FORBIDDEN or NOT_FOUND into the page's 403 or 404; anything else is rethrown. */
export function asPageError(error: unknown, permission: string): never {
  const code = failureOf(error)?.code;
  if (code === "FORBIDDEN") throw forbidden(permission);
  if (code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
  throw error;
}

/**
 * A console record's page: the staff member (holding `permission`), the record's id from the URL
 * and the query's answer, with the record `pick` finds in it; a 404 for an id that is none, or no
 * record, and the page's 403 or 404 for the api's refusal.
 */
export async function loadRecord<Data, Found>(
  request: Request,
  context: AppLoadContext,
  idParam: string | undefined,
  permission: string,
  document: TypedDocumentNode<Data, { id: string }>,
  pick: (data: Data) => Found | null | undefined,
): Promise<{ staff: StaffMember; id: string; data: Data; record: Found }> {
  const staff = await requireStaff(request, context, permission);
  const id = recordId(idParam);
  const data = await query(context, document, { id }).catch((error: unknown) => asPageError(error, permission));
  const record = pick(data);
  if (record === null || record === undefined) throw new Response("Not found", { status: 404 });
  return { staff, id, data, record };
}
