/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

export type UpdateAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProfileInput;
}>;


export type UpdateAccountMutation = { __typename?: 'Mutation', updateAccount: { __typename?: 'User', id: string } };

export type EmailIsUniqueQueryVariables = Exact<{
  email: Scalars['String']['input'];
  excludeUserId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type EmailIsUniqueQuery = { __typename?: 'Query', emailIsUnique: boolean };

export type CloseAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CloseAccountMutation = { __typename?: 'Mutation', closeAccount: { __typename?: 'ClosedAccount', id: string } };

export type AccountMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountMeQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, roles: Array<string>, permissions: Array<string>, email: string, firstName: string, lastName: string, phone?: string | null, spiceTolerance?: SpiceTolerance | null, allergyNotes?: string | null, allergies: Array<{ __typename?: 'Allergy', id: string, key: string, name: string }> } | null };

export type AllergyChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AllergyChoicesQuery = { __typename?: 'Query', allergies: Array<{ __typename?: 'Allergy', key: string, name: string }> };

export type CustomerDetailsFragment = { __typename?: 'User', email: string, firstName: string, lastName: string, phone?: string | null, spiceTolerance?: SpiceTolerance | null, allergyNotes?: string | null, allergies: Array<{ __typename?: 'Allergy', key: string }> };

export type MyEmailVerificationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEmailVerificationQuery = { __typename?: 'Query', myEmailVerification?: { __typename?: 'EmailVerification', email: string, verified: boolean, waitingOrders: number } | null };

export type SendEmailVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type SendEmailVerificationMutation = { __typename?: 'Mutation', sendEmailVerification: { __typename?: 'EmailVerificationSent', sent: boolean, reason?: string | null, retryAfterSeconds: number } };

export type SelfServiceClassFieldsFragment = { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } };

export type RegistrationChangesFieldsFragment = { __typename?: 'RegistrationChanges', cutoff: string, canCancel: boolean, cancelRefusal?: string | null, cancelRefundCents: number, canMove: boolean, moveRefusal?: string | null, canceledAt?: string | null, movedAt?: string | null, registration: { __typename?: 'SelfServiceRegistration', id: string, orderNumber: string, status: RegistrationStatus, firstName: string, totalCents: number, offer: ClassOffer, refundedCents: number, class: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } }, party: { __typename?: 'SelfServiceParty', scope: ChangeScope, seats: number, guestScopeAllowed: boolean, guests: Array<{ __typename?: 'PartyGuest', id: string, firstName: string, lastName: string }> }, movedFrom?: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } | null, moveOptions: Array<{ __typename?: 'MoveOption', seatsLeft: number, seats: number, newTotalCents: number, differenceCents: number, allowed: boolean, refusal?: string | null, class: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } }> };

export type RegistrationChangesQueryVariables = Exact<{
  registrationId: Scalars['ID']['input'];
  scope?: InputMaybe<ChangeScope>;
}>;


export type RegistrationChangesQuery = { __typename?: 'Query', registrationChanges?: { __typename?: 'RegistrationChanges', cutoff: string, canCancel: boolean, cancelRefusal?: string | null, cancelRefundCents: number, canMove: boolean, moveRefusal?: string | null, canceledAt?: string | null, movedAt?: string | null, registration: { __typename?: 'SelfServiceRegistration', id: string, orderNumber: string, status: RegistrationStatus, firstName: string, totalCents: number, offer: ClassOffer, refundedCents: number, class: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } }, party: { __typename?: 'SelfServiceParty', scope: ChangeScope, seats: number, guestScopeAllowed: boolean, guests: Array<{ __typename?: 'PartyGuest', id: string, firstName: string, lastName: string }> }, movedFrom?: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } | null, moveOptions: Array<{ __typename?: 'MoveOption', seatsLeft: number, seats: number, newTotalCents: number, differenceCents: number, allowed: boolean, refusal?: string | null, class: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } }> } | null };

export type CancelMyRegistrationMutationVariables = Exact<{
  registrationId: Scalars['ID']['input'];
  scope?: InputMaybe<ChangeScope>;
}>;


export type CancelMyRegistrationMutation = { __typename?: 'Mutation', cancelMyRegistration: { __typename?: 'RegistrationChanges', cutoff: string, canCancel: boolean, cancelRefusal?: string | null, cancelRefundCents: number, canMove: boolean, moveRefusal?: string | null, canceledAt?: string | null, movedAt?: string | null, registration: { __typename?: 'SelfServiceRegistration', id: string, orderNumber: string, status: RegistrationStatus, firstName: string, totalCents: number, offer: ClassOffer, refundedCents: number, class: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } }, party: { __typename?: 'SelfServiceParty', scope: ChangeScope, seats: number, guestScopeAllowed: boolean, guests: Array<{ __typename?: 'PartyGuest', id: string, firstName: string, lastName: string }> }, movedFrom?: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } | null, moveOptions: Array<{ __typename?: 'MoveOption', seatsLeft: number, seats: number, newTotalCents: number, differenceCents: number, allowed: boolean, refusal?: string | null, class: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } }> } };

export type MoveMyRegistrationMutationVariables = Exact<{
  registrationId: Scalars['ID']['input'];
  classId: Scalars['ID']['input'];
  scope?: InputMaybe<ChangeScope>;
}>;


export type MoveMyRegistrationMutation = { __typename?: 'Mutation', moveMyRegistration: { __typename?: 'RegistrationChanges', cutoff: string, canCancel: boolean, cancelRefusal?: string | null, cancelRefundCents: number, canMove: boolean, moveRefusal?: string | null, canceledAt?: string | null, movedAt?: string | null, registration: { __typename?: 'SelfServiceRegistration', id: string, orderNumber: string, status: RegistrationStatus, firstName: string, totalCents: number, offer: ClassOffer, refundedCents: number, class: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } }, party: { __typename?: 'SelfServiceParty', scope: ChangeScope, seats: number, guestScopeAllowed: boolean, guests: Array<{ __typename?: 'PartyGuest', id: string, firstName: string, lastName: string }> }, movedFrom?: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } | null, moveOptions: Array<{ __typename?: 'MoveOption', seatsLeft: number, seats: number, newTotalCents: number, differenceCents: number, allowed: boolean, refusal?: string | null, class: { __typename?: 'SelfServiceClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, city: string, timezone: string } } }> } };

export type CalendarsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CalendarsQuery = { __typename?: 'Query', calendars: Array<{ __typename?: 'Calendar', id: string, name: string, description: string, timezone: string, eventCount: number, location?: { __typename?: 'CalendarLocation', id: string, name: string } | null }> };

export type CalendarQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CalendarQuery = { __typename?: 'Query', calendar?: { __typename?: 'Calendar', id: string, name: string, timezone: string } | null };

export type CalendarEventFieldsFragment = { __typename?: 'CalendarEvent', id: string, calendarId: string, kind: CalendarEventKind, status: CalendarEventStatus, title: string, notes: string, startDate: string, endDate: string, startTime?: string | null, endTime?: string | null, overlappingClasses: Array<{ __typename?: 'CalendarClass', id: string, name: string, date: string }> };

export type CalendarWindowQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
}>;


export type CalendarWindowQuery = { __typename?: 'Query', calendarWindow: { __typename?: 'CalendarWindow', calendar: { __typename?: 'Calendar', id: string, name: string, description: string, timezone: string, location?: { __typename?: 'CalendarLocation', id: string, name: string } | null }, events: Array<{ __typename?: 'CalendarEvent', id: string, calendarId: string, kind: CalendarEventKind, status: CalendarEventStatus, title: string, notes: string, startDate: string, endDate: string, startTime?: string | null, endTime?: string | null, overlappingClasses: Array<{ __typename?: 'CalendarClass', id: string, name: string, date: string }> }>, classes: Array<{ __typename?: 'CalendarClass', id: string, sku: string, name: string, date: string, durationMinutes: number }> } };

export type CalendarEventQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CalendarEventQuery = { __typename?: 'Query', calendarEvent?: { __typename?: 'CalendarEvent', id: string, calendarId: string, kind: CalendarEventKind, status: CalendarEventStatus, title: string, notes: string, startDate: string, endDate: string, startTime?: string | null, endTime?: string | null, overlappingClasses: Array<{ __typename?: 'CalendarClass', id: string, name: string, date: string }> } | null };

export type CreateCalendarEventMutationVariables = Exact<{
  calendarId: Scalars['ID']['input'];
  input: CalendarEventInput;
}>;


export type CreateCalendarEventMutation = { __typename?: 'Mutation', createCalendarEvent: { __typename?: 'CalendarEvent', id: string, overlappingClasses: Array<{ __typename?: 'CalendarClass', id: string }> } };

export type UpdateCalendarEventMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CalendarEventInput;
}>;


export type UpdateCalendarEventMutation = { __typename?: 'Mutation', updateCalendarEvent: { __typename?: 'CalendarEvent', id: string, calendarId: string, overlappingClasses: Array<{ __typename?: 'CalendarClass', id: string }> } };

export type DeleteCalendarEventMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCalendarEventMutation = { __typename?: 'Mutation', deleteCalendarEvent: string };

export type CalendarFormQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  withCalendar: Scalars['Boolean']['input'];
}>;


export type CalendarFormQuery = { __typename?: 'Query', calendar?: { __typename?: 'Calendar', id: string, name: string, description: string, eventCount: number, location?: { __typename?: 'CalendarLocation', id: string } | null } | null, adminLocations: Array<{ __typename?: 'AdminLocation', location: { __typename?: 'Location', id: string, name: string, calendarId?: string | null } }> };

export type CreateCalendarMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CalendarInput;
}>;


export type CreateCalendarMutation = { __typename?: 'Mutation', createCalendar: { __typename?: 'Calendar', id: string } };

export type UpdateCalendarMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CalendarInput;
}>;


export type UpdateCalendarMutation = { __typename?: 'Mutation', updateCalendar: { __typename?: 'Calendar', id: string } };

export type DeleteCalendarMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCalendarMutation = { __typename?: 'Mutation', deleteCalendar: string };

export type AdminClassesQueryVariables = Exact<{
  filter?: InputMaybe<AdminClassFilter>;
  sort?: InputMaybe<AdminClassSort>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminClassesQuery = { __typename?: 'Query', adminClasses: { __typename?: 'AdminClassPage', total: number, classes: Array<{ __typename?: 'AdminClassRow', id: string, sku: string, name: string, localDate: string, localTime: string, locationName: string, classType: string, classIsPublic: boolean, seats: number, seatsTaken: number, state: ClassState }> }, classFormChoices: { __typename?: 'ClassFormChoices', locations: Array<{ __typename?: 'ChoiceLocation', id: string, name: string }>, classTypes: Array<{ __typename?: 'ChoiceOption', id: string, name: string }> } };

export type ClassFormChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClassFormChoicesQuery = { __typename?: 'Query', classFormChoices: { __typename?: 'ClassFormChoices', locations: Array<{ __typename?: 'ChoiceLocation', id: string, name: string, timezone: string, active: boolean, fulfillmentIds: Array<string> }>, classTypes: Array<{ __typename?: 'ChoiceOption', id: string, name: string }>, hosts: Array<{ __typename?: 'ChoiceOption', id: string, name: string }>, menus: Array<{ __typename?: 'ChoiceOption', id: string, name: string }> } };

export type AdminClassQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminClassQuery = { __typename?: 'Query', classInformation?: { __typename?: 'ClassInformation', published: boolean, state: ClassState, actions: Array<ClassAction>, registrationsCount: number, revenueCents: number, localDate: string, localTime: string, classTypeId: string, locationId: string, fulfillmentId: string, reservationSizeId: string, hostId?: string | null, menuId?: string | null, minSeats?: number | null, decisionHours?: number | null, priceCents?: number | null, class: { __typename?: 'Class', id: string, unitPriceCents?: number | null, sku: string, name: string, description: string, durationMinutes: number, classIsPublic: boolean, canceled: boolean, seats: number, seatsLeft: number, location: { __typename?: 'Location', name: string, timezone: string }, fulfillment: { __typename?: 'Fulfillment', name: string, path: string }, classType: { __typename?: 'ClassType', name: string }, host?: { __typename?: 'ClassHost', firstName: string, lastName: string } | null, menu?: { __typename?: 'Menu', name: string } | null, goNoGo?: { __typename?: 'GoNoGo', minSeats: number, decisionHours: number, decideAt: string, seatsBooked: number, seatsNeeded: number, decision?: GoDecision | null, decidedAt?: string | null } | null } } | null, classForecast: { __typename?: 'ClassForecast', sold: number, held: number, left: number } };

export type ClassGroceryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClassGroceryQuery = { __typename?: 'Query', classInformation?: { __typename?: 'ClassInformation', localDate: string, localTime: string, class: { __typename?: 'Class', id: string, name: string, location: { __typename?: 'Location', name: string }, menu?: { __typename?: 'Menu', name: string } | null } } | null, classGrocery: { __typename?: 'ClassGrocery', kits: number, registrations: number, menuMeals: number, perGuest: boolean, guests: number, aisles: Array<{ __typename?: 'GroceryAisle', aisle: string, items: Array<{ __typename?: 'GroceryItem', name: string, unit: string, quantity: number, shown: string, meals: Array<string> }> }> } };

export type CreateClassMutationVariables = Exact<{
  input: ClassInput;
}>;


export type CreateClassMutation = { __typename?: 'Mutation', createClass: { __typename?: 'ClassInformation', class: { __typename?: 'Class', id: string } } };

export type CreateClassSeriesMutationVariables = Exact<{
  input: ClassInput;
  repeat: ClassRepeatInput;
}>;


export type CreateClassSeriesMutation = { __typename?: 'Mutation', createClassSeries: { __typename?: 'ClassSeries', classIds: Array<string>, skippedDates: Array<string> } };

export type CreateCustomClassMutationVariables = Exact<{
  input: CustomClassInput;
}>;


export type CreateCustomClassMutation = { __typename?: 'Mutation', createCustomClass: { __typename?: 'ClassInformation', class: { __typename?: 'Class', id: string } } };

export type UpdateClassMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ClassInput;
}>;


export type UpdateClassMutation = { __typename?: 'Mutation', updateClass: { __typename?: 'ClassInformation', class: { __typename?: 'Class', id: string } } };

export type ClassActionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  complete: Scalars['Boolean']['input'];
  archive: Scalars['Boolean']['input'];
  publish: Scalars['Boolean']['input'];
  published: Scalars['Boolean']['input'];
  setPublic: Scalars['Boolean']['input'];
  public: Scalars['Boolean']['input'];
}>;


export type ClassActionMutation = { __typename?: 'Mutation', completeClass?: { __typename?: 'ClassInformation', state: ClassState }, archiveClass?: { __typename?: 'ClassInformation', state: ClassState }, publishClass?: { __typename?: 'ClassInformation', state: ClassState }, setClassPublic?: { __typename?: 'ClassInformation', state: ClassState } };

export type RunClassAnywayMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RunClassAnywayMutation = { __typename?: 'Mutation', runClassAnyway: { __typename?: 'ClassInformation', class: { __typename?: 'Class', id: string, goNoGo?: { __typename?: 'GoNoGo', decision?: GoDecision | null } | null } } };

export type DeleteClassMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteClassMutation = { __typename?: 'Mutation', deleteClass: string };

export type ClassCancelPlanQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClassCancelPlanQuery = { __typename?: 'Query', classInformation?: { __typename?: 'ClassInformation', state: ClassState, localDate: string, localTime: string, class: { __typename?: 'Class', id: string, name: string, location: { __typename?: 'Location', name: string, timezone: string } } } | null, classCancelPlan?: { __typename?: 'ClassCancelPlan', seats: number, refundCents: number, guestsVersion: string, moveAllowed: boolean, moveRefusal?: string | null, bookings: Array<{ __typename?: 'ClassCancelBooking', orderId: string, orderNumber: string, bookerFirstName: string, bookerLastName: string, bookerEmail: string, seats: number, paidCents: number, refundCents: number, guests: Array<{ __typename?: 'ClassCancelGuest', id: string, firstName: string, lastName: string, status: RegistrationStatus }> }>, moveDates: Array<{ __typename?: 'ClassMoveDate', seatsLeft: number, class: { __typename?: 'AdminClassSummary', id: string, name: string, date: string, locationName: string, locationCity: string, timezone: string } }> } | null };

export type CancelClassMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  guestsVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type CancelClassMutation = { __typename?: 'Mutation', cancelClass: { __typename?: 'ClassCancellation', refundedRegistrations: Array<string>, failedRegistrations: Array<string> } };

export type MoveClassGuestsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  toClassId: Scalars['ID']['input'];
  guestsVersion: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
}>;


export type MoveClassGuestsMutation = { __typename?: 'Mutation', moveClassGuests: { __typename?: 'ClassGuestsMoved', toClassId: string, movedRegistrations: Array<string> } };

