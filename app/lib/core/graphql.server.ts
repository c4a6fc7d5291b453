/**
 * The web worker's only data path: GraphQL through the GRAPHQL service binding (@urql/core), and
 * the one reader of its failures (decision 056).
 *
 * Every call carries the session's Firebase ID token when there is one (spec §6 "requests carry
 * a bearer token when available"), refreshed first when it is about to expire. A 401 that ends
 * the sign-in signs the person out and goes to /login, unless the call was silent (spec §4, §8).
 * Any other failure is thrown as a GraphQLFailure; an action that can show it on its form reads
 * it with formFailure(), and every loader and action passes what it does not catch through
 * failureResponse() (failure-responses.server.ts, wrapped once in worker.ts).
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { Client, CombinedError, fetchExchange, type AnyVariables, type TypedDocumentNode } from "@urql/core";
import { bookmarkOf, D1_BOOKMARK_HEADER, laterBookmark } from "../../../workers/core/d1-bookmark";
import { IsolateMemory } from "../../../workers/core/isolate-memory";
import { webClientHeaders } from "../../../workers/core/web-client";
import { freshIdToken, signOut } from "../identity/auth.server";
import { flashAlert } from "./flash-alerts.server";
import { IDENTITY_ERROR_MESSAGES } from "../identity/identity-errors";
import { deepFreeze, freshSeconds, pageFreshSeconds, seatVersionOf, showsSeats } from "./answer-freshness.server";

/** Host used for requests through the binding; the binding ignores it. */
const GRAPHQL_URL = "https://graphql.internal/graphql";

/**
 * A client of the graphql worker. `answered` is told each response, for what its headers say (the
 * D1 bookmark, decision 080).
 */
export function graphqlClient(
  context: AppLoadContext,
  bearerToken?: string,
  extraHeaders: Record<string, string> = {},
  answered: (response: Response) => void = () => {},
): Client {
  return new Client({
    url: GRAPHQL_URL,
    exchanges: [fetchExchange],
    requestPolicy: "network-only",
    preferGetMethod: false,
    fetch: async (input, init) => {
      const response = await context.env.GRAPHQL.fetch(new Request(input as RequestInfo, init));
      answered(response);
      return response;
    },
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
  /** More request headers. */
  headers?: Record<string, string>;
  /** The page's origin, for the payment provider's and the e-mails' links (`x-shop-origin`, decision 012). */
  shopOrigin?: string;
  /** The visitor's address, for the public forms' per-visitor limits (decision 030). */
  visitor?: string;
}

export type FieldMessages = Record<string, string[]>;

/** The api's expected refusals (decision 003, as the graphql worker words them): a page can act on them. */
const EXPECTED_CODES = new Set([
  "BAD_USER_INPUT",
  "NOT_FOUND",
  "CONFLICT",
  "GONE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "PAYMENT_DECLINED",
  "RATE_LIMITED",
]);

/**
 * A GraphQL call that did not answer data: the first error's code (BAD_USER_INPUT, NOT_FOUND,
 * API_UNAVAILABLE, …; NETWORK when the graphql worker was not reached), the api's own reason
 * (USED_UP, CARD_DECLINED, NOT_REGISTERED, TOKEN_EXPIRED, …), its field messages keyed by the
 * GraphQL argument names, and its words without the client's "[GraphQL]" prefix.
 */
export class GraphQLFailure extends Error {
  override readonly name = "GraphQLFailure";
  constructor(
    readonly code: string,
    message: string,
    readonly reason: string | null = null,
    readonly fields: FieldMessages = {},
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }

  static from(error: unknown): GraphQLFailure {
    if (error instanceof GraphQLFailure) return error;
    if (!(error instanceof CombinedError)) {
      return new GraphQLFailure("NETWORK", error instanceof Error ? error.message : "GraphQL answered without data");
    }
    const first = error.graphQLErrors[0];
    if (!first) return new GraphQLFailure("NETWORK", error.networkError?.message ?? error.message);
    const extensions = (first.extensions ?? {}) as Record<string, unknown>;
    const { code, reason, fields } = extensions;
    return new GraphQLFailure(
      typeof code === "string" ? code : "INTERNAL",
      first.message,
      typeof reason === "string" ? reason : null,
      fields && typeof fields === "object" ? (fields as FieldMessages) : {},
      extensions,
    );
  }

  /** One the api meant (a refusal a page can explain), not a bug or an outage. */
  get expected(): boolean {
    return EXPECTED_CODES.has(this.code);
  }

  /** The field messages of a BAD_USER_INPUT failure (`input` when it names none); null for any other. */
  get inputFields(): FieldMessages | null {
    if (this.code !== "BAD_USER_INPUT") return null;
    return Object.keys(this.fields).length > 0 ? this.fields : { input: [this.message] };
  }
}

/** The one reader: the GraphQL failure an error is, or null for anything else (a Response, a bug). */
export function failureOf(error: unknown): GraphQLFailure | null {
  return error instanceof GraphQLFailure ? error : null;
}

/** The words of a failure for the form's top. */
export function failureMessage(error: unknown): string {
  return failureOf(error)?.message ?? (error instanceof Error ? error.message : "That did not work");
}

/** The failures a form shows on itself, and the status each answers with. */
export const FORM_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  GONE: 410,
  FORBIDDEN: 403,
  PAYMENT_DECLINED: 402,
  RATE_LIMITED: 429,
};

/**
 * What an action answers for a failure it can show on its form: the status, and the messages keyed
 * by the form's field names (`argumentNames` maps a GraphQL argument to its field where they
 * differ); messages of no field of the form, and refusals without fields, go on `form`. Null for
 * the failures that leave the form (not found, not signed in, an outage): rethrow those.
 */
export function formFailure(
  error: unknown,
  fieldNames: readonly string[],
  argumentNames: Record<string, string> = {},
): { status: number; errors: FieldMessages } | null {
  const failure = failureOf(error);
  const status = failure ? FORM_STATUS[failure.code] : undefined;
  if (!failure || status === undefined) return null;
  const errors: FieldMessages = {};
  const add = (name: string, messages: string[]) => (errors[name] = [...(errors[name] ?? []), ...messages]);
  for (const [argument, messages] of Object.entries(failure.fields)) {
    const field = argumentNames[argument] ?? argument;
    add(fieldNames.includes(field) ? field : "form", Array.isArray(messages) ? messages : [String(messages)]);
  }
  if (Object.keys(errors).length === 0) add("form", [failure.message]);
  return { status, errors };
}

export type Attempt<T> = { value: T; failure?: undefined } | { value?: undefined; failure: GraphQLFailure };

/** Runs a call; an expected failure is answered as `{ failure }`, anything else is thrown. */
export async function attempt<T>(call: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { value: await call() };
  } catch (error) {
    const failure = failureOf(error);
    if (failure?.expected) return { failure };
    throw error;
  }
}

