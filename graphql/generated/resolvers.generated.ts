import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ClassModel as ClassModelModel, LocationModel as LocationModelModel, MenuModel as MenuModelModel, MealModel as MealModelModel, MealTypeModel as MealTypeModelModel, AllergyModel as AllergyModelModel, FulfillmentModel as FulfillmentModelModel, ClassTypeModel as ClassTypeModelModel, ClassHostModel as ClassHostModelModel, ClassPriceModel as ClassPriceModelModel, PortionSizeModel as PortionSizeModelModel, PortionQuantityModel as PortionQuantityModelModel, CityLookupModel as CityLookupModelModel, ZipcodeInfoModel as ZipcodeInfoModelModel, ShippingOffsetModel as ShippingOffsetModelModel, ZipcodeCentroidModel as ZipcodeCentroidModelModel, ZipMismatchModel as ZipMismatchModelModel, CharityWindowModel as CharityWindowModelModel, CartModel as CartModelModel, CartClassModel as CartClassModelModel, CartClassInfoModel as CartClassInfoModelModel, CartPromotionModel as CartPromotionModelModel, CartGiftCardModel as CartGiftCardModelModel, CartTotalsModel as CartTotalsModelModel, LineTotalsModel as LineTotalsModelModel, PromotionTotalsModel as PromotionTotalsModelModel, GiftCardTotalsModel as GiftCardTotalsModelModel, ClassLocationModel as ClassLocationModelModel, ClassFulfillmentModel as ClassFulfillmentModelModel, CustomerAddressModel as CustomerAddressModelModel, GiftCardBalanceModel as GiftCardBalanceModelModel, GiftCardPromotionQuoteModel as GiftCardPromotionQuoteModelModel, PromotionSummaryModel as PromotionSummaryModelModel, OrderModel as OrderModelModel, RegistrationModel as RegistrationModelModel, RegisteredClassModel as RegisteredClassModelModel, PurchasedGiftCardModel as PurchasedGiftCardModelModel, DeliveryAddressModel as DeliveryAddressModelModel, CheckoutModel as CheckoutModelModel, SandboxPaymentSessionModel as SandboxPaymentSessionModelModel, MailboxEmailModel as MailboxEmailModelModel, EmailDeliveryModel as EmailDeliveryModelModel, UserModel as UserModelModel, RoleModel as RoleModelModel, EmployeeLinkModel as EmployeeLinkModelModel, AuditRecordModel as AuditRecordModelModel, AuditLinkModel as AuditLinkModelModel, PictureModel as PictureModelModel, PressReleaseModel as PressReleaseModelModel, NewsLinkModel as NewsLinkModelModel } from '../../workers/graphql/resolvers/models';
import type { GraphQLContext } from '../../workers/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A file sent as a part of a multipart request (the GraphQL multipart request spec). */
  File: { input: File; output: File; }
};

export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

/** An address as the forms send it; the api trims, upper-cases the state and keeps digits of the phone. */
export type AddressInput = {
  city: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** A US number in any common shape; optional. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Two-letter USPS code, e.g. UT. */
  state: Scalars['String']['input'];
  street: Scalars['String']['input'];
  street2?: InputMaybe<Scalars['String']['input']>;
  /** 5 digits, optionally -4 more. */
  zipcode: Scalars['String']['input'];
};

