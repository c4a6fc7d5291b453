import type { GraphQLResolveInfo } from 'graphql';
import type { ClassJson as ClassJsonModel } from '../../workers/api/services/classes';
import type { Location as LocationModel, Fulfillment as FulfillmentModel } from '../../drizzle/api/schema';
import type { GraphQLContext } from '../../workers/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** An in-person class, a pickup slot or a delivery window. */
export type Class = {
  __typename?: 'Class';
  canceled: Scalars['Boolean']['output'];
  classIsPublic: Scalars['Boolean']['output'];
  /** Start as an ISO-8601 UTC instant. */
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  fulfillment: Fulfillment;
  host?: Maybe<ClassHost>;
  id: Scalars['ID']['output'];
  location: Location;
  menu?: Maybe<ClassMenu>;
  name: Scalars['String']['output'];
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

export type ClassMenu = {
  __typename?: 'ClassMenu';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** The ways a class reaches a customer (spec §3): ids 1 class, 2 pickup, 3 delivery. */
export type Fulfillment = {
  __typename?: 'Fulfillment';
  id: Scalars['ID']['output'];
  /** in-person, pre-assembled, delivery or shipping */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The customer page that lists this fulfillment's classes: /classes, /pickup or /delivery. */
  path: Scalars['String']['output'];
};

export type Location = {
  __typename?: 'Location';
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
  /** IANA timezone; class times are shown in it. */
  timezone: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type Query = {
  __typename?: 'Query';
  /** Upcoming classes, from the start of the current week unless the filter says otherwise. */
  classes: Array<Class>;
  /** Always true: a cheap probe for monitors and partners. */
  ok: Scalars['Boolean']['output'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassesArgs = {
  filter?: InputMaybe<ClassFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Class: ResolverTypeWrapper<ClassJsonModel>;
  ClassFilter: ClassFilter;
  ClassHost: ResolverTypeWrapper<ClassHost>;
  ClassMenu: ResolverTypeWrapper<ClassMenu>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Fulfillment: ResolverTypeWrapper<FulfillmentModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Location: ResolverTypeWrapper<LocationModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Class: ClassJsonModel;
  ClassFilter: ClassFilter;
  ClassHost: ClassHost;
  ClassMenu: ClassMenu;
  Float: Scalars['Float']['output'];
  Fulfillment: FulfillmentModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Location: LocationModel;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
};

export type ClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Class'] = ResolversParentTypes['Class']> = {
  canceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classIsPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fulfillment?: Resolver<ResolversTypes['Fulfillment'], ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['ClassHost']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  menu?: Resolver<Maybe<ResolversTypes['ClassMenu']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassHostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassHost'] = ResolversParentTypes['ClassHost']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassMenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassMenu'] = ResolversParentTypes['ClassMenu']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FulfillmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Fulfillment'] = ResolversParentTypes['Fulfillment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  classes?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, RequireFields<QueryClassesArgs, 'first'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Class?: ClassResolvers<ContextType>;
  ClassHost?: ClassHostResolvers<ContextType>;
  ClassMenu?: ClassMenuResolvers<ContextType>;
  Fulfillment?: FulfillmentResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

