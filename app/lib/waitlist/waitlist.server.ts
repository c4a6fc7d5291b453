/**
 * The waitlist's pages (decision 037): the join form on a full class's page, the claim link's
 * page and the leave link's page. Everything goes through GraphQL; the claim puts the seat in
 * the session's cart (creating one when needed), where it stays held until the checkout.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { graphql } from "../../../graphql/generated/client";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { changeSessionCart, readCart } from "../cart/cart.server";
import { failureOf, attempt, mutate, query } from "../core/graphql.server";
import { assertAntiForgery } from "../core/csrf.server";
import type { FieldErrors } from "../core/form-data";
import { emailField, parseWith } from "../core/form-schema.server";
import { WAITLIST_INTENT, WAITLIST_NOTICE_PARAM, type WaitlistJoinAnswer, type WaitlistNotice } from "./waitlist-form";

const TOKEN_RE = /^[0-9a-f]{32}$/;

const visitorOf = (request: Request) => request.headers.get("cf-connecting-ip") ?? undefined;

/** "Saturday, December 12 at 6:00 PM MST" in the class's kitchen's time zone. */
export function classWhen(date: string, timeZone: string): string {
  return `${formatClassDate(date, timeZone || null)} at ${formatClassTime(date, timeZone || null)}`;
}

// ---------------------------------------------------------------------------------------------
// Joining, from the class page's action
// ---------------------------------------------------------------------------------------------

/**
 * The class pages' action (only the waitlist form posts to them): POST → redirect back to the
 * page with the notice (`?waitlist=joined|already#waitlist`); a bad e-mail or the per-visitor
 * limit → 400/429 with the form's messages. `pagePath` is the page's prefix (/classes, /pickup).
 */
export async function joinWaitlistAction(request: Request, context: AppLoadContext, pagePath: string) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const sku = String(form.get("sku") ?? "").trim();
  if (form.get("intent") !== WAITLIST_INTENT || sku === "" || sku.length > 100) {
    return json<WaitlistJoinAnswer>({ errors: { form: ["Something went wrong: reload the page and try again."] }, email: "" }, { status: 400 });
  }
  const path = `${pagePath}/${encodeURIComponent(sku)}`;
  const email = String(form.get("email") ?? "");
  const parsed = parseWith(z.object({ email: emailField() }), { email });
  if (!parsed.ok) return json<WaitlistJoinAnswer>({ errors: parsed.errors, email }, { status: 400 });
  const joined = await attempt(() =>
    mutate(
      context,
      JoinWaitlist,
      { sku, email: parsed.value.email },
      { shopOrigin: new URL(request.url).origin, visitor: visitorOf(request) },
    ),
  );
  if (joined.failure) {
    const { code, message, fields } = joined.failure;
    const errors: FieldErrors =
      code === "RATE_LIMITED" ? { form: [message] } : fields.email ? { email: fields.email } : { form: [message] };
    return json<WaitlistJoinAnswer>({ errors, email }, { status: code === "RATE_LIMITED" ? 429 : code === "NOT_FOUND" ? 404 : 400 });
  }
  const notice: WaitlistNotice = joined.value.joinWaitlist.alreadyOnList ? "already" : "joined";
  return redirect(`${path}?${WAITLIST_NOTICE_PARAM}=${notice}#waitlist`, 303);
}

// ---------------------------------------------------------------------------------------------
// The claim link's page
// ---------------------------------------------------------------------------------------------

export type ClaimPageData =
  | {
      state: "open";
      /** The seats held: 1 from a waitlist, a party's from a class canceled under its minimum. */
      seats: number;
      fromCanceledClass: boolean;
      className: string;
      when: string;
      locationName: string;
      expiresAt: string;
      /** "11 hours 42 minutes" at the time the page was made. */
      timeLeft: string;
      deadline: string;
      classPath: string;
    }
  | { state: "gone"; title: string; message: string; classPath: string | null };

const notFound = () => json<ClaimPageData>({ state: "gone", title: "This link doesn't work", message: "We couldn't find this waitlist link. Check that you copied all of it from the e-mail.", classPath: null }, { status: 404 });

export function timeLeftText(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (hours === 0) return part(rest, "minute");
  return rest === 0 ? part(hours, "hour") : `${part(hours, "hour")} ${part(rest, "minute")}`;
}

