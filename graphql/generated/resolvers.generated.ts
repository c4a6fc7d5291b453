import type { GraphQLResolveInfo } from 'graphql';
import type { ClassModel as ClassModelModel, LocationModel as LocationModelModel, MenuModel as MenuModelModel, MealModel as MealModelModel, MealTypeModel as MealTypeModelModel, AllergyModel as AllergyModelModel, FulfillmentModel as FulfillmentModelModel, ClassTypeModel as ClassTypeModelModel, ClassPriceModel as ClassPriceModelModel, PortionSizeModel as PortionSizeModelModel, PortionQuantityModel as PortionQuantityModelModel, CityLookupModel as CityLookupModelModel, ZipcodeInfoModel as ZipcodeInfoModelModel, ShippingOffsetModel as ShippingOffsetModelModel, ZipcodeCentroidModel as ZipcodeCentroidModelModel, ZipMismatchModel as ZipMismatchModelModel, CharityWindowModel as CharityWindowModelModel } from '../../workers/graphql/resolvers/models';
import type { GraphQLContext } from '../../workers/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  Allergy: ResolverTypeWrapper<AllergyModelModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CharityWindow: ResolverTypeWrapper<CharityWindowModelModel>;
  CityLookup: ResolverTypeWrapper<CityLookupModelModel>;
  Class: ResolverTypeWrapper<ClassModelModel>;
  ClassFilter: ClassFilter;
  ClassHost: ResolverTypeWrapper<ClassHost>;
  ClassPrice: ResolverTypeWrapper<ClassPriceModelModel>;
  ClassType: ResolverTypeWrapper<ClassTypeModelModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Fulfillment: ResolverTypeWrapper<FulfillmentModelModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Location: ResolverTypeWrapper<LocationModelModel>;
  LocationFilter: LocationFilter;
  LocationList: ResolverTypeWrapper<Omit<LocationList, 'locations'> & { locations: Array<ResolversTypes['Location']> }>;
  Meal: ResolverTypeWrapper<MealModelModel>;
  MealFilter: MealFilter;
  MealType: ResolverTypeWrapper<MealTypeModelModel>;
  Menu: ResolverTypeWrapper<MenuModelModel>;
  PortionQuantity: ResolverTypeWrapper<PortionQuantityModelModel>;
  PortionSize: ResolverTypeWrapper<PortionSizeModelModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ShippingOffset: ResolverTypeWrapper<ShippingOffsetModelModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ZipMismatch: ResolverTypeWrapper<ZipMismatchModelModel>;
  ZipcodeCentroid: ResolverTypeWrapper<ZipcodeCentroidModelModel>;
  ZipcodeInfo: ResolverTypeWrapper<ZipcodeInfoModelModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  Allergy: AllergyModelModel;
  Boolean: Scalars['Boolean']['output'];
  CharityWindow: CharityWindowModelModel;
  CityLookup: CityLookupModelModel;
  Class: ClassModelModel;
  ClassFilter: ClassFilter;
  ClassHost: ClassHost;
  ClassPrice: ClassPriceModelModel;
  ClassType: ClassTypeModelModel;
  Float: Scalars['Float']['output'];
  Fulfillment: FulfillmentModelModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Location: LocationModelModel;
  LocationFilter: LocationFilter;
  LocationList: Omit<LocationList, 'locations'> & { locations: Array<ResolversParentTypes['Location']> };
  Meal: MealModelModel;
  MealFilter: MealFilter;
  MealType: MealTypeModelModel;
  Menu: MenuModelModel;
  PortionQuantity: PortionQuantityModelModel;
  PortionSize: PortionSizeModelModel;
  Query: Record<PropertyKey, never>;
  ShippingOffset: ShippingOffsetModelModel;
  String: Scalars['String']['output'];
  ZipMismatch: ZipMismatchModelModel;
  ZipcodeCentroid: ZipcodeCentroidModelModel;
  ZipcodeInfo: ZipcodeInfoModelModel;
};

export type ListSizeDirectiveArgs = {
  assumedSize: Scalars['Int']['input'];
};

export type ListSizeDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = ListSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AllergyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Allergy'] = ResolversParentTypes['Allergy']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CharityWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CharityWindow'] = ResolversParentTypes['CharityWindow']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestedAmounts?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityLookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CityLookup'] = ResolversParentTypes['CityLookup']> = {
  closestZipcode?: Resolver<ResolversTypes['ZipcodeCentroid'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcodes?: Resolver<Array<ResolversTypes['ZipcodeInfo']>, ParentType, ContextType>;
};

