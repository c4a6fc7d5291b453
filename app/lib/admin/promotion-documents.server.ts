/** The Promotions and codes area's GraphQL operations (issue 10, decision 025). */
import { graphql } from "../../../graphql/generated/client";

graphql(`
  fragment AdminPromotionFields on AdminPromotion {
    id
    name
    description
    discountType
    discountValue
    appliesTo
    classTypes {
      id
      name
    }
    giftCards
    minimumCents
    startsAt
    endsAt
    usageLimit
    perCustomerLimit
    uses
    active
    status
    codeCount
    createdAt
  }
`);

/** A code as the promotion page's table and its CSV download show it. */
graphql(`
  fragment PromotionCodeRow on PromotionCode {
    code
    usageLimit
    uses
    active
    createdAt
  }
`);

export const AdminPromotionsDocument = graphql(`
  query AdminPromotions($filter: AdminPromotionFilter, $limit: Int, $offset: Int) {
    adminPromotions(filter: $filter, limit: $limit, offset: $offset) {
      total
      promotions {
        ...AdminPromotionFields
      }
    }
  }
`);

/** A promotion's page: the promotion, a page of its codes and of its orders. */
export const AdminPromotionDocument = graphql(`
  query AdminPromotion($id: ID!, $codeSearch: String, $codeLimit: Int, $codeOffset: Int, $orderOffset: Int) {
    adminPromotion(id: $id) {
      ...AdminPromotionFields
    }
    promotionCodes(promotionId: $id, search: $codeSearch, limit: $codeLimit, offset: $codeOffset) {
      total
      codes {
        id
        ...PromotionCodeRow
      }
    }
    promotionOrders(promotionId: $id, limit: 25, offset: $orderOffset) {
      total
      orders {
        orderId
        number
        email
        firstName
        lastName
        status
        code
        discountCents
        totalCents
        createdAt
      }
    }
  }
`);

/** Every code of a promotion, for the CSV download. */
export const PromotionCodesCsvDocument = graphql(`
  query PromotionCodesCsv($id: ID!, $offset: Int) {
    promotionCodes(promotionId: $id, limit: 5000, offset: $offset) {
      total
      codes {
        ...PromotionCodeRow
      }
    }
  }
`);

export const PromotionChoicesDocument = graphql(`
  query PromotionChoices {
    classTypes {
      id
      name
    }
  }
`);

export const CreatePromotionDocument = graphql(`
  mutation CreatePromotion($input: PromotionInput!) {
    createPromotion(input: $input) {
      id
    }
  }
`);

export const UpdatePromotionDocument = graphql(`
  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {
    updatePromotion(id: $id, input: $input) {
      id
    }
  }
`);

export const RetirePromotionDocument = graphql(`
  mutation RetirePromotion($id: ID!) {
    retirePromotion(id: $id) {
      id
    }
  }
`);

export const DeletePromotionDocument = graphql(`
  mutation DeletePromotion($id: ID!) {
    deletePromotion(id: $id) {
      id
    }
  }
`);

export const CreatePromotionCodesDocument = graphql(`
  mutation CreatePromotionCodes($promotionId: ID!, $input: PromotionCodesInput!) {
    createPromotionCodes(promotionId: $promotionId, input: $input) {
      id
      code
    }
  }
`);

export const UpdatePromotionCodeDocument = graphql(`
  mutation UpdatePromotionCode($id: ID!, $input: PromotionCodeInput!) {
    updatePromotionCode(id: $id, input: $input) {
      id
      active
    }
  }
`);
