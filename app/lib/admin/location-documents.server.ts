/** The Locations area's GraphQL operations (decision 019): the list, one location, its changes. */
import { graphql } from "../../../graphql/generated/client";

export const AdminLocationsDocument = graphql(`
  query AdminLocations($ids: [ID!], $search: String, $first: Int, $offset: Int) {
    adminLocations(ids: $ids, search: $search, first: $first, offset: $offset) {
      taxRateBps
      upcomingClasses
      shippingOffsetsCount
      deliveryArea {
        radiusMiles
        zipcodes
        feeCents
        freeOverCents
      }
      location {
        id
        name
        slug
        street
        city
        state
        zipcode
        latitude
        longitude
        timezone
        phone
        email
        active
        shipping
        allowCustomClass
        calendarId
        activeMonths
        fulfillments {
          id
          name
        }
      }
    }
  }
`);

export const FulfillmentChoicesDocument = graphql(`
  query FulfillmentChoices {
    fulfillments {
      id
      name
    }
  }
`);

export const CreateLocationDocument = graphql(`
  mutation CreateLocation($input: LocationInput!) {
    createLocation(input: $input) {
      location {
        id
      }
    }
  }
`);

export const UpdateLocationDocument = graphql(`
  mutation UpdateLocation($id: ID!, $input: LocationInput!) {
    updateLocation(id: $id, input: $input) {
      location {
        id
      }
    }
  }
`);

export const DeleteLocationDocument = graphql(`
  mutation DeleteLocation($id: ID!) {
    deleteLocation(id: $id)
  }
`);
