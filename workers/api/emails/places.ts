/**
 * Where a class is, in an e-mail's words (decision 059). Most kitchens are named for their town
 * (Logan in Logan), so "name, city" wrote "Logan, Logan": the place is written once.
 */

interface Kitchen {
  name: string;
  city: string;
}

const namedForItsCity = ({ name, city }: Kitchen) => !city.trim() || name.trim().toLowerCase().startsWith(city.trim().toLowerCase());

/** "Logan" for the kitchen named for its city; "Main Street Studio, Logan" otherwise. */
export const kitchenName = (kitchen: Kitchen) => (namedForItsCity(kitchen) ? kitchen.name.trim() : `${kitchen.name.trim()}, ${kitchen.city.trim()}`);

/** "our Logan kitchen" for the kitchen named for its city; "Main Street Studio, Logan" otherwise. */
export const kitchenPlace = (kitchen: Kitchen) => (namedForItsCity(kitchen) ? `our ${kitchen.name.trim()} kitchen` : kitchenName(kitchen));

/** How a line of an order reaches the customer, by its fulfillment's key, and from where. */
export function fulfillmentPlace(fulfillment: string, location: Kitchen): string {
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
