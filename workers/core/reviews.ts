/**
 * Reviews of classes (issue 28 part 5, decision 064): the rules shared by the api, the review
 * request job and the pages — the rating's range, the lengths, how an author is named and where a
 * review link leads. Pure: no I/O. The form and JSON rules (zod) are in review-rules.ts: the pages
 * import this module, and zod must not reach the browser (decision 017; decision 097).
 */
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

/** "4.7": an average to one decimal. */
export const formatAverage = (average: number) => (Math.round(average * 10) / 10).toFixed(1);
