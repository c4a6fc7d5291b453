/**
 * Shared test data. The seed runs at the real current time, because the api's default
 * class query starts at the current week (spec §9).
 */
export const SEED_NOW = new Date();

/** A few real zip centroids around our locations, instead of all 40,000. */
export const TEST_ZIPCODES = [
  { zipcode: "84321", city: "Logan", state: "UT", latitude: 41.7355, longitude: -111.8344 },
  { zipcode: "84341", city: "Logan", state: "UT", latitude: 41.7775, longitude: -111.8186 },
  { zipcode: "84302", city: "Brigham City", state: "UT", latitude: 41.5105, longitude: -112.0155 },
  { zipcode: "84401", city: "Ogden", state: "UT", latitude: 41.2216, longitude: -111.9624 },
  { zipcode: "84041", city: "Layton", state: "UT", latitude: 41.0719, longitude: -111.9627 },
  { zipcode: "84101", city: "Salt Lake City", state: "UT", latitude: 40.7559, longitude: -111.8967 },
  { zipcode: "84601", city: "Provo", state: "UT", latitude: 40.2338, longitude: -111.6585 },
  { zipcode: "83263", city: "Preston", state: "ID", latitude: 42.0963, longitude: -111.8766 },
  // A Logan outside Utah, and a Utah city far from every open kitchen (St. George is "coming soon").
  { zipcode: "43138", city: "Logan", state: "OH", latitude: 39.5372, longitude: -82.4126 },
  { zipcode: "84770", city: "Saint George", state: "UT", latitude: 37.1041, longitude: -113.5841 },
];
