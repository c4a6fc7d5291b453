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

/** Where a class is sold: its link (fulfillment path and sku) and its kitchen, whose zone its times are told in. */
export const ClassWhereFields = graphql(`
  fragment ClassWhereFields on Class {
    sku
    fulfillment {
      key
      name
      path
    }
    location {
      id
      name
      timezone
    }
  }
`);

/** An order as a row of one person's orders: the account's order list and the console's user page. */
export const OrderRowFields = graphql(`
  fragment OrderRowFields on Order {
    id
    number
    status
    createdAt
    totals {
      totalCents
    }
  }
`);

/** The amounts every totals table shows (cart-format's totalsTable), a cart's or an order's. */
export const TotalsFields = graphql(`
  fragment TotalsFields on Totals {
    subtotalCents
    discountCents
    taxCents
    deliveryFeeCents
    donationCents
    totalCents
    giftCardCents
  }
`);

/** An order as its confirmation and the console's order page head it: its buyer and its money (integer cents). */
export const OrderSummaryFields = graphql(`
  fragment OrderSummaryFields on Order {
    id
    number
    email
    firstName
    lastName
    phone
    createdAt
    totals {
      ...TotalsFields
      moveDifferenceCents
      amountPaidCents
    }
    laterPayments {
      id
      description
      amountCents
      refundedCents
      createdAt
    }
  }
`);

/** A postal address: a delivery's on an order or a checkout's form, a saved one, a report's stop. */
export const PostalAddressFields = graphql(`
  fragment PostalAddressFields on PostalAddress {
    name
    street
    street2
    city
    state
    zipcode
    phone
  }
`);

/** A price of a class by portions (a pickup or delivery's kit): its size, its meal count and its cents. */
export const ClassPriceFields = graphql(`
  fragment ClassPriceFields on ClassPrice {
    portionSize {
      id
      key
      name
      serves
    }
    portionQuantity {
      id
      mealCount
    }
    priceCents
  }
`);

/** What a class type sells at (decision 084): by the seat, the couple or the portions. */
export const ClassTypeOfferFields = graphql(`
  fragment ClassTypeOfferFields on ClassType {
    offer
    seatPriceCents
    pairPriceCents
    prices {
      ...ClassPriceFields
    }
  }
`);

/** Whether a class can be booked: shown or private, canceled, its seats and its minimum headcount (decision 065). */
export const ClassSeatsFields = graphql(`
  fragment ClassSeatsFields on Class {
    classIsPublic
    canceled
    seats
    seatsLeft
    goNoGo {
      ...GoNoGoFields
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
