import { drizzle } from "drizzle-orm/d1";
import { readSeatVersion } from "./cache/edge-cache";
import { bookmarkOf, D1_BOOKMARK_HEADER } from "../core/d1-bookmark";
import type { GraphQLEnv } from "./env";
import { consumeTracking } from "./tracking-queue";
import { SEAT_VERSION_PATH } from "../core/web-client";
import { yoga } from "./yoga";

export default {
  fetch: (request, env, ctx) => (new URL(request.url).pathname === SEAT_VERSION_PATH ? seatVersionAnswer(env) : answer(request, env, ctx)),
  // The web's tracking events (decision 053).
  queue: (batch, env) => consumeTracking(batch, env),
} satisfies ExportedHandler<GraphQLEnv>;

/** An operation's answer, with the D1 bookmark its api calls ended at (decision 080). */
async function answer(request: Request, env: GraphQLEnv, ctx: ExecutionContext): Promise<Response> {
  const bookmark = { value: bookmarkOf(request.headers.get(D1_BOOKMARK_HEADER)) };
  const response = await yoga.fetch(request, { env, ctx, bookmark });
  if (bookmark.value === null) return response;
  const answered = new Response(response.body, response);
  answered.headers.set(D1_BOOKMARK_HEADER, bookmark.value);
  return answered;
}

/**
 * The current seat version as plain JSON (a number, or null when it cannot be read): the web's
 * page cache asks it for each kept page that shows seats (decisions 042, 053), one primary-key
 * read without an operation to parse. Reached only through the web's service binding: the web
 * forwards nothing but /graphql to this worker.
 */
async function seatVersionAnswer(env: GraphQLEnv): Promise<Response> {
  const version = await readSeatVersion(drizzle(env.EDGE_CACHE));
  return Response.json(version ?? null, { headers: { "cache-control": "no-store" } });
}
