/** The Private class requests area's GraphQL operations (issue 9, decision 032). */
import { graphql } from "../../../graphql/generated/client";

export const AdminClassRequestsDocument = graphql(`
  query AdminClassRequests($filter: ClassRequestFilter, $limit: Int, $offset: Int) {
    adminClassRequests(filter: $filter, limit: $limit, offset: $offset) {
      total
      requests {
        id
        kitchen {
          id
          name
        }
        preferredDates
        groupSize
        occasion
        name
        email
        status
        createdAt
      }
    }
  }
`);

export const AdminClassRequestDocument = graphql(`
  query AdminClassRequest($id: ID!) {
    adminClassRequest(id: $id) {
      id
      ...ClassRequestFields
      classChoices {
        id
        name
        date
      }
    }
  }
`);

export const SetClassRequestStatusDocument = graphql(`
  mutation SetClassRequestStatus($id: ID!, $status: ClassRequestStatus!, $reason: String, $classId: ID) {
    setClassRequestStatus(id: $id, status: $status, reason: $reason, classId: $classId) {
      id
      status
    }
  }
`);
