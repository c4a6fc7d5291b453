import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Field name → messages a person can act on. */
export type FieldErrors = Record<string, string[]>;

/** An expected failure: answered with its status and a JSON error body, never a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

/** A 400 naming each field and what to do about it. */
export const fieldsRefused = (fields: FieldErrors) => new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", fields);

export const notFound = (what: string) => new ApiError(404, "NOT_FOUND", `${what} was not found`);

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}

/** One error shape for the whole api: `{ error: { code, message, fields? } }`. */
export function onError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    return c.json<ErrorBody>(
      { error: { code: err.code, message: err.message, fields: err.fields } },
      err.status,
    );
  }
  if (err instanceof HTTPException) {
    // Hono's validator throws these for a body that is not JSON: the caller's mistake.
    const code = err.status === 400 ? "BAD_REQUEST" : "HTTP_ERROR";
    return c.json<ErrorBody>({ error: { code, message: err.message || "Request failed" } }, err.status);
  }
  console.error("api: unexpected error", c.req.method, c.req.path, err);
  return c.json<ErrorBody>(
    { error: { code: "INTERNAL", message: "Something went wrong on our side" } },
    500,
  );
}
