/** The Orders area's GraphQL operations: the list, an order, its contact and notes, and refunds. */
import { graphql } from "../../../graphql/generated/client";

export const AdminOrdersDocument = graphql(`
  query AdminOrders($filter: AdminOrderFilter, $limit: Int, $offset: Int) {
    adminOrders(filter: $filter, limit: $limit, offset: $offset) {
      total
      orders {
        id
        number
        status
        email
        firstName
        lastName
        totalCents
        refundedCents
        createdAt
      }
    }
  }
`);

export const AdminOrderDocument = graphql(`
  query AdminOrder($id: ID!) {
    adminOrder(id: $id) {
      notes
      emails {
        id
        to
        subject
        delivery {
          state
        }
        createdAt
      }
      order {
        ...OrderSummaryFields
        status
        registrations {
          id
          status
          firstName
          lastName
          totalCents
          class {
            id
            name
            date
            location {
              name
              timezone
            }
          }
        }
      }
      payment {
        provider
        reference
        cardCents
        giftCardCents
        capturedCents
        refundedCents
        refunds {
          id
          registrationId
          amountCents
          payLinkCardCents
          cardCents
          giftCardCents
          reason
          note
          status
          failureReason
          createdAt
        }
      }
    }
    refundReasons {
      key
      name
    }
  }
`);

export const RefundRegistrationDocument = graphql(`
  mutation RefundRegistration($registrationId: ID!, $input: RefundInput!) {
    refundRegistration(registrationId: $registrationId, input: $input) {
      id
      amountCents
    }
  }
`);

export const RefundPaymentDocument = graphql(`
  mutation RefundPayment($orderId: ID!, $input: RefundInput!) {
    refundPayment(orderId: $orderId, input: $input) {
      id
      amountCents
    }
  }
`);

export const UpdateOrderDocument = graphql(`
  mutation UpdateOrder($id: ID!, $input: OrderUpdateInput!) {
    updateOrder(id: $id, input: $input) {
      notes
    }
  }
`);
