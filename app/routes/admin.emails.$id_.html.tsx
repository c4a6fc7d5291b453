import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminEmailDocument } from "~/lib/admin/email-documents.server";
import { recordId } from "~/lib/admin/list-params";
import { asPageError, requireStaff } from "~/lib/admin/staff.server";
import { query } from "~/lib/core/graphql.server";

/**
 * An e-mail's HTML as its own document, for the sandboxed frame of /admin/emails/:id (decision
 * 061). Mail is styled inline, which the console's own policy (style-src 'self') forbids, and a
 * srcdoc frame inherits that policy: the message showed blank. This answer carries a policy of
 * its own: inline styles, pictures from this shop or over https, nothing else; framed only by the
 * console, and sandboxed even when opened on its own.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.ordersView);
  const id = recordId(params.id);
  const { adminEmail: email } = await query(context, AdminEmailDocument, { id }).catch((error: unknown) => asPageError(error, PERMISSIONS.ordersView));
  if (!email?.html) throw new Response("Not found", { status: 404 });
  const origin = new URL(request.url).origin;
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `img-src ${origin} https: data:`,
    "frame-ancestors 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    "sandbox",
  ].join("; ");
  return new Response(email.html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": policy,
      "x-frame-options": "SAMEORIGIN",
      "cache-control": "private, no-store",
    },
  });
}
