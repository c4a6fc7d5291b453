/**
 * The GraphQL documents (and the catalog cards' fragments) of routes whose loaders need one or
 * two operations each. They live here, in a server module, because a module that calls the
 * generated `graphql()` at its top level pulls the whole generated document map (about 7 kB
 * gzip) into the browser bundle; components import only the generated types.
 */
import { graphql } from "../../../graphql/generated/client";

// Used by lib/checkout/order-format.ts (giftCardView): the confirmation and the account's orders.
export const PurchasedGiftCardFields = graphql(`
  fragment PurchasedGiftCardFields on PurchasedGiftCard {
    code
    amountCents
    recipientName
    recipientEmail
    emailState
    recipientEditable
    sendOn
    design
    scheduled
  }
`);

// Used by components/catalog/ClassCard.tsx
export const ClassCardFields = graphql(`
  fragment ClassCard on Class {
    id
    ...ClassWhereFields
    name
    date
    seats
    seatsLeft
    canceled
    fromPriceCents
    location {
      city
      state
    }
    classType {
      id
      offer
      picture {
        ...PictureFields
      }
    }
  }
`);

// Used by components/catalog/LocationCard.tsx
export const LocationCardFields = graphql(`
  fragment LocationCard on Location {
    id
    name
    phone
    distance
    address {
      street
      city
      state
      zipcode
    }
    fulfillments {
      id
      key
      name
    }
    picture {
      ...PictureFields
    }
  }
`);

/** A booked class as the account's lists name and link it (used by routes/account.my-meals.tsx and account.orders.tsx). */
export const RegisteredClassLinkFields = graphql(`
  fragment RegisteredClassLinkFields on RegisteredClass {
    name
    sku
    date
    location {
      name
      timezone
    }
    fulfillment {
      path
    }
  }
`);

// Used by routes/account.my-meals.tsx
export const MyRegistrationsDocument = graphql(`
  query MyRegistrations($userId: ID!, $limit: Int!, $offset: Int!) {
    userRegistrations(userId: $userId, limit: $limit, offset: $offset, upcoming: true) {
      total
      registrations {
        id
        status
        class {
          ...RegisteredClassLinkFields
          canceled
        }
      }
    }
  }
`);

// Used by routes/account.my-meals.tsx
export const MyMealsMenuDocument = graphql(`
  query MyMealsMenu($month: String!) {
    menus(month: $month) {
      id
      name
      meals {
        id
        slug
        name
        description
        mealType {
          name
        }
      }
    }
  }
`);

// Used by routes/account.employee-links.tsx
export const EmployeeLinksDocument = graphql(`
  query EmployeeLinks {
    employeeLinks {
      id
      title
      url
      description
    }
  }
`);

// Used by routes/account.orders.tsx
export const AccountOrdersDocument = graphql(`
  query AccountOrders($userId: ID!, $limit: Int!, $offset: Int!) {
    userOrders(userId: $userId, limit: $limit, offset: $offset) {
      total
      orders {
        ...OrderRowFields
        totals {
          moveDifferenceCents
        }
        giftCard {
          ...PurchasedGiftCardFields
        }
        registrations {
          id
          status
          totalCents
          offer
          firstName
          lastName
          allergies
          portionSize {
            name
            serves
          }
          portionQuantity {
            mealCount
          }
          meals {
            name
            quantity
          }
          class {
            ...RegisteredClassLinkFields
          }
        }
      }
    }
  }
`);

// Used by routes/dev.mailbox.tsx
export const Mailbox = graphql(`
  query DevMailbox($to: String) {
    mailbox(to: $to) {
      id
      to
      subject
      text
      html
      kind
      createdAt
      delivery {
        ...EmailDeliveryFields
      }
      providerReceivedAt
      providerEvents
      providerInboxRead
    }
  }
`);

// Used by routes/choose-menu.tsx
export const ChooseMenuClassesQuery = graphql(`
  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {
    classes(filter: $filter, first: $first) {
      ...ClassCard
    }
  }
`);

// Used by routes/meals.$id.tsx
export const MealDetailQuery = graphql(`
  query MealDetail($idOrSlug: String!) {
    meal(idOrSlug: $idOrSlug) {
      ...MealSummary
      ingredients
      instructions
      priceCents
      serves
      calories
    }
  }
`);
