/**
 * The GraphQL documents of a class's manifest (decision 066): the guests and "message attendees"
 * (check-in and no-show: registration-documents.server.ts's SetRegistrationStatusDocument).
 */
import { graphql } from "../../../graphql/generated/client";

/** The head of a class's printable sheets (manifest, grocery list): its name, kitchen, menu and time. */
export const ClassSheetHead = graphql(`
  fragment ClassSheetHead on ClassInformation {
    localDate
    localTime
    class {
      id
      name
      location {
        name
      }
      menu {
        name
      }
    }
  }
`);

export const ClassManifestDocument = graphql(`
  query ClassManifest($id: ID!) {
    classInformation(id: $id) {
      ...ClassSheetHead
      class {
        classType {
          offer
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
