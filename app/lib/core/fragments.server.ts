/**
 * What every page shows of a picture (responsive widths and its alt text) and of a meal: one
 * fragment each, spread wherever a document selects them (issue 25: the selections were written
 * out in each document).
 */
import { graphql } from "../../../graphql/generated/client";

export const PictureFields = graphql(`
  fragment PictureFields on Picture {
    url
    width
    height
    srcset
    alt
  }
`);

/** A meal as a card or a page shows it: its words, type, allergens and picture. */
export const MealSummaryFields = graphql(`
  fragment MealSummary on Meal {
    id
    slug
    name
    description
    mealType {
      id
      key
      name
    }
    allergens {
      key
      name
    }
    picture {
      ...PictureFields
    }
  }
`);

/** A class's minimum headcount (decision 065), as the class page and the console's class page read it. */
export const GoNoGoFields = graphql(`
  fragment GoNoGoFields on GoNoGo {
    minSeats
    decisionHours
    decideAt
    seatsBooked
    seatsNeeded
    decision
    decidedAt
  }
`);
