/** The Messages and Newsletter subscribers areas' GraphQL operations (issue 27 part 6, decision 073). */
import { graphql } from "../../../graphql/generated/client";

export const AdminContactMessageFields = graphql(`
  fragment AdminContactMessageFields on ContactMessage {
    id
    name
    email
    phone
    topic
    kitchenName
    message
    sentTo
    createdAt
    status
    readAt
    readBy
    repliedAt
    repliedBy
    doneAt
    doneBy
  }
`);

export const AdminContactMessagesDocument = graphql(`
  query AdminContactMessages($filter: ContactMessageFilter, $limit: Int, $offset: Int) {
    adminContactMessages(filter: $filter, limit: $limit, offset: $offset) {
      total
      open
      unanswered
      done
      messages {
        ...AdminContactMessageFields
      }
    }
  }
`);

export const AdminContactMessageDocument = graphql(`
  query AdminContactMessage($id: ID!) {
    adminContactMessage(id: $id) {
      ...AdminContactMessageFields
      replies {
        id
        subject
        message
        repliedBy
        createdAt
      }
    }
  }
`);

export const MarkContactMessageReadDocument = graphql(`
  mutation MarkContactMessageRead($id: ID!) {
    markContactMessageRead(id: $id) {
      id
      readAt
      readBy
    }
  }
`);

export const ReplyToContactMessageDocument = graphql(`
  mutation ReplyToContactMessage($id: ID!, $subject: String, $message: String!) {
    replyToContactMessage(id: $id, subject: $subject, message: $message) {
      id
      repliedAt
    }
  }
`);

export const SetContactMessageStatusDocument = graphql(`
  mutation SetContactMessageStatus($id: ID!, $status: ContactMessageStatus!) {
    setContactMessageStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

export const AdminNewsletterSubscribersDocument = graphql(`
  query AdminNewsletterSubscribers($filter: NewsletterSubscriberFilter, $limit: Int, $offset: Int) {
    adminNewsletterSubscribers(filter: $filter, limit: $limit, offset: $offset) {
      total
      pending
      subscribed
      unsubscribed
      subscribers {
        email
        firstName
        lastName
        status
        createdAt
        confirmedAt
        unsubscribedAt
      }
    }
  }
`);

export const AdminUnsubscribeNewsletterDocument = graphql(`
  mutation AdminUnsubscribeNewsletter($email: String!) {
    adminUnsubscribeNewsletter(email: $email) {
      email
      status
    }
  }
`);
