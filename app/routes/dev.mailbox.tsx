import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import { query } from "~/lib/core/graphql.server";
import { Mailbox } from "~/lib/core/route-documents.server";

export const meta = pageMeta("Mailbox (development)");

/**
 * The development mailbox (decision 012): the e-mails the api queued, newest first, optionally
 * for one address, each with its delivery state and what the local provider received of it
 * (issue 26: when it arrived there and the delivery events it sent back). Development and test only — in production this page does not exist (404).
 * E-mails are shown as their text version; the HTML version only as escaped source: its markup
 * is never rendered into this page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.config.environment === "production") throw new Response("Not Found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim() || null;
  const { mailbox } = await query(context, Mailbox, { to });
  return json({ to, emails: mailbox });
}

/** What the local provider received of a message, in words. */
function providerLine(email: { providerReceivedAt?: string | null; providerEvents: string[]; providerInboxRead: boolean }): string {
  if (!email.providerInboxRead) return "its inbox could not be read";
  if (!email.providerReceivedAt) return "not received";
  const events = email.providerEvents.map((event) => event.replace(/^email\./, "")).join(", ");
  return `received ${email.providerReceivedAt}${events ? ` · ${events}` : ""}`;
}

export default function DevMailbox() {
  const { to, emails } = useLoaderData<typeof loader>();
  return (
    <div className="page mailbox-page">
      <p className="eyebrow">Development only</p>
      <h1>Mailbox</h1>
      <p className="lead">E-mails the shop would have sent{to ? ` to ${to}` : ""}, newest first.</p>
      <Form method="get" className="search-form" role="search" aria-label="Filter e-mails">
        <Field name="to" label="Recipient" kind="email" defaultValue={to ?? ""} key={to ?? ""} />
        <SubmitButton className="search-form__submit">Show e-mails</SubmitButton>
      </Form>
      {emails.length === 0 ? (
        <p className="empty-state">No e-mails{to ? ` to ${to}` : ""} yet.</p>
      ) : (
        <ol className="mailbox">
          {emails.map((email) => (
            <li key={email.id}>
              <article className="cart-panel mail" aria-labelledby={`mail-${email.id}`}>
                <h2 id={`mail-${email.id}`} className="mail__subject">
                  {email.subject}
                </h2>
                <p className="muted mail__meta">
                  To {email.to} · {email.kind} · <time dateTime={email.createdAt}>{email.createdAt}</time>
                </p>
                <p className="mail__meta" data-testid="mail-state">
                  <span className="muted">State:</span> {email.delivery.state.toLowerCase()} ·{" "}
                  {email.delivery.attempts === 1 ? "1 attempt" : `${email.delivery.attempts} attempts`}
                  {email.delivery.providerId ? ` · provider id ${email.delivery.providerId}` : ""}
                  <br />
                  <span className="muted">At the provider:</span> {providerLine(email)}
                  {email.delivery.lastError ? (
                    <>
                      <br />
                      <span className="muted">Last error:</span> {email.delivery.lastError}
                    </>
                  ) : null}
                </p>
                <pre className="mail__text">{email.text}</pre>
                <details className="mail__html">
                  <summary>HTML source</summary>
                  <pre>{email.html}</pre>
                </details>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