/** What a link's token reads (`read`), or null for a malformed or unknown token: its page answers 404. */
async function readByToken<Answer>(token: string, read: () => Promise<Answer>): Promise<Answer | null> {
  if (!TOKEN_RE.test(token)) return null;
  const answer = await attempt(read);
  if (!answer.failure) return answer.value;
  if (answer.failure.code === "NOT_FOUND" || answer.failure.code === "BAD_USER_INPUT") return null;
  throw new Error(answer.failure.message);
}

/** The claim page's data; 404 for an unknown link, 410 for one claimed, passed or left. */
export async function loadClaimPage(context: AppLoadContext, token: string) {
  const answer = await readByToken(token, () => query(context, WaitlistOfferQuery, { token }));
  if (!answer) return notFound();
  const offer = answer.waitlistOffer;
  const classPath = `/classes/${encodeURIComponent(offer.classSku)}`;
  const left = offer.claimExpiresAt ? Date.parse(offer.claimExpiresAt) - Date.now() : 0;
  if (offer.status !== "offered" || left <= 0) return json<ClaimPageData>(goneState(offer.status, classPath), { status: 410 });
  return json<ClaimPageData>({
    state: "open",
    seats: offer.seats,
    fromCanceledClass: offer.fromCanceledClass,
    className: offer.className,
    when: classWhen(offer.classDate, offer.timezone),
    locationName: offer.locationName,
    expiresAt: offer.claimExpiresAt!,
    timeLeft: timeLeftText(left),
    deadline: classWhen(offer.claimExpiresAt!, offer.timezone),
    classPath,
  });
}

/** What a link of an entry that ended without the customer says (410 on both pages). */
const ENDED: Record<string, { title: string; message: string }> = {
  canceled: {
    title: "This class was canceled",
    message: "This class was canceled, so its waitlist is closed and this seat is no longer available. Nothing was charged.",
  },
  removed: {
    title: "This waitlist entry is no longer available",
    message: "You were taken off the waitlist for this class, so this link no longer works. Contact us if you think that's a mistake.",
  },
  waiting: {
    title: "This offer is no longer available",
    message: "The class was made smaller, so the seat offered to you is no longer available. You're back on the waitlist in your place: we'll e-mail you a new link if a seat opens.",
  },
};

function goneState(status: string, classPath: string): ClaimPageData {
  const ended = ENDED[status];
  if (ended) return { state: "gone", ...ended, classPath: status === "canceled" ? null : classPath };
  const claimed = status === "claimed" || status === "checkout";
  return {
    state: "gone",
    title: claimed ? "This seat was already claimed" : status === "left" ? "You left this waitlist" : "This offer has run out",
    message: claimed
      ? "The seat from this link is already in a cart. If that was you, it's waiting in your cart: check out to keep it."
      : status === "left"
        ? "You left the waitlist for this class, so the seat went to the next person."
        : "The time to claim this seat ran out, so it went to the next person on the waitlist.",
    classPath,
  };
}

/**
 * The claim button: the seat goes into the session's cart (a new cart when there is none) and
 * the customer goes to the cart. A claimed, passed or unknown link answers its page (410/404).
 */
export async function claimAction(request: Request, context: AppLoadContext, token: string) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  if (!TOKEN_RE.test(token)) return notFound();
  const changed = await changeSessionCart(
    context,
    async (cartId) => {
      await mutate(context, ClaimWaitlistSeat, { token, cartId });
      const cart = await readCart(context, cartId);
      if (!cart) throw new Error("web: the cart of a waitlist claim vanished");
      return cart;
    },
    { create: true },
  );
  if (changed.cart) return redirect("/cart?claimed=1", 303);
  const { code } = changed.failure;
  if (code === "GONE" || code === "NOT_FOUND") {
    const page = await loadClaimPage(context, token);
    const data = (await page.json()) as ClaimPageData;
    return json<ClaimPageData>(data.state === "gone" ? data : goneState("passed", data.classPath), { status: page.status === 404 ? 404 : 410 });
  }
  return json<ClaimPageData>(
    { state: "gone", title: "We couldn't add this seat to your cart", message: changed.failure.message, classPath: null },
    { status: 409 },
  );
}

// ---------------------------------------------------------------------------------------------
// The leave link's page
// ---------------------------------------------------------------------------------------------

