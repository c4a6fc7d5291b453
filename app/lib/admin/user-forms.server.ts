/** The user page's forms (issue 8 Users): one zod schema per intent, field messages on failure. */
import { z } from "zod";
import { phoneRule } from "../../../workers/core/field-schemas";
import { parseWith, requiredText } from "~/lib/core/form-schema.server";
import type { FormResult } from "~/lib/core/form-data";

export const userForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("update"),
    firstName: requiredText("a first name"),
    lastName: requiredText("a last name"),
    phone: phoneRule({ optional: true }),
  }),
  z.object({ intent: z.literal("roles"), roles: z.array(z.string().regex(/^[a-z-]{1,30}$/, "Choose roles from the list")).max(10) }),
  z.object({ intent: z.literal("disable") }),
  z.object({ intent: z.literal("enable") }),
]);

export type UserForm = z.infer<typeof userForm>;

/** The posted form as typed values, or its field messages. Roles come as repeated checkboxes. */
export function parseUserForm(form: FormData): FormResult<UserForm> {
  return parseWith(userForm, {
    intent: form.get("intent"),
    firstName: form.get("firstName") ?? undefined,
    lastName: form.get("lastName") ?? undefined,
    phone: form.get("phone") ?? "",
    roles: form.getAll("roles"),
  });
}
