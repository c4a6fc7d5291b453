/** The class pages' selection of a class type's published reviews (decision 064). */
import { graphql } from "../../../graphql/generated/client";

export const ClassReviewSummary = graphql(`
  fragment ClassReviewSummary on ReviewSummary {
    average
    count
    latest {
      id
      rating
      comment
      authorName
      reply
      createdAt
      classDate
      locationName
    }
  }
`);
