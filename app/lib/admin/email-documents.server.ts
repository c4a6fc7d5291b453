/** The E-mail area's GraphQL operations (issue 26 part 5, decision 058). */
import { graphql } from "../../../graphql/generated/client";

/** Where a message is on its way: the outbox's list and page, and the development mailbox. */
export const EmailDeliveryFields = graphql(`
  fragment EmailDeliveryFields on EmailDelivery {
    state
    attempts
    lastError
    providerId
  }
`);

/** What the list and the page both show of a message. */
export const AdminEmailFields = graphql(`
  fragment AdminEmailFields on AdminEmail {
    id
    to
    subject
    kind
    delivery {
      ...EmailDeliveryFields
    }
    createdAt
    sentAt
  }
`);

export const AdminEmailsDocument = graphql(`
  query AdminEmails($filter: AdminEmailFilter, $limit: Int, $offset: Int) {
    adminEmails(filter: $filter, limit: $limit, offset: $offset) {
      total
      states {
        state
        count
      }
      emails {
        ...AdminEmailFields
      }
    }
    emailSuppressions {
      email
      reason
      detail
      createdAt
    }
  }
`);

export const AdminEmailDocument = graphql(`
  query AdminEmail($id: ID!) {
    adminEmail(id: $id) {
      ...AdminEmailFields
      ref
      updatedAt
      text
      html
    }
  }
`);

export const ResendEmailDocument = graphql(`
  mutation ResendEmail($id: ID!) {
    resendEmail(id: $id) {
      id
    }
  }
`);

export const SuppressEmailAddressDocument = graphql(`
  mutation SuppressEmailAddress($email: String!, $detail: String) {
    suppressEmailAddress(email: $email, detail: $detail) {
      email
    }
  }
`);

export const UnsuppressEmailAddressDocument = graphql(`
  mutation UnsuppressEmailAddress($email: String!) {
    unsuppressEmailAddress(email: $email)
  }
`);
