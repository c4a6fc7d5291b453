/**
 * The checkout form (spec §3 registration payload: first and last name, e-mail, phone,
 * allergies; in the phone-locked variant also spice tolerance and allergy notes), plus the
 * address when a class is delivered or shipped, and the attempt's idempotency key.
 */
import { z } from "zod";
import { phoneRule } from "../../../workers/core/field-schemas";
import { formatPhone, parseZipcode, type PostalAddress } from "../../../workers/core/input-formats";
import type { FormResult } from "../core/form-data";
import { emailField, optionalText, parseWith, requiredText } from "../core/form-schema.server";
import { IDEMPOTENCY_KEY_RE } from "./idempotency";

export const SPICE_TOLERANCES = ["MILD", "MEDIUM", "HOT"] as const;
export type SpiceToleranceChoice = (typeof SPICE_TOLERANCES)[number];

/** Spec §5 tel: ten digits shaped (###) ###-####; stored as the digits. */
const phoneField = phoneRule();
const optionalPhone = phoneRule({ optional: true });

/** Spec §5 zip: five digits, optionally a hyphen and four more. */
const zipcodeField = z.string({ error: "Enter a zip code like 84321" }).refine(
  (input) => parseZipcode(input) !== null,
  "Enter a zip code like 84321",
);

const stateField = z
  .string({ error: "Enter the two-letter state, e.g. UT" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Enter the two-letter state, e.g. UT");

const keyField = z
  .string({ error: "This form is out of date. Please submit it again." })
  .regex(IDEMPOTENCY_KEY_RE, "This form is out of date. Please submit it again.");

const contactFields = {
  idempotencyKey: keyField,
  firstName: requiredText("your first name"),
  lastName: requiredText("your last name"),
  email: emailField(),
  phone: phoneField,
  allergies: z.array(z.string().regex(/^[a-z][a-z0-9-]{0,49}$/, "Choose allergies from the list")).max(30).default([]),
  allergyNotes: optionalText("allergy notes", 1000),
  spiceTolerance: z
    .union([z.enum(SPICE_TOLERANCES), z.literal("")], { error: "Choose mild, medium or hot" })
    .optional()
    .transform((value) => (value ? value : null)),
  expectedAmountDueCents: z.coerce.number().int().min(0).optional(),
};

const addressFields = {
  addressName: requiredText("the name for the delivery"),
  street: requiredText("the street address", 200),
  street2: optionalText("the second address line", 200),
  city: requiredText("the city"),
  state: stateField,
  zipcode: zipcodeField,
  addressPhone: optionalPhone,
};

const withoutAddress = z.object(contactFields);
const withAddress = z.object({ ...contactFields, ...addressFields });

export type CheckoutContact = z.infer<typeof withoutAddress>;
export type CheckoutAddress = PostalAddress;
export type CheckoutForm = CheckoutContact & { address: CheckoutAddress | null };

/** Parses the checkout form; the address is required when a class is delivered or shipped. */
export function parseCheckoutForm(values: Record<string, unknown>, needsAddress: boolean): FormResult<CheckoutForm> {
  if (!needsAddress) {
    const parsed = parseWith(withoutAddress, values);
    return parsed.ok ? { ok: true, value: { ...parsed.value, address: null } } : parsed;
  }
  const parsed = parseWith(withAddress, values);
  if (!parsed.ok) return parsed;
  const { addressName, street, street2, city, state, zipcode, addressPhone, ...contact } = parsed.value;
  return {
    ok: true,
    value: { ...contact, address: { name: addressName, street, street2, city, state, zipcode, phone: addressPhone } },
  };
}

/**
 * The api's field names (REST snake_case, or GraphQL's camelCase, possibly under `address.`) as
 * the form's field names, so its messages land under the right field.
 */
export function checkoutFieldName(apiField: string): string {
  const camel = apiField.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const [head, tail] = camel.split(".");
  if (head === "address" && tail) {
    if (tail === "name") return "addressName";
    if (tail === "phone") return "addressPhone";
    return tail;
  }
  if (head === "input" && tail) return checkoutFieldName(tail);
  return head ?? camel;
}

/** A delivery address as the checkout form's fields show it again. */
export function addressValues(address: PostalAddress) {
  return {
    addressName: address.name,
    street: address.street,
    street2: address.street2,
    city: address.city,
    state: address.state,
    zipcode: address.zipcode,
    addressPhone: address.phone ? formatPhone(address.phone) : "",
  };
}
