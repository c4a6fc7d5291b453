/** Spec §2: this page lives on the marketing site, at the same path and query. */
export { marketingLoader as loader } from "~/lib/core/marketing.server";
