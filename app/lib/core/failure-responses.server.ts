/**
 * The answer of a loader or action for a GraphQL failure it did not catch (decision 056): the one
 * place a failure becomes an HTTP answer, wrapped once around every route in worker.ts, so a
 * failure no route caught never becomes the 500 page.
 */
import { json, redirect, type ActionFunction, type LoaderFunction, type ServerBuild } from "@remix-run/cloudflare";
import { pathOf } from "../identity/auth.server";
import { loginHref } from "../identity/sign-in-paths";
import { failureOf, FORM_STATUS, type GraphQLFailure } from "./graphql.server";

/**
 * The answer for a failure nobody caught: bad input is a 400 to a form's post and a 404 to an
 * address (a malformed id is no page); not found 404; not signed in → sign-in, back here after;
 * not allowed 403; conflicts and limits their own status; anything else logged, the 503 page.
 */
export function failureResponse(failure: GraphQLFailure, request: Request): Response {
  const reading = request.method === "GET" || request.method === "HEAD";
  switch (failure.code) {
    case "NOT_FOUND":
      return new Response("Not Found", { status: 404 });
    case "BAD_USER_INPUT":
      return reading ? new Response("Not Found", { status: 404 }) : json({ errors: failure.inputFields }, { status: 400 });
    case "UNAUTHENTICATED":
      return redirect(loginHref({ redirectTo: reading ? pathOf(request) : refererPath(request) }));
    case "FORBIDDEN":
      return new Response("Forbidden", { status: 403 });
    case "CONFLICT":
    case "GONE":
    case "PAYMENT_DECLINED":
    case "RATE_LIMITED":
      return json({ errors: { form: [failure.message] } }, { status: FORM_STATUS[failure.code] });
    default:
      console.error("web: GraphQL unavailable", request.method, new URL(request.url).pathname, failure.code, failure.message);
      return new Response("Service Unavailable", { status: 503 });
  }
}

/** Where a post came from, to go back to after signing in; the post's own path if unsaid. */
function refererPath(request: Request): string {
  const referer = request.headers.get("referer");
  const url = new URL(request.url);
  if (referer) {
    const from = new URL(referer, url);
    if (from.origin === url.origin) return `${from.pathname}${from.search}`;
  }
  return url.pathname;
}

/**
 * Every route's loader and action with failureResponse() around it: Remix v2 has no middleware,
 * and a failure no route caught must not become the 500 page.
 */
export function withFailureResponses(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader && { loader: guarded(loader) }),
        ...(action && { action: guarded(action) }),
      },
    };
  }
  return { ...build, routes };
}

function guarded<Handler extends LoaderFunction | ActionFunction>(handler: Handler): Handler {
  const answer: LoaderFunction = async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      const failure = failureOf(error);
      if (failure) throw failureResponse(failure, args.request);
      throw error;
    }
  };
  return answer as Handler;
}
