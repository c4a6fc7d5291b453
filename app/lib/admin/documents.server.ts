/** The console's GraphQL operations that every area shares: the audit log and the people. */
import { graphql } from "../../../graphql/generated/client";
/** One audit record as the console's audit tables show it: in words (decision 074), the raw record under "Changes". */
export const AuditRowFields = graphql(`
  fragment AuditRow on AuditRecord {
    id
    actorEmail
    action
    resource
    resourceId
    before
    after
    createdAt
    summary
    timeZone
    links {
      resource
      resourceId
      label
    }
  }
`);

/** A page of the audit log; a record's history is the page whose filter names its records (history.server.ts). */
export const AuditRecordsDocument = graphql(`
  query AuditRecords($filter: AuditFilter, $limit: Int, $offset: Int) {
    auditRecords(filter: $filter, limit: $limit, offset: $offset) {
      total
      records {
        ...AuditRow
      }
    }
  }
`);

/** A person as the console's list of people shows them; their page reads it too. */
graphql(`
  fragment AdminUserRow on User {
    id
    email
    firstName
    lastName
    phone
    roles
    disabled
  }
`);

export const AdminUsersDocument = graphql(`
  query AdminUsers($search: String, $limit: Int, $offset: Int) {
    users(search: $search, limit: $limit, offset: $offset) {
      total
      users {
        ...AdminUserRow
      }
    }
  }
`);

export const AdminUserDocument = graphql(`
  query AdminUser($id: ID!) {
    user(id: $id) {
      ...AdminUserRow
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
        ...OrderRowFields
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
