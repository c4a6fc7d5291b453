/** Reading the checkout's guest fieldsets (decision 040): names required, allergies by key. */
import type { FieldErrors } from "../core/form-data";
import { BUYER_ATTENDS_FIELD, type GuestSlot } from "./guest-fields";

export interface GuestValue {
  classId: string;
  firstName: string;
  lastName: string;
  allergies: string[];
}

const ALLERGY_KEY = /^[a-z][a-z0-9-]{0,49}$/;

/** The guests as the checkout sends them, or the messages under each guest's fields. */
export function parseGuests(
  slots: readonly GuestSlot[],
  values: Record<string, string | string[]>,
): { ok: true; value: GuestValue[] } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string).trim() : "");
  const guests = slots.map((slot) => {
    const firstName = text(slot.fields.firstName);
    const lastName = text(slot.fields.lastName);
    const raw = values[slot.fields.allergies];
    const allergies = Array.isArray(raw) ? raw : typeof raw === "string" && raw !== "" ? [raw] : [];
    if (firstName === "") errors[slot.fields.firstName] = [`Enter the first name of ${slot.label.toLowerCase()}`];
    else if (firstName.length > 100) errors[slot.fields.firstName] = ["Use at most 100 characters"];
    if (lastName === "") errors[slot.fields.lastName] = [`Enter the last name of ${slot.label.toLowerCase()}`];
    else if (lastName.length > 100) errors[slot.fields.lastName] = ["Use at most 100 characters"];
    if (allergies.some((key) => !ALLERGY_KEY.test(key)) || allergies.length > 30) errors[slot.fields.allergies] = ["Choose allergies from the list"];
    return { classId: slot.classId, firstName, lastName, allergies };
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: guests };
}

/**
 * "I'm attending": the first guest is the buyer. Without JavaScript the first guest's empty
 * fields are filled here from the buyer's; with it, the page copies them as they are typed.
 */
export function withBuyerAsFirstGuest(
  slots: readonly GuestSlot[],
  values: Record<string, string | string[]>,
): Record<string, string | string[]> {
  const first = slots[0];
  if (!first || values[BUYER_ATTENDS_FIELD] !== "on") return values;
  const empty = (name: string) => {
    const value = values[name];
    return value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
  };
  const filled = { ...values };
  if (empty(first.fields.firstName)) filled[first.fields.firstName] = values.firstName ?? "";
  if (empty(first.fields.lastName)) filled[first.fields.lastName] = values.lastName ?? "";
  if (empty(first.fields.allergies)) filled[first.fields.allergies] = values.allergies ?? [];
  return filled;
}
