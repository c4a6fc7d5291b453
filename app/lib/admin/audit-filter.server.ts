/**
 * The audit log's filter (decision 074): the URL's values checked before the api sees them, so a
 * value the log cannot hold is a 400 with the field's message, never an error page.
 */
import { z } from "zod";
import { AUDIT_FILTER_WORD, isAuditedRecord } from "../../../workers/core/audited-records";
import { dateRule } from "../../../workers/core/field-schemas";
import { parseWith } from "~/lib/core/form-schema.server";

const word = (max: number, message: string) =>
  z
    .string()
    .optional()
    .transform((value = "") => value.trim())
    .refine((value) => value.length <= max && AUDIT_FILTER_WORD.test(value), message)
    .transform((value) => value || undefined);

const auditFilterSchema = z.object({
  resource: z
    .string()
    .optional()
    .refine((value) => !value || isAuditedRecord(value), "Choose a record kind from the list")
    .transform((value) => value || undefined),
  resourceId: word(40, "Enter a record id: letters and digits, at most 40"),
  actor: word(254, "Enter an e-mail address: letters, digits and . _ - @ + only"),
  action: word(60, "Enter an action like classes.publish: letters, digits and . _ - only"),
  from: dateRule({ optional: true }).transform((value) => value || undefined),
  to: dateRule({ optional: true }).transform((value) => value || undefined),
});

export type AuditFilterValues = z.infer<typeof auditFilterSchema>;

const FIELDS = ["resource", "resourceId", "actor", "action", "from", "to"] as const;

/** The filter as typed (to show it again) and either the checked filter or each field's messages. */
export function readAuditFilter(params: URLSearchParams) {
  const typed = Object.fromEntries(FIELDS.map((field) => [field, (params.get(field) ?? "").slice(0, 300)])) as Record<(typeof FIELDS)[number], string>;
  return { typed, result: parseWith(auditFilterSchema, typed) };
}
