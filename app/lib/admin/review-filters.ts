/** The console's review tabs (decision 064), for the page and its loader alike. */
export const REVIEW_FILTERS = ["pending", "published", "hidden"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const REVIEW_FILTER_LABELS: Record<ReviewFilter, string> = { pending: "Waiting for review", published: "Published", hidden: "Hidden" };
