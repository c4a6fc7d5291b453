/** The console's GraphQL operations that every area shares: the audit log and the people. */
import { graphql } from "../../../graphql/generated/client";

export const AuditRecordsDocument = graphql(`
  query AuditRecords($filter: AuditFilter, $limit: Int, $offset: Int) {
    auditRecords(filter: $filter, limit: $limit, offset: $offset) {
      total
      records {
        id
        actorEmail
        action
        resource
        resourceId
        before
        after
        createdAt
      }
    }
  }
`);

/** One record's history (a class, a user, a location…): its audit records, newest first. */
export const RecordHistoryDocument = graphql(`
  query RecordHistory($records: [AuditRecordRef!]!) {
    auditRecords(filter: { records: $records }, limit: 30) {
      records {
        id
        actorEmail
        action
        resource
        resourceId
        before
        after
        createdAt
      }
    }
  }
`);

export const AdminUsersDocument = graphql(`
  query AdminUsers($search: String, $limit: Int, $offset: Int) {
    users(search: $search, limit: $limit, offset: $offset) {
      total
      users {
        id
        email
        firstName
        lastName
        phone
        roles
        disabled
      }
    }
  }
`);

export const AdminUserDocument = graphql(`
  query AdminUser($id: ID!) {
    user(id: $id) {
      id
      email
      firstName
      lastName
      phone
      roles
      disabled
      createdAt
      allergies {
        key
        name
      }
      allergyNotes
    }
    userOrders(userId: $id, limit: 10) {
      total
      orders {
        id
        number
        status
        createdAt
        totals {
          totalCents
        }
      }
    }
  }
`);

export const AdminRolesDocument = graphql(`
  query AdminRoles {
    roles {
      key
      name
    }
  }
`);

export const AdminUpdateUserDocument = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      id
    }
  }
`);

export const AdminClassesDocument = graphql(`
  query AdminClasses($filter: AdminClassFilter, $sort: AdminClassSort, $limit: Int, $offset: Int) {
    adminClasses(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      classes {
        id
        sku
        name
        localDate
        localTime
        locationName
        classType
        classIsPublic
        seats
        seatsTaken
        state
      }
    }
    classFormChoices {
      locations {
        id
        name
      }
      classTypes {
        id
        name
      }
    }
  }
`);

export const ClassFormChoicesDocument = graphql(`
  query ClassFormChoices {
    classFormChoices {
      locations {
        id
        name
        timezone
        active
        fulfillmentIds
      }
      classTypes {
        id
        name
      }
      hosts {
        id
        name
      }
      menus {
        id
        name
      }
    }
  }
`);

export const AdminClassDocument = graphql(`
  query AdminClass($id: ID!) {
    classInformation(id: $id) {
      published
      state
      actions
      registrationsCount
      revenueCents
      localDate
      localTime
      classTypeId
      locationId
      fulfillmentId
      reservationSizeId
      hostId
      menuId
      minSeats
      decisionHours
      class {
        id
        sku
        name
        description
        durationMinutes
        classIsPublic
        canceled
        seats
        seatsLeft
        goNoGo {
          ...GoNoGoFields
        }
        location {
          name
          timezone
        }
        fulfillment {
          name
          path
        }
        classType {
          name
        }
        host {
          firstName
          lastName
        }
        menu {
          name
        }
      }
    }
    classForecast(id: $id) {
      sold
      held
      left
    }
  }
`);

export const ClassGroceryDocument = graphql(`
  query ClassGrocery($id: ID!) {
    classInformation(id: $id) {
      ...ClassSheetHead
    }
    classGrocery(id: $id) {
      kits
      registrations
      menuMeals
      perGuest
      guests
      aisles {
        aisle
        items {
          name
          unit
          quantity
          shown
          meals
        }
      }
    }
  }
`);

export const CreateClassDocument = graphql(`
  mutation CreateClass($input: ClassInput!) {
    createClass(input: $input) {
      class {
        id
      }
    }
  }
`);

export const CreateClassSeriesDocument = graphql(`
  mutation CreateClassSeries($input: ClassInput!, $repeat: ClassRepeatInput!) {
    createClassSeries(input: $input, repeat: $repeat) {
      classIds
      skippedDates
    }
  }
`);

export const CreateCustomClassDocument = graphql(`
  mutation CreateCustomClass($input: CustomClassInput!) {
    createCustomClass(input: $input) {
      class {
        id
      }
    }
  }
`);

export const UpdateClassDocument = graphql(`
  mutation UpdateClass($id: ID!, $input: ClassInput!) {
    updateClass(id: $id, input: $input) {
      class {
        id
      }
    }
  }
`);

export const ClassActionDocument = graphql(`
  mutation ClassAction($id: ID!, $complete: Boolean!, $archive: Boolean!, $publish: Boolean!, $published: Boolean!, $setPublic: Boolean!, $public: Boolean!) {
    completeClass(id: $id) @include(if: $complete) {
      state
    }
    archiveClass(id: $id) @include(if: $archive) {
      state
    }
    publishClass(id: $id, published: $published) @include(if: $publish) {
      state
    }
    setClassPublic(id: $id, public: $public) @include(if: $setPublic) {
      state
    }
  }
`);

export const RunClassAnywayDocument = graphql(`
  mutation RunClassAnyway($id: ID!) {
    runClassAnyway(id: $id) {
      class {
        id
        goNoGo {
          decision
        }
      }
    }
  }
`);

export const DeleteClassDocument = graphql(`
  mutation DeleteClass($id: ID!) {
    deleteClass(id: $id)
  }
`);

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
      order {
        id
        number
        status
        email
        firstName
        lastName
        phone
        createdAt
        totals {
          subtotalCents
          discountCents
          taxCents
          donationCents
          giftCardCents
          totalCents
          amountPaidCents
        }
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

export const CancelClassDocument = graphql(`
  mutation CancelClass($id: ID!) {
    cancelClass(id: $id) {
      refundedRegistrations
      failedRegistrations
    }
  }
`);

export const KitchenBoardDocument = graphql(`
  query KitchenBoard($from: String, $to: String, $locationId: ID) {
    kitchenBoard(from: $from, to: $to, locationId: $locationId) {
      classId
      name
      date
      timezone
      locationName
      seatsTaken
      chefsChoiceKits
      meals {
        mealId
        name
        status
        kitsChosen
      }
    }
    classFormChoices {
      locations {
        id
        name
      }
    }
  }
`);

export const SetMealCookedStatusDocument = graphql(`
  mutation SetMealCookedStatus($classId: ID!, $mealId: ID!, $status: MealCookedStatus!) {
    setMealCookedStatus(classId: $classId, mealId: $mealId, status: $status) {
      status
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
