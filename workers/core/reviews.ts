/**
 * Reviews of classes (issue 28 part 5, decision 064): the rules shared by the api, the review
 * request job and the pages — the rating's range, the lengths, how an author is named and where a
 * review link leads. Pure: no I/O.
 */
import { z } from "zod";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
/** A class is asked about from the kitchen-local day after it ended, for this many days (then it is too old to ask). */
export const REVIEW_REQUEST_DAYS = 5;
/** A review link works this many days after it was sent. */
export const REVIEW_LINK_DAYS = 60;
/** How many of the latest published reviews a class page shows. */
export const REVIEWS_SHOWN = 5;

export const RATING_MESSAGE = `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars`;
export const COMMENT_MESSAGE = `Keep your comment to ${REVIEW_COMMENT_MAX.toLocaleString("en-US")} characters`;
export const REPLY_MESSAGE = `Keep the reply to ${REVIEW_REPLY_MAX.toLocaleString("en-US")} characters`;

/** A review link's token: 32 hex digits, only in the e-mail. */
export const REVIEW_TOKEN_RE = /^[0-9a-f]{32}$/;

/** The customer page a review link opens. */
export const reviewPath = (token: string) => `/reviews/${token}`;

/** "Maria G.": the first name and the last name's initial, as the pages show the author. */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim() || "A guest";
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

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

/** "4.7": an average to one decimal. */
export const formatAverage = (average: number) => (Math.round(average * 10) / 10).toFixed(1);
