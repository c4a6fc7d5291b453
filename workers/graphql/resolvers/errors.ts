/** Expected errors of the catalog resolvers: BAD_USER_INPUT with fields, NOT_FOUND as null. */
import { GraphQLError } from "graphql";

export type FieldMessages = Record<string, string[]>;

/** `reason`: the api's own error code, kept when a REST error is re-issued under argument names. */
export function badUserInput(fields: FieldMessages, reason?: unknown): GraphQLError {
  const summary = Object.entries(fields)
    .map(([field, messages]) => `${field}: ${messages.join(", ")}`)
    .join("; ");
  return new GraphQLError(`Invalid input: ${summary}`, {
    extensions: { code: "BAD_USER_INPUT", ...(typeof reason === "string" && { reason }), fields },
  });
}

/** Nullable single-object queries answer null when REST says 404 (decision 006). */
export async function orNull<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === "NOT_FOUND") return null;
    throw error;
  }
}

/**
 * REST names its query fields in snake_case (user_zipcode); a GraphQL caller knows the argument
 * (zipcode). A REST 400 is re-issued under the argument names so `fields` points at what to fix.
 */
export async function withArgumentNames<T>(answer: Promise<T>, names: Record<string, string>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    const fields = error instanceof GraphQLError ? (error.extensions.fields as FieldMessages | undefined) : undefined;
    if (!(error instanceof GraphQLError) || error.extensions.code !== "BAD_USER_INPUT" || !fields) throw error;
    throw badUserInput(
      Object.fromEntries(Object.entries(fields).map(([field, messages]) => [names[field] ?? field, messages])),
      error.extensions.reason,
    );
  }
}

/** The id or key that names a resource in a REST path: checked here so it cannot leave the path. */
const PATH_KEY_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export function pathKey(value: string, argument: string): string {
  if (!PATH_KEY_RE.test(value)) {
    throw badUserInput({ [argument]: ["must be a numeric id or a key of letters, digits and dashes"] });
  }
  return value;
}

/** A numeric id argument (GraphQL IDs arrive as strings). */
export function numericId(value: string, argument: string): number {
  if (!/^\d{1,9}$/.test(value)) throw badUserInput({ [argument]: ["must be a numeric id"] });
  return Number(value);
}