export type AdminClassRequestsQueryVariables = Exact<{
  filter?: InputMaybe<ClassRequestFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminClassRequestsQuery = { __typename?: 'Query', adminClassRequests: { __typename?: 'ClassRequestPage', total: number, requests: Array<{ __typename?: 'ClassRequest', id: string, preferredDates: Array<string>, groupSize: number, occasion: string, name: string, email: string, status: ClassRequestStatus, createdAt: string, kitchen: { __typename?: 'ClassRequestKitchen', id: string, name: string } }> } };

export type AdminClassRequestQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminClassRequestQuery = { __typename?: 'Query', adminClassRequest?: { __typename?: 'ClassRequest', id: string, token: string, preferredDates: Array<string>, groupSize: number, occasion: string, menuWishes: string, name: string, email: string, phone: string, status: ClassRequestStatus, declineReason: string, createdAt: string, updatedAt: string, classChoices?: Array<{ __typename?: 'ClassRequestClass', id: string, name: string, date: string }> | null, kitchen: { __typename?: 'ClassRequestKitchen', id: string, name: string, city: string, timezone: string }, class?: { __typename?: 'ClassRequestClass', id: string, name: string, date: string, path: string } | null } | null };

export type SetClassRequestStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ClassRequestStatus;
  reason?: InputMaybe<Scalars['String']['input']>;
  classId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SetClassRequestStatusMutation = { __typename?: 'Mutation', setClassRequestStatus: { __typename?: 'ClassRequest', id: string, status: ClassRequestStatus } };

export type AdminClassTypesQueryVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type AdminClassTypesQuery = { __typename?: 'Query', adminClassTypes: Array<{ __typename?: 'AdminClassType', upcomingClasses: number, reminderHours: number, minSeats: number, decisionHours: number, bookedClasses: number, classType: { __typename?: 'ClassType', id: string, key: string, name: string, description: string, offer: ClassOffer, seatPriceCents?: number | null, pairPriceCents?: number | null, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null, prices: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> } }> };

export type CreateClassTypeMutationVariables = Exact<{
  input: ClassTypeInput;
}>;


export type CreateClassTypeMutation = { __typename?: 'Mutation', createClassType: { __typename?: 'AdminClassType', classType: { __typename?: 'ClassType', id: string } } };

export type UpdateClassTypeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ClassTypeInput;
}>;


export type UpdateClassTypeMutation = { __typename?: 'Mutation', updateClassType: { __typename?: 'AdminClassType', classType: { __typename?: 'ClassType', id: string } } };

export type SetClassTypePictureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  picture: Scalars['File']['input'];
  alt: Scalars['String']['input'];
}>;


export type SetClassTypePictureMutation = { __typename?: 'Mutation', setClassTypePicture: { __typename?: 'AdminClassType', classType: { __typename?: 'ClassType', id: string } } };

export type RemoveClassTypePictureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveClassTypePictureMutation = { __typename?: 'Mutation', removeClassTypePicture: { __typename?: 'AdminClassType', classType: { __typename?: 'ClassType', id: string } } };

export type LocationPictureQueryVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type LocationPictureQuery = { __typename?: 'Query', adminLocations: Array<{ __typename?: 'AdminLocation', location: { __typename?: 'Location', id: string, picture?: { __typename?: 'Picture', url: string, srcset?: string | null, width: number, height: number, alt: string } | null } }> };

export type SetLocationPictureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  picture: Scalars['File']['input'];
  alt: Scalars['String']['input'];
}>;


export type SetLocationPictureMutation = { __typename?: 'Mutation', setLocationPicture: { __typename?: 'AdminLocation', location: { __typename?: 'Location', id: string } } };

export type RemoveLocationPictureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveLocationPictureMutation = { __typename?: 'Mutation', removeLocationPicture: { __typename?: 'AdminLocation', location: { __typename?: 'Location', id: string } } };

export type ConsoleKitchensQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleKitchensQuery = { __typename?: 'Query', locations: { __typename?: 'LocationList', locations: Array<{ __typename?: 'Location', id: string, name: string }> } };

export type ConsoleHomeQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  withKitchens: Scalars['Boolean']['input'];
}>;


export type ConsoleHomeQuery = { __typename?: 'Query', consoleHome: { __typename?: 'ConsoleHome', days: number, truncated: boolean, classes?: Array<{ __typename?: 'ConsoleHomeClass', id: string, name: string, date: string, localDate: string, timezone: string, locationId: string, locationName: string, seats: number, seatsTaken: number, sold: number, revenueCents: number, minSeats: number, underMinimum: boolean, canceled: boolean, published: boolean }> | null, attention: { __typename?: 'ConsoleAttention', classRequests?: number | null, failedEmails?: number | null, underMinimum?: number | null, waitlistOffers?: number | null, unansweredMessages?: number | null } }, classFormChoices?: { __typename?: 'ClassFormChoices', locations: Array<{ __typename?: 'ChoiceLocation', id: string, name: string }> } };

export type AuditRowFragment = { __typename?: 'AuditRecord', id: string, actorEmail: string, action: string, resource: string, resourceId: string, before?: string | null, after?: string | null, createdAt: string, summary: string, timeZone: string, links: Array<{ __typename?: 'AuditLink', resource: string, resourceId: string, label: string }> };

export type AuditRecordsQueryVariables = Exact<{
  filter?: InputMaybe<AuditFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AuditRecordsQuery = { __typename?: 'Query', auditRecords: { __typename?: 'AuditPage', total: number, records: Array<{ __typename?: 'AuditRecord', id: string, actorEmail: string, action: string, resource: string, resourceId: string, before?: string | null, after?: string | null, createdAt: string, summary: string, timeZone: string, links: Array<{ __typename?: 'AuditLink', resource: string, resourceId: string, label: string }> }> } };

export type AdminUserRowFragment = { __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, roles: Array<string>, disabled: boolean };

export type AdminUsersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminUsersQuery = { __typename?: 'Query', users: { __typename?: 'UserPage', total: number, users: Array<{ __typename?: 'User', id: string, email: string, firstName: string, lastName: string, phone?: string | null, roles: Array<string>, disabled: boolean }> } };

export type AdminUserQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUserQuery = { __typename?: 'Query', user?: { __typename?: 'User', createdAt: string, allergyNotes?: string | null, id: string, email: string, firstName: string, lastName: string, phone?: string | null, roles: Array<string>, disabled: boolean, allergies: Array<{ __typename?: 'Allergy', key: string, name: string }> } | null, userOrders: { __typename?: 'OrderPage', total: number, orders: Array<{ __typename?: 'Order', id: string, number: string, status: OrderStatus, createdAt: string, totals: { __typename?: 'OrderTotals', totalCents: number } }> } };

export type AdminRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRolesQuery = { __typename?: 'Query', roles: Array<{ __typename?: 'Role', key: string, name: string }> };

export type AdminUpdateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UserUpdateInput;
}>;


export type AdminUpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', id: string } };

export type KitchenBoardQueryVariables = Exact<{
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type KitchenBoardQuery = { __typename?: 'Query', kitchenBoard: Array<{ __typename?: 'KitchenClass', classId: string, name: string, date: string, timezone: string, locationName: string, seatsTaken: number, chefsChoiceKits: number, meals: Array<{ __typename?: 'KitchenMeal', mealId: string, name: string, status: MealCookedStatus, kitsChosen: number }> }>, classFormChoices: { __typename?: 'ClassFormChoices', locations: Array<{ __typename?: 'ChoiceLocation', id: string, name: string }> } };

export type SetMealCookedStatusMutationVariables = Exact<{
  classId: Scalars['ID']['input'];
  mealId: Scalars['ID']['input'];
  status: MealCookedStatus;
}>;


export type SetMealCookedStatusMutation = { __typename?: 'Mutation', setMealCookedStatus: { __typename?: 'KitchenMeal', status: MealCookedStatus } };

export type EmailDeliveryFieldsFragment = { __typename?: 'EmailDelivery', state: EmailState, attempts: number, lastError?: string | null, providerId?: string | null };

export type AdminEmailFieldsFragment = { __typename?: 'AdminEmail', id: string, to: string, subject: string, kind: string, createdAt: string, sentAt?: string | null, delivery: { __typename?: 'EmailDelivery', state: EmailState, attempts: number, lastError?: string | null, providerId?: string | null } };

export type AdminEmailsQueryVariables = Exact<{
  filter?: InputMaybe<AdminEmailFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminEmailsQuery = { __typename?: 'Query', adminEmails: { __typename?: 'AdminEmailPage', total: number, states: Array<{ __typename?: 'EmailStateCount', state: EmailState, count: number }>, emails: Array<{ __typename?: 'AdminEmail', id: string, to: string, subject: string, kind: string, createdAt: string, sentAt?: string | null, delivery: { __typename?: 'EmailDelivery', state: EmailState, attempts: number, lastError?: string | null, providerId?: string | null } }> }, emailSuppressions: Array<{ __typename?: 'EmailSuppression', email: string, reason: EmailSuppressionReason, detail: string, createdAt: string }> };

export type AdminEmailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminEmailQuery = { __typename?: 'Query', adminEmail?: { __typename?: 'AdminEmail', ref: string, updatedAt?: string | null, text?: string | null, html?: string | null, id: string, to: string, subject: string, kind: string, createdAt: string, sentAt?: string | null, delivery: { __typename?: 'EmailDelivery', state: EmailState, attempts: number, lastError?: string | null, providerId?: string | null } } | null };

export type ResendEmailMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendEmailMutation = { __typename?: 'Mutation', resendEmail: { __typename?: 'AdminEmail', id: string } };

export type SuppressEmailAddressMutationVariables = Exact<{
  email: Scalars['String']['input'];
  detail?: InputMaybe<Scalars['String']['input']>;
}>;


export type SuppressEmailAddressMutation = { __typename?: 'Mutation', suppressEmailAddress: { __typename?: 'EmailSuppression', email: string } };

export type UnsuppressEmailAddressMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type UnsuppressEmailAddressMutation = { __typename?: 'Mutation', unsuppressEmailAddress: boolean };

export type AdminGiftCardsQueryVariables = Exact<{
  filter?: InputMaybe<AdminGiftCardFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminGiftCardsQuery = { __typename?: 'Query', adminGiftCards: { __typename?: 'AdminGiftCardPage', total: number, giftCards: Array<{ __typename?: 'AdminGiftCard', id: string, code: string, initialCents: number, balanceCents: number, status: GiftCardStatus, recipientName: string, recipientEmail: string, purchaserEmail: string, issuedByHand: boolean, createdAt: string }> } };

export type AdminGiftCardQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminGiftCardQuery = { __typename?: 'Query', adminGiftCard?: { __typename?: 'AdminGiftCard', id: string, code: string, codeLast4: string, initialCents: number, balanceCents: number, status: GiftCardStatus, statusReason: string, recipientName: string, recipientEmail: string, senderName: string, message: string, purchaserEmail: string, orderId?: string | null, orderNumber?: string | null, issuedByHand: boolean, createdAt: string, ledgerBalanceCents?: number | null, ledger?: Array<{ __typename?: 'GiftCardLedgerEntry', id?: string | null, kind: GiftCardLedgerKind, amountCents: number, orderId?: string | null, orderNumber?: string | null, reference?: string | null, note: string, createdAt: string }> | null } | null };

export type SetGiftCardStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: GiftCardStatus;
  reason: Scalars['String']['input'];
}>;


export type SetGiftCardStatusMutation = { __typename?: 'Mutation', setGiftCardStatus: { __typename?: 'AdminGiftCard', id: string, status: GiftCardStatus } };

export type IssueGiftCardMutationVariables = Exact<{
  input: GiftCardCompInput;
}>;


export type IssueGiftCardMutation = { __typename?: 'Mutation', issueGiftCard: { __typename?: 'AdminGiftCard', id: string } };

export type AdminContactMessageFieldsFragment = { __typename?: 'ContactMessage', id: string, name: string, email: string, phone: string, topic: ContactTopic, kitchenName?: string | null, message: string, sentTo: string, createdAt: string, status: ContactMessageStatus, readAt?: string | null, readBy?: string | null, repliedAt?: string | null, repliedBy?: string | null, doneAt?: string | null, doneBy?: string | null };

export type AdminContactMessagesQueryVariables = Exact<{
  filter?: InputMaybe<ContactMessageFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminContactMessagesQuery = { __typename?: 'Query', adminContactMessages: { __typename?: 'ContactMessagePage', total: number, open: number, unanswered: number, done: number, messages: Array<{ __typename?: 'ContactMessage', id: string, name: string, email: string, phone: string, topic: ContactTopic, kitchenName?: string | null, message: string, sentTo: string, createdAt: string, status: ContactMessageStatus, readAt?: string | null, readBy?: string | null, repliedAt?: string | null, repliedBy?: string | null, doneAt?: string | null, doneBy?: string | null }> } };

export type AdminContactMessageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminContactMessageQuery = { __typename?: 'Query', adminContactMessage?: { __typename?: 'ContactMessage', id: string, name: string, email: string, phone: string, topic: ContactTopic, kitchenName?: string | null, message: string, sentTo: string, createdAt: string, status: ContactMessageStatus, readAt?: string | null, readBy?: string | null, repliedAt?: string | null, repliedBy?: string | null, doneAt?: string | null, doneBy?: string | null, replies: Array<{ __typename?: 'ContactReply', id: string, subject: string, message: string, repliedBy: string, createdAt: string }> } | null };

export type MarkContactMessageReadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MarkContactMessageReadMutation = { __typename?: 'Mutation', markContactMessageRead: { __typename?: 'ContactMessage', id: string, readAt?: string | null, readBy?: string | null } };

export type ReplyToContactMessageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
}>;


export type ReplyToContactMessageMutation = { __typename?: 'Mutation', replyToContactMessage: { __typename?: 'ContactMessage', id: string, repliedAt?: string | null } };

export type SetContactMessageStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ContactMessageStatus;
}>;


export type SetContactMessageStatusMutation = { __typename?: 'Mutation', setContactMessageStatus: { __typename?: 'ContactMessage', id: string, status: ContactMessageStatus } };

export type AdminNewsletterSubscribersQueryVariables = Exact<{
  filter?: InputMaybe<NewsletterSubscriberFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminNewsletterSubscribersQuery = { __typename?: 'Query', adminNewsletterSubscribers: { __typename?: 'NewsletterSubscriberPage', total: number, pending: number, subscribed: number, unsubscribed: number, subscribers: Array<{ __typename?: 'NewsletterSubscriber', email: string, firstName: string, lastName: string, status: NewsletterStatus, createdAt: string, confirmedAt?: string | null, unsubscribedAt?: string | null }> } };

export type AdminUnsubscribeNewsletterMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type AdminUnsubscribeNewsletterMutation = { __typename?: 'Mutation', adminUnsubscribeNewsletter: { __typename?: 'NewsletterSubscriber', email: string, status: NewsletterStatus } };

export type AdminLocationsQueryVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminLocationsQuery = { __typename?: 'Query', adminLocations: Array<{ __typename?: 'AdminLocation', taxRateBps: number, upcomingClasses: number, shippingOffsetsCount: number, deliveryArea: { __typename?: 'DeliveryArea', radiusMiles?: number | null, zipcodes: Array<string>, feeCents: number, freeOverCents?: number | null }, location: { __typename?: 'Location', id: string, name: string, slug: string, street: string, city: string, state: string, zipcode: string, latitude: number, longitude: number, timezone: string, phone: string, email: string, active: boolean, shipping: boolean, allowCustomClass: boolean, calendarId?: string | null, activeMonths?: Array<number> | null, fulfillments: Array<{ __typename?: 'Fulfillment', id: string, name: string }> } }> };

export type FulfillmentChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type FulfillmentChoicesQuery = { __typename?: 'Query', fulfillments: Array<{ __typename?: 'Fulfillment', id: string, name: string }> };

export type CreateLocationMutationVariables = Exact<{
  input: LocationInput;
}>;


export type CreateLocationMutation = { __typename?: 'Mutation', createLocation: { __typename?: 'AdminLocation', location: { __typename?: 'Location', id: string } } };

export type UpdateLocationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: LocationInput;
}>;


export type UpdateLocationMutation = { __typename?: 'Mutation', updateLocation: { __typename?: 'AdminLocation', location: { __typename?: 'Location', id: string } } };

export type DeleteLocationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteLocationMutation = { __typename?: 'Mutation', deleteLocation: string };

export type ClassSheetHeadFragment = { __typename?: 'ClassInformation', localDate: string, localTime: string, class: { __typename?: 'Class', id: string, name: string, location: { __typename?: 'Location', name: string }, menu?: { __typename?: 'Menu', name: string } | null } };

export type ClassManifestQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClassManifestQuery = { __typename?: 'Query', classInformation?: { __typename?: 'ClassInformation', localDate: string, localTime: string, class: { __typename?: 'Class', id: string, name: string, classType: { __typename?: 'ClassType', offer: ClassOffer }, location: { __typename?: 'Location', name: string }, menu?: { __typename?: 'Menu', name: string } | null } } | null, classAttendees: Array<{ __typename?: 'ClassAttendee', id: string, orderId: string, orderNumber: string, bookerName: string, bookerEmail: string, bookerPhone: string, firstName: string, lastName: string, phone: string, email: string, allergies: Array<string>, allergiesOnMenu: Array<string>, allergyNotes: string, spiceTolerance: string, status: RegistrationStatus, portionSize: string, mealCount: number, meals: Array<{ __typename?: 'ChosenMeal', mealId: string, name: string, quantity: number }> }> };

export type MessageAttendeesMutationVariables = Exact<{
  classId: Scalars['ID']['input'];
  subject: Scalars['String']['input'];
  message: Scalars['String']['input'];
}>;


export type MessageAttendeesMutation = { __typename?: 'Mutation', messageAttendees: { __typename?: 'AttendeesMessaged', queued: number, recipients: number } };

export type AdminMealRowFragment = { __typename?: 'Meal', id: string, slug: string, name: string, priceCents: number, active: boolean, mealType: { __typename?: 'MealType', id: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }> };

export type AdminMealFieldsFragment = { __typename?: 'AdminMeal', meal: { __typename?: 'Meal', description: string, ingredients: string, instructions: string, serves: number, calories?: number | null, id: string, slug: string, name: string, priceCents: number, active: boolean, picture?: { __typename?: 'Picture', url: string, width: number, height: number, alt: string } | null, mealType: { __typename?: 'MealType', id: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }> }, measuredIngredients: Array<{ __typename?: 'MeasuredIngredient', name: string, quantity: number, unit: string, aisle: string }> };

export type AdminMealsQueryVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type AdminMealsQuery = { __typename?: 'Query', adminMeals: Array<{ __typename?: 'AdminMeal', meal: { __typename?: 'Meal', description: string, ingredients: string, instructions: string, serves: number, calories?: number | null, id: string, slug: string, name: string, priceCents: number, active: boolean, picture?: { __typename?: 'Picture', url: string, width: number, height: number, alt: string } | null, mealType: { __typename?: 'MealType', id: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }> }, measuredIngredients: Array<{ __typename?: 'MeasuredIngredient', name: string, quantity: number, unit: string, aisle: string }> }> };

export type AdminMealListQueryVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  mealTypeId?: InputMaybe<Scalars['ID']['input']>;
  active?: InputMaybe<Scalars['Boolean']['input']>;
  notOnMenuId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminMealListQuery = { __typename?: 'Query', adminMeals: Array<{ __typename?: 'AdminMeal', meal: { __typename?: 'Meal', id: string, slug: string, name: string, priceCents: number, active: boolean, mealType: { __typename?: 'MealType', id: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }> } }> };

export type AdminMenusQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMenusQuery = { __typename?: 'Query', menus: Array<{ __typename?: 'Menu', id: string, name: string, startsOn: string, endsOn: string, meals: Array<{ __typename?: 'Meal', id: string, name: string }> }> };

export type CreateMealMutationVariables = Exact<{
  input: MealInput;
}>;


export type CreateMealMutation = { __typename?: 'Mutation', createMeal: { __typename?: 'AdminMeal', meal: { __typename?: 'Meal', id: string } } };

export type UpdateMealMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: MealInput;
}>;


