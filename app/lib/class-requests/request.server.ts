/**
 * The private-class request on the web (issue 9, decision 032): the form parsed by one schema,
 * the kitchens that host private classes, and the status page's read. Kept from robots like the
 * contact form: its honeypot field and minimum time (contact-form.ts), and the graphql worker's
 * per-visitor limit.
 */
import { RECORD_ID_PATTERN } from "../../../workers/core/field-rules";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { graphql } from "../../../graphql/generated/client";
import { CLASS_REQUEST_TOKEN_RE, GROUP_SIZE_MAX, GROUP_SIZE_MIN, MENU_WISHES_MAX, OCCASION_MAX } from "../../../workers/core/class-requests";
import { attempt, mutate, query } from "../core/graphql.server";
import { apiFieldErrors, type FieldErrors, type FormResult } from "../core/form-data";
import { emailField, optionalPhone, optionalText, parseWith, requiredText } from "../core/form-schema.server";
import { PREFERRED_DATE_FIELDS } from "./request-form";

const optionalDate = z
  .string()
  .optional()
  .transform((input, context) => {
    const value = input?.trim() ?? "";
    if (value === "") return "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      context.addIssue({ code: "custom", message: "Enter a date like 2027-03-14" });
      return z.NEVER;
    }
    return value;
  });

const requestSchema = z
  .object({
    locationId: z.string({ error: "Choose a kitchen" }).regex(RECORD_ID_PATTERN, "Choose a kitchen"),
    date1: optionalDate,
    date2: optionalDate,
    date3: optionalDate,
    groupSize: z
      .string({ error: "Enter how many people" })
      .trim()
      .regex(/^\d{1,3}$/, `Enter a number of people from ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX}`)
      .transform(Number)
      .refine((size) => size >= GROUP_SIZE_MIN && size <= GROUP_SIZE_MAX, `Enter a number of people from ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX}`),
    occasion: optionalText("the occasion", OCCASION_MAX),
    menuWishes: optionalText("your menu wishes", MENU_WISHES_MAX),
    name: requiredText("your name"),
    email: emailField(),
    phone: optionalPhone(),
  })
  .superRefine((form, context) => {
    if (!form.date1 && !form.date2 && !form.date3) context.addIssue({ code: "custom", path: ["date1"], message: "Give at least one date that suits your group" });
  })
  .transform(({ date1, date2, date3, ...rest }) => ({ ...rest, preferredDates: [...new Set([date1, date2, date3].filter(Boolean))] }));

export type ClassRequestForm = z.infer<typeof requestSchema>;

export const parseClassRequestForm = (values: Record<string, unknown>): FormResult<ClassRequestForm> => parseWith(requestSchema, values);

const PrivateClassKitchens = graphql(`
  query PrivateClassKitchens {
    locations(filter: { active: true }) {
      locations {
        id
        name
        allowCustomClass
      }
    }
  }
`);

const RequestPrivateClass = graphql(`
  mutation RequestPrivateClass($input: ClassRequestInput!) {
    requestPrivateClass(input: $input) {
      token
    }
  }
`);

/** A private-class request as its requester's page and the console's page show it. */
export const ClassRequestFields = graphql(`
  fragment ClassRequestFields on ClassRequest {
    token
    kitchen {
      id
      name
      city
      timezone
    }
    preferredDates
    groupSize
    occasion
    menuWishes
    name
    email
    phone
    status
    declineReason
    class {
      id
      name
      date
      path
    }
    createdAt
    updatedAt
  }
`);

const ClassRequestByToken = graphql(`
  query ClassRequestByToken($token: String!) {
    classRequest(token: $token) {
      ...ClassRequestFields
    }
  }
`);

/** The kitchens a group may ask for (those that host private classes). */
export async function privateClassKitchens(context: AppLoadContext): Promise<Array<{ value: string; label: string }>> {
  const { locations } = await query(context, PrivateClassKitchens, {});
  return locations.locations.filter((location) => location.allowCustomClass).map((location) => ({ value: location.id, label: location.name }));
}

/** Sends the request; the api's refusals come back under the form's fields. */
export async function requestPrivateClass(
  context: AppLoadContext,
  form: ClassRequestForm,
  request: Request,
): Promise<{ token?: string; errors?: FieldErrors; status: number }> {
  const sent = await attempt(() =>
    mutate(
      context,
      RequestPrivateClass,
      {
        input: {
          locationId: form.locationId,
          preferredDates: form.preferredDates,
          groupSize: form.groupSize,
          occasion: form.occasion,
          menuWishes: form.menuWishes,
          name: form.name,
          email: form.email,
          phone: form.phone || null,
        },
      },
      { visitor: request.headers.get("cf-connecting-ip") ?? undefined },
    ),
  );
  if (!sent.failure) return { token: sent.value.requestPrivateClass.token, status: 200 };
  if (sent.failure.code === "RATE_LIMITED") return { errors: { form: [sent.failure.message] }, status: 429 };
  const errors = apiFieldErrors(sent.failure.fields, {
    locationId: ["locationId", "Kitchen"],
    preferredDates: [PREFERRED_DATE_FIELDS[0], "Preferred dates"],
    groupSize: ["groupSize", "Group size"],
    occasion: ["occasion", "Occasion"],
    menuWishes: ["menuWishes", "Menu wishes"],
    name: ["name", "Name"],
    email: ["email", "E-mail"],
    phone: ["phone", "Phone"],
  });
  return { errors: Object.keys(errors).length > 0 ? errors : { form: [sent.failure.message] }, status: 400 };
}

/** The request behind a status page's token, or null (an unknown or malformed token). */
export async function classRequestByToken(context: AppLoadContext, token: string) {
  if (!CLASS_REQUEST_TOKEN_RE.test(token)) return null;
  const { classRequest } = await query(context, ClassRequestByToken, { token });
  return classRequest ?? null;
}