/**
 * The api's 401 reasons that end a sign-in (decision 010). NOT_REGISTERED does not: it is a
 * valid identity that still has to register. AUTH_UNAVAILABLE is a 503 (our trouble).
 */
const SIGNED_OUT_REASONS = new Set(["TOKEN_EXPIRED", "TOKEN_INVALID", "USER_DISABLED", "UNAUTHENTICATED"]);

/** Whether a failure says the bearer token no longer signs anyone in. */
export function endsSignIn(error: unknown): { reason: string } | null {
  const failure = failureOf(error);
  if (failure?.code !== "UNAUTHENTICATED") return null;
  const why = failure.reason ?? "UNAUTHENTICATED";
  return SIGNED_OUT_REASONS.has(why) ? { reason: why } : null;
}

/** The headers of a customer's own call: theirs, and the D1 bookmark of their last write (decision 080). */
function requestHeaders(context: AppLoadContext, { headers, shopOrigin, visitor }: GraphQLCallOptions): Record<string, string> {
  const bookmark = bookmarkOf(context.session.get("d1Bookmark"));
  return {
    ...headers,
    ...(shopOrigin && { "x-shop-origin": shopOrigin }),
    ...(visitor && { "x-shop-visitor": visitor }),
    ...(bookmark && { [D1_BOOKMARK_HEADER]: bookmark }),
  };
}

/**
 * Keeps the bookmark a mutation's answer carried in the session, so this customer's later reads
 * see their write even on a read replica. Reads leave the session alone: they need no newer one.
 */
function rememberBookmark(context: AppLoadContext, response: Response): void {
  const kept = context.session.get("d1Bookmark");
  const later = laterBookmark(kept, response.headers.get(D1_BOOKMARK_HEADER));
  if (later !== null && later !== kept) context.session.set("d1Bookmark", later);
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
  const error = GraphQLFailure.from(result.error);
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

/** Runs a typed query; answers its data, or throws its GraphQLFailure. */
export const query = personalCall("query");

/** Runs a typed mutation, with the same token and 401 handling as query(); keeps the write's D1 bookmark. */
export const mutate = personalCall("mutation");

/** A call of the person asking: with their token (refreshed) and their D1 bookmark. */
function personalCall(kind: "query" | "mutation") {
  return async function call<Data, Variables extends AnyVariables>(
    context: AppLoadContext,
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    options: GraphQLCallOptions = {},
  ): Promise<Data> {
    // Not the same for everyone: a page that asked this is never kept (decision 042).
    context.pageRecorder?.personal();
    const token = await bearerFor(context, options);
    const answered = kind === "mutation" ? (response: Response) => rememberBookmark(context, response) : undefined;
    const client = graphqlClient(context, token, requestHeaders(context, options), answered);
    const result = await (kind === "mutation" ? client.mutation(document, variables) : client.query(document, variables)).toPromise();
    return answer(context, result, token, options);
  };
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