export type LeavePageData =
  | { state: "open"; className: string; when: string; locationName: string; offered: boolean; classPath: string }
  | { state: "done"; className: string; classPath: string; message: string }
  | { state: "gone"; message: string; title?: string };

const leaveNotFound = () =>
  json<LeavePageData>({ state: "gone", message: "We couldn't find this waitlist link. Check that you copied all of it from the e-mail." }, { status: 404 });

export async function loadLeavePage(context: AppLoadContext, token: string) {
  const answer = await readByToken(token, () => query(context, WaitlistEntryQuery, { token }));
  if (!answer) return leaveNotFound();
  const entry = answer.waitlistEntry;
  // A canceled class's entry, or one staff removed, is over: nothing left to leave.
  if (entry.status === "canceled" || entry.status === "removed") return json<LeavePageData>({ state: "gone", ...ENDED[entry.status]! }, { status: 410 });
  return json<LeavePageData>(leaveState(entry));
}

function leaveState(entry: { status: string; classSku: string; className: string; classDate: string; locationName: string; timezone: string }): LeavePageData {
  const classPath = `/classes/${encodeURIComponent(entry.classSku)}`;
  if (entry.status === "left") {
    return { state: "done", className: entry.className, classPath, message: "You're off the waitlist. We won't e-mail you about this class again." };
  }
  if (entry.status === "passed") {
    return { state: "done", className: entry.className, classPath, message: "Your offer for this class ran out, so you're no longer on its waitlist." };
  }
  if (entry.status === "checkout") {
    return { state: "done", className: entry.className, classPath, message: "Your claimed seat is being paid for. To give it up, cancel the order from your confirmation e-mail." };
  }
  return {
    state: "open",
    className: entry.className,
    when: classWhen(entry.classDate, entry.timezone),
    locationName: entry.locationName,
    offered: entry.status === "offered" || entry.status === "claimed",
    classPath,
  };
}

export async function leaveAction(request: Request, context: AppLoadContext, token: string) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  if (!TOKEN_RE.test(token)) return leaveNotFound();
  try {
    const { leaveWaitlist } = await mutate(context, LeaveWaitlist, { token });
    const ended = ENDED[leaveWaitlist.status];
    if (ended && leaveWaitlist.status !== "waiting") return json<LeavePageData>({ state: "gone", ...ended }, { status: 410 });
    return json<LeavePageData>(leaveState(leaveWaitlist));
  } catch (error) {
    const failure = failureOf(error);
    if (failure?.code === "NOT_FOUND") return leaveNotFound();
    if (failure?.expected) return json<LeavePageData>({ state: "gone", message: failure.message }, { status: 409 });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

/** What the claim page shows of an offer. */
export const WaitlistOfferFields = graphql(`
  fragment WaitlistOfferFields on WaitlistOffer {
    status
    claimExpiresAt
    seats
    fromCanceledClass
    classSku
    className
    classDate
    locationName
    timezone
  }
`);

/** What the leave page shows of an entry (the query and the leave mutation answer the same). */
export const WaitlistEntryFields = graphql(`
  fragment WaitlistEntryFields on WaitlistEntry {
    status
    classSku
    className
    classDate
    locationName
    timezone
  }
`);

const JoinWaitlist = graphql(`
  mutation JoinWaitlist($sku: String!, $email: String!) {
    joinWaitlist(sku: $sku, email: $email) {
      email
      alreadyOnList
    }
  }
`);

const WaitlistOfferQuery = graphql(`
  query WaitlistOfferPage($token: String!) {
    waitlistOffer(token: $token) {
      ...WaitlistOfferFields
    }
  }
`);

const ClaimWaitlistSeat = graphql(`
  mutation ClaimWaitlistSeat($token: String!, $cartId: ID!) {
    claimWaitlistSeat(token: $token, cartId: $cartId)
  }
`);

const WaitlistEntryQuery = graphql(`
  query WaitlistLeavePage($token: String!) {
    waitlistEntry(token: $token) {
      ...WaitlistEntryFields
    }
  }
`);

const LeaveWaitlist = graphql(`
  mutation LeaveWaitlist($token: String!) {
    leaveWaitlist(token: $token) {
      ...WaitlistEntryFields
    }
  }
`);
