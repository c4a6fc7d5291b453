/**
 * A pay link's page (decision 081): what staff booked for the caller, the amount, and "Pay by
 * card", which opens the checkout's own payment page (the sandbox's /pay/<session> or Stripe's).
 * A plain POST answered with a redirect: it works without JavaScript. An expired link is a 410
 * page, an unknown one 404, a paid one says so with its order number.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { formatUsd } from "../../../workers/core/money";
import { graphql } from "../../../graphql/generated/client";
import { postedForm } from "../core/csrf.server";
import { failureOf, mutate, query } from "../core/graphql.server";

const PayLinkDocument = graphql(`
  query PayLink($token: String!) {
    payLink(token: $token) {
      status
      amountDueCents
      taxCents
      expiresAt
      firstName
      orderNumber
      failureReason
      lines {
        name
        date
        timezone
        location
        seats
        totalCents
      }
      movingFrom {
        name
        date
        timezone
        location
      }
    }
  }
`);

const OpenPayLinkDocument = graphql(`
  mutation OpenPayLink($token: String!) {
    openPayLink(token: $token) {
      url
    }
  }
`);

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const when = (line: { date: string; timezone: string }) => `${formatClassDate(line.date, line.timezone)} at ${formatClassTime(line.date, line.timezone)}`;
const notFound = () => new Response("Not Found", { status: 404 });

export async function loadPayLink(context: AppLoadContext, token: string | undefined) {
  if (!token || !TOKEN.test(token)) throw notFound();
  const { payLink } = await query(context, PayLinkDocument, { token });
  if (!payLink) throw notFound();
  const first = payLink.lines[0];
  const timezone = first?.timezone ?? null;
  const page = {
    status: payLink.status,
    firstName: payLink.firstName,
    amount: formatUsd(payLink.amountDueCents),
    tax: formatUsd(payLink.taxCents),
    until: `${formatClassDate(payLink.expiresAt, timezone)} at ${formatClassTime(payLink.expiresAt, timezone)}`,
    orderNumber: payLink.orderNumber ?? null,
    failureReason: payLink.failureReason ?? null,
    lines: payLink.lines.map((line) => ({
      name: line.name,
      when: when(line),
      location: line.location,
      seats: line.seats,
      total: formatUsd(line.totalCents),
    })),
    // Decision 089: a staff move's difference, from this date to the line's.
    movingFrom: payLink.movingFrom ? `${payLink.movingFrom.name}, ${when(payLink.movingFrom)} · ${payLink.movingFrom.location}` : null,
    error: null as string | null,
  };
  return json(page, { status: payLink.status === "EXPIRED" ? 410 : 200 });
}

/** POST: to the payment page; a link paid or expired meanwhile comes back here and says so. */
export async function payLinkAction(request: Request, context: AppLoadContext, token: string | undefined) {
  if (!token || !TOKEN.test(token)) throw notFound();
  await postedForm(request, context);
  try {
    const { openPayLink } = await mutate(context, OpenPayLinkDocument, { token });
    return redirect(openPayLink.url, 303);
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    if (failure.code === "NOT_FOUND") throw notFound();
    // Paid or expired meanwhile: the page, as it now stands, says which.
    if (failure.code === "CONFLICT" || failure.code === "GONE") return redirect(`/pay-link/${token}`, 303);
    return json({ error: failure.message }, { status: 503 });
  }
}