export type UpdateMealMutation = { __typename?: 'Mutation', updateMeal: { __typename?: 'AdminMeal', meal: { __typename?: 'Meal', id: string } } };

export type SetMenuMealsMutationVariables = Exact<{
  menuId: Scalars['ID']['input'];
  mealIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetMenuMealsMutation = { __typename?: 'Mutation', setMenuMeals: { __typename?: 'Menu', id: string } };

export type AddMenuMealMutationVariables = Exact<{
  menuId: Scalars['ID']['input'];
  mealId: Scalars['ID']['input'];
}>;


export type AddMenuMealMutation = { __typename?: 'Mutation', addMenuMeal: { __typename?: 'Menu', id: string, meals: Array<{ __typename?: 'Meal', id: string, name: string }> } };

export type MealChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type MealChoicesQuery = { __typename?: 'Query', mealTypes: Array<{ __typename?: 'MealType', id: string, name: string }>, allergies: Array<{ __typename?: 'Allergy', key: string, name: string }> };

export type SetMealPictureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  picture: Scalars['File']['input'];
  alt?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetMealPictureMutation = { __typename?: 'Mutation', setMealPicture: { __typename?: 'AdminMeal', meal: { __typename?: 'Meal', id: string } } };

export type RemoveMealPictureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveMealPictureMutation = { __typename?: 'Mutation', removeMealPicture: { __typename?: 'AdminMeal', meal: { __typename?: 'Meal', id: string } } };

export type AdminPressReleaseFieldsFragment = { __typename?: 'PressRelease', id: string, slug: string, title: string, summary: string, body: string, bodyHtml: string, publishedOn: string, status: string, updatedAt: string, image?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null };

export type AdminBlogPostFieldsFragment = { __typename?: 'BlogPost', id: string, slug: string, title: string, author: string, summary: string, body: string, bodyHtml: string, publishedOn: string, status: string, image?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null };

export type AdminNewsLinkFieldsFragment = { __typename?: 'NewsLink', id: string, outlet: string, title: string, url: string, publishedOn: string, status: string, updatedAt: string, logo?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null };

export type ContentStatusesFragment = { __typename?: 'Query', newsroomStatuses: Array<{ __typename?: 'ContentStatusOption', key: string, name: string }> };

type AdminContentRow_BlogPost_Fragment = { __typename: 'BlogPost', author: string, id: string, title: string, publishedOn: string, status: string };

type AdminContentRow_NewsLink_Fragment = { __typename: 'NewsLink', outlet: string, id: string, title: string, publishedOn: string, status: string };

type AdminContentRow_PressRelease_Fragment = { __typename: 'PressRelease', id: string, title: string, publishedOn: string, status: string };

export type AdminContentRowFragment =
  | AdminContentRow_BlogPost_Fragment
  | AdminContentRow_NewsLink_Fragment
  | AdminContentRow_PressRelease_Fragment
;

export type AdminNewsroomQueryVariables = Exact<{
  filter?: InputMaybe<ContentListFilter>;
  releases: Scalars['Boolean']['input'];
  links: Scalars['Boolean']['input'];
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type AdminNewsroomQuery = { __typename?: 'Query', pressReleases?: Array<
    | { __typename: 'BlogPost', author: string, id: string, title: string, publishedOn: string, status: string }
    | { __typename: 'NewsLink', outlet: string, id: string, title: string, publishedOn: string, status: string }
    | { __typename: 'PressRelease', id: string, title: string, publishedOn: string, status: string }
  >, newsLinks?: Array<
    | { __typename: 'BlogPost', author: string, id: string, title: string, publishedOn: string, status: string }
    | { __typename: 'NewsLink', outlet: string, id: string, title: string, publishedOn: string, status: string }
    | { __typename: 'PressRelease', id: string, title: string, publishedOn: string, status: string }
  >, newsroomStatuses: Array<{ __typename?: 'ContentStatusOption', key: string, name: string }> };

export type AdminBlogPostsQueryVariables = Exact<{
  filter?: InputMaybe<ContentListFilter>;
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type AdminBlogPostsQuery = { __typename?: 'Query', adminContentItems: Array<
    | { __typename: 'BlogPost', author: string, id: string, title: string, publishedOn: string, status: string }
    | { __typename: 'NewsLink', outlet: string, id: string, title: string, publishedOn: string, status: string }
    | { __typename: 'PressRelease', id: string, title: string, publishedOn: string, status: string }
  >, newsroomStatuses: Array<{ __typename?: 'ContentStatusOption', key: string, name: string }> };

export type AdminContentItemQueryVariables = Exact<{
  kind: ContentKind;
  id: Scalars['ID']['input'];
}>;


export type AdminContentItemQuery = { __typename?: 'Query', adminContentItem?:
    | { __typename: 'BlogPost', id: string, slug: string, title: string, author: string, summary: string, body: string, bodyHtml: string, publishedOn: string, status: string, image?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }
    | { __typename: 'NewsLink', id: string, outlet: string, title: string, url: string, publishedOn: string, status: string, updatedAt: string, logo?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }
    | { __typename: 'PressRelease', id: string, slug: string, title: string, summary: string, body: string, bodyHtml: string, publishedOn: string, status: string, updatedAt: string, image?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }
   | null, newsroomStatuses: Array<{ __typename?: 'ContentStatusOption', key: string, name: string }> };

export type NewsroomStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsroomStatusesQuery = { __typename?: 'Query', newsroomStatuses: Array<{ __typename?: 'ContentStatusOption', key: string, name: string }> };

export type ArchiveContentItemMutationVariables = Exact<{
  kind: ContentKind;
  id: Scalars['ID']['input'];
}>;


export type ArchiveContentItemMutation = { __typename?: 'Mutation', archiveContentItem:
    | { __typename?: 'BlogPost', id: string }
    | { __typename?: 'NewsLink', id: string }
    | { __typename?: 'PressRelease', id: string }
   };

export type DeleteContentItemMutationVariables = Exact<{
  kind: ContentKind;
  id: Scalars['ID']['input'];
}>;


export type DeleteContentItemMutation = { __typename?: 'Mutation', deleteContentItem: string };

export type CreatePressReleaseMutationVariables = Exact<{
  input: PressReleaseInput;
  image?: InputMaybe<Scalars['File']['input']>;
}>;


export type CreatePressReleaseMutation = { __typename?: 'Mutation', createPressRelease: { __typename?: 'PressRelease', id: string } };

export type UpdatePressReleaseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PressReleaseInput;
  image?: InputMaybe<Scalars['File']['input']>;
}>;


export type UpdatePressReleaseMutation = { __typename?: 'Mutation', updatePressRelease: { __typename?: 'PressRelease', id: string } };

export type CreateNewsLinkMutationVariables = Exact<{
  input: NewsLinkInput;
  logo?: InputMaybe<Scalars['File']['input']>;
}>;


export type CreateNewsLinkMutation = { __typename?: 'Mutation', createNewsLink: { __typename?: 'NewsLink', id: string } };

export type UpdateNewsLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: NewsLinkInput;
  logo?: InputMaybe<Scalars['File']['input']>;
}>;


export type UpdateNewsLinkMutation = { __typename?: 'Mutation', updateNewsLink: { __typename?: 'NewsLink', id: string } };

export type CreateBlogPostMutationVariables = Exact<{
  input: BlogPostInput;
  image?: InputMaybe<Scalars['File']['input']>;
}>;


export type CreateBlogPostMutation = { __typename?: 'Mutation', createBlogPost: { __typename?: 'BlogPost', id: string } };

export type UpdateBlogPostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: BlogPostInput;
  image?: InputMaybe<Scalars['File']['input']>;
}>;


export type UpdateBlogPostMutation = { __typename?: 'Mutation', updateBlogPost: { __typename?: 'BlogPost', id: string } };

export type AdminOrdersQueryVariables = Exact<{
  filter?: InputMaybe<AdminOrderFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminOrdersQuery = { __typename?: 'Query', adminOrders: { __typename?: 'AdminOrderPage', total: number, orders: Array<{ __typename?: 'AdminOrderRow', id: string, number: string, status: OrderStatus, email: string, firstName: string, lastName: string, totalCents: number, refundedCents: number, createdAt: string }> } };

export type AdminOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminOrderQuery = { __typename?: 'Query', adminOrder?: { __typename?: 'AdminOrder', notes: string, emails: Array<{ __typename?: 'AdminEmail', id: string, to: string, subject: string, createdAt: string, delivery: { __typename?: 'EmailDelivery', state: EmailState } }>, order: { __typename?: 'Order', status: OrderStatus, id: string, number: string, email: string, firstName: string, lastName: string, phone: string, createdAt: string, registrations: Array<{ __typename?: 'Registration', id: string, status: RegistrationStatus, firstName: string, lastName: string, totalCents: number, class: { __typename?: 'RegisteredClass', id: string, name: string, date: string, location: { __typename?: 'ClassLocation', name: string, timezone: string } } }>, totals: { __typename?: 'OrderTotals', moveDifferenceCents: number, amountPaidCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number }, laterPayments: Array<{ __typename?: 'OrderLaterPayment', id: string, description: string, amountCents: number, refundedCents: number, createdAt: string }> }, payment: { __typename?: 'Payment', provider: string, reference?: string | null, cardCents: number, giftCardCents: number, capturedCents: number, refundedCents: number, refunds: Array<{ __typename?: 'Refund', id: string, registrationId?: string | null, amountCents: number, payLinkCardCents: number, cardCents: number, giftCardCents: number, reason: string, note: string, status: RefundStatus, failureReason?: string | null, createdAt: string }> } } | null, refundReasons: Array<{ __typename?: 'RefundReason', key: string, name: string }> };

export type RefundRegistrationMutationVariables = Exact<{
  registrationId: Scalars['ID']['input'];
  input: RefundInput;
}>;


export type RefundRegistrationMutation = { __typename?: 'Mutation', refundRegistration: { __typename?: 'Refund', id: string, amountCents: number } };

export type RefundPaymentMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  input: RefundInput;
}>;


export type RefundPaymentMutation = { __typename?: 'Mutation', refundPayment: { __typename?: 'Refund', id: string, amountCents: number } };

export type UpdateOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: OrderUpdateInput;
}>;


export type UpdateOrderMutation = { __typename?: 'Mutation', updateOrder: { __typename?: 'AdminOrder', notes: string } };

export type PhoneBookingClassQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PhoneBookingClassQuery = { __typename?: 'Query', classInformation?: { __typename?: 'ClassInformation', localDate: string, localTime: string, class: { __typename?: 'Class', seatsLeft: number, unitPriceCents?: number | null, id: string, name: string, classType: { __typename?: 'ClassType', offer: ClassOffer }, location: { __typename?: 'Location', name: string }, menu?: { __typename?: 'Menu', name: string } | null } } | null };

export type BookByPhoneMutationVariables = Exact<{
  input: PhoneBookingInput;
}>;


export type BookByPhoneMutation = { __typename?: 'Mutation', bookByPhone: { __typename?: 'PhoneBooking', checkoutId: string, orderId?: string | null, amountDueCents: number, payLinkPath?: string | null, holdExpiresAt?: string | null } };

export type AdminPromotionFieldsFragment = { __typename?: 'AdminPromotion', id: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, giftCards: boolean, minimumCents: number, startsAt?: string | null, endsAt?: string | null, usageLimit?: number | null, perCustomerLimit?: number | null, uses: number, active: boolean, status: PromotionStatus, codeCount: number, createdAt: string, classTypes: Array<{ __typename?: 'PromotionClassType', id: string, name: string }> };

export type PromotionCodeRowFragment = { __typename?: 'PromotionCode', code: string, usageLimit?: number | null, uses: number, active: boolean, createdAt: string };

export type AdminPromotionsQueryVariables = Exact<{
  filter?: InputMaybe<AdminPromotionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminPromotionsQuery = { __typename?: 'Query', adminPromotions: { __typename?: 'AdminPromotionPage', total: number, promotions: Array<{ __typename?: 'AdminPromotion', id: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, giftCards: boolean, minimumCents: number, startsAt?: string | null, endsAt?: string | null, usageLimit?: number | null, perCustomerLimit?: number | null, uses: number, active: boolean, status: PromotionStatus, codeCount: number, createdAt: string, classTypes: Array<{ __typename?: 'PromotionClassType', id: string, name: string }> }> } };

export type AdminPromotionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  codeSearch?: InputMaybe<Scalars['String']['input']>;
  codeLimit?: InputMaybe<Scalars['Int']['input']>;
  codeOffset?: InputMaybe<Scalars['Int']['input']>;
  orderOffset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminPromotionQuery = { __typename?: 'Query', adminPromotion?: { __typename?: 'AdminPromotion', id: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, giftCards: boolean, minimumCents: number, startsAt?: string | null, endsAt?: string | null, usageLimit?: number | null, perCustomerLimit?: number | null, uses: number, active: boolean, status: PromotionStatus, codeCount: number, createdAt: string, classTypes: Array<{ __typename?: 'PromotionClassType', id: string, name: string }> } | null, promotionCodes: { __typename?: 'PromotionCodePage', total: number, codes: Array<{ __typename?: 'PromotionCode', id: string, code: string, usageLimit?: number | null, uses: number, active: boolean, createdAt: string }> }, promotionOrders: { __typename?: 'PromotionOrderPage', total: number, orders: Array<{ __typename?: 'PromotionOrder', orderId: string, number: string, email: string, firstName: string, lastName: string, status: string, code: string, discountCents: number, totalCents: number, createdAt: string }> } };

export type PromotionCodesCsvQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PromotionCodesCsvQuery = { __typename?: 'Query', promotionCodes: { __typename?: 'PromotionCodePage', total: number, codes: Array<{ __typename?: 'PromotionCode', code: string, usageLimit?: number | null, uses: number, active: boolean, createdAt: string }> } };

export type PromotionChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotionChoicesQuery = { __typename?: 'Query', classTypes: Array<{ __typename?: 'ClassType', id: string, name: string }> };

export type CreatePromotionMutationVariables = Exact<{
  input: PromotionInput;
}>;


export type CreatePromotionMutation = { __typename?: 'Mutation', createPromotion: { __typename?: 'AdminPromotion', id: string } };

export type UpdatePromotionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PromotionInput;
}>;


export type UpdatePromotionMutation = { __typename?: 'Mutation', updatePromotion: { __typename?: 'AdminPromotion', id: string } };

export type RetirePromotionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetirePromotionMutation = { __typename?: 'Mutation', retirePromotion: { __typename?: 'AdminPromotion', id: string } };

export type DeletePromotionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePromotionMutation = { __typename?: 'Mutation', deletePromotion: { __typename?: 'PromotionDeletion', id: string } };

export type CreatePromotionCodesMutationVariables = Exact<{
  promotionId: Scalars['ID']['input'];
  input: PromotionCodesInput;
}>;


export type CreatePromotionCodesMutation = { __typename?: 'Mutation', createPromotionCodes: Array<{ __typename?: 'PromotionCode', id: string, code: string }> };

export type UpdatePromotionCodeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PromotionCodeInput;
}>;


export type UpdatePromotionCodeMutation = { __typename?: 'Mutation', updatePromotionCode: { __typename?: 'PromotionCode', id: string, active: boolean } };

export type AdminRegistrationsQueryVariables = Exact<{
  filter?: InputMaybe<AdminRegistrationFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminRegistrationsQuery = { __typename?: 'Query', adminRegistrations: { __typename?: 'AdminRegistrationPage', total: number, registrations: Array<{ __typename?: 'AdminRegistration', id: string, orderId: string, orderNumber: string, status: RegistrationStatus, firstName: string, lastName: string, email: string, phone: string, allergies: Array<string>, allergyNotes: string, spiceTolerance: string, class: { __typename?: 'AdminRegistrationClass', id: string, name: string, date: string, locationName: string, timezone: string }, totals: { __typename?: 'RegistrationTotals', totalCents: number, refundedCents: number, refundableCents: number } }> } };

export type AdminRegistrationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminRegistrationQuery = { __typename?: 'Query', registration?: { __typename?: 'AdminRegistration', id: string, orderId: string, orderNumber: string, status: RegistrationStatus, firstName: string, lastName: string, email: string, phone: string, allergies: Array<string>, allergyNotes: string, spiceTolerance: string, class: { __typename?: 'AdminRegistrationClass', id: string, name: string, date: string, locationName: string, timezone: string }, totals: { __typename?: 'RegistrationTotals', totalCents: number, refundedCents: number, refundableCents: number } } | null, registrationStatuses: Array<{ __typename?: 'RegistrationStatusOption', key: RegistrationStatus, name: string, next: Array<RegistrationStatus> }>, allergies: Array<{ __typename?: 'Allergy', key: string, name: string }> };

export type AdminRegistrationFieldsFragment = { __typename?: 'AdminRegistration', id: string, orderId: string, orderNumber: string, status: RegistrationStatus, firstName: string, lastName: string, email: string, phone: string, allergies: Array<string>, allergyNotes: string, spiceTolerance: string, class: { __typename?: 'AdminRegistrationClass', id: string, name: string, date: string, locationName: string, timezone: string }, totals: { __typename?: 'RegistrationTotals', totalCents: number, refundedCents: number, refundableCents: number } };

export type SetRegistrationStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: RegistrationStatus;
}>;


