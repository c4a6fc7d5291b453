/**
 * The review's field rules (decision 064) for the api and the web worker's server modules: zod, so
 * kept apart from reviews.ts, which the pages import (decision 097: zod in a module a page
 * imports is 93 kB gzip in that page's JavaScript).
 */
import { z } from "zod";
import { COMMENT_MESSAGE, RATING_MAX, RATING_MESSAGE, RATING_MIN, REPLY_MESSAGE, REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX } from "./reviews";

/** A rating posted as a form field or JSON: a whole number of stars from 1 to 5. */
export const ratingRule = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(RATING_MIN, RATING_MESSAGE).max(RATING_MAX, RATING_MESSAGE),
);

/** The review's comment, trimmed; may be blank. */
export const commentRule = z
  .string({ error: COMMENT_MESSAGE })
  .optional()
  .transform((value = "") => value.trim())
  .refine((value) => value.length <= REVIEW_COMMENT_MAX, COMMENT_MESSAGE);

/** The shop's answer, trimmed; blank takes it away. */
export const replyRule = z
  .string({ error: REPLY_MESSAGE })
  .optional()
  .transform((value = "") => value.trim())
  .refine((value) => value.length <= REVIEW_REPLY_MAX, REPLY_MESSAGE);
