/** The E-mail area's GraphQL operations (issue 26 part 5, decision 058). */
import { graphql } from "../../../graphql/generated/client";

export const AdminEmailsDocument = graphql(`
  query AdminEmails($filter: AdminEmailFilter, $limit: Int, $offset: Int) {
    adminEmails(filter: $filter, limit: $limit, offset: $offset) {
      total
      states {
        state
        count
      }
      emails {
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
      id
      to
      subject
      kind
      ref
      state
      attempts
      lastError
      providerId
      createdAt
      sentAt
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
