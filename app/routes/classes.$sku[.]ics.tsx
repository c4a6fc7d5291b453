import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { classCalendarResponse } from "~/lib/catalog/class-calendar.server";

/** /classes/{sku}.ics: "Add to calendar" of a class page (decision 038), a resource route. */
export const loader = ({ params, request, context }: LoaderFunctionArgs) => classCalendarResponse(params.sku, request, context);
