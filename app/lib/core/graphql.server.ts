/**
 * The web worker's only data path: GraphQL through the GRAPHQL service binding (@urql/core).
 * Every call carries the session's Firebase ID token when there is one (spec §6 "requests carry
 * a bearer token when available"), refreshed first when it is about to expire. A 401 that ends
 * the sign-in signs the person out and goes to /login, unless the call was silent (spec §4, §8).
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { Client, CombinedError, fetchExchange, type AnyVariables, type TypedDocumentNode } from "@urql/core";
import { IsolateMemory } from "../../../workers/core/isolate-memory";
import { webClientHeaders } from "../../../workers/core/web-client";
import { freshIdToken, signOut } from "../identity/auth.server";
import { flashAlert } from "./flash-alerts.server";
import { IDENTITY_ERROR_MESSAGES } from "../identity/identity-errors";

/** Host used for requests through the binding; the binding ignores it. */
const GRAPHQL_URL = "https://graphql.internal/graphql";

export function graphqlClient(context: AppLoadContext, bearerToken?: string, extraHeaders: Record<string, string> = {}): Client {
  return new Client({
    url: GRAPHQL_URL,
    exchanges: [fetchExchange],
    requestPolicy: "network-only",
    preferGetMethod: false,
    fetch: (input, init) => context.env.GRAPHQL.fetch(new Request(input as RequestInfo, init)),
    fetchOptions: (): RequestInit => {
      // Marks the shop's own operations: exempt from the partner rate limit (decision 007).
      const headers: Record<string, string> = { ...extraHeaders, ...webClientHeaders };
      if (bearerToken) headers.authorization = `Bearer ${bearerToken}`;
      return { headers };
    },
  });
}

export interface GraphQLCallOptions {
  /** A 401 still signs the person out, but the call's error is thrown instead of a redirect to /login. */
  silent?: boolean;
  /**
   * The token to send instead of the session's: a new identity's, while it is being checked.
   * `null` sends none (public data that must not depend on who asks).
   */
  bearerToken?: string | null;
  /** More request headers, e.g. `x-shop-origin` for the checkout's return addresses (decision 012). */
  headers?: Record<string, string>;
}

/**
 * The api's 401 reasons that end a sign-in (decision 010). NOT_REGISTERED does not: it is a
 * valid identity that still has to register. AUTH_UNAVAILABLE is a 503 (our trouble).
 */
const SIGNED_OUT_REASONS = new Set(["TOKEN_EXPIRED", "TOKEN_INVALID", "USER_DISABLED", "UNAUTHENTICATED"]);

/** Whether a GraphQL failure says the bearer token no longer signs anyone in. */
export function endsSignIn(error: unknown): { reason: string } | null {
  if (!(error instanceof CombinedError)) return null;
  for (const graphQLError of error.graphQLErrors) {
    const { code, reason } = graphQLError.extensions ?? {};
    if (code !== "UNAUTHENTICATED") continue;
    const why = typeof reason === "string" ? reason : "UNAUTHENTICATED";
    if (SIGNED_OUT_REASONS.has(why)) return { reason: why };
  }
  return null;
}

async function bearerFor(context: AppLoadContext, options: GraphQLCallOptions): Promise<string | undefined> {
  if (options.bearerToken !== undefined) return options.bearerToken ?? undefined;
  const token = await freshIdToken(context);
  return token.kind === "token" ? token.idToken : undefined;
}

function answer<Data>(
  context: AppLoadContext,
  result: { data?: Data; error?: CombinedError },
  sentToken: string | undefined,
  options: GraphQLCallOptions,
): Data {
  if (!result.error && result.data) return result.data;
  const error = result.error ?? new Error("GraphQL answered without data");
  const ended = sentToken !== undefined && options.bearerToken === undefined ? endsSignIn(error) : null;
  if (ended) {
    signOut(context);
    if (!options.silent) {
      flashAlert(context, {
        alertType: "error",
        title: "Please sign in again",
        message:
          ended.reason === "USER_DISABLED"
            ? IDENTITY_ERROR_MESSAGES["user-disabled"]
            : IDENTITY_ERROR_MESSAGES["user-token-expired"],
      });
      throw redirect("/login");
    }
  }
  throw error;
}

/** Runs a typed query; answers its data, or throws the GraphQL error to the error boundary. */
export async function query<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: GraphQLCallOptions = {},
): Promise<Data> {
  // Not the same for everyone: a page that asked this is never kept (decision 042).
  context.pageRecorder?.personal();
  const token = await bearerFor(context, options);
  const result = await graphqlClient(context, token, options.headers).query(document, variables).toPromise();
  return answer(context, result, token, options);
}

