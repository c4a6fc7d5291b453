/** What the account and sign-in forms share with the browser (no zod: it stays on the server). */

export type FieldErrors = Record<string, string[]>;

/** Spec §3 phone-locked registration: spice tolerance, as GraphQL's SpiceTolerance values. */
export const SPICE_TOLERANCES = [
  { value: "MILD", label: "Mild" },
  { value: "MEDIUM", label: "Medium" },
  { value: "HOT", label: "Hot" },
] as const;
export type SpiceToleranceValue = (typeof SPICE_TOLERANCES)[number]["value"];
