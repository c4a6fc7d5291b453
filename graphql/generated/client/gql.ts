/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ClassCard on Class {\n    id\n    sku\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      name\n      city\n      state\n      timezone\n    }\n  }\n": typeof types.ClassCardFragmentDoc,
    "\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n  }\n": typeof types.LocationCardFragmentDoc,
    "\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      id\n      sku\n      name\n      description\n      date\n      durationMinutes\n      classIsPublic\n      canceled\n      seats\n      seatsLeft\n      fulfillment {\n        key\n        name\n        path\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      classType {\n        name\n      }\n      location {\n        id\n        name\n        phone\n        timezone\n        address {\n          street\n          city\n          state\n          zipcode\n        }\n      }\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n      menu {\n        id\n        name\n        meals {\n          id\n          slug\n          name\n          description\n          mealType {\n            name\n          }\n          allergens {\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.ClassDetailDocument,
    "\n  fragment ClassListEntry on Class {\n    id\n    sku\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n    classType {\n      id\n    }\n  }\n": typeof types.ClassListEntryFragmentDoc,
    "\n  query ClassList($filter: ClassFilter!, $alsoFilter: ClassFilter!, $withAlso: Boolean!, $first: Int!) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    classTypes {\n      id\n      prices {\n        priceCents\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n": typeof types.ClassListDocument,
    "\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": typeof types.LocationsNearDocument,
    "\n  query CityZipcode($city: String!) {\n    cityLookup(city: $city) {\n      name\n      state\n      closestZipcode {\n        zipcode\n      }\n    }\n  }\n": typeof types.CityZipcodeDocument,
    "\n  query AllLocations {\n    locations(filter: { active: true }) {\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": typeof types.AllLocationsDocument,
    "\n  fragment MenuMeal on Meal {\n    id\n    slug\n    name\n    description\n    priceCents\n    serves\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n": typeof types.MenuMealFragmentDoc,
    "\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n    }\n  }\n": typeof types.MenuPageDocument,
    "\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n": typeof types.MenuMealsDocument,
    "\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n": typeof types.ChooseMenuClassesDocument,
    "\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      slug\n      name\n      description\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n      mealType {\n        name\n      }\n      allergens {\n        key\n        name\n      }\n    }\n  }\n": typeof types.MealDetailDocument,
};
const documents: Documents = {
    "\n  fragment ClassCard on Class {\n    id\n    sku\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      name\n      city\n      state\n      timezone\n    }\n  }\n": types.ClassCardFragmentDoc,
    "\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n  }\n": types.LocationCardFragmentDoc,
    "\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      id\n      sku\n      name\n      description\n      date\n      durationMinutes\n      classIsPublic\n      canceled\n      seats\n      seatsLeft\n      fulfillment {\n        key\n        name\n        path\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      classType {\n        name\n      }\n      location {\n        id\n        name\n        phone\n        timezone\n        address {\n          street\n          city\n          state\n          zipcode\n        }\n      }\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n      menu {\n        id\n        name\n        meals {\n          id\n          slug\n          name\n          description\n          mealType {\n            name\n          }\n          allergens {\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n": types.ClassDetailDocument,
    "\n  fragment ClassListEntry on Class {\n    id\n    sku\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n    classType {\n      id\n    }\n  }\n": types.ClassListEntryFragmentDoc,
    "\n  query ClassList($filter: ClassFilter!, $alsoFilter: ClassFilter!, $withAlso: Boolean!, $first: Int!) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    classTypes {\n      id\n      prices {\n        priceCents\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n": types.ClassListDocument,
    "\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": types.LocationsNearDocument,
    "\n  query CityZipcode($city: String!) {\n    cityLookup(city: $city) {\n      name\n      state\n      closestZipcode {\n        zipcode\n      }\n    }\n  }\n": types.CityZipcodeDocument,
    "\n  query AllLocations {\n    locations(filter: { active: true }) {\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": types.AllLocationsDocument,
    "\n  fragment MenuMeal on Meal {\n    id\n    slug\n    name\n    description\n    priceCents\n    serves\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n": types.MenuMealFragmentDoc,
    "\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n    }\n  }\n": types.MenuPageDocument,
    "\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n": types.MenuMealsDocument,
    "\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n": types.ChooseMenuClassesDocument,
    "\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      slug\n      name\n      description\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n      mealType {\n        name\n      }\n      allergens {\n        key\n        name\n      }\n    }\n  }\n": types.MealDetailDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassCard on Class {\n    id\n    sku\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      name\n      city\n      state\n      timezone\n    }\n  }\n"): (typeof documents)["\n  fragment ClassCard on Class {\n    id\n    sku\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      name\n      city\n      state\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      id\n      sku\n      name\n      description\n      date\n      durationMinutes\n      classIsPublic\n      canceled\n      seats\n      seatsLeft\n      fulfillment {\n        key\n        name\n        path\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      classType {\n        name\n      }\n      location {\n        id\n        name\n        phone\n        timezone\n        address {\n          street\n          city\n          state\n          zipcode\n        }\n      }\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n      menu {\n        id\n        name\n        meals {\n          id\n          slug\n          name\n          description\n          mealType {\n            name\n          }\n          allergens {\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      id\n      sku\n      name\n      description\n      date\n      durationMinutes\n      classIsPublic\n      canceled\n      seats\n      seatsLeft\n      fulfillment {\n        key\n        name\n        path\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      classType {\n        name\n      }\n      location {\n        id\n        name\n        phone\n        timezone\n        address {\n          street\n          city\n          state\n          zipcode\n        }\n      }\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n      menu {\n        id\n        name\n        meals {\n          id\n          slug\n          name\n          description\n          mealType {\n            name\n          }\n          allergens {\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassListEntry on Class {\n    id\n    sku\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n    classType {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment ClassListEntry on Class {\n    id\n    sku\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n    classType {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassList($filter: ClassFilter!, $alsoFilter: ClassFilter!, $withAlso: Boolean!, $first: Int!) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    classTypes {\n      id\n      prices {\n        priceCents\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassList($filter: ClassFilter!, $alsoFilter: ClassFilter!, $withAlso: Boolean!, $first: Int!) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    classTypes {\n      id\n      prices {\n        priceCents\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityZipcode($city: String!) {\n    cityLookup(city: $city) {\n      name\n      state\n      closestZipcode {\n        zipcode\n      }\n    }\n  }\n"): (typeof documents)["\n  query CityZipcode($city: String!) {\n    cityLookup(city: $city) {\n      name\n      state\n      closestZipcode {\n        zipcode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllLocations {\n    locations(filter: { active: true }) {\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllLocations {\n    locations(filter: { active: true }) {\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuMeal on Meal {\n    id\n    slug\n    name\n    description\n    priceCents\n    serves\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment MenuMeal on Meal {\n    id\n    slug\n    name\n    description\n    priceCents\n    serves\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n"): (typeof documents)["\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      slug\n      name\n      description\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n      mealType {\n        name\n      }\n      allergens {\n        key\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      slug\n      name\n      description\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n      mealType {\n        name\n      }\n      allergens {\n        key\n        name\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;