export type SetRegistrationStatusMutation = { __typename?: 'Mutation', setRegistrationStatus: { __typename?: 'AdminRegistration', id: string, status: RegistrationStatus } };

export type ResendConfirmationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendConfirmationMutation = { __typename?: 'Mutation', resendConfirmation: { __typename?: 'SentEmail', to: string } };

export type SendReminderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SendReminderMutation = { __typename?: 'Mutation', sendReminder: { __typename?: 'SentEmail', to: string } };

export type UpdateRegistrationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: RegistrationUpdateInput;
}>;


export type UpdateRegistrationMutation = { __typename?: 'Mutation', updateRegistration: { __typename?: 'AdminRegistration', id: string } };

export type RegistrationMovePlanQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  scope?: InputMaybe<ChangeScope>;
}>;


export type RegistrationMovePlanQuery = { __typename?: 'Query', registrationMovePlan?: { __typename?: 'StaffMovePlan', registrationId: string, orderId: string, orderNumber: string, firstName: string, classId: string, className: string, classDate: string, locationName: string, locationCity: string, timezone: string, movedByCustomer: boolean, allowed: boolean, refusal?: string | null, party: { __typename?: 'SelfServiceParty', scope: ChangeScope, seats: number, guestScopeAllowed: boolean, guests: Array<{ __typename?: 'PartyGuest', id: string, firstName: string, lastName: string }> }, dates: Array<{ __typename?: 'StaffMoveDate', seatsLeft: number, seats: number, differenceCents: number, withinPolicy: boolean, policyBreaks: Array<string>, class: { __typename?: 'AdminClassSummary', id: string, name: string, date: string, locationName: string, locationCity: string, timezone: string } }> } | null };

export type StaffMoveRegistrationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: StaffMoveInput;
}>;


export type StaffMoveRegistrationMutation = { __typename?: 'Mutation', staffMoveRegistration: { __typename?: 'StaffMoveResult', movedRegistrations: Array<string>, toClassId: string, differenceCents: number, refundCents: number, collectCents: number, waivedCents: number, refundFailedRegistrations: Array<string>, payLinkCents: number, payLinkPath?: string | null, holdExpiresAt?: string | null } };

export type DeliveryAddressesReportQueryVariables = Exact<{
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeliveryAddressesReportQuery = { __typename?: 'Query', deliveryAddressesReport: { __typename?: 'DeliveryAddressesReport', from: string, to: string, days: Array<{ __typename?: 'DeliveryDay', date: string, classes: Array<{ __typename?: 'DeliveryClass', classId: string, className: string, time: string, meals: Array<string> }>, stops: Array<{ __typename?: 'DeliveryStop', orderNumber: string, classId: string, portions: Array<string>, address: { __typename?: 'DeliveryAddress', name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } }> }> } };

export type OutstandingGiftCardBalanceReportQueryVariables = Exact<{
  asOf?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
}>;


export type OutstandingGiftCardBalanceReportQuery = { __typename?: 'Query', outstandingGiftCardBalanceReport: { __typename?: 'OutstandingGiftCardBalanceReport', asOf: string, from: string, totalCents: number, disabledCents: number, cards: Array<{ __typename?: 'GiftCardBalanceLine', id: string, code: string, status: string, issuedAt: string, initialCents: number, balanceCents: number }>, trend: Array<{ __typename?: 'GiftCardTrendPoint', date: string, totalCents: number }> } };

export type ManagementPayrollReportQueryVariables = Exact<{
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type ManagementPayrollReportQuery = { __typename?: 'Query', managementPayrollReport: { __typename?: 'ManagementPayrollReport', from: string, to: string, setupMinutes: number, cleanupMinutes: number, totalMinutes: number, lines: Array<{ __typename?: 'PayrollLine', week: string, hostId: string, hostName: string, hostEmail: string, classes: number, classMinutes: number, extraMinutes: number, totalMinutes: number }>, weeks: Array<{ __typename?: 'PayrollWeek', week: string, totalMinutes: number }> } };

export type AdminReviewsQueryVariables = Exact<{
  status?: InputMaybe<ReviewStatus>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminReviewsQuery = { __typename?: 'Query', adminReviews: { __typename?: 'StaffReviewPage', total: number, pending: number, published: number, hidden: number, reviews: Array<{ __typename?: 'StaffReview', id: string, rating: number, comment: string, authorName: string, status: ReviewStatus, reply: string, createdAt: string, classId: string, classSku: string, className: string, classDate: string, classTypeName: string, locationName: string, timezone: string }> } };

export type AdminModerateReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ReviewStatus;
}>;


export type AdminModerateReviewMutation = { __typename?: 'Mutation', moderateReview: { __typename?: 'StaffReview', id: string, rating: number, comment: string, authorName: string, status: ReviewStatus, reply: string, createdAt: string, classId: string, classSku: string, className: string, classDate: string, classTypeName: string, locationName: string, timezone: string } };

export type AdminReplyToReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reply: Scalars['String']['input'];
}>;


export type AdminReplyToReviewMutation = { __typename?: 'Mutation', replyToReview: { __typename?: 'StaffReview', id: string, rating: number, comment: string, authorName: string, status: ReviewStatus, reply: string, createdAt: string, classId: string, classSku: string, className: string, classDate: string, classTypeName: string, locationName: string, timezone: string } };

export type AdminReviewFieldsFragment = { __typename?: 'StaffReview', id: string, rating: number, comment: string, authorName: string, status: ReviewStatus, reply: string, createdAt: string, classId: string, classSku: string, className: string, classDate: string, classTypeName: string, locationName: string, timezone: string };

export type ScheduledJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScheduledJobsQuery = { __typename?: 'Query', scheduledJobs: Array<{ __typename?: 'ScheduledJob', name: string, title: string, runs: Array<{ __typename?: 'JobRun', id: string, startedAt: string, finishedAt?: string | null, status: JobRunStatus, items: number, more: boolean, error: string }> }> };

export type MySecondFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type MySecondFactorQuery = { __typename?: 'Query', mySecondFactor?: { __typename?: 'SecondFactor', required: boolean, enrolled: boolean, lockedUntil?: string | null, recoveryCodesLeft: number } | null };

export type StartSecondFactorEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartSecondFactorEnrolmentMutation = { __typename?: 'Mutation', startSecondFactorEnrolment: { __typename?: 'SecondFactorEnrolment', secret: string, uri: string } };

export type ConfirmSecondFactorEnrolmentMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type ConfirmSecondFactorEnrolmentMutation = { __typename?: 'Mutation', confirmSecondFactorEnrolment: Array<string> };

export type VerifySecondFactorMutationVariables = Exact<{
  code?: InputMaybe<Scalars['String']['input']>;
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type VerifySecondFactorMutation = { __typename?: 'Mutation', verifySecondFactor: { __typename?: 'SecondFactorPass', method: SecondFactorMethod, recoveryCodesLeft: number } };

export type UserSecondFactorQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type UserSecondFactorQuery = { __typename?: 'Query', userSecondFactor: { __typename?: 'SecondFactor', enrolled: boolean, confirmedAt?: string | null, lockedUntil?: string | null, recoveryCodesLeft: number } };

export type ResetSecondFactorMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type ResetSecondFactorMutation = { __typename?: 'Mutation', resetSecondFactor: { __typename?: 'SecondFactor', enrolled: boolean } };

export type CartFieldsFragment = { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } };

export type SessionCartQueryVariables = Exact<{
  uuid: Scalars['ID']['input'];
}>;


export type SessionCartQuery = { __typename?: 'Query', cart?: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } } | null };

export type SessionCartCountQueryVariables = Exact<{
  uuid: Scalars['ID']['input'];
}>;


export type SessionCartCountQuery = { __typename?: 'Query', cart?: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number } | null };

export type CreateCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCartMutation = { __typename?: 'Mutation', createCart: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string } };

export type DeleteUnusedCartMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
}>;


export type DeleteUnusedCartMutation = { __typename?: 'Mutation', deleteCart: boolean };

export type AddGuestsToCartMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
  classId?: InputMaybe<Scalars['ID']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  guests: Scalars['Int']['input'];
}>;


export type AddGuestsToCartMutation = { __typename?: 'Mutation', addGuestsToCart: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } } };

export type AddClassToCartMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
  classId?: InputMaybe<Scalars['ID']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  portionSizeId: Scalars['ID']['input'];
  portionQuantityId: Scalars['ID']['input'];
  meals?: InputMaybe<Array<MealChoiceInput> | MealChoiceInput>;
}>;


export type AddClassToCartMutation = { __typename?: 'Mutation', addClassToCart: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } } };

export type RemoveClassFromCartMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
  classId: Scalars['ID']['input'];
}>;


export type RemoveClassFromCartMutation = { __typename?: 'Mutation', removeClassFromCart: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } } };

export type ApplyPromotionMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
  code: Scalars['String']['input'];
}>;


export type ApplyPromotionMutation = { __typename?: 'Mutation', applyPromotion: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } } };

export type RemovePromotionMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
  promotionId: Scalars['ID']['input'];
}>;


export type RemovePromotionMutation = { __typename?: 'Mutation', removePromotion: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } } };

export type ApplyGiftCardMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
  code: Scalars['String']['input'];
}>;


export type ApplyGiftCardMutation = { __typename?: 'Mutation', applyGiftCard: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } } };

export type RemoveGiftCardMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
  giftCardId: Scalars['ID']['input'];
}>;


export type RemoveGiftCardMutation = { __typename?: 'Mutation', removeGiftCard: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } } };

export type SetDeliveryZipMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
  zipcode: Scalars['String']['input'];
}>;


export type SetDeliveryZipMutation = { __typename?: 'Mutation', setDeliveryZip: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } } };

