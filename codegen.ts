/**
 * GraphQL code generation (`npm run codegen`): resolver types for the graphql worker, typed
 * documents for the web worker, and the SDL as a module. Never edit graphql/generated/ by hand;
 * `npm test` fails when it is stale.
 */
import type { CodegenConfig } from "@graphql-codegen/cli";

/** `File`: a multipart upload (GraphQL multipart request spec), the platform's File on both ends. */
const scalars = { File: "File" };

const config: CodegenConfig = {
  overwrite: true,
  schema: "graphql/schema/*.graphql",
  documents: ["app/**/*.{ts,tsx}"],
  ignoreNoDocuments: false,
  generates: {
    "graphql/generated/resolvers.generated.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../../workers/graphql/context#GraphQLContext",
        // REST shapes, inferred by the api services (workers/graphql/resolvers/models.ts).
        mappers: {
          Class: "../../workers/graphql/resolvers/models#ClassModel",
          Location: "../../workers/graphql/resolvers/models#LocationModel",
          Menu: "../../workers/graphql/resolvers/models#MenuModel",
          Meal: "../../workers/graphql/resolvers/models#MealModel",
          MealType: "../../workers/graphql/resolvers/models#MealTypeModel",
          Allergy: "../../workers/graphql/resolvers/models#AllergyModel",
          Fulfillment: "../../workers/graphql/resolvers/models#FulfillmentModel",
          ClassType: "../../workers/graphql/resolvers/models#ClassTypeModel",
          ClassHost: "../../workers/graphql/resolvers/models#ClassHostModel",
          ClassPrice: "../../workers/graphql/resolvers/models#ClassPriceModel",
          PortionSize: "../../workers/graphql/resolvers/models#PortionSizeModel",
          PortionQuantity: "../../workers/graphql/resolvers/models#PortionQuantityModel",
          CityLookup: "../../workers/graphql/resolvers/models#CityLookupModel",
          ZipcodeInfo: "../../workers/graphql/resolvers/models#ZipcodeInfoModel",
          ShippingOffset: "../../workers/graphql/resolvers/models#ShippingOffsetModel",
          ZipcodeCentroid: "../../workers/graphql/resolvers/models#ZipcodeCentroidModel",
          ZipMismatch: "../../workers/graphql/resolvers/models#ZipMismatchModel",
          CharityWindow: "../../workers/graphql/resolvers/models#CharityWindowModel",
          Cart: "../../workers/graphql/resolvers/models#CartModel",
          CartClass: "../../workers/graphql/resolvers/models#CartClassModel",
          CartClassInfo: "../../workers/graphql/resolvers/models#CartClassInfoModel",
          CartPromotion: "../../workers/graphql/resolvers/models#CartPromotionModel",
          CartGiftCard: "../../workers/graphql/resolvers/models#CartGiftCardModel",
          CartTotals: "../../workers/graphql/resolvers/models#CartTotalsModel",
          LineTotals: "../../workers/graphql/resolvers/models#LineTotalsModel",
          PromotionTotals: "../../workers/graphql/resolvers/models#PromotionTotalsModel",
          GiftCardTotals: "../../workers/graphql/resolvers/models#GiftCardTotalsModel",
          ClassLocation: "../../workers/graphql/resolvers/models#ClassLocationModel",
          ClassFulfillment: "../../workers/graphql/resolvers/models#ClassFulfillmentModel",
          CustomerAddress: "../../workers/graphql/resolvers/models#CustomerAddressModel",
          GiftCardBalance: "../../workers/graphql/resolvers/models#GiftCardBalanceModel",
          GiftCardPromotionQuote: "../../workers/graphql/resolvers/models#GiftCardPromotionQuoteModel",
          PromotionSummary: "../../workers/graphql/resolvers/models#PromotionSummaryModel",
          Order: "../../workers/graphql/resolvers/models#OrderModel",
          Registration: "../../workers/graphql/resolvers/models#RegistrationModel",
          RegisteredClass: "../../workers/graphql/resolvers/models#RegisteredClassModel",
          PurchasedGiftCard: "../../workers/graphql/resolvers/models#PurchasedGiftCardModel",
          DeliveryAddress: "../../workers/graphql/resolvers/models#DeliveryAddressModel",
          Checkout: "../../workers/graphql/resolvers/models#CheckoutModel",
          SandboxPaymentSession: "../../workers/graphql/resolvers/models#SandboxPaymentSessionModel",
          MailboxEmail: "../../workers/graphql/resolvers/models#MailboxEmailModel",
          EmailDelivery: "../../workers/graphql/resolvers/models#EmailDeliveryModel",
          User: "../../workers/graphql/resolvers/models#UserModel",
          Role: "../../workers/graphql/resolvers/models#RoleModel",
          EmployeeLink: "../../workers/graphql/resolvers/models#EmployeeLinkModel",
          AuditRecord: "../../workers/graphql/resolvers/models#AuditRecordModel",
          AuditLink: "../../workers/graphql/resolvers/models#AuditLinkModel",
          Picture: "../../workers/graphql/resolvers/models#PictureModel",
          PressRelease: "../../workers/graphql/resolvers/models#PressReleaseModel",
          NewsLink: "../../workers/graphql/resolvers/models#NewsLinkModel",
          BlogPost: "../../workers/graphql/resolvers/models#PressReleaseModel",
        },
        mapperTypeSuffix: "Model",
        enumsAsTypes: true,
        useTypeImports: true,
        scalars,
      },
    },
    "graphql/generated/typedefs.generated.ts": {
      plugins: ["./graphql/typedefs-plugin.cjs"],
    },
    "graphql/generated/client/": {
      preset: "client",
      presetConfig: { fragmentMasking: false, gqlTagName: "graphql" },
      config: { enumsAsTypes: true, useTypeImports: true, scalars },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
