/**
 * The checkout's guests (decision 040): one fieldset per seat of each seats or pairs line, each
 * asking the guest's first and last name and allergies. Field names carry the class and the
 * guest's number, so the form works without JavaScript and its messages land on the field.
 */
import type { CartLineView } from "../cart/cart-format";

export interface GuestSlot {
  classId: string;
  className: string;
  /** 1-based among the line's guests. */
  number: number;
  /** "Guest 2 of 3", "Couple 1, guest 2" */
  label: string;
  fields: { firstName: string; lastName: string; allergies: string };
}

export const guestField = (classId: string, number: number, field: "firstName" | "lastName" | "allergies") =>
  `guest-${classId}-${number}-${field}`;

/** The checkbox "I'm attending" above the guests: the first guest is the buyer (decision 069). */
export const BUYER_ATTENDS_FIELD = "buyerAttends";

/** Every guest the checkout asks about, line by line. */
export function guestSlots(lines: readonly CartLineView[]): GuestSlot[] {
  return lines.flatMap((line) => {
    if (!line.guests) return [];
    const { seats, offer } = line.guests;
    return Array.from({ length: seats }, (_, index) => {
      const number = index + 1;
      const label =
        offer.offer === "PAIRS" ? `Couple ${Math.ceil(number / 2)}, guest ${((number - 1) % 2) + 1}` : `Guest ${number} of ${seats}`;
      return {
        classId: line.classId,
        className: line.name,
        number,
        label,
        fields: {
          firstName: guestField(line.classId, number, "firstName"),
          lastName: guestField(line.classId, number, "lastName"),
          allergies: guestField(line.classId, number, "allergies"),
        },
      };
    });
  });
}

/** The field names that repeat (each guest's allergy checkboxes). */
export const guestAllergyFields = (slots: readonly GuestSlot[]) => slots.map((slot) => slot.fields.allergies);
