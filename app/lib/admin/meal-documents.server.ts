/** The Meals & menus area's GraphQL operations (issue 8, decision 019). */
import { graphql } from "../../../graphql/generated/client";

/** A meal as a row of the console's lists shows it; the meal's page reads it too. */
graphql(`
  fragment AdminMealRow on Meal {
    id
    slug
    name
    priceCents
    active
    mealType {
      id
      name
    }
    allergens {
      key
      name
    }
  }
`);

graphql(`
  fragment AdminMealFields on AdminMeal {
    meal {
      ...AdminMealRow
      description
      ingredients
      instructions
      serves
      calories
      picture {
        url
        width
        height
        alt
      }
    }
    measuredIngredients {
      name
      quantity
      unit
      aisle
    }
  }
`);

/** The meals named (inactive too), whole. */
export const AdminMealsDocument = graphql(`
  query AdminMeals($ids: [ID!]) {
    adminMeals(ids: $ids) {
      ...AdminMealFields
    }
  }
`);

/**
 * A page of meals for the list and the menu editor (decisions 045, 051): the ones named, or those
 * matching the filters (in the editor's search, only the meals not on its menu), with what a row
 * shows.
 */
export const AdminMealListDocument = graphql(`
  query AdminMealList($ids: [ID!], $search: String, $mealTypeId: ID, $active: Boolean, $notOnMenuId: ID, $first: Int, $offset: Int) {
    adminMeals(ids: $ids, search: $search, mealTypeId: $mealTypeId, active: $active, notOnMenuId: $notOnMenuId, first: $first, offset: $offset) {
      meal {
        ...AdminMealRow
      }
    }
  }
`);

export const AdminMenusDocument = graphql(`
  query AdminMenus {
    menus {
      id
      name
      startsOn
      endsOn
      meals {
        id
        name
      }
    }
  }
`);

export const CreateMealDocument = graphql(`
  mutation CreateMeal($input: MealInput!) {
    createMeal(input: $input) {
      meal {
        id
      }
    }
  }
`);

export const UpdateMealDocument = graphql(`
  mutation UpdateMeal($id: ID!, $input: MealInput!) {
    updateMeal(id: $id, input: $input) {
      meal {
        id
      }
    }
  }
`);

export const SetMenuMealsDocument = graphql(`
  mutation SetMenuMeals($menuId: ID!, $mealIds: [ID!]!) {
    setMenuMeals(menuId: $menuId, mealIds: $mealIds) {
      id
    }
  }
`);

/** One meal added at the end of a menu (decision 051): the menu's meals after it. */
export const AddMenuMealDocument = graphql(`
  mutation AddMenuMeal($menuId: ID!, $mealId: ID!) {
    addMenuMeal(menuId: $menuId, mealId: $mealId) {
      id
      meals {
        id
        name
      }
    }
  }
`);

/** The meal form's and the list filter's choices (public lists, edge-cached). */
export const MealChoicesDocument = graphql(`
  query MealChoices {
    mealTypes {
      id
      name
    }
    allergies {
      key
      name
    }
  }
`);

/** A multipart upload: the web client sends the File as the GraphQL multipart request spec says. */
export const SetMealPictureDocument = graphql(`
  mutation SetMealPicture($id: ID!, $picture: File!, $alt: String) {
    setMealPicture(id: $id, picture: $picture, alt: $alt) {
      meal {
        id
      }
    }
  }
`);

export const RemoveMealPictureDocument = graphql(`
  mutation RemoveMealPicture($id: ID!) {
    removeMealPicture(id: $id) {
      meal {
        id
      }
    }
  }
`);
