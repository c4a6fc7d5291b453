/**
 * Mapper types (codegen.ts): what a resolver may hand a GraphQL type, taken from the REST shapes the
 * api services infer. A type reached through several REST answers accepts each of their shapes.
 */
import type { Totals } from "../../core/totals";
import type {
  AddressRow,
  AllergyJson,
  ArticleJson,
  AuditRecordInWords,
  CartClass as CartClassJson,
  CartJson,
  CharityWindowJson,
  CheckoutJson,
  CityLookupJson,
  ClassDetailJson,
  ClassJson,
  ClassPriceJson,
  ClassTypeJson,
  EmployeeLinkJson,
  FulfillmentJson,
  GiftCardBalanceJson,
  GiftCardPromotionQuote,
  listUserOrders,
  LocationJson,
  LocationRow,
  MealJson,
  MealTypeJson,
  MenuJson,
  NewsLinkJson,
  OrderConfirmationJson,
  OutboxEmailJson,
  PictureJson,
  RoleJson,
  sandboxSessionJson,
  UserJson,
  UserRegistrationJson,
  ZipMismatchJson,
} from "../../api/contract";

/** A class from a list (GET classes) or a class page (GET classes/{id}). */
export type ClassModel = ClassJson | ClassDetailJson;
/** A location from GET locations, or as a relation of a class in a list (its columns only). */
export type LocationModel = LocationJson | LocationRow;
/** A menu from GET menus, or a class's menu in a list (id, slug and name only). */
export type MenuModel = MenuJson | NonNullable<ClassJson["menu"]>;
export type MealModel = MealJson;
export type PictureModel = PictureJson;
export type MealTypeModel = MealTypeJson;
export type AllergyModel = AllergyJson;
export type FulfillmentModel = FulfillmentJson;
export type ClassTypeModel = ClassTypeJson;
/** A class's host as Class.host answers it; bio and picture come through catalog-pictures (decision 039). */
export type ClassHostModel = { id: string; firstName: string; lastName: string };
export type ClassPriceModel = ClassPriceJson;
export type PortionSizeModel = ClassPriceJson["portion_size"];
export type PortionQuantityModel = ClassPriceJson["portion_quantity"];
export type CityLookupModel = CityLookupJson;
export type ZipcodeInfoModel = CityLookupJson["zipcodes"][number];
export type ShippingOffsetModel = ZipcodeInfoModel["shipping_offsets"][number];
export type ZipcodeCentroidModel = CityLookupJson["closest_zipcode"];
export type ZipMismatchModel = ZipMismatchJson;
export type CharityWindowModel = CharityWindowJson;

// ---------------------------------------------------------------------------------------------
// Carts, checkout, orders and accounts (decisions 009–012)
// ---------------------------------------------------------------------------------------------
export type CartModel = CartJson;
export type CartClassModel = CartJson["classes"][number];
export type CartClassInfoModel = CartClassJson;
export type CartPromotionModel = CartJson["promotions"][number];
export type CartGiftCardModel = CartJson["gift_cards"][number];
export type CartTotalsModel = Totals;
export type LineTotalsModel = Totals["lines"][number];
export type PromotionTotalsModel = Totals["promotions"][number];
export type GiftCardTotalsModel = Totals["gift_cards"][number];
export type ClassFulfillmentModel = CartClassJson["fulfillment"];
export type CustomerAddressModel = AddressRow;
export type GiftCardBalanceModel = GiftCardBalanceJson;
export type GiftCardPromotionQuoteModel = GiftCardPromotionQuote;
export type PromotionSummaryModel = GiftCardPromotionQuote["promotion"];

/** An order from a user's list (flat totals) or its confirmation page (totals, gift card). */
export type UserOrderJson = Awaited<ReturnType<typeof listUserOrders>>["orders"][number];
export type OrderModel = UserOrderJson | OrderConfirmationJson;
/** A confirmation's registration, given its order's id by Order.registrations. */
export type ConfirmationRegistrationJson = OrderConfirmationJson["registrations"][number] & { order_id: number };
export type RegistrationModel = UserRegistrationJson | ConfirmationRegistrationJson;
export type RegisteredClassModel = RegistrationModel["class"];
export type ClassLocationModel = CartClassJson["location"] | RegisteredClassModel["location"];
export type PurchasedGiftCardModel = NonNullable<OrderConfirmationJson["gift_card"]>;
export type DeliveryAddressModel = Record<string, string>;
export type CheckoutModel = CheckoutJson;
export type SandboxPaymentSessionModel = ReturnType<typeof sandboxSessionJson>;
export type MailboxEmailModel = OutboxEmailJson;
/** An outbox row, the staff list's or the development mailbox's: EmailDelivery reads its delivery columns. */
export type EmailDeliveryModel = Pick<OutboxEmailJson, "state" | "attempts" | "last_error" | "provider_id">;

export type UserModel = UserJson;
export type RoleModel = RoleJson;
export type EmployeeLinkModel = EmployeeLinkJson;

/** GET audit rows (decision 019), each in words (decision 074). */
export type AuditRecordModel = AuditRecordInWords;
export type AuditLinkModel = AuditRecordInWords["links"][number];

/** Press releases and blog posts as REST answers them (decision 028). */
export type PressReleaseModel = ArticleJson;
export type NewsLinkModel = NewsLinkJson;
