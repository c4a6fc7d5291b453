/**
 * The console's reviews (decision 064): a page of reviews of one status (pending first), and
 * publish, hide and reply — one form each, told apart by `intent`, working without JavaScript.
 * Everything goes through GraphQL; the api checks reviews.view / reviews.update and audits.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { graphql } from "../../../graphql/generated/client";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { formatClassDate } from "../../../workers/core/dates";
import { hasPermission } from "../../../workers/core/permissions";
import { replyRule } from "../../../workers/core/review-rules";
import { postedForm } from "../core/csrf.server";
import type { FieldErrors } from "../core/form-data";
import { parseWith } from "../core/form-schema.server";
import { flashAlert } from "../core/flash-alerts.server";
import { attempt, mutate, query } from "../core/graphql.server";
import { choiceParam, pageInfo, pageWindow } from "./list-params";
import { REVIEW_FILTERS, type ReviewFilter } from "./review-filters";
import { asPageError, requireStaff } from "./staff.server";


export async function loadAdminReviews(request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, context, PERMISSIONS.reviewsView);
  const params = new URL(request.url).searchParams;
  const status = choiceParam(params, "status", REVIEW_FILTERS) ?? "pending";
  const { adminReviews } = await query(context, AdminReviewsQuery, { status: status.toUpperCase() as Uppercase<ReviewFilter>, ...pageWindow(params) }).catch(
    (error: unknown) => asPageError(error, PERMISSIONS.reviewsView),
  );
  return json({
    status,
    counts: { pending: adminReviews.pending, published: adminReviews.published, hidden: adminReviews.hidden },
    mayModerate: hasPermission(staff.permissions, PERMISSIONS.reviewsUpdate),
    reviews: adminReviews.reviews.map((review) => ({
      ...review,
      classWhen: formatClassDate(review.classDate, review.timezone),
      written: formatClassDate(review.createdAt, review.timezone),
    })),
    info: pageInfo(params, adminReviews.total, adminReviews.reviews.length),
  });
}

export type ReviewActionData = { reviewId: string; errors: FieldErrors; reply: string };

const INTENTS = { publish: "PUBLISHED", hide: "HIDDEN", unpublish: "PENDING" } as const;

/** POST intent=publish|hide|unpublish|reply, reviewId (and reply): then back to the same list. */
export async function adminReviewAction(request: Request, context: AppLoadContext) {
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.reviewsUpdate);
  const reviewId = String(form.get("reviewId") ?? "");
  const intent = String(form.get("intent") ?? "");
  const reply = String(form.get("reply") ?? "");
  const back = new URL(request.url);
  const refused = (errors: FieldErrors, status: number) => json<ReviewActionData>({ reviewId, errors, reply }, { status });
  if (!/^\d{1,9}$/.test(reviewId) || !(intent in INTENTS || intent === "reply")) {
    return refused({ form: ["Choose a review and what to do with it"] }, 400);
  }
  let done;
  if (intent === "reply") {
    const parsed = parseWith(z.object({ reply: replyRule }), { reply });
    if (!parsed.ok) return refused(parsed.errors, 400);
    done = await attempt(() => mutate(context, ReplyToReviewMutation, { id: reviewId, reply: parsed.value.reply }));
    if (!done.failure) flashAlert(context, { alertType: "success", title: parsed.value.reply ? "Reply saved" : "Reply removed" });
  } else {
    const status = INTENTS[intent as keyof typeof INTENTS];
    done = await attempt(() => mutate(context, ModerateReviewMutation, { id: reviewId, status }));
    if (!done.failure) flashAlert(context, { alertType: "success", title: status === "PUBLISHED" ? "Review published" : status === "HIDDEN" ? "Review hidden" : "Review back to waiting" });
  }
  if (done.failure) {
    const { code, message } = done.failure;
    const status = code === "FORBIDDEN" ? 403 : code === "NOT_FOUND" ? 404 : code === "BAD_USER_INPUT" ? 400 : 0;
    if (!status) throw done.failure;
    return refused(done.failure.inputFields ?? { form: [message] }, status);
  }
  return redirect(`${back.pathname}${back.search}`, 303);
}

const AdminReviewsQuery = graphql(`
  query AdminReviews($status: ReviewStatus, $limit: Int, $offset: Int) {
    adminReviews(status: $status, limit: $limit, offset: $offset) {
      total
      pending
      published
      hidden
      reviews {
        ...AdminReviewFields
      }
    }
  }
`);

const ModerateReviewMutation = graphql(`
  mutation AdminModerateReview($id: ID!, $status: ReviewStatus!) {
    moderateReview(id: $id, status: $status) {
      ...AdminReviewFields
    }
  }
`);

const ReplyToReviewMutation = graphql(`
  mutation AdminReplyToReview($id: ID!, $reply: String!) {
    replyToReview(id: $id, reply: $reply) {
      ...AdminReviewFields
    }
  }
`);

export const AdminReviewFields = graphql(`
  fragment AdminReviewFields on StaffReview {
    id
    rating
    comment
    authorName
    status
    reply
    createdAt
    classId
    classSku
    className
    classDate
    classTypeName
    locationName
    timezone
  }
`);
