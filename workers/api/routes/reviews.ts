/**
 * Reviews of classes (decision 064). No sign-in for the link: GET reviews/links/{token} (what the
 * link reviews) and POST reviews {token, rating, comment} (its one review). The pages read GET
 * reviews/summaries?class_type_ids=1,2 (published only). Staff: GET reviews (reviews.view),
 * POST reviews/{id}/status and PUT reviews/{id}/reply (reviews.update), audited.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { commentRule, ratingRule, replyRule } from "../../core/review-rules";
import { REVIEW_TOKEN_RE } from "../../core/reviews";
import { REVIEW_STATUSES } from "../../../drizzle/api/reviews";
import { requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { pageQuery } from "../lib/user-input";
import { validate } from "../lib/validate";
import { findReviewLink, listReviews, moderateReview, REVIEW_LINK_UNKNOWN, replyToReview, reviewSummaries, submitReview } from "../services/reviews";

const tokenField = z.string({ error: REVIEW_LINK_UNKNOWN }).regex(REVIEW_TOKEN_RE, REVIEW_LINK_UNKNOWN);
const statusField = z.enum(REVIEW_STATUSES, { error: `must be one of ${REVIEW_STATUSES.join(", ")}` });
const classTypeIds = z
  .string({ error: "name class types" })
  .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, "must be up to 50 class type ids, separated by commas")
  .transform((value) => value.split(",").map(Number));

export const reviewsRoutes = new Hono<ApiContext>()
  .get("/links/:token", validate("param", z.object({ token: tokenField })), async (c) =>
    c.json(await findReviewLink(c.var.db, c.req.valid("param").token, new Date())),
  )
  .post("/", validate("json", z.object({ token: tokenField, rating: ratingRule, comment: commentRule }).strict()), async (c) =>
    c.json(await submitReview(c.var.db, c.req.valid("json"), new Date()), 201),
  )
  .get("/summaries", validate("query", z.object({ class_type_ids: classTypeIds })), async (c) =>
    c.json({ data: await reviewSummaries(c.var.db, c.req.valid("query").class_type_ids) }),
  )
  .get("/", requirePermission(PERMISSIONS.reviewsView), validate("query", pageQuery.extend({ status: statusField.optional() })), async (c) => {
    const { status, limit, offset } = c.req.valid("query");
    const page = await listReviews(c.var.db, { status, limit, offset });
    return c.json({ data: page.data, meta: { total: page.total, limit, offset, counts: page.counts } });
  })
  .post(
    "/:id{[0-9]+}/status",
    requirePermission(PERMISSIONS.reviewsUpdate),
    validate("param", z.object({ id: idParam })),
    validate("json", z.object({ status: statusField }).strict()),
    async (c) => c.json(await moderateReview(c.var.db, c.var.caller, c.req.valid("param").id, c.req.valid("json").status, new Date())),
  )
  .put(
    "/:id{[0-9]+}/reply",
    requirePermission(PERMISSIONS.reviewsUpdate),
    validate("param", z.object({ id: idParam })),
    validate("json", z.object({ reply: replyRule }).strict()),
    async (c) => c.json(await replyToReview(c.var.db, c.var.caller, c.req.valid("param").id, c.req.valid("json").reply, new Date())),
  );
