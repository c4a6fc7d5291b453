/** The Gift cards area's GraphQL operations (issue 10, decision 026). */
import { graphql } from "../../../graphql/generated/client";

export const AdminGiftCardsDocument = graphql(`
  query AdminGiftCards($filter: AdminGiftCardFilter, $limit: Int, $offset: Int) {
    adminGiftCards(filter: $filter, limit: $limit, offset: $offset) {
      total
      giftCards {
        id
        code
        initialCents
        balanceCents
        status
        recipientName
        recipientEmail
        purchaserEmail
        issuedByHand
        createdAt
      }
    }
  }
`);

export const AdminGiftCardDocument = graphql(`
  query AdminGiftCard($id: ID!) {
    adminGiftCard(id: $id) {
      id
      code
      codeLast4
      initialCents
      balanceCents
      status
      statusReason
      recipientName
      recipientEmail
      senderName
      message
      purchaserEmail
      orderId
      orderNumber
      issuedByHand
      createdAt
      ledgerBalanceCents
      ledger {
        id
        kind
        amountCents
        orderId
        orderNumber
        reference
        note
        createdAt
      }
    }
  }
`);

export const SetGiftCardStatusDocument = graphql(`
  mutation SetGiftCardStatus($id: ID!, $status: GiftCardStatus!, $reason: String!) {
    setGiftCardStatus(id: $id, status: $status, reason: $reason) {
      id
      status
    }
  }
`);

export const IssueGiftCardDocument = graphql(`
  mutation IssueGiftCard($input: GiftCardCompInput!) {
    issueGiftCard(input: $input) {
      id
    }
  }
`);
