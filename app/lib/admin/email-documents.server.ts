/** The E-mail area's GraphQL operations (issue 26 part 5, decision 058). */
import { graphql } from "../../../graphql/generated/client";

/** What the list and the page both show of a message. */
export const AdminEmailFields = graphql(`
  fragment AdminEmailFields on AdminEmail {
    id
    to
    subject
    kind
    state
    attempts
    lastError
    providerId
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
      state
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
