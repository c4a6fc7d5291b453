/** The GraphQL documents of a phone booking (decision 081): the class booked, and the booking itself. */
import { graphql } from "../../../graphql/generated/client";

export const PhoneBookingClassDocument = graphql(`
  query PhoneBookingClass($id: ID!) {
    classInformation(id: $id) {
      ...ClassSheetHead
      class {
        seatsLeft
        unitPriceCents
        classType {
          offer
        }
      }
    }
  }
`);

export const BookByPhoneDocument = graphql(`
  mutation BookByPhone($input: PhoneBookingInput!) {
    bookByPhone(input: $input) {
      checkoutId
      orderId
      amountDueCents
      payLinkPath
      holdExpiresAt
    }
  }
`);
