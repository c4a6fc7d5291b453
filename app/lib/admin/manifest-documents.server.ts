/**
 * The GraphQL documents of a class's manifest (decision 066): the guests and "message attendees"
 * (check-in and no-show: registration-documents.server.ts's SetRegistrationStatusDocument).
 */
import { graphql } from "../../../graphql/generated/client";

export const ClassManifestDocument = graphql(`
  query ClassManifest($id: ID!) {
    classInformation(id: $id) {
      localDate
      localTime
      class {
        id
        name
        location {
          name
        }
        classType {
          offer
        }
        menu {
          name
        }
      }
    }
    classAttendees(id: $id) {
      id
      orderId
      orderNumber
      bookerName
      bookerEmail
      bookerPhone
      firstName
      lastName
      phone
      email
      allergies
      allergiesOnMenu
      allergyNotes
      spiceTolerance
      status
      portionSize
      mealCount
      meals {
        mealId
        name
        quantity
      }
    }
  }
`);

export const MessageAttendeesDocument = graphql(`
  mutation MessageAttendees($classId: ID!, $subject: String!, $message: String!) {
    messageAttendees(classId: $classId, subject: $subject, message: $message) {
      queued
      recipients
    }
  }
`);