export type SetDonationMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
  donationCents: Scalars['Int']['input'];
  charityWindowId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SetDonationMutation = { __typename?: 'Mutation', setDonation: { __typename?: 'Cart', uuid: string, status: CartStatus, updatedAt: string, classCount: number, donationCents: number, classes: Array<{ __typename?: 'CartClass', priceCents?: number | null, offer: ClassOffer, guests?: number | null, unitPriceCents?: number | null, seats: number, problem?: CartLineProblem | null, class: { __typename?: 'CartClassInfo', id: string, sku: string, name: string, date: string, durationMinutes: number, canceled: boolean, seatsLeft: number, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', id: string, key: string, name: string, path: string } }, portionSize: { __typename?: 'PortionSize', id: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number }, totals?: { __typename?: 'LineTotals', discountCents: number, taxCents: number, totalCents: number } | null, meals: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }>, options: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, promotionId: string, name: string, description: string, discountType: DiscountType, discountValue: number, appliesTo: PromotionAppliesTo, discountCents: number, reason?: PromotionFailure | null, message?: string | null }>, giftCards: Array<{ __typename?: 'CartGiftCard', giftCardId: string, code: string, status: GiftCardStatus, balanceCents: number, appliedCents: number }>, charityWindow?: { __typename?: 'CharityWindow', id: string, name: string, description: string, url: string, suggestedAmounts: Array<number> } | null, address?: { __typename?: 'CustomerAddress', id: string, name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, delivery: { __typename?: 'CartDelivery', needed: boolean, zipcode?: string | null, feeCents: number, kitchens: Array<{ __typename?: 'CartDeliveryKitchen', locationId: string, name: string, feeRule: string }> }, totals: { __typename?: 'CartTotals', amountDueCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number } } };

export type ClassPicturesQueryVariables = Exact<{
  sku: Scalars['String']['input'];
}>;


export type ClassPicturesQuery = { __typename?: 'Query', class?: { __typename?: 'Class', id: string, classType: { __typename?: 'ClassType', id: string, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }, host?: { __typename?: 'ClassHost', id: string, firstName: string, lastName: string, bio: string, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null } | null } | null };

export type MealOfferingsQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
}>;


export type MealOfferingsQuery = { __typename?: 'Query', meal?: { __typename?: 'Meal', id: string, offerings: Array<{ __typename?: 'Class', id: string, name: string, date: string, seatsLeft: number, sku: string, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', id: string, name: string, timezone: string } }> } | null };

export type ClassEventFieldsFragment = { __typename?: 'Class', id: string, name: string, description: string, date: string, durationMinutes: number, canceled: boolean, sku: string, location: { __typename?: 'Location', id: string, name: string, timezone: string, address: { __typename?: 'Address', street: string, city: string, state: string, zipcode: string } }, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string } };

export type ClassCalendarQueryVariables = Exact<{
  idOrSku: Scalars['String']['input'];
}>;


export type ClassCalendarQuery = { __typename?: 'Query', class?: { __typename?: 'Class', id: string, name: string, description: string, date: string, durationMinutes: number, canceled: boolean, sku: string, location: { __typename?: 'Location', id: string, name: string, timezone: string, address: { __typename?: 'Address', street: string, city: string, state: string, zipcode: string } }, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string } } | null };

export type ClassDetailQueryVariables = Exact<{
  idOrSku: Scalars['String']['input'];
}>;


export type ClassDetailQuery = { __typename?: 'Query', class?: { __typename?: 'Class', unitPriceCents?: number | null, id: string, name: string, description: string, date: string, durationMinutes: number, canceled: boolean, classIsPublic: boolean, seats: number, seatsLeft: number, sku: string, fulfillment: { __typename?: 'Fulfillment', description: string, key: string, name: string, path: string }, host?: { __typename?: 'ClassHost', firstName: string, lastName: string } | null, classType: { __typename?: 'ClassType', key: string, name: string, offer: ClassOffer, reviews: { __typename?: 'ReviewSummary', average?: number | null, count: number, latest: Array<{ __typename?: 'Review', id: string, rating: number, comment: string, authorName: string, reply: string, createdAt: string, classDate: string, locationName: string }> } }, location: { __typename?: 'Location', phone: string, id: string, name: string, timezone: string, address: { __typename?: 'Address', street: string, city: string, state: string, zipcode: string } }, prices: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }>, menu?: { __typename?: 'Menu', id: string, name: string, meals: Array<{ __typename?: 'Meal', id: string, slug: string, name: string, description: string, mealType: { __typename?: 'MealType', id: string, key: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }>, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }> } | null, goNoGo?: { __typename?: 'GoNoGo', minSeats: number, decisionHours: number, decideAt: string, seatsBooked: number, seatsNeeded: number, decision?: GoDecision | null, decidedAt?: string | null } | null } | null };

export type ClassListEntryFragment = { __typename?: 'Class', id: string, name: string, date: string, durationMinutes: number, seatsLeft: number, canceled: boolean, fromPriceCents?: number | null, sku: string, classType: { __typename?: 'ClassType', id: string, offer: ClassOffer }, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', id: string, name: string, timezone: string } };

export type ClassListQueryVariables = Exact<{
  filter: ClassFilter;
  alsoFilter: ClassFilter;
  withAlso: Scalars['Boolean']['input'];
  first: Scalars['Int']['input'];
  currentFilter: ClassFilter;
  checkCurrent: Scalars['Boolean']['input'];
}>;


export type ClassListQuery = { __typename?: 'Query', classes: Array<{ __typename?: 'Class', id: string, name: string, date: string, durationMinutes: number, seatsLeft: number, canceled: boolean, fromPriceCents?: number | null, sku: string, classType: { __typename?: 'ClassType', id: string, offer: ClassOffer }, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', id: string, name: string, timezone: string } }>, alsoClasses?: Array<{ __typename?: 'Class', id: string, name: string, date: string, durationMinutes: number, seatsLeft: number, canceled: boolean, fromPriceCents?: number | null, sku: string, classType: { __typename?: 'ClassType', id: string, offer: ClassOffer }, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', id: string, name: string, timezone: string } }>, currentClasses?: Array<{ __typename?: 'Class', id: string, date: string }>, classTypes: Array<{ __typename?: 'ClassType', id: string, name: string, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }>, locations: { __typename?: 'LocationList', locations: Array<{ __typename?: 'Location', id: string, name: string, fulfillments: Array<{ __typename?: 'Fulfillment', key: string }> }> } };

export type LocationsNearQueryVariables = Exact<{
  zipcode: Scalars['String']['input'];
  mileRadius: Scalars['Float']['input'];
}>;


export type LocationsNearQuery = { __typename?: 'Query', locations: { __typename?: 'LocationList', message?: string | null, mileRadius?: number | null, locations: Array<{ __typename?: 'Location', id: string, name: string, phone: string, distance?: number | null, address: { __typename?: 'Address', street: string, city: string, state: string, zipcode: string }, fulfillments: Array<{ __typename?: 'Fulfillment', id: string, key: string, name: string }>, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }> } };

export type LocationsAroundQueryVariables = Exact<{
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  mileRadius: Scalars['Float']['input'];
}>;


export type LocationsAroundQuery = { __typename?: 'Query', locations: { __typename?: 'LocationList', locations: Array<{ __typename?: 'Location', id: string, zipcode: string }> } };

export type CityZipcodeQueryVariables = Exact<{
  city: Scalars['String']['input'];
}>;


export type CityZipcodeQuery = { __typename?: 'Query', cityLookup?: { __typename?: 'CityLookup', name: string, state: string, closestZipcode: { __typename?: 'ZipcodeCentroid', zipcode: string } } | null };

export type AllLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllLocationsQuery = { __typename?: 'Query', locations: { __typename?: 'LocationList', locations: Array<{ __typename?: 'Location', id: string, name: string, phone: string, distance?: number | null, address: { __typename?: 'Address', street: string, city: string, state: string, zipcode: string }, fulfillments: Array<{ __typename?: 'Fulfillment', id: string, key: string, name: string }>, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }> } };

export type MenuMealFragment = { __typename?: 'Meal', priceCents: number, serves: number, id: string, slug: string, name: string, description: string, mealType: { __typename?: 'MealType', id: string, key: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }>, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null };

export type MenuPageQueryVariables = Exact<{
  month: Scalars['String']['input'];
  withPortionOptions: Scalars['Boolean']['input'];
}>;


export type MenuPageQuery = { __typename?: 'Query', menus: Array<{ __typename?: 'Menu', id: string, name: string, description: string }>, allergies: Array<{ __typename?: 'Allergy', key: string, name: string }>, classTypes?: Array<{ __typename?: 'ClassType', id: string, name: string, description: string, offer: ClassOffer, seatPriceCents?: number | null, pairPriceCents?: number | null, prices: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> }> };

export type MenuMealsQueryVariables = Exact<{
  menuId: Scalars['ID']['input'];
  allergyFree?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  filtering: Scalars['Boolean']['input'];
}>;


export type MenuMealsQuery = { __typename?: 'Query', meals: Array<{ __typename?: 'Meal', priceCents: number, serves: number, id: string, slug: string, name: string, description: string, mealType: { __typename?: 'MealType', id: string, key: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }>, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }>, everyMeal?: Array<{ __typename?: 'Meal', id: string }> };

export type KitchenDistancesQueryVariables = Exact<{
  zipcode: Scalars['String']['input'];
  mileRadius: Scalars['Float']['input'];
}>;


export type KitchenDistancesQuery = { __typename?: 'Query', locations: { __typename?: 'LocationList', locations: Array<{ __typename?: 'Location', id: string, distance?: number | null }> } };

export type CheckoutFormQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CheckoutFormQuery = { __typename?: 'Query', checkout?: { __typename?: 'Checkout', id: string, form?: { __typename?: 'CheckoutFormDetails', firstName: string, lastName: string, email: string, phone: string, allergies: Array<string>, allergyNotes: string, spiceTolerance?: SpiceTolerance | null, address?: { __typename?: 'DeliveryAddress', name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, guests: Array<{ __typename?: 'CheckoutGuestDetails', classId: string, number: number, firstName: string, lastName: string, allergies: Array<string> }> } | null } | null };

export type CheckoutMeQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutMeQuery = { __typename?: 'Query', me?: { __typename?: 'User', email: string, firstName: string, lastName: string, phone?: string | null, spiceTolerance?: SpiceTolerance | null, allergyNotes?: string | null, allergies: Array<{ __typename?: 'Allergy', key: string }> } | null };

export type StartCheckoutMutationVariables = Exact<{
  uuid: Scalars['ID']['input'];
  input: CheckoutInput;
}>;


export type StartCheckoutMutation = { __typename?: 'Mutation', startCheckout: { __typename?: 'CheckoutResult', orderId?: string | null, checkout: { __typename?: 'Checkout', id: string, status: CheckoutStatus, amountDueCents: number, paymentUrl?: string | null } } };

export type CheckoutByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CheckoutByIdQuery = { __typename?: 'Query', checkout?: { __typename?: 'Checkout', id: string, kind: CheckoutKind, status: CheckoutStatus, amountDueCents: number, paymentUrl?: string | null, failureCode?: string | null, failureReason?: string | null, orderId?: string | null } | null };

export type CancelCheckoutMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelCheckoutMutation = { __typename?: 'Mutation', cancelCheckout: { __typename?: 'Checkout', id: string, status: CheckoutStatus } };

export type OrderConfirmationQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type OrderConfirmationQuery = { __typename?: 'Query', orderConfirmation?: { __typename?: 'Order', kind: OrderKind, emailState?: EmailState | null, id: string, number: string, email: string, firstName: string, lastName: string, phone: string, createdAt: string, registrations: Array<{ __typename?: 'Registration', id: string, firstName: string, lastName: string, priceCents: number, totalCents: number, offer: ClassOffer, allergies: Array<string>, class: { __typename?: 'RegisteredClass', id: string, sku: string, name: string, date: string, durationMinutes?: number | null, location: { __typename?: 'ClassLocation', id: string, name: string, city: string, timezone: string, street?: string | null, state?: string | null, zipcode?: string | null } }, portionSize?: { __typename?: 'PortionSize', name: string, serves: string } | null, portionQuantity?: { __typename?: 'PortionQuantity', mealCount: number } | null, meals?: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }> | null }>, giftCard?: { __typename?: 'PurchasedGiftCard', code: string, amountCents: number, recipientName: string, recipientEmail: string, emailState?: EmailState | null, recipientEditable: boolean, sendOn?: string | null, design: string, scheduled: boolean } | null, address?: { __typename?: 'DeliveryAddress', name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string } | null, totals: { __typename?: 'OrderTotals', moveDifferenceCents: number, amountPaidCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number }, laterPayments: Array<{ __typename?: 'OrderLaterPayment', id: string, description: string, amountCents: number, refundedCents: number, createdAt: string }> } | null };

export type BuyGiftCardMutationVariables = Exact<{
  input: GiftCardPurchaseInput;
}>;


export type BuyGiftCardMutation = { __typename?: 'Mutation', buyGiftCard: { __typename?: 'CheckoutResult', orderId?: string | null, checkout: { __typename?: 'Checkout', id: string, amountDueCents: number, paymentUrl?: string | null } } };

export type CorrectGiftCardRecipientMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
  recipientEmail: Scalars['String']['input'];
}>;


export type CorrectGiftCardRecipientMutation = { __typename?: 'Mutation', correctGiftCardRecipient: { __typename?: 'Order', id: string, giftCard?: { __typename?: 'PurchasedGiftCard', recipientEmail: string, emailState?: EmailState | null, scheduled: boolean } | null } };

export type RescheduleGiftCardMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  checkoutId?: InputMaybe<Scalars['ID']['input']>;
  sendOn: Scalars['String']['input'];
}>;


export type RescheduleGiftCardMutation = { __typename?: 'Mutation', rescheduleGiftCard: { __typename?: 'Order', id: string } };

export type GiftCardPromotionQuoteQueryVariables = Exact<{
  code: Scalars['String']['input'];
  amountCents: Scalars['Int']['input'];
}>;


export type GiftCardPromotionQuoteQuery = { __typename?: 'Query', giftCardPromotionQuote: { __typename?: 'GiftCardPromotionQuote', code: string, amountCents: number, discountCents: number, amountDueCents: number, promotion: { __typename?: 'PromotionSummary', id: string, name: string, description: string } } };

export type GiftCardBalanceQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type GiftCardBalanceQuery = { __typename?: 'Query', giftCardBalance: { __typename?: 'GiftCardBalance', code: string, balanceCents: number, status: GiftCardStatus } };

export type PayLinkQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type PayLinkQuery = { __typename?: 'Query', payLink?: { __typename?: 'PayLink', status: PayLinkStatus, amountDueCents: number, taxCents: number, expiresAt: string, firstName: string, orderNumber?: string | null, failureReason?: string | null, lines: Array<{ __typename?: 'PayLinkLine', name: string, date: string, timezone: string, location: string, seats: number, totalCents: number }>, movingFrom?: { __typename?: 'PayLinkLine', name: string, date: string, timezone: string, location: string } | null } | null };

export type OpenPayLinkMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type OpenPayLinkMutation = { __typename?: 'Mutation', openPayLink: { __typename?: 'PayLinkPage', url: string } };

export type SandboxPaymentPageQueryVariables = Exact<{
  sessionId: Scalars['ID']['input'];
}>;


export type SandboxPaymentPageQuery = { __typename?: 'Query', sandboxPaymentSession?: { __typename?: 'SandboxPaymentSession', sessionId: string, checkoutId: string, amountCents: number, currency: string, description: string, customerEmail: string, status: SandboxSessionStatus, expiresAt: string, successUrl: string, cancelUrl: string, lastError?: string | null, orderId?: string | null } | null };

export type PaySandboxSessionMutationVariables = Exact<{
  sessionId: Scalars['ID']['input'];
  card: SandboxCardInput;
}>;


export type PaySandboxSessionMutation = { __typename?: 'Mutation', paySandboxSession: { __typename?: 'SandboxPaymentResult', status: SandboxPaymentStatus, declineCode?: string | null, message?: string | null, checkoutId?: string | null, orderId?: string | null, redirectUrl?: string | null } };

export type PrivateClassKitchensQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivateClassKitchensQuery = { __typename?: 'Query', locations: { __typename?: 'LocationList', locations: Array<{ __typename?: 'Location', id: string, name: string, allowCustomClass: boolean }> } };

export type RequestPrivateClassMutationVariables = Exact<{
  input: ClassRequestInput;
}>;


export type RequestPrivateClassMutation = { __typename?: 'Mutation', requestPrivateClass: { __typename?: 'ClassRequest', token: string } };

export type ClassRequestFieldsFragment = { __typename?: 'ClassRequest', token: string, preferredDates: Array<string>, groupSize: number, occasion: string, menuWishes: string, name: string, email: string, phone: string, status: ClassRequestStatus, declineReason: string, createdAt: string, updatedAt: string, kitchen: { __typename?: 'ClassRequestKitchen', id: string, name: string, city: string, timezone: string }, class?: { __typename?: 'ClassRequestClass', id: string, name: string, date: string, path: string } | null };

export type ClassRequestByTokenQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ClassRequestByTokenQuery = { __typename?: 'Query', classRequest?: { __typename?: 'ClassRequest', token: string, preferredDates: Array<string>, groupSize: number, occasion: string, menuWishes: string, name: string, email: string, phone: string, status: ClassRequestStatus, declineReason: string, createdAt: string, updatedAt: string, kitchen: { __typename?: 'ClassRequestKitchen', id: string, name: string, city: string, timezone: string }, class?: { __typename?: 'ClassRequestClass', id: string, name: string, date: string, path: string } | null } | null };

export type PictureFieldsFragment = { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string };

export type MealSummaryFragment = { __typename?: 'Meal', id: string, slug: string, name: string, description: string, mealType: { __typename?: 'MealType', id: string, key: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }>, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null };

export type ClassWhereFieldsFragment = { __typename?: 'Class', sku: string, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string }, location: { __typename?: 'Location', id: string, name: string, timezone: string } };

export type OrderRowFieldsFragment = { __typename?: 'Order', id: string, number: string, status: OrderStatus, createdAt: string, totals: { __typename?: 'OrderTotals', totalCents: number } };

type TotalsFields_CartTotals_Fragment = { __typename?: 'CartTotals', subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number };

type TotalsFields_OrderTotals_Fragment = { __typename?: 'OrderTotals', subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number };

export type TotalsFieldsFragment =
  | TotalsFields_CartTotals_Fragment
  | TotalsFields_OrderTotals_Fragment
;

export type OrderSummaryFieldsFragment = { __typename?: 'Order', id: string, number: string, email: string, firstName: string, lastName: string, phone: string, createdAt: string, totals: { __typename?: 'OrderTotals', moveDifferenceCents: number, amountPaidCents: number, subtotalCents: number, discountCents: number, taxCents: number, deliveryFeeCents: number, donationCents: number, totalCents: number, giftCardCents: number }, laterPayments: Array<{ __typename?: 'OrderLaterPayment', id: string, description: string, amountCents: number, refundedCents: number, createdAt: string }> };

type PostalAddressFields_CustomerAddress_Fragment = { __typename?: 'CustomerAddress', name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string };

type PostalAddressFields_DeliveryAddress_Fragment = { __typename?: 'DeliveryAddress', name: string, street: string, street2: string, city: string, state: string, zipcode: string, phone: string };

export type PostalAddressFieldsFragment =
  | PostalAddressFields_CustomerAddress_Fragment
  | PostalAddressFields_DeliveryAddress_Fragment
;

export type ClassPriceFieldsFragment = { __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } };

export type ClassTypeOfferFieldsFragment = { __typename?: 'ClassType', offer: ClassOffer, seatPriceCents?: number | null, pairPriceCents?: number | null, prices: Array<{ __typename?: 'ClassPrice', priceCents: number, portionSize: { __typename?: 'PortionSize', id: string, key: string, name: string, serves: string }, portionQuantity: { __typename?: 'PortionQuantity', id: string, mealCount: number } }> };

export type ClassSeatsFieldsFragment = { __typename?: 'Class', classIsPublic: boolean, canceled: boolean, seats: number, seatsLeft: number, goNoGo?: { __typename?: 'GoNoGo', minSeats: number, decisionHours: number, decideAt: string, seatsBooked: number, seatsNeeded: number, decision?: GoDecision | null, decidedAt?: string | null } | null };

export type GoNoGoFieldsFragment = { __typename?: 'GoNoGo', minSeats: number, decisionHours: number, decideAt: string, seatsBooked: number, seatsNeeded: number, decision?: GoDecision | null, decidedAt?: string | null };

export type AdminClassSummaryFieldsFragment = { __typename?: 'AdminClassSummary', id: string, name: string, date: string, locationName: string, locationCity: string, timezone: string };

export type PartyFieldsFragment = { __typename?: 'SelfServiceParty', scope: ChangeScope, seats: number, guestScopeAllowed: boolean, guests: Array<{ __typename?: 'PartyGuest', id: string, firstName: string, lastName: string }> };

export type OfferedFulfillmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type OfferedFulfillmentsQuery = { __typename?: 'Query', locations: { __typename?: 'LocationList', locations: Array<{ __typename?: 'Location', id: string, fulfillments: Array<{ __typename?: 'Fulfillment', id: string, key: string }> }> } };

export type PurchasedGiftCardFieldsFragment = { __typename?: 'PurchasedGiftCard', code: string, amountCents: number, recipientName: string, recipientEmail: string, emailState?: EmailState | null, recipientEditable: boolean, sendOn?: string | null, design: string, scheduled: boolean };

export type ClassCardFragment = { __typename?: 'Class', id: string, name: string, date: string, seats: number, seatsLeft: number, canceled: boolean, fromPriceCents?: number | null, sku: string, location: { __typename?: 'Location', city: string, state: string, id: string, name: string, timezone: string }, classType: { __typename?: 'ClassType', id: string, offer: ClassOffer, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string } };

export type LocationCardFragment = { __typename?: 'Location', id: string, name: string, phone: string, distance?: number | null, address: { __typename?: 'Address', street: string, city: string, state: string, zipcode: string }, fulfillments: Array<{ __typename?: 'Fulfillment', id: string, key: string, name: string }>, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null };

