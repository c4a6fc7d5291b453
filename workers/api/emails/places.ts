/**
 * Where a class is, in an e-mail's words (decision 059). Most kitchens are named for their town
 * (Logan in Logan), so "name, city" wrote "Logan, Logan": the place is written once.
 */

/** "our Logan kitchen" when the kitchen is named for its city; "Main Street Studio, Logan" otherwise. */
export function kitchenPlace(location: { name: string; city: string }): string {
  const name = location.name.trim();
  const city = location.city.trim();
  return !city || name.toLowerCase().startsWith(city.toLowerCase()) ? `our ${name} kitchen` : `${name}, ${city}`;
}

/** How a line of an order reaches the customer, by its fulfillment's key, and from where. */
export function fulfillmentPlace(fulfillment: string, location: { name: string; city: string }): string {
  const place = kitchenPlace(location);
  switch (fulfillment) {
    case "in-person":
      return `In-person class at ${place}`;
    case "pre-assembled":
      return `Pickup at ${place}`;
    case "delivery":
      return `Delivered from ${place}`;
    case "shipping":
      return `Shipped from ${place}`;
    default:
      return `${fulfillment} at ${place}`;
  }
}
