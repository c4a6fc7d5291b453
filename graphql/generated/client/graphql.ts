/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

export type Allergy = {
  __typename?: 'Allergy';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A charity drive a cart may add a donation to. */
export type CharityWindow = {
  __typename?: 'CharityWindow';
  description: Scalars['String']['output'];
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  startsAt: Scalars['String']['output'];
  /** Suggested donations in cents. */
  suggestedAmounts: Array<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
};

/** The city lookup of spec §3. */
export type CityLookup = {
  __typename?: 'CityLookup';
  closestZipcode: ZipcodeCentroid;
  name: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zipcodes: Array<ZipcodeInfo>;
};

/** An in-person class, a pickup slot or a delivery window. */
export type Class = {
  __typename?: 'Class';
  canceled: Scalars['Boolean']['output'];
  classIsPublic: Scalars['Boolean']['output'];
  classType: ClassType;
  /** Start as an ISO-8601 UTC instant. */
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  fulfillment: Fulfillment;
  host?: Maybe<ClassHost>;
  id: Scalars['ID']['output'];
  location: Location;
  /** The month's menu the class cooks from. */
  menu?: Maybe<Menu>;
  name: Scalars['String']['output'];
  /** Every portion option of the class's type, half before full, fewest meals first. */
  prices: Array<ClassPrice>;
  /** Seats of the class's reservation size. */
  seats: Scalars['Int']['output'];
  seatsLeft: Scalars['Int']['output'];
  /** Stable public identifier, used in page addresses: /classes/{sku}. */
  sku: Scalars['String']['output'];
};

/** The class-list filter of spec §3. */
export type ClassFilter = {
  /** Classes starting on or after this date or instant; defaults to the start of the current week. */
  afterDate?: InputMaybe<Scalars['String']['input']>;
  /** Classes starting before this date (YYYY-MM-DD) or instant. */
  beforeDate?: InputMaybe<Scalars['String']['input']>;
  canceled?: InputMaybe<Scalars['Boolean']['input']>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Fulfillment key (in-person, pre-assembled, delivery, shipping) or id. */
  method?: InputMaybe<Scalars['String']['input']>;
  /** A month as YYYY-MM, read in America/Denver. */
  month?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to true: public classes only. */
  publicClass?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ClassHost = {
  __typename?: 'ClassHost';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

/** One portion option of a class and its price. */
export type ClassPrice = {
  __typename?: 'ClassPrice';
  portionQuantity: PortionQuantity;
  portionSize: PortionSize;
  priceCents: Scalars['Int']['output'];
};

/** Meal assembly, cooking class, kids in the kitchen or private party, with its price matrix. */
export type ClassType = {
  __typename?: 'ClassType';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  prices: Array<ClassPrice>;
};

/** The ways a class reaches a customer (spec §3): ids 1 class, 2 pickup, 3 delivery; 4 shipping. */
export type Fulfillment = {
  __typename?: 'Fulfillment';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** in-person, pre-assembled, delivery or shipping */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The customer page that lists this fulfillment's classes: /classes, /pickup or /delivery. */
  path: Scalars['String']['output'];
};

export type Location = {
  __typename?: 'Location';
  active: Scalars['Boolean']['output'];
  /** Months (1–12) the location runs classes; null means all year. */
  activeMonths?: Maybe<Array<Scalars['Int']['output']>>;
  address: Address;
  allowCustomClass: Scalars['Boolean']['output'];
  calendarId?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  /** Miles from the position of the `locations` query, one decimal; null without a position. */
  distance?: Maybe<Scalars['Float']['output']>;
  email: Scalars['String']['output'];
  /** The ids of the fulfillments it offers (spec §3 location_fulfillment_ids). */
  fulfillmentIds: Array<Scalars['ID']['output']>;
  fulfillments: Array<Fulfillment>;
  id: Scalars['ID']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** Whether the location ships meal kits. */
  shipping: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
  /** IANA timezone; class times are shown in it. */
  timezone: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

/**
 * The filter of the location lookup (spec §7). A position is latitude and longitude, or a zip code;
 * with a position the list is ordered by distance and cut at mileRadius (default 100, spec §9).
 */
export type LocationFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only locations with not canceled classes from now on. */
  classFuture?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only locations with public, not canceled classes. */
  classPublic?: InputMaybe<Scalars['Boolean']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** Miles, more than 0 and at most 3000; needs a position. */
  mileRadius?: InputMaybe<Scalars['Float']['input']>;
  /** 5 digits, optionally -4 more. */
  zipcode?: InputMaybe<Scalars['String']['input']>;
};

export type LocationList = {
  __typename?: 'LocationList';
  locations: Array<Location>;
  /**
   * "We do not offer services in this area" when a position is given and no location is in range
   * (spec §8: tolerated, the page still loads); null otherwise.
   */
  message?: Maybe<Scalars['String']['output']>;
  /** The radius applied, in miles; null without a position. */
  mileRadius?: Maybe<Scalars['Float']['output']>;
};

export type Meal = {
  __typename?: 'Meal';
  active: Scalars['Boolean']['output'];
  allergens: Array<Allergy>;
  calories?: Maybe<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Ingredients in label order, comma separated as printed on the kit. */
  ingredients: Scalars['String']['output'];
  /** Steps, one per line. */
  instructions: Scalars['String']['output'];
  mealType: MealType;
  name: Scalars['String']['output'];
  /** Price of one full-size kit in cents. */
  priceCents: Scalars['Int']['output'];
  serves: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type MealFilter = {
  /** Defaults to true. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Allergy keys: meals containing any of them are left out. */
  allergyFree?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A meal type key: entree, side, soup, breakfast, dessert. */
  mealType?: InputMaybe<Scalars['String']['input']>;
  menuId?: InputMaybe<Scalars['ID']['input']>;
};

export type MealType = {
  __typename?: 'MealType';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A month's menu. */
export type Menu = {
  __typename?: 'Menu';
  description: Scalars['String']['output'];
  /** Last day served, YYYY-MM-DD. */
  endsOn: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** In menu order. */
  meals: Array<Meal>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** First day served, YYYY-MM-DD. */
  startsOn: Scalars['String']['output'];
};

/** How many meal kits a registration takes home (spec §3 portion_variation.portion_quantity). */
export type PortionQuantity = {
  __typename?: 'PortionQuantity';
  id: Scalars['ID']['output'];
  mealCount: Scalars['Int']['output'];
};

/** A portion size of a registration (spec §3 portion_variation.portion_size). */
export type PortionSize = {
  __typename?: 'PortionSize';
  id: Scalars['ID']['output'];
  /** half or full */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** How many people it feeds, as printed: 2–3, 4–6. */
  serves: Scalars['String']['output'];
};

/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type Query = {
  __typename?: 'Query';
  allergies: Array<Allergy>;
  /** Null when there is no such location; an unknown zip code is BAD_USER_INPUT. */
  checkMismatchZip?: Maybe<ZipMismatch>;
  /**
   * A city by zip code (5 digits, optionally -4) or by name (Utah first unless `state` is given).
   * Null when nothing matches.
   */
  cityLookup?: Maybe<CityLookup>;
  /**
   * One class by numeric id or sku, with prices, class type and menu; private and canceled
   * classes too (a customer may hold a link). Null when there is no such class.
   */
  class?: Maybe<Class>;
  /**
   * Partners: the public, not canceled classes from `from` (inclusive) to `to` (exclusive), both
   * YYYY-MM-DD in America/Denver, at most 92 days apart.
   */
  classSchedule: Array<Class>;
  classTypes: Array<ClassType>;
  /** Upcoming classes, from the start of the current week unless the filter says otherwise. */
  classes: Array<Class>;
  /** The drive open now; null when none is. */
  currentCharityWindow?: Maybe<CharityWindow>;
  /** By numeric id or key; null when there is no such fulfillment. */
  fulfillment?: Maybe<Fulfillment>;
  fulfillments: Array<Fulfillment>;
  /** Null when there is no such location. */
  location?: Maybe<Location>;
  locations: LocationList;
  /** By numeric id or slug; null when there is no such meal. */
  meal?: Maybe<Meal>;
  mealTypes: Array<MealType>;
  meals: Array<Meal>;
  /** By numeric id or slug; null when there is no such menu. */
  menu?: Maybe<Menu>;
  /** Menus in date order; with a month (YYYY-MM), the menus served in that month. */
  menus: Array<Menu>;
  /** Always true: a cheap probe for monitors and partners. */
  ok: Scalars['Boolean']['output'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryCheckMismatchZipArgs = {
  locationId: Scalars['ID']['input'];
  zipcode: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryCityLookupArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassArgs = {
  idOrSku: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassScheduleArgs = {
  from: Scalars['String']['input'];
  fulfillment?: InputMaybe<Scalars['String']['input']>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  to: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassesArgs = {
  filter?: InputMaybe<ClassFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryFulfillmentArgs = {
  idOrKey: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryLocationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryLocationsArgs = {
  filter?: InputMaybe<LocationFilter>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryMealArgs = {
  idOrSlug: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryMealsArgs = {
  filter?: InputMaybe<MealFilter>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryMenuArgs = {
  idOrSlug: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryMenusArgs = {
  month?: InputMaybe<Scalars['String']['input']>;
};

/** Business days a location needs to deliver or ship to a zip code. */
export type ShippingOffset = {
  __typename?: 'ShippingOffset';
  location?: Maybe<Location>;
  locationId: Scalars['ID']['output'];
  offsetDays: Scalars['Int']['output'];
};

/** Whether a zip code is better served by another location than the chosen one (decision 006). */
export type ZipMismatch = {
  __typename?: 'ZipMismatch';
  closestDistance: Scalars['Float']['output'];
  closestLocation?: Maybe<Location>;
  closestLocationId: Scalars['ID']['output'];
  /** Whether the chosen location delivers or ships to the zip code. */
  delivers: Scalars['Boolean']['output'];
  /** Miles from the chosen location to the zip code's centroid. */
  distance: Scalars['Float']['output'];
  locationId: Scalars['ID']['output'];
  /** True when another open location is closer to the zip code. */
  mismatch: Scalars['Boolean']['output'];
  offsetDays?: Maybe<Scalars['Int']['output']>;
  zipcode: Scalars['String']['output'];
};

export type ZipcodeCentroid = {
  __typename?: 'ZipcodeCentroid';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  zipcode: Scalars['String']['output'];
};

export type ZipcodeInfo = {
  __typename?: 'ZipcodeInfo';
  shippingOffsets: Array<ShippingOffset>;
  zipcode: Scalars['String']['output'];
};

export type ClassCardFragment = { __typename?: 'Class', id: string, sku: string, name: string, date: string, seats: number, seatsLeft: number, canceled: boolean, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', name: string, city: string, state: string, timezone: string } };

export type LocationCardFragment = { __typename?: 'Location', id: string, name: string, phone: string, distance?: number | null, address: { __typename?: 'Address', street: string, city: string, state: string, zipcode: string }, fulfillments: Array<{ __typename?: 'Fulfillment', id: string, key: string, name: string }> };

export type ClassDetailQueryVariables = Exact<{
  idOrSku: Scalars['String']['input'];
}>;


export type ClassDetailQuery = { __typename?: 'Query', class?: { __typename?: 'Class', id: string, sku: string, name: string, description: string, date: string, durationMinutes: number, classIsPublic: boolean, canceled: boolean, seats: number, seatsLeft: number, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string, description: string }, host?: { __typename?: 'ClassHost', firstName: string, lastName: string } | null, classType: { __typename?: 'ClassType', name: string }, location: { __typename?: 'Location', id: string, name: string, phone: string, timezone: string, address: { __typename?: 'Address', street: string, city: string, state: string, zipcode: string } }, prices: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', mealCount: number } }>, menu?: { __typename?: 'Menu', id: string, name: string, meals: Array<{ __typename?: 'Meal', id: string, slug: string, name: string, description: string, mealType: { __typename?: 'MealType', name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }> }> } | null } | null };

export type ClassListEntryFragment = { __typename?: 'Class', id: string, sku: string, name: string, date: string, durationMinutes: number, seatsLeft: number, canceled: boolean, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', id: string, name: string, timezone: string }, classType: { __typename?: 'ClassType', id: string } };

export type ClassListQueryVariables = Exact<{
  filter: ClassFilter;
  alsoFilter: ClassFilter;
  withAlso: Scalars['Boolean']['input'];
  first: Scalars['Int']['input'];
}>;


export type ClassListQuery = { __typename?: 'Query', classes: Array<{ __typename?: 'Class', id: string, sku: string, name: string, date: string, durationMinutes: number, seatsLeft: number, canceled: boolean, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', id: string, name: string, timezone: string }, classType: { __typename?: 'ClassType', id: string } }>, alsoClasses?: Array<{ __typename?: 'Class', id: string, sku: string, name: string, date: string, durationMinutes: number, seatsLeft: number, canceled: boolean, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', id: string, name: string, timezone: string }, classType: { __typename?: 'ClassType', id: string } }>, classTypes: Array<{ __typename?: 'ClassType', id: string, prices: Array<{ __typename?: 'ClassPrice', priceCents: number }> }>, locations: { __typename?: 'LocationList', locations: Array<{ __typename?: 'Location', id: string, name: string, fulfillments: Array<{ __typename?: 'Fulfillment', key: string }> }> } };

export type LocationsNearQueryVariables = Exact<{
  zipcode: Scalars['String']['input'];
  mileRadius: Scalars['Float']['input'];
}>;


export type LocationsNearQuery = { __typename?: 'Query', locations: { __typename?: 'LocationList', message?: string | null, mileRadius?: number | null, locations: Array<{ __typename?: 'Location', id: string, name: string, phone: string, distance?: number | null, address: { __typename?: 'Address', street: string, city: string, state: string, zipcode: string }, fulfillments: Array<{ __typename?: 'Fulfillment', id: string, key: string, name: string }> }> } };

export type CityZipcodeQueryVariables = Exact<{
  city: Scalars['String']['input'];
}>;


export type CityZipcodeQuery = { __typename?: 'Query', cityLookup?: { __typename?: 'CityLookup', name: string, state: string, closestZipcode: { __typename?: 'ZipcodeCentroid', zipcode: string } } | null };

export type AllLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllLocationsQuery = { __typename?: 'Query', locations: { __typename?: 'LocationList', locations: Array<{ __typename?: 'Location', id: string, name: string, phone: string, distance?: number | null, address: { __typename?: 'Address', street: string, city: string, state: string, zipcode: string }, fulfillments: Array<{ __typename?: 'Fulfillment', id: string, key: string, name: string }> }> } };

export type MenuMealFragment = { __typename?: 'Meal', id: string, slug: string, name: string, description: string, priceCents: number, serves: number, mealType: { __typename?: 'MealType', id: string, key: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }> };

export type MenuPageQueryVariables = Exact<{
  month: Scalars['String']['input'];
  withPortionOptions: Scalars['Boolean']['input'];
}>;


export type MenuPageQuery = { __typename?: 'Query', menus: Array<{ __typename?: 'Menu', id: string, name: string, description: string }>, allergies: Array<{ __typename?: 'Allergy', key: string, name: string }>, classTypes?: Array<{ __typename?: 'ClassType', id: string, name: string, description: string, prices: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', mealCount: number } }> }> };

export type MenuMealsQueryVariables = Exact<{
  menuId: Scalars['ID']['input'];
  allergyFree?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  filtering: Scalars['Boolean']['input'];
}>;


export type MenuMealsQuery = { __typename?: 'Query', meals: Array<{ __typename?: 'Meal', id: string, slug: string, name: string, description: string, priceCents: number, serves: number, mealType: { __typename?: 'MealType', id: string, key: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }> }>, everyMeal?: Array<{ __typename?: 'Meal', id: string }> };

export type ChooseMenuClassesQueryVariables = Exact<{
  filter?: InputMaybe<ClassFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ChooseMenuClassesQuery = { __typename?: 'Query', classes: Array<{ __typename?: 'Class', id: string, sku: string, name: string, date: string, seats: number, seatsLeft: number, canceled: boolean, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', name: string, city: string, state: string, timezone: string } }> };

export type MealDetailQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
}>;


export type MealDetailQuery = { __typename?: 'Query', meal?: { __typename?: 'Meal', id: string, slug: string, name: string, description: string, ingredients: string, instructions: string, priceCents: number, serves: number, calories?: number | null, mealType: { __typename?: 'MealType', name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }> } | null };

export const ClassCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<ClassCardFragment, unknown>;
export const LocationCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LocationCardFragment, unknown>;
export const ClassListEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassListEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClassListEntryFragment, unknown>;
export const MenuMealFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MenuMealFragment, unknown>;
export const ClassDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSku"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"classIsPublic"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClassDetailQuery, ClassDetailQueryVariables>;
export const ClassListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alsoFilter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withAlso"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassListEntry"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"alsoClasses"},"name":{"kind":"Name","value":"classes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alsoFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withAlso"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassListEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassListEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClassListQuery, ClassListQueryVariables>;
export const LocationsNearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationsNear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mileRadius"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"zipcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"mileRadius"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mileRadius"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mileRadius"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LocationsNearQuery, LocationsNearQueryVariables>;
export const CityZipcodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CityZipcode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cityLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closestZipcode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}}]}}]} as unknown as DocumentNode<CityZipcodeQuery, CityZipcodeQueryVariables>;
export const AllLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AllLocationsQuery, AllLocationsQueryVariables>;
export const MenuPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withPortionOptions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classTypes"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withPortionOptions"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}}]}}]} as unknown as DocumentNode<MenuPageQuery, MenuPageQueryVariables>;
export const MenuMealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuMeals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allergyFree"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtering"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"menuId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"allergyFree"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allergyFree"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuMeal"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"everyMeal"},"name":{"kind":"Name","value":"meals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"menuId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtering"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MenuMealsQuery, MenuMealsQueryVariables>;
export const ChooseMenuClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChooseMenuClasses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<ChooseMenuClassesQuery, ChooseMenuClassesQueryVariables>;
export const MealDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MealDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MealDetailQuery, MealDetailQueryVariables>;