import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError, type FieldErrors } from "./errors";

interface Issues {
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>;
}

/** zod issues → field messages, keyed by the first path segment (the field's name). */
export function fieldErrors(error: Issues): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "_");
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}

/** `zValidator` that answers bad input with a 400 naming each field. */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields = fieldErrors(result.error);
      const summary = Object.entries(fields)
        .map(([field, messages]) => `${field}: ${messages.join(", ")}`)
        .join("; ");
      throw new ApiError(400, "BAD_REQUEST", `Invalid ${target}: ${summary}`, fields);
    }
  });