export type RegisteredClassLinkFieldsFragment = { __typename?: 'RegisteredClass', name: string, sku: string, date: string, location: { __typename?: 'ClassLocation', name: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', path: string } };

export type MyRegistrationsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type MyRegistrationsQuery = { __typename?: 'Query', userRegistrations: { __typename?: 'RegistrationPage', total: number, registrations: Array<{ __typename?: 'Registration', id: string, status: RegistrationStatus, class: { __typename?: 'RegisteredClass', canceled?: boolean | null, name: string, sku: string, date: string, location: { __typename?: 'ClassLocation', name: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', path: string } } }> } };

export type MyMealsMenuQueryVariables = Exact<{
  month: Scalars['String']['input'];
}>;


export type MyMealsMenuQuery = { __typename?: 'Query', menus: Array<{ __typename?: 'Menu', id: string, name: string, meals: Array<{ __typename?: 'Meal', id: string, slug: string, name: string, description: string, mealType: { __typename?: 'MealType', name: string } }> }> };

export type EmployeeLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeeLinksQuery = { __typename?: 'Query', employeeLinks: Array<{ __typename?: 'EmployeeLink', id: string, title: string, url: string, description: string }> };

export type AccountOrdersQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type AccountOrdersQuery = { __typename?: 'Query', userOrders: { __typename?: 'OrderPage', total: number, orders: Array<{ __typename?: 'Order', id: string, number: string, status: OrderStatus, createdAt: string, totals: { __typename?: 'OrderTotals', moveDifferenceCents: number, totalCents: number }, giftCard?: { __typename?: 'PurchasedGiftCard', code: string, amountCents: number, recipientName: string, recipientEmail: string, emailState?: EmailState | null, recipientEditable: boolean, sendOn?: string | null, design: string, scheduled: boolean } | null, registrations: Array<{ __typename?: 'Registration', id: string, status: RegistrationStatus, totalCents: number, offer: ClassOffer, firstName: string, lastName: string, allergies: Array<string>, portionSize?: { __typename?: 'PortionSize', name: string, serves: string } | null, portionQuantity?: { __typename?: 'PortionQuantity', mealCount: number } | null, meals?: Array<{ __typename?: 'ChosenMeal', name: string, quantity: number }> | null, class: { __typename?: 'RegisteredClass', name: string, sku: string, date: string, location: { __typename?: 'ClassLocation', name: string, timezone: string }, fulfillment: { __typename?: 'ClassFulfillment', path: string } } }> }> } };

export type DevMailboxQueryVariables = Exact<{
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type DevMailboxQuery = { __typename?: 'Query', mailbox: Array<{ __typename?: 'MailboxEmail', id: string, to: string, subject: string, text: string, html: string, kind: string, createdAt: string, providerReceivedAt?: string | null, providerEvents: Array<string>, providerInboxRead: boolean, delivery: { __typename?: 'EmailDelivery', state: EmailState, attempts: number, lastError?: string | null, providerId?: string | null } }> };

export type ChooseMenuClassesQueryVariables = Exact<{
  filter?: InputMaybe<ClassFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ChooseMenuClassesQuery = { __typename?: 'Query', classes: Array<{ __typename?: 'Class', id: string, name: string, date: string, seats: number, seatsLeft: number, canceled: boolean, fromPriceCents?: number | null, sku: string, location: { __typename?: 'Location', city: string, state: string, id: string, name: string, timezone: string }, classType: { __typename?: 'ClassType', id: string, offer: ClassOffer, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }, fulfillment: { __typename?: 'Fulfillment', key: string, name: string, path: string } }> };

export type MealDetailQueryVariables = Exact<{
  idOrSlug: Scalars['String']['input'];
}>;


export type MealDetailQuery = { __typename?: 'Query', meal?: { __typename?: 'Meal', ingredients: string, instructions: string, priceCents: number, serves: number, calories?: number | null, id: string, slug: string, name: string, description: string, mealType: { __typename?: 'MealType', id: string, key: string, name: string }, allergens: Array<{ __typename?: 'Allergy', key: string, name: string }>, picture?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null } | null };

export type RegisterAccountMutationVariables = Exact<{
  input: RegistrationInput;
}>;


export type RegisterAccountMutation = { __typename?: 'Mutation', register: { __typename?: 'User', id: string } };

export type SessionUserFragment = { __typename?: 'User', id: string, roles: Array<string>, permissions: Array<string>, email: string, firstName: string, lastName: string, phone?: string | null, spiceTolerance?: SpiceTolerance | null, allergyNotes?: string | null, allergies: Array<{ __typename?: 'Allergy', id: string, key: string, name: string }> };

export type SessionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionMeQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, roles: Array<string>, permissions: Array<string>, email: string, firstName: string, lastName: string, phone?: string | null, spiceTolerance?: SpiceTolerance | null, allergyNotes?: string | null, allergies: Array<{ __typename?: 'Allergy', id: string, key: string, name: string }> } | null };

export type MatchingUidQueryVariables = Exact<{
  uid?: InputMaybe<Scalars['String']['input']>;
}>;


export type MatchingUidQuery = { __typename?: 'Query', uidOfMatchingAccount?: string | null };

export type LinkAccountsMutationVariables = Exact<{
  newUid: Scalars['String']['input'];
  existingUid: Scalars['String']['input'];
}>;


export type LinkAccountsMutation = { __typename?: 'Mutation', linkAccounts: { __typename?: 'User', id: string } };

export type SyncFirebaseEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SyncFirebaseEmailMutation = { __typename?: 'Mutation', syncFirebaseEmail: { __typename?: 'User', id: string, email: string } };

export type ContactKitchensQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactKitchensQuery = { __typename?: 'Query', locations: { __typename?: 'LocationList', locations: Array<{ __typename?: 'Location', id: string, name: string }> } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { __typename?: 'Mutation', sendContactMessage: { __typename?: 'ContactMessageReceipt', id: string } };

export type SubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterSignupInput;
}>;


export type SubscribeNewsletterMutation = { __typename?: 'Mutation', subscribeNewsletter: { __typename?: 'NewsletterSignup', email: string } };

export type ConfirmNewsletterMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConfirmNewsletterMutation = { __typename?: 'Mutation', confirmNewsletter: { __typename?: 'NewsletterSubscription', email: string, status: NewsletterStatus } };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type UnsubscribeNewsletterMutation = { __typename?: 'Mutation', unsubscribeNewsletter: { __typename?: 'NewsletterSubscription', email: string, status: NewsletterStatus } };

export type NewsroomQueryVariables = Exact<{
  releases: Scalars['Int']['input'];
  releasesOffset: Scalars['Int']['input'];
  links: Scalars['Int']['input'];
  linksOffset: Scalars['Int']['input'];
}>;


export type NewsroomQuery = { __typename?: 'Query', pressReleases: Array<{ __typename?: 'PressRelease', id: string, slug: string, title: string, summary: string, publishedOn: string, image?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }>, inTheNews: Array<{ __typename?: 'NewsLink', id: string, outlet: string, title: string, url: string, publishedOn: string, logo?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null }> };

export type PressReleasePageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PressReleasePageQuery = { __typename?: 'Query', pressRelease?: { __typename?: 'PressRelease', id: string, slug: string, title: string, summary: string, bodyHtml: string, publishedOn: string, updatedAt: string, image?: { __typename?: 'Picture', url: string, width: number, height: number, srcset?: string | null, alt: string } | null } | null };

export type ClassReviewSummaryFragment = { __typename?: 'ReviewSummary', average?: number | null, count: number, latest: Array<{ __typename?: 'Review', id: string, rating: number, comment: string, authorName: string, reply: string, createdAt: string, classDate: string, locationName: string }> };

export type ReviewLinkQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ReviewLinkQuery = { __typename?: 'Query', reviewLink: { __typename?: 'ReviewLink', authorName: string, class: { __typename?: 'ReviewLinkClass', name: string, date: string, path: string, locationName: string, timezone: string } } };

export type SubmitReviewMutationVariables = Exact<{
  token: Scalars['String']['input'];
  rating: Scalars['Int']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
}>;


export type SubmitReviewMutation = { __typename?: 'Mutation', submitReview: { __typename?: 'ReviewLink', authorName: string, class: { __typename?: 'ReviewLinkClass', name: string, date: string, path: string, locationName: string, timezone: string } } };

export type ReviewLinkFieldsFragment = { __typename?: 'ReviewLink', authorName: string, class: { __typename?: 'ReviewLinkClass', name: string, date: string, path: string, locationName: string, timezone: string } };

export type SitemapQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type SitemapQuery = { __typename?: 'Query', sitemap: { __typename?: 'SitemapPage', total: number, entries: Array<{ __typename?: 'SitemapEntry', kind: string, id: string, key: string, path?: string | null, updatedAt?: string | null }> } };

export type AdminClassWaitlistQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminClassWaitlistQuery = { __typename?: 'Query', classInformation?: { __typename?: 'ClassInformation', localDate: string, localTime: string, class: { __typename?: 'Class', name: string, seats: number, seatsLeft: number, location: { __typename?: 'Location', name: string, timezone: string } } } | null, classWaitlist: Array<{ __typename?: 'StaffWaitlistEntry', id: string, email: string, status: string, position?: number | null, createdAt: string, claimExpiresAt?: string | null }> };

export type AdminRemoveWaitlistEntryMutationVariables = Exact<{
  classId: Scalars['ID']['input'];
  entryId: Scalars['ID']['input'];
}>;


export type AdminRemoveWaitlistEntryMutation = { __typename?: 'Mutation', removeWaitlistEntry: { __typename?: 'WaitlistRemoval', id: string, seatFreed: boolean } };

export type WaitlistOfferFieldsFragment = { __typename?: 'WaitlistOffer', status: string, claimExpiresAt?: string | null, seats: number, fromCanceledClass: boolean, classSku: string, className: string, classDate: string, locationName: string, timezone: string };

export type WaitlistEntryFieldsFragment = { __typename?: 'WaitlistEntry', status: string, classSku: string, className: string, classDate: string, locationName: string, timezone: string };

export type JoinWaitlistMutationVariables = Exact<{
  sku: Scalars['String']['input'];
  email: Scalars['String']['input'];
}>;


export type JoinWaitlistMutation = { __typename?: 'Mutation', joinWaitlist: { __typename?: 'WaitlistJoin', email: string, alreadyOnList: boolean } };

export type WaitlistOfferPageQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type WaitlistOfferPageQuery = { __typename?: 'Query', waitlistOffer: { __typename?: 'WaitlistOffer', status: string, claimExpiresAt?: string | null, seats: number, fromCanceledClass: boolean, classSku: string, className: string, classDate: string, locationName: string, timezone: string } };

export type ClaimWaitlistSeatMutationVariables = Exact<{
  token: Scalars['String']['input'];
  cartId: Scalars['ID']['input'];
}>;


export type ClaimWaitlistSeatMutation = { __typename?: 'Mutation', claimWaitlistSeat: string };

export type WaitlistLeavePageQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type WaitlistLeavePageQuery = { __typename?: 'Query', waitlistEntry: { __typename?: 'WaitlistEntry', status: string, classSku: string, className: string, classDate: string, locationName: string, timezone: string } };

export type LeaveWaitlistMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type LeaveWaitlistMutation = { __typename?: 'Mutation', leaveWaitlist: { __typename?: 'WaitlistEntry', status: string, classSku: string, className: string, classDate: string, locationName: string, timezone: string } };

export const SelfServiceClassFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelfServiceClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<SelfServiceClassFieldsFragment, unknown>;
export const PartyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceParty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"guestScopeAllowed"}}]}}]} as unknown as DocumentNode<PartyFieldsFragment, unknown>;
export const RegistrationChangesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationChangesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationChanges"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cutoff"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefundCents"}},{"kind":"Field","name":{"kind":"Name","value":"canMove"}},{"kind":"Field","name":{"kind":"Name","value":"moveRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"movedAt"}},{"kind":"Field","name":{"kind":"Name","value":"movedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moveOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"newTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"differenceCents"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelfServiceClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceParty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"guestScopeAllowed"}}]}}]} as unknown as DocumentNode<RegistrationChangesFieldsFragment, unknown>;
export const CalendarEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"overlappingClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<CalendarEventFieldsFragment, unknown>;
export const AuditRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AuditRowFragment, unknown>;
export const AdminUserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]} as unknown as DocumentNode<AdminUserRowFragment, unknown>;
export const EmailDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}}]} as unknown as DocumentNode<EmailDeliveryFieldsFragment, unknown>;
export const AdminEmailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}}]} as unknown as DocumentNode<AdminEmailFieldsFragment, unknown>;
export const AdminContactMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"kitchenName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"readBy"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneBy"}}]}}]} as unknown as DocumentNode<AdminContactMessageFieldsFragment, unknown>;
export const ClassSheetHeadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassSheetHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ClassSheetHeadFragment, unknown>;
export const AdminMealRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMealRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminMealRowFragment, unknown>;
export const AdminMealFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMeal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMealRow"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"measuredIngredients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"aisle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMealRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminMealFieldsFragment, unknown>;
export const PictureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<PictureFieldsFragment, unknown>;
export const AdminPressReleaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPressReleaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PressRelease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<AdminPressReleaseFieldsFragment, unknown>;
export const AdminBlogPostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<AdminBlogPostFieldsFragment, unknown>;
export const AdminNewsLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminNewsLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outlet"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<AdminNewsLinkFieldsFragment, unknown>;
export const ContentStatusesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentStatuses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsroomStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ContentStatusesFragment, unknown>;
export const AdminContentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outlet"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}}]}}]}}]} as unknown as DocumentNode<AdminContentRowFragment, unknown>;
export const AdminPromotionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPromotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"classTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"}},{"kind":"Field","name":{"kind":"Name","value":"minimumCents"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"codeCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminPromotionFieldsFragment, unknown>;
export const PromotionCodeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PromotionCodeRowFragment, unknown>;
export const AdminRegistrationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}},{"kind":"Field","name":{"kind":"Name","value":"spiceTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundableCents"}}]}}]}}]} as unknown as DocumentNode<AdminRegistrationFieldsFragment, unknown>;
export const AdminReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"classId"}},{"kind":"Field","name":{"kind":"Name","value":"classSku"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"classTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<AdminReviewFieldsFragment, unknown>;
export const ClassPriceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]} as unknown as DocumentNode<ClassPriceFieldsFragment, unknown>;
export const PostalAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<PostalAddressFieldsFragment, unknown>;
export const TotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}}]} as unknown as DocumentNode<TotalsFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}}]} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const ClassWhereFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassWhereFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<ClassWhereFieldsFragment, unknown>;
export const ClassEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassWhereFields"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassWhereFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<ClassEventFieldsFragment, unknown>;
export const ClassListEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassListEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassWhereFields"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"fromPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassWhereFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<ClassListEntryFragment, unknown>;
export const MealSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<MealSummaryFragment, unknown>;
export const MenuMealFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealSummary"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]} as unknown as DocumentNode<MenuMealFragment, unknown>;
export const ClassRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"kitchen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferredDates"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"occasion"}},{"kind":"Field","name":{"kind":"Name","value":"menuWishes"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ClassRequestFieldsFragment, unknown>;
export const OrderRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<OrderRowFieldsFragment, unknown>;
export const OrderSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"moveDifferenceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laterPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}}]} as unknown as DocumentNode<OrderSummaryFieldsFragment, unknown>;
export const ClassTypeOfferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassTypeOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"seatPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"pairPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]} as unknown as DocumentNode<ClassTypeOfferFieldsFragment, unknown>;
export const GoNoGoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoNoGoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoNoGo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minSeats"}},{"kind":"Field","name":{"kind":"Name","value":"decisionHours"}},{"kind":"Field","name":{"kind":"Name","value":"decideAt"}},{"kind":"Field","name":{"kind":"Name","value":"seatsBooked"}},{"kind":"Field","name":{"kind":"Name","value":"seatsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<GoNoGoFieldsFragment, unknown>;
export const ClassSeatsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassSeatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classIsPublic"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"goNoGo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoNoGoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoNoGoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoNoGo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minSeats"}},{"kind":"Field","name":{"kind":"Name","value":"decisionHours"}},{"kind":"Field","name":{"kind":"Name","value":"decideAt"}},{"kind":"Field","name":{"kind":"Name","value":"seatsBooked"}},{"kind":"Field","name":{"kind":"Name","value":"seatsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<ClassSeatsFieldsFragment, unknown>;
export const AdminClassSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminClassSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminClassSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationCity"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<AdminClassSummaryFieldsFragment, unknown>;
export const PurchasedGiftCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasedGiftCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasedGiftCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailState"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEditable"}},{"kind":"Field","name":{"kind":"Name","value":"sendOn"}},{"kind":"Field","name":{"kind":"Name","value":"design"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled"}}]}}]} as unknown as DocumentNode<PurchasedGiftCardFieldsFragment, unknown>;
export const ClassCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassWhereFields"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"fromPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassWhereFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<ClassCardFragment, unknown>;
export const LocationCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<LocationCardFragment, unknown>;
export const RegisteredClassLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegisteredClassLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisteredClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<RegisteredClassLinkFieldsFragment, unknown>;
export const CustomerDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"spiceTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<CustomerDetailsFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerDetails"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"spiceTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const ClassReviewSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassReviewSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}}]}}]}}]} as unknown as DocumentNode<ClassReviewSummaryFragment, unknown>;
export const ReviewLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<ReviewLinkFieldsFragment, unknown>;
export const WaitlistOfferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"fromCanceledClass"}},{"kind":"Field","name":{"kind":"Name","value":"classSku"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<WaitlistOfferFieldsFragment, unknown>;
export const WaitlistEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"classSku"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<WaitlistEntryFieldsFragment, unknown>;
export const UpdateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const EmailIsUniqueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailIsUnique"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeUserId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailIsUnique"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeUserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeUserId"}}}]}]}}]} as unknown as DocumentNode<EmailIsUniqueQuery, EmailIsUniqueQueryVariables>;
export const CloseAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CloseAccountMutation, CloseAccountMutationVariables>;
export const AccountMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"spiceTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerDetails"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<AccountMeQuery, AccountMeQueryVariables>;
export const AllergyChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllergyChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AllergyChoicesQuery, AllergyChoicesQueryVariables>;
export const MyEmailVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"waitingOrders"}}]}}]}}]} as unknown as DocumentNode<MyEmailVerificationQuery, MyEmailVerificationQueryVariables>;
export const SendEmailVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SendEmailVerificationMutation, SendEmailVerificationMutationVariables>;
export const RegistrationChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeScope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationChangesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelfServiceClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceParty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"guestScopeAllowed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationChangesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationChanges"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cutoff"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefundCents"}},{"kind":"Field","name":{"kind":"Name","value":"canMove"}},{"kind":"Field","name":{"kind":"Name","value":"moveRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"movedAt"}},{"kind":"Field","name":{"kind":"Name","value":"movedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moveOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"newTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"differenceCents"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}}]}}]}}]} as unknown as DocumentNode<RegistrationChangesQuery, RegistrationChangesQueryVariables>;
export const CancelMyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeScope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationChangesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelfServiceClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceParty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"guestScopeAllowed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationChangesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationChanges"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cutoff"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefundCents"}},{"kind":"Field","name":{"kind":"Name","value":"canMove"}},{"kind":"Field","name":{"kind":"Name","value":"moveRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"movedAt"}},{"kind":"Field","name":{"kind":"Name","value":"movedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moveOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"newTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"differenceCents"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}}]}}]}}]} as unknown as DocumentNode<CancelMyRegistrationMutation, CancelMyRegistrationMutationVariables>;
export const MoveMyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveMyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeScope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveMyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"classId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationChangesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelfServiceClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceParty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"guestScopeAllowed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationChangesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationChanges"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cutoff"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRefundCents"}},{"kind":"Field","name":{"kind":"Name","value":"canMove"}},{"kind":"Field","name":{"kind":"Name","value":"moveRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"movedAt"}},{"kind":"Field","name":{"kind":"Name","value":"movedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moveOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelfServiceClassFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"newTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"differenceCents"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}}]}}]}}]} as unknown as DocumentNode<MoveMyRegistrationMutation, MoveMyRegistrationMutationVariables>;
export const CalendarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Calendars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"eventCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarsQuery, CalendarsQueryVariables>;
export const CalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Calendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<CalendarQuery, CalendarQueryVariables>;
export const CalendarWindowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarWindow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarWindow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"calendarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"overlappingClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<CalendarWindowQuery, CalendarWindowQueryVariables>;
export const CalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"overlappingClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<CalendarEventQuery, CalendarEventQueryVariables>;
export const CreateCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calendarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"calendarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calendarId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overlappingClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCalendarEventMutation, CreateCalendarEventMutationVariables>;
export const UpdateCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarId"}},{"kind":"Field","name":{"kind":"Name","value":"overlappingClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCalendarEventMutation, UpdateCalendarEventMutationVariables>;
export const DeleteCalendarEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCalendarEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCalendarEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCalendarEventMutation, DeleteCalendarEventMutationVariables>;
export const CalendarFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCalendar"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCalendar"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"calendarId"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarFormQuery, CalendarFormQueryVariables>;
export const CreateCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCalendarMutation, CreateCalendarMutationVariables>;
export const UpdateCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateCalendarMutation, UpdateCalendarMutationVariables>;
export const DeleteCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCalendarMutation, DeleteCalendarMutationVariables>;
export const AdminClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClasses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminClassFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminClassSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClasses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"classType"}},{"kind":"Field","name":{"kind":"Name","value":"classIsPublic"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsTaken"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"classFormChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminClassesQuery, AdminClassesQueryVariables>;
export const ClassFormChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassFormChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classFormChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ClassFormChoicesQuery, ClassFormChoicesQueryVariables>;
export const AdminClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"registrationsCount"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"classTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentId"}},{"kind":"Field","name":{"kind":"Name","value":"reservationSizeId"}},{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"minSeats"}},{"kind":"Field","name":{"kind":"Name","value":"decisionHours"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassSeatsFields"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"classForecast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"left"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoNoGoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoNoGo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minSeats"}},{"kind":"Field","name":{"kind":"Name","value":"decisionHours"}},{"kind":"Field","name":{"kind":"Name","value":"decideAt"}},{"kind":"Field","name":{"kind":"Name","value":"seatsBooked"}},{"kind":"Field","name":{"kind":"Name","value":"seatsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassSeatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classIsPublic"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"goNoGo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoNoGoFields"}}]}}]}}]} as unknown as DocumentNode<AdminClassQuery, AdminClassQueryVariables>;
export const ClassGroceryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassGrocery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassSheetHead"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classGrocery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kits"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"}},{"kind":"Field","name":{"kind":"Name","value":"menuMeals"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"aisles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aisle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"shown"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassSheetHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ClassGroceryQuery, ClassGroceryQueryVariables>;
export const CreateClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateClassMutation, CreateClassMutationVariables>;
export const CreateClassSeriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClassSeries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"repeat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassRepeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClassSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"repeat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"repeat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classIds"}},{"kind":"Field","name":{"kind":"Name","value":"skippedDates"}}]}}]}}]} as unknown as DocumentNode<CreateClassSeriesMutation, CreateClassSeriesMutationVariables>;
export const CreateCustomClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomClassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCustomClassMutation, CreateCustomClassMutationVariables>;
export const UpdateClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateClassMutation, UpdateClassMutationVariables>;
export const ClassActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClassAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"complete"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"publish"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"setPublic"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"public"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"complete"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archiveClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archive"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"publish"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setClassPublic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"public"},"value":{"kind":"Variable","name":{"kind":"Name","value":"public"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"setPublic"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ClassActionMutation, ClassActionMutationVariables>;
export const RunClassAnywayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunClassAnyway"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runClassAnyway"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goNoGo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RunClassAnywayMutation, RunClassAnywayMutationVariables>;
export const DeleteClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteClassMutation, DeleteClassMutationVariables>;
export const ClassCancelPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassCancelPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classCancelPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bookerFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"bookerLastName"}},{"kind":"Field","name":{"kind":"Name","value":"bookerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"refundCents"}},{"kind":"Field","name":{"kind":"Name","value":"guestsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"moveAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"moveRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"moveDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminClassSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminClassSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminClassSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationCity"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<ClassCancelPlanQuery, ClassCancelPlanQueryVariables>;
export const CancelClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guestsVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"guestsVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guestsVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundedRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"failedRegistrations"}}]}}]}}]} as unknown as DocumentNode<CancelClassMutation, CancelClassMutationVariables>;
export const MoveClassGuestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveClassGuests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toClassId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guestsVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveClassGuests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"toClassId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toClassId"}}},{"kind":"Argument","name":{"kind":"Name","value":"guestsVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guestsVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toClassId"}},{"kind":"Field","name":{"kind":"Name","value":"movedRegistrations"}}]}}]}}]} as unknown as DocumentNode<MoveClassGuestsMutation, MoveClassGuestsMutationVariables>;
export const AdminClassRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClassRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClassRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"requests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kitchen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferredDates"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"occasion"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminClassRequestsQuery, AdminClassRequestsQueryVariables>;
export const AdminClassRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClassRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClassRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassRequestFields"}},{"kind":"Field","name":{"kind":"Name","value":"classChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"kitchen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferredDates"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"occasion"}},{"kind":"Field","name":{"kind":"Name","value":"menuWishes"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminClassRequestQuery, AdminClassRequestQueryVariables>;
export const SetClassRequestStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetClassRequestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassRequestStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClassRequestStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"classId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetClassRequestStatusMutation, SetClassRequestStatusMutationVariables>;
export const AdminClassTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClassTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClassTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingClasses"}},{"kind":"Field","name":{"kind":"Name","value":"reminderHours"}},{"kind":"Field","name":{"kind":"Name","value":"minSeats"}},{"kind":"Field","name":{"kind":"Name","value":"decisionHours"}},{"kind":"Field","name":{"kind":"Name","value":"bookedClasses"}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassTypeOfferFields"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassTypeOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"seatPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"pairPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<AdminClassTypesQuery, AdminClassTypesQueryVariables>;
export const CreateClassTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClassType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClassType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateClassTypeMutation, CreateClassTypeMutationVariables>;
export const UpdateClassTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClassType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClassType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateClassTypeMutation, UpdateClassTypeMutationVariables>;
export const SetClassTypePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetClassTypePicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"picture"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClassTypePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"picture"},"value":{"kind":"Variable","name":{"kind":"Name","value":"picture"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SetClassTypePictureMutation, SetClassTypePictureMutationVariables>;
export const RemoveClassTypePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveClassTypePicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeClassTypePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveClassTypePictureMutation, RemoveClassTypePictureMutationVariables>;
export const LocationPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLocations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LocationPictureQuery, LocationPictureQueryVariables>;
export const SetLocationPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLocationPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"picture"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLocationPicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"picture"},"value":{"kind":"Variable","name":{"kind":"Name","value":"picture"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SetLocationPictureMutation, SetLocationPictureMutationVariables>;
export const RemoveLocationPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveLocationPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeLocationPicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveLocationPictureMutation, RemoveLocationPictureMutationVariables>;
export const ConsoleKitchensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleKitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleKitchensQuery, ConsoleKitchensQueryVariables>;
export const ConsoleHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withKitchens"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consoleHome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}},{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsTaken"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"minSeats"}},{"kind":"Field","name":{"kind":"Name","value":"underMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classRequests"}},{"kind":"Field","name":{"kind":"Name","value":"failedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"underMinimum"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistOffers"}},{"kind":"Field","name":{"kind":"Name","value":"unansweredMessages"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"classFormChoices"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withKitchens"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleHomeQuery, ConsoleHomeQueryVariables>;
export const AuditRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<AuditRecordsQuery, AuditRecordsQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRow"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<AdminUserQuery, AdminUserQueryVariables>;
export const AdminRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminRolesQuery, AdminRolesQueryVariables>;
export const AdminUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>;
export const KitchenBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KitchenBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kitchenBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"seatsTaken"}},{"kind":"Field","name":{"kind":"Name","value":"chefsChoiceKits"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kitsChosen"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"classFormChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<KitchenBoardQuery, KitchenBoardQueryVariables>;
export const SetMealCookedStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMealCookedStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MealCookedStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMealCookedStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mealId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetMealCookedStatusMutation, SetMealCookedStatusMutationVariables>;
export const AdminEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEmailFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEmailFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailSuppressions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<AdminEmailsQuery, AdminEmailsQueryVariables>;
export const AdminEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEmailFields"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<AdminEmailQuery, AdminEmailQueryVariables>;
export const ResendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ResendEmailMutation, ResendEmailMutationVariables>;
export const SuppressEmailAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuppressEmailAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppressEmailAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"detail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SuppressEmailAddressMutation, SuppressEmailAddressMutationVariables>;
export const UnsuppressEmailAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsuppressEmailAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsuppressEmailAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<UnsuppressEmailAddressMutation, UnsuppressEmailAddressMutationVariables>;
export const AdminGiftCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGiftCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGiftCardFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGiftCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"initialCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"purchaserEmail"}},{"kind":"Field","name":{"kind":"Name","value":"issuedByHand"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminGiftCardsQuery, AdminGiftCardsQueryVariables>;
export const AdminGiftCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGiftCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGiftCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"codeLast4"}},{"kind":"Field","name":{"kind":"Name","value":"initialCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"purchaserEmail"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issuedByHand"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerBalanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"ledger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminGiftCardQuery, AdminGiftCardQueryVariables>;
export const SetGiftCardStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetGiftCardStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GiftCardStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGiftCardStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetGiftCardStatusMutation, SetGiftCardStatusMutationVariables>;
export const IssueGiftCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssueGiftCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GiftCardCompInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueGiftCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IssueGiftCardMutation, IssueGiftCardMutationVariables>;
export const AdminContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"unanswered"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactMessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"kitchenName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"readBy"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneBy"}}]}}]} as unknown as DocumentNode<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>;
export const AdminContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactMessageFields"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"repliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"kitchenName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"readBy"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneBy"}}]}}]} as unknown as DocumentNode<AdminContactMessageQuery, AdminContactMessageQueryVariables>;
export const MarkContactMessageReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkContactMessageRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markContactMessageRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"readBy"}}]}}]}}]} as unknown as DocumentNode<MarkContactMessageReadMutation, MarkContactMessageReadMutationVariables>;
export const ReplyToContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}}]}}]} as unknown as DocumentNode<ReplyToContactMessageMutation, ReplyToContactMessageMutationVariables>;
export const SetContactMessageStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContactMessageStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContactMessageStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetContactMessageStatusMutation, SetContactMessageStatusMutationVariables>;
export const AdminNewsletterSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsletterSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSubscriberFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminNewsletterSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminNewsletterSubscribersQuery, AdminNewsletterSubscribersQueryVariables>;
export const AdminUnsubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnsubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUnsubscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminUnsubscribeNewsletterMutation, AdminUnsubscribeNewsletterMutationVariables>;
export const AdminLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLocations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxRateBps"}},{"kind":"Field","name":{"kind":"Name","value":"upcomingClasses"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOffsetsCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryArea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"radiusMiles"}},{"kind":"Field","name":{"kind":"Name","value":"zipcodes"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"freeOverCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"allowCustomClass"}},{"kind":"Field","name":{"kind":"Name","value":"calendarId"}},{"kind":"Field","name":{"kind":"Name","value":"activeMonths"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminLocationsQuery, AdminLocationsQueryVariables>;
export const FulfillmentChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FulfillmentChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FulfillmentChoicesQuery, FulfillmentChoicesQueryVariables>;
export const CreateLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateLocationMutation, CreateLocationMutationVariables>;
export const UpdateLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const DeleteLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLocationMutation, DeleteLocationMutationVariables>;
export const ClassManifestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassManifest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassSheetHead"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"classAttendees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bookerName"}},{"kind":"Field","name":{"kind":"Name","value":"bookerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bookerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"allergiesOnMenu"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}},{"kind":"Field","name":{"kind":"Name","value":"spiceTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassSheetHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ClassManifestQuery, ClassManifestQueryVariables>;
export const MessageAttendeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessageAttendees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAttendees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<MessageAttendeesMutation, MessageAttendeesMutationVariables>;
export const AdminMealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMeals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMeals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMealFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMealRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMeal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMealRow"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"measuredIngredients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"aisle"}}]}}]}}]} as unknown as DocumentNode<AdminMealsQuery, AdminMealsQueryVariables>;
export const AdminMealListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMealList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mealTypeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notOnMenuId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMeals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"mealTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mealTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}},{"kind":"Argument","name":{"kind":"Name","value":"notOnMenuId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notOnMenuId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMealRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMealRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminMealListQuery, AdminMealListQueryVariables>;
export const AdminMenusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMenusQuery, AdminMenusQueryVariables>;
export const CreateMealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateMealMutation, CreateMealMutationVariables>;
export const UpdateMealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateMealMutation, UpdateMealMutationVariables>;
export const SetMenuMealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMenuMeals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mealIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMenuMeals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"menuId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mealIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mealIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetMenuMealsMutation, SetMenuMealsMutationVariables>;
export const AddMenuMealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMenuMeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMenuMeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"menuId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mealId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AddMenuMealMutation, AddMenuMealMutationVariables>;
export const MealChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MealChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MealChoicesQuery, MealChoicesQueryVariables>;
export const SetMealPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMealPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"picture"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMealPicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"picture"},"value":{"kind":"Variable","name":{"kind":"Name","value":"picture"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SetMealPictureMutation, SetMealPictureMutationVariables>;
export const RemoveMealPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMealPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMealPicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveMealPictureMutation, RemoveMealPictureMutationVariables>;
export const AdminNewsroomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsroom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releases"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"links"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"pressReleases"},"name":{"kind":"Name","value":"adminContentItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PRESS_RELEASE"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releases"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContentRow"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"newsLinks"},"name":{"kind":"Name","value":"adminContentItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"NEWS_LINK"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"links"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContentRow"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentStatuses"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outlet"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentStatuses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsroomStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminNewsroomQuery, AdminNewsroomQueryVariables>;
export const AdminBlogPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBlogPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"BLOG_POST"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContentRow"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentStatuses"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outlet"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentStatuses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsroomStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminBlogPostsQuery, AdminBlogPostsQueryVariables>;
export const AdminContentItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContentItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPressReleaseFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminNewsLinkFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBlogPostFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentStatuses"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPressReleaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PressRelease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminNewsLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outlet"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBlogPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentStatuses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsroomStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminContentItemQuery, AdminContentItemQueryVariables>;
export const NewsroomStatusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsroomStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentStatuses"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentStatuses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsroomStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NewsroomStatusesQuery, NewsroomStatusesQueryVariables>;
export const ArchiveContentItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveContentItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveContentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ArchiveContentItemMutation, ArchiveContentItemMutationVariables>;
export const DeleteContentItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContentItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteContentItemMutation, DeleteContentItemMutationVariables>;
export const CreatePressReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePressRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PressReleaseInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPressRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePressReleaseMutation, CreatePressReleaseMutationVariables>;
export const UpdatePressReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePressRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PressReleaseInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePressRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdatePressReleaseMutation, UpdatePressReleaseMutationVariables>;
export const CreateNewsLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNewsLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsLinkInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNewsLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateNewsLinkMutation, CreateNewsLinkMutationVariables>;
export const UpdateNewsLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNewsLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsLinkInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateNewsLinkMutation, UpdateNewsLinkMutationVariables>;
export const CreateBlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBlogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateBlogPostMutation, CreateBlogPostMutationVariables>;
export const UpdateBlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBlogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateBlogPostMutation, UpdateBlogPostMutationVariables>;
export const AdminOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"cardCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}},{"kind":"Field","name":{"kind":"Name","value":"capturedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"payLinkCardCents"}},{"kind":"Field","name":{"kind":"Name","value":"cardCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"moveDifferenceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laterPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
export const RefundRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]} as unknown as DocumentNode<RefundRegistrationMutation, RefundRegistrationMutationVariables>;
export const RefundPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]} as unknown as DocumentNode<RefundPaymentMutation, RefundPaymentMutationVariables>;
export const UpdateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const PhoneBookingClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PhoneBookingClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassSheetHead"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassSheetHead"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassInformation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PhoneBookingClassQuery, PhoneBookingClassQueryVariables>;
export const BookByPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookByPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookByPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"payLinkPath"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}}]}}]}}]} as unknown as DocumentNode<BookByPhoneMutation, BookByPhoneMutationVariables>;
export const AdminPromotionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPromotions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPromotionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPromotions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromotionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPromotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"classTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"}},{"kind":"Field","name":{"kind":"Name","value":"minimumCents"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"codeCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminPromotionsQuery, AdminPromotionsQueryVariables>;
export const AdminPromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeSearch"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromotionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotionCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promotionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeSearch"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeLimit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"codes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionCodeRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotionOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promotionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPromotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"classTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"}},{"kind":"Field","name":{"kind":"Name","value":"minimumCents"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"perCustomerLimit"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"codeCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminPromotionQuery, AdminPromotionQueryVariables>;
export const PromotionCodesCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionCodesCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promotionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5000"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"codes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionCodeRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PromotionCodesCsvQuery, PromotionCodesCsvQueryVariables>;
export const PromotionChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PromotionChoicesQuery, PromotionChoicesQueryVariables>;
export const CreatePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePromotionMutation, CreatePromotionMutationVariables>;
export const UpdatePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdatePromotionMutation, UpdatePromotionMutationVariables>;
export const RetirePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetirePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retirePromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RetirePromotionMutation, RetirePromotionMutationVariables>;
export const DeletePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletePromotionMutation, DeletePromotionMutationVariables>;
export const CreatePromotionCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePromotionCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promotionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromotionCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promotionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promotionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreatePromotionCodesMutation, CreatePromotionCodesMutationVariables>;
export const UpdatePromotionCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePromotionCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePromotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<UpdatePromotionCodeMutation, UpdatePromotionCodeMutationVariables>;
export const AdminRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistrationFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistrationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}},{"kind":"Field","name":{"kind":"Name","value":"spiceTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundableCents"}}]}}]}}]} as unknown as DocumentNode<AdminRegistrationsQuery, AdminRegistrationsQueryVariables>;
export const AdminRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistrationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"next"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}},{"kind":"Field","name":{"kind":"Name","value":"spiceTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundableCents"}}]}}]}}]} as unknown as DocumentNode<AdminRegistrationQuery, AdminRegistrationQueryVariables>;
export const SetRegistrationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRegistrationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRegistrationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetRegistrationStatusMutation, SetRegistrationStatusMutationVariables>;
export const ResendConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<ResendConfirmationMutation, ResendConfirmationMutationVariables>;
export const SendReminderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendReminder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<SendReminderMutation, SendReminderMutationVariables>;
export const UpdateRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateRegistrationMutation, UpdateRegistrationMutationVariables>;
export const RegistrationMovePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationMovePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeScope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationMovePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"classId"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationCity"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"party"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"movedByCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"dates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminClassSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"differenceCents"}},{"kind":"Field","name":{"kind":"Name","value":"withinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"policyBreaks"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SelfServiceParty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"guestScopeAllowed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminClassSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminClassSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"locationCity"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<RegistrationMovePlanQuery, RegistrationMovePlanQueryVariables>;
export const StaffMoveRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffMoveRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMoveRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movedRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"toClassId"}},{"kind":"Field","name":{"kind":"Name","value":"differenceCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundCents"}},{"kind":"Field","name":{"kind":"Name","value":"collectCents"}},{"kind":"Field","name":{"kind":"Name","value":"waivedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundFailedRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"payLinkCents"}},{"kind":"Field","name":{"kind":"Name","value":"payLinkPath"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}}]}}]}}]} as unknown as DocumentNode<StaffMoveRegistrationMutation, StaffMoveRegistrationMutationVariables>;
export const DeliveryAddressesReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryAddressesReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryAddressesReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classId"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portions"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<DeliveryAddressesReportQuery, DeliveryAddressesReportQueryVariables>;
export const OutstandingGiftCardBalanceReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutstandingGiftCardBalanceReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outstandingGiftCardBalanceReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"asOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"asOf"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"disabledCents"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"initialCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]}}]} as unknown as DocumentNode<OutstandingGiftCardBalanceReportQuery, OutstandingGiftCardBalanceReportQueryVariables>;
export const ManagementPayrollReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagementPayrollReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managementPayrollReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"setupMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"cleanupMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"hostEmail"}},{"kind":"Field","name":{"kind":"Name","value":"classes"}},{"kind":"Field","name":{"kind":"Name","value":"classMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"extraMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}}]}}]}}]} as unknown as DocumentNode<ManagementPayrollReportQuery, ManagementPayrollReportQueryVariables>;
export const AdminReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReviewFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"classId"}},{"kind":"Field","name":{"kind":"Name","value":"classSku"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"classTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<AdminReviewsQuery, AdminReviewsQueryVariables>;
export const AdminModerateReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminModerateReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderateReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"classId"}},{"kind":"Field","name":{"kind":"Name","value":"classSku"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"classTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<AdminModerateReviewMutation, AdminModerateReviewMutationVariables>;
export const AdminReplyToReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReplyToReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reply"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reply"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reply"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"classId"}},{"kind":"Field","name":{"kind":"Name","value":"classSku"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"classTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<AdminReplyToReviewMutation, AdminReplyToReviewMutationVariables>;
export const ScheduledJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScheduledJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"more"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]} as unknown as DocumentNode<ScheduledJobsQuery, ScheduledJobsQueryVariables>;
export const MySecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySecondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySecondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<MySecondFactorQuery, MySecondFactorQueryVariables>;
export const StartSecondFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartSecondFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSecondFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}}]}}]} as unknown as DocumentNode<StartSecondFactorEnrolmentMutation, StartSecondFactorEnrolmentMutationVariables>;
export const ConfirmSecondFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSecondFactorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSecondFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<ConfirmSecondFactorEnrolmentMutation, ConfirmSecondFactorEnrolmentMutationVariables>;
export const VerifySecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoveryCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"recoveryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoveryCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<VerifySecondFactorMutation, VerifySecondFactorMutationVariables>;
export const UserSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<UserSecondFactorQuery, UserSecondFactorQueryVariables>;
export const ResetSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolled"}}]}}]}}]} as unknown as DocumentNode<ResetSecondFactorMutation, ResetSecondFactorMutationVariables>;
export const SessionCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}}]} as unknown as DocumentNode<SessionCartQuery, SessionCartQueryVariables>;
export const SessionCartCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionCartCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}}]}}]}}]} as unknown as DocumentNode<SessionCartCountQuery, SessionCartCountQueryVariables>;
export const CreateCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CreateCartMutation, CreateCartMutationVariables>;
export const DeleteUnusedCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUnusedCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}]}]}}]} as unknown as DocumentNode<DeleteUnusedCartMutation, DeleteUnusedCartMutationVariables>;
export const AddGuestsToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddGuestsToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guests"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGuestsToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"classId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}},{"kind":"Argument","name":{"kind":"Name","value":"guests"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guests"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}}]} as unknown as DocumentNode<AddGuestsToCartMutation, AddGuestsToCartMutationVariables>;
export const AddClassToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddClassToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portionSizeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"portionQuantityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"meals"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MealChoiceInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addClassToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"classId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}},{"kind":"Argument","name":{"kind":"Name","value":"portionSizeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portionSizeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"portionQuantityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"portionQuantityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"meals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meals"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}}]} as unknown as DocumentNode<AddClassToCartMutation, AddClassToCartMutationVariables>;
export const RemoveClassFromCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveClassFromCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeClassFromCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"classId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}}]} as unknown as DocumentNode<RemoveClassFromCartMutation, RemoveClassFromCartMutationVariables>;
export const ApplyPromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyPromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyPromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}}]} as unknown as DocumentNode<ApplyPromotionMutation, ApplyPromotionMutationVariables>;
export const RemovePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promotionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"promotionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promotionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}}]} as unknown as DocumentNode<RemovePromotionMutation, RemovePromotionMutationVariables>;
export const ApplyGiftCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyGiftCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyGiftCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}}]} as unknown as DocumentNode<ApplyGiftCardMutation, ApplyGiftCardMutationVariables>;
export const RemoveGiftCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveGiftCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"giftCardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGiftCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"giftCardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"giftCardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}}]} as unknown as DocumentNode<RemoveGiftCardMutation, RemoveGiftCardMutationVariables>;
export const SetDeliveryZipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDeliveryZip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDeliveryZip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"zipcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}}]} as unknown as DocumentNode<SetDeliveryZipMutation, SetDeliveryZipMutationVariables>;
export const SetDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"donationCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"charityWindowId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"donationCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"donationCents"}}},{"kind":"Argument","name":{"kind":"Name","value":"charityWindowId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"charityWindowId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"classCount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountValue"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charityWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedAmounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"kitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feeRule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}}]}}]}}]} as unknown as DocumentNode<SetDonationMutation, SetDonationMutationVariables>;
export const ClassPicturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassPictures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<ClassPicturesQuery, ClassPicturesQueryVariables>;
export const MealOfferingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MealOfferings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offerings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassWhereFields"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassWhereFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<MealOfferingsQuery, MealOfferingsQueryVariables>;
export const ClassCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSku"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassWhereFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassWhereFields"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}}]}}]} as unknown as DocumentNode<ClassCalendarQuery, ClassCalendarQueryVariables>;
export const ClassDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSku"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassEventFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassSeatsFields"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassReviewSummary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealSummary"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassWhereFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoNoGoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GoNoGo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minSeats"}},{"kind":"Field","name":{"kind":"Name","value":"decisionHours"}},{"kind":"Field","name":{"kind":"Name","value":"decideAt"}},{"kind":"Field","name":{"kind":"Name","value":"seatsBooked"}},{"kind":"Field","name":{"kind":"Name","value":"seatsNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassWhereFields"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassSeatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classIsPublic"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"goNoGo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoNoGoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassReviewSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]} as unknown as DocumentNode<ClassDetailQuery, ClassDetailQueryVariables>;
export const ClassListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alsoFilter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withAlso"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentFilter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkCurrent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassListEntry"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"alsoClasses"},"name":{"kind":"Name","value":"classes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alsoFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withAlso"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassListEntry"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"currentClasses"},"name":{"kind":"Name","value":"classes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkCurrent"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassWhereFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassListEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassWhereFields"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"fromPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<ClassListQuery, ClassListQueryVariables>;
export const LocationsNearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationsNear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mileRadius"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"zipcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"mileRadius"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mileRadius"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mileRadius"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]} as unknown as DocumentNode<LocationsNearQuery, LocationsNearQueryVariables>;
export const LocationsAroundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationsAround"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mileRadius"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"mileRadius"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mileRadius"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}}]}}]} as unknown as DocumentNode<LocationsAroundQuery, LocationsAroundQueryVariables>;
export const CityZipcodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CityZipcode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cityLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closestZipcode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}}]}}]} as unknown as DocumentNode<CityZipcodeQuery, CityZipcodeQueryVariables>;
export const AllLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]} as unknown as DocumentNode<AllLocationsQuery, AllLocationsQueryVariables>;
export const MenuPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withPortionOptions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classTypes"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withPortionOptions"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassTypeOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassTypeOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"seatPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"pairPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassPriceFields"}}]}}]}}]} as unknown as DocumentNode<MenuPageQuery, MenuPageQueryVariables>;
export const MenuMealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuMeals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allergyFree"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtering"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"menuId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"allergyFree"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allergyFree"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuMeal"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"everyMeal"},"name":{"kind":"Name","value":"meals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"menuId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtering"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuMeal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealSummary"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}}]} as unknown as DocumentNode<MenuMealsQuery, MenuMealsQueryVariables>;
export const KitchenDistancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KitchenDistances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mileRadius"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"zipcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"mileRadius"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mileRadius"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}}]}}]}}]} as unknown as DocumentNode<KitchenDistancesQuery, KitchenDistancesQueryVariables>;
export const CheckoutFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}},{"kind":"Field","name":{"kind":"Name","value":"spiceTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<CheckoutFormQuery, CheckoutFormQueryVariables>;
export const CheckoutMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"spiceTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<CheckoutMeQuery, CheckoutMeQueryVariables>;
export const StartCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}}]}}]}}]}}]} as unknown as DocumentNode<StartCheckoutMutation, StartCheckoutMutationVariables>;
export const CheckoutByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<CheckoutByIdQuery, CheckoutByIdQueryVariables>;
export const CancelCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelCheckoutMutation, CancelCheckoutMutationVariables>;
export const OrderConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"emailState"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasedGiftCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostalAddressFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Totals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TotalsFields"}},{"kind":"Field","name":{"kind":"Name","value":"moveDifferenceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laterPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasedGiftCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasedGiftCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailState"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEditable"}},{"kind":"Field","name":{"kind":"Name","value":"sendOn"}},{"kind":"Field","name":{"kind":"Name","value":"design"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostalAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostalAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"street2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<OrderConfirmationQuery, OrderConfirmationQueryVariables>;
export const BuyGiftCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyGiftCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GiftCardPurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyGiftCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}}]}}]}}]}}]} as unknown as DocumentNode<BuyGiftCardMutation, BuyGiftCardMutationVariables>;
export const CorrectGiftCardRecipientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CorrectGiftCardRecipient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recipientEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctGiftCardRecipient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"recipientEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recipientEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"giftCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailState"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled"}}]}}]}}]}}]} as unknown as DocumentNode<CorrectGiftCardRecipientMutation, CorrectGiftCardRecipientMutationVariables>;
export const RescheduleGiftCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescheduleGiftCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sendOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleGiftCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sendOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RescheduleGiftCardMutation, RescheduleGiftCardMutationVariables>;
export const GiftCardPromotionQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GiftCardPromotionQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardPromotionQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<GiftCardPromotionQuoteQuery, GiftCardPromotionQuoteQueryVariables>;
export const GiftCardBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GiftCardBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<GiftCardBalanceQuery, GiftCardBalanceQueryVariables>;
export const PayLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"movingFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<PayLinkQuery, PayLinkQueryVariables>;
export const OpenPayLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenPayLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openPayLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<OpenPayLinkMutation, OpenPayLinkMutationVariables>;
export const SandboxPaymentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SandboxPaymentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxPaymentSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutId"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"successUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]} as unknown as DocumentNode<SandboxPaymentPageQuery, SandboxPaymentPageQueryVariables>;
export const PaySandboxSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaySandboxSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"card"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SandboxCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paySandboxSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"card"},"value":{"kind":"Variable","name":{"kind":"Name","value":"card"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<PaySandboxSessionMutation, PaySandboxSessionMutationVariables>;
export const PrivateClassKitchensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrivateClassKitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"allowCustomClass"}}]}}]}}]}}]} as unknown as DocumentNode<PrivateClassKitchensQuery, PrivateClassKitchensQueryVariables>;
export const RequestPrivateClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPrivateClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPrivateClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RequestPrivateClassMutation, RequestPrivateClassMutationVariables>;
export const ClassRequestByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassRequestByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClassRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"kitchen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferredDates"}},{"kind":"Field","name":{"kind":"Name","value":"groupSize"}},{"kind":"Field","name":{"kind":"Name","value":"occasion"}},{"kind":"Field","name":{"kind":"Name","value":"menuWishes"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ClassRequestByTokenQuery, ClassRequestByTokenQueryVariables>;
export const OfferedFulfillmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfferedFulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OfferedFulfillmentsQuery, OfferedFulfillmentsQueryVariables>;
export const MyRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"upcoming"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegisteredClassLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegisteredClassLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisteredClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<MyRegistrationsQuery, MyRegistrationsQueryVariables>;
export const MyMealsMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMealsMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyMealsMenuQuery, MyMealsMenuQueryVariables>;
export const EmployeeLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<EmployeeLinksQuery, EmployeeLinksQueryVariables>;
export const AccountOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveDifferenceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasedGiftCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"portionSize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portionQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegisteredClassLinkFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasedGiftCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasedGiftCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailState"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEditable"}},{"kind":"Field","name":{"kind":"Name","value":"sendOn"}},{"kind":"Field","name":{"kind":"Name","value":"design"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegisteredClassLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisteredClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const DevMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevMailbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"providerEvents"}},{"kind":"Field","name":{"kind":"Name","value":"providerInboxRead"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}}]} as unknown as DocumentNode<DevMailboxQuery, DevMailboxQueryVariables>;
export const ChooseMenuClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChooseMenuClasses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassWhereFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClassCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Class"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClassWhereFields"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"fromPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]}}]} as unknown as DocumentNode<ChooseMenuClassesQuery, ChooseMenuClassesQueryVariables>;
export const MealDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MealDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealSummary"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"serves"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mealType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allergens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]} as unknown as DocumentNode<MealDetailQuery, MealDetailQueryVariables>;
export const RegisterAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegisterAccountMutation, RegisterAccountMutationVariables>;
export const SessionMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"spiceTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerDetails"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<SessionMeQuery, SessionMeQueryVariables>;
export const MatchingUidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchingUid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uidOfMatchingAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}}]}]}}]} as unknown as DocumentNode<MatchingUidQuery, MatchingUidQueryVariables>;
export const LinkAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"existingUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newUid"}}},{"kind":"Argument","name":{"kind":"Name","value":"existingUid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"existingUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LinkAccountsMutation, LinkAccountsMutationVariables>;
export const SyncFirebaseEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncFirebaseEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncFirebaseEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SyncFirebaseEmailMutation, SyncFirebaseEmailMutationVariables>;
export const ContactKitchensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactKitchens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ContactKitchensQuery, ContactKitchensQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const ConfirmNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>;
export const UnsubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const NewsroomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Newsroom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releases"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"releasesOffset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"links"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linksOffset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pressReleases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releases"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"releasesOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inTheNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"links"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linksOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outlet"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<NewsroomQuery, NewsroomQueryVariables>;
export const PressReleasePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PressReleasePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pressRelease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PictureFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<PressReleasePageQuery, PressReleasePageQueryVariables>;
export const ReviewLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<ReviewLinkQuery, ReviewLinkQueryVariables>;
export const SubmitReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<SubmitReviewMutation, SubmitReviewMutationVariables>;
export const SitemapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sitemap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sitemap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SitemapQuery, SitemapQueryVariables>;
export const AdminClassWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClassWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"class"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"classWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminClassWaitlistQuery, AdminClassWaitlistQueryVariables>;
export const AdminRemoveWaitlistEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveWaitlistEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWaitlistEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seatFreed"}}]}}]}}]} as unknown as DocumentNode<AdminRemoveWaitlistEntryMutation, AdminRemoveWaitlistEntryMutationVariables>;
export const JoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyOnList"}}]}}]}}]} as unknown as DocumentNode<JoinWaitlistMutation, JoinWaitlistMutationVariables>;
export const WaitlistOfferPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitlistOfferPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitlistOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitlistOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"fromCanceledClass"}},{"kind":"Field","name":{"kind":"Name","value":"classSku"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<WaitlistOfferPageQuery, WaitlistOfferPageQueryVariables>;
export const ClaimWaitlistSeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimWaitlistSeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimWaitlistSeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}]}]}}]} as unknown as DocumentNode<ClaimWaitlistSeatMutation, ClaimWaitlistSeatMutationVariables>;
export const WaitlistLeavePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitlistLeavePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitlistEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitlistEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"classSku"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<WaitlistLeavePageQuery, WaitlistLeavePageQueryVariables>;
export const LeaveWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitlistEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"classSku"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"classDate"}},{"kind":"Field","name":{"kind":"Name","value":"locationName"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]} as unknown as DocumentNode<LeaveWaitlistMutation, LeaveWaitlistMutationVariables>;