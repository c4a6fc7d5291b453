/**
 * The cart as the cart and checkout pages read it: one fragment, so every cart mutation answers
 * exactly what the page shows (decision 011: each change answers the whole cart).
 */
import { graphql } from "../../../graphql/generated/client";

export const CartFields = graphql(`
  fragment CartFields on Cart {
    uuid
    status
    updatedAt
    classCount
    donationCents
    classes {
      class {
        id
        sku
        name
        date
        durationMinutes
        canceled
        seatsLeft
        location {
          id
          name
          city
          timezone
        }
        fulfillment {
          id
          key
          name
          path
        }
      }
      portionSize {
        id
        name
        serves
      }
      portionQuantity {
        id
        mealCount
      }
      priceCents
      offer
      guests
      unitPriceCents
      seats
      totals {
        discountCents
        taxCents
        totalCents
      }
      problem
      meals {
        name
        quantity
      }
      options {
        ...ClassPriceFields
      }
    }
    promotions {
      code
      promotionId
      name
      description
      discountType
      discountValue
      appliesTo
      discountCents
      reason
      message
    }
    giftCards {
      giftCardId
      code
      status
      balanceCents
      appliedCents
    }
    charityWindow {
      id
      name
      description
      url
      suggestedAmounts
    }
    address {
      id
      ...PostalAddressFields
    }
    delivery {
      needed
      zipcode
      feeCents
      kitchens {
        locationId
        name
        feeRule
      }
    }
    totals {
      ...TotalsFields
      amountDueCents
    }
  }
`);
