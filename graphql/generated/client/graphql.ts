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

export type ClassCardFragment = { __typename?: 'Class', id: string, sku: string, name: string, date: string, seats: number, seatsLeft: number, canceled: boolean, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', name: string, city: string, state: string, timezone: string } };

export type ChooseMenuClassesQueryVariables = Exact<{
  filter?: InputMaybe<ClassFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ChooseMenuClassesQuery = { __typename?: 'Query', classes: Array<{ __typename?: 'Class', id: string, sku: string, name: string, date: string, seats: number, seatsLeft: number, canceled: boolean, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', name: string, city: string, state: string, timezone: string } }> };

export const ClassCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<ClassCardFragment, unknown>;
export const ChooseMenuClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChooseMenuClasses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<ChooseMenuClassesQuery, ChooseMenuClassesQueryVariables>;