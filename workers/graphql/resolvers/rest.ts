/**
 * What the cart, checkout and account resolvers share when they call the REST api: field errors
 * named as the caller wrote them, identifiers checked before they enter a REST path, and enum
 * values between REST's lower case and GraphQL's upper case.
 */
import { GraphQLError } from "graphql";
import { badUserInput, numericId, type FieldMessages } from "./errors";

/** A REST field name as the GraphQL argument or input field is named: first_name → firstName. */
export const camelCase = (name: string): string => name.replace(/_([a-z0-9])/g, (_match, next: string) => next.toUpperCase());

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;

/** A REST row under GraphQL's field names (provider_id → providerId), its values as they are. */
export function graphqlFields<Row extends object>(row: Row): { [Field in keyof Row & string as CamelCase<Field>]: Row[Field] } {
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [camelCase(field), value])) as never;
}

/** A GraphQL input field's name as REST writes it: recipientName → recipient_name. */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

/**
 * A GraphQL input as its REST body: each field under its REST name (recipientName →
 * recipient_name) and a null — GraphQL's "not given" — left out, so REST applies its default or
 * keeps what is stored. Nested inputs pass as they are; a field REST wants otherwise (an id
 * checked, a null that clears) is written after it.
 */
export function restBody<Input extends object>(input: Input): { [Field in keyof Input & string as SnakeCase<Field>]: Exclude<Input[Field], null> } {
  const given = Object.entries(input).filter(([, value]) => value !== null && value !== undefined);
  return Object.fromEntries(given.map(([field, value]) => [snakeCase(field), value])) as never;
}

/** The summary `validate()` writes ("Invalid json: first_name: is required"), rebuilt under the new names. */
const VALIDATION_SUMMARY = /^Invalid (json|query|param): /;

/**
 * Awaits a REST call. An error with `fields` is re-issued with each field named as GraphQL names
 * it — `renames` first, else camelCase (REST `donation_cents` is the argument `donationCents`,
 * `first_name` the input field `firstName`) — keeping its code and reason (decision 003).
 */
export async function rest<T>(answer: Promise<T>, renames: Record<string, string> = {}): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    const fields = error instanceof GraphQLError ? (error.extensions.fields as FieldMessages | undefined) : undefined;
    if (!(error instanceof GraphQLError) || !fields) throw error;
    const named: FieldMessages = {};
    for (const [field, messages] of Object.entries(fields)) {
      const name = renames[field] ?? camelCase(field);
      named[name] = [...(named[name] ?? []), ...messages];
    }
    if (error.extensions.code === "BAD_USER_INPUT" && VALIDATION_SUMMARY.test(error.message)) {
      throw badUserInput(named, error.extensions.reason);
    }
    throw new GraphQLError(error.message, { extensions: { ...error.extensions, fields: named } });
  }
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cart or checkout id: a uuid, checked here so nothing else can enter the REST path. */
export function uuidArgument(value: string, argument: string, what = "a cart id (a uuid)"): string {
  if (!UUID_RE.test(value)) throw badUserInput({ [argument]: [`must be ${what}`] });
  return value.toLowerCase();
}

/** An optional numeric id argument: undefined stays undefined (REST leaves the field out). */
export function optionalId(value: string | null | undefined, argument: string): number | undefined {
  return value === undefined || value === null ? undefined : numericId(value, argument);
}

/** REST's lower-case value as the GraphQL enum value: "gift_card" → "GIFT_CARD". */
export const upper = <Value extends string>(value: Value): Uppercase<Value> => value.toUpperCase() as Uppercase<Value>;

/** A GraphQL enum value as REST writes it: "MEDIUM" → "medium". */
export const lower = <Value extends string>(value: Value): Lowercase<Value> => value.toLowerCase() as Lowercase<Value>;

/** A free REST string as one of an enum's values, or null when it is none of them. */
export function enumValue<Value extends string>(values: readonly Value[], value: string | null | undefined): Value | null {
  const candidate = value?.toUpperCase();
  return values.find((known) => known === candidate) ?? null;
}

/** Leaves out what GraphQL left out (undefined), so REST keeps the stored value; null passes (clears). */
export function defined<Body extends Record<string, unknown>>(body: Body): Partial<Body> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<Body>;
}
