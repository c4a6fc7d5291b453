/** The web worker's only data path: GraphQL through the GRAPHQL service binding (@urql/core). */
import { Client, fetchExchange, type AnyVariables, type TypedDocumentNode } from "@urql/core";
import type { AppLoadContext } from "@remix-run/cloudflare";

/** Host used for requests through the binding; the binding ignores it. */
const GRAPHQL_URL = "https://graphql.internal/graphql";

export function graphqlClient(context: AppLoadContext, bearerToken?: string): Client {
  return new Client({
    url: GRAPHQL_URL,
    exchanges: [fetchExchange],
    requestPolicy: "network-only",
    preferGetMethod: false,
    fetch: (input, init) => context.env.GRAPHQL.fetch(new Request(input as RequestInfo, init)),
    fetchOptions: (): RequestInit => {
      // Marks the shop's own operations: exempt from the partner rate limit (decision 007).
      const headers: Record<string, string> = { "x-shop-client": "web" };
      if (bearerToken) headers.authorization = `Bearer ${bearerToken}`;
      return { headers };
    },
  });
}

/** Runs a typed query; answers its data, or throws the GraphQL error to the error boundary. */
export async function query<Data, Variables extends AnyVariables>(
  context: AppLoadContext,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await graphqlClient(context).query(document, variables).toPromise();
  if (result.error || !result.data) {
    throw result.error ?? new Error("GraphQL answered without data");
  }
  return result.data;
}
