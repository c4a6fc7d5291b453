/** Errors of the partner limits: a GraphQL error with a code, answered with an HTTP status. */
import { GraphQLError, type ASTNode } from "graphql";

export type LimitCode = "QUERY_TOO_DEEP" | "TOO_MANY_ALIASES" | "QUERY_TOO_COMPLEX" | "QUERY_TOO_LARGE" | "RATE_LIMITED";

export function limitError(
  message: string,
  code: LimitCode,
  details: Record<string, number>,
  { status = 400, headers, node }: { status?: number; headers?: Record<string, string>; node?: ASTNode } = {},
): GraphQLError {
  return new GraphQLError(message, {
    nodes: node,
    // `spec: false` keeps the status for `accept: application/json` too (Yoga answers its own
    // validation errors with 200 there); `http` itself never reaches the client.
    extensions: { code, ...details, http: { status, spec: false, headers } },
  });
}
