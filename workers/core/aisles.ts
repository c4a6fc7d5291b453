/** Where a measured ingredient is shelved, in the order a grocery list walks the store (decision 019). */
export const AISLES = ["produce", "meat", "seafood", "dairy", "bakery", "pantry", "spices", "frozen", "other"] as const;

export type Aisle = (typeof AISLES)[number];
