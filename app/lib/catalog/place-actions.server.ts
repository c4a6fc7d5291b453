/**
 * /zip's posts (decision 085): "Use my location" remembers the zip code of the kitchen nearest
 * the browser's position (sent with the visitor's consent, JavaScript only); "Forget my place"
 * forgets the place. Both lead back to /zip.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { postedForm } from "../core/csrf.server";
import { failureOf } from "../core/graphql.server";
import { nearestKitchenZip } from "./location-search.server";
import { placeCookie } from "./place.server";

/**
 * Remembers `zip` ("" forgets it) for every path. The cookie was once /zip's alone (Path=/zip,
 * decision 023): that one is forgotten, so the two never disagree.
 */
export function rememberPlace(headers: Headers, zip: string, url: URL): void {
  headers.append("Set-Cookie", placeCookie(zip, url));
  headers.append("Set-Cookie", placeCookie("", url).replace("Path=/;", "Path=/zip;"));
}

/** What the position form posts: coordinates the browser gave with the visitor's consent. */
const PositionForm = z.object({
  intent: z.literal("position"),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

export async function placeAction(request: Request, context: AppLoadContext) {
  const form = await postedForm(request, context);
  const url = new URL(request.url);
  const headers = new Headers();
  if (form.get("intent") === "forget") {
    rememberPlace(headers, "", url);
    return redirect("/zip?q=", { status: 303, headers });
  }
  const position = PositionForm.safeParse(Object.fromEntries(form));
  if (!position.success) return json({ error: "We couldn’t read your position. Please enter your zip code instead." }, { status: 400 });
  let zip: string | null;
  try {
    zip = await nearestKitchenZip(context, position.data.latitude, position.data.longitude);
  } catch (error) {
    if (!failureOf(error)) throw error;
    return json({ error: "We couldn’t look up our kitchens just now. Please enter your zip code instead." }, { status: 503 });
  }
  if (!zip) return json({ error: "None of our kitchens is near you yet. Please enter a zip code instead." }, { status: 400 });
  rememberPlace(headers, zip, url);
  return redirect(`/zip?q=${zip}`, { status: 303, headers });
}
