import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formatPhone } from "../../workers/core/input-formats";
import { CONTACT_REPLY_MAX, CONTACT_REPLY_SUBJECT_MAX } from "../../workers/core/marketing";
import { AdminPage } from "~/components/admin/AdminLayout";
import { RecordHistory } from "~/components/admin/AuditTable";
import { AntiForgeryField, SubmitButton, Field, dataMeta } from "~/components/core/layout-kit";
import { FormError } from "~/components/core/FormError";
import { TextAreaField } from "~/components/core/TextAreaField";
import { contactMessageAction, loadContactMessage, type MessageActionData } from "~/lib/admin/inbox-actions.server";
import { messageState, mountainTime, topicLabel } from "~/lib/admin/inbox-filters";

export const meta = dataMeta<{ message: { name: string } }>(({ message }) => ({ title: `Message from ${message.name}`, noindex: true }));

/** One contact message: what was written, staff's replies, reply by e-mail, done or open (decision 073). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadContactMessage(request, context, params.id);

export const action = ({ request, context, params }: ActionFunctionArgs) => contactMessageAction(request, context, params.id);

export default function AdminMessage() {
  const { message, history, mayReply } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as MessageActionData | undefined;
  const here = `/admin/messages/${message.id}`;
  const title = `Message from ${message.name}`;
  const topic = topicLabel(message.topic);
  const replyFailed = result?.intent === "reply" ? result : undefined;
  return (
    <AdminPage title={title} crumbs={[{ label: "Messages", to: "/admin/messages" }]}>
      <FormError messages={result?.errors.form} />
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd>
          {messageState(message)}
          {message.doneAt && message.doneBy ? ` — by ${message.doneBy}, ${mountainTime(message.doneAt)}` : ""}
        </dd>
        <dt>From</dt>
        <dd>
          {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.phone ? ` · ${formatPhone(message.phone)}` : ""}
        </dd>
        <dt>Topic</dt>
        <dd>{topic}</dd>
        <dt>Kitchen</dt>
        <dd>{message.kitchenName ?? "Any kitchen"}</dd>
        <dt>Received</dt>
        <dd>
          {mountainTime(message.createdAt)} (Mountain) · e-mailed to {message.sentTo}
        </dd>
        <dt>Read</dt>
        <dd>{message.readAt ? `${mountainTime(message.readAt)} by ${message.readBy ?? "staff"}` : "Not yet"}</dd>
        <dt>Replied</dt>
        <dd>{message.repliedAt ? `${mountainTime(message.repliedAt)} by ${message.repliedBy ?? "staff"}` : "Not yet"}</dd>
      </dl>
      <h2>Message</h2>
      <blockquote className="admin-message__text">{message.message}</blockquote>

      {message.replies.length > 0 ? (
        <section aria-labelledby="replies-heading">
          <h2 id="replies-heading">Replies</h2>
          <ol className="admin-message__replies">
            {message.replies.map((reply) => (
              <li key={reply.id}>
                <article aria-label={`Reply of ${mountainTime(reply.createdAt)}`}>
                  <h3>{reply.subject}</h3>
                  <p className="muted">
                    {reply.repliedBy}, {mountainTime(reply.createdAt)}
                  </p>
                  <p className="admin-message__text">{reply.message}</p>
                </article>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {mayReply ? (
        <>
          <section aria-labelledby="reply-heading">
            <h2 id="reply-heading">Reply by e-mail</h2>
            <Form method="post" action={here} className="admin-form" aria-labelledby="reply-heading">
              <AntiForgeryField />
              <p className="muted">E-mailed to {message.email}, with their message quoted under yours. It is recorded here with your name.</p>
              <Field
                name="subject"
                label="Subject"
                defaultValue={replyFailed ? replyFailed.subject : `Re: ${topic}`}
                errors={replyFailed?.errors.subject}
                maxLength={CONTACT_REPLY_SUBJECT_MAX}
              />
              <TextAreaField
                name="message"
                label="Your reply"
                hint="Paragraphs a blank line apart."
                defaultValue={replyFailed?.message ?? ""}
                errors={replyFailed?.errors.message}
                maxLength={CONTACT_REPLY_MAX}
                rows={8}
              />
              <SubmitButton name="intent" value="reply">
                Send reply
              </SubmitButton>
            </Form>
          </section>
          <Form method="post" action={here} className="admin-form">
            <AntiForgeryField />
            {message.status === "DONE" ? (
              <SubmitButton name="intent" value="open" color="white">
                Reopen
              </SubmitButton>
            ) : (
              <SubmitButton name="intent" value="done" color="white">
                Mark done
              </SubmitButton>
            )}
          </Form>
        </>
      ) : null}

      <RecordHistory records={history} caption={`Changes to ${title.toLowerCase()}`} />
    </AdminPage>
  );
}
