/**
 * One contact message in the console (decision 073): opening it marks it read (the first time);
 * "Send reply" e-mails the writer, "Mark done" and "Reopen" move it — one form each, told apart by
 * `intent`, working without JavaScript. Everything goes through GraphQL; the api checks
 * messages.view / messages.reply and audits.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { CONTACT_REPLY_MAX, CONTACT_REPLY_SUBJECT_MAX } from "../../../workers/core/marketing";
import { hasPermission } from "../../../workers/core/permissions";
import { postedForm } from "../core/csrf.server";
import type { FieldErrors } from "../core/form-data";
import { optionalText, parseWith } from "../core/form-schema.server";
import { flashAlert } from "../core/flash-alerts.server";
import { attempt, formFailure, mutate, query } from "../core/graphql.server";
import { recordHistory } from "./history.server";
import {
  AdminContactMessageDocument,
  MarkContactMessageReadDocument,
  ReplyToContactMessageDocument,
  SetContactMessageStatusDocument,
} from "./inbox-documents.server";
import { recordId } from "./list-params";
import { asPageError, requireStaff } from "./staff.server";

export async function loadContactMessage(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const staff = await requireStaff(request, context, PERMISSIONS.messagesView);
  const id = recordId(idParam);
  const { adminContactMessage: message } = await query(context, AdminContactMessageDocument, { id }).catch((error: unknown) =>
    asPageError(error, PERMISSIONS.messagesView),
  );
  if (!message) throw new Response("Not found", { status: 404 });
  let read = { readAt: message.readAt, readBy: message.readBy };
  if (!message.readAt) {
    const marked = await attempt(() => mutate(context, MarkContactMessageReadDocument, { id }));
    if (marked.value) read = { readAt: marked.value.markContactMessageRead.readAt, readBy: marked.value.markContactMessageRead.readBy };
  }
  const history = await recordHistory(context, staff, "contact-messages", id);
  return json({ message: { ...message, ...read }, history, mayReply: hasPermission(staff.permissions, PERMISSIONS.messagesReply) });
}

export type MessageActionData = { intent: string; errors: FieldErrors; subject: string; message: string };

const replySchema = z.object({
  subject: optionalText("the subject", CONTACT_REPLY_SUBJECT_MAX),
  message: z
    .string({ error: "Write your reply" })
    .trim()
    .min(1, "Write your reply")
    .max(CONTACT_REPLY_MAX, `Keep the reply to ${CONTACT_REPLY_MAX.toLocaleString("en-US")} characters or fewer`),
});

const STATUSES = { done: "DONE", open: "OPEN" } as const;

/** POST intent=reply (subject, message), done or open: then back to the message, 303. */
export async function contactMessageAction(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const id = recordId(idParam);
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.messagesReply);
  const intent = String(form.get("intent") ?? "");
  const subject = String(form.get("subject") ?? "");
  const message = String(form.get("message") ?? "");
  const refuse = (errors: FieldErrors, status = 400) => json<MessageActionData>({ intent, errors, subject, message }, { status });
  let done;
  if (intent === "reply") {
    const parsed = parseWith(replySchema, { subject, message });
    if (!parsed.ok) return refuse(parsed.errors);
    done = await attempt(() => mutate(context, ReplyToContactMessageDocument, { id, subject: parsed.value.subject || null, message: parsed.value.message }));
  } else if (intent in STATUSES) {
    done = await attempt(() => mutate(context, SetContactMessageStatusDocument, { id, status: STATUSES[intent as keyof typeof STATUSES] }));
  } else {
    return refuse({ form: ["Choose what to do with the message"] });
  }
  if (done.failure) {
    if (done.failure.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    const refused = formFailure(done.failure, ["subject", "message"]);
    if (!refused) throw done.failure;
    return refuse(refused.errors, refused.status);
  }
  flashAlert(context, { alertType: "success", title: intent === "reply" ? "Reply sent" : intent === "done" ? "Message marked done" : "Message open again" });
  return redirect(`/admin/messages/${id}`, 303);
}
