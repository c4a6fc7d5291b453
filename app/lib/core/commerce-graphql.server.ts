/**
 * GraphQL calls of the cart, checkout and gift card pages, through graphql.server.ts (which
 * sends the signed-in person's token: an order made while signed in is theirs). Adds the shop's
 * origin where the payment provider needs return addresses (`x-shop-origin`, decision 012) and
 * turns the api's expected failures into ApiFailure values a page can show.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { CombinedError, type AnyVariables, type TypedDocumentNode } from "@urql/core";
import { mutate, query, type GraphQLCallOptions } from "./graphql.server";

export interface CallOptions extends Pick<GraphQLCallOptions, "silent"> {
  /** The page's origin, for the payment provider's and the e-mails' links. */
  shopOrigin?: string;
  /** The visitor's address, for the public forms' per-visitor limits (decision 030). */
  visitor?: string;
}

/** An expected error of the api, as decision 003 and the graphql worker word it. */
export interface ApiFailure {
  /** BAD_USER_INPUT, NOT_FOUND, CONFLICT, GONE, UNAUTHENTICATED, FORBIDDEN, … */
  code: string;
  /** The api's own code: UNKNOWN, EXPIRED, CLASS_FULL, CART_ORDERED, NO_BALANCE, … */
  reason: string | null;
  message: string;
  fields: Record<string, string[]>;
}

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

/** The expected failure an error carries, or null for anything else (a bug, the api down). */
export function apiFailure(error: unknown): ApiFailure | null {
  if (!(error instanceof CombinedError)) return null;
  const first = error.graphQLErrors[0];
  const code = first?.extensions?.code;
  if (!first || typeof code !== "string" || !EXPECTED_CODES.has(code)) return null;
  const { reason, fields } = first.extensions;
  return {
    code,
    reason: typeof reason === "string" ? reason : null,
    message: first.message,
    fields: fields && typeof fields === "object" ? (fields as Record<string, string[]>) : {},
  };
}

function graphqlOptions({ shopOrigin, visitor, silent }: CallOptions): GraphQLCallOptions {
  const headers: Record<string, string> = {};
  if (shopOrigin) headers["x-shop-origin"] = shopOrigin;
  if (visitor) headers["x-shop-visitor"] = visitor;
  return { silent, headers: Object.keys(headers).length > 0 ? headers : undefined };
}

export function callQuery<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: CallOptions = {},
): Promise<Data> {
  return query(context, document, variables, graphqlOptions(options));
}

export function callMutation<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: CallOptions = {},
): Promise<Data> {
  return mutate(context, document, variables, graphqlOptions(options));
}

export type Attempt<T> = { value: T; failure?: undefined } | { value?: undefined; failure: ApiFailure };

/** Runs a call; an expected failure is answered as `{ failure }`, anything else is thrown. */
export async function attempt<T>(call: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { value: await call() };
  } catch (error) {
    const failure = apiFailure(error);
    if (failure) return { failure };
    throw error;
  }
}
