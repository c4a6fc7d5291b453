/** Wording of catalog facts shared by the class, location and meal pages. Times and money have their own helpers in workers/core. */

/**
 * A class's own page: under its fulfillment's list page (the API's `Fulfillment.path`: /classes,
 * /pickup or /delivery; decision 004 lists shipping with delivery). The one way to link a class.
 */
export function classHref(shopClass: { sku: string; fulfillment: { path: string } }): string {
  return `${shopClass.fulfillment.path}/${encodeURIComponent(shopClass.sku)}`;
}

/** "7 seats left", "1 seat left", "Full", or "Canceled" (a canceled class has no seats to offer). */
export function seatsText(seatsLeft: number, canceled = false): string {
  if (canceled) return "Canceled";
  if (seatsLeft <= 0) return "Full";
  return seatsLeft === 1 ? "1 seat left" : `${seatsLeft} seats left`;
}

/** "4.2 mi": the api answers miles with one decimal (decision 006). */
export function distanceText(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}

/** The lowest of the prices, for "from $47.99"; undefined when there is none. */
export function lowestPrice(pricesCents: readonly number[]): number | undefined {
  return pricesCents.length === 0 ? undefined : Math.min(...pricesCents);
}


/** "Dairy, Wheat and Gluten". */
export function listText(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** "Contains Dairy, Wheat and Gluten", or a calm "No common allergens". */
export function allergenText(allergens: readonly { name: string }[]): string {
  return allergens.length === 0 ? "No common allergens" : `Contains ${listText(allergens.map((allergen) => allergen.name))}`;
}