export type ClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Class'] = ResolversParentTypes['Class']> = {
  canceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classIsPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classType?: Resolver<ResolversTypes['ClassType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fulfillment?: Resolver<ResolversTypes['Fulfillment'], ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['ClassHost']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  menu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ClassPrice']>, ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassHostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassHost'] = ResolversParentTypes['ClassHost']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassPrice'] = ResolversParentTypes['ClassPrice']> = {
  portionQuantity?: Resolver<ResolversTypes['PortionQuantity'], ParentType, ContextType>;
  portionSize?: Resolver<ResolversTypes['PortionSize'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassType'] = ResolversParentTypes['ClassType']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ClassPrice']>, ParentType, ContextType>;
};

export type FulfillmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Fulfillment'] = ResolversParentTypes['Fulfillment']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  activeMonths?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  allowCustomClass?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  calendarId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fulfillmentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  fulfillments?: Resolver<Array<ResolversTypes['Fulfillment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationList'] = ResolversParentTypes['LocationList']> = {
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mileRadius?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Meal'] = ResolversParentTypes['Meal']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allergens?: Resolver<Array<ResolversTypes['Allergy']>, ParentType, ContextType>;
  calories?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mealType?: Resolver<ResolversTypes['MealType'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serves?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MealTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MealType'] = ResolversParentTypes['MealType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['Meal']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PortionQuantityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortionQuantity'] = ResolversParentTypes['PortionQuantity']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PortionSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortionSize'] = ResolversParentTypes['PortionSize']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serves?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allergies?: Resolver<Array<ResolversTypes['Allergy']>, ParentType, ContextType>;
  checkMismatchZip?: Resolver<Maybe<ResolversTypes['ZipMismatch']>, ParentType, ContextType, RequireFields<QueryCheckMismatchZipArgs, 'locationId' | 'zipcode'>>;
  cityLookup?: Resolver<Maybe<ResolversTypes['CityLookup']>, ParentType, ContextType, Partial<QueryCityLookupArgs>>;
  class?: Resolver<Maybe<ResolversTypes['Class']>, ParentType, ContextType, RequireFields<QueryClassArgs, 'idOrSku'>>;
  classSchedule?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, RequireFields<QueryClassScheduleArgs, 'from' | 'to'>>;
  classTypes?: Resolver<Array<ResolversTypes['ClassType']>, ParentType, ContextType>;
  classes?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, RequireFields<QueryClassesArgs, 'first'>>;
  currentCharityWindow?: Resolver<Maybe<ResolversTypes['CharityWindow']>, ParentType, ContextType>;
  fulfillment?: Resolver<Maybe<ResolversTypes['Fulfillment']>, ParentType, ContextType, RequireFields<QueryFulfillmentArgs, 'idOrKey'>>;
  fulfillments?: Resolver<Array<ResolversTypes['Fulfillment']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryLocationArgs, 'id'>>;
  locations?: Resolver<ResolversTypes['LocationList'], ParentType, ContextType, Partial<QueryLocationsArgs>>;
  meal?: Resolver<Maybe<ResolversTypes['Meal']>, ParentType, ContextType, RequireFields<QueryMealArgs, 'idOrSlug'>>;
  mealTypes?: Resolver<Array<ResolversTypes['MealType']>, ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['Meal']>, ParentType, ContextType, Partial<QueryMealsArgs>>;
  menu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType, RequireFields<QueryMenuArgs, 'idOrSlug'>>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType, Partial<QueryMenusArgs>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ShippingOffsetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingOffset'] = ResolversParentTypes['ShippingOffset']> = {
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offsetDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ZipMismatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZipMismatch'] = ResolversParentTypes['ZipMismatch']> = {
  closestDistance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  closestLocation?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  closestLocationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  delivers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mismatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offsetDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ZipcodeCentroidResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZipcodeCentroid'] = ResolversParentTypes['ZipcodeCentroid']> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ZipcodeInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZipcodeInfo'] = ResolversParentTypes['ZipcodeInfo']> = {
  shippingOffsets?: Resolver<Array<ResolversTypes['ShippingOffset']>, ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Address?: AddressResolvers<ContextType>;
  Allergy?: AllergyResolvers<ContextType>;
  CharityWindow?: CharityWindowResolvers<ContextType>;
  CityLookup?: CityLookupResolvers<ContextType>;
  Class?: ClassResolvers<ContextType>;
  ClassHost?: ClassHostResolvers<ContextType>;
  ClassPrice?: ClassPriceResolvers<ContextType>;
  ClassType?: ClassTypeResolvers<ContextType>;
  Fulfillment?: FulfillmentResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationList?: LocationListResolvers<ContextType>;
  Meal?: MealResolvers<ContextType>;
  MealType?: MealTypeResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  PortionQuantity?: PortionQuantityResolvers<ContextType>;
  PortionSize?: PortionSizeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ShippingOffset?: ShippingOffsetResolvers<ContextType>;
  ZipMismatch?: ZipMismatchResolvers<ContextType>;
  ZipcodeCentroid?: ZipcodeCentroidResolvers<ContextType>;
  ZipcodeInfo?: ZipcodeInfoResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  listSize?: ListSizeDirectiveResolver<any, any, ContextType>;
};
