/** Loading a report for its page or CSV (decision 029): dates from the URL, bad ones named under their fields. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TypedDocumentNode } from "@urql/core";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { query, failureOf, type FieldMessages } from "~/lib/core/graphql.server";
import { asPageError, requireStaff } from "./staff.server";

/** The URL's date parameters as sent (blank → absent); the api checks them. */
export function dateParams<Name extends string>(request: Request, names: readonly Name[]): Partial<Record<Name, string>> {
  const params = new URL(request.url).searchParams;
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = (params.get(name) ?? "").trim().slice(0, 40);
    if (value !== "") values[name] = value;
  }
  return values;
}

export type ReportAnswer<Data> = { data: Data; errors: null } | { data: null; errors: FieldMessages };

/** The report for these dates, or the field messages of bad dates; 403 without reports.view. */
export async function loadReport<Data, Variables extends Record<string, string | undefined>>(
  request: Request,
  context: AppLoadContext,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<ReportAnswer<Data>> {
  await requireStaff(request, context, PERMISSIONS.reportsView);
  try {
    return { data: await query(context, document, variables), errors: null };
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return { data: null, errors: fields };
    return asPageError(error, PERMISSIONS.reportsView);
  }
}
