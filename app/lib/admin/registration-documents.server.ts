/** The Registrations area's GraphQL operations (issue 8). */
import { graphql } from "../../../graphql/generated/client";

export const AdminRegistrationsDocument = graphql(`
  query AdminRegistrations($filter: AdminRegistrationFilter, $limit: Int, $offset: Int) {
    adminRegistrations(filter: $filter, limit: $limit, offset: $offset) {
      total
      registrations {
        ...AdminRegistrationFields
      }
    }
  }
`);

export const AdminRegistrationDocument = graphql(`
  query AdminRegistration($id: ID!) {
    registration(id: $id) {
      ...AdminRegistrationFields
    }
    registrationStatuses {
      key
      name
      next
    }
    allergies {
      key
      name
    }
  }
`);

graphql(`
  fragment AdminRegistrationFields on AdminRegistration {
    id
    orderId
    orderNumber
    status
    firstName
    lastName
    email
    phone
    allergies
    allergyNotes
    spiceTolerance
    class {
      id
      name
      date
      locationName
      timezone
    }
    totals {
      totalCents
      refundedCents
      refundableCents
    }
  }
`);

export const SetRegistrationStatusDocument = graphql(`
  mutation SetRegistrationStatus($id: ID!, $status: RegistrationStatus!) {
    setRegistrationStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

export const ResendConfirmationDocument = graphql(`
  mutation ResendConfirmation($id: ID!) {
    resendConfirmation(registrationId: $id) {
      to
    }
  }
`);

export const SendReminderDocument = graphql(`
  mutation SendReminder($id: ID!) {
    sendReminder(registrationId: $id) {
      to
    }
  }
`);

export const UpdateRegistrationDocument = graphql(`
  mutation UpdateRegistration($id: ID!, $input: RegistrationUpdateInput!) {
    updateRegistration(id: $id, input: $input) {
      id
    }
  }
`);

/** Staff's move of a registration or its party (issue 27 part 4, decision 082). */
export const RegistrationMovePlanDocument = graphql(`
  query RegistrationMovePlan($id: ID!, $scope: ChangeScope) {
    registrationMovePlan(id: $id, scope: $scope) {
      registrationId
      orderId
      orderNumber
      firstName
      classId
      className
      classDate
      locationName
      locationCity
      timezone
      party {
        ...PartyFields
      }
      movedByCustomer
      allowed
      refusal
      dates {
        class {
          ...AdminClassSummaryFields
        }
        seatsLeft
        seats
        differenceCents
        withinPolicy
        policyBreaks
      }
    }
  }
`);

export const StaffMoveRegistrationDocument = graphql(`
  mutation StaffMoveRegistration($id: ID!, $input: StaffMoveInput!) {
    staffMoveRegistration(id: $id, input: $input) {
      movedRegistrations
      toClassId
      differenceCents
      refundCents
      collectCents
      waivedCents
      refundFailedRegistrations
      payLinkCents
      payLinkPath
      holdExpiresAt
    }
  }
`);
