/** What the private-class request's page and its server code share (decision 032). */
export { GROUP_SIZE_MAX, GROUP_SIZE_MIN, MENU_WISHES_MAX, OCCASION_MAX } from "../../../workers/core/class-requests";
export { HONEYPOT_FIELD } from "../marketing/contact-form";

/** Up to three dates, one input each (works without JavaScript). */
export const PREFERRED_DATE_FIELDS = ["date1", "date2", "date3"] as const;
