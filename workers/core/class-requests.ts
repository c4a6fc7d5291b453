/**
 * Private-class requests (issue 9, decision 032): what the api's checks, the GraphQL worker and
 * the shop's pages share, so the two ends cannot drift apart. Pure data and small rules.
 */

/** A request's path: received → contacted → scheduled (a private class) | declined (a reason). */
export const CLASS_REQUEST_STATUSES = ["received", "contacted", "scheduled", "declined"] as const;
export type ClassRequestStatus = (typeof CLASS_REQUEST_STATUSES)[number];

/** Which status may follow which: scheduled and declined are final. */
export const CLASS_REQUEST_MOVES: Record<ClassRequestStatus, readonly ClassRequestStatus[]> = {
  received: ["contacted", "scheduled", "declined"],
  contacted: ["scheduled", "declined"],
  scheduled: [],
  declined: [],
};

/** The status in words, for the requester's page, e-mails and the console. */
export const CLASS_REQUEST_STATUS_LABELS: Record<ClassRequestStatus, string> = {
  received: "Received",
  contacted: "A host is in touch",
  scheduled: "Scheduled",
  declined: "Declined",
};

/** What each status means to the person who asked. */
export const CLASS_REQUEST_STATUS_WORDS: Record<ClassRequestStatus, string> = {
  received: "We have your request. A host will get back to you within two business days.",
  contacted: "A host has been in touch to plan the menu and the date with you.",
  scheduled: "Your private class is on the calendar. Share its sign-up link with your group.",
  declined: "We are sorry: we cannot host this class.",
};

/** The group a private class is for (the page's promise: 8 to 30 people). */
export const GROUP_SIZE_MIN = 8;
export const GROUP_SIZE_MAX = 30;
/** Dates a request may offer. */
export const PREFERRED_DATES_MAX = 3;
/** How far ahead a preferred date may be. */
export const PREFERRED_DATES_AHEAD_DAYS = 365;
export const OCCASION_MAX = 200;
export const MENU_WISHES_MAX = 2000;
export const DECLINE_REASON_MAX = 1000;

/** The secret of a requester's status page. */
export const CLASS_REQUEST_TOKEN_RE = /^[0-9a-f]{32}$/;

/** The requester's status page. */
export const classRequestPath = (token: string): string => `/host-class-progress/${token}`;