export type AdminClassFilter = {
  classTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** Local dates (YYYY-MM-DD), both inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Words of the name or sku. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AdminClassStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AdminClassPage = {
  __typename?: 'AdminClassPage';
  classes: Array<AdminClassRow>;
  total: Scalars['Int']['output'];
};

/** A class in the console's list. */
export type AdminClassRow = {
  __typename?: 'AdminClassRow';
  actions: Array<ClassAction>;
  classIsPublic: Scalars['Boolean']['output'];
  classType: Scalars['String']['output'];
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The date and time in the kitchen's timezone. */
  localDate: Scalars['String']['output'];
  localTime: Scalars['String']['output'];
  locationId: Scalars['ID']['output'];
  locationName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  seats: Scalars['Int']['output'];
  seatsTaken: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  state: ClassState;
};

export type AdminClassSort =
  | 'DATE'
  | 'DATE_DESC'
  | 'NAME'
  | 'SEATS_LEFT';

export type AdminClassStatus =
  | 'ARCHIVED'
  | 'CANCELED'
  | 'COMPLETED'
  | 'DRAFT'
  | 'PRIVATE'
  | 'PUBLIC'
  | 'PUBLISHED';

export type AdminClassSummary = {
  __typename?: 'AdminClassSummary';
  /** ISO-8601 UTC start. */
  date: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  locationCity: Scalars['String']['output'];
  locationName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
};

/** A class type as the console shows it: the type (offer, prices, picture) and its upcoming classes. */
export type AdminClassType = {
  __typename?: 'AdminClassType';
  /**
   * Of those, the ones holding seats (registrations or checkouts' holds): while there is any, the
   * offer cannot change (CONFLICT, reason CLASS_TYPE_BOOKED); the price can.
   */
  bookedClasses: Scalars['Int']['output'];
  classType: ClassType;
  /** Hours before each of its classes that its go or no-go is decided (decision 065). */
  decisionHours: Scalars['Int']['output'];
  /** Paid seats each of its classes needs to run; 0: no minimum (decision 065). A class may set its own. */
  minSeats: Scalars['Int']['output'];
  /** Hours before each of its classes that registrations are reminded by e-mail (decision 063). */
  reminderHours: Scalars['Int']['output'];
  /** Classes of the type that have not started and are not canceled. */
  upcomingClasses: Scalars['Int']['output'];
};

/** An e-mail of the outbox as staff see it (GET emails/staff, GET emails/staff/{id}). */
export type AdminEmail = {
  __typename?: 'AdminEmail';
  /** ISO-8601 UTC instants. */
  createdAt: Scalars['String']['output'];
  delivery: EmailDelivery;
  /** Only on adminEmail: the HTML body, to show in a sandboxed frame. */
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** order_confirmation, gift_card, gift_card_receipt, … */
  kind: Scalars['String']['output'];
  /** What it is about, e.g. order:42. */
  ref: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['String']['output']>;
  subject: Scalars['String']['output'];
  /** Only on adminEmail: the plain-text body. */
  text?: Maybe<Scalars['String']['output']>;
  to: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
};

export type AdminEmailFilter = {
  /** An e-mail kind, exactly (order_confirmation). */
  kind?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<EmailState>;
  /** Part of the address, any case. */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AdminEmailPage = {
  __typename?: 'AdminEmailPage';
  emails: Array<AdminEmail>;
  /** Every state, in EmailState's order. */
  states: Array<EmailStateCount>;
  total: Scalars['Int']['output'];
};

/** A gift card as staff see it (GET giftcards, GET giftcards/{id}). */
export type AdminGiftCard = {
  __typename?: 'AdminGiftCard';
  balanceCents: Scalars['Int']['output'];
  /** Masked (••••-••••-••••-FFTY) in lists and for staff without gift-cards.update; whole on one card's page for those with it. */
  code: Scalars['String']['output'];
  codeLast4: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  initialCents: Scalars['Int']['output'];
  /** Issued by hand (a comp), not bought. */
  issuedByHand: Scalars['Boolean']['output'];
  /** Only on adminGiftCard: every transaction, oldest first, then what is held now. */
  ledger?: Maybe<Array<GiftCardLedgerEntry>>;
  /** Only on adminGiftCard: the sum of the ledger (equals balanceCents). */
  ledgerBalanceCents?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
  orderId?: Maybe<Scalars['ID']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Who bought it, or the staff member who issued it by hand. */
  purchaserEmail: Scalars['String']['output'];
  recipientEmail: Scalars['String']['output'];
  recipientName: Scalars['String']['output'];
  senderName: Scalars['String']['output'];
  status: GiftCardStatus;
  /** Why staff last disabled or enabled it. */
  statusReason: Scalars['String']['output'];
};

export type AdminGiftCardFilter = {
  /** Words of the code (with or without dashes), the buyer's e-mail, the recipient's or sender's name or e-mail. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<GiftCardStatus>;
};

export type AdminGiftCardPage = {
  __typename?: 'AdminGiftCardPage';
  giftCards: Array<AdminGiftCard>;
  total: Scalars['Int']['output'];
};

/** A location as the console lists it, inactive ones too. */
export type AdminLocation = {
  __typename?: 'AdminLocation';
  deliveryArea: DeliveryArea;
  location: Location;
  shippingOffsetsCount: Scalars['Int']['output'];
  /** Sales tax in basis points. */
  taxRateBps: Scalars['Int']['output'];
  /** Classes from now on, not canceled: while any class names it, the location cannot be deleted. */
  upcomingClasses: Scalars['Int']['output'];
};

/** A meal as the console edits it (inactive ones too). */
export type AdminMeal = {
  __typename?: 'AdminMeal';
  meal: Meal;
  /** In order. */
  measuredIngredients: Array<MeasuredIngredient>;
};

/** An order for staff: what the customer's confirmation shows, with its payment and refunds. */
export type AdminOrder = {
  __typename?: 'AdminOrder';
  /** The e-mails about the order, newest first, at most 30: its own, its registrations' and its classes' (decision 082). */
  emails: Array<AdminEmail>;
  notes: Scalars['String']['output'];
  order: Order;
  payment: Payment;
};

export type AdminOrderFilter = {
  /** A date (YYYY-MM-DD, the start of that UTC day) or an ISO-8601 instant; from inclusive, to exclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** A promotion code the order redeemed, any case. */
  promotionCode?: InputMaybe<Scalars['String']['input']>;
  /** E-mail, name or order number. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AdminOrderPage = {
  __typename?: 'AdminOrderPage';
  orders: Array<AdminOrderRow>;
  total: Scalars['Int']['output'];
};

/** An order in the console's list. */
export type AdminOrderRow = {
  __typename?: 'AdminOrderRow';
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  number: Scalars['String']['output'];
  refundedCents: Scalars['Int']['output'];
  status: OrderStatus;
  totalCents: Scalars['Int']['output'];
};

export type AdminPromotion = {
  __typename?: 'AdminPromotion';
  active: Scalars['Boolean']['output'];
  appliesTo: PromotionAppliesTo;
  /** The class types of a CLASSES promotion, by name. */
  classTypes: Array<PromotionClassType>;
  codeCount: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  discountType: DiscountType;
  /** PERCENT: basis points (1500 = 15 %); FIXED: cents. */
  discountValue: Scalars['Int']['output'];
  endsAt?: Maybe<Scalars['String']['output']>;
  /** Also valid on gift-card purchases. */
  giftCards: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  minimumCents: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  perCustomerLimit?: Maybe<Scalars['Int']['output']>;
  /** ISO-8601 instants: the start is inclusive, the end exclusive. */
  startsAt?: Maybe<Scalars['String']['output']>;
  status: PromotionStatus;
  usageLimit?: Maybe<Scalars['Int']['output']>;
  /** Uses held or redeemed. */
  uses: Scalars['Int']['output'];
};

export type AdminPromotionFilter = {
  /** In the promotion's name or one of its codes. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PromotionStatus>;
};

export type AdminPromotionPage = {
  __typename?: 'AdminPromotionPage';
  promotions: Array<AdminPromotion>;
  total: Scalars['Int']['output'];
};

/** A registration as staff see and change it (GET registrations/{id}). */
export type AdminRegistration = {
  __typename?: 'AdminRegistration';
  /** Allergy keys (Query.allergies). */
  allergies: Array<Scalars['String']['output']>;
  allergyNotes: Scalars['String']['output'];
  class: AdminRegistrationClass;
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  portionQuantityId: Scalars['ID']['output'];
  portionSizeId: Scalars['ID']['output'];
  /** mild, medium, hot, or empty. */
  spiceTolerance: Scalars['String']['output'];
  status: RegistrationStatus;
  totals: RegistrationTotals;
};

export type AdminRegistrationClass = {
  __typename?: 'AdminRegistrationClass';
  /** Start as an ISO-8601 UTC instant; show it in timezone. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locationCity: Scalars['String']['output'];
  locationName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
};

export type AdminRegistrationFilter = {
  classId?: InputMaybe<Scalars['ID']['input']>;
  /** The class starts on or after this date (YYYY-MM-DD, UTC) or instant. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Words of the guest's or the order's name or e-mail, or the order number. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RegistrationStatus>;
  /** The class starts before this date or instant. */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AdminRegistrationPage = {
  __typename?: 'AdminRegistrationPage';
  registrations: Array<AdminRegistration>;
  total: Scalars['Int']['output'];
};

export type Allergy = {
  __typename?: 'Allergy';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type AttendeesMessaged = {
  __typename?: 'AttendeesMessaged';
  /** E-mails queued by this request (0 when the same message had gone out already). */
  queued: Scalars['Int']['output'];
  /** Addresses the message is for: every guest's and booker's of the seats held. */
  recipients: Scalars['Int']['output'];
};

export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  /** The actor's e-mail. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** From this date (YYYY-MM-DD) or instant, inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Any of these records, at most 100 (an order and its registrations): a record's whole history in one read. */
  records?: InputMaybe<Array<AuditRecordRef>>;
  resource?: InputMaybe<Scalars['String']['input']>;
  resourceId?: InputMaybe<Scalars['String']['input']>;
  /** Before this date or instant. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A record an audit record names (decision 074). */
export type AuditLink = {
  __typename?: 'AuditLink';
  /** "Order CVK-1042", "Class Pasta Lab, Dec 11", "Daniel Olsen". */
  label: Scalars['String']['output'];
  /** A kind of AuditRecord.resource: classes, orders, registrations, users, … */
  resource: Scalars['String']['output'];
  resourceId: Scalars['String']['output'];
};

export type AuditPage = {
  __typename?: 'AuditPage';
  records: Array<AuditRecord>;
  /** All records matching the filter, however many this page shows. */
  total: Scalars['Int']['output'];
};

/** One change made by staff (decision 019): who, when, what, and the record before and after. */
export type AuditRecord = {
  __typename?: 'AuditRecord';
  /** `<resource>.<verb>`, e.g. classes.publish, payments.refund. */
  action: Scalars['String']['output'];
  actorEmail: Scalars['String']['output'];
  actorId?: Maybe<Scalars['ID']['output']>;
  /** The record after the change, as JSON text; null when it was deleted. */
  after?: Maybe<Scalars['String']['output']>;
  /** The record before the change, as JSON text; null when it was created. */
  before?: Maybe<Scalars['String']['output']>;
  /** ISO-8601 UTC instant. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The records the sentence names, the changed record first: each a kind, an id and words to link them by. */
  links: Array<AuditLink>;
  /** The kind of record changed: classes, locations, orders, registrations, users, … */
  resource: Scalars['String']['output'];
  resourceId: Scalars['String']['output'];
  /** The change as one sentence (decision 074): "Daniel Olsen refunded $74.14 to Ana Ruiz for Pasta Lab, Dec 11". */
  summary: Scalars['String']['output'];
  /** The IANA zone to read createdAt in: the kitchen's when the record belongs to one (a class, its registrations and orders, a kitchen), else the shop's. */
  timeZone: Scalars['String']['output'];
};

/** One audited record: its kind (as AuditRecord.resource) and id. */
export type AuditRecordRef = {
  resource: Scalars['String']['input'];
  resourceId: Scalars['String']['input'];
};

/**
 * A blog post (decision 028): the newsroom's content frame under blogs.*. Its public page is the
 * marketing site's (spec §2), so only staff read posts here.
 */
export type BlogPost = ContentItem & {
  __typename?: 'BlogPost';
  author: Scalars['String']['output'];
  /** Markdown, as staff wrote it. */
  body: Scalars['String']['output'];
  /** The body as safe HTML, rendered exactly as PressRelease.bodyHtml. */
  bodyHtml: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The cover image; null until staff upload one. */
  image?: Maybe<Picture>;
  /** YYYY-MM-DD. */
  publishedOn: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** draft, published or archived (newsroomStatuses). */
  status: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/** A blog post as staff write it; every field is sent (slug: made from the title on create, kept when left out). */
export type BlogPostInput = {
  author: Scalars['String']['input'];
  /** Markdown. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** What the cover shows; empty: the title. */
  imageAlt?: InputMaybe<Scalars['String']['input']>;
  publishedOn: Scalars['String']['input'];
  slug?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/** A calendar (spec §7 calendars/{id}); its id is the key a location names (e.g. cvk-logan). */
export type Calendar = {
  __typename?: 'Calendar';
  description: Scalars['String']['output'];
  eventCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The location whose calendar it is, if any. */
  location?: Maybe<CalendarLocation>;
  name: Scalars['String']['output'];
  /** Its events' dates and times are in this zone (the location's). */
  timezone: Scalars['String']['output'];
};

/** A class of the calendar's location, as the month grid shows it. */
export type CalendarClass = {
  __typename?: 'CalendarClass';
  /** ISO-8601 UTC start. */
  date: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type CalendarEvent = {
  __typename?: 'CalendarEvent';
  calendarId: Scalars['ID']['output'];
  endDate: Scalars['String']['output'];
  endTime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: CalendarEventKind;
  notes: Scalars['String']['output'];
  /** The location's classes it overlaps (none when canceled). */
  overlappingClasses: Array<CalendarClass>;
  /** Local dates, YYYY-MM-DD, in the calendar's zone. */
  startDate: Scalars['String']['output'];
  /** Local HH:MM; both null for whole days. */
  startTime?: Maybe<Scalars['String']['output']>;
  status: CalendarEventStatus;
  title: Scalars['String']['output'];
};

export type CalendarEventInput = {
  /** Defaults to startDate. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  endTime?: InputMaybe<Scalars['String']['input']>;
  kind: CalendarEventKind;
  notes?: InputMaybe<Scalars['String']['input']>;
  startDate: Scalars['String']['input'];
  startTime?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CalendarEventStatus>;
  title: Scalars['String']['input'];
};

/** Closure, holiday or private event (decision 027). */
export type CalendarEventKind =
  | 'CLOSURE'
  | 'HOLIDAY'
  | 'PRIVATE_EVENT';

/** calendarsEventStatuses: a canceled event flags no class. */
export type CalendarEventStatus =
  | 'CANCELED'
  | 'CONFIRMED'
  | 'TENTATIVE';

export type CalendarEventStatusOption = {
  __typename?: 'CalendarEventStatusOption';
  flagsClasses: Scalars['Boolean']['output'];
  key: CalendarEventStatus;
  name: Scalars['String']['output'];
};

export type CalendarInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** The location whose calendar this is; null for none. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};

export type CalendarLocation = {
  __typename?: 'CalendarLocation';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
};

/** A window of a calendar: its events and the location's classes. */
export type CalendarWindow = {
  __typename?: 'CalendarWindow';
  calendar: Calendar;
  classes: Array<CalendarClass>;
  events: Array<CalendarEvent>;
};

export type Cart = {
  __typename?: 'Cart';
  address?: Maybe<CustomerAddress>;
  /** The drive open now (null when none is): where a donation goes. */
  charityWindow?: Maybe<CharityWindow>;
  /** Spec §1: the header's cart icon shows the number of classes. */
  classCount: Scalars['Int']['output'];
  /** In the order they were added (at most 20). */
  classes: Array<CartClass>;
  createdAt: Scalars['String']['output'];
  /** Decision 083: what is delivered, where to, and each kitchen's fee rule. */
  delivery: CartDelivery;
  /** The donation counted in the totals: 0 once its charity drive has ended. */
  donationCents: Scalars['Int']['output'];
  /** In the order applied, which is the order they pay in (at most 5). */
  giftCards: Array<CartGiftCard>;
  /** In the order applied (at most 5). */
  promotions: Array<CartPromotion>;
  status: CartStatus;
  totals: CartTotals;
  /** Moves on every change (spec §3: the web store compares it). */
  updatedAt: Scalars['String']['output'];
  /** The user the cart belongs to; null for an anonymous cart. */
  userId?: Maybe<Scalars['ID']['output']>;
  uuid: Scalars['ID']['output'];
};

/** One class in the cart (one seat) with its portions. */
export type CartClass = {
  __typename?: 'CartClass';
  addedAt: Scalars['String']['output'];
  class: CartClassInfo;
  /** Guests of a SEATS line, couples of a PAIRS line; null on a PORTIONS line. */
  guests?: Maybe<Scalars['Int']['output']>;
  /** The meals chosen from the class's menu (decision 041); empty: the chef's choice. */
  meals: Array<ChosenMeal>;
  offer: ClassOffer;
  /** Every portion option of the class's type with its price: what the portion picker offers. */
  options: Array<ClassPrice>;
  portionQuantity: PortionQuantity;
  portionSize: PortionSize;
  /** Null when the class type no longer prices these portions (problem UNPRICED). */
  priceCents?: Maybe<Scalars['Int']['output']>;
  /** Null when the line can be bought. */
  problem?: Maybe<CartLineProblem>;
  /** The seats the line takes: its guests, two per couple; 1 for a PORTIONS line. */
  seats: Scalars['Int']['output'];
  /** Null for an unpriced line. */
  totals?: Maybe<LineTotals>;
  /** The price of one guest (SEATS) or couple (PAIRS); null on a PORTIONS line. */
  unitPriceCents?: Maybe<Scalars['Int']['output']>;
};

/** The class of a cart line: what the cart page shows, read with the cart in the same call. */
export type CartClassInfo = {
  __typename?: 'CartClassInfo';
  canceled: Scalars['Boolean']['output'];
  classIsPublic: Scalars['Boolean']['output'];
  /** Start as an ISO-8601 UTC instant. */
  date: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  fulfillment: ClassFulfillment;
  id: Scalars['ID']['output'];
  location: ClassLocation;
  name: Scalars['String']['output'];
  seats: Scalars['Int']['output'];
  seatsLeft: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  /** scheduled, completed or archived */
  status: Scalars['String']['output'];
};

/** A class for a cart line: by id or by sku (exactly one), with its portions. */
export type CartClassInput = {
  classId?: InputMaybe<Scalars['ID']['input']>;
  /** Which meals (decision 041); left out: the chef's choice. */
  meals?: InputMaybe<Array<MealChoiceInput>>;
  portionQuantityId: Scalars['ID']['input'];
  portionSizeId: Scalars['ID']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
};

export type CartDelivery = {
  __typename?: 'CartDelivery';
  feeCents: Scalars['Int']['output'];
  kitchens: Array<CartDeliveryKitchen>;
  /** Whether any class of the cart is delivered. */
  needed: Scalars['Boolean']['output'];
  /** The zip the delivery goes to (asked first); null until given. */
  zipcode?: Maybe<Scalars['String']['output']>;
};

/** A kitchen delivering classes of a cart, and its fee rule in words ("$7.99, free over $150.00"). */
export type CartDeliveryKitchen = {
  __typename?: 'CartDeliveryKitchen';
  feeRule: Scalars['String']['output'];
  locationId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** An applied gift card; the code is never answered whole. */
export type CartGiftCard = {
  __typename?: 'CartGiftCard';
  /** What it pays of this cart. */
  appliedCents: Scalars['Int']['output'];
  balanceCents: Scalars['Int']['output'];
  /** Masked: ••••-••••-••••-FFTY. */
  code: Scalars['String']['output'];
  /** removeGiftCard takes this id. */
  giftCardId: Scalars['ID']['output'];
  status: GiftCardStatus;
};

/** Why a line can't be bought as it stands (decision 011); the checkout refuses a cart with any. */
export type CartLineProblem =
  | 'CANCELED'
  | 'FULL'
  /** The class has started (or is completed). */
  | 'PAST'
  /** The class type no longer prices the chosen portions: choose again. */
  | 'UNPRICED';

/** An applied code and what it takes off now. */
export type CartPromotion = {
  __typename?: 'CartPromotion';
  appliesTo: PromotionAppliesTo;
  code: Scalars['String']['output'];
  codeId: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  discountCents: Scalars['Int']['output'];
  discountType: DiscountType;
  /** Basis points for PERCENT, cents for FIXED. */
  discountValue: Scalars['Int']['output'];
  /** The reason in words for the customer, e.g. "Spend $60.00 on eligible classes to use this code". */
  message?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** removePromotion takes this id. */
  promotionId: Scalars['ID']['output'];
  /** Why it gives nothing now; null when it applies. */
  reason?: Maybe<PromotionFailure>;
};

/**
 * The cart (spec §3, §7 carts; decisions 009 and 011). A cart is addressed by its uuid: knowing it
 * is the capability to use it, unless the cart belongs to a user, when only that user's bearer
 * token may. Every cart mutation answers the whole cart as it stands after the change, so a page
 * needs one operation per action. Money is integer cents.
 */
export type CartStatus =
  | 'OPEN'
  /** Paid for: it is the record of its order and no longer changes. */
  | 'ORDERED';

/** A cart's totals: what its checkout will ask for, line by line, code by code and card by card. */
export type CartTotals = Totals & {
  __typename?: 'CartTotals';
  /** total − gift cards: what the card payment is asked for. */
  amountDueCents: Scalars['Int']['output'];
  deliveryFeeCents: Scalars['Int']['output'];
  discountCents: Scalars['Int']['output'];
  donationCents: Scalars['Int']['output'];
  giftCardCents: Scalars['Int']['output'];
  giftCards: Array<GiftCardTotals>;
  lines: Array<LineTotals>;
  promotions: Array<PromotionTotals>;
  subtotalCents: Scalars['Int']['output'];
  taxCents: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
};

/**
 * Whom a change applies to: PARTY, every seat of the order still booked in that class (a couple, a
 * group of guests), or GUEST, only the registration named (never one half of a couple).
 */
export type ChangeScope =
  | 'GUEST'
  | 'PARTY';

/** A charity drive a cart may add a donation to. */
export type CharityWindow = {
  __typename?: 'CharityWindow';
  description: Scalars['String']['output'];
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  startsAt: Scalars['String']['output'];
  /** Suggested donations in cents. */
  suggestedAmounts: Array<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
};

export type Checkout = {
  __typename?: 'Checkout';
  amountDueCents: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  /** When the holds run out (ISO-8601 UTC). */
  expiresAt: Scalars['String']['output'];
  /** Why it failed or why the last card was refused, as a code (EXPIRED, CLASS_FULL, CARD_DECLINED…). */
  failureCode?: Maybe<Scalars['String']['output']>;
  /** The same in words for the customer. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /**
   * What the customer typed at the cart's checkout (decision 069), so going back from the payment
   * page shows every field again. Null for a gift card and once paid.
   */
  form?: Maybe<CheckoutFormDetails>;
  id: Scalars['ID']['output'];
  kind: CheckoutKind;
  /** Set once paid. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** Where to send the customer to pay; null once it is no longer payable or when nothing is due. */
  paymentUrl?: Maybe<Scalars['String']['output']>;
  status: CheckoutStatus;
  /** The totals it was started with (gift card codes masked). */
  totals: CartTotals;
};

/** The checkout form as submitted (decision 069). */
export type CheckoutFormDetails = {
  __typename?: 'CheckoutFormDetails';
  address?: Maybe<DeliveryAddress>;
  /** Allergy keys (Query.allergies). */
  allergies: Array<Scalars['String']['output']>;
  allergyNotes: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  guests: Array<CheckoutGuestDetails>;
  lastName: Scalars['String']['output'];
  /** Ten digits. */
  phone: Scalars['String']['output'];
  spiceTolerance?: Maybe<SpiceTolerance>;
};

/** One guest of a seats or pairs line as submitted (decision 040). */
export type CheckoutGuestDetails = {
  __typename?: 'CheckoutGuestDetails';
  allergies: Array<Scalars['String']['output']>;
  classId: Scalars['ID']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** 1-based among the line's guests. */
  number: Scalars['Int']['output'];
};

/** The contact and registration details of a cart checkout (spec §3 registration payload). */
export type CheckoutInput = {
  /** Delivery and shipping need one: this, or the cart's address. */
  address?: InputMaybe<AddressInput>;
  /** Allergy keys (Query.allergies). */
  allergies?: InputMaybe<Array<Scalars['String']['input']>>;
  allergyNotes?: InputMaybe<Scalars['String']['input']>;
  cancelUrl: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** The amount due the customer saw; a different one now is CONFLICT with reason TOTALS_CHANGED. */
  expectedAmountDueCents?: InputMaybe<Scalars['Int']['input']>;
  firstName: Scalars['String']['input'];
  /** Decision 040: one per seat of each SEATS or PAIRS line, in order. */
  guests?: InputMaybe<Array<GuestInput>>;
  /** New for each attempt (each submit of the checkout form); repeating it answers the same checkout. */
  idempotencyKey: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  spiceTolerance?: InputMaybe<SpiceTolerance>;
  /** A path on the shop, e.g. /checkout/success; the payment page adds checkout=<id>. */
  successUrl: Scalars['String']['input'];
};

/**
 * Checkout, payment and orders (decisions 009 and 012). A checkout holds the cart's seats, gift
 * card amounts and code uses for 15 minutes while the customer pays on the payment page
 * (paymentUrl: Stripe Checkout, or the sandbox's /pay/{session} page). The order is created only
 * from the verified payment event. A checkout id is an unguessable uuid: knowing it is the
 * capability to read or cancel it.
 */
export type CheckoutKind =
  | 'CART'
  | 'GIFT_CARD'
  /** A staff move's difference asked by pay link (decision 089). */
  | 'MOVE';

export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  checkout: Checkout;
  /** Set when nothing was due (gift cards paid it all): the order exists already. */
  orderId?: Maybe<Scalars['ID']['output']>;
};

export type CheckoutStatus =
  /** The 15 minutes ran out, the customer went back to the cart, or a newer checkout replaced it. */
  | 'EXPIRED'
  /** Its holds could not all be taken, or a late payment was refunded. */
  | 'FAILED'
  | 'PAID'
  /** Holds taken; waiting for the payment (or a declined card: try another one). */
  | 'PENDING';

export type ChoiceLocation = {
  __typename?: 'ChoiceLocation';
  active: Scalars['Boolean']['output'];
  fulfillmentIds: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
};

export type ChoiceOption = {
  __typename?: 'ChoiceOption';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A meal of a portion line's choice and how many kits of it (decision 041). */
export type ChosenMeal = {
  __typename?: 'ChosenMeal';
  mealId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
};

/** The city lookup of spec §3. */
export type CityLookup = {
  __typename?: 'CityLookup';
  closestZipcode: ZipcodeCentroid;
  name: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zipcodes: Array<ZipcodeInfo>;
};

/** An in-person class, a pickup slot or a delivery window. */
export type Class = {
  __typename?: 'Class';
  canceled: Scalars['Boolean']['output'];
  classIsPublic: Scalars['Boolean']['output'];
  classType: ClassType;
  /** Start as an ISO-8601 UTC instant. */
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  /** What the class costs from, as lists show it: unitPriceCents, or its cheapest portion option. */
  fromPriceCents?: Maybe<Scalars['Int']['output']>;
  fulfillment: Fulfillment;
  /**
   * Its minimum headcount, go or no-go (decision 065): null when it has none (a minimum of 0), and
   * in lists: it is answered on one class (Query.class, ClassInformation.class).
   */
  goNoGo?: Maybe<GoNoGo>;
  host?: Maybe<ClassHost>;
  id: Scalars['ID']['output'];
  location: Location;
  /** The month's menu the class cooks from. */
  menu?: Maybe<Menu>;
  name: Scalars['String']['output'];
  /** Every portion option of the class's type, half before full, fewest meals first. */
  prices: Array<ClassPrice>;
  /** Seats of the class's reservation size. */
  seats: Scalars['Int']['output'];
  seatsLeft: Scalars['Int']['output'];
  /** Stable public identifier, used in page addresses: /classes/{sku}. */
  sku: Scalars['String']['output'];
  /**
   * What one guest (a SEATS class) or one couple (a PAIRS class) pays for this class: its own
   * price, else its class type's (decision 079). The one price its page, cart and checkout charge.
   * Null for a PORTIONS class (see prices) or when nothing prices it.
   */
  unitPriceCents?: Maybe<Scalars['Int']['output']>;
};

/** What staff may do to a class in its state. */
export type ClassAction =
  | 'ARCHIVE'
  | 'CANCEL'
  | 'COMPLETE'
  | 'MAKE_PRIVATE'
  | 'MAKE_PUBLIC'
  | 'PUBLISH'
  | 'UNPUBLISH';

export type ClassAttendee = {
  __typename?: 'ClassAttendee';
  /** Allergy names. */
  allergies: Array<Scalars['String']['output']>;
  /** The guest's allergies (names) that the class's menu contains. */
  allergiesOnMenu: Array<Scalars['String']['output']>;
  allergyNotes: Scalars['String']['output'];
  bookerEmail: Scalars['String']['output'];
  /** The order's (the booker's) name, e-mail and phone. */
  bookerName: Scalars['String']['output'];
  bookerPhone: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  mealCount: Scalars['Int']['output'];
  /** The chosen meals (decision 041); empty: the chef's choice. */
  meals: Array<ChosenMeal>;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  portionSize: Scalars['String']['output'];
  spiceTolerance: Scalars['String']['output'];
  status: RegistrationStatus;
};

/** One order's guests in the class. */
export type ClassCancelBooking = {
  __typename?: 'ClassCancelBooking';
  bookerEmail: Scalars['String']['output'];
  bookerFirstName: Scalars['String']['output'];
  bookerLastName: Scalars['String']['output'];
  guests: Array<ClassCancelGuest>;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  paidCents: Scalars['Int']['output'];
  /** What a cancel gives back to this booking. */
  refundCents: Scalars['Int']['output'];
  /** Seats held (guests canceled earlier hold none). */
  seats: Scalars['Int']['output'];
};

export type ClassCancelGuest = {
  __typename?: 'ClassCancelGuest';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** The registration's status: a seat canceled by staff earlier is refunded by a cancel too. */
  status: RegistrationStatus;
};

export type ClassCancelPlan = {
  __typename?: 'ClassCancelPlan';
  bookings: Array<ClassCancelBooking>;
  classId: Scalars['ID']['output'];
  /** The guest list's version: a cancel or move posted with another is refused as stale. */
  guestsVersion: Scalars['String']['output'];
  /** Whether everyone can be moved, why not, and where to. */
  moveAllowed: Scalars['Boolean']['output'];
  moveDates: Array<ClassMoveDate>;
  moveRefusal?: Maybe<Scalars['String']['output']>;
  /** The money a cancel refunds, in all. */
  refundCents: Scalars['Int']['output'];
  seats: Scalars['Int']['output'];
};

export type ClassCancellation = {
  __typename?: 'ClassCancellation';
  failedRegistrations: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  refundedRegistrations: Array<Scalars['ID']['output']>;
};

/** The class-list filter of spec §3. */
export type ClassFilter = {
  /** Classes starting on or after this date or instant; defaults to the start of the current week. */
  afterDate?: InputMaybe<Scalars['String']['input']>;
  /** Classes starting before this date (YYYY-MM-DD) or instant. */
  beforeDate?: InputMaybe<Scalars['String']['input']>;
  canceled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Of these class types only (finding a class, decision 038). */
  classTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Whose "from" price per person (Class.fromPriceCents, a couple's halved: decision 084) is at most this many cents. */
  maxPriceCents?: InputMaybe<Scalars['Int']['input']>;
  /** Fulfillment key (in-person, pre-assembled, delivery, shipping) or id. */
  method?: InputMaybe<Scalars['String']['input']>;
  /** Only classes with at least this many free seats, 1 to 12: a party of that size fits (decision 085). */
  minSeatsLeft?: InputMaybe<Scalars['Int']['input']>;
  /** A month as YYYY-MM, read in America/Denver. */
  month?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to true: public classes only. false (private classes) is for staff only: FORBIDDEN otherwise. */
  publicClass?: InputMaybe<Scalars['Boolean']['input']>;
  /** Words that must all be found in the name, description, class type, meals or kitchen, the last one also as a word's start, best matches first (decision 072); any text is accepted and cut to its first 100 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** true: only classes with a seat left. */
  seatsAvailable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Starting on one of these days of the week, 0 Sunday to 6 Saturday, read in America/Denver like `month` (decision 085). */
  weekdays?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type ClassForecast = {
  __typename?: 'ClassForecast';
  byDay: Array<ForecastDay>;
  /** Seats held by checkouts still being paid. */
  held: Scalars['Int']['output'];
  left: Scalars['Int']['output'];
  revenueCents: Scalars['Int']['output'];
  seats: Scalars['Int']['output'];
  sold: Scalars['Int']['output'];
};

/** What the class form offers. */
export type ClassFormChoices = {
  __typename?: 'ClassFormChoices';
  classTypes: Array<ChoiceOption>;
  hosts: Array<ChoiceOption>;
  locations: Array<ChoiceLocation>;
  menus: Array<ChoiceOption>;
  reservationSizes: Array<ChoiceOption>;
};

/** How a class reaches the customer: key in-person, pre-assembled, delivery or shipping. */
export type ClassFulfillment = {
  __typename?: 'ClassFulfillment';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The customer page that lists this fulfillment's classes: /classes, /pickup or /delivery. */
  path: Scalars['String']['output'];
};

export type ClassGrocery = {
  __typename?: 'ClassGrocery';
  aisles: Array<GroceryAisle>;
  guests: Scalars['Int']['output'];
  /** Full-size kits to make: half portions count half. */
  kits: Scalars['Float']['output'];
  menuMeals: Scalars['Int']['output'];
  /** Whether the class cooks its menu for each guest (sold per guest or couple) rather than kits. */
  perGuest: Scalars['Boolean']['output'];
  registrations: Scalars['Int']['output'];
};

export type ClassGuestsMoved = {
  __typename?: 'ClassGuestsMoved';
  id: Scalars['ID']['output'];
  movedRegistrations: Array<Scalars['ID']['output']>;
  toClassId: Scalars['ID']['output'];
};

export type ClassHost = {
  __typename?: 'ClassHost';
  /** A sentence or two about the host; empty when none was written. */
  bio: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  picture?: Maybe<Picture>;
};

/** One class for staff: the customer's view of it, its lifecycle, bookings, and the fields of its form. */
export type ClassInformation = {
  __typename?: 'ClassInformation';
  actions: Array<ClassAction>;
  class: Class;
  classTypeId: Scalars['ID']['output'];
  /** The class's own decision hours; null: its class type's. */
  decisionHours?: Maybe<Scalars['Int']['output']>;
  fulfillmentId: Scalars['ID']['output'];
  hostId?: Maybe<Scalars['ID']['output']>;
  localDate: Scalars['String']['output'];
  localTime: Scalars['String']['output'];
  locationId: Scalars['ID']['output'];
  menuId?: Maybe<Scalars['ID']['output']>;
  /** The class's own minimum of paid seats (decision 065); null: its class type's. */
  minSeats?: Maybe<Scalars['Int']['output']>;
  /** The class's own price of one guest (couple) in cents (decision 079); null: its class type's. */
  priceCents?: Maybe<Scalars['Int']['output']>;
  published: Scalars['Boolean']['output'];
  registrationsCount: Scalars['Int']['output'];
  reservationSizeId: Scalars['ID']['output'];
  revenueCents: Scalars['Int']['output'];
  state: ClassState;
};

/** A class as staff write it; date and time are local to its kitchen. */
export type ClassInput = {
  /**
   * Save it though its kitchen has another class then ("Schedule it anyway", decision 067). Left
   * out or false, such a save is refused (CONFLICT, reason CLASS_CLASH) naming each clash under
   * the field `allowClash`.
   */
  allowClash?: InputMaybe<Scalars['Boolean']['input']>;
  classIsPublic?: InputMaybe<Scalars['Boolean']['input']>;
  classTypeId: Scalars['ID']['input'];
  /** YYYY-MM-DD */
  date: Scalars['String']['input'];
  /** Its own decision hours, 24 to 336; null or left out: its class type's. */
  decisionHours?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  durationMinutes: Scalars['Int']['input'];
  fulfillmentId: Scalars['ID']['input'];
  hostId?: InputMaybe<Scalars['ID']['input']>;
  locationId: Scalars['ID']['input'];
  menuId?: InputMaybe<Scalars['ID']['input']>;
  /** Its own minimum of paid seats, 0 (none) to 100; null or left out: its class type's (decision 065). */
  minSeats?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /**
   * Its own price of one guest (SEATS) or couple (PAIRS) in cents, 0 to 1,000,000 ($10,000);
   * null or left out: its class type's (decision 079). Refused for a PORTIONS class type. Paid
   * bookings keep what they paid.
   */
  priceCents?: InputMaybe<Scalars['Int']['input']>;
  /** The reservation size; or give seats instead. */
  reservationSizeId?: InputMaybe<Scalars['ID']['input']>;
  /** Any whole number of seats from 1 to 200 (decision 067); its reservation size is found or made. */
  seats?: InputMaybe<Scalars['Int']['input']>;
  /** HH:MM, 24-hour */
  time: Scalars['String']['input'];
};

/** Where a class line's class is held, as much as a cart or a registration shows. */
export type ClassLocation = {
  __typename?: 'ClassLocation';
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  /** On order confirmations only (the address to come to); null elsewhere. */
  street?: Maybe<Scalars['String']['output']>;
  /** IANA timezone: show the class's date in it. */
  timezone: Scalars['String']['output'];
  zipcode?: Maybe<Scalars['String']['output']>;
};

/** A date everyone may move to: the same class, room for every party, the same price. */
export type ClassMoveDate = {
  __typename?: 'ClassMoveDate';
  class: AdminClassSummary;
  seatsLeft: Scalars['Int']['output'];
};

export type ClassOffer =
  | 'PAIRS'
  | 'PORTIONS'
  | 'SEATS';

/** One portion option of a class and its price. */
export type ClassPrice = {
  __typename?: 'ClassPrice';
  portionQuantity: PortionQuantity;
  portionSize: PortionSize;
  priceCents: Scalars['Int']['output'];
};

/** How a new class repeats (decision 067): N classes or until a date, one of them. */
export type ClassRepeatInput = {
  /** Ends after this many classes, 1 to 52 (holidays skipped do not count). */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** 1: weekly; 2: every other week. */
  everyWeeks: Scalars['Int']['input'];
  /** Or: the last class is on or before this date (YYYY-MM-DD); at most 52 classes. */
  until?: InputMaybe<Scalars['String']['input']>;
};

/** A group's request for a private class (issue 9). */
export type ClassRequest = {
  __typename?: 'ClassRequest';
  class?: Maybe<ClassRequestClass>;
  /** Only on adminClassRequest: the kitchen's upcoming private classes it may be linked to. */
  classChoices?: Maybe<Array<ClassRequestClass>>;
  createdAt: Scalars['String']['output'];
  /** Why it was declined, for the requester. */
  declineReason: Scalars['String']['output'];
  email: Scalars['String']['output'];
  groupSize: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kitchen: ClassRequestKitchen;
  menuWishes: Scalars['String']['output'];
  name: Scalars['String']['output'];
  occasion: Scalars['String']['output'];
  /** Ten digits, or empty. */
  phone: Scalars['String']['output'];
  /** One to three dates (YYYY-MM-DD) that suit the group. */
  preferredDates: Array<Scalars['String']['output']>;
  status: ClassRequestStatus;
  /** The secret of the requester's status page (/host-class-progress/{token}). */
  token: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/** The private class a request became. */
export type ClassRequestClass = {
  __typename?: 'ClassRequestClass';
  /** ISO-8601 UTC instant. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The class's page in the shop (its sign-up link), e.g. /classes/LOG-… */
  path: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type ClassRequestFilter = {
  locationId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<ClassRequestStatus>;
};

/** A request for a private class: 8 to 30 people, one to three future dates. */
export type ClassRequestInput = {
  email: Scalars['String']['input'];
  groupSize: Scalars['Int']['input'];
  /** A kitchen that hosts private classes (Location.allowCustomClass). */
  locationId: Scalars['ID']['input'];
  menuWishes?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  occasion?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** One to three dates (YYYY-MM-DD), each after today. */
  preferredDates: Array<Scalars['String']['input']>;
};

/** The kitchen a request is for. */
export type ClassRequestKitchen = {
  __typename?: 'ClassRequestKitchen';
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** IANA time zone of the kitchen (class times are shown in it). */
  timezone: Scalars['String']['output'];
};

export type ClassRequestPage = {
  __typename?: 'ClassRequestPage';
  requests: Array<ClassRequest>;
  total: Scalars['Int']['output'];
};

/** Where a private-class request stands (decision 032): RECEIVED → CONTACTED → SCHEDULED | DECLINED. */
export type ClassRequestStatus =
  | 'CONTACTED'
  /** See declineReason. */
  | 'DECLINED'
  | 'RECEIVED'
  /** A private class was created for it (see class). */
  | 'SCHEDULED';

/** A recurring schedule made at once: its classes (drafts), earliest first, and the holidays it skipped. */
export type ClassSeries = {
  __typename?: 'ClassSeries';
  classIds: Array<Scalars['ID']['output']>;
  /** YYYY-MM-DD dates skipped for the spec's holidays (Christmas, New Year's Day). */
  skippedDates: Array<Scalars['String']['output']>;
};

/** Where a class is in its lifecycle (decision 020). */
export type ClassState =
  | 'ARCHIVED'
  | 'CANCELED'
  | 'COMPLETED'
  | 'DRAFT'
  | 'PUBLISHED'
  | 'STARTED';

/** Meal assembly, cooking class, kids in the kitchen or private party, with its price matrix. */
export type ClassType = {
  __typename?: 'ClassType';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  offer: ClassOffer;
  /** The price of one couple (two seats) of a PAIRS type; null for the others. */
  pairPriceCents?: Maybe<Scalars['Int']['output']>;
  /** The type's picture, shown for its classes; null until one is set. */
  picture?: Maybe<Picture>;
  prices: Array<ClassPrice>;
  /** Its published reviews (every class of the type), for the class pages. */
  reviews: ReviewSummary;
  /** The price of one guest of a SEATS type; null for the others. */
  seatPriceCents?: Maybe<Scalars['Int']['output']>;
};

/** What staff write of a class type. A SEATS offer needs seatPriceCents, a PAIRS offer pairPriceCents; PORTIONS uses the type's portion prices. */
export type ClassTypeInput = {
  /** Hours before a class its go or no-go is decided: 24 to 336 (two weeks); 72 unless given. */
  decisionHours?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Paid seats a class of the type needs to run: 0 (no minimum) to 100; 0 unless given (decision 065). */
  minSeats?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  offer: ClassOffer;
  /** Integer cents a couple (PAIRS). */
  pairPriceCents?: InputMaybe<Scalars['Int']['input']>;
  /** Hours before each class its registrations are reminded: 1 to 336 (two weeks); 48 unless given. */
  reminderHours?: InputMaybe<Scalars['Int']['input']>;
  /** Integer cents a guest (SEATS). */
  seatPriceCents?: InputMaybe<Scalars['Int']['input']>;
};

/** An account closed (decision 010: its row stays for its orders, its personal data goes). */
export type ClosedAccount = {
  __typename?: 'ClosedAccount';
  closedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** What needs a manager's attention; null where the reader may not open the area. */
export type ConsoleAttention = {
  __typename?: 'ConsoleAttention';
  /** Private class requests nobody has answered (status received). */
  classRequests?: Maybe<Scalars['Int']['output']>;
  /** E-mails of the last 7 days that could not be delivered. */
  failedEmails?: Maybe<Scalars['Int']['output']>;
  /** Contact messages still open that nobody has replied to (messages.view). */
  unansweredMessages?: Maybe<Scalars['Int']['output']>;
  /** Classes of the coming days under their minimum, not yet decided. */
  underMinimum?: Maybe<Scalars['Int']['output']>;
  /** Waitlist seats offered and waiting for their claim. */
  waitlistOffers?: Maybe<Scalars['Int']['output']>;
};

export type ConsoleHome = {
  __typename?: 'ConsoleHome';
  attention: ConsoleAttention;
  /** Null without classes.view. */
  classes?: Maybe<Array<ConsoleHomeClass>>;
  days: Scalars['Int']['output'];
  /** The list stopped at 300 classes: narrow it by kitchen. */
  truncated: Scalars['Boolean']['output'];
};

/** A class of today or the coming days, as the console's home shows it. */
export type ConsoleHomeClass = {
  __typename?: 'ConsoleHomeClass';
  canceled: Scalars['Boolean']['output'];
  /** ISO-8601 UTC instant. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The class's day in its kitchen (YYYY-MM-DD) and the kitchen's IANA time zone. */
  localDate: Scalars['String']['output'];
  locationId: Scalars['ID']['output'];
  locationName: Scalars['String']['output'];
  /** Its own minimum, else its type's; 0: none. */
  minSeats: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  published: Scalars['Boolean']['output'];
  revenueCents: Scalars['Int']['output'];
  seats: Scalars['Int']['output'];
  seatsTaken: Scalars['Int']['output'];
  /** Registrations holding a seat, and what they paid. */
  sold: Scalars['Int']['output'];
  timezone: Scalars['String']['output'];
  /** Under its minimum and not yet decided (decision 065). */
  underMinimum: Scalars['Boolean']['output'];
};

/** A message from the shop's contact form, as staff see it. Times are ISO-8601 UTC; who is a staff e-mail. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  createdAt: Scalars['String']['output'];
  doneAt?: Maybe<Scalars['String']['output']>;
  doneBy?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The kitchen it was for; null: the shop's own inbox. */
  kitchenName?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Ten digits, or empty. */
  phone: Scalars['String']['output'];
  readAt?: Maybe<Scalars['String']['output']>;
  readBy?: Maybe<Scalars['String']['output']>;
  repliedAt?: Maybe<Scalars['String']['output']>;
  repliedBy?: Maybe<Scalars['String']['output']>;
  /** Staff's replies, oldest first (only on one message, empty in lists). */
  replies: Array<ContactReply>;
  /** The address the form e-mailed it to. */
  sentTo: Scalars['String']['output'];
  status: ContactMessageStatus;
  topic: ContactTopic;
};

export type ContactMessageFilter = {
  /** Words of the writer's name, e-mail address, phone or message. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ContactMessageFilterStatus>;
};

/** The inbox's filter: open, open and never replied to, or done. */
export type ContactMessageFilterStatus =
  | 'DONE'
  | 'OPEN'
  | 'UNANSWERED';

/** Spec §7 POST contact-us: a message to the kitchen. */
export type ContactMessageInput = {
  email: Scalars['String']['input'];
  /** The kitchen it is for; the shop's own inbox when left out. */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 5,000 characters. */
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Any usual US shape; stored as ten digits. */
  phone?: InputMaybe<Scalars['String']['input']>;
  topic: ContactTopic;
};

export type ContactMessagePage = {
  __typename?: 'ContactMessagePage';
  done: Scalars['Int']['output'];
  messages: Array<ContactMessage>;
  /** All messages: open, open without a reply, done. */
  open: Scalars['Int']['output'];
  /** Messages matching the filter. */
  total: Scalars['Int']['output'];
  unanswered: Scalars['Int']['output'];
};

/** A stored contact message. */
export type ContactMessageReceipt = {
  __typename?: 'ContactMessageReceipt';
  id: Scalars['ID']['output'];
};

/** Where a contact message stands in the console's inbox. */
export type ContactMessageStatus =
  | 'DONE'
  /** Nobody has marked it done yet. */
  | 'OPEN';

/** Staff's reply to a contact message, e-mailed to its writer. */
export type ContactReply = {
  __typename?: 'ContactReply';
  /** ISO-8601 UTC. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** The e-mail address of the staff member who sent it. */
  repliedBy: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

/** What a contact message is about (decision 030). */
export type ContactTopic =
  | 'CLASSES'
  | 'GIFT_CARDS'
  | 'MEALS'
  | 'OTHER'
  | 'PRIVATE_CLASS';

/**
 * What every kind of written content has: its title (a link's: the article's), the day it is
 * published (YYYY-MM-DD), its status (newsroomStatuses) and the instant of its last change.
 */
export type ContentItem = {
  id: Scalars['ID']['output'];
  publishedOn: Scalars['String']['output'];
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/**
 * The console's written content (decisions 028, 093): press releases, in-the-news links and blog
 * posts are read, archived and deleted the same way, by kind; each kind is written with its own input.
 */
export type ContentKind =
  /** A blog post (blogs.*). */
  | 'BLOG_POST'
  /** An in-the-news link (newsroom.*). */
  | 'NEWS_LINK'
  /** A press release (newsroom.*). */
  | 'PRESS_RELEASE';

/** Which items a console list of written content keeps. */
export type ContentListFilter = {
  /** Words the title (a link's outlet too) has. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** draft, published or archived; every status when left out. */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** A status a newsroom item or blog post can have (spec §4: statuses come from the server). */
export type ContentStatusOption = {
  __typename?: 'ContentStatusOption';
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/**
 * A private class for a group (decision 022): the class as staff write any other, and the
 * organiser, who is e-mailed its booking link.
 */
export type CustomClassInput = {
  /**
   * Its fields as createClass takes them, at a kitchen that hosts private classes. It is always
   * private: classIsPublic true is BAD_USER_INPUT. Without minSeats it has no minimum (decision
   * 065: its organiser books for the group). Bad fields are named as ClassInput names them.
   */
  class: ClassInput;
  contactEmail: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  /** What the group asked for (occasion, menu wishes), for the kitchen. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** A customer's postal address: on a cart (delivery, shipping) or in a signed-in user's book. */
export type CustomerAddress = PostalAddress & {
  __typename?: 'CustomerAddress';
  city: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Ten digits, or "" when not given. */
  phone: Scalars['String']['output'];
  /** Two-letter USPS code. */
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
  /** "" when not given. */
  street2: Scalars['String']['output'];
  /** The user whose address book holds it; null for an anonymous cart's address. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** 84321 or 84321-1234. */
  zipcode: Scalars['String']['output'];
};

/** The address an order is delivered or shipped to, as it was when ordered. */
export type DeliveryAddress = PostalAddress & {
  __typename?: 'DeliveryAddress';
  city: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
  street2: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

export type DeliveryAddressesReport = {
  __typename?: 'DeliveryAddressesReport';
  days: Array<DeliveryDay>;
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** Where a kitchen delivers and what it costs (decision 083). */
export type DeliveryArea = {
  __typename?: 'DeliveryArea';
  feeCents: Scalars['Int']['output'];
  /** null: never free. */
  freeOverCents?: Maybe<Scalars['Int']['output']>;
  /** Whole miles from the kitchen; null when a zip list (or nothing) is the area. */
  radiusMiles?: Maybe<Scalars['Int']['output']>;
  /** The zip codes delivered to; empty when the radius is the area. */
  zipcodes: Array<Scalars['String']['output']>;
};

/** A delivery class of the day, with its menu's meals (customers do not choose meals yet). */
export type DeliveryClass = {
  __typename?: 'DeliveryClass';
  classId: Scalars['ID']['output'];
  className: Scalars['String']['output'];
  kitchen: Scalars['String']['output'];
  meals: Array<Scalars['String']['output']>;
  time: Scalars['String']['output'];
};

export type DeliveryDay = {
  __typename?: 'DeliveryDay';
  classes: Array<DeliveryClass>;
  date: Scalars['String']['output'];
  stops: Array<DeliveryStop>;
};

/** One paid order's delivery to one address, with the class's meals and the portions booked. */
export type DeliveryStop = {
  __typename?: 'DeliveryStop';
  /** Where the kits go: the order's delivery address, or its customer's name and phone where the address has none. */
  address: DeliveryAddress;
  classId: Scalars['ID']['output'];
  className: Scalars['String']['output'];
  kitchen: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  /** e.g. "2 × Full, 3 meals", one per portion option booked. */
  portions: Array<Scalars['String']['output']>;
  registrations: Scalars['Int']['output'];
  /** The class's local start time (HH:MM), when the kits leave the kitchen. */
  time: Scalars['String']['output'];
};

export type DiscountType =
  /** discountValue is cents. */
  | 'FIXED'
  /** discountValue is basis points: 1500 = 15 %. */
  | 'PERCENT';

/** Where an e-mail is on its way (decision 058) and what the provider answered: the outbox's and the development mailbox's. */
export type EmailDelivery = {
  __typename?: 'EmailDelivery';
  /** Sends tried. */
  attempts: Scalars['Int']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  /** The provider's id of the accepted message. */
  providerId?: Maybe<Scalars['String']['output']>;
  state: EmailState;
};

/** Where an e-mail is on its way (decision 058): written, handed to the provider, and after. */
export type EmailState =
  | 'BOUNCED'
  | 'COMPLAINED'
  | 'DELIVERED'
  /** The dead-letter list: the provider refused it, or the queue gave up after its last retry. */
  | 'FAILED'
  | 'QUEUED'
  | 'RETRYING'
  | 'SENT'
  /** Not sent: the address is suppressed. */
  | 'SUPPRESSED';

/** How many e-mails of the list's address and kind are in one state (the tabs). */
export type EmailStateCount = {
  __typename?: 'EmailStateCount';
  count: Scalars['Int']['output'];
  state: EmailState;
};

/** An address the shop no longer writes to (email_suppressions). */
export type EmailSuppression = {
  __typename?: 'EmailSuppression';
  createdAt: Scalars['String']['output'];
  detail: Scalars['String']['output'];
  email: Scalars['String']['output'];
  reason: EmailSuppressionReason;
};

/** Why the shop no longer writes to an address. */
export type EmailSuppressionReason =
  | 'BOUNCE'
  | 'COMPLAINT'
  | 'STAFF';

/**
 * Decision 068: whether the signed-in person's e-mail still waits for Firebase to verify it, and how
 * many orders placed without an account with that e-mail wait for it (a count, never which).
 */
export type EmailVerification = {
  __typename?: 'EmailVerification';
  email: Scalars['String']['output'];
  /** False only while the e-mail the person signed in with is the account's and unverified. */
  verified: Scalars['Boolean']['output'];
  waitingOrders: Scalars['Int']['output'];
};

/** The answer to sendEmailVerification: sent, or why not (VERIFIED, RECENTLY_SENT) and when to try again. */
export type EmailVerificationSent = {
  __typename?: 'EmailVerificationSent';
  reason?: Maybe<Scalars['String']['output']>;
  retryAfterSeconds: Scalars['Int']['output'];
  sent: Scalars['Boolean']['output'];
};

/** A link for staff on /account/employee-links. */
export type EmployeeLink = {
  __typename?: 'EmployeeLink';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ForecastDay = {
  __typename?: 'ForecastDay';
  day: Scalars['String']['output'];
  registrations: Scalars['Int']['output'];
  revenueCents: Scalars['Int']['output'];
};

/** The ways a class reaches a customer (spec §3): ids 1 class, 2 pickup, 3 delivery; 4 shipping. */
export type Fulfillment = {
  __typename?: 'Fulfillment';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** in-person, pre-assembled, delivery or shipping */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The customer page that lists this fulfillment's classes: /classes, /pickup or /delivery. */
  path: Scalars['String']['output'];
};

/** A gift card's balance (spec §7 giftcards/balance). The code is masked. */
export type GiftCardBalance = {
  __typename?: 'GiftCardBalance';
  balanceCents: Scalars['Int']['output'];
  /** Masked: ••••-••••-••••-FFTY. */
  code: Scalars['String']['output'];
  status: GiftCardStatus;
};

/** A card's balance as of the report's date, from its ledger. */
export type GiftCardBalanceLine = {
  __typename?: 'GiftCardBalanceLine';
  balanceCents: Scalars['Int']['output'];
  /** Masked: only the last four characters show. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  initialCents: Scalars['Int']['output'];
  issuedAt: Scalars['String']['output'];
  /** Today's status. */
  status: Scalars['String']['output'];
};

/** A gift card issued by hand (POST giftcards, decision 026). */
export type GiftCardCompInput = {
  /** $1–$500 in cents. */
  amountCents: Scalars['Int']['input'];
  /** Why it is given; kept on its ledger and in the audit log. */
  reason: Scalars['String']['input'];
  recipientEmail: Scalars['String']['input'];
  recipientName: Scalars['String']['input'];
};

/** One line of a gift card's ledger; the lines add up to its balance. */
export type GiftCardLedgerEntry = {
  __typename?: 'GiftCardLedgerEntry';
  /** Signed cents: + added to the balance, − taken from it. */
  amountCents: Scalars['Int']['output'];
  /** ISO-8601 UTC instant. */
  createdAt: Scalars['String']['output'];
  /** The transaction's id; null for a hold. */
  id?: Maybe<Scalars['ID']['output']>;
  kind: GiftCardLedgerKind;
  /** Staff's words for a card issued by hand. */
  note: Scalars['String']['output'];
  orderId?: Maybe<Scalars['ID']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** A checkout's id, or refund:<id>. */
  reference?: Maybe<Scalars['String']['output']>;
};

/** How a gift card's balance moved (decision 026): HOLD is what an unpaid checkout holds right now. */
export type GiftCardLedgerKind =
  | 'ADJUST'
  | 'CAPTURE'
  | 'HOLD'
  | 'ISSUE'
  | 'REFUND';

/** What a promotion code takes off a gift card of amountCents (gift cards carry no tax). */
export type GiftCardPromotionQuote = {
  __typename?: 'GiftCardPromotionQuote';
  amountCents: Scalars['Int']['output'];
  amountDueCents: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  discountCents: Scalars['Int']['output'];
  promotion: PromotionSummary;
};

/** Buying a gift card (spec §7 giftcards/checkout): a checkout of kind GIFT_CARD. */
export type GiftCardPurchaseInput = {
  /** $10–$500 in cents. */
  amountCents: Scalars['Int']['input'];
  cancelUrl: Scalars['String']['input'];
  /** The card's design (issue 30 part 8): classic, citrus, celebration or harvest; omitted: classic. Another is BAD_USER_INPUT on design. */
  design?: InputMaybe<Scalars['String']['input']>;
  /** New for each attempt (each submit of the form); repeating it answers the same checkout. */
  idempotencyKey: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  /** A promotion code valid for gift cards (see giftCardPromotionQuote). */
  promotionCode?: InputMaybe<Scalars['String']['input']>;
  /** Where the receipt goes. */
  purchaserEmail: Scalars['String']['input'];
  recipientEmail: Scalars['String']['input'];
  recipientName: Scalars['String']['input'];
  /**
   * The day to e-mail the card (decision 063), YYYY-MM-DD: sent at 8 am that day in the kitchen's
   * time zone (America/Denver). Today to a year ahead, else BAD_USER_INPUT on sendOn. Omitted: sent
   * when paid.
   */
  sendOn?: InputMaybe<Scalars['String']['input']>;
  senderName: Scalars['String']['input'];
  /** A path on the shop, e.g. /gift-cards/thanks; the payment page adds checkout=<id>. */
  successUrl: Scalars['String']['input'];
};

export type GiftCardStatus =
  | 'ACTIVE'
  | 'DISABLED';

/** What one gift card pays. */
export type GiftCardTotals = {
  __typename?: 'GiftCardTotals';
  appliedCents: Scalars['Int']['output'];
  /** The card's balance before this cart. */
  balanceCents: Scalars['Int']['output'];
  /** Masked: ••••-••••-••••-FFTY. A cart is shared by its uuid and a code is money. */
  code: Scalars['String']['output'];
  giftCardId: Scalars['ID']['output'];
};

export type GiftCardTrendPoint = {
  __typename?: 'GiftCardTrendPoint';
  date: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
};

/** What a class's go or no-go is decided on (decision 065). */
export type GoDecision =
  /** At its decision time it was under its minimum: canceled and refunded. */
  | 'OFF'
  /** At its decision time it had its minimum: it runs. */
  | 'ON'
  /** Staff confirmed it runs whatever its count (runClassAnyway). */
  | 'RUN';

/**
 * A class with a minimum of paid seats (decision 065): at `decideAt`, under the minimum it is
 * canceled and refunded, at or over it it runs.
 */
export type GoNoGo = {
  __typename?: 'GoNoGo';
  /** When it is decided, an ISO-8601 UTC instant. */
  decideAt: Scalars['String']['output'];
  /** When it was decided, an ISO-8601 UTC instant; null until then. */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** Null until decided (or confirmed by staff). */
  decision?: Maybe<GoDecision>;
  /** Hours before its start that it is decided: its own, else its class type's. */
  decisionHours: Scalars['Int']['output'];
  /** Paid seats it needs: its own, else its class type's. */
  minSeats: Scalars['Int']['output'];
  /** Paid seats booked now. */
  seatsBooked: Scalars['Int']['output'];
  /** Seats still missing to reach the minimum; 0 when it has it. */
  seatsNeeded: Scalars['Int']['output'];
};

export type GroceryAisle = {
  __typename?: 'GroceryAisle';
  aisle: Scalars['String']['output'];
  items: Array<GroceryItem>;
};

export type GroceryItem = {
  __typename?: 'GroceryItem';
  meals: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  quantity: Scalars['Float']['output'];
  /** The quantity in the spec's eighths (§9), e.g. 2 1/2. */
  shown: Scalars['String']['output'];
  unit: Scalars['String']['output'];
};

/** One guest of a SEATS or PAIRS line: one per seat (a couple is two guests). */
export type GuestInput = {
  /** Allergy keys (Query.allergies). */
  allergies?: InputMaybe<Array<Scalars['String']['input']>>;
  classId: Scalars['ID']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
};

/** One run of a job: when, what it did, and why it failed. */
export type JobRun = {
  __typename?: 'JobRun';
  /** Why it failed; empty when it did not. */
  error: Scalars['String']['output'];
  /** ISO-8601 UTC instant; null while it runs. */
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What it did: checkouts released, e-mails put back on the queue, … */
  items: Scalars['Int']['output'];
  /** It stopped at its bound with work left; the next run goes on. */
  more: Scalars['Boolean']['output'];
  /** ISO-8601 UTC instant. */
  startedAt: Scalars['String']['output'];
  status: JobRunStatus;
};

export type JobRunStatus =
  | 'DONE'
  | 'FAILED'
  | 'RUNNING';

/** An upcoming booked class or pickup and how far each meal of its menu has come. */
export type KitchenClass = {
  __typename?: 'KitchenClass';
  /** Kits the customers left to the chef's choice (decision 041). */
  chefsChoiceKits: Scalars['Int']['output'];
  classId: Scalars['ID']['output'];
  date: Scalars['String']['output'];
  locationName: Scalars['String']['output'];
  meals: Array<KitchenMeal>;
  name: Scalars['String']['output'];
  seatsTaken: Scalars['Int']['output'];
  timezone: Scalars['String']['output'];
};

export type KitchenMeal = {
  __typename?: 'KitchenMeal';
  /** Kits of this meal the class's customers chose (decision 041); 0 after a status change. */
  kitsChosen: Scalars['Int']['output'];
  mealId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  status: MealCookedStatus;
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** A line's share of the totals (workers/core/totals.ts). */
export type LineTotals = {
  __typename?: 'LineTotals';
  classId: Scalars['ID']['output'];
  discountCents: Scalars['Int']['output'];
  priceCents: Scalars['Int']['output'];
  taxCents: Scalars['Int']['output'];
  /** price − discount + tax */
  totalCents: Scalars['Int']['output'];
};

export type Location = {
  __typename?: 'Location';
  active: Scalars['Boolean']['output'];
  /** Months (1–12) the location runs classes; null means all year. */
  activeMonths?: Maybe<Array<Scalars['Int']['output']>>;
  address: Address;
  allowCustomClass: Scalars['Boolean']['output'];
  calendarId?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  /** Miles from the position of the `locations` query, one decimal; null without a position. */
  distance?: Maybe<Scalars['Float']['output']>;
  email: Scalars['String']['output'];
  /** The ids of the fulfillments it offers (spec §3 location_fulfillment_ids). */
  fulfillmentIds: Array<Scalars['ID']['output']>;
  fulfillments: Array<Fulfillment>;
  id: Scalars['ID']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** The kitchen's picture; null until one is set. */
  picture?: Maybe<Picture>;
  /** Whether the location ships meal kits. */
  shipping: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
  /** IANA timezone; class times are shown in it. */
  timezone: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

export type LocationAddressInput = {
  city: Scalars['String']['input'];
  /** Two letters. */
  state: Scalars['String']['input'];
  street: Scalars['String']['input'];
  /** 5 digits, optionally -4 more. */
  zipcode: Scalars['String']['input'];
};

/**
 * The filter of the location lookup (spec §7). A position is latitude and longitude, or a zip code;
 * with a position the list is ordered by distance and cut at mileRadius (default 50, spec §9).
 */
export type LocationFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only locations with not canceled classes from now on. */
  classFuture?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only locations with public, not canceled classes. */
  classPublic?: InputMaybe<Scalars['Boolean']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** Miles, more than 0 and at most 3000; needs a position. */
  mileRadius?: InputMaybe<Scalars['Float']['input']>;
  /** 5 digits, optionally -4 more. */
  zipcode?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A location as staff write it. Create and update take every field: one left out takes its default
 * (so an edit form sends them all), except shippingOffsets, which stay as they are when left out.
 */
export type LocationInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Months 1–12 the location runs classes; null (or all twelve) means all year. */
  activeMonths?: InputMaybe<Array<Scalars['Int']['input']>>;
  address: LocationAddressInput;
  allowCustomClass?: InputMaybe<Scalars['Boolean']['input']>;
  calendarId?: InputMaybe<Scalars['String']['input']>;
  /** Decision 083: the fee of a delivery in cents, 0 to 10,000. */
  deliveryFeeCents?: InputMaybe<Scalars['Int']['input']>;
  /** Decision 083: a delivery is free once the kitchen's classes after discounts reach this; null: never. */
  deliveryFreeOverCents?: InputMaybe<Scalars['Int']['input']>;
  /** Decision 083: deliveries within this many whole miles of the kitchen (1–100); a zip list wins. */
  deliveryRadiusMiles?: InputMaybe<Scalars['Int']['input']>;
  /** Decision 083: deliveries only to these known zip codes (at most 300); empty or null: the radius. */
  deliveryZipcodes?: InputMaybe<Array<Scalars['String']['input']>>;
  email?: InputMaybe<Scalars['String']['input']>;
  fulfillmentIds: Array<Scalars['ID']['input']>;
  /** Both or neither; neither means the zip code's centroid (kept on update while the zip code is unchanged). */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  shipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** When given, replaces every shipping offset of the location (at most 1,000). */
  shippingOffsets?: InputMaybe<Array<ShippingOffsetInput>>;
  /** Lowercase letters, digits and single dashes; unique. */
  slug: Scalars['String']['input'];
  /** Sales tax in basis points (725 = 7.25 %), 0 to 2500. */
  taxRateBps?: InputMaybe<Scalars['Int']['input']>;
  /** IANA, like America/Denver. */
  timezone: Scalars['String']['input'];
};

export type LocationList = {
  __typename?: 'LocationList';
  locations: Array<Location>;
  /**
   * "We do not offer services in this area" when a position is given and no location is in range
   * (spec §8: tolerated, the page still loads); null otherwise.
   */
  message?: Maybe<Scalars['String']['output']>;
  /** The radius applied, in miles; null without a position. */
  mileRadius?: Maybe<Scalars['Float']['output']>;
};

/** An e-mail in the development outbox. */
export type MailboxEmail = {
  __typename?: 'MailboxEmail';
  createdAt: Scalars['String']['output'];
  /** Where it is on its way (decision 058). */
  delivery: EmailDelivery;
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** order_confirmation, gift_card or gift_card_receipt */
  kind: Scalars['String']['output'];
  /** The delivery events the local provider sent about it, in order (email.sent, email.delivered…). */
  providerEvents: Array<Scalars['String']['output']>;
  /** Whether the local provider's inbox could be read (false: the two fields above are unknown). */
  providerInboxRead: Scalars['Boolean']['output'];
  /** When the local provider received it (development: its stand-in's inbox); null when it has not. */
  providerReceivedAt?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['String']['output']>;
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type ManagementPayrollReport = {
  __typename?: 'ManagementPayrollReport';
  cleanupMinutes: Scalars['Int']['output'];
  from: Scalars['String']['output'];
  lines: Array<PayrollLine>;
  setupMinutes: Scalars['Int']['output'];
  to: Scalars['String']['output'];
  totalMinutes: Scalars['Int']['output'];
  weeks: Array<PayrollWeek>;
};

export type Meal = {
  __typename?: 'Meal';
  active: Scalars['Boolean']['output'];
  allergens: Array<Allergy>;
  calories?: Maybe<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Ingredients in label order, comma separated as printed on the kit. */
  ingredients: Scalars['String']['output'];
  /** Steps, one per line. */
  instructions: Scalars['String']['output'];
  mealType: MealType;
  name: Scalars['String']['output'];
  /**
   * Where and when the meal is offered next: the upcoming public classes, pickups and deliveries
   * (not canceled) whose menu has it, earliest first; full ones too (seatsLeft 0).
   */
  offerings: Array<Class>;
  /** Null until staff upload one. */
  picture?: Maybe<Picture>;
  /** Price of one full-size kit in cents. */
  priceCents: Scalars['Int']['output'];
  serves: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};


export type MealOfferingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * One meal of a choice (decision 041): a meal of the class's menu and how many kits of it. The
 * quantities of a line add up to its number of meals; zeros are left out.
 */
export type MealChoiceInput = {
  mealId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type MealCookedStatus =
  | 'COOKED'
  | 'NOT_STARTED'
  | 'PACKED'
  | 'PREPPING';

export type MealFilter = {
  /** Defaults to true. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Allergy keys: meals containing any of them are left out. */
  allergyFree?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A meal type key: entree, side, soup, breakfast, dessert. */
  mealType?: InputMaybe<Scalars['String']['input']>;
  menuId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * A meal as staff write it. Create and update take every field: one left out takes its default, so
 * an edit form sends them all (slug: made from the name on create, kept on update).
 */
export type MealInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Allergy keys (the allergies query). */
  allergens?: InputMaybe<Array<Scalars['String']['input']>>;
  calories?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The label's ingredient line; left out, the measured ingredients' names. */
  ingredients?: InputMaybe<Scalars['String']['input']>;
  instructions?: InputMaybe<Scalars['String']['input']>;
  mealTypeId: Scalars['ID']['input'];
  /** Replaces every measured ingredient, in this order. */
  measuredIngredients?: InputMaybe<Array<MeasuredIngredientInput>>;
  name: Scalars['String']['input'];
  priceCents: Scalars['Int']['input'];
  serves?: InputMaybe<Scalars['Int']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type MealType = {
  __typename?: 'MealType';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** An ingredient of one full-size kit, as the grocery list scales it. */
export type MeasuredIngredient = {
  __typename?: 'MeasuredIngredient';
  /** produce, meat, seafood, dairy, bakery, pantry, spices, frozen or other. */
  aisle: Scalars['String']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Float']['output'];
  /** cup, tbsp, tsp, lb, oz, each, can … */
  unit: Scalars['String']['output'];
};

export type MeasuredIngredientInput = {
  /** produce, meat, seafood, dairy, bakery, pantry, spices, frozen or other. */
  aisle: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** More than 0. */
  quantity: Scalars['Float']['input'];
  unit: Scalars['String']['input'];
};

/** A month's menu. */
export type Menu = {
  __typename?: 'Menu';
  description: Scalars['String']['output'];
  /** Last day served, YYYY-MM-DD. */
  endsOn: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** In menu order. */
  meals: Array<Meal>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** First day served, YYYY-MM-DD. */
  startsOn: Scalars['String']['output'];
};

/** Another date of the same class (same type, same title) with room for every seat that moves. */
export type MoveOption = {
  __typename?: 'MoveOption';
  allowed: Scalars['Boolean']['output'];
  class: SelfServiceClass;
  /** New total minus what was paid: below 0 is refunded; above 0 cannot be moved online. */
  differenceCents: Scalars['Int']['output'];
  /** What the moving seats cost on that date: the price and discount they were bought at, that kitchen's tax. */
  newTotalCents: Scalars['Int']['output'];
  refusal?: Maybe<Scalars['String']['output']>;
  /** How many seats move (the party's, or one guest's). */
  seats: Scalars['Int']['output'];
  seatsLeft: Scalars['Int']['output'];
};

/**
 * How a dearer date's difference is settled: COUNTER, collected at the kitchen's counter (recorded);
 * WAIVE, not charged (a reason is required); PAY_LINK, a pay link for the difference e-mailed to the
 * customer: the new date's seats are held and the move happens when it is paid (decision 089).
 */
export type MoveSettlement =
  | 'COUNTER'
  | 'PAY_LINK'
  | 'WAIVE';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds a class (by classId or sku, exactly one) with its portions, or changes the portions of
   * a class already in the cart (taking no new seat). `meals` (decision 041):
   * which meals of the class's menu; BAD_USER_INPUT on `meals` when one is not on the menu or the
   * quantities don't add up to the number of meals ("Choose 6 meals"). Left out, a new line is the
   * chef's choice and a changed number of meals drops an old choice.
   */
  addClassToCart: Cart;
  /** Adds a SEATS or PAIRS class with its number of guests (couples), or changes it. */
  addGuestsToCart: Cart;
  /**
   * Staff with menus.update: one active meal added at the end of the menu, the others untouched (no
   * change when it is on the menu already); CONFLICT when the menu holds 40 meals or the meal is
   * inactive; audited.
   */
  addMenuMeal: Menu;
  /** Staff with subscribers.manage: the address leaves the newsletter (audited). NOT_FOUND for an unknown address. */
  adminUnsubscribeNewsletter: NewsletterSubscriber;
  /**
   * Applies a gift card by its 16-character code. Unknown and disabled cards are the same
   * NOT_FOUND; CONFLICT with NO_BALANCE, ALREADY_APPLIED or CART_LIMIT.
   */
  applyGiftCard: Cart;
  /**
   * Applies a promotion code. A code that fails says why in `extensions.reason`: UNKNOWN
   * (BAD_USER_INPUT on `code`), or CONFLICT with INACTIVE, NOT_STARTED, EXPIRED, USED_UP,
   * MINIMUM_NOT_REACHED, NOT_FOR_THESE_CLASSES, ALREADY_APPLIED or CART_LIMIT.
   */
  applyPromotion: Cart;
  archiveClass: ClassInformation;
  /** Staff with the kind's update permission (newsroom.update, blogs.update): off the public pages, kept for staff; audited. */
  archiveContentItem: ContentItem;
  /**
   * Staff with orders.create and registrations.update book seats for a caller. BAD_USER_INPUT with
   * field messages; CONFLICT (reason CLASS_FULL, NOT_ENOUGH_SEATS, …) under `guests` when the class
   * has no room; NOT_FOUND for an unknown class.
   */
  bookByPhone: PhoneBooking;
  /**
   * Starts a gift card purchase: the checkout with its payment page (checkout.paymentUrl). The
   * card is issued and e-mailed to the recipient once the payment event arrives.
   */
  buyGiftCard: CheckoutResult;
  /** Back to the cart: the holds go back and the payment page closes. CONFLICT ALREADY_PAID when paid. */
  cancelCheckout: Checkout;
  /**
   * Staff with classes.cancel and payments.refund: cancels a class and refunds each paid registration once;
   * message is added to each customer's e-mail; guestsVersion (classCancelPlan's) refuses a stale post (CONFLICT).
   */
  cancelClass: ClassCancellation;
  /** Cancel the party (or one guest) up to 72 hours before the class: all of its money back (card first, then gift cards), once. */
  cancelMyRegistration: RegistrationChanges;
  /**
   * Claims an offered seat into the cart `cartId`: the class is added to the cart. GONE when the
   * link was claimed already or its time ran out.
   */
  claimWaitlistSeat: Scalars['ID']['output'];
  /** Closes the signed-in person's own account (then delete the Firebase account with the client SDK). */
  closeAccount: ClosedAccount;
  /** Staff with classes.update (decision 020). */
  completeClass: ClassInformation;
  /** The confirm link's token (32 hex characters). NOT_FOUND for an unknown token; repeatable. */
  confirmNewsletter: NewsletterSubscription;
  /** The first code from the app confirms enrolment; answers the ten recovery codes, this once. BAD_USER_INPUT (code) for a wrong code. */
  confirmSecondFactorEnrolment: Array<Scalars['String']['output']>;
  /**
   * The buyer of a gift card for a friend corrects the recipient's address and the card is
   * e-mailed there again (issue 26 part 6); the buyer is the browser holding checkoutId that paid,
   * or the signed-in owner. Answers the order's confirmation. BAD_USER_INPUT (recipientEmail),
   * NOT_FOUND for anyone else or an order without a gift card, CONFLICT once the card has been used.
   */
  correctGiftCardRecipient: Order;
  /** Saves an address: to the signed-in caller's book, or with cartUuid onto that cart. */
  createAddress: CustomerAddress;
  /** Staff with blogs.create: a new post, with a cover image judged by its bytes (multipart); audited. */
  createBlogPost: BlogPost;
  /** Staff with calendars.create: a calendar, optionally a location's (CONFLICT when the key or the location's calendar is taken). */
  createCalendar: Calendar;
  /** Staff with calendars.update: a closure, holiday or private event. */
  createCalendarEvent: CalendarEvent;
  /** A new, empty cart; the caller's own when a bearer token is sent. */
  createCart: Cart;
  /** Staff with classes.create: a new class, as a draft. */
  createClass: ClassInformation;
  /**
   * Staff with classes.create: a recurring schedule of drafts from input.date, skipping the spec's
   * holidays, all made at once or none (decision 067); clashes across the series are named as
   * createClass names them. Bad repeat fields are named repeatEveryWeeks, repeatCount, repeatUntil.
   */
  createClassSeries: ClassSeries;
  /**
   * Staff with classes.create: a new class type (decision 050), its key made from its name. A name
   * another type has (case aside) is refused (CONFLICT, reason CLASS_TYPE_EXISTS, on name); a SEATS
   * or PAIRS offer needs its price; a PORTIONS type starts with the standard portions type's portion
   * prices. Audited. Its picture is added with setClassTypePicture.
   */
  createClassType: AdminClassType;
  /**
   * Staff with classes.create: a private class, published at once, whose booking link is e-mailed
   * to the organiser (outbox); audited.
   */
  createCustomClass: ClassInformation;
  /** Staff with locations.create: a new location; audited. */
  createLocation: AdminLocation;
  /** Staff with meals.create: a new meal; audited. */
  createMeal: AdminMeal;
  /** Staff with newsroom.create: a new in-the-news link with the outlet's logo; audited. */
  createNewsLink: NewsLink;
  /**
   * Staff with newsroom.create: a new press release, with an image (a JPEG, PNG or WebP of at most
   * 5 MB, a GraphQL multipart upload) judged by its bytes; audited.
   */
  createPressRelease: PressRelease;
  /** Staff with promotions.create: a new promotion (name, discountType and discountValue required); audited. */
  createPromotion: AdminPromotion;
  /** Staff with promotions.create: one named code or a batch of unique random codes; audited. */
  createPromotionCodes: Array<PromotionCode>;
  /** Staff with users.create. */
  createUser: User;
  /** Staff with calendars.delete: the calendar and its events; its location names no calendar any more. */
  deleteCalendar: Scalars['ID']['output'];
  /** Staff with calendars.update: removes the event. */
  deleteCalendarEvent: Scalars['ID']['output'];
  /** Deletes the cart (or empties it, when earlier checkouts refer to it). True when done. */
  deleteCart: Scalars['Boolean']['output'];
  /** Staff with classes.delete: only a class nobody booked. */
  deleteClass: Scalars['ID']['output'];
  /** Staff with the kind's delete permission: gone for good (its history stays); audited. Answers the id. */
  deleteContentItem: Scalars['ID']['output'];
  /**
   * Staff with locations.delete: refused (CONFLICT, reason LOCATION_IN_USE) while any class names
   * the location — deactivate it instead. Answers the id.
   */
  deleteLocation: Scalars['ID']['output'];
  /** Staff with promotions.delete: only a promotion nobody used (else CONFLICT, reason IN_USE: retire it); audited. */
  deletePromotion: PromotionDeletion;
  /** Staff with promotions.delete: only a code never used (else CONFLICT, reason IN_USE); audited. */
  deletePromotionCode: PromotionDeletion;
  /** Closes an account: the user themself, or staff with users.delete. */
  deleteUser: ClosedAccount;
  /** Staff with gift-cards.create: a card issued by hand (a comp), audited. */
  issueGiftCard: AdminGiftCard;
  /**
   * Puts an e-mail on a full class's waitlist (no sign-in; the same e-mail once per class).
   * BAD_USER_INPUT on `email`; CONFLICT when the class has seats or is canceled or past;
   * RATE_LIMITED after 10 joins from one client within an hour.
   */
  joinWaitlist: WaitlistJoin;
  /**
   * Takes the entry of a leave link off the waitlist; a seat its offer or claim held passes to the
   * next in line. The same answer when it had left already. NOT_FOUND for an unknown token;
   * CONFLICT when a checkout already took the claimed seat.
   */
  leaveWaitlist: WaitlistEntry;
  /** Moves the account of existingUid onto newUid (the caller's token), then call me again. */
  linkAccounts: User;
  /** Staff with messages.view: marks the message read by the caller, the first time only (audited). */
  markContactMessageRead: ContactMessage;
  /** E-mails every attendee (guests and bookers) once through the outbox. Needs registrations.update. */
  messageAttendees: AttendeesMessaged;
  /** Staff with reviews.update: publishes, hides or puts back a review (audited). */
  moderateReview: StaffReview;
  /**
   * Staff with classes.cancel and registrations.update: every booked seat moved to toClassId (one of
   * classCancelPlan's moveDates), each booking e-mailed the new date (with message), the class canceled;
   * no money moves. CONFLICT when the guest list changed (stale), the date cannot take everyone or filled up.
   */
  moveClassGuests: ClassGuestsMoved;
  /** Move the party (or one guest) once to another date of the same class with room for it, up to 72 hours before the class. */
  moveMyRegistration: RegistrationChanges;
  /** Opens the pay link's payment page. NOT_FOUND, CONFLICT ALREADY_PAID, GONE PAY_LINK_EXPIRED. */
  openPayLink: PayLinkPage;
  /**
   * Pays a sandbox payment page with a test card. A declined card is data (status DECLINED with
   * declineCode and message), not an error; an invalid card form is BAD_USER_INPUT, an expired
   * page GONE with reason SESSION_EXPIRED.
   */
  paySandboxSession: SandboxPaymentResult;
  publishClass: ClassInformation;
  /** Staff with payments.refund: money back for an order (decision 021). */
  refundPayment: Refund;
  /** Staff with registrations.update and payments.refund: one registration's money back; in full it frees the seat. */
  refundRegistration: Refund;
  /** Registers the signed-in Firebase account. CONFLICT with reason DUPLICATE and fields email or phone. */
  register: User;
  removeCartAddress: Cart;
  removeClassFromCart: Cart;
  /** Staff with classes.create: the type's classes show no picture any more; audited. */
  removeClassTypePicture: AdminClassType;
  removeGiftCard: Cart;
  /** Staff with locations.update: the kitchen shows no picture any more; audited. */
  removeLocationPicture: AdminLocation;
  /** Staff with meals.update: the meal shows no picture any more; audited. */
  removeMealPicture: AdminMeal;
  removePromotion: Cart;
  /**
   * Staff with registrations.update: takes an entry off a class's waitlist (audited); a seat its
   * offer or claim held goes to the next in line. NOT_FOUND for an entry not of the class; CONFLICT
   * when it is no longer on the list or a checkout already took its seat.
   */
  removeWaitlistEntry: WaitlistRemoval;
  /**
   * Replaces the class lines (in the given order), keeping codes, gift cards, donation and
   * address. All or nothing: one bad line changes nothing and the error names it.
   */
  replaceCartClasses: Cart;
  /**
   * Staff with messages.reply: e-mails the writer (through the outbox) and records the reply with who
   * sent it (audited). The subject defaults to "Re: <topic>". BAD_USER_INPUT naming subject (at most
   * 150 characters) or message (required, at most 5,000); NOT_FOUND for a missing message.
   */
  replyToContactMessage: ContactMessage;
  /** Staff with reviews.update: the shop's answer under a review; empty takes it away (audited). */
  replyToReview: StaffReview;
  /**
   * Asks for a private class (POST class-requests); no sign-in. The requester is e-mailed the link
   * of the status page, the kitchen the request. BAD_USER_INPUT naming the field; RATE_LIMITED
   * after 5 requests from one client within an hour.
   */
  requestPrivateClass: ClassRequest;
  /**
   * The buyer of a gift card sent on a chosen day moves the day while the card is not yet sent
   * (decision 063); the same buyers as correctGiftCardRecipient. Answers the order's confirmation.
   * BAD_USER_INPUT (sendOn: a day in the past or more than a year ahead), NOT_FOUND, CONFLICT once
   * the card has been e-mailed.
   */
  rescheduleGiftCard: Order;
  /** Staff with registrations.update: the registration's confirmation e-mail again. */
  resendConfirmation: SentEmail;
  /** Staff with orders.update: queues a copy of the e-mail (its own id), audited; NOT_FOUND when there is no such e-mail. */
  resendEmail: AdminEmail;
  /** Staff with users.roles: forgets a person's secret and recovery codes (audited); they enrol again. */
  resetSecondFactor: SecondFactor;
  /** Staff with promotions.update: switched off for good use; its orders stay; audited. */
  retirePromotion: AdminPromotion;
  /**
   * Staff with classes.update: the class runs whatever its count (decision 065), confirmed before
   * its decision time. Refused (CONFLICT, reason INVALID_TRANSITION) when it is canceled, started or
   * completed, already decided, or its decision time has passed.
   */
  runClassAnyway: ClassInformation;
  /** After Firebase verified a phone number by text code: the account takes the token's number. */
  saveFirebasePhone: User;
  /**
   * Sends a message to the kitchen (spec §7 POST contact-us); no sign-in. Stored and e-mailed to the
   * chosen kitchen, else to the shop. BAD_USER_INPUT naming the field; RATE_LIMITED after 5 messages
   * from one client within an hour.
   */
  sendContactMessage: ContactMessageReceipt;
  /** Sends an e-mail sign-in link returning to url (signed out). True when sent. */
  sendEmailSignInLink: Scalars['Boolean']['output'];
  /** Queues the e-mail verification link again (decision 068): at most once per five minutes. */
  sendEmailVerification: EmailVerificationSent;
  /** Staff with registrations.update: a reminder of the class. */
  sendReminder: SentEmail;
  /** Puts an address on the cart: a new one (address) or one of the owner's saved ones (addressId); exactly one. */
  setCartAddress: Cart;
  /** A new choice of meals for a class already in the cart (decision 041); [] is the chef's choice. */
  setCartLineMeals: Cart;
  setClassPublic: ClassInformation;
  /**
   * Staff with class-requests.update: moves a request on (PUT class-requests/{id}/status). SCHEDULED
   * needs classId (a private class of the same kitchen), DECLINED a reason; the requester is
   * e-mailed. CONFLICT when the request is already past that status.
   */
  setClassRequestStatus: ClassRequest;
  /**
   * Staff with classes.create: the type's picture, shown for its classes — a JPEG, PNG or WebP of at
   * most 5 MB sent as a GraphQL multipart upload — and what it shows (required). Replaces the
   * picture before; audited.
   */
  setClassTypePicture: AdminClassType;
  /** Staff with messages.reply: marks the message done, or open again (audited). */
  setContactMessageStatus: ContactMessage;
  /**
   * Decision 083: the zip a cart's deliveries go to (5 digits, optionally -4 more). Outside a
   * delivering kitchen's area it is BAD_USER_INPUT naming zipcode, with the nearest other option;
   * with nothing delivered, CONFLICT.
   */
  setDeliveryZip: Cart;
  /**
   * A donation to the charity drive open now, $0 to $1,000 in cents; 0 takes it back. Adding one
   * with no drive open is CONFLICT with reason DONATIONS_CLOSED.
   */
  setDonation: Cart;
  /** Staff with gift-cards.update: disables or enables a card, with the reason (CONFLICT when it already is). */
  setGiftCardStatus: AdminGiftCard;
  /** Staff with locations.update: the kitchen's picture (as setClassTypePicture), shown on /zip and the home page; audited. */
  setLocationPicture: AdminLocation;
  /** Staff with meal-cooked-statuses.update: one step forward, or one back to undo. */
  setMealCookedStatus: KitchenMeal;
  /**
   * Staff with meals.update: the meal's picture — a JPEG, PNG or WebP of at most 5 MB and 8,000
   * pixels a side, sent as a GraphQL multipart upload — and what it shows (empty: the meal's name).
   * Judged by its bytes; replaces the picture before; audited.
   */
  setMealPicture: AdminMeal;
  /** Staff with menus.update: the menu's meals, in this order; audited. */
  setMenuMeals: Menu;
  /** Staff with registrations.update: attended, no-show, canceled (frees the seat) or back to registered (CLASS_FULL without a seat). */
  setRegistrationStatus: AdminRegistration;
  /**
   * Staff with registrations.update (and payments.refund for a cheaper date): moves the registration or
   * its party to another date of the same class; the customer gets one e-mail. BAD_USER_INPUT for a
   * missing reason or settlement; CONFLICT when the date cannot take it, filled up, or the registration
   * changed since the page was shown (STALE).
   */
  staffMoveRegistration: StaffMoveResult;
  /**
   * Starts the checkout of a cart: holds its seats, gift card amounts and code uses for 15
   * minutes and opens the payment page (checkout.paymentUrl). When gift cards pay it all, the
   * order is made at once (orderId). Refusals are CONFLICT with a reason: CART_EMPTY, CLASS_FULL,
   * CLASS_CANCELED, CLASS_STARTED, CLASS_UNAVAILABLE, PROMOTION_*, GIFT_CARD_BALANCE,
   * TOTALS_CHANGED, CART_ORDERED, CHECKOUT_REPLACED, IDEMPOTENCY_KEY_REUSED.
   */
  startCheckout: CheckoutResult;
  /** The secret to enrol with (the same one until confirmed). FORBIDDEN when the caller's roles do not ask for it, CONFLICT once enrolled. */
  startSecondFactorEnrolment: SecondFactorEnrolment;
  /**
   * The link's one review (POST reviews); no sign-in. BAD_USER_INPUT naming rating (1 to 5) or
   * comment (at most 2,000 characters); NOT_FOUND and GONE as reviewLink. Pending until staff publish it.
   */
  submitReview: ReviewLink;
  /**
   * Signs an address up for the newsletter (spec §7 POST marketing/subscribe); no sign-in. It is
   * subscribed only once the confirm link of the e-mail it gets is opened (double opt-in).
   * BAD_USER_INPUT on `email`, `firstName`, `lastName` or `subscribe` (must be true); RATE_LIMITED
   * after 20 signups from one client within an hour.
   */
  subscribeNewsletter: NewsletterSignup;
  /** Staff with orders.update: stops all mail to the address, audited. */
  suppressEmailAddress: EmailSuppression;
  /** After Firebase verified a new e-mail: the account takes it. */
  syncFirebaseEmail: User;
  /**
   * Records a tracking event. Never fails the caller (spec §8): false when the event was not
   * recorded (invalid, or the api unreachable), and the reason is logged.
   */
  trackEvent: Scalars['Boolean']['output'];
  /** The unsubscribe link's token, in every newsletter e-mail. NOT_FOUND for an unknown token; repeatable. */
  unsubscribeNewsletter: NewsletterSubscription;
  /** Staff with orders.update: lets mail go to the address again, audited; NOT_FOUND when it is not suppressed. */
  unsuppressEmailAddress: Scalars['Boolean']['output'];
  /** The signed-in person's own profile. */
  updateAccount: User;
  /** Changes an address the caller may see (see Query.address). */
  updateAddress: CustomerAddress;
  /** Staff with blogs.update: every field; a new cover replaces the one before; audited. */
  updateBlogPost: BlogPost;
  /** Staff with calendars.update: its name, description and location. */
  updateCalendar: Calendar;
  /** Staff with calendars.update: every field of the event as given. */
  updateCalendarEvent: CalendarEvent;
  /** Staff with classes.update. */
  updateClass: ClassInformation;
  /**
   * Staff with classes.create: name, description, offer and its price; the price the offer does not
   * use is cleared. The class page, cart and checkout charge the new price at once; paid
   * registrations keep theirs. A new offer is refused (CONFLICT, CLASS_TYPE_BOOKED, on offer) while
   * an upcoming class of the type holds seats. Audited.
   */
  updateClassType: AdminClassType;
  /** Staff with locations.update: every field of a location; audited. */
  updateLocation: AdminLocation;
  /** Staff with meals.update: every field; allergens and measured ingredients replaced; audited. */
  updateMeal: AdminMeal;
  /** Staff with newsroom.update: every field; a new logo replaces the one before; audited. */
  updateNewsLink: NewsLink;
  /** Staff with orders.update: notes and contact details. */
  updateOrder: AdminOrder;
  /** Staff with newsroom.update: every field; a new image replaces the one before; audited. */
  updatePressRelease: PressRelease;
  /** Staff with promotions.update: the fields given; paid orders keep their discount; audited. */
  updatePromotion: AdminPromotion;
  /** Staff with promotions.update: a code's own limit, or switched off; audited. */
  updatePromotionCode: PromotionCode;
  /** Staff with registrations.update: the guest's names and allergies. */
  updateRegistration: AdminRegistration;
  /** The user themself, or staff with users.update. */
  updateUser: User;
  /** This sign-in's second factor: a code, or a recovery code (used up). BAD_USER_INPUT for a wrong or used one, RATE_LIMITED when locked. */
  verifySecondFactor: SecondFactorPass;
};


export type MutationAddClassToCartArgs = {
  classId?: InputMaybe<Scalars['ID']['input']>;
  meals?: InputMaybe<Array<MealChoiceInput>>;
  portionQuantityId: Scalars['ID']['input'];
  portionSizeId: Scalars['ID']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};


export type MutationAddGuestsToCartArgs = {
  classId?: InputMaybe<Scalars['ID']['input']>;
  guests: Scalars['Int']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};


export type MutationAddMenuMealArgs = {
  mealId: Scalars['ID']['input'];
  menuId: Scalars['ID']['input'];
};


export type MutationAdminUnsubscribeNewsletterArgs = {
  email: Scalars['String']['input'];
};


export type MutationApplyGiftCardArgs = {
  code: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationApplyPromotionArgs = {
  code: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationArchiveClassArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveContentItemArgs = {
  id: Scalars['ID']['input'];
  kind: ContentKind;
};


export type MutationBookByPhoneArgs = {
  input: PhoneBookingInput;
};


export type MutationBuyGiftCardArgs = {
  input: GiftCardPurchaseInput;
};


export type MutationCancelCheckoutArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelClassArgs = {
  guestsVersion?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelMyRegistrationArgs = {
  registrationId: Scalars['ID']['input'];
  scope?: InputMaybe<ChangeScope>;
};


export type MutationClaimWaitlistSeatArgs = {
  cartId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type MutationCloseAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteClassArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmSecondFactorEnrolmentArgs = {
  code: Scalars['String']['input'];
};


export type MutationCorrectGiftCardRecipientArgs = {
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
  orderId: Scalars['ID']['input'];
  recipientEmail: Scalars['String']['input'];
};


export type MutationCreateAddressArgs = {
  address: AddressInput;
  cartUuid?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateBlogPostArgs = {
  image?: InputMaybe<Scalars['File']['input']>;
  input: BlogPostInput;
};


export type MutationCreateCalendarArgs = {
  id: Scalars['ID']['input'];
  input: CalendarInput;
};


export type MutationCreateCalendarEventArgs = {
  calendarId: Scalars['ID']['input'];
  input: CalendarEventInput;
};


export type MutationCreateClassArgs = {
  input: ClassInput;
};


export type MutationCreateClassSeriesArgs = {
  input: ClassInput;
  repeat: ClassRepeatInput;
};


export type MutationCreateClassTypeArgs = {
  input: ClassTypeInput;
};


export type MutationCreateCustomClassArgs = {
  input: CustomClassInput;
};


export type MutationCreateLocationArgs = {
  input: LocationInput;
};


export type MutationCreateMealArgs = {
  input: MealInput;
};


export type MutationCreateNewsLinkArgs = {
  input: NewsLinkInput;
  logo?: InputMaybe<Scalars['File']['input']>;
};


export type MutationCreatePressReleaseArgs = {
  image?: InputMaybe<Scalars['File']['input']>;
  input: PressReleaseInput;
};


export type MutationCreatePromotionArgs = {
  input: PromotionInput;
};


export type MutationCreatePromotionCodesArgs = {
  input: PromotionCodesInput;
  promotionId: Scalars['ID']['input'];
};


export type MutationCreateUserArgs = {
  input: UserCreateInput;
};


export type MutationDeleteCalendarArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCalendarEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCartArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteClassArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteContentItemArgs = {
  id: Scalars['ID']['input'];
  kind: ContentKind;
};


export type MutationDeleteLocationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePromotionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePromotionCodeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationIssueGiftCardArgs = {
  input: GiftCardCompInput;
};


export type MutationJoinWaitlistArgs = {
  email: Scalars['String']['input'];
  sku: Scalars['String']['input'];
};


export type MutationLeaveWaitlistArgs = {
  token: Scalars['String']['input'];
};


export type MutationLinkAccountsArgs = {
  existingUid: Scalars['String']['input'];
  newUid: Scalars['String']['input'];
};


export type MutationMarkContactMessageReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMessageAttendeesArgs = {
  classId: Scalars['ID']['input'];
  message: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};


export type MutationModerateReviewArgs = {
  id: Scalars['ID']['input'];
  status: ReviewStatus;
};


export type MutationMoveClassGuestsArgs = {
  guestsVersion: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  toClassId: Scalars['ID']['input'];
};


export type MutationMoveMyRegistrationArgs = {
  classId: Scalars['ID']['input'];
  registrationId: Scalars['ID']['input'];
  scope?: InputMaybe<ChangeScope>;
};


export type MutationOpenPayLinkArgs = {
  token: Scalars['String']['input'];
};


export type MutationPaySandboxSessionArgs = {
  card: SandboxCardInput;
  sessionId: Scalars['ID']['input'];
};


export type MutationPublishClassArgs = {
  id: Scalars['ID']['input'];
  published: Scalars['Boolean']['input'];
};


export type MutationRefundPaymentArgs = {
  input: RefundInput;
  orderId: Scalars['ID']['input'];
};


export type MutationRefundRegistrationArgs = {
  input: RefundInput;
  registrationId: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegistrationInput;
};


export type MutationRemoveCartAddressArgs = {
  addressId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationRemoveClassFromCartArgs = {
  classId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationRemoveClassTypePictureArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveGiftCardArgs = {
  giftCardId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationRemoveLocationPictureArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveMealPictureArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemovePromotionArgs = {
  promotionId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationRemoveWaitlistEntryArgs = {
  classId: Scalars['ID']['input'];
  entryId: Scalars['ID']['input'];
};


export type MutationReplaceCartClassesArgs = {
  classes: Array<CartClassInput>;
  uuid: Scalars['ID']['input'];
};


export type MutationReplyToContactMessageArgs = {
  id: Scalars['ID']['input'];
  message: Scalars['String']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
};


export type MutationReplyToReviewArgs = {
  id: Scalars['ID']['input'];
  reply: Scalars['String']['input'];
};


export type MutationRequestPrivateClassArgs = {
  input: ClassRequestInput;
};


export type MutationRescheduleGiftCardArgs = {
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
  orderId: Scalars['ID']['input'];
  sendOn: Scalars['String']['input'];
};


export type MutationResendConfirmationArgs = {
  registrationId: Scalars['ID']['input'];
};


export type MutationResendEmailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetSecondFactorArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRetirePromotionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRunClassAnywayArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveFirebasePhoneArgs = {
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSendEmailSignInLinkArgs = {
  email: Scalars['String']['input'];
  url: Scalars['String']['input'];
};


export type MutationSendReminderArgs = {
  registrationId: Scalars['ID']['input'];
};


export type MutationSetCartAddressArgs = {
  address?: InputMaybe<AddressInput>;
  addressId?: InputMaybe<Scalars['ID']['input']>;
  uuid: Scalars['ID']['input'];
};


export type MutationSetCartLineMealsArgs = {
  classId: Scalars['ID']['input'];
  meals: Array<MealChoiceInput>;
  uuid: Scalars['ID']['input'];
};


export type MutationSetClassPublicArgs = {
  id: Scalars['ID']['input'];
  public: Scalars['Boolean']['input'];
};


export type MutationSetClassRequestStatusArgs = {
  classId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  status: ClassRequestStatus;
};


export type MutationSetClassTypePictureArgs = {
  alt: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  picture: Scalars['File']['input'];
};


export type MutationSetContactMessageStatusArgs = {
  id: Scalars['ID']['input'];
  status: ContactMessageStatus;
};


export type MutationSetDeliveryZipArgs = {
  uuid: Scalars['ID']['input'];
  zipcode: Scalars['String']['input'];
};


export type MutationSetDonationArgs = {
  charityWindowId?: InputMaybe<Scalars['ID']['input']>;
  donationCents: Scalars['Int']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationSetGiftCardStatusArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  status: GiftCardStatus;
};


export type MutationSetLocationPictureArgs = {
  alt: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  picture: Scalars['File']['input'];
};


export type MutationSetMealCookedStatusArgs = {
  classId: Scalars['ID']['input'];
  mealId: Scalars['ID']['input'];
  status: MealCookedStatus;
};


export type MutationSetMealPictureArgs = {
  alt?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  picture: Scalars['File']['input'];
};


export type MutationSetMenuMealsArgs = {
  mealIds: Array<Scalars['ID']['input']>;
  menuId: Scalars['ID']['input'];
};


export type MutationSetRegistrationStatusArgs = {
  id: Scalars['ID']['input'];
  status: RegistrationStatus;
};


export type MutationStaffMoveRegistrationArgs = {
  id: Scalars['ID']['input'];
  input: StaffMoveInput;
};


export type MutationStartCheckoutArgs = {
  input: CheckoutInput;
  uuid: Scalars['ID']['input'];
};


export type MutationSubmitReviewArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  rating: Scalars['Int']['input'];
  token: Scalars['String']['input'];
};


export type MutationSubscribeNewsletterArgs = {
  input: NewsletterSignupInput;
};


export type MutationSuppressEmailAddressArgs = {
  detail?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
};


export type MutationSyncFirebaseEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationTrackEventArgs = {
  payload: TrackingInput;
  type: TrackingEventType;
};


export type MutationUnsubscribeNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationUnsuppressEmailAddressArgs = {
  email: Scalars['String']['input'];
};


export type MutationUpdateAccountArgs = {
  id: Scalars['ID']['input'];
  input: ProfileInput;
};


export type MutationUpdateAddressArgs = {
  address: AddressInput;
  cartUuid?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateBlogPostArgs = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['File']['input']>;
  input: BlogPostInput;
};


export type MutationUpdateCalendarArgs = {
  id: Scalars['ID']['input'];
  input: CalendarInput;
};


export type MutationUpdateCalendarEventArgs = {
  id: Scalars['ID']['input'];
  input: CalendarEventInput;
};


export type MutationUpdateClassArgs = {
  id: Scalars['ID']['input'];
  input: ClassInput;
};


export type MutationUpdateClassTypeArgs = {
  id: Scalars['ID']['input'];
  input: ClassTypeInput;
};


export type MutationUpdateLocationArgs = {
  id: Scalars['ID']['input'];
  input: LocationInput;
};


export type MutationUpdateMealArgs = {
  id: Scalars['ID']['input'];
  input: MealInput;
};


export type MutationUpdateNewsLinkArgs = {
  id: Scalars['ID']['input'];
  input: NewsLinkInput;
  logo?: InputMaybe<Scalars['File']['input']>;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: OrderUpdateInput;
};


export type MutationUpdatePressReleaseArgs = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['File']['input']>;
  input: PressReleaseInput;
};


export type MutationUpdatePromotionArgs = {
  id: Scalars['ID']['input'];
  input: PromotionInput;
};


export type MutationUpdatePromotionCodeArgs = {
  id: Scalars['ID']['input'];
  input: PromotionCodeInput;
};


export type MutationUpdateRegistrationArgs = {
  id: Scalars['ID']['input'];
  input: RegistrationUpdateInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UserUpdateInput;
};


export type MutationVerifySecondFactorArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
};

/** What others wrote about the school: the outlet, the article's title and address, the outlet's logo. */
export type NewsLink = ContentItem & {
  __typename?: 'NewsLink';
  id: Scalars['ID']['output'];
  logo?: Maybe<Picture>;
  outlet: Scalars['String']['output'];
  publishedOn: Scalars['String']['output'];
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  /** An http(s) address on the outlet's site. */
  url: Scalars['String']['output'];
};

export type NewsLinkInput = {
  /** What the logo shows; empty: the outlet's name. */
  logoAlt?: InputMaybe<Scalars['String']['input']>;
  outlet: Scalars['String']['input'];
  publishedOn: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

/** The answer to a signup: the same whether or not the address was already on the list. */
export type NewsletterSignup = {
  __typename?: 'NewsletterSignup';
  /** The address as stored (trimmed, lower case); an e-mail with a confirm link is on its way. */
  email: Scalars['String']['output'];
};

/** Spec §3 marketing contact: a newsletter signup. */
export type NewsletterSignupInput = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The consent; must be true. */
  subscribe: Scalars['Boolean']['input'];
};

/** Where a newsletter subscription stands (decision 030). */
export type NewsletterStatus =
  /** Signed up, waiting for the confirm link to be opened. */
  | 'PENDING'
  | 'SUBSCRIBED'
  | 'UNSUBSCRIBED';

/** A newsletter address as staff see it. Times are ISO-8601 UTC. */
export type NewsletterSubscriber = {
  __typename?: 'NewsletterSubscriber';
  confirmedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  status: NewsletterStatus;
  unsubscribedAt?: Maybe<Scalars['String']['output']>;
};

export type NewsletterSubscriberFilter = {
  /** Words of the address or the names. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<NewsletterStatus>;
};

export type NewsletterSubscriberPage = {
  __typename?: 'NewsletterSubscriberPage';
  /** All addresses by status. */
  pending: Scalars['Int']['output'];
  subscribed: Scalars['Int']['output'];
  subscribers: Array<NewsletterSubscriber>;
  /** Addresses matching the filter. */
  total: Scalars['Int']['output'];
  unsubscribed: Scalars['Int']['output'];
};

/** A subscription as its e-mail's link changed it. */
export type NewsletterSubscription = {
  __typename?: 'NewsletterSubscription';
  email: Scalars['String']['output'];
  status: NewsletterStatus;
};

export type Order = {
  __typename?: 'Order';
  address?: Maybe<DeliveryAddress>;
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /**
   * Where the order's confirmation (a gift card's: the buyer's receipt) is on its way to email
   * (decision 058); null on an order's list, or when none was written.
   */
  emailState?: Maybe<EmailState>;
  firstName: Scalars['String']['output'];
  /** On order confirmations of a gift card purchase; null otherwise. */
  giftCard?: Maybe<PurchasedGiftCard>;
  id: Scalars['ID']['output'];
  kind: OrderKind;
  lastName: Scalars['String']['output'];
  /** Decision 091: payments taken after the order was made; empty on an order's list. */
  laterPayments: Array<OrderLaterPayment>;
  /** What the customer sees, e.g. CVK-100042. */
  number: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  registrations: Array<Registration>;
  status: OrderStatus;
  totals: OrderTotals;
};

export type OrderKind =
  | 'CART'
  | 'GIFT_CARD';

/** Decision 091: a payment an order took after it was made (a staff move's difference paid by pay link). */
export type OrderLaterPayment = {
  __typename?: 'OrderLaterPayment';
  amountCents: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  /** What the customer and staff read, e.g. Paid by pay link to move a seat to Pasta Lab. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Given back to the card that paid it so far. */
  refundedCents: Scalars['Int']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  /** Newest first. */
  orders: Array<Order>;
  total: Scalars['Int']['output'];
};

export type OrderStatus =
  | 'CANCELED'
  | 'PAID'
  /** Some of it was given back (decision 021). */
  | 'PARTIALLY_REFUNDED'
  | 'REFUNDED';

export type OrderStatusOption = {
  __typename?: 'OrderStatusOption';
  key: OrderStatus;
  name: Scalars['String']['output'];
};

/** An order's totals as charged (decision 083: its delivery fees), and what its card paid. */
export type OrderTotals = Totals & {
  __typename?: 'OrderTotals';
  amountPaidCents: Scalars['Int']['output'];
  deliveryFeeCents: Scalars['Int']['output'];
  discountCents: Scalars['Int']['output'];
  donationCents: Scalars['Int']['output'];
  giftCardCents: Scalars['Int']['output'];
  /** Decision 091: a staff move's difference paid later by pay link (in the total and the amount paid); 0 on an order's list. */
  moveDifferenceCents: Scalars['Int']['output'];
  subtotalCents: Scalars['Int']['output'];
  taxCents: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
};

/** PUT orders/{id}: only the fields given change. */
export type OrderUpdateInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type OutstandingGiftCardBalanceReport = {
  __typename?: 'OutstandingGiftCardBalanceReport';
  asOf: Scalars['String']['output'];
  cards: Array<GiftCardBalanceLine>;
  /** Part of the total on cards disabled today. */
  disabledCents: Scalars['Int']['output'];
  from: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
  /** The outstanding total at the end of every 7th day back from asOf to from. */
  trend: Array<GiftCardTrendPoint>;
};

/** One guest of a party. */
export type PartyGuest = {
  __typename?: 'PartyGuest';
  firstName: Scalars['String']['output'];
  /** The guest's registration. */
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
};

export type PayLink = {
  __typename?: 'PayLink';
  amountDueCents: Scalars['Int']['output'];
  expiresAt: Scalars['String']['output'];
  /** Why it can no longer be paid, when EXPIRED. */
  failureReason?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  lines: Array<PayLinkLine>;
  /** A staff move's difference (decision 089): the date the booking moves from (the line is the new date); null for a booking. */
  movingFrom?: Maybe<PayLinkLine>;
  /** The order it made, once paid. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  status: PayLinkStatus;
  taxCents: Scalars['Int']['output'];
};

export type PayLinkLine = {
  __typename?: 'PayLinkLine';
  date: Scalars['String']['output'];
  location: Scalars['String']['output'];
  name: Scalars['String']['output'];
  seats: Scalars['Int']['output'];
  timezone: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
};

export type PayLinkPage = {
  __typename?: 'PayLinkPage';
  /** Where the customer pays by card: the sandbox's /pay/<session> or Stripe's page. */
  url: Scalars['String']['output'];
};

export type PayLinkStatus =
  | 'EXPIRED'
  | 'OPEN'
  | 'PAID';

/** The payment of an order (one order, one payment). */
export type Payment = {
  __typename?: 'Payment';
  capturedCents: Scalars['Int']['output'];
  cardCents: Scalars['Int']['output'];
  giftCardCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  provider: Scalars['String']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  /** Captured less refunded (pending refunds count as refunded). */
  refundableCents: Scalars['Int']['output'];
  refundedCents: Scalars['Int']['output'];
  refunds: Array<Refund>;
};

export type PaymentService = {
  __typename?: 'PaymentService';
  /** The provider this shop takes cards with now. */
  active: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type PaymentType = {
  __typename?: 'PaymentType';
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type PayrollLine = {
  __typename?: 'PayrollLine';
  classMinutes: Scalars['Int']['output'];
  classes: Scalars['Int']['output'];
  /** Set-up and clean-up. */
  extraMinutes: Scalars['Int']['output'];
  hostEmail: Scalars['String']['output'];
  hostId: Scalars['ID']['output'];
  hostName: Scalars['String']['output'];
  totalMinutes: Scalars['Int']['output'];
  /** The Monday the week starts. */
  week: Scalars['String']['output'];
};

export type PayrollWeek = {
  __typename?: 'PayrollWeek';
  totalMinutes: Scalars['Int']['output'];
  week: Scalars['String']['output'];
};

export type PhoneBooking = {
  __typename?: 'PhoneBooking';
  amountDueCents: Scalars['Int']['output'];
  checkoutId: Scalars['ID']['output'];
  /** Until when a PAY_LINK booking's seats are held (ISO instant). */
  holdExpiresAt?: Maybe<Scalars['String']['output']>;
  /** The order, once paid (at the counter: at once). */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The pay page's path on the shop, for a PAY_LINK booking. */
  payLinkPath?: Maybe<Scalars['String']['output']>;
};

export type PhoneBookingGuestInput = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
};

export type PhoneBookingInput = {
  classId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** One per seat (a couple is two guests). */
  guests: Array<PhoneBookingGuestInput>;
  /** New for each booking form; the same key again answers the same booking. */
  idempotencyKey: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** A counter payment's words: a check's number (required for CHECK). */
  note?: InputMaybe<Scalars['String']['input']>;
  payment: PhoneBookingPayment;
  phone: Scalars['String']['input'];
};

export type PhoneBookingPayment =
  | 'CASH'
  | 'CHECK'
  | 'PAY_LINK';

/**
 * A picture (decision 024): a JPEG, PNG or WebP served by the shop itself, at an address whose
 * content never changes (cached for a year).
 */
export type Picture = {
  __typename?: 'Picture';
  /** What it shows, for people who cannot see it. */
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /**
   * The same picture at smaller widths, for the img's srcset: "/media/…-480w.jpg 480w, …,
   * /media/….jpg 2400w"; null when it has none (small, or too many pixels to resize; decision 031).
   */
  srcset?: Maybe<Scalars['String']['output']>;
  /** A path on the shop's origin: /media/meals/12/<hash>.jpg. */
  url: Scalars['String']['output'];
  /** Pixels: set width and height on the img so nothing moves as it loads. */
  width: Scalars['Int']['output'];
};

/** How many meal kits a registration takes home (spec §3 portion_variation.portion_quantity). */
export type PortionQuantity = {
  __typename?: 'PortionQuantity';
  id: Scalars['ID']['output'];
  mealCount: Scalars['Int']['output'];
};

/** A portion size of a registration (spec §3 portion_variation.portion_size). */
export type PortionSize = {
  __typename?: 'PortionSize';
  id: Scalars['ID']['output'];
  /** half or full */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** How many people it feeds, as printed: 2–3, 4–6. */
  serves: Scalars['String']['output'];
};

/** A postal address with its addressee and phone: a saved one (CustomerAddress) or an order's (DeliveryAddress). */
export type PostalAddress = {
  city: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Ten digits, or "" when not given. */
  phone: Scalars['String']['output'];
  /** Two-letter USPS code. */
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
  /** "" when not given. */
  street2: Scalars['String']['output'];
  /** 84321 or 84321-1234. */
  zipcode: Scalars['String']['output'];
};

/**
 * A press release of the newsroom (decision 028). The public sees published ones dated today or
 * before; staff see every one.
 */
export type PressRelease = ContentItem & {
  __typename?: 'PressRelease';
  /** Markdown, as staff wrote it. */
  body: Scalars['String']['output'];
  /**
   * The body as HTML that is safe to insert as it is: raw HTML in the Markdown is shown as text, and
   * links or pictures to anything but http(s), mailto or tel have an empty address.
   */
  bodyHtml: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Null until staff upload one. */
  image?: Maybe<Picture>;
  /** The day it is published, YYYY-MM-DD. */
  publishedOn: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** draft, published or archived (newsroomStatuses). */
  status: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** ISO-8601 instant of the last change. */
  updatedAt: Scalars['String']['output'];
};

/** A press release as staff write it; every field is sent (slug: made from the title on create, kept when left out). */
export type PressReleaseInput = {
  /** Markdown. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** What the image shows; empty: the title. */
  imageAlt?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  publishedOn: Scalars['String']['input'];
  slug?: InputMaybe<Scalars['String']['input']>;
  /** draft, published or archived. */
  status?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/** The person's own profile; fields left out stay as they are, null clears a nullable one. */
export type ProfileInput = {
  allergies?: InputMaybe<Array<Scalars['String']['input']>>;
  allergyNotes?: InputMaybe<Scalars['String']['input']>;
  /** Only to the e-mail Firebase verified for the caller (see syncFirebaseEmail). */
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  spiceTolerance?: InputMaybe<SpiceTolerance>;
};

export type PromotionAppliesTo =
  /** Only classes of the promotion's class types. */
  | 'CLASSES'
  | 'ORDER';

export type PromotionClassType = {
  __typename?: 'PromotionClassType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PromotionCode = {
  __typename?: 'PromotionCode';
  active: Scalars['Boolean']['output'];
  /** Upper case, as customers type it (any case). */
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  promotionId: Scalars['ID']['output'];
  /** null: only the promotion's limits. */
  usageLimit?: Maybe<Scalars['Int']['output']>;
  uses: Scalars['Int']['output'];
};

export type PromotionCodeInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** null: only the promotion's limits. */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

export type PromotionCodePage = {
  __typename?: 'PromotionCodePage';
  codes: Array<PromotionCode>;
  total: Scalars['Int']['output'];
};

/** Either code (one named code) or count (a batch of random codes, 1–1,000, with an optional prefix). */
export type PromotionCodesInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  count?: InputMaybe<Scalars['Int']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** Uses of each code; left out: a batch is single use, a named code has no limit; null: no limit. */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

export type PromotionDeletion = {
  __typename?: 'PromotionDeletion';
  id: Scalars['ID']['output'];
};

/** Why a promotion code gives nothing (decision 009); also the `reason` of a refused code. */
export type PromotionFailure =
  | 'ALREADY_APPLIED'
  | 'EXPIRED'
  | 'INACTIVE'
  | 'MINIMUM_NOT_REACHED'
  | 'NOT_FOR_THESE_CLASSES'
  | 'NOT_STARTED'
  | 'UNKNOWN'
  | 'USED_UP';

/** Every field of a promotion. Left out on update: kept. */
export type PromotionInput = {
  /** false retires the promotion. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  appliesTo?: InputMaybe<PromotionAppliesTo>;
  classTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  discountType?: InputMaybe<DiscountType>;
  /** PERCENT: basis points 1–10,000; FIXED: cents. */
  discountValue?: InputMaybe<Scalars['Int']['input']>;
  endsAt?: InputMaybe<Scalars['String']['input']>;
  giftCards?: InputMaybe<Scalars['Boolean']['input']>;
  minimumCents?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  perCustomerLimit?: InputMaybe<Scalars['Int']['input']>;
  /** ISO-8601 with its zone; null: no start. */
  startsAt?: InputMaybe<Scalars['String']['input']>;
  /** null: no limit. */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** A paid order that redeemed a promotion. */
export type PromotionOrder = {
  __typename?: 'PromotionOrder';
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** What this promotion took off, as paid. */
  discountCents: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  number: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
};

export type PromotionOrderPage = {
  __typename?: 'PromotionOrderPage';
  orders: Array<PromotionOrder>;
  total: Scalars['Int']['output'];
};

/** Where a promotion stands now. */
export type PromotionStatus =
  /** On, started, not ended, uses left. */
  | 'ACTIVE'
  /** Past its end, or every use taken. */
  | 'ENDED'
  /** Switched off by staff; kept for its orders. */
  | 'RETIRED'
  /** On, but its start is still ahead. */
  | 'SCHEDULED';

/** The promotion a code belongs to. */
export type PromotionSummary = {
  __typename?: 'PromotionSummary';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** What one applied code takes off. */
export type PromotionTotals = {
  __typename?: 'PromotionTotals';
  code: Scalars['String']['output'];
  codeId: Scalars['ID']['output'];
  discountCents: Scalars['Int']['output'];
  promotionId: Scalars['ID']['output'];
  /** Why it gives nothing now (the cart changed after it was applied); null when it applies. */
  reason?: Maybe<PromotionFailure>;
};

/** A gift card an order bought; the code is masked (it went only to the recipient). */
export type PurchasedGiftCard = {
  __typename?: 'PurchasedGiftCard';
  amountCents: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  /** Its design's key (issue 30 part 8): classic, citrus, celebration or harvest; cards from before designs are classic. */
  design: Scalars['String']['output'];
  /** Where the recipient's e-mail with the whole code is (the newest one, issue 26 part 6); null when none was written. */
  emailState?: Maybe<EmailState>;
  /** True while the card is unused: its buyer may still correct the recipient's address. */
  recipientEditable: Scalars['Boolean']['output'];
  recipientEmail: Scalars['String']['output'];
  recipientName: Scalars['String']['output'];
  /** True until its e-mail is written: it goes at 8 am on sendOn, and its buyer may still change the day (rescheduleGiftCard). */
  scheduled: Scalars['Boolean']['output'];
  /** The day its buyer chose for its e-mail (decision 063), YYYY-MM-DD, kitchen time; null: sent when paid. */
  sendOn?: Maybe<Scalars['String']['output']>;
};

/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * An address the caller may see: their own (signed in), or the one on the cart named by
   * cartUuid. Null otherwise, exactly as for an address that does not exist.
   */
  address?: Maybe<CustomerAddress>;
  /** Staff with class-requests.view: one request with the private classes it may be linked to; null when there is none. */
  adminClassRequest?: Maybe<ClassRequest>;
  /** Staff with class-requests.view: private-class requests, newest first. */
  adminClassRequests: ClassRequestPage;
  /** Staff with classes.view: every class type, or the ones named, with its upcoming classes counted. */
  adminClassTypes: Array<AdminClassType>;
  /** Staff with classes.view: every class, drafts and archived ones too. */
  adminClasses: AdminClassPage;
  /** Staff with messages.view: one message with its replies; null when there is none. */
  adminContactMessage?: Maybe<ContactMessage>;
  /** Staff with messages.view: contact messages newest first. */
  adminContactMessages: ContactMessagePage;
  /** Staff with the kind's view permission: one item, whatever its status; null when there is none. */
  adminContentItem?: Maybe<ContentItem>;
  /**
   * Staff with the kind's view permission (newsroom.view, blogs.view): every item of the kind, or those
   * the filter keeps, newest first: `first` of them (1–100; BAD_USER_INPUT otherwise) after skipping
   * `offset` (0–10,000).
   */
  adminContentItems: Array<ContentItem>;
  /** Staff with orders.view: one e-mail with its bodies; null when there is no such e-mail. */
  adminEmail?: Maybe<AdminEmail>;
  /** Staff with orders.view: the outbox, newest first. */
  adminEmails: AdminEmailPage;
  /** Staff with gift-cards.view: one card with its ledger; null when there is no such card. */
  adminGiftCard?: Maybe<AdminGiftCard>;
  /** Staff with gift-cards.view: gift cards, newest first. */
  adminGiftCards: AdminGiftCardPage;
  /**
   * Staff with locations.view: locations (inactive too) by name: the ones named, or those whose
   * name or city has the words; a page (decision 045).
   */
  adminLocations: Array<AdminLocation>;
  /**
   * Staff with meals.view: meals (inactive too) with their measured ingredients, by type then name:
   * the ones named, or those matching the filters; a page (decision 045).
   */
  adminMeals: Array<AdminMeal>;
  /** Staff with subscribers.view: newsletter addresses newest first (up to 500 a page, for the CSV). */
  adminNewsletterSubscribers: NewsletterSubscriberPage;
  /** Staff with orders.view; null when there is no such order. */
  adminOrder?: Maybe<AdminOrder>;
  /** Staff with orders.view: orders, newest first. */
  adminOrders: AdminOrderPage;
  /** Staff with promotions.view; null when there is no such promotion. */
  adminPromotion?: Maybe<AdminPromotion>;
  /** Staff with promotions.view: promotions, newest first. */
  adminPromotions: AdminPromotionPage;
  /** Staff with registrations.view: registrations, the latest class first. */
  adminRegistrations: AdminRegistrationPage;
  /** Staff with reviews.view: reviews newest first, of one status or all. */
  adminReviews: StaffReviewPage;
  allergies: Array<Allergy>;
  /** Staff with audit.view: the audit log, newest first. */
  auditRecords: AuditPage;
  /** Staff with calendars.view; null when there is no such calendar. */
  calendar?: Maybe<Calendar>;
  /** Staff with calendars.view; null when there is no such event. */
  calendarEvent?: Maybe<CalendarEvent>;
  /** Staff with calendars.view: the statuses of calendar events. */
  calendarEventStatuses: Array<CalendarEventStatusOption>;
  /** Staff with calendars.view: the events touching from–to (local dates, at most 62 days) and the location's classes then. */
  calendarWindow: CalendarWindow;
  /** Staff with calendars.view: the calendars by name, with their locations; a page (decision 045). */
  calendars: Array<Calendar>;
  /** The cart with this uuid; null when there is none. An owned cart needs its user's token. */
  cart?: Maybe<Cart>;
  /** Null when there is no such location; an unknown zip code is BAD_USER_INPUT. */
  checkMismatchZip?: Maybe<ZipMismatch>;
  /** A checkout as it stands (one whose 15 minutes ran out is released on the way); null when unknown. */
  checkout?: Maybe<Checkout>;
  /**
   * A city by zip code (5 digits, optionally -4) or by name (Utah first unless `state` is given).
   * Null when nothing matches.
   */
  cityLookup?: Maybe<CityLookup>;
  /**
   * One class by numeric id or sku, with prices, class type and menu; canceled classes too, and a
   * private class by its sku (the link its host holds). Null when there is no such class.
   */
  class?: Maybe<Class>;
  /** Staff with classes.view: who is coming (allAttendees adds canceled and refunded registrations). */
  classAttendees: Array<ClassAttendee>;
  /** Staff with classes.cancel and payments.refund: what canceling the class would do; null when there is no such class. */
  classCancelPlan?: Maybe<ClassCancelPlan>;
  /** Staff with classes.view. */
  classForecast: ClassForecast;
  /** Staff with classes.view. */
  classFormChoices: ClassFormChoices;
  /** Staff with classes.view: the menu's ingredients scaled to the kits sold, by aisle. */
  classGrocery: ClassGrocery;
  /** Staff with classes.view; null when there is no such class. */
  classInformation?: Maybe<ClassInformation>;
  /** A request by its status page's token; no sign-in. Null for a token nobody holds. */
  classRequest?: Maybe<ClassRequest>;
  /**
   * Partners: the public, not canceled classes from `from` (inclusive) to `to` (exclusive), both
   * YYYY-MM-DD in America/Denver, at most 92 days apart. At most 1,000 classes: a span holding
   * more is refused (BAD_USER_INPUT on `to`, reason TOO_MANY_CLASSES), never cut (decision 045).
   */
  classSchedule: Array<Class>;
  classTypes: Array<ClassType>;
  /** Staff with classes.view: a class's waitlist, seats held first, then the waiting e-mails in order. */
  classWaitlist: Array<StaffWaitlistEntry>;
  /** Upcoming classes, from the start of the current week unless the filter says otherwise. */
  classes: Array<Class>;
  /** Staff: each kitchen's classes from its today for `days` (1–14, default 7), and what needs attention. */
  consoleHome: ConsoleHome;
  /** The drive open now; null when none is. */
  currentCharityWindow?: Maybe<CharityWindow>;
  /** The address the user saved last; null when none. */
  defaultAddress?: Maybe<CustomerAddress>;
  /** Staff with reports.view: per delivery date, the addresses to deliver to (default: the coming week). */
  deliveryAddressesReport: DeliveryAddressesReport;
  /** Spec §5, for registration forms (any signed-in identity): no other account has this e-mail. */
  emailIsUnique: Scalars['Boolean']['output'];
  /** Staff with orders.view: the suppressed addresses, newest first. */
  emailSuppressions: Array<EmailSuppression>;
  /** Staff with employee-links.view. */
  employeeLinks: Array<EmployeeLink>;
  /** By numeric id or key; null when there is no such fulfillment. */
  fulfillment?: Maybe<Fulfillment>;
  fulfillments: Array<Fulfillment>;
  /**
   * A gift card's balance; needs no sign-in. Read-only, so a query although REST takes a POST.
   * A code that is not 16 letters and digits is BAD_USER_INPUT on `code`; unknown and disabled
   * cards are the same NOT_FOUND ("We couldn't find that gift card").
   */
  giftCardBalance: GiftCardBalance;
  /**
   * What a promotion code takes off a gift card of amountCents ($10–$500). Read-only, so a query.
   * BAD_USER_INPUT on `code` (reason UNKNOWN) or `amountCents`; CONFLICT with reason
   * NOT_FOR_GIFT_CARDS, INACTIVE, NOT_STARTED, EXPIRED, USED_UP or MINIMUM_NOT_REACHED.
   */
  giftCardPromotionQuote: GiftCardPromotionQuote;
  /**
   * Everyone: published in-the-news links dated today or before, newest first: `first` of them (1–50,
   * BAD_USER_INPUT otherwise) after skipping `offset` (0–10,000).
   */
  inTheNews: Array<NewsLink>;
  /** Staff with meal-cooked-statuses.view: dates YYYY-MM-DD, from today to a week ahead by default. */
  kitchenBoard: Array<KitchenClass>;
  /** Null when there is no such location. */
  location?: Maybe<Location>;
  locations: LocationList;
  /**
   * The development mailbox: e-mails queued for `to`, or the latest 50, newest first. Only in
   * development and tests; elsewhere NOT_FOUND.
   */
  mailbox: Array<MailboxEmail>;
  /** Staff with reports.view: hours per host per week from the classes they ran (default: the last 12 weeks). */
  managementPayrollReport: ManagementPayrollReport;
  /**
   * The signed-in user (GET users/login); null without a bearer token. A verified sign-in with no
   * account is UNAUTHENTICATED with reason NOT_REGISTERED and `extensions.identity`
   * ({ email, name, phoneNumber }) to pre-fill registration; an e-mail bound to another sign-in
   * method is CONFLICT with reason ACCOUNT_LINK_REQUIRED (see uidOfMatchingAccount, linkAccounts).
   */
  me?: Maybe<User>;
  /** By numeric id or slug; null when there is no such meal. */
  meal?: Maybe<Meal>;
  mealTypes: Array<MealType>;
  /**
   * Everyone: the active meals by type then name, or a menu's in the menu's order (a menu holds at
   * most 40): `first` of them (1–100; BAD_USER_INPUT otherwise) after skipping `offset` (0–10,000).
   */
  meals: Array<Meal>;
  /** By numeric id or slug; null when there is no such menu. */
  menu?: Maybe<Menu>;
  /** Menus in date order; with a month (YYYY-MM), the menus served in that month. */
  menus: Array<Menu>;
  /** The signed-in person's e-mail verification (decision 068); null without a sign-in. */
  myEmailVerification?: Maybe<EmailVerification>;
  /** The signed-in person's own second factor; null when signed out. */
  mySecondFactor?: Maybe<SecondFactor>;
  /** Everyone: the statuses of newsroom items and blog posts. */
  newsroomStatuses: Array<ContentStatusOption>;
  /** Always true: a cheap probe for monitors and partners. */
  ok: Scalars['Boolean']['output'];
  /**
   * The order for its confirmation page: with the checkout id the browser that paid keeps, or as
   * its owner or staff with orders.view. Null for anyone else, as for an order that does not exist.
   */
  orderConfirmation?: Maybe<Order>;
  /** Staff with orders.view. */
  orderStatuses: Array<OrderStatusOption>;
  /** Staff with reports.view: what gift cards still owe as of a date (default today), with its trend since from. */
  outstandingGiftCardBalanceReport: OutstandingGiftCardBalanceReport;
  /** A pay link's booking, public (the token is the capability); null when there is no such link. */
  payLink?: Maybe<PayLink>;
  /** Staff with payments.view: an order's payment, named by the order's id; null when there is none. */
  payment?: Maybe<Payment>;
  /** Staff with payments.view. */
  paymentServices: Array<PaymentService>;
  /** Staff with payments.view. */
  paymentTypes: Array<PaymentType>;
  /** Phone sign-in: whether the number is on an account other than the caller's own. */
  phoneIsDuplicate: Scalars['Boolean']['output'];
  phoneIsUnique: Scalars['Boolean']['output'];
  /** Everyone: one published press release by its slug; null when unknown, a draft, archived or dated later. */
  pressRelease?: Maybe<PressRelease>;
  /**
   * Everyone: published press releases dated today or before, newest first: `first` of them (1–50,
   * BAD_USER_INPUT otherwise) after skipping `offset` (0–10,000).
   */
  pressReleases: Array<PressRelease>;
  /** Staff with promotions.view; null when there is no such code. */
  promotionCode?: Maybe<PromotionCode>;
  /** Staff with promotions.view: a promotion's codes, oldest first (limit up to 5,000). */
  promotionCodes: PromotionCodePage;
  /** Staff with promotions.view: the paid orders that used a promotion, newest first. */
  promotionOrders: PromotionOrderPage;
  /** Staff with payments.view. */
  refundReasons: Array<RefundReason>;
  /** Staff with registrations.view; null when there is no such registration. */
  registration?: Maybe<AdminRegistration>;
  /** The signed-in owner of the registration's order only. */
  registrationChanges?: Maybe<RegistrationChanges>;
  /** Staff with registrations.update: where the registration (or its party) may move, and what money would move; null when there is no such registration. */
  registrationMovePlan?: Maybe<StaffMovePlan>;
  /** Staff with registrations.view: each status and where it may go. */
  registrationStatuses: Array<RegistrationStatusOption>;
  /** A review link's class; no sign-in. NOT_FOUND for a link nobody holds; GONE once used, for a refunded seat, or expired. */
  reviewLink: ReviewLink;
  /** Staff with roles.view. */
  roles: Array<Role>;
  /** The sandbox payment page's session; null when unknown (or when the sandbox is not the gateway). */
  sandboxPaymentSession?: Maybe<SandboxPaymentSession>;
  /** Staff with audit.view: the scheduler's jobs and their latest runs. */
  scheduledJobs: Array<ScheduledJob>;
  /**
   * The current seat version (decision 036): raised after every committed seat change. A page
   * built from answers of an older version (`extensions.cache.seatVersion`) shows old seats. Null
   * when it cannot be read (nothing that shows seats should then be reused).
   */
  seatVersion?: Maybe<Scalars['Int']['output']>;
  /**
   * Everyone: every upcoming public class (not canceled, published), class type, active meal,
   * active kitchen (once per list it is on) and published press release, in a fixed order (kind,
   * id): `first` of them (1–5,000, BAD_USER_INPUT otherwise) after skipping `offset` (0 or more).
   */
  sitemap: SitemapPage;
  /** The uid of another account with the caller's verified e-mail (spec §4 re-login); null when none. */
  uidOfMatchingAccount?: Maybe<Scalars['String']['output']>;
  /** The user themself, or staff with users.view (else FORBIDDEN); null when there is no such user. */
  user?: Maybe<User>;
  /** The user themself, or staff with orders.view. */
  userOrders: OrderPage;
  /**
   * The user themself, or staff with registrations.view: by class date, latest first; `limit` 1–100
   * (BAD_USER_INPUT otherwise). With `upcoming` (decision 045) only the booked registrations of
   * classes still to come and not canceled, soonest first, and `total` counts those.
   */
  userRegistrations: RegistrationPage;
  /** Staff with users.view: another person's second factor (their console page). */
  userSecondFactor: SecondFactor;
  /** Staff with users.view. Every word of search matches a name, the e-mail or the phone digits. */
  users: UserPage;
  /** The entry of a leave link's token (the join e-mail's, or the offer's). NOT_FOUND for an unknown token. */
  waitlistEntry: WaitlistEntry;
  /** The offer of a claim link's token. NOT_FOUND for an unknown token. */
  waitlistOffer: WaitlistOffer;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAddressArgs = {
  cartUuid?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminClassRequestArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminClassRequestsArgs = {
  filter?: InputMaybe<ClassRequestFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminClassTypesArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminClassesArgs = {
  filter?: InputMaybe<AdminClassFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminClassSort>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminContactMessageArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminContactMessagesArgs = {
  filter?: InputMaybe<ContactMessageFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminContentItemArgs = {
  id: Scalars['ID']['input'];
  kind: ContentKind;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminContentItemsArgs = {
  filter?: InputMaybe<ContentListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind: ContentKind;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminEmailArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminEmailsArgs = {
  filter?: InputMaybe<AdminEmailFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminGiftCardArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminGiftCardsArgs = {
  filter?: InputMaybe<AdminGiftCardFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminLocationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminMealsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  mealTypeId?: InputMaybe<Scalars['ID']['input']>;
  notOnMenuId?: InputMaybe<Scalars['ID']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminNewsletterSubscribersArgs = {
  filter?: InputMaybe<NewsletterSubscriberFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminOrderArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminOrdersArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminPromotionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminPromotionsArgs = {
  filter?: InputMaybe<AdminPromotionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminRegistrationsArgs = {
  filter?: InputMaybe<AdminRegistrationFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAdminReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReviewStatus>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryAuditRecordsArgs = {
  filter?: InputMaybe<AuditFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryCalendarArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryCalendarEventArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryCalendarWindowArgs = {
  calendarId: Scalars['ID']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryCalendarsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryCartArgs = {
  uuid: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryCheckMismatchZipArgs = {
  locationId: Scalars['ID']['input'];
  zipcode: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryCheckoutArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryCityLookupArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassArgs = {
  idOrSku: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassAttendeesArgs = {
  allAttendees?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassCancelPlanArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassForecastArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassGroceryArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassInformationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassRequestArgs = {
  token: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassScheduleArgs = {
  from: Scalars['String']['input'];
  fulfillment?: InputMaybe<Scalars['String']['input']>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  to: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassWaitlistArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryClassesArgs = {
  filter?: InputMaybe<ClassFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryConsoleHomeArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryDefaultAddressArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryDeliveryAddressesReportArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryEmailIsUniqueArgs = {
  email: Scalars['String']['input'];
  excludeUserId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryFulfillmentArgs = {
  idOrKey: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryGiftCardBalanceArgs = {
  code: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryGiftCardPromotionQuoteArgs = {
  amountCents: Scalars['Int']['input'];
  code: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryInTheNewsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryKitchenBoardArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryLocationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryLocationsArgs = {
  filter?: InputMaybe<LocationFilter>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryMailboxArgs = {
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryManagementPayrollReportArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryMealArgs = {
  idOrSlug: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryMealsArgs = {
  filter?: InputMaybe<MealFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryMenuArgs = {
  idOrSlug: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryMenusArgs = {
  month?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryOrderConfirmationArgs = {
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
  orderId: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryOutstandingGiftCardBalanceReportArgs = {
  asOf?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryPayLinkArgs = {
  token: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryPhoneIsDuplicateArgs = {
  phone: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryPhoneIsUniqueArgs = {
  excludeUserId?: InputMaybe<Scalars['ID']['input']>;
  phone: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryPressReleaseArgs = {
  slug: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryPressReleasesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryPromotionCodeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryPromotionCodesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  promotionId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryPromotionOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  promotionId: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryRegistrationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryRegistrationChangesArgs = {
  registrationId: Scalars['ID']['input'];
  scope?: InputMaybe<ChangeScope>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryRegistrationMovePlanArgs = {
  id: Scalars['ID']['input'];
  scope?: InputMaybe<ChangeScope>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryReviewLinkArgs = {
  token: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QuerySandboxPaymentSessionArgs = {
  sessionId: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QuerySitemapArgs = {
  first: Scalars['Int']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryUidOfMatchingAccountArgs = {
  uid?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryUserOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryUserRegistrationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  upcoming?: InputMaybe<Scalars['Boolean']['input']>;
  userId: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryUserSecondFactorArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryWaitlistEntryArgs = {
  token: Scalars['String']['input'];
};


/**
 * The shop's one GraphQL schema. Public queries (class schedules, locations, menus, meals) need
 * no sign-in. Times are ISO-8601 UTC instants; money is integer cents.
 */
export type QueryWaitlistOfferArgs = {
  token: Scalars['String']['input'];
};

export type Refund = {
  __typename?: 'Refund';
  amountCents: Scalars['Int']['output'];
  /** The part given back to the card; the rest went to the gift cards that paid. */
  cardCents: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  failureReason?: Maybe<Scalars['String']['output']>;
  giftCardCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  note: Scalars['String']['output'];
  /** Decision 091: of the card part, what went back to the card that paid a move's difference by pay link. */
  payLinkCardCents: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
  registrationId?: Maybe<Scalars['ID']['output']>;
  status: RefundStatus;
};

export type RefundInput = {
  /** Default: all that is left to refund. */
  amountCents?: InputMaybe<Scalars['Int']['input']>;
  /** One per refund the person means: repeating it never refunds twice. */
  idempotencyKey: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  /** A key of Query.refundReasons. */
  reason: Scalars['String']['input'];
};

export type RefundReason = {
  __typename?: 'RefundReason';
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type RefundStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCEEDED';

/** The class of a registration. */
export type RegisteredClass = {
  __typename?: 'RegisteredClass';
  /** In account lists; null on order confirmations. */
  canceled?: Maybe<Scalars['Boolean']['output']>;
  /** Start as an ISO-8601 UTC instant; show it in location.timezone. */
  date: Scalars['String']['output'];
  /** On order confirmations; null in account lists. */
  durationMinutes?: Maybe<Scalars['Int']['output']>;
  /** How the class reaches the customer; its path is where the class's page lives (/classes, /pickup or /delivery). */
  fulfillment: ClassFulfillment;
  id: Scalars['ID']['output'];
  location: ClassLocation;
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  /** scheduled, completed or archived; in account lists, null on order confirmations. */
  status?: Maybe<Scalars['String']['output']>;
};

/** A seat in a class, made from a paid order (spec §3 Order.registrations). */
export type Registration = {
  __typename?: 'Registration';
  /** The guest's allergies by name. */
  allergies: Array<Scalars['String']['output']>;
  class: RegisteredClass;
  /** In account lists; null on order confirmations. */
  createdAt?: Maybe<Scalars['String']['output']>;
  discountCents: Scalars['Int']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** On orders (decision 041): the chosen meals, empty for the chef's choice; null in the registrations list. */
  meals?: Maybe<Array<ChosenMeal>>;
  offer: ClassOffer;
  orderId: Scalars['ID']['output'];
  portionQuantity?: Maybe<PortionQuantity>;
  portionQuantityId: Scalars['ID']['output'];
  portionSize?: Maybe<PortionSize>;
  portionSizeId: Scalars['ID']['output'];
  priceCents: Scalars['Int']['output'];
  status: RegistrationStatus;
  taxCents: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
};

/** What the owner may do with a registration now, and what money would move. */
export type RegistrationChanges = {
  __typename?: 'RegistrationChanges';
  canCancel: Scalars['Boolean']['output'];
  canMove: Scalars['Boolean']['output'];
  /** What a cancel of the party (or the one guest) gives back now. */
  cancelRefundCents: Scalars['Int']['output'];
  cancelRefusal?: Maybe<Scalars['String']['output']>;
  canceledAt?: Maybe<Scalars['String']['output']>;
  /** Changes close at this instant (72 hours before the class). */
  cutoff: Scalars['String']['output'];
  moveOptions: Array<MoveOption>;
  moveRefusal?: Maybe<Scalars['String']['output']>;
  movedAt?: Maybe<Scalars['String']['output']>;
  movedFrom?: Maybe<SelfServiceClass>;
  party: SelfServiceParty;
  registration: SelfServiceRegistration;
};

/** Registration (spec §3 registration payload): binds the signed-in Firebase account to a new user. */
export type RegistrationInput = {
  /** Allergy keys (Query.allergies) or ids. */
  allergies?: InputMaybe<Array<Scalars['String']['input']>>;
  allergyNotes?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** A US number in any common shape. */
  phone: Scalars['String']['input'];
  spiceTolerance?: InputMaybe<SpiceTolerance>;
};

export type RegistrationPage = {
  __typename?: 'RegistrationPage';
  /** By class date, latest first. */
  registrations: Array<Registration>;
  total: Scalars['Int']['output'];
};

export type RegistrationStatus =
  | 'ATTENDED'
  | 'CANCELED'
  | 'NO_SHOW'
  | 'REFUNDED'
  | 'REGISTERED';

export type RegistrationStatusOption = {
  __typename?: 'RegistrationStatusOption';
  /** Whether a registration in this status holds a seat of its class. */
  holdsSeat: Scalars['Boolean']['output'];
  key: RegistrationStatus;
  name: Scalars['String']['output'];
  /** The statuses staff may move it to by hand (refunded only by a refund). */
  next: Array<RegistrationStatus>;
};

/** A seat's money: what it cost and what is left to refund. */
export type RegistrationTotals = {
  __typename?: 'RegistrationTotals';
  discountCents: Scalars['Int']['output'];
  priceCents: Scalars['Int']['output'];
  refundableCents: Scalars['Int']['output'];
  refundedCents: Scalars['Int']['output'];
  taxCents: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
};

/** PUT registrations/{id}: only the fields given change. */
export type RegistrationUpdateInput = {
  /** Allergy keys; replaces the list. */
  allergies?: InputMaybe<Array<Scalars['String']['input']>>;
  allergyNotes?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** mild, medium, hot, or empty to clear. */
  spiceTolerance?: InputMaybe<Scalars['String']['input']>;
};

/** A published review, as the class pages show it. */
export type Review = {
  __typename?: 'Review';
  /** First name and last initial, e.g. Maria G. */
  authorName: Scalars['String']['output'];
  /** The reviewed class's start (ISO-8601 UTC). */
  classDate: Scalars['String']['output'];
  comment: Scalars['String']['output'];
  /** When it was written (ISO-8601 UTC). */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locationName: Scalars['String']['output'];
  /** 1 to 5 stars. */
  rating: Scalars['Int']['output'];
  /** The shop's answer; empty for none. */
  reply: Scalars['String']['output'];
};

/** What a review link (/reviews/{token}) reviews, and how the review will name its author. */
export type ReviewLink = {
  __typename?: 'ReviewLink';
  authorName: Scalars['String']['output'];
  class: ReviewLinkClass;
};

/** The class a review link reviews. */
export type ReviewLinkClass = {
  __typename?: 'ReviewLinkClass';
  /** ISO-8601 UTC instant. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locationName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Its page, e.g. /classes/LOG-… */
  path: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  /** IANA time zone of its kitchen. */
  timezone: Scalars['String']['output'];
};

/** Where a review stands (decision 064): PENDING until staff publish or hide it. */
export type ReviewStatus =
  /** Never shown. */
  | 'HIDDEN'
  | 'PENDING'
  /** Shown on the class pages. */
  | 'PUBLISHED';

/** A class type's published reviews: their average, their count and the latest few. */
export type ReviewSummary = {
  __typename?: 'ReviewSummary';
  /** The mean rating; null when there is none. */
  average?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  latest: Array<Review>;
};

/** A role and the permissions it grants (spec §6). */
export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
};

/** A card on the sandbox's payment page: Stripe's test cards (4242 4242 4242 4242 pays). */
export type SandboxCardInput = {
  cardNumber: Scalars['String']['input'];
  cvc: Scalars['String']['input'];
  expMonth: Scalars['Int']['input'];
  /** Two or four digits. */
  expYear: Scalars['Int']['input'];
  /** The name on the card. */
  name: Scalars['String']['input'];
};

export type SandboxPaymentResult = {
  __typename?: 'SandboxPaymentResult';
  /** PAID: the checkout and its order. */
  checkoutId?: Maybe<Scalars['ID']['output']>;
  /** DECLINED: CARD_DECLINED or INSUFFICIENT_FUNDS. */
  declineCode?: Maybe<Scalars['String']['output']>;
  /** DECLINED: what to tell the customer, e.g. "Your card was declined.". */
  message?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['ID']['output']>;
  /** PAID: where to send the customer (the checkout's success path with checkout=<id>). */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  status: SandboxPaymentStatus;
};

/** The sandbox's hosted payment page (decision 012): what /pay/{session} shows. */
export type SandboxPaymentSession = {
  __typename?: 'SandboxPaymentSession';
  amountCents: Scalars['Int']['output'];
  cancelUrl: Scalars['String']['output'];
  checkoutId: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  description: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  /** The last card refused on this page, e.g. "Your card was declined.". */
  lastError?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['ID']['output']>;
  sessionId: Scalars['ID']['output'];
  status: SandboxSessionStatus;
  /** The checkout's success path with checkout=<id>. */
  successUrl: Scalars['String']['output'];
};

export type SandboxPaymentStatus =
  /** An expected outcome, not an error: the checkout stays pending and another card may be tried. */
  | 'DECLINED'
  | 'PAID';

export type SandboxSessionStatus =
  | 'COMPLETE'
  | 'EXPIRED'
  | 'OPEN';

/** A job the scheduler runs on its cron (decision 062), with its latest runs. */
export type ScheduledJob = {
  __typename?: 'ScheduledJob';
  /** Its name in the record, e.g. release-expired-checkouts. */
  name: Scalars['String']['output'];
  /** Its latest runs, newest first (at most 20). */
  runs: Array<JobRun>;
  /** What it does, in words. */
  title: Scalars['String']['output'];
};

/** Where a person's second factor stands. Times are ISO-8601 UTC. */
export type SecondFactor = {
  __typename?: 'SecondFactor';
  confirmedAt?: Maybe<Scalars['String']['output']>;
  enrolled: Scalars['Boolean']['output'];
  /** Too many wrong codes in a row: nothing is checked until then. */
  lockedUntil?: Maybe<Scalars['String']['output']>;
  recoveryCodesLeft: Scalars['Int']['output'];
  /** Their roles hold refunds, class cancels or whole gift-card codes: the console asks for it. */
  required: Scalars['Boolean']['output'];
};

/** A secret to put in an authenticator app, as text and as an otpauth:// address. */
export type SecondFactorEnrolment = {
  __typename?: 'SecondFactorEnrolment';
  secret: Scalars['String']['output'];
  uri: Scalars['String']['output'];
};

export type SecondFactorMethod =
  | 'CODE'
  | 'RECOVERY_CODE';

export type SecondFactorPass = {
  __typename?: 'SecondFactorPass';
  method: SecondFactorMethod;
  recoveryCodesLeft: Scalars['Int']['output'];
};

/**
 * A customer's own cancel and move of a class registration (decisions 033 and 054): only the
 * signed-in owner of its order (FORBIDDEN for anyone else, staff included). Refusals are CONFLICT
 * with a reason: CUTOFF_PASSED, ALREADY_CANCELED, ALREADY_MOVED, CLASS_FULL, CLASS_NOT_AVAILABLE,
 * PRICE_HIGHER.
 */
export type SelfServiceClass = {
  __typename?: 'SelfServiceClass';
  /** Start as an ISO-8601 UTC instant; show it in location.timezone. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location: ClassLocation;
  name: Scalars['String']['output'];
};

/** The seats booked together with a registration, and which of them a change applies to. */
export type SelfServiceParty = {
  __typename?: 'SelfServiceParty';
  /** Whether one guest may be changed on their own (never one half of a couple). */
  guestScopeAllowed: Scalars['Boolean']['output'];
  /** Every seat of the order still booked in this class, this registration among them. */
  guests: Array<PartyGuest>;
  scope: ChangeScope;
  /** How many seats a cancel or move applies to now. */
  seats: Scalars['Int']['output'];
};

export type SelfServiceRegistration = {
  __typename?: 'SelfServiceRegistration';
  class: SelfServiceClass;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What the class sells: a couple's registrations (PAIRS) are changed together. */
  offer: ClassOffer;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  /** Given back for this seat so far (a cheaper date's difference, a cancel). */
  refundedCents: Scalars['Int']['output'];
  status: RegistrationStatus;
  totalCents: Scalars['Int']['output'];
};

/** An e-mail queued in the outbox. */
export type SentEmail = {
  __typename?: 'SentEmail';
  /** registration_confirmation or class_reminder. */
  kind: Scalars['String']['output'];
  registrationId: Scalars['ID']['output'];
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** Business days a location needs to deliver or ship to a zip code. */
export type ShippingOffset = {
  __typename?: 'ShippingOffset';
  location?: Maybe<Location>;
  locationId: Scalars['ID']['output'];
  offsetDays: Scalars['Int']['output'];
};

export type ShippingOffsetInput = {
  /** Business days, 0 to 60. */
  offsetDays: Scalars['Int']['input'];
  /** 5 digits, optionally -4 more; a zip code we know. */
  zipcode: Scalars['String']['input'];
};

/** A record with a public page of its own: what it is, and what its address is made of. */
export type SitemapEntry = {
  __typename?: 'SitemapEntry';
  id: Scalars['ID']['output'];
  /** A class's sku, a class type's key, a meal's, kitchen's or press release's slug. */
  key: Scalars['String']['output'];
  /** class, class-type, meal, location or press-release. */
  kind: Scalars['String']['output'];
  /** The fulfillment list (/classes, /pickup, /delivery) a class or kitchen page is under; null for the others. */
  path?: Maybe<Scalars['String']['output']>;
  /** ISO-8601 instant of the record's last change where it keeps one (press releases); null otherwise. */
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** A page of the sitemap's entries and how many there are in all. */
export type SitemapPage = {
  __typename?: 'SitemapPage';
  entries: Array<SitemapEntry>;
  total: Scalars['Int']['output'];
};

/**
 * Users, accounts and sign-in (spec §4, §7; decision 010). The caller is the Firebase ID token
 * sent as `authorization: Bearer …`. A 401 from the api is UNAUTHENTICATED with the api's reason
 * (NOT_REGISTERED, TOKEN_EXPIRED, TOKEN_INVALID, USER_DISABLED): on TOKEN_EXPIRED refresh the
 * token, on USER_DISABLED sign out (spec §8).
 */
export type SpiceTolerance =
  | 'HOT'
  | 'MEDIUM'
  | 'MILD';

/** A date staff may move the seats to: the same class with room for every seat that moves. */
export type StaffMoveDate = {
  __typename?: 'StaffMoveDate';
  class: AdminClassSummary;
  /** New total minus what was paid: below 0 is refunded; above 0 is collected at the counter or waived. */
  differenceCents: Scalars['Int']['output'];
  /** What the move does that the self-service policy does not allow, in words. */
  policyBreaks: Array<Scalars['String']['output']>;
  /** How many seats move (the party's, or one guest's). */
  seats: Scalars['Int']['output'];
  seatsLeft: Scalars['Int']['output'];
  /** Whether the customer could have made this move themself (decision 054): else a reason is required. */
  withinPolicy: Scalars['Boolean']['output'];
};

export type StaffMoveInput = {
  /** The class the registration was in on the page: another one now is refused as stale. */
  fromClassId: Scalars['ID']['input'];
  /** Required past the self-service policy and to waive a difference; at most 500 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
  scope?: InputMaybe<ChangeScope>;
  /** Required when the new date costs more. */
  settlement?: InputMaybe<MoveSettlement>;
  toClassId: Scalars['ID']['input'];
};

export type StaffMovePlan = {
  __typename?: 'StaffMovePlan';
  allowed: Scalars['Boolean']['output'];
  /** ISO-8601 UTC start. */
  classDate: Scalars['String']['output'];
  /** The class the registration is in now: a move names it, and is refused as stale when it changed. */
  classId: Scalars['ID']['output'];
  className: Scalars['String']['output'];
  dates: Array<StaffMoveDate>;
  firstName: Scalars['String']['output'];
  locationCity: Scalars['String']['output'];
  locationName: Scalars['String']['output'];
  /** Whether the customer moved it once already themself. */
  movedByCustomer: Scalars['Boolean']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  party: SelfServiceParty;
  refusal?: Maybe<Scalars['String']['output']>;
  registrationId: Scalars['ID']['output'];
  timezone: Scalars['String']['output'];
};

export type StaffMoveResult = {
  __typename?: 'StaffMoveResult';
  collectCents: Scalars['Int']['output'];
  differenceCents: Scalars['Int']['output'];
  /** PAY_LINK: until when the new date's seats are held. */
  holdExpiresAt?: Maybe<Scalars['String']['output']>;
  movedRegistrations: Array<Scalars['ID']['output']>;
  /** PAY_LINK: nothing moved yet; the amount the link asks (decision 089). */
  payLinkCents: Scalars['Int']['output'];
  /** PAY_LINK: the pay page's path on the shop (/pay-link/<token>); null otherwise. */
  payLinkPath?: Maybe<Scalars['String']['output']>;
  refundCents: Scalars['Int']['output'];
  /** Seats whose refund did not go through: the move stands, refund them from the order. */
  refundFailedRegistrations: Array<Scalars['ID']['output']>;
  toClassId: Scalars['ID']['output'];
  waivedCents: Scalars['Int']['output'];
};

/** A review as staff see it. */
export type StaffReview = {
  __typename?: 'StaffReview';
  authorName: Scalars['String']['output'];
  classDate: Scalars['String']['output'];
  classId: Scalars['ID']['output'];
  className: Scalars['String']['output'];
  classSku: Scalars['String']['output'];
  classTypeName: Scalars['String']['output'];
  comment: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locationName: Scalars['String']['output'];
  moderatedAt?: Maybe<Scalars['String']['output']>;
  rating: Scalars['Int']['output'];
  repliedAt?: Maybe<Scalars['String']['output']>;
  reply: Scalars['String']['output'];
  status: ReviewStatus;
  timezone: Scalars['String']['output'];
};

export type StaffReviewPage = {
  __typename?: 'StaffReviewPage';
  hidden: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  published: Scalars['Int']['output'];
  reviews: Array<StaffReview>;
  /** Reviews of the status asked (all when none). */
  total: Scalars['Int']['output'];
};

/** An entry still on a class's waitlist, as staff see it (decision 037). */
export type StaffWaitlistEntry = {
  __typename?: 'StaffWaitlistEntry';
  /** Until when the offer can be claimed, or the claim holds its seat in the cart. */
  claimExpiresAt?: Maybe<Scalars['String']['output']>;
  /** When the e-mail joined the list. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  offeredAt?: Maybe<Scalars['String']['output']>;
  /** 1, 2, … for the waiting entries, in the order they will be offered seats; null for the others. */
  position?: Maybe<Scalars['Int']['output']>;
  /** waiting, offered (a seat is held for the claim link), claimed (held in a cart) or checkout (being paid for). */
  status: Scalars['String']['output'];
};

/**
 * The money every totals table shows, a cart's or an order's, in the order of decision 009: lines →
 * promotions → tax → delivery fee → donation → total → gift cards. Computed by the api from the
 * database, never by a client.
 */
export type Totals = {
  /** Decision 083: each delivering kitchen's fee, untaxed. */
  deliveryFeeCents: Scalars['Int']['output'];
  discountCents: Scalars['Int']['output'];
  donationCents: Scalars['Int']['output'];
  giftCardCents: Scalars['Int']['output'];
  subtotalCents: Scalars['Int']['output'];
  taxCents: Scalars['Int']['output'];
  /** subtotal − discount + tax + delivery fee + donation (an order's: + a move's difference) */
  totalCents: Scalars['Int']['output'];
};

/** The tracking events of spec §7 (POST events/…). */
export type TrackingEventType =
  | 'ADD_TO_CART'
  | 'CART'
  | 'CHECKOUT'
  | 'CONTACT'
  | 'ORDER'
  | 'PAGE_VIEW'
  | 'PRODUCT';

/**
 * The spec §3 tracking payload. Every field is optional except what the event needs: productId
 * and priceCents (ADD_TO_CART, PRODUCT), cartUuid (CART, CHECKOUT), orderId (ORDER), url (PAGE_VIEW).
 */
export type TrackingInput = {
  cartUuid?: InputMaybe<Scalars['ID']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  eventId?: InputMaybe<Scalars['String']['input']>;
  fbc?: InputMaybe<Scalars['String']['input']>;
  fbp?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** An order id or number. */
  orderId?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The class's price in cents (sent to the ad pixels as dollars). */
  priceCents?: InputMaybe<Scalars['Int']['input']>;
  /** A class id or sku. */
  productId?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** Spec §3 User, with the profile the registration form collects. */
export type User = {
  __typename?: 'User';
  allergies: Array<Allergy>;
  allergyNotes?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  disabled: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** Permission strings (spec §5): parts separated by '.', '*' a wildcard. */
  permissions: Array<Scalars['String']['output']>;
  /** Ten digits; the web formats it. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Role keys: customer, employee, staff, manager, admin. */
  roles: Array<Scalars['String']['output']>;
  spiceTolerance?: Maybe<SpiceTolerance>;
};

/** Staff create an account; it is bound to a Firebase account at its first verified sign-in. */
export type UserCreateInput = {
  allergies?: InputMaybe<Array<Scalars['String']['input']>>;
  allergyNotes?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Role keys; needs users.roles and only roles whose permissions the caller holds. */
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  spiceTolerance?: InputMaybe<SpiceTolerance>;
};

export type UserPage = {
  __typename?: 'UserPage';
  /** All users matching the search, however many this page shows. */
  total: Scalars['Int']['output'];
  users: Array<User>;
};

/** What staff may change of a user; roles and disabled each need their own permission. */
export type UserUpdateInput = {
  allergies?: InputMaybe<Array<Scalars['String']['input']>>;
  allergyNotes?: InputMaybe<Scalars['String']['input']>;
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  spiceTolerance?: InputMaybe<SpiceTolerance>;
};

/** The waitlist entry a leave link names (decision 037). */
export type WaitlistEntry = {
  __typename?: 'WaitlistEntry';
  classDate: Scalars['String']['output'];
  className: Scalars['String']['output'];
  classSku: Scalars['String']['output'];
  locationName: Scalars['String']['output'];
  /** waiting, offered, claimed, checkout (its seat is being paid for), left, passed, canceled (the class was) or removed (by staff). */
  status: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
};

/** A full class's waitlist entry, as joined (decision 037). */
export type WaitlistJoin = {
  __typename?: 'WaitlistJoin';
  /** True when the e-mail was on this class's waitlist already (nothing was written). */
  alreadyOnList: Scalars['Boolean']['output'];
  classSku: Scalars['String']['output'];
  email: Scalars['String']['output'];
};

/** What a waitlist claim link offers (decision 037). */
export type WaitlistOffer = {
  __typename?: 'WaitlistOffer';
  /** Until when the offer can be claimed (offered), or the claimed seat stays held for the cart (claimed). */
  claimExpiresAt?: Maybe<Scalars['String']['output']>;
  classDate: Scalars['String']['output'];
  className: Scalars['String']['output'];
  classSku: Scalars['String']['output'];
  /** The offer holds a canceled class's party's seats on another date, not a waitlist seat (decision 065). */
  fromCanceledClass: Scalars['Boolean']['output'];
  /** The class's kitchen, and its IANA time zone (the class's date is shown in it). */
  locationName: Scalars['String']['output'];
  /** The seats the offer holds: 1, or the party's of a class canceled under its minimum (decision 065). */
  seats: Scalars['Int']['output'];
  /** offered (claimable until claimExpiresAt), claimed, checkout, left, passed, canceled, removed, or waiting again (the offer was withdrawn: the class was made smaller). */
  status: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
};

/** A waitlist entry staff removed. */
export type WaitlistRemoval = {
  __typename?: 'WaitlistRemoval';
  id: Scalars['ID']['output'];
  /** True when the entry held a seat (an offer or a claim): it went to the next in line. */
  seatFreed: Scalars['Boolean']['output'];
};

/** Whether a zip code is better served by another location than the chosen one (decision 006). */
export type ZipMismatch = {
  __typename?: 'ZipMismatch';
  closestDistance: Scalars['Float']['output'];
  closestLocation?: Maybe<Location>;
  closestLocationId: Scalars['ID']['output'];
  /** Whether the chosen location delivers or ships to the zip code. */
  delivers: Scalars['Boolean']['output'];
  /** Miles from the chosen location to the zip code's centroid. */
  distance: Scalars['Float']['output'];
  locationId: Scalars['ID']['output'];
  /** True when another open location is closer to the zip code. */
  mismatch: Scalars['Boolean']['output'];
  offsetDays?: Maybe<Scalars['Int']['output']>;
  zipcode: Scalars['String']['output'];
};

export type ZipcodeCentroid = {
  __typename?: 'ZipcodeCentroid';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  zipcode: Scalars['String']['output'];
};

export type ZipcodeInfo = {
  __typename?: 'ZipcodeInfo';
  shippingOffsets: Array<ShippingOffset>;
  zipcode: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  ContentItem:
    | ( PressReleaseModelModel )
    | ( NewsLinkModelModel )
    | ( PressReleaseModelModel )
  ;
  PostalAddress:
    | ( CustomerAddressModelModel )
    | ( DeliveryAddressModelModel )
  ;
  Totals:
    | ( CartTotalsModelModel )
    | ( OrderTotals )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AdminClassFilter: AdminClassFilter;
  AdminClassPage: ResolverTypeWrapper<AdminClassPage>;
  AdminClassRow: ResolverTypeWrapper<AdminClassRow>;
  AdminClassSort: AdminClassSort;
  AdminClassStatus: AdminClassStatus;
  AdminClassSummary: ResolverTypeWrapper<AdminClassSummary>;
  AdminClassType: ResolverTypeWrapper<Omit<AdminClassType, 'classType'> & { classType: ResolversTypes['ClassType'] }>;
  AdminEmail: ResolverTypeWrapper<Omit<AdminEmail, 'delivery'> & { delivery: ResolversTypes['EmailDelivery'] }>;
  AdminEmailFilter: AdminEmailFilter;
  AdminEmailPage: ResolverTypeWrapper<Omit<AdminEmailPage, 'emails'> & { emails: Array<ResolversTypes['AdminEmail']> }>;
  AdminGiftCard: ResolverTypeWrapper<AdminGiftCard>;
  AdminGiftCardFilter: AdminGiftCardFilter;
  AdminGiftCardPage: ResolverTypeWrapper<AdminGiftCardPage>;
  AdminLocation: ResolverTypeWrapper<Omit<AdminLocation, 'location'> & { location: ResolversTypes['Location'] }>;
  AdminMeal: ResolverTypeWrapper<Omit<AdminMeal, 'meal'> & { meal: ResolversTypes['Meal'] }>;
  AdminOrder: ResolverTypeWrapper<Omit<AdminOrder, 'emails' | 'order'> & { emails: Array<ResolversTypes['AdminEmail']>, order: ResolversTypes['Order'] }>;
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderPage: ResolverTypeWrapper<AdminOrderPage>;
  AdminOrderRow: ResolverTypeWrapper<AdminOrderRow>;
  AdminPromotion: ResolverTypeWrapper<AdminPromotion>;
  AdminPromotionFilter: AdminPromotionFilter;
  AdminPromotionPage: ResolverTypeWrapper<AdminPromotionPage>;
  AdminRegistration: ResolverTypeWrapper<AdminRegistration>;
  AdminRegistrationClass: ResolverTypeWrapper<AdminRegistrationClass>;
  AdminRegistrationFilter: AdminRegistrationFilter;
  AdminRegistrationPage: ResolverTypeWrapper<AdminRegistrationPage>;
  Allergy: ResolverTypeWrapper<AllergyModelModel>;
  AttendeesMessaged: ResolverTypeWrapper<AttendeesMessaged>;
  AuditFilter: AuditFilter;
  AuditLink: ResolverTypeWrapper<AuditLinkModelModel>;
  AuditPage: ResolverTypeWrapper<Omit<AuditPage, 'records'> & { records: Array<ResolversTypes['AuditRecord']> }>;
  AuditRecord: ResolverTypeWrapper<AuditRecordModelModel>;
  AuditRecordRef: AuditRecordRef;
  BlogPost: ResolverTypeWrapper<PressReleaseModelModel>;
  BlogPostInput: BlogPostInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Calendar: ResolverTypeWrapper<Calendar>;
  CalendarClass: ResolverTypeWrapper<CalendarClass>;
  CalendarEvent: ResolverTypeWrapper<CalendarEvent>;
  CalendarEventInput: CalendarEventInput;
  CalendarEventKind: CalendarEventKind;
  CalendarEventStatus: CalendarEventStatus;
  CalendarEventStatusOption: ResolverTypeWrapper<CalendarEventStatusOption>;
  CalendarInput: CalendarInput;
  CalendarLocation: ResolverTypeWrapper<CalendarLocation>;
  CalendarWindow: ResolverTypeWrapper<CalendarWindow>;
  Cart: ResolverTypeWrapper<CartModelModel>;
  CartClass: ResolverTypeWrapper<CartClassModelModel>;
  CartClassInfo: ResolverTypeWrapper<CartClassInfoModelModel>;
  CartClassInput: CartClassInput;
  CartDelivery: ResolverTypeWrapper<CartDelivery>;
  CartDeliveryKitchen: ResolverTypeWrapper<CartDeliveryKitchen>;
  CartGiftCard: ResolverTypeWrapper<CartGiftCardModelModel>;
  CartLineProblem: CartLineProblem;
  CartPromotion: ResolverTypeWrapper<CartPromotionModelModel>;
  CartStatus: CartStatus;
  CartTotals: ResolverTypeWrapper<CartTotalsModelModel>;
  ChangeScope: ChangeScope;
  CharityWindow: ResolverTypeWrapper<CharityWindowModelModel>;
  Checkout: ResolverTypeWrapper<CheckoutModelModel>;
  CheckoutFormDetails: ResolverTypeWrapper<Omit<CheckoutFormDetails, 'address'> & { address?: Maybe<ResolversTypes['DeliveryAddress']> }>;
  CheckoutGuestDetails: ResolverTypeWrapper<CheckoutGuestDetails>;
  CheckoutInput: CheckoutInput;
  CheckoutKind: CheckoutKind;
  CheckoutResult: ResolverTypeWrapper<Omit<CheckoutResult, 'checkout'> & { checkout: ResolversTypes['Checkout'] }>;
  CheckoutStatus: CheckoutStatus;
  ChoiceLocation: ResolverTypeWrapper<ChoiceLocation>;
  ChoiceOption: ResolverTypeWrapper<ChoiceOption>;
  ChosenMeal: ResolverTypeWrapper<ChosenMeal>;
  CityLookup: ResolverTypeWrapper<CityLookupModelModel>;
  Class: ResolverTypeWrapper<ClassModelModel>;
  ClassAction: ClassAction;
  ClassAttendee: ResolverTypeWrapper<ClassAttendee>;
  ClassCancelBooking: ResolverTypeWrapper<ClassCancelBooking>;
  ClassCancelGuest: ResolverTypeWrapper<ClassCancelGuest>;
  ClassCancelPlan: ResolverTypeWrapper<ClassCancelPlan>;
  ClassCancellation: ResolverTypeWrapper<ClassCancellation>;
  ClassFilter: ClassFilter;
  ClassForecast: ResolverTypeWrapper<ClassForecast>;
  ClassFormChoices: ResolverTypeWrapper<ClassFormChoices>;
  ClassFulfillment: ResolverTypeWrapper<ClassFulfillmentModelModel>;
  ClassGrocery: ResolverTypeWrapper<ClassGrocery>;
  ClassGuestsMoved: ResolverTypeWrapper<ClassGuestsMoved>;
  ClassHost: ResolverTypeWrapper<ClassHostModelModel>;
  ClassInformation: ResolverTypeWrapper<Omit<ClassInformation, 'class'> & { class: ResolversTypes['Class'] }>;
  ClassInput: ClassInput;
  ClassLocation: ResolverTypeWrapper<ClassLocationModelModel>;
  ClassMoveDate: ResolverTypeWrapper<ClassMoveDate>;
  ClassOffer: ClassOffer;
  ClassPrice: ResolverTypeWrapper<ClassPriceModelModel>;
  ClassRepeatInput: ClassRepeatInput;
  ClassRequest: ResolverTypeWrapper<ClassRequest>;
  ClassRequestClass: ResolverTypeWrapper<ClassRequestClass>;
  ClassRequestFilter: ClassRequestFilter;
  ClassRequestInput: ClassRequestInput;
  ClassRequestKitchen: ResolverTypeWrapper<ClassRequestKitchen>;
  ClassRequestPage: ResolverTypeWrapper<ClassRequestPage>;
  ClassRequestStatus: ClassRequestStatus;
  ClassSeries: ResolverTypeWrapper<ClassSeries>;
  ClassState: ClassState;
  ClassType: ResolverTypeWrapper<ClassTypeModelModel>;
  ClassTypeInput: ClassTypeInput;
  ClosedAccount: ResolverTypeWrapper<ClosedAccount>;
  ConsoleAttention: ResolverTypeWrapper<ConsoleAttention>;
  ConsoleHome: ResolverTypeWrapper<ConsoleHome>;
  ConsoleHomeClass: ResolverTypeWrapper<ConsoleHomeClass>;
  ContactMessage: ResolverTypeWrapper<ContactMessage>;
  ContactMessageFilter: ContactMessageFilter;
  ContactMessageFilterStatus: ContactMessageFilterStatus;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePage: ResolverTypeWrapper<ContactMessagePage>;
  ContactMessageReceipt: ResolverTypeWrapper<ContactMessageReceipt>;
  ContactMessageStatus: ContactMessageStatus;
  ContactReply: ResolverTypeWrapper<ContactReply>;
  ContactTopic: ContactTopic;
  ContentItem: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ContentItem']>;
  ContentKind: ContentKind;
  ContentListFilter: ContentListFilter;
  ContentStatusOption: ResolverTypeWrapper<ContentStatusOption>;
  CustomClassInput: CustomClassInput;
  CustomerAddress: ResolverTypeWrapper<CustomerAddressModelModel>;
  DeliveryAddress: ResolverTypeWrapper<DeliveryAddressModelModel>;
  DeliveryAddressesReport: ResolverTypeWrapper<Omit<DeliveryAddressesReport, 'days'> & { days: Array<ResolversTypes['DeliveryDay']> }>;
  DeliveryArea: ResolverTypeWrapper<DeliveryArea>;
  DeliveryClass: ResolverTypeWrapper<DeliveryClass>;
  DeliveryDay: ResolverTypeWrapper<Omit<DeliveryDay, 'stops'> & { stops: Array<ResolversTypes['DeliveryStop']> }>;
  DeliveryStop: ResolverTypeWrapper<Omit<DeliveryStop, 'address'> & { address: ResolversTypes['DeliveryAddress'] }>;
  DiscountType: DiscountType;
  EmailDelivery: ResolverTypeWrapper<EmailDeliveryModelModel>;
  EmailState: EmailState;
  EmailStateCount: ResolverTypeWrapper<EmailStateCount>;
  EmailSuppression: ResolverTypeWrapper<EmailSuppression>;
  EmailSuppressionReason: EmailSuppressionReason;
  EmailVerification: ResolverTypeWrapper<EmailVerification>;
  EmailVerificationSent: ResolverTypeWrapper<EmailVerificationSent>;
  EmployeeLink: ResolverTypeWrapper<EmployeeLinkModelModel>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForecastDay: ResolverTypeWrapper<ForecastDay>;
  Fulfillment: ResolverTypeWrapper<FulfillmentModelModel>;
  GiftCardBalance: ResolverTypeWrapper<GiftCardBalanceModelModel>;
  GiftCardBalanceLine: ResolverTypeWrapper<GiftCardBalanceLine>;
  GiftCardCompInput: GiftCardCompInput;
  GiftCardLedgerEntry: ResolverTypeWrapper<GiftCardLedgerEntry>;
  GiftCardLedgerKind: GiftCardLedgerKind;
  GiftCardPromotionQuote: ResolverTypeWrapper<GiftCardPromotionQuoteModelModel>;
  GiftCardPurchaseInput: GiftCardPurchaseInput;
  GiftCardStatus: GiftCardStatus;
  GiftCardTotals: ResolverTypeWrapper<GiftCardTotalsModelModel>;
  GiftCardTrendPoint: ResolverTypeWrapper<GiftCardTrendPoint>;
  GoDecision: GoDecision;
  GoNoGo: ResolverTypeWrapper<GoNoGo>;
  GroceryAisle: ResolverTypeWrapper<GroceryAisle>;
  GroceryItem: ResolverTypeWrapper<GroceryItem>;
  GuestInput: GuestInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JobRun: ResolverTypeWrapper<JobRun>;
  JobRunStatus: JobRunStatus;
  KitchenClass: ResolverTypeWrapper<KitchenClass>;
  KitchenMeal: ResolverTypeWrapper<KitchenMeal>;
  LineTotals: ResolverTypeWrapper<LineTotalsModelModel>;
  Location: ResolverTypeWrapper<LocationModelModel>;
  LocationAddressInput: LocationAddressInput;
  LocationFilter: LocationFilter;
  LocationInput: LocationInput;
  LocationList: ResolverTypeWrapper<Omit<LocationList, 'locations'> & { locations: Array<ResolversTypes['Location']> }>;
  MailboxEmail: ResolverTypeWrapper<MailboxEmailModelModel>;
  ManagementPayrollReport: ResolverTypeWrapper<ManagementPayrollReport>;
  Meal: ResolverTypeWrapper<MealModelModel>;
  MealChoiceInput: MealChoiceInput;
  MealCookedStatus: MealCookedStatus;
  MealFilter: MealFilter;
  MealInput: MealInput;
  MealType: ResolverTypeWrapper<MealTypeModelModel>;
  MeasuredIngredient: ResolverTypeWrapper<MeasuredIngredient>;
  MeasuredIngredientInput: MeasuredIngredientInput;
  Menu: ResolverTypeWrapper<MenuModelModel>;
  MoveOption: ResolverTypeWrapper<Omit<MoveOption, 'class'> & { class: ResolversTypes['SelfServiceClass'] }>;
  MoveSettlement: MoveSettlement;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsLink: ResolverTypeWrapper<NewsLinkModelModel>;
  NewsLinkInput: NewsLinkInput;
  NewsletterSignup: ResolverTypeWrapper<NewsletterSignup>;
  NewsletterSignupInput: NewsletterSignupInput;
  NewsletterStatus: NewsletterStatus;
  NewsletterSubscriber: ResolverTypeWrapper<NewsletterSubscriber>;
  NewsletterSubscriberFilter: NewsletterSubscriberFilter;
  NewsletterSubscriberPage: ResolverTypeWrapper<NewsletterSubscriberPage>;
  NewsletterSubscription: ResolverTypeWrapper<NewsletterSubscription>;
  Order: ResolverTypeWrapper<OrderModelModel>;
  OrderKind: OrderKind;
  OrderLaterPayment: ResolverTypeWrapper<OrderLaterPayment>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  OrderStatus: OrderStatus;
  OrderStatusOption: ResolverTypeWrapper<OrderStatusOption>;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  OrderUpdateInput: OrderUpdateInput;
  OutstandingGiftCardBalanceReport: ResolverTypeWrapper<OutstandingGiftCardBalanceReport>;
  PartyGuest: ResolverTypeWrapper<PartyGuest>;
  PayLink: ResolverTypeWrapper<PayLink>;
  PayLinkLine: ResolverTypeWrapper<PayLinkLine>;
  PayLinkPage: ResolverTypeWrapper<PayLinkPage>;
  PayLinkStatus: PayLinkStatus;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentService: ResolverTypeWrapper<PaymentService>;
  PaymentType: ResolverTypeWrapper<PaymentType>;
  PayrollLine: ResolverTypeWrapper<PayrollLine>;
  PayrollWeek: ResolverTypeWrapper<PayrollWeek>;
  PhoneBooking: ResolverTypeWrapper<PhoneBooking>;
  PhoneBookingGuestInput: PhoneBookingGuestInput;
  PhoneBookingInput: PhoneBookingInput;
  PhoneBookingPayment: PhoneBookingPayment;
  Picture: ResolverTypeWrapper<PictureModelModel>;
  PortionQuantity: ResolverTypeWrapper<PortionQuantityModelModel>;
  PortionSize: ResolverTypeWrapper<PortionSizeModelModel>;
  PostalAddress: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PostalAddress']>;
  PressRelease: ResolverTypeWrapper<PressReleaseModelModel>;
  PressReleaseInput: PressReleaseInput;
  ProfileInput: ProfileInput;
  PromotionAppliesTo: PromotionAppliesTo;
  PromotionClassType: ResolverTypeWrapper<PromotionClassType>;
  PromotionCode: ResolverTypeWrapper<PromotionCode>;
  PromotionCodeInput: PromotionCodeInput;
  PromotionCodePage: ResolverTypeWrapper<PromotionCodePage>;
  PromotionCodesInput: PromotionCodesInput;
  PromotionDeletion: ResolverTypeWrapper<PromotionDeletion>;
  PromotionFailure: PromotionFailure;
  PromotionInput: PromotionInput;
  PromotionOrder: ResolverTypeWrapper<PromotionOrder>;
  PromotionOrderPage: ResolverTypeWrapper<PromotionOrderPage>;
  PromotionStatus: PromotionStatus;
  PromotionSummary: ResolverTypeWrapper<PromotionSummaryModelModel>;
  PromotionTotals: ResolverTypeWrapper<PromotionTotalsModelModel>;
  PurchasedGiftCard: ResolverTypeWrapper<PurchasedGiftCardModelModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Refund: ResolverTypeWrapper<Refund>;
  RefundInput: RefundInput;
  RefundReason: ResolverTypeWrapper<RefundReason>;
  RefundStatus: RefundStatus;
  RegisteredClass: ResolverTypeWrapper<RegisteredClassModelModel>;
  Registration: ResolverTypeWrapper<RegistrationModelModel>;
  RegistrationChanges: ResolverTypeWrapper<Omit<RegistrationChanges, 'moveOptions' | 'movedFrom' | 'registration'> & { moveOptions: Array<ResolversTypes['MoveOption']>, movedFrom?: Maybe<ResolversTypes['SelfServiceClass']>, registration: ResolversTypes['SelfServiceRegistration'] }>;
  RegistrationInput: RegistrationInput;
  RegistrationPage: ResolverTypeWrapper<Omit<RegistrationPage, 'registrations'> & { registrations: Array<ResolversTypes['Registration']> }>;
  RegistrationStatus: RegistrationStatus;
  RegistrationStatusOption: ResolverTypeWrapper<RegistrationStatusOption>;
  RegistrationTotals: ResolverTypeWrapper<RegistrationTotals>;
  RegistrationUpdateInput: RegistrationUpdateInput;
  Review: ResolverTypeWrapper<Review>;
  ReviewLink: ResolverTypeWrapper<ReviewLink>;
  ReviewLinkClass: ResolverTypeWrapper<ReviewLinkClass>;
  ReviewStatus: ReviewStatus;
  ReviewSummary: ResolverTypeWrapper<ReviewSummary>;
  Role: ResolverTypeWrapper<RoleModelModel>;
  SandboxCardInput: SandboxCardInput;
  SandboxPaymentResult: ResolverTypeWrapper<SandboxPaymentResult>;
  SandboxPaymentSession: ResolverTypeWrapper<SandboxPaymentSessionModelModel>;
  SandboxPaymentStatus: SandboxPaymentStatus;
  SandboxSessionStatus: SandboxSessionStatus;
  ScheduledJob: ResolverTypeWrapper<ScheduledJob>;
  SecondFactor: ResolverTypeWrapper<SecondFactor>;
  SecondFactorEnrolment: ResolverTypeWrapper<SecondFactorEnrolment>;
  SecondFactorMethod: SecondFactorMethod;
  SecondFactorPass: ResolverTypeWrapper<SecondFactorPass>;
  SelfServiceClass: ResolverTypeWrapper<Omit<SelfServiceClass, 'location'> & { location: ResolversTypes['ClassLocation'] }>;
  SelfServiceParty: ResolverTypeWrapper<SelfServiceParty>;
  SelfServiceRegistration: ResolverTypeWrapper<Omit<SelfServiceRegistration, 'class'> & { class: ResolversTypes['SelfServiceClass'] }>;
  SentEmail: ResolverTypeWrapper<SentEmail>;
  ShippingOffset: ResolverTypeWrapper<ShippingOffsetModelModel>;
  ShippingOffsetInput: ShippingOffsetInput;
  SitemapEntry: ResolverTypeWrapper<SitemapEntry>;
  SitemapPage: ResolverTypeWrapper<SitemapPage>;
  SpiceTolerance: SpiceTolerance;
  StaffMoveDate: ResolverTypeWrapper<StaffMoveDate>;
  StaffMoveInput: StaffMoveInput;
  StaffMovePlan: ResolverTypeWrapper<StaffMovePlan>;
  StaffMoveResult: ResolverTypeWrapper<StaffMoveResult>;
  StaffReview: ResolverTypeWrapper<StaffReview>;
  StaffReviewPage: ResolverTypeWrapper<StaffReviewPage>;
  StaffWaitlistEntry: ResolverTypeWrapper<StaffWaitlistEntry>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Totals: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Totals']>;
  TrackingEventType: TrackingEventType;
  TrackingInput: TrackingInput;
  User: ResolverTypeWrapper<UserModelModel>;
  UserCreateInput: UserCreateInput;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'users'> & { users: Array<ResolversTypes['User']> }>;
  UserUpdateInput: UserUpdateInput;
  WaitlistEntry: ResolverTypeWrapper<WaitlistEntry>;
  WaitlistJoin: ResolverTypeWrapper<WaitlistJoin>;
  WaitlistOffer: ResolverTypeWrapper<WaitlistOffer>;
  WaitlistRemoval: ResolverTypeWrapper<WaitlistRemoval>;
  ZipMismatch: ResolverTypeWrapper<ZipMismatchModelModel>;
  ZipcodeCentroid: ResolverTypeWrapper<ZipcodeCentroidModelModel>;
  ZipcodeInfo: ResolverTypeWrapper<ZipcodeInfoModelModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AddressInput: AddressInput;
  AdminClassFilter: AdminClassFilter;
  AdminClassPage: AdminClassPage;
  AdminClassRow: AdminClassRow;
  AdminClassSummary: AdminClassSummary;
  AdminClassType: Omit<AdminClassType, 'classType'> & { classType: ResolversParentTypes['ClassType'] };
  AdminEmail: Omit<AdminEmail, 'delivery'> & { delivery: ResolversParentTypes['EmailDelivery'] };
  AdminEmailFilter: AdminEmailFilter;
  AdminEmailPage: Omit<AdminEmailPage, 'emails'> & { emails: Array<ResolversParentTypes['AdminEmail']> };
  AdminGiftCard: AdminGiftCard;
  AdminGiftCardFilter: AdminGiftCardFilter;
  AdminGiftCardPage: AdminGiftCardPage;
  AdminLocation: Omit<AdminLocation, 'location'> & { location: ResolversParentTypes['Location'] };
  AdminMeal: Omit<AdminMeal, 'meal'> & { meal: ResolversParentTypes['Meal'] };
  AdminOrder: Omit<AdminOrder, 'emails' | 'order'> & { emails: Array<ResolversParentTypes['AdminEmail']>, order: ResolversParentTypes['Order'] };
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderPage: AdminOrderPage;
  AdminOrderRow: AdminOrderRow;
  AdminPromotion: AdminPromotion;
  AdminPromotionFilter: AdminPromotionFilter;
  AdminPromotionPage: AdminPromotionPage;
  AdminRegistration: AdminRegistration;
  AdminRegistrationClass: AdminRegistrationClass;
  AdminRegistrationFilter: AdminRegistrationFilter;
  AdminRegistrationPage: AdminRegistrationPage;
  Allergy: AllergyModelModel;
  AttendeesMessaged: AttendeesMessaged;
  AuditFilter: AuditFilter;
  AuditLink: AuditLinkModelModel;
  AuditPage: Omit<AuditPage, 'records'> & { records: Array<ResolversParentTypes['AuditRecord']> };
  AuditRecord: AuditRecordModelModel;
  AuditRecordRef: AuditRecordRef;
  BlogPost: PressReleaseModelModel;
  BlogPostInput: BlogPostInput;
  Boolean: Scalars['Boolean']['output'];
  Calendar: Calendar;
  CalendarClass: CalendarClass;
  CalendarEvent: CalendarEvent;
  CalendarEventInput: CalendarEventInput;
  CalendarEventStatusOption: CalendarEventStatusOption;
  CalendarInput: CalendarInput;
  CalendarLocation: CalendarLocation;
  CalendarWindow: CalendarWindow;
  Cart: CartModelModel;
  CartClass: CartClassModelModel;
  CartClassInfo: CartClassInfoModelModel;
  CartClassInput: CartClassInput;
  CartDelivery: CartDelivery;
  CartDeliveryKitchen: CartDeliveryKitchen;
  CartGiftCard: CartGiftCardModelModel;
  CartPromotion: CartPromotionModelModel;
  CartTotals: CartTotalsModelModel;
  CharityWindow: CharityWindowModelModel;
  Checkout: CheckoutModelModel;
  CheckoutFormDetails: Omit<CheckoutFormDetails, 'address'> & { address?: Maybe<ResolversParentTypes['DeliveryAddress']> };
  CheckoutGuestDetails: CheckoutGuestDetails;
  CheckoutInput: CheckoutInput;
  CheckoutResult: Omit<CheckoutResult, 'checkout'> & { checkout: ResolversParentTypes['Checkout'] };
  ChoiceLocation: ChoiceLocation;
  ChoiceOption: ChoiceOption;
  ChosenMeal: ChosenMeal;
  CityLookup: CityLookupModelModel;
  Class: ClassModelModel;
  ClassAttendee: ClassAttendee;
  ClassCancelBooking: ClassCancelBooking;
  ClassCancelGuest: ClassCancelGuest;
  ClassCancelPlan: ClassCancelPlan;
  ClassCancellation: ClassCancellation;
  ClassFilter: ClassFilter;
  ClassForecast: ClassForecast;
  ClassFormChoices: ClassFormChoices;
  ClassFulfillment: ClassFulfillmentModelModel;
  ClassGrocery: ClassGrocery;
  ClassGuestsMoved: ClassGuestsMoved;
  ClassHost: ClassHostModelModel;
  ClassInformation: Omit<ClassInformation, 'class'> & { class: ResolversParentTypes['Class'] };
  ClassInput: ClassInput;
  ClassLocation: ClassLocationModelModel;
  ClassMoveDate: ClassMoveDate;
  ClassPrice: ClassPriceModelModel;
  ClassRepeatInput: ClassRepeatInput;
  ClassRequest: ClassRequest;
  ClassRequestClass: ClassRequestClass;
  ClassRequestFilter: ClassRequestFilter;
  ClassRequestInput: ClassRequestInput;
  ClassRequestKitchen: ClassRequestKitchen;
  ClassRequestPage: ClassRequestPage;
  ClassSeries: ClassSeries;
  ClassType: ClassTypeModelModel;
  ClassTypeInput: ClassTypeInput;
  ClosedAccount: ClosedAccount;
  ConsoleAttention: ConsoleAttention;
  ConsoleHome: ConsoleHome;
  ConsoleHomeClass: ConsoleHomeClass;
  ContactMessage: ContactMessage;
  ContactMessageFilter: ContactMessageFilter;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePage: ContactMessagePage;
  ContactMessageReceipt: ContactMessageReceipt;
  ContactReply: ContactReply;
  ContentItem: ResolversInterfaceTypes<ResolversParentTypes>['ContentItem'];
  ContentListFilter: ContentListFilter;
  ContentStatusOption: ContentStatusOption;
  CustomClassInput: CustomClassInput;
  CustomerAddress: CustomerAddressModelModel;
  DeliveryAddress: DeliveryAddressModelModel;
  DeliveryAddressesReport: Omit<DeliveryAddressesReport, 'days'> & { days: Array<ResolversParentTypes['DeliveryDay']> };
  DeliveryArea: DeliveryArea;
  DeliveryClass: DeliveryClass;
  DeliveryDay: Omit<DeliveryDay, 'stops'> & { stops: Array<ResolversParentTypes['DeliveryStop']> };
  DeliveryStop: Omit<DeliveryStop, 'address'> & { address: ResolversParentTypes['DeliveryAddress'] };
  EmailDelivery: EmailDeliveryModelModel;
  EmailStateCount: EmailStateCount;
  EmailSuppression: EmailSuppression;
  EmailVerification: EmailVerification;
  EmailVerificationSent: EmailVerificationSent;
  EmployeeLink: EmployeeLinkModelModel;
  File: Scalars['File']['output'];
  Float: Scalars['Float']['output'];
  ForecastDay: ForecastDay;
  Fulfillment: FulfillmentModelModel;
  GiftCardBalance: GiftCardBalanceModelModel;
  GiftCardBalanceLine: GiftCardBalanceLine;
  GiftCardCompInput: GiftCardCompInput;
  GiftCardLedgerEntry: GiftCardLedgerEntry;
  GiftCardPromotionQuote: GiftCardPromotionQuoteModelModel;
  GiftCardPurchaseInput: GiftCardPurchaseInput;
  GiftCardTotals: GiftCardTotalsModelModel;
  GiftCardTrendPoint: GiftCardTrendPoint;
  GoNoGo: GoNoGo;
  GroceryAisle: GroceryAisle;
  GroceryItem: GroceryItem;
  GuestInput: GuestInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JobRun: JobRun;
  KitchenClass: KitchenClass;
  KitchenMeal: KitchenMeal;
  LineTotals: LineTotalsModelModel;
  Location: LocationModelModel;
  LocationAddressInput: LocationAddressInput;
  LocationFilter: LocationFilter;
  LocationInput: LocationInput;
  LocationList: Omit<LocationList, 'locations'> & { locations: Array<ResolversParentTypes['Location']> };
  MailboxEmail: MailboxEmailModelModel;
  ManagementPayrollReport: ManagementPayrollReport;
  Meal: MealModelModel;
  MealChoiceInput: MealChoiceInput;
  MealFilter: MealFilter;
  MealInput: MealInput;
  MealType: MealTypeModelModel;
  MeasuredIngredient: MeasuredIngredient;
  MeasuredIngredientInput: MeasuredIngredientInput;
  Menu: MenuModelModel;
  MoveOption: Omit<MoveOption, 'class'> & { class: ResolversParentTypes['SelfServiceClass'] };
  Mutation: Record<PropertyKey, never>;
  NewsLink: NewsLinkModelModel;
  NewsLinkInput: NewsLinkInput;
  NewsletterSignup: NewsletterSignup;
  NewsletterSignupInput: NewsletterSignupInput;
  NewsletterSubscriber: NewsletterSubscriber;
  NewsletterSubscriberFilter: NewsletterSubscriberFilter;
  NewsletterSubscriberPage: NewsletterSubscriberPage;
  NewsletterSubscription: NewsletterSubscription;
  Order: OrderModelModel;
  OrderLaterPayment: OrderLaterPayment;
  OrderPage: Omit<OrderPage, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  OrderStatusOption: OrderStatusOption;
  OrderTotals: OrderTotals;
  OrderUpdateInput: OrderUpdateInput;
  OutstandingGiftCardBalanceReport: OutstandingGiftCardBalanceReport;
  PartyGuest: PartyGuest;
  PayLink: PayLink;
  PayLinkLine: PayLinkLine;
  PayLinkPage: PayLinkPage;
  Payment: Payment;
  PaymentService: PaymentService;
  PaymentType: PaymentType;
  PayrollLine: PayrollLine;
  PayrollWeek: PayrollWeek;
  PhoneBooking: PhoneBooking;
  PhoneBookingGuestInput: PhoneBookingGuestInput;
  PhoneBookingInput: PhoneBookingInput;
  Picture: PictureModelModel;
  PortionQuantity: PortionQuantityModelModel;
  PortionSize: PortionSizeModelModel;
  PostalAddress: ResolversInterfaceTypes<ResolversParentTypes>['PostalAddress'];
  PressRelease: PressReleaseModelModel;
  PressReleaseInput: PressReleaseInput;
  ProfileInput: ProfileInput;
  PromotionClassType: PromotionClassType;
  PromotionCode: PromotionCode;
  PromotionCodeInput: PromotionCodeInput;
  PromotionCodePage: PromotionCodePage;
  PromotionCodesInput: PromotionCodesInput;
  PromotionDeletion: PromotionDeletion;
  PromotionInput: PromotionInput;
  PromotionOrder: PromotionOrder;
  PromotionOrderPage: PromotionOrderPage;
  PromotionSummary: PromotionSummaryModelModel;
  PromotionTotals: PromotionTotalsModelModel;
  PurchasedGiftCard: PurchasedGiftCardModelModel;
  Query: Record<PropertyKey, never>;
  Refund: Refund;
  RefundInput: RefundInput;
  RefundReason: RefundReason;
  RegisteredClass: RegisteredClassModelModel;
  Registration: RegistrationModelModel;
  RegistrationChanges: Omit<RegistrationChanges, 'moveOptions' | 'movedFrom' | 'registration'> & { moveOptions: Array<ResolversParentTypes['MoveOption']>, movedFrom?: Maybe<ResolversParentTypes['SelfServiceClass']>, registration: ResolversParentTypes['SelfServiceRegistration'] };
  RegistrationInput: RegistrationInput;
  RegistrationPage: Omit<RegistrationPage, 'registrations'> & { registrations: Array<ResolversParentTypes['Registration']> };
  RegistrationStatusOption: RegistrationStatusOption;
  RegistrationTotals: RegistrationTotals;
  RegistrationUpdateInput: RegistrationUpdateInput;
  Review: Review;
  ReviewLink: ReviewLink;
  ReviewLinkClass: ReviewLinkClass;
  ReviewSummary: ReviewSummary;
  Role: RoleModelModel;
  SandboxCardInput: SandboxCardInput;
  SandboxPaymentResult: SandboxPaymentResult;
  SandboxPaymentSession: SandboxPaymentSessionModelModel;
  ScheduledJob: ScheduledJob;
  SecondFactor: SecondFactor;
  SecondFactorEnrolment: SecondFactorEnrolment;
  SecondFactorPass: SecondFactorPass;
  SelfServiceClass: Omit<SelfServiceClass, 'location'> & { location: ResolversParentTypes['ClassLocation'] };
  SelfServiceParty: SelfServiceParty;
  SelfServiceRegistration: Omit<SelfServiceRegistration, 'class'> & { class: ResolversParentTypes['SelfServiceClass'] };
  SentEmail: SentEmail;
  ShippingOffset: ShippingOffsetModelModel;
  ShippingOffsetInput: ShippingOffsetInput;
  SitemapEntry: SitemapEntry;
  SitemapPage: SitemapPage;
  StaffMoveDate: StaffMoveDate;
  StaffMoveInput: StaffMoveInput;
  StaffMovePlan: StaffMovePlan;
  StaffMoveResult: StaffMoveResult;
  StaffReview: StaffReview;
  StaffReviewPage: StaffReviewPage;
  StaffWaitlistEntry: StaffWaitlistEntry;
  String: Scalars['String']['output'];
  Totals: ResolversInterfaceTypes<ResolversParentTypes>['Totals'];
  TrackingInput: TrackingInput;
  User: UserModelModel;
  UserCreateInput: UserCreateInput;
  UserPage: Omit<UserPage, 'users'> & { users: Array<ResolversParentTypes['User']> };
  UserUpdateInput: UserUpdateInput;
  WaitlistEntry: WaitlistEntry;
  WaitlistJoin: WaitlistJoin;
  WaitlistOffer: WaitlistOffer;
  WaitlistRemoval: WaitlistRemoval;
  ZipMismatch: ZipMismatchModelModel;
  ZipcodeCentroid: ZipcodeCentroidModelModel;
  ZipcodeInfo: ZipcodeInfoModelModel;
};

export type ListSizeDirectiveArgs = {
  assumedSize: Scalars['Int']['input'];
};

export type ListSizeDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = ListSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminClassPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminClassPage'] = ResolversParentTypes['AdminClassPage']> = {
  classes?: Resolver<Array<ResolversTypes['AdminClassRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminClassRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminClassRow'] = ResolversParentTypes['AdminClassRow']> = {
  actions?: Resolver<Array<ResolversTypes['ClassAction']>, ParentType, ContextType>;
  classIsPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  localDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  localTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsTaken?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ClassState'], ParentType, ContextType>;
};

export type AdminClassSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminClassSummary'] = ResolversParentTypes['AdminClassSummary']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminClassTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminClassType'] = ResolversParentTypes['AdminClassType']> = {
  bookedClasses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classType?: Resolver<ResolversTypes['ClassType'], ParentType, ContextType>;
  decisionHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reminderHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcomingClasses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminEmail'] = ResolversParentTypes['AdminEmail']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['EmailDelivery'], ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminEmailPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminEmailPage'] = ResolversParentTypes['AdminEmailPage']> = {
  emails?: Resolver<Array<ResolversTypes['AdminEmail']>, ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['EmailStateCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminGiftCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminGiftCard'] = ResolversParentTypes['AdminGiftCard']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeLast4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initialCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issuedByHand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ledger?: Resolver<Maybe<Array<ResolversTypes['GiftCardLedgerEntry']>>, ParentType, ContextType>;
  ledgerBalanceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaserEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GiftCardStatus'], ParentType, ContextType>;
  statusReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminGiftCardPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminGiftCardPage'] = ResolversParentTypes['AdminGiftCardPage']> = {
  giftCards?: Resolver<Array<ResolversTypes['AdminGiftCard']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminLocation'] = ResolversParentTypes['AdminLocation']> = {
  deliveryArea?: Resolver<ResolversTypes['DeliveryArea'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  shippingOffsetsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRateBps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcomingClasses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminMealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminMeal'] = ResolversParentTypes['AdminMeal']> = {
  meal?: Resolver<ResolversTypes['Meal'], ParentType, ContextType>;
  measuredIngredients?: Resolver<Array<ResolversTypes['MeasuredIngredient']>, ParentType, ContextType>;
};

export type AdminOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrder'] = ResolversParentTypes['AdminOrder']> = {
  emails?: Resolver<Array<ResolversTypes['AdminEmail']>, ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
};

export type AdminOrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderPage'] = ResolversParentTypes['AdminOrderPage']> = {
  orders?: Resolver<Array<ResolversTypes['AdminOrderRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrderRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderRow'] = ResolversParentTypes['AdminOrderRow']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminPromotionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPromotion'] = ResolversParentTypes['AdminPromotion']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  appliesTo?: Resolver<ResolversTypes['PromotionAppliesTo'], ParentType, ContextType>;
  classTypes?: Resolver<Array<ResolversTypes['PromotionClassType']>, ParentType, ContextType>;
  codeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['DiscountType'], ParentType, ContextType>;
  discountValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giftCards?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minimumCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perCustomerLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PromotionStatus'], ParentType, ContextType>;
  usageLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminPromotionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPromotionPage'] = ResolversParentTypes['AdminPromotionPage']> = {
  promotions?: Resolver<Array<ResolversTypes['AdminPromotion']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminRegistrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRegistration'] = ResolversParentTypes['AdminRegistration']> = {
  allergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  allergyNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  class?: Resolver<ResolversTypes['AdminRegistrationClass'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  portionQuantityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  portionSizeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  spiceTolerance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['RegistrationTotals'], ParentType, ContextType>;
};

export type AdminRegistrationClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRegistrationClass'] = ResolversParentTypes['AdminRegistrationClass']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminRegistrationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminRegistrationPage'] = ResolversParentTypes['AdminRegistrationPage']> = {
  registrations?: Resolver<Array<ResolversTypes['AdminRegistration']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AllergyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Allergy'] = ResolversParentTypes['Allergy']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttendeesMessagedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttendeesMessaged'] = ResolversParentTypes['AttendeesMessaged']> = {
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLink'] = ResolversParentTypes['AuditLink']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  records?: Resolver<Array<ResolversTypes['AuditRecord']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditRecord'] = ResolversParentTypes['AuditRecord']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['AuditLink']>, ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlogPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Picture']>, ParentType, ContextType>;
  publishedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CalendarResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Calendar'] = ResolversParentTypes['Calendar']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['CalendarLocation']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarClass'] = ResolversParentTypes['CalendarClass']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarEvent'] = ResolversParentTypes['CalendarEvent']> = {
  calendarId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CalendarEventKind'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overlappingClasses?: Resolver<Array<ResolversTypes['CalendarClass']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CalendarEventStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarEventStatusOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarEventStatusOption'] = ResolversParentTypes['CalendarEventStatusOption']> = {
  flagsClasses?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['CalendarEventStatus'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarLocation'] = ResolversParentTypes['CalendarLocation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarWindow'] = ResolversParentTypes['CalendarWindow']> = {
  calendar?: Resolver<ResolversTypes['Calendar'], ParentType, ContextType>;
  classes?: Resolver<Array<ResolversTypes['CalendarClass']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['CalendarEvent']>, ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  address?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  charityWindow?: Resolver<Maybe<ResolversTypes['CharityWindow']>, ParentType, ContextType>;
  classCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classes?: Resolver<Array<ResolversTypes['CartClass']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['CartDelivery'], ParentType, ContextType>;
  donationCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftCards?: Resolver<Array<ResolversTypes['CartGiftCard']>, ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['CartPromotion']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CartStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CartClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartClass'] = ResolversParentTypes['CartClass']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  class?: Resolver<ResolversTypes['CartClassInfo'], ParentType, ContextType>;
  guests?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['ChosenMeal']>, ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['ClassOffer'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ClassPrice']>, ParentType, ContextType>;
  portionQuantity?: Resolver<ResolversTypes['PortionQuantity'], ParentType, ContextType>;
  portionSize?: Resolver<ResolversTypes['PortionSize'], ParentType, ContextType>;
  priceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['CartLineProblem']>, ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<Maybe<ResolversTypes['LineTotals']>, ParentType, ContextType>;
  unitPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CartClassInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartClassInfo'] = ResolversParentTypes['CartClassInfo']> = {
  canceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classIsPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fulfillment?: Resolver<ResolversTypes['ClassFulfillment'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['ClassLocation'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDelivery'] = ResolversParentTypes['CartDelivery']> = {
  feeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kitchens?: Resolver<Array<ResolversTypes['CartDeliveryKitchen']>, ParentType, ContextType>;
  needed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartDeliveryKitchenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartDeliveryKitchen'] = ResolversParentTypes['CartDeliveryKitchen']> = {
  feeRule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartGiftCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartGiftCard'] = ResolversParentTypes['CartGiftCard']> = {
  appliedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GiftCardStatus'], ParentType, ContextType>;
};

export type CartPromotionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartPromotion'] = ResolversParentTypes['CartPromotion']> = {
  appliesTo?: Resolver<ResolversTypes['PromotionAppliesTo'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['DiscountType'], ParentType, ContextType>;
  discountValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['PromotionFailure']>, ParentType, ContextType>;
};

export type CartTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartTotals'] = ResolversParentTypes['CartTotals']> = {
  amountDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryFeeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  donationCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftCardCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftCards?: Resolver<Array<ResolversTypes['GiftCardTotals']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['LineTotals']>, ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['PromotionTotals']>, ParentType, ContextType>;
  subtotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CharityWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CharityWindow'] = ResolversParentTypes['CharityWindow']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestedAmounts?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  amountDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  form?: Resolver<Maybe<ResolversTypes['CheckoutFormDetails']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CheckoutKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paymentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CheckoutStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
};

export type CheckoutFormDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutFormDetails'] = ResolversParentTypes['CheckoutFormDetails']> = {
  address?: Resolver<Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  allergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  allergyNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['CheckoutGuestDetails']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spiceTolerance?: Resolver<Maybe<ResolversTypes['SpiceTolerance']>, ParentType, ContextType>;
};

export type CheckoutGuestDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutGuestDetails'] = ResolversParentTypes['CheckoutGuestDetails']> = {
  allergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  classId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = {
  checkout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ChoiceLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChoiceLocation'] = ResolversParentTypes['ChoiceLocation']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fulfillmentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChoiceOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChoiceOption'] = ResolversParentTypes['ChoiceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChosenMealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChosenMeal'] = ResolversParentTypes['ChosenMeal']> = {
  mealId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CityLookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CityLookup'] = ResolversParentTypes['CityLookup']> = {
  closestZipcode?: Resolver<ResolversTypes['ZipcodeCentroid'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcodes?: Resolver<Array<ResolversTypes['ZipcodeInfo']>, ParentType, ContextType>;
};

export type ClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Class'] = ResolversParentTypes['Class']> = {
  canceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classIsPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classType?: Resolver<ResolversTypes['ClassType'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fulfillment?: Resolver<ResolversTypes['Fulfillment'], ParentType, ContextType>;
  goNoGo?: Resolver<Maybe<ResolversTypes['GoNoGo']>, ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['ClassHost']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  menu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ClassPrice']>, ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ClassAttendeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassAttendee'] = ResolversParentTypes['ClassAttendee']> = {
  allergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  allergiesOnMenu?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  allergyNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookerPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mealCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['ChosenMeal']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  portionSize?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spiceTolerance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
};

export type ClassCancelBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassCancelBooking'] = ResolversParentTypes['ClassCancelBooking']> = {
  bookerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookerFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookerLastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['ClassCancelGuest']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassCancelGuestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassCancelGuest'] = ResolversParentTypes['ClassCancelGuest']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
};

export type ClassCancelPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassCancelPlan'] = ResolversParentTypes['ClassCancelPlan']> = {
  bookings?: Resolver<Array<ResolversTypes['ClassCancelBooking']>, ParentType, ContextType>;
  classId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  guestsVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moveAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  moveDates?: Resolver<Array<ResolversTypes['ClassMoveDate']>, ParentType, ContextType>;
  moveRefusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassCancellationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassCancellation'] = ResolversParentTypes['ClassCancellation']> = {
  failedRegistrations?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refundedRegistrations?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ClassForecastResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassForecast'] = ResolversParentTypes['ClassForecast']> = {
  byDay?: Resolver<Array<ResolversTypes['ForecastDay']>, ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassFormChoicesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassFormChoices'] = ResolversParentTypes['ClassFormChoices']> = {
  classTypes?: Resolver<Array<ResolversTypes['ChoiceOption']>, ParentType, ContextType>;
  hosts?: Resolver<Array<ResolversTypes['ChoiceOption']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['ChoiceLocation']>, ParentType, ContextType>;
  menus?: Resolver<Array<ResolversTypes['ChoiceOption']>, ParentType, ContextType>;
  reservationSizes?: Resolver<Array<ResolversTypes['ChoiceOption']>, ParentType, ContextType>;
};

export type ClassFulfillmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassFulfillment'] = ResolversParentTypes['ClassFulfillment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassGroceryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassGrocery'] = ResolversParentTypes['ClassGrocery']> = {
  aisles?: Resolver<Array<ResolversTypes['GroceryAisle']>, ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  menuMeals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassGuestsMovedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassGuestsMoved'] = ResolversParentTypes['ClassGuestsMoved']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  movedRegistrations?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  toClassId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ClassHostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassHost'] = ResolversParentTypes['ClassHost']> = {
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['Picture']>, ParentType, ContextType>;
};

export type ClassInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassInformation'] = ResolversParentTypes['ClassInformation']> = {
  actions?: Resolver<Array<ResolversTypes['ClassAction']>, ParentType, ContextType>;
  class?: Resolver<ResolversTypes['Class'], ParentType, ContextType>;
  classTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  decisionHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fulfillmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hostId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  localDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  localTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  minSeats?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reservationSizeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ClassState'], ParentType, ContextType>;
};

export type ClassLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassLocation'] = ResolversParentTypes['ClassLocation']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClassMoveDateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassMoveDate'] = ResolversParentTypes['ClassMoveDate']> = {
  class?: Resolver<ResolversTypes['AdminClassSummary'], ParentType, ContextType>;
  seatsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassPrice'] = ResolversParentTypes['ClassPrice']> = {
  portionQuantity?: Resolver<ResolversTypes['PortionQuantity'], ParentType, ContextType>;
  portionSize?: Resolver<ResolversTypes['PortionSize'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassRequest'] = ResolversParentTypes['ClassRequest']> = {
  class?: Resolver<Maybe<ResolversTypes['ClassRequestClass']>, ParentType, ContextType>;
  classChoices?: Resolver<Maybe<Array<ResolversTypes['ClassRequestClass']>>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declineReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kitchen?: Resolver<ResolversTypes['ClassRequestKitchen'], ParentType, ContextType>;
  menuWishes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occasion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClassRequestStatus'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassRequestClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassRequestClass'] = ResolversParentTypes['ClassRequestClass']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassRequestKitchenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassRequestKitchen'] = ResolversParentTypes['ClassRequestKitchen']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassRequestPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassRequestPage'] = ResolversParentTypes['ClassRequestPage']> = {
  requests?: Resolver<Array<ResolversTypes['ClassRequest']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassSeries'] = ResolversParentTypes['ClassSeries']> = {
  classIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  skippedDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClassTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassType'] = ResolversParentTypes['ClassType']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['ClassOffer'], ParentType, ContextType>;
  pairPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['Picture']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ClassPrice']>, ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewSummary'], ParentType, ContextType>;
  seatPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ClosedAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClosedAccount'] = ResolversParentTypes['ClosedAccount']> = {
  closedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConsoleAttentionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleAttention'] = ResolversParentTypes['ConsoleAttention']> = {
  classRequests?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failedEmails?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unansweredMessages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  underMinimum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  waitlistOffers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ConsoleHomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleHome'] = ResolversParentTypes['ConsoleHome']> = {
  attention?: Resolver<ResolversTypes['ConsoleAttention'], ParentType, ContextType>;
  classes?: Resolver<Maybe<Array<ResolversTypes['ConsoleHomeClass']>>, ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConsoleHomeClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleHomeClass'] = ResolversParentTypes['ConsoleHomeClass']> = {
  canceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  localDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsTaken?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  underMinimum?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doneBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kitchenName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  repliedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  repliedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['ContactReply']>, ParentType, ContextType>;
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContactMessageStatus'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['ContactTopic'], ParentType, ContextType>;
};

export type ContactMessagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessagePage'] = ResolversParentTypes['ContactMessagePage']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unanswered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactMessageReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessageReceipt'] = ResolversParentTypes['ContactMessageReceipt']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContactReplyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactReply'] = ResolversParentTypes['ContactReply']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repliedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentItem'] = ResolversParentTypes['ContentItem']> = {
  __resolveType: TypeResolveFn<'BlogPost' | 'NewsLink' | 'PressRelease', ParentType, ContextType>;
};

export type ContentStatusOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentStatusOption'] = ResolversParentTypes['ContentStatusOption']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryAddressesReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryAddressesReport'] = ResolversParentTypes['DeliveryAddressesReport']> = {
  days?: Resolver<Array<ResolversTypes['DeliveryDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryAreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryArea'] = ResolversParentTypes['DeliveryArea']> = {
  feeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freeOverCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  radiusMiles?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  zipcodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeliveryClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryClass'] = ResolversParentTypes['DeliveryClass']> = {
  classId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  className?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kitchen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryDay'] = ResolversParentTypes['DeliveryDay']> = {
  classes?: Resolver<Array<ResolversTypes['DeliveryClass']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['DeliveryStop']>, ParentType, ContextType>;
};

export type DeliveryStopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryStop'] = ResolversParentTypes['DeliveryStop']> = {
  address?: Resolver<ResolversTypes['DeliveryAddress'], ParentType, ContextType>;
  classId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  className?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kitchen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  portions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  registrations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailDelivery'] = ResolversParentTypes['EmailDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EmailState'], ParentType, ContextType>;
};

export type EmailStateCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailStateCount'] = ResolversParentTypes['EmailStateCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EmailState'], ParentType, ContextType>;
};

export type EmailSuppressionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailSuppression'] = ResolversParentTypes['EmailSuppression']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['EmailSuppressionReason'], ParentType, ContextType>;
};

export type EmailVerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailVerification'] = ResolversParentTypes['EmailVerification']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waitingOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailVerificationSentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailVerificationSent'] = ResolversParentTypes['EmailVerificationSent']> = {
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EmployeeLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmployeeLink'] = ResolversParentTypes['EmployeeLink']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type ForecastDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ForecastDay'] = ResolversParentTypes['ForecastDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FulfillmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Fulfillment'] = ResolversParentTypes['Fulfillment']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardBalance'] = ResolversParentTypes['GiftCardBalance']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GiftCardStatus'], ParentType, ContextType>;
};

export type GiftCardBalanceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardBalanceLine'] = ResolversParentTypes['GiftCardBalanceLine']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initialCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardLedgerEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardLedgerEntry'] = ResolversParentTypes['GiftCardLedgerEntry']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GiftCardLedgerKind'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftCardPromotionQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardPromotionQuote'] = ResolversParentTypes['GiftCardPromotionQuote']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promotion?: Resolver<ResolversTypes['PromotionSummary'], ParentType, ContextType>;
};

export type GiftCardTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardTotals'] = ResolversParentTypes['GiftCardTotals']> = {
  appliedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GiftCardTrendPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardTrendPoint'] = ResolversParentTypes['GiftCardTrendPoint']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GoNoGoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GoNoGo'] = ResolversParentTypes['GoNoGo']> = {
  decideAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['GoDecision']>, ParentType, ContextType>;
  decisionHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsBooked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsNeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroceryAisleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroceryAisle'] = ResolversParentTypes['GroceryAisle']> = {
  aisle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GroceryItem']>, ParentType, ContextType>;
};

export type GroceryItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroceryItem'] = ResolversParentTypes['GroceryItem']> = {
  meals?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shown?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobRun'] = ResolversParentTypes['JobRun']> = {
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobRunStatus'], ParentType, ContextType>;
};

export type KitchenClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenClass'] = ResolversParentTypes['KitchenClass']> = {
  chefsChoiceKits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['KitchenMeal']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seatsTaken?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KitchenMealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KitchenMeal'] = ResolversParentTypes['KitchenMeal']> = {
  kitsChosen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mealId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MealCookedStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LineTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LineTotals'] = ResolversParentTypes['LineTotals']> = {
  classId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  activeMonths?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  allowCustomClass?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  calendarId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fulfillmentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  fulfillments?: Resolver<Array<ResolversTypes['Fulfillment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['Picture']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationList'] = ResolversParentTypes['LocationList']> = {
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mileRadius?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MailboxEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailboxEmail'] = ResolversParentTypes['MailboxEmail']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['EmailDelivery'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerEvents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  providerInboxRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  providerReceivedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ManagementPayrollReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ManagementPayrollReport'] = ResolversParentTypes['ManagementPayrollReport']> = {
  cleanupMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PayrollLine']>, ParentType, ContextType>;
  setupMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['PayrollWeek']>, ParentType, ContextType>;
};

export type MealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Meal'] = ResolversParentTypes['Meal']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allergens?: Resolver<Array<ResolversTypes['Allergy']>, ParentType, ContextType>;
  calories?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mealType?: Resolver<ResolversTypes['MealType'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerings?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, RequireFields<MealOfferingsArgs, 'first'>>;
  picture?: Resolver<Maybe<ResolversTypes['Picture']>, ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serves?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MealTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MealType'] = ResolversParentTypes['MealType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeasuredIngredientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MeasuredIngredient'] = ResolversParentTypes['MeasuredIngredient']> = {
  aisle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['Meal']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoveOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveOption'] = ResolversParentTypes['MoveOption']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  class?: Resolver<ResolversTypes['SelfServiceClass'], ParentType, ContextType>;
  differenceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addClassToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddClassToCartArgs, 'portionQuantityId' | 'portionSizeId' | 'uuid'>>;
  addGuestsToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddGuestsToCartArgs, 'guests' | 'uuid'>>;
  addMenuMeal?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<MutationAddMenuMealArgs, 'mealId' | 'menuId'>>;
  adminUnsubscribeNewsletter?: Resolver<ResolversTypes['NewsletterSubscriber'], ParentType, ContextType, RequireFields<MutationAdminUnsubscribeNewsletterArgs, 'email'>>;
  applyGiftCard?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationApplyGiftCardArgs, 'code' | 'uuid'>>;
  applyPromotion?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationApplyPromotionArgs, 'code' | 'uuid'>>;
  archiveClass?: Resolver<ResolversTypes['ClassInformation'], ParentType, ContextType, RequireFields<MutationArchiveClassArgs, 'id'>>;
  archiveContentItem?: Resolver<ResolversTypes['ContentItem'], ParentType, ContextType, RequireFields<MutationArchiveContentItemArgs, 'id' | 'kind'>>;
  bookByPhone?: Resolver<ResolversTypes['PhoneBooking'], ParentType, ContextType, RequireFields<MutationBookByPhoneArgs, 'input'>>;
  buyGiftCard?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationBuyGiftCardArgs, 'input'>>;
  cancelCheckout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationCancelCheckoutArgs, 'id'>>;
  cancelClass?: Resolver<ResolversTypes['ClassCancellation'], ParentType, ContextType, RequireFields<MutationCancelClassArgs, 'id'>>;
  cancelMyRegistration?: Resolver<ResolversTypes['RegistrationChanges'], ParentType, ContextType, RequireFields<MutationCancelMyRegistrationArgs, 'registrationId' | 'scope'>>;
  claimWaitlistSeat?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationClaimWaitlistSeatArgs, 'cartId' | 'token'>>;
  closeAccount?: Resolver<ResolversTypes['ClosedAccount'], ParentType, ContextType, RequireFields<MutationCloseAccountArgs, 'id'>>;
  completeClass?: Resolver<ResolversTypes['ClassInformation'], ParentType, ContextType, RequireFields<MutationCompleteClassArgs, 'id'>>;
  confirmNewsletter?: Resolver<ResolversTypes['NewsletterSubscription'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterArgs, 'token'>>;
  confirmSecondFactorEnrolment?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationConfirmSecondFactorEnrolmentArgs, 'code'>>;
  correctGiftCardRecipient?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCorrectGiftCardRecipientArgs, 'orderId' | 'recipientEmail'>>;
  createAddress?: Resolver<ResolversTypes['CustomerAddress'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'address'>>;
  createBlogPost?: Resolver<ResolversTypes['BlogPost'], ParentType, ContextType, RequireFields<MutationCreateBlogPostArgs, 'input'>>;
  createCalendar?: Resolver<ResolversTypes['Calendar'], ParentType, ContextType, RequireFields<MutationCreateCalendarArgs, 'id' | 'input'>>;
  createCalendarEvent?: Resolver<ResolversTypes['CalendarEvent'], ParentType, ContextType, RequireFields<MutationCreateCalendarEventArgs, 'calendarId' | 'input'>>;
  createCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  createClass?: Resolver<ResolversTypes['ClassInformation'], ParentType, ContextType, RequireFields<MutationCreateClassArgs, 'input'>>;
  createClassSeries?: Resolver<ResolversTypes['ClassSeries'], ParentType, ContextType, RequireFields<MutationCreateClassSeriesArgs, 'input' | 'repeat'>>;
  createClassType?: Resolver<ResolversTypes['AdminClassType'], ParentType, ContextType, RequireFields<MutationCreateClassTypeArgs, 'input'>>;
  createCustomClass?: Resolver<ResolversTypes['ClassInformation'], ParentType, ContextType, RequireFields<MutationCreateCustomClassArgs, 'input'>>;
  createLocation?: Resolver<ResolversTypes['AdminLocation'], ParentType, ContextType, RequireFields<MutationCreateLocationArgs, 'input'>>;
  createMeal?: Resolver<ResolversTypes['AdminMeal'], ParentType, ContextType, RequireFields<MutationCreateMealArgs, 'input'>>;
  createNewsLink?: Resolver<ResolversTypes['NewsLink'], ParentType, ContextType, RequireFields<MutationCreateNewsLinkArgs, 'input'>>;
  createPressRelease?: Resolver<ResolversTypes['PressRelease'], ParentType, ContextType, RequireFields<MutationCreatePressReleaseArgs, 'input'>>;
  createPromotion?: Resolver<ResolversTypes['AdminPromotion'], ParentType, ContextType, RequireFields<MutationCreatePromotionArgs, 'input'>>;
  createPromotionCodes?: Resolver<Array<ResolversTypes['PromotionCode']>, ParentType, ContextType, RequireFields<MutationCreatePromotionCodesArgs, 'input' | 'promotionId'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteCalendar?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCalendarArgs, 'id'>>;
  deleteCalendarEvent?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCalendarEventArgs, 'id'>>;
  deleteCart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCartArgs, 'uuid'>>;
  deleteClass?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteClassArgs, 'id'>>;
  deleteContentItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteContentItemArgs, 'id' | 'kind'>>;
  deleteLocation?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteLocationArgs, 'id'>>;
  deletePromotion?: Resolver<ResolversTypes['PromotionDeletion'], ParentType, ContextType, RequireFields<MutationDeletePromotionArgs, 'id'>>;
  deletePromotionCode?: Resolver<ResolversTypes['PromotionDeletion'], ParentType, ContextType, RequireFields<MutationDeletePromotionCodeArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['ClosedAccount'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  issueGiftCard?: Resolver<ResolversTypes['AdminGiftCard'], ParentType, ContextType, RequireFields<MutationIssueGiftCardArgs, 'input'>>;
  joinWaitlist?: Resolver<ResolversTypes['WaitlistJoin'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'email' | 'sku'>>;
  leaveWaitlist?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<MutationLeaveWaitlistArgs, 'token'>>;
  linkAccounts?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLinkAccountsArgs, 'existingUid' | 'newUid'>>;
  markContactMessageRead?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationMarkContactMessageReadArgs, 'id'>>;
  messageAttendees?: Resolver<ResolversTypes['AttendeesMessaged'], ParentType, ContextType, RequireFields<MutationMessageAttendeesArgs, 'classId' | 'message' | 'subject'>>;
  moderateReview?: Resolver<ResolversTypes['StaffReview'], ParentType, ContextType, RequireFields<MutationModerateReviewArgs, 'id' | 'status'>>;
  moveClassGuests?: Resolver<ResolversTypes['ClassGuestsMoved'], ParentType, ContextType, RequireFields<MutationMoveClassGuestsArgs, 'guestsVersion' | 'id' | 'toClassId'>>;
  moveMyRegistration?: Resolver<ResolversTypes['RegistrationChanges'], ParentType, ContextType, RequireFields<MutationMoveMyRegistrationArgs, 'classId' | 'registrationId' | 'scope'>>;
  openPayLink?: Resolver<ResolversTypes['PayLinkPage'], ParentType, ContextType, RequireFields<MutationOpenPayLinkArgs, 'token'>>;
  paySandboxSession?: Resolver<ResolversTypes['SandboxPaymentResult'], ParentType, ContextType, RequireFields<MutationPaySandboxSessionArgs, 'card' | 'sessionId'>>;
  publishClass?: Resolver<ResolversTypes['ClassInformation'], ParentType, ContextType, RequireFields<MutationPublishClassArgs, 'id' | 'published'>>;
  refundPayment?: Resolver<ResolversTypes['Refund'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'input' | 'orderId'>>;
  refundRegistration?: Resolver<ResolversTypes['Refund'], ParentType, ContextType, RequireFields<MutationRefundRegistrationArgs, 'input' | 'registrationId'>>;
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeCartAddress?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveCartAddressArgs, 'addressId' | 'uuid'>>;
  removeClassFromCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveClassFromCartArgs, 'classId' | 'uuid'>>;
  removeClassTypePicture?: Resolver<ResolversTypes['AdminClassType'], ParentType, ContextType, RequireFields<MutationRemoveClassTypePictureArgs, 'id'>>;
  removeGiftCard?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveGiftCardArgs, 'giftCardId' | 'uuid'>>;
  removeLocationPicture?: Resolver<ResolversTypes['AdminLocation'], ParentType, ContextType, RequireFields<MutationRemoveLocationPictureArgs, 'id'>>;
  removeMealPicture?: Resolver<ResolversTypes['AdminMeal'], ParentType, ContextType, RequireFields<MutationRemoveMealPictureArgs, 'id'>>;
  removePromotion?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemovePromotionArgs, 'promotionId' | 'uuid'>>;
  removeWaitlistEntry?: Resolver<ResolversTypes['WaitlistRemoval'], ParentType, ContextType, RequireFields<MutationRemoveWaitlistEntryArgs, 'classId' | 'entryId'>>;
  replaceCartClasses?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationReplaceCartClassesArgs, 'classes' | 'uuid'>>;
  replyToContactMessage?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationReplyToContactMessageArgs, 'id' | 'message'>>;
  replyToReview?: Resolver<ResolversTypes['StaffReview'], ParentType, ContextType, RequireFields<MutationReplyToReviewArgs, 'id' | 'reply'>>;
  requestPrivateClass?: Resolver<ResolversTypes['ClassRequest'], ParentType, ContextType, RequireFields<MutationRequestPrivateClassArgs, 'input'>>;
  rescheduleGiftCard?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRescheduleGiftCardArgs, 'orderId' | 'sendOn'>>;
  resendConfirmation?: Resolver<ResolversTypes['SentEmail'], ParentType, ContextType, RequireFields<MutationResendConfirmationArgs, 'registrationId'>>;
  resendEmail?: Resolver<ResolversTypes['AdminEmail'], ParentType, ContextType, RequireFields<MutationResendEmailArgs, 'id'>>;
  resetSecondFactor?: Resolver<ResolversTypes['SecondFactor'], ParentType, ContextType, RequireFields<MutationResetSecondFactorArgs, 'userId'>>;
  retirePromotion?: Resolver<ResolversTypes['AdminPromotion'], ParentType, ContextType, RequireFields<MutationRetirePromotionArgs, 'id'>>;
  runClassAnyway?: Resolver<ResolversTypes['ClassInformation'], ParentType, ContextType, RequireFields<MutationRunClassAnywayArgs, 'id'>>;
  saveFirebasePhone?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<MutationSaveFirebasePhoneArgs>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactMessageReceipt'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendEmailSignInLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendEmailSignInLinkArgs, 'email' | 'url'>>;
  sendEmailVerification?: Resolver<ResolversTypes['EmailVerificationSent'], ParentType, ContextType>;
  sendReminder?: Resolver<ResolversTypes['SentEmail'], ParentType, ContextType, RequireFields<MutationSendReminderArgs, 'registrationId'>>;
  setCartAddress?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationSetCartAddressArgs, 'uuid'>>;
  setCartLineMeals?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationSetCartLineMealsArgs, 'classId' | 'meals' | 'uuid'>>;
  setClassPublic?: Resolver<ResolversTypes['ClassInformation'], ParentType, ContextType, RequireFields<MutationSetClassPublicArgs, 'id' | 'public'>>;
  setClassRequestStatus?: Resolver<ResolversTypes['ClassRequest'], ParentType, ContextType, RequireFields<MutationSetClassRequestStatusArgs, 'id' | 'status'>>;
  setClassTypePicture?: Resolver<ResolversTypes['AdminClassType'], ParentType, ContextType, RequireFields<MutationSetClassTypePictureArgs, 'alt' | 'id' | 'picture'>>;
  setContactMessageStatus?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationSetContactMessageStatusArgs, 'id' | 'status'>>;
  setDeliveryZip?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationSetDeliveryZipArgs, 'uuid' | 'zipcode'>>;
  setDonation?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationSetDonationArgs, 'donationCents' | 'uuid'>>;
  setGiftCardStatus?: Resolver<ResolversTypes['AdminGiftCard'], ParentType, ContextType, RequireFields<MutationSetGiftCardStatusArgs, 'id' | 'reason' | 'status'>>;
  setLocationPicture?: Resolver<ResolversTypes['AdminLocation'], ParentType, ContextType, RequireFields<MutationSetLocationPictureArgs, 'alt' | 'id' | 'picture'>>;
  setMealCookedStatus?: Resolver<ResolversTypes['KitchenMeal'], ParentType, ContextType, RequireFields<MutationSetMealCookedStatusArgs, 'classId' | 'mealId' | 'status'>>;
  setMealPicture?: Resolver<ResolversTypes['AdminMeal'], ParentType, ContextType, RequireFields<MutationSetMealPictureArgs, 'alt' | 'id' | 'picture'>>;
  setMenuMeals?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<MutationSetMenuMealsArgs, 'mealIds' | 'menuId'>>;
  setRegistrationStatus?: Resolver<ResolversTypes['AdminRegistration'], ParentType, ContextType, RequireFields<MutationSetRegistrationStatusArgs, 'id' | 'status'>>;
  staffMoveRegistration?: Resolver<ResolversTypes['StaffMoveResult'], ParentType, ContextType, RequireFields<MutationStaffMoveRegistrationArgs, 'id' | 'input'>>;
  startCheckout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationStartCheckoutArgs, 'input' | 'uuid'>>;
  startSecondFactorEnrolment?: Resolver<ResolversTypes['SecondFactorEnrolment'], ParentType, ContextType>;
  submitReview?: Resolver<ResolversTypes['ReviewLink'], ParentType, ContextType, RequireFields<MutationSubmitReviewArgs, 'rating' | 'token'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['NewsletterSignup'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input'>>;
  suppressEmailAddress?: Resolver<ResolversTypes['EmailSuppression'], ParentType, ContextType, RequireFields<MutationSuppressEmailAddressArgs, 'email'>>;
  syncFirebaseEmail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSyncFirebaseEmailArgs, 'email'>>;
  trackEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTrackEventArgs, 'payload' | 'type'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['NewsletterSubscription'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'token'>>;
  unsuppressEmailAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsuppressEmailAddressArgs, 'email'>>;
  updateAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'id' | 'input'>>;
  updateAddress?: Resolver<ResolversTypes['CustomerAddress'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'address' | 'id'>>;
  updateBlogPost?: Resolver<ResolversTypes['BlogPost'], ParentType, ContextType, RequireFields<MutationUpdateBlogPostArgs, 'id' | 'input'>>;
  updateCalendar?: Resolver<ResolversTypes['Calendar'], ParentType, ContextType, RequireFields<MutationUpdateCalendarArgs, 'id' | 'input'>>;
  updateCalendarEvent?: Resolver<ResolversTypes['CalendarEvent'], ParentType, ContextType, RequireFields<MutationUpdateCalendarEventArgs, 'id' | 'input'>>;
  updateClass?: Resolver<ResolversTypes['ClassInformation'], ParentType, ContextType, RequireFields<MutationUpdateClassArgs, 'id' | 'input'>>;
  updateClassType?: Resolver<ResolversTypes['AdminClassType'], ParentType, ContextType, RequireFields<MutationUpdateClassTypeArgs, 'id' | 'input'>>;
  updateLocation?: Resolver<ResolversTypes['AdminLocation'], ParentType, ContextType, RequireFields<MutationUpdateLocationArgs, 'id' | 'input'>>;
  updateMeal?: Resolver<ResolversTypes['AdminMeal'], ParentType, ContextType, RequireFields<MutationUpdateMealArgs, 'id' | 'input'>>;
  updateNewsLink?: Resolver<ResolversTypes['NewsLink'], ParentType, ContextType, RequireFields<MutationUpdateNewsLinkArgs, 'id' | 'input'>>;
  updateOrder?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updatePressRelease?: Resolver<ResolversTypes['PressRelease'], ParentType, ContextType, RequireFields<MutationUpdatePressReleaseArgs, 'id' | 'input'>>;
  updatePromotion?: Resolver<ResolversTypes['AdminPromotion'], ParentType, ContextType, RequireFields<MutationUpdatePromotionArgs, 'id' | 'input'>>;
  updatePromotionCode?: Resolver<ResolversTypes['PromotionCode'], ParentType, ContextType, RequireFields<MutationUpdatePromotionCodeArgs, 'id' | 'input'>>;
  updateRegistration?: Resolver<ResolversTypes['AdminRegistration'], ParentType, ContextType, RequireFields<MutationUpdateRegistrationArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  verifySecondFactor?: Resolver<ResolversTypes['SecondFactorPass'], ParentType, ContextType, Partial<MutationVerifySecondFactorArgs>>;
};

export type NewsLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsLink'] = ResolversParentTypes['NewsLink']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Picture']>, ParentType, ContextType>;
  outlet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterSignupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSignup'] = ResolversParentTypes['NewsletterSignup']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterSubscriberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSubscriber'] = ResolversParentTypes['NewsletterSubscriber']> = {
  confirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterStatus'], ParentType, ContextType>;
  unsubscribedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NewsletterSubscriberPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSubscriberPage'] = ResolversParentTypes['NewsletterSubscriberPage']> = {
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscribers?: Resolver<Array<ResolversTypes['NewsletterSubscriber']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsubscribed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsletterSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSubscription'] = ResolversParentTypes['NewsletterSubscription']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterStatus'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  address?: Resolver<Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailState?: Resolver<Maybe<ResolversTypes['EmailState']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCard?: Resolver<Maybe<ResolversTypes['PurchasedGiftCard']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderKind'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  laterPayments?: Resolver<Array<ResolversTypes['OrderLaterPayment']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrations?: Resolver<Array<ResolversTypes['Registration']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
};

export type OrderLaterPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLaterPayment'] = ResolversParentTypes['OrderLaterPayment']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderStatusOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusOption'] = ResolversParentTypes['OrderStatusOption']> = {
  key?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = {
  amountPaidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryFeeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  donationCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftCardCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moveDifferenceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OutstandingGiftCardBalanceReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutstandingGiftCardBalanceReport'] = ResolversParentTypes['OutstandingGiftCardBalanceReport']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['GiftCardBalanceLine']>, ParentType, ContextType>;
  disabledCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['GiftCardTrendPoint']>, ParentType, ContextType>;
};

export type PartyGuestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartyGuest'] = ResolversParentTypes['PartyGuest']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayLink'] = ResolversParentTypes['PayLink']> = {
  amountDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PayLinkLine']>, ParentType, ContextType>;
  movingFrom?: Resolver<Maybe<ResolversTypes['PayLinkLine']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PayLinkStatus'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayLinkLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayLinkLine'] = ResolversParentTypes['PayLinkLine']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayLinkPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayLinkPage'] = ResolversParentTypes['PayLinkPage']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  capturedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftCardCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundableCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
};

export type PaymentServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentService'] = ResolversParentTypes['PaymentService']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentType'] = ResolversParentTypes['PaymentType']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayrollLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayrollLine'] = ResolversParentTypes['PayrollLine']> = {
  classMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extraMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hostEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hostName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayrollWeekResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayrollWeek'] = ResolversParentTypes['PayrollWeek']> = {
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneBooking'] = ResolversParentTypes['PhoneBooking']> = {
  amountDueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  holdExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  payLinkPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PictureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Picture'] = ResolversParentTypes['Picture']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  srcset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PortionQuantityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortionQuantity'] = ResolversParentTypes['PortionQuantity']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PortionSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortionSize'] = ResolversParentTypes['PortionSize']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serves?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostalAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress']> = {
  __resolveType: TypeResolveFn<'CustomerAddress' | 'DeliveryAddress', ParentType, ContextType>;
};

export type PressReleaseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PressRelease'] = ResolversParentTypes['PressRelease']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Picture']>, ParentType, ContextType>;
  publishedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromotionClassTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionClassType'] = ResolversParentTypes['PromotionClassType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromotionCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionCode'] = ResolversParentTypes['PromotionCode']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promotionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  usageLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionCodePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionCodePage'] = ResolversParentTypes['PromotionCodePage']> = {
  codes?: Resolver<Array<ResolversTypes['PromotionCode']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionDeletionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionDeletion'] = ResolversParentTypes['PromotionDeletion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PromotionOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionOrder'] = ResolversParentTypes['PromotionOrder']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionOrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionOrderPage'] = ResolversParentTypes['PromotionOrderPage']> = {
  orders?: Resolver<Array<ResolversTypes['PromotionOrder']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionSummary'] = ResolversParentTypes['PromotionSummary']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromotionTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionTotals'] = ResolversParentTypes['PromotionTotals']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promotionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['PromotionFailure']>, ParentType, ContextType>;
};

export type PurchasedGiftCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchasedGiftCard'] = ResolversParentTypes['PurchasedGiftCard']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  design?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailState?: Resolver<Maybe<ResolversTypes['EmailState']>, ParentType, ContextType>;
  recipientEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recipientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  address?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType, RequireFields<QueryAddressArgs, 'id'>>;
  adminClassRequest?: Resolver<Maybe<ResolversTypes['ClassRequest']>, ParentType, ContextType, RequireFields<QueryAdminClassRequestArgs, 'id'>>;
  adminClassRequests?: Resolver<ResolversTypes['ClassRequestPage'], ParentType, ContextType, RequireFields<QueryAdminClassRequestsArgs, 'limit' | 'offset'>>;
  adminClassTypes?: Resolver<Array<ResolversTypes['AdminClassType']>, ParentType, ContextType, Partial<QueryAdminClassTypesArgs>>;
  adminClasses?: Resolver<ResolversTypes['AdminClassPage'], ParentType, ContextType, RequireFields<QueryAdminClassesArgs, 'limit' | 'offset' | 'sort'>>;
  adminContactMessage?: Resolver<Maybe<ResolversTypes['ContactMessage']>, ParentType, ContextType, RequireFields<QueryAdminContactMessageArgs, 'id'>>;
  adminContactMessages?: Resolver<ResolversTypes['ContactMessagePage'], ParentType, ContextType, RequireFields<QueryAdminContactMessagesArgs, 'limit' | 'offset'>>;
  adminContentItem?: Resolver<Maybe<ResolversTypes['ContentItem']>, ParentType, ContextType, RequireFields<QueryAdminContentItemArgs, 'id' | 'kind'>>;
  adminContentItems?: Resolver<Array<ResolversTypes['ContentItem']>, ParentType, ContextType, RequireFields<QueryAdminContentItemsArgs, 'first' | 'kind' | 'offset'>>;
  adminEmail?: Resolver<Maybe<ResolversTypes['AdminEmail']>, ParentType, ContextType, RequireFields<QueryAdminEmailArgs, 'id'>>;
  adminEmails?: Resolver<ResolversTypes['AdminEmailPage'], ParentType, ContextType, RequireFields<QueryAdminEmailsArgs, 'limit' | 'offset'>>;
  adminGiftCard?: Resolver<Maybe<ResolversTypes['AdminGiftCard']>, ParentType, ContextType, RequireFields<QueryAdminGiftCardArgs, 'id'>>;
  adminGiftCards?: Resolver<ResolversTypes['AdminGiftCardPage'], ParentType, ContextType, RequireFields<QueryAdminGiftCardsArgs, 'limit' | 'offset'>>;
  adminLocations?: Resolver<Array<ResolversTypes['AdminLocation']>, ParentType, ContextType, RequireFields<QueryAdminLocationsArgs, 'first' | 'offset'>>;
  adminMeals?: Resolver<Array<ResolversTypes['AdminMeal']>, ParentType, ContextType, RequireFields<QueryAdminMealsArgs, 'first' | 'offset'>>;
  adminNewsletterSubscribers?: Resolver<ResolversTypes['NewsletterSubscriberPage'], ParentType, ContextType, RequireFields<QueryAdminNewsletterSubscribersArgs, 'limit' | 'offset'>>;
  adminOrder?: Resolver<Maybe<ResolversTypes['AdminOrder']>, ParentType, ContextType, RequireFields<QueryAdminOrderArgs, 'id'>>;
  adminOrders?: Resolver<ResolversTypes['AdminOrderPage'], ParentType, ContextType, RequireFields<QueryAdminOrdersArgs, 'limit' | 'offset'>>;
  adminPromotion?: Resolver<Maybe<ResolversTypes['AdminPromotion']>, ParentType, ContextType, RequireFields<QueryAdminPromotionArgs, 'id'>>;
  adminPromotions?: Resolver<ResolversTypes['AdminPromotionPage'], ParentType, ContextType, RequireFields<QueryAdminPromotionsArgs, 'limit' | 'offset'>>;
  adminRegistrations?: Resolver<ResolversTypes['AdminRegistrationPage'], ParentType, ContextType, RequireFields<QueryAdminRegistrationsArgs, 'limit' | 'offset'>>;
  adminReviews?: Resolver<ResolversTypes['StaffReviewPage'], ParentType, ContextType, RequireFields<QueryAdminReviewsArgs, 'limit' | 'offset'>>;
  allergies?: Resolver<Array<ResolversTypes['Allergy']>, ParentType, ContextType>;
  auditRecords?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditRecordsArgs, 'limit' | 'offset'>>;
  calendar?: Resolver<Maybe<ResolversTypes['Calendar']>, ParentType, ContextType, RequireFields<QueryCalendarArgs, 'id'>>;
  calendarEvent?: Resolver<Maybe<ResolversTypes['CalendarEvent']>, ParentType, ContextType, RequireFields<QueryCalendarEventArgs, 'id'>>;
  calendarEventStatuses?: Resolver<Array<ResolversTypes['CalendarEventStatusOption']>, ParentType, ContextType>;
  calendarWindow?: Resolver<ResolversTypes['CalendarWindow'], ParentType, ContextType, RequireFields<QueryCalendarWindowArgs, 'calendarId' | 'from' | 'to'>>;
  calendars?: Resolver<Array<ResolversTypes['Calendar']>, ParentType, ContextType, RequireFields<QueryCalendarsArgs, 'first' | 'offset'>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'uuid'>>;
  checkMismatchZip?: Resolver<Maybe<ResolversTypes['ZipMismatch']>, ParentType, ContextType, RequireFields<QueryCheckMismatchZipArgs, 'locationId' | 'zipcode'>>;
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType, RequireFields<QueryCheckoutArgs, 'id'>>;
  cityLookup?: Resolver<Maybe<ResolversTypes['CityLookup']>, ParentType, ContextType, Partial<QueryCityLookupArgs>>;
  class?: Resolver<Maybe<ResolversTypes['Class']>, ParentType, ContextType, RequireFields<QueryClassArgs, 'idOrSku'>>;
  classAttendees?: Resolver<Array<ResolversTypes['ClassAttendee']>, ParentType, ContextType, RequireFields<QueryClassAttendeesArgs, 'allAttendees' | 'id'>>;
  classCancelPlan?: Resolver<Maybe<ResolversTypes['ClassCancelPlan']>, ParentType, ContextType, RequireFields<QueryClassCancelPlanArgs, 'id'>>;
  classForecast?: Resolver<ResolversTypes['ClassForecast'], ParentType, ContextType, RequireFields<QueryClassForecastArgs, 'id'>>;
  classFormChoices?: Resolver<ResolversTypes['ClassFormChoices'], ParentType, ContextType>;
  classGrocery?: Resolver<ResolversTypes['ClassGrocery'], ParentType, ContextType, RequireFields<QueryClassGroceryArgs, 'id'>>;
  classInformation?: Resolver<Maybe<ResolversTypes['ClassInformation']>, ParentType, ContextType, RequireFields<QueryClassInformationArgs, 'id'>>;
  classRequest?: Resolver<Maybe<ResolversTypes['ClassRequest']>, ParentType, ContextType, RequireFields<QueryClassRequestArgs, 'token'>>;
  classSchedule?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, RequireFields<QueryClassScheduleArgs, 'from' | 'to'>>;
  classTypes?: Resolver<Array<ResolversTypes['ClassType']>, ParentType, ContextType>;
  classWaitlist?: Resolver<Array<ResolversTypes['StaffWaitlistEntry']>, ParentType, ContextType, RequireFields<QueryClassWaitlistArgs, 'id'>>;
  classes?: Resolver<Array<ResolversTypes['Class']>, ParentType, ContextType, RequireFields<QueryClassesArgs, 'first'>>;
  consoleHome?: Resolver<ResolversTypes['ConsoleHome'], ParentType, ContextType, Partial<QueryConsoleHomeArgs>>;
  currentCharityWindow?: Resolver<Maybe<ResolversTypes['CharityWindow']>, ParentType, ContextType>;
  defaultAddress?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType, RequireFields<QueryDefaultAddressArgs, 'userId'>>;
  deliveryAddressesReport?: Resolver<ResolversTypes['DeliveryAddressesReport'], ParentType, ContextType, Partial<QueryDeliveryAddressesReportArgs>>;
  emailIsUnique?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryEmailIsUniqueArgs, 'email'>>;
  emailSuppressions?: Resolver<Array<ResolversTypes['EmailSuppression']>, ParentType, ContextType>;
  employeeLinks?: Resolver<Array<ResolversTypes['EmployeeLink']>, ParentType, ContextType>;
  fulfillment?: Resolver<Maybe<ResolversTypes['Fulfillment']>, ParentType, ContextType, RequireFields<QueryFulfillmentArgs, 'idOrKey'>>;
  fulfillments?: Resolver<Array<ResolversTypes['Fulfillment']>, ParentType, ContextType>;
  giftCardBalance?: Resolver<ResolversTypes['GiftCardBalance'], ParentType, ContextType, RequireFields<QueryGiftCardBalanceArgs, 'code'>>;
  giftCardPromotionQuote?: Resolver<ResolversTypes['GiftCardPromotionQuote'], ParentType, ContextType, RequireFields<QueryGiftCardPromotionQuoteArgs, 'amountCents' | 'code'>>;
  inTheNews?: Resolver<Array<ResolversTypes['NewsLink']>, ParentType, ContextType, RequireFields<QueryInTheNewsArgs, 'first' | 'offset'>>;
  kitchenBoard?: Resolver<Array<ResolversTypes['KitchenClass']>, ParentType, ContextType, Partial<QueryKitchenBoardArgs>>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryLocationArgs, 'id'>>;
  locations?: Resolver<ResolversTypes['LocationList'], ParentType, ContextType, Partial<QueryLocationsArgs>>;
  mailbox?: Resolver<Array<ResolversTypes['MailboxEmail']>, ParentType, ContextType, Partial<QueryMailboxArgs>>;
  managementPayrollReport?: Resolver<ResolversTypes['ManagementPayrollReport'], ParentType, ContextType, Partial<QueryManagementPayrollReportArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  meal?: Resolver<Maybe<ResolversTypes['Meal']>, ParentType, ContextType, RequireFields<QueryMealArgs, 'idOrSlug'>>;
  mealTypes?: Resolver<Array<ResolversTypes['MealType']>, ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['Meal']>, ParentType, ContextType, RequireFields<QueryMealsArgs, 'first' | 'offset'>>;
  menu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType, RequireFields<QueryMenuArgs, 'idOrSlug'>>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType, Partial<QueryMenusArgs>>;
  myEmailVerification?: Resolver<Maybe<ResolversTypes['EmailVerification']>, ParentType, ContextType>;
  mySecondFactor?: Resolver<Maybe<ResolversTypes['SecondFactor']>, ParentType, ContextType>;
  newsroomStatuses?: Resolver<Array<ResolversTypes['ContentStatusOption']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderConfirmation?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderConfirmationArgs, 'orderId'>>;
  orderStatuses?: Resolver<Array<ResolversTypes['OrderStatusOption']>, ParentType, ContextType>;
  outstandingGiftCardBalanceReport?: Resolver<ResolversTypes['OutstandingGiftCardBalanceReport'], ParentType, ContextType, Partial<QueryOutstandingGiftCardBalanceReportArgs>>;
  payLink?: Resolver<Maybe<ResolversTypes['PayLink']>, ParentType, ContextType, RequireFields<QueryPayLinkArgs, 'token'>>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  paymentServices?: Resolver<Array<ResolversTypes['PaymentService']>, ParentType, ContextType>;
  paymentTypes?: Resolver<Array<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  phoneIsDuplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryPhoneIsDuplicateArgs, 'phone'>>;
  phoneIsUnique?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryPhoneIsUniqueArgs, 'phone'>>;
  pressRelease?: Resolver<Maybe<ResolversTypes['PressRelease']>, ParentType, ContextType, RequireFields<QueryPressReleaseArgs, 'slug'>>;
  pressReleases?: Resolver<Array<ResolversTypes['PressRelease']>, ParentType, ContextType, RequireFields<QueryPressReleasesArgs, 'first' | 'offset'>>;
  promotionCode?: Resolver<Maybe<ResolversTypes['PromotionCode']>, ParentType, ContextType, RequireFields<QueryPromotionCodeArgs, 'id'>>;
  promotionCodes?: Resolver<ResolversTypes['PromotionCodePage'], ParentType, ContextType, RequireFields<QueryPromotionCodesArgs, 'limit' | 'offset' | 'promotionId'>>;
  promotionOrders?: Resolver<ResolversTypes['PromotionOrderPage'], ParentType, ContextType, RequireFields<QueryPromotionOrdersArgs, 'limit' | 'offset' | 'promotionId'>>;
  refundReasons?: Resolver<Array<ResolversTypes['RefundReason']>, ParentType, ContextType>;
  registration?: Resolver<Maybe<ResolversTypes['AdminRegistration']>, ParentType, ContextType, RequireFields<QueryRegistrationArgs, 'id'>>;
  registrationChanges?: Resolver<Maybe<ResolversTypes['RegistrationChanges']>, ParentType, ContextType, RequireFields<QueryRegistrationChangesArgs, 'registrationId' | 'scope'>>;
  registrationMovePlan?: Resolver<Maybe<ResolversTypes['StaffMovePlan']>, ParentType, ContextType, RequireFields<QueryRegistrationMovePlanArgs, 'id' | 'scope'>>;
  registrationStatuses?: Resolver<Array<ResolversTypes['RegistrationStatusOption']>, ParentType, ContextType>;
  reviewLink?: Resolver<ResolversTypes['ReviewLink'], ParentType, ContextType, RequireFields<QueryReviewLinkArgs, 'token'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  sandboxPaymentSession?: Resolver<Maybe<ResolversTypes['SandboxPaymentSession']>, ParentType, ContextType, RequireFields<QuerySandboxPaymentSessionArgs, 'sessionId'>>;
  scheduledJobs?: Resolver<Array<ResolversTypes['ScheduledJob']>, ParentType, ContextType>;
  seatVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sitemap?: Resolver<ResolversTypes['SitemapPage'], ParentType, ContextType, RequireFields<QuerySitemapArgs, 'first' | 'offset'>>;
  uidOfMatchingAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryUidOfMatchingAccountArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryUserOrdersArgs, 'limit' | 'offset' | 'userId'>>;
  userRegistrations?: Resolver<ResolversTypes['RegistrationPage'], ParentType, ContextType, RequireFields<QueryUserRegistrationsArgs, 'limit' | 'offset' | 'upcoming' | 'userId'>>;
  userSecondFactor?: Resolver<ResolversTypes['SecondFactor'], ParentType, ContextType, RequireFields<QueryUserSecondFactorArgs, 'userId'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
  waitlistEntry?: Resolver<ResolversTypes['WaitlistEntry'], ParentType, ContextType, RequireFields<QueryWaitlistEntryArgs, 'token'>>;
  waitlistOffer?: Resolver<ResolversTypes['WaitlistOffer'], ParentType, ContextType, RequireFields<QueryWaitlistOfferArgs, 'token'>>;
};

export type RefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giftCardCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payLinkCardCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
};

export type RefundReasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundReason'] = ResolversParentTypes['RefundReason']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegisteredClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisteredClass'] = ResolversParentTypes['RegisteredClass']> = {
  canceled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fulfillment?: Resolver<ResolversTypes['ClassFulfillment'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['ClassLocation'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegistrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration']> = {
  allergies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  class?: Resolver<ResolversTypes['RegisteredClass'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meals?: Resolver<Maybe<Array<ResolversTypes['ChosenMeal']>>, ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['ClassOffer'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  portionQuantity?: Resolver<Maybe<ResolversTypes['PortionQuantity']>, ParentType, ContextType>;
  portionQuantityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  portionSize?: Resolver<Maybe<ResolversTypes['PortionSize']>, ParentType, ContextType>;
  portionSizeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationChangesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationChanges'] = ResolversParentTypes['RegistrationChanges']> = {
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canMove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelRefundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelRefusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canceledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cutoff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moveOptions?: Resolver<Array<ResolversTypes['MoveOption']>, ParentType, ContextType>;
  moveRefusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movedFrom?: Resolver<Maybe<ResolversTypes['SelfServiceClass']>, ParentType, ContextType>;
  party?: Resolver<ResolversTypes['SelfServiceParty'], ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['SelfServiceRegistration'], ParentType, ContextType>;
};

export type RegistrationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationPage'] = ResolversParentTypes['RegistrationPage']> = {
  registrations?: Resolver<Array<ResolversTypes['Registration']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationStatusOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationStatusOption'] = ResolversParentTypes['RegistrationStatusOption']> = {
  holdsSeat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  next?: Resolver<Array<ResolversTypes['RegistrationStatus']>, ParentType, ContextType>;
};

export type RegistrationTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationTotals'] = ResolversParentTypes['RegistrationTotals']> = {
  discountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundableCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reply?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewLink'] = ResolversParentTypes['ReviewLink']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  class?: Resolver<ResolversTypes['ReviewLinkClass'], ParentType, ContextType>;
};

export type ReviewLinkClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewLinkClass'] = ResolversParentTypes['ReviewLinkClass']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewSummary'] = ResolversParentTypes['ReviewSummary']> = {
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latest?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
};

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SandboxPaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SandboxPaymentResult'] = ResolversParentTypes['SandboxPaymentResult']> = {
  checkoutId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  declineCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SandboxPaymentStatus'], ParentType, ContextType>;
};

export type SandboxPaymentSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SandboxPaymentSession'] = ResolversParentTypes['SandboxPaymentSession']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SandboxSessionStatus'], ParentType, ContextType>;
  successUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduledJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduledJob'] = ResolversParentTypes['ScheduledJob']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runs?: Resolver<Array<ResolversTypes['JobRun']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SecondFactorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecondFactor'] = ResolversParentTypes['SecondFactor']> = {
  confirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SecondFactorEnrolmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecondFactorEnrolment'] = ResolversParentTypes['SecondFactorEnrolment']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SecondFactorPassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecondFactorPass'] = ResolversParentTypes['SecondFactorPass']> = {
  method?: Resolver<ResolversTypes['SecondFactorMethod'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SelfServiceClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelfServiceClass'] = ResolversParentTypes['SelfServiceClass']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['ClassLocation'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelfServicePartyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelfServiceParty'] = ResolversParentTypes['SelfServiceParty']> = {
  guestScopeAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['PartyGuest']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ChangeScope'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SelfServiceRegistrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelfServiceRegistration'] = ResolversParentTypes['SelfServiceRegistration']> = {
  class?: Resolver<ResolversTypes['SelfServiceClass'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['ClassOffer'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SentEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SentEmail'] = ResolversParentTypes['SentEmail']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingOffsetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingOffset'] = ResolversParentTypes['ShippingOffset']> = {
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offsetDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SitemapEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapEntry'] = ResolversParentTypes['SitemapEntry']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SitemapPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapPage'] = ResolversParentTypes['SitemapPage']> = {
  entries?: Resolver<Array<ResolversTypes['SitemapEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffMoveDateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffMoveDate'] = ResolversParentTypes['StaffMoveDate']> = {
  class?: Resolver<ResolversTypes['AdminClassSummary'], ParentType, ContextType>;
  differenceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  policyBreaks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withinPolicy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffMovePlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffMovePlan'] = ResolversParentTypes['StaffMovePlan']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  className?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dates?: Resolver<Array<ResolversTypes['StaffMoveDate']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  movedByCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['SelfServiceParty'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffMoveResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffMoveResult'] = ResolversParentTypes['StaffMoveResult']> = {
  collectCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  differenceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holdExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movedRegistrations?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  payLinkCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payLinkPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundFailedRegistrations?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  toClassId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  waivedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffReview'] = ResolversParentTypes['StaffReview']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  className?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moderatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repliedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reply?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffReviewPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffReviewPage'] = ResolversParentTypes['StaffReviewPage']> = {
  hidden?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['StaffReview']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffWaitlistEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffWaitlistEntry'] = ResolversParentTypes['StaffWaitlistEntry']> = {
  claimExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offeredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Totals'] = ResolversParentTypes['Totals']> = {
  __resolveType: TypeResolveFn<'CartTotals' | 'OrderTotals', ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  allergies?: Resolver<Array<ResolversTypes['Allergy']>, ParentType, ContextType>;
  allergyNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  spiceTolerance?: Resolver<Maybe<ResolversTypes['SpiceTolerance']>, ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type WaitlistEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitlistEntry'] = ResolversParentTypes['WaitlistEntry']> = {
  classDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  className?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitlistJoinResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitlistJoin'] = ResolversParentTypes['WaitlistJoin']> = {
  alreadyOnList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitlistOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitlistOffer'] = ResolversParentTypes['WaitlistOffer']> = {
  claimExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  classDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  className?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromCanceledClass?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitlistRemovalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitlistRemoval'] = ResolversParentTypes['WaitlistRemoval']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seatFreed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ZipMismatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZipMismatch'] = ResolversParentTypes['ZipMismatch']> = {
  closestDistance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  closestLocation?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  closestLocationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  delivers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mismatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offsetDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ZipcodeCentroidResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZipcodeCentroid'] = ResolversParentTypes['ZipcodeCentroid']> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ZipcodeInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZipcodeInfo'] = ResolversParentTypes['ZipcodeInfo']> = {
  shippingOffsets?: Resolver<Array<ResolversTypes['ShippingOffset']>, ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Address?: AddressResolvers<ContextType>;
  AdminClassPage?: AdminClassPageResolvers<ContextType>;
  AdminClassRow?: AdminClassRowResolvers<ContextType>;
  AdminClassSummary?: AdminClassSummaryResolvers<ContextType>;
  AdminClassType?: AdminClassTypeResolvers<ContextType>;
  AdminEmail?: AdminEmailResolvers<ContextType>;
  AdminEmailPage?: AdminEmailPageResolvers<ContextType>;
  AdminGiftCard?: AdminGiftCardResolvers<ContextType>;
  AdminGiftCardPage?: AdminGiftCardPageResolvers<ContextType>;
  AdminLocation?: AdminLocationResolvers<ContextType>;
  AdminMeal?: AdminMealResolvers<ContextType>;
  AdminOrder?: AdminOrderResolvers<ContextType>;
  AdminOrderPage?: AdminOrderPageResolvers<ContextType>;
  AdminOrderRow?: AdminOrderRowResolvers<ContextType>;
  AdminPromotion?: AdminPromotionResolvers<ContextType>;
  AdminPromotionPage?: AdminPromotionPageResolvers<ContextType>;
  AdminRegistration?: AdminRegistrationResolvers<ContextType>;
  AdminRegistrationClass?: AdminRegistrationClassResolvers<ContextType>;
  AdminRegistrationPage?: AdminRegistrationPageResolvers<ContextType>;
  Allergy?: AllergyResolvers<ContextType>;
  AttendeesMessaged?: AttendeesMessagedResolvers<ContextType>;
  AuditLink?: AuditLinkResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuditRecord?: AuditRecordResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  Calendar?: CalendarResolvers<ContextType>;
  CalendarClass?: CalendarClassResolvers<ContextType>;
  CalendarEvent?: CalendarEventResolvers<ContextType>;
  CalendarEventStatusOption?: CalendarEventStatusOptionResolvers<ContextType>;
  CalendarLocation?: CalendarLocationResolvers<ContextType>;
  CalendarWindow?: CalendarWindowResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartClass?: CartClassResolvers<ContextType>;
  CartClassInfo?: CartClassInfoResolvers<ContextType>;
  CartDelivery?: CartDeliveryResolvers<ContextType>;
  CartDeliveryKitchen?: CartDeliveryKitchenResolvers<ContextType>;
  CartGiftCard?: CartGiftCardResolvers<ContextType>;
  CartPromotion?: CartPromotionResolvers<ContextType>;
  CartTotals?: CartTotalsResolvers<ContextType>;
  CharityWindow?: CharityWindowResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutFormDetails?: CheckoutFormDetailsResolvers<ContextType>;
  CheckoutGuestDetails?: CheckoutGuestDetailsResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  ChoiceLocation?: ChoiceLocationResolvers<ContextType>;
  ChoiceOption?: ChoiceOptionResolvers<ContextType>;
  ChosenMeal?: ChosenMealResolvers<ContextType>;
  CityLookup?: CityLookupResolvers<ContextType>;
  Class?: ClassResolvers<ContextType>;
  ClassAttendee?: ClassAttendeeResolvers<ContextType>;
  ClassCancelBooking?: ClassCancelBookingResolvers<ContextType>;
  ClassCancelGuest?: ClassCancelGuestResolvers<ContextType>;
  ClassCancelPlan?: ClassCancelPlanResolvers<ContextType>;
  ClassCancellation?: ClassCancellationResolvers<ContextType>;
  ClassForecast?: ClassForecastResolvers<ContextType>;
  ClassFormChoices?: ClassFormChoicesResolvers<ContextType>;
  ClassFulfillment?: ClassFulfillmentResolvers<ContextType>;
  ClassGrocery?: ClassGroceryResolvers<ContextType>;
  ClassGuestsMoved?: ClassGuestsMovedResolvers<ContextType>;
  ClassHost?: ClassHostResolvers<ContextType>;
  ClassInformation?: ClassInformationResolvers<ContextType>;
  ClassLocation?: ClassLocationResolvers<ContextType>;
  ClassMoveDate?: ClassMoveDateResolvers<ContextType>;
  ClassPrice?: ClassPriceResolvers<ContextType>;
  ClassRequest?: ClassRequestResolvers<ContextType>;
  ClassRequestClass?: ClassRequestClassResolvers<ContextType>;
  ClassRequestKitchen?: ClassRequestKitchenResolvers<ContextType>;
  ClassRequestPage?: ClassRequestPageResolvers<ContextType>;
  ClassSeries?: ClassSeriesResolvers<ContextType>;
  ClassType?: ClassTypeResolvers<ContextType>;
  ClosedAccount?: ClosedAccountResolvers<ContextType>;
  ConsoleAttention?: ConsoleAttentionResolvers<ContextType>;
  ConsoleHome?: ConsoleHomeResolvers<ContextType>;
  ConsoleHomeClass?: ConsoleHomeClassResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessagePage?: ContactMessagePageResolvers<ContextType>;
  ContactMessageReceipt?: ContactMessageReceiptResolvers<ContextType>;
  ContactReply?: ContactReplyResolvers<ContextType>;
  ContentItem?: ContentItemResolvers<ContextType>;
  ContentStatusOption?: ContentStatusOptionResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
  DeliveryAddressesReport?: DeliveryAddressesReportResolvers<ContextType>;
  DeliveryArea?: DeliveryAreaResolvers<ContextType>;
  DeliveryClass?: DeliveryClassResolvers<ContextType>;
  DeliveryDay?: DeliveryDayResolvers<ContextType>;
  DeliveryStop?: DeliveryStopResolvers<ContextType>;
  EmailDelivery?: EmailDeliveryResolvers<ContextType>;
  EmailStateCount?: EmailStateCountResolvers<ContextType>;
  EmailSuppression?: EmailSuppressionResolvers<ContextType>;
  EmailVerification?: EmailVerificationResolvers<ContextType>;
  EmailVerificationSent?: EmailVerificationSentResolvers<ContextType>;
  EmployeeLink?: EmployeeLinkResolvers<ContextType>;
  File?: GraphQLScalarType;
  ForecastDay?: ForecastDayResolvers<ContextType>;
  Fulfillment?: FulfillmentResolvers<ContextType>;
  GiftCardBalance?: GiftCardBalanceResolvers<ContextType>;
  GiftCardBalanceLine?: GiftCardBalanceLineResolvers<ContextType>;
  GiftCardLedgerEntry?: GiftCardLedgerEntryResolvers<ContextType>;
  GiftCardPromotionQuote?: GiftCardPromotionQuoteResolvers<ContextType>;
  GiftCardTotals?: GiftCardTotalsResolvers<ContextType>;
  GiftCardTrendPoint?: GiftCardTrendPointResolvers<ContextType>;
  GoNoGo?: GoNoGoResolvers<ContextType>;
  GroceryAisle?: GroceryAisleResolvers<ContextType>;
  GroceryItem?: GroceryItemResolvers<ContextType>;
  JobRun?: JobRunResolvers<ContextType>;
  KitchenClass?: KitchenClassResolvers<ContextType>;
  KitchenMeal?: KitchenMealResolvers<ContextType>;
  LineTotals?: LineTotalsResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationList?: LocationListResolvers<ContextType>;
  MailboxEmail?: MailboxEmailResolvers<ContextType>;
  ManagementPayrollReport?: ManagementPayrollReportResolvers<ContextType>;
  Meal?: MealResolvers<ContextType>;
  MealType?: MealTypeResolvers<ContextType>;
  MeasuredIngredient?: MeasuredIngredientResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MoveOption?: MoveOptionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsLink?: NewsLinkResolvers<ContextType>;
  NewsletterSignup?: NewsletterSignupResolvers<ContextType>;
  NewsletterSubscriber?: NewsletterSubscriberResolvers<ContextType>;
  NewsletterSubscriberPage?: NewsletterSubscriberPageResolvers<ContextType>;
  NewsletterSubscription?: NewsletterSubscriptionResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLaterPayment?: OrderLaterPaymentResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderStatusOption?: OrderStatusOptionResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  OutstandingGiftCardBalanceReport?: OutstandingGiftCardBalanceReportResolvers<ContextType>;
  PartyGuest?: PartyGuestResolvers<ContextType>;
  PayLink?: PayLinkResolvers<ContextType>;
  PayLinkLine?: PayLinkLineResolvers<ContextType>;
  PayLinkPage?: PayLinkPageResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentService?: PaymentServiceResolvers<ContextType>;
  PaymentType?: PaymentTypeResolvers<ContextType>;
  PayrollLine?: PayrollLineResolvers<ContextType>;
  PayrollWeek?: PayrollWeekResolvers<ContextType>;
  PhoneBooking?: PhoneBookingResolvers<ContextType>;
  Picture?: PictureResolvers<ContextType>;
  PortionQuantity?: PortionQuantityResolvers<ContextType>;
  PortionSize?: PortionSizeResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  PressRelease?: PressReleaseResolvers<ContextType>;
  PromotionClassType?: PromotionClassTypeResolvers<ContextType>;
  PromotionCode?: PromotionCodeResolvers<ContextType>;
  PromotionCodePage?: PromotionCodePageResolvers<ContextType>;
  PromotionDeletion?: PromotionDeletionResolvers<ContextType>;
  PromotionOrder?: PromotionOrderResolvers<ContextType>;
  PromotionOrderPage?: PromotionOrderPageResolvers<ContextType>;
  PromotionSummary?: PromotionSummaryResolvers<ContextType>;
  PromotionTotals?: PromotionTotalsResolvers<ContextType>;
  PurchasedGiftCard?: PurchasedGiftCardResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  RefundReason?: RefundReasonResolvers<ContextType>;
  RegisteredClass?: RegisteredClassResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  RegistrationChanges?: RegistrationChangesResolvers<ContextType>;
  RegistrationPage?: RegistrationPageResolvers<ContextType>;
  RegistrationStatusOption?: RegistrationStatusOptionResolvers<ContextType>;
  RegistrationTotals?: RegistrationTotalsResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewLink?: ReviewLinkResolvers<ContextType>;
  ReviewLinkClass?: ReviewLinkClassResolvers<ContextType>;
  ReviewSummary?: ReviewSummaryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SandboxPaymentResult?: SandboxPaymentResultResolvers<ContextType>;
  SandboxPaymentSession?: SandboxPaymentSessionResolvers<ContextType>;
  ScheduledJob?: ScheduledJobResolvers<ContextType>;
  SecondFactor?: SecondFactorResolvers<ContextType>;
  SecondFactorEnrolment?: SecondFactorEnrolmentResolvers<ContextType>;
  SecondFactorPass?: SecondFactorPassResolvers<ContextType>;
  SelfServiceClass?: SelfServiceClassResolvers<ContextType>;
  SelfServiceParty?: SelfServicePartyResolvers<ContextType>;
  SelfServiceRegistration?: SelfServiceRegistrationResolvers<ContextType>;
  SentEmail?: SentEmailResolvers<ContextType>;
  ShippingOffset?: ShippingOffsetResolvers<ContextType>;
  SitemapEntry?: SitemapEntryResolvers<ContextType>;
  SitemapPage?: SitemapPageResolvers<ContextType>;
  StaffMoveDate?: StaffMoveDateResolvers<ContextType>;
  StaffMovePlan?: StaffMovePlanResolvers<ContextType>;
  StaffMoveResult?: StaffMoveResultResolvers<ContextType>;
  StaffReview?: StaffReviewResolvers<ContextType>;
  StaffReviewPage?: StaffReviewPageResolvers<ContextType>;
  StaffWaitlistEntry?: StaffWaitlistEntryResolvers<ContextType>;
  Totals?: TotalsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
  WaitlistJoin?: WaitlistJoinResolvers<ContextType>;
  WaitlistOffer?: WaitlistOfferResolvers<ContextType>;
  WaitlistRemoval?: WaitlistRemovalResolvers<ContextType>;
  ZipMismatch?: ZipMismatchResolvers<ContextType>;
  ZipcodeCentroid?: ZipcodeCentroidResolvers<ContextType>;
  ZipcodeInfo?: ZipcodeInfoResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  listSize?: ListSizeDirectiveResolver<any, any, ContextType>;
};
