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

/** A class as a move or a cancel names it: when and where (decisions 077 and 082). */
export const AdminClassSummaryFields = graphql(`
  fragment AdminClassSummaryFields on AdminClassSummary {
    id
    name
    date
    locationName
    locationCity
    timezone
  }
`);

/** The seats booked with a registration, as a customer's or staff's move and cancel show them (decisions 054 and 082). */
export const PartyFields = graphql(`
  fragment PartyFields on SelfServiceParty {
    scope
    guests {
      id
      firstName
      lastName
    }
    seats
    guestScopeAllowed
  }
`);
