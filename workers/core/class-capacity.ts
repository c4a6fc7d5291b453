/**
 * A class's capacity (issue 27 step 2, decision 067): any whole number of seats from 1 to 200,
 * where it used to be one of the reservation sizes (8, 12, 20, 30). One rule and one message for
 * the console's form and the api. Plain functions only, so browser code may import them.
 */

export const CLASS_SEATS = Object.freeze({ min: 1, max: 200 });

export const CLASS_SEATS_MESSAGE = `Enter a whole number of seats from ${CLASS_SEATS.min} to ${CLASS_SEATS.max}`;

/**
 * The seats of a typed or posted value ("12", 12, " 3 "), or null when it is not a whole number
 * from 1 to 200 ("abc", "", 0, 2.5, 201, "1e2").
 */
export function classSeats(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,3}$/.test(text)) return null;
  const seats = Number(text);
  return seats >= CLASS_SEATS.min && seats <= CLASS_SEATS.max ? seats : null;
}

/** The name of the reservation size made for a number of seats no size had yet. */
export const reservationSizeName = (seats: number) => `${seats} ${seats === 1 ? "seat" : "seats"}`;
