/**
 * The review link's page (decision 064): no sign-in, the link's token is the key. GET shows the
 * class and the form (1–5 stars and a comment); POST writes the link's one review and redirects
 * to its thank-you (`?thanks=1`). A forged or unknown link is a 404 page, a used, refunded or
 * expired one a 410 page; a missing rating or an overlong comment is a 400 with the field's words.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { graphql } from "../../../graphql/generated/client";
import type { ReviewLinkFieldsFragment } from "../../../graphql/generated/client/graphql";
import { commentRule, ratingRule } from "../../../workers/core/review-rules";
import { REVIEW_TOKEN_RE } from "../../../workers/core/reviews";
import { postedForm } from "../core/csrf.server";
import type { FieldErrors } from "../core/form-data";
import { parseWith } from "../core/form-schema.server";
import { attempt, mutate, query, type GraphQLFailure } from "../core/graphql.server";
import { classWhen } from "../waitlist/waitlist.server";

export type ReviewPageData =
  | {
      state: "open";
      className: string;
      when: string;
      locationName: string;
      classPath: string;
      authorName: string;
      errors: FieldErrors;
      rating: string;
      comment: string;
    }
  | { state: "thanks"; className: string; classPath: string }
  | { state: "gone"; title: string; message: string; classPath: string | null };

const UNKNOWN = {
  state: "gone" as const,
  title: "This review link doesn't work",
  message: "We couldn't find this review link. Check that you opened the whole link from your e-mail.",
  classPath: null,
};

const TITLES: Record<string, string> = {
  REVIEWED: "You've already reviewed this class",
  REFUNDED: "This seat can't be reviewed",
  EXPIRED: "This review link has expired",
};

/** The page a refused link shows: 404 unknown or forged, 410 used, refunded or expired. */
function refusedPage(failure: GraphQLFailure) {
  if (failure.code === "NOT_FOUND" || failure.code === "BAD_USER_INPUT") return json<ReviewPageData>(UNKNOWN, { status: 404 });
  if (failure.code === "GONE") {
    return json<ReviewPageData>(
      { state: "gone", title: TITLES[failure.reason ?? ""] ?? "This review link no longer works", message: failure.message, classPath: null },
      { status: 410 },
    );
  }
  throw failure;
}

export async function loadReviewPage(request: Request, context: AppLoadContext, token: string) {
  if (!REVIEW_TOKEN_RE.test(token)) return json<ReviewPageData>(UNKNOWN, { status: 404 });
  const answer = await attempt(() => query(context, ReviewLinkQuery, { token }));
  const thanks = new URL(request.url).searchParams.get("thanks") === "1";
  if (answer.failure) {
    // Just sent: the link is used now, and says thank you.
    if (thanks && answer.failure.reason === "REVIEWED") return json<ReviewPageData>({ state: "thanks", className: "", classPath: "" });
    return refusedPage(answer.failure);
  }
  return json<ReviewPageData>(openPage(answer.value.reviewLink, { errors: {}, rating: "", comment: "" }));
}

/** The form's page for a link: its class, and what was typed with each field's message. */
function openPage(link: ReviewLinkFieldsFragment, typed: { errors: FieldErrors; rating: string; comment: string }): ReviewPageData {
  return {
    state: "open",
    className: link.class.name,
    when: classWhen(link.class.date, link.class.timezone),
    locationName: link.class.locationName,
    classPath: link.class.path,
    authorName: link.authorName,
    ...typed,
  };
}

const reviewForm = z.object({ rating: ratingRule, comment: commentRule });

export async function reviewAction(request: Request, context: AppLoadContext, token: string) {
  const form = await postedForm(request, context);
  if (!REVIEW_TOKEN_RE.test(token)) return json<ReviewPageData>(UNKNOWN, { status: 404 });
  const rating = String(form.get("rating") ?? "");
  const comment = String(form.get("comment") ?? "");
  const parsed = parseWith(reviewForm, { rating: rating === "" ? undefined : rating, comment });
  const sent = parsed.ok ? await attempt(() => mutate(context, SubmitReviewMutation, { token, rating: parsed.value.rating, comment: parsed.value.comment })) : null;
  const errors = !parsed.ok ? parsed.errors : sent?.failure?.inputFields;
  if (errors) {
    // The form again, with what was typed and each field's message.
    const page = await attempt(() => query(context, ReviewLinkQuery, { token }));
    if (page.failure) return refusedPage(page.failure);
    return json<ReviewPageData>(openPage(page.value.reviewLink, { errors, rating, comment }), { status: 400 });
  }
  if (sent?.failure) return refusedPage(sent.failure);
  return redirect(`/reviews/${token}?thanks=1`, 303);
}

const ReviewLinkQuery = graphql(`
  query ReviewLink($token: String!) {
    reviewLink(token: $token) {
      ...ReviewLinkFields
    }
  }
`);

const SubmitReviewMutation = graphql(`
  mutation SubmitReview($token: String!, $rating: Int!, $comment: String) {
    submitReview(token: $token, rating: $rating, comment: $comment) {
      ...ReviewLinkFields
    }
  }
`);

export const ReviewLinkFields = graphql(`
  fragment ReviewLinkFields on ReviewLink {
    authorName
    class {
      name
      date
      path
      locationName
      timezone
    }
  }
`);
