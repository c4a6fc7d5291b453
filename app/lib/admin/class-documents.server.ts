/** The Classes area's GraphQL operations: the list, a class, its form, lifecycle, grocery list, and cancel with its plan and move (decision 077). */
import { graphql } from "../../../graphql/generated/client";

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
      priceCents
      class {
        id
        unitPriceCents
        sku
        name
        description
        durationMinutes
        ...ClassSeatsFields
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


export const ClassCancelPlanDocument = graphql(`
  query ClassCancelPlan($id: ID!) {
    classInformation(id: $id) {
      state
      class {
        id
        name
        location {
          name
          timezone
        }
      }
      localDate
      localTime
    }
    classCancelPlan(id: $id) {
      bookings {
        orderId
        orderNumber
        bookerFirstName
        bookerLastName
        bookerEmail
        guests {
          id
          firstName
          lastName
          status
        }
        seats
        paidCents
        refundCents
      }
      seats
      refundCents
      guestsVersion
      moveAllowed
      moveRefusal
      moveDates {
        class {
          ...AdminClassSummaryFields
        }
        seatsLeft
      }
    }
  }
`);

export const CancelClassDocument = graphql(`
  mutation CancelClass($id: ID!, $message: String, $guestsVersion: String) {
    cancelClass(id: $id, message: $message, guestsVersion: $guestsVersion) {
      refundedRegistrations
      failedRegistrations
    }
  }
`);

export const MoveClassGuestsDocument = graphql(`
  mutation MoveClassGuests($id: ID!, $toClassId: ID!, $guestsVersion: String!, $message: String) {
    moveClassGuests(id: $id, toClassId: $toClassId, guestsVersion: $guestsVersion, message: $message) {
      toClassId
      movedRegistrations
    }
  }
`);
