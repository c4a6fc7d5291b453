/** Reading the expected errors of a GraphQL answer (decision 006) where a page can act on them. */
import { CombinedError } from "@urql/core";

export type FieldMessages = Record<string, string[]>;

/** The GraphQL error codes of the first error, e.g. BAD_USER_INPUT or API_UNAVAILABLE. */
export function graphqlErrorCode(error: unknown): string | undefined {
  if (!(error instanceof CombinedError)) return undefined;
  const code = error.graphQLErrors[0]?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * The field messages of a BAD_USER_INPUT error, keyed by the GraphQL argument names
 * (`zipcode`, `city`, `idOrSku`); null for any other error, which the caller rethrows.
 */
export function badUserInputFields(error: unknown): FieldMessages | null {
  if (!(error instanceof CombinedError)) return null;
  for (const graphqlError of error.graphQLErrors) {
    const { code, fields } = graphqlError.extensions ?? {};
    if (code !== "BAD_USER_INPUT") continue;
    if (fields && typeof fields === "object") return fields as FieldMessages;
    return { input: [graphqlError.message] };
  }
  return null;
}
