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

export const UserHistoryDocument = graphql(`
  query UserHistory($id: String!) {
    auditRecords(filter: { resource: "users", resourceId: $id }, limit: 20) {
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

export const AdminUpdateUserDocument = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      id
    }
  }
`);
