/** The Class types area's GraphQL operations (decision 047), and a kitchen's picture. */
import { graphql } from "../../../graphql/generated/client";

export const AdminClassTypesDocument = graphql(`
  query AdminClassTypes($ids: [ID!]) {
    adminClassTypes(ids: $ids) {
      upcomingClasses
      reminderHours
      minSeats
      decisionHours
      bookedClasses
      classType {
        id
        key
        name
        description
        ...ClassTypeOfferFields
        picture {
          ...PictureFields
        }
      }
    }
  }
`);

export const CreateClassTypeDocument = graphql(`
  mutation CreateClassType($input: ClassTypeInput!) {
    createClassType(input: $input) {
      classType {
        id
      }
    }
  }
`);

export const UpdateClassTypeDocument = graphql(`
  mutation UpdateClassType($id: ID!, $input: ClassTypeInput!) {
    updateClassType(id: $id, input: $input) {
      classType {
        id
      }
    }
  }
`);

export const SetClassTypePictureDocument = graphql(`
  mutation SetClassTypePicture($id: ID!, $picture: File!, $alt: String!) {
    setClassTypePicture(id: $id, picture: $picture, alt: $alt) {
      classType {
        id
      }
    }
  }
`);

export const RemoveClassTypePictureDocument = graphql(`
  mutation RemoveClassTypePicture($id: ID!) {
    removeClassTypePicture(id: $id) {
      classType {
        id
      }
    }
  }
`);

export const LocationPictureDocument = graphql(`
  query LocationPicture($ids: [ID!]) {
    adminLocations(ids: $ids) {
      location {
        id
        picture {
          url
          srcset
          width
          height
          alt
        }
      }
    }
  }
`);

export const SetLocationPictureDocument = graphql(`
  mutation SetLocationPicture($id: ID!, $picture: File!, $alt: String!) {
    setLocationPicture(id: $id, picture: $picture, alt: $alt) {
      location {
        id
      }
    }
  }
`);

export const RemoveLocationPictureDocument = graphql(`
  mutation RemoveLocationPicture($id: ID!) {
    removeLocationPicture(id: $id) {
      location {
        id
      }
    }
  }
`);