/** Runs a typed mutation, with the same token and 401 handling as query(). */
export async function mutate<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: GraphQLCallOptions = {},
): Promise<Data> {
  context.pageRecorder?.personal();
  const token = await bearerFor(context, options);
  const result = await graphqlClient(context, token, options.headers).mutation(document, variables).toPromise();
  return answer(context, result, token, options);
}

/**
 * Public answers this isolate received lately, until the freshness the graphql worker gave them
 * (`extensions.cache.maxAgeSeconds`, at most 5 minutes) runs out: a busy list page then skips
 * the GraphQL round trip, and still never shows data older than the edge cache would.
 */
const publicAnswers = new IsolateMemory<{ data: unknown; expiresAt: number }>(64);

/**
 * A query of public catalog data (classes, locations, menus, meals): sent without the visitor's
 * token, so every visitor shares the edge cache's answers (decision 007) and no refresh is spent.
 * The answer is shared with other requests: frozen, so nobody changes it for the next one.
 */
export async function publicQuery<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const key = `${operationName(document)}\n${JSON.stringify(variables)}`;
  const started = Date.now();
  const kept = publicAnswers.get(key);
  if (kept && kept.expiresAt > started) {
    context.pageRecorder?.answer((kept.expiresAt - started) / 1000, undefined);
    return kept.data as Data;
  }
  const result = await graphqlClient(context).query(document, variables).toPromise();
  const data = answer(context, result, undefined, { bearerToken: null });
  // A page kept whole (decision 042) lives no longer than its answers, and only while the seat
  // version they were built under is current.
  context.pageRecorder?.answer(pageFreshSeconds(result.extensions), seatVersionOf(result.extensions));
  // An answer that shows seats is right only until the next seat change (decision 036): the
  // graphql worker checks that for every request; this isolate cannot, so it keeps no such answer.
  const maxAgeSeconds = showsSeats(result.extensions) ? 0 : freshSeconds(result.extensions);
  if (maxAgeSeconds > 0) publicAnswers.set(key, { data: deepFreeze(data), expiresAt: started + maxAgeSeconds * 1000 });
  return data;
}

/**
 * Forgets this isolate's public answers of the named operations after a write changed them (the
 * newsroom's, decision 028), so the writer sees the change at once.
 */
export function forgetPublicAnswers(operationNames: readonly string[]): void {
  publicAnswers.deleteWhere((key) => operationNames.some((name) => key.startsWith(`${name}\n`)));
}

function operationName(document: TypedDocumentNode<unknown, never>): string {
  for (const definition of document.definitions) {
    if (definition.kind === "OperationDefinition" && definition.name) return definition.name.value;
  }
  throw new Error("publicQuery needs a named operation");
}

/**
 * How long a page built from this answer may be kept (decision 042): an answer built from cached
 * lists is fresh as they are; one built just now from no cached list (a class page; status
 * "miss") for spec §9's 5 minutes, its seat version still checked; a list-less answer the
 * operation cache reused ("hit") as long as it says (what is left of its own 5 minutes).
 */
export function pageFreshSeconds(extensions: Record<string, unknown> | undefined): number {
  const cache = extensions?.cache as { entries?: unknown; status?: unknown } | undefined;
  // No report at all: run just now, from no cached list.
  if (!cache) return SPEC_FRESH_SECONDS;
  if (Array.isArray(cache.entries) && cache.entries.length === 0 && cache.status === "miss") return SPEC_FRESH_SECONDS;
  return freshSeconds(extensions);
}

/** Spec §9: the 5 minutes nothing cached outlives. */
const SPEC_FRESH_SECONDS = 300;

function seatVersionOf(extensions: Record<string, unknown> | undefined): number | undefined {
  const cache = extensions?.cache as { seatVersion?: unknown } | undefined;
  return typeof cache?.seatVersion === "number" ? cache.seatVersion : undefined;
}

function showsSeats(extensions: Record<string, unknown> | undefined): boolean {
  const cache = extensions?.cache as { seatVersion?: unknown } | undefined;
  return cache?.seatVersion !== undefined;
}

function freshSeconds(extensions: Record<string, unknown> | undefined): number {
  const cache = extensions?.cache as { maxAgeSeconds?: unknown } | undefined;
  return typeof cache?.maxAgeSeconds === "number" && Number.isFinite(cache.maxAgeSeconds) ? cache.maxAgeSeconds : 0;
}

function deepFreeze<Value>(value: Value): Value {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
