/**
 * Issue 8: EVERY admin GraphQL operation — each root field the schema documents as "Staff with
 * …" — answers no data without a token (UNAUTHENTICATED) and to a customer (FORBIDDEN). The list
 * below must name every such field: a new admin field without an entry fails the first test.
 */
import { describe, expect, it } from "vitest";
import { operation, registeredCustomer } from "./cart-fixtures";

interface Introspection {
  __schema: {
    queryType: { fields: Array<{ name: string; description: string | null }> };
    mutationType: { fields: Array<{ name: string; description: string | null }> };
  };
}

const CLASS_INPUT = {
  name: "Nope",
  classTypeId: "1",
  locationId: "1",
  fulfillmentId: "1",
  date: "2030-01-01",
  time: "18:00",
  durationMinutes: 90,
  reservationSizeId: "1",
  allowClash: true,
};

const LOCATION_INPUT = {
  name: "Nope",
  slug: "nope-admin-access",
  address: { street: "1 Main St", city: "Logan", state: "UT", zipcode: "84321" },
  timezone: "America/Denver",
  fulfillmentIds: ["1"],
};

const MEAL_INPUT = { name: "Nope", mealTypeId: "1", priceCents: 100 };
const PRESS_RELEASE_INPUT = { title: "Nope", publishedOn: "2026-11-01", status: "published" };
const NEWS_LINK_INPUT = { outlet: "Nope", title: "Nope", url: "https://example.com/nope", publishedOn: "2026-11-01" };
const tinyPng = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "x.png", { type: "image/png" });

/** One operation per admin root field, with arguments that would work for staff. */
const OPERATIONS: Record<string, { document: string; variables?: Record<string, unknown> }> = {
  users: { document: "{ users { total users { id email } } }" },
  userSecondFactor: { document: '{ userSecondFactor(userId: "1") { enrolled } }' },
  resetSecondFactor: { document: 'mutation { resetSecondFactor(userId: "1") { enrolled } }' },
  bookByPhone: {
    document:
      'mutation { bookByPhone(input: { idempotencyKey: "admin-access-1", classId: "1", firstName: "No", lastName: "Body", email: "no@example.com", phone: "4355550100", guests: [{ firstName: "No", lastName: "Body" }], payment: CASH }) { checkoutId } }',
  },
  roles: { document: "{ roles { key permissions } }" },
  employeeLinks: { document: "{ employeeLinks { title url } }" },
  createUser: {
    document: "mutation ($input: UserCreateInput!) { createUser(input: $input) { id } }",
    variables: { input: { firstName: "No", lastName: "Body", email: "nobody-admin-access@example.com" } },
  },
  auditRecords: { document: "{ auditRecords { total records { id action before after } } }" },
  scheduledJobs: { document: "{ scheduledJobs { name runs { id status error } } }" },
  adminClasses: { document: "{ adminClasses { total classes { id name state } } }" },
  classInformation: { document: '{ classInformation(id: "1") { revenueCents class { name } } }' },
  classAttendees: { document: '{ classAttendees(id: "1") { firstName phone allergies } }' },
  classForecast: { document: '{ classForecast(id: "1") { sold revenueCents } }' },
  classWaitlist: { document: '{ classWaitlist(id: "1") { email status position claimExpiresAt } }' },
  removeWaitlistEntry: { document: 'mutation { removeWaitlistEntry(classId: "1", entryId: "1") { seatFreed } }' },
  classGrocery: { document: '{ classGrocery(id: "1") { kits aisles { aisle } } }' },
  classCancelPlan: { document: '{ classCancelPlan(id: "1") { refundCents guestsVersion } }' },
  classFormChoices: { document: "{ classFormChoices { hosts { id name } } }" },
  createClass: { document: "mutation ($input: ClassInput!) { createClass(input: $input) { state } }", variables: { input: CLASS_INPUT } },
  createClassSeries: {
    document: "mutation ($input: ClassInput!, $repeat: ClassRepeatInput!) { createClassSeries(input: $input, repeat: $repeat) { classIds } }",
    variables: { input: CLASS_INPUT, repeat: { everyWeeks: 1, count: 2 } },
  },
  createCustomClass: {
    document: "mutation ($input: CustomClassInput!) { createCustomClass(input: $input) { state } }",
    variables: { input: { class: CLASS_INPUT, contactName: "Nope", contactEmail: "nope@example.com" } },
  },
  updateClass: { document: 'mutation ($input: ClassInput!) { updateClass(id: "1", input: $input) { state } }', variables: { input: CLASS_INPUT } },
  deleteClass: { document: 'mutation { deleteClass(id: "1") }' },
  completeClass: { document: 'mutation { completeClass(id: "1") { state } }' },
  archiveClass: { document: 'mutation { archiveClass(id: "1") { state } }' },
  publishClass: { document: 'mutation { publishClass(id: "1", published: false) { state } }' },
  setClassPublic: { document: 'mutation { setClassPublic(id: "1", public: false) { state } }' },
  runClassAnyway: { document: 'mutation { runClassAnyway(id: "1") { state } }' },
  adminOrders: { document: "{ adminOrders { total orders { id email } } }" },
  adminOrder: { document: '{ adminOrder(id: "1") { notes payment { refundedCents } } }' },
  refundReasons: { document: "{ refundReasons { key name } }" },
  refundPayment: {
    document: 'mutation { refundPayment(orderId: "1", input: { reason: "other", idempotencyKey: "admin-access-1" }) { id } }',
  },
  refundRegistration: {
    document: 'mutation { refundRegistration(registrationId: "1", input: { reason: "other", idempotencyKey: "admin-access-2" }) { id } }',
  },
  cancelClass: { document: 'mutation { cancelClass(id: "1") { id } }' },
  moveClassGuests: { document: 'mutation { moveClassGuests(id: "1", toClassId: "2", guestsVersion: "0123456789abcdef") { id } }' },
  orderStatuses: { document: "{ orderStatuses { key name } }" },
  payment: { document: '{ payment(id: "1") { refundedCents } }' },
  paymentServices: { document: "{ paymentServices { key active } }" },
  paymentTypes: { document: "{ paymentTypes { key } }" },
  adminRegistrations: { document: "{ adminRegistrations { total registrations { id } } }" },
  registration: { document: '{ registration(id: "1") { status totals { refundableCents } } }' },
  registrationStatuses: { document: "{ registrationStatuses { key next } }" },
  updateOrder: { document: 'mutation { updateOrder(id: "1", input: { notes: "no" }) { notes } }' },
  updateRegistration: { document: 'mutation { updateRegistration(id: "1", input: { firstName: "No" }) { id } }' },
  setRegistrationStatus: { document: 'mutation { setRegistrationStatus(id: "1", status: ATTENDED) { status } }' },
  resendConfirmation: { document: 'mutation { resendConfirmation(registrationId: "1") { to } }' },
  sendReminder: { document: 'mutation { sendReminder(registrationId: "1") { to } }' },
  kitchenBoard: { document: "{ kitchenBoard { classId meals { name status } } }" },
  consoleHome: { document: "{ consoleHome { days classes { id sold revenueCents } attention { classRequests failedEmails } } }" },
  setMealCookedStatus: { document: 'mutation { setMealCookedStatus(classId: "1", mealId: "1", status: PREPPING) { status } }' },
  adminLocations: { document: "{ adminLocations { upcomingClasses location { id name active } } }" },
  createLocation: {
    document: "mutation ($input: LocationInput!) { createLocation(input: $input) { location { id } } }",
    variables: { input: LOCATION_INPUT },
  },
  updateLocation: {
    document: 'mutation ($input: LocationInput!) { updateLocation(id: "1", input: $input) { location { id } } }',
    variables: { input: LOCATION_INPUT },
  },
  deleteLocation: { document: 'mutation { deleteLocation(id: "1") }' },
  adminMeals: { document: "{ adminMeals { meal { id name active } measuredIngredients { name } } }" },
  createMeal: { document: "mutation ($input: MealInput!) { createMeal(input: $input) { meal { id } } }", variables: { input: MEAL_INPUT } },
  updateMeal: { document: 'mutation ($input: MealInput!) { updateMeal(id: "1", input: $input) { meal { id } } }', variables: { input: MEAL_INPUT } },
  setMealPicture: {
    document: 'mutation ($picture: File!) { setMealPicture(id: "1", picture: $picture) { meal { id } } }',
    variables: { picture: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "x.png", { type: "image/png" }) },
  },
  removeMealPicture: { document: 'mutation { removeMealPicture(id: "1") { meal { id } } }' },
  adminClassTypes: { document: "{ adminClassTypes { bookedClasses classType { id offer seatPriceCents } } }" },
  createClassType: {
    document: "mutation ($input: ClassTypeInput!) { createClassType(input: $input) { classType { id } } }",
    variables: { input: { name: "Nope", offer: "SEATS", seatPriceCents: 100 } },
  },
  updateClassType: {
    document: 'mutation ($input: ClassTypeInput!) { updateClassType(id: "2", input: $input) { classType { id } } }',
    variables: { input: { name: "Nope", offer: "SEATS", seatPriceCents: 100 } },
  },
  setClassTypePicture: {
    document: 'mutation ($picture: File!) { setClassTypePicture(id: "1", picture: $picture, alt: "Nope") { classType { id } } }',
    variables: { picture: tinyPng() },
  },
  removeClassTypePicture: { document: 'mutation { removeClassTypePicture(id: "1") { classType { id } } }' },
  setLocationPicture: {
    document: 'mutation ($picture: File!) { setLocationPicture(id: "1", picture: $picture, alt: "Nope") { location { id } } }',
    variables: { picture: tinyPng() },
  },
  removeLocationPicture: { document: 'mutation { removeLocationPicture(id: "1") { location { id } } }' },
  setMenuMeals: { document: 'mutation { setMenuMeals(menuId: "1", mealIds: ["1"]) { id } }' },
  addMenuMeal: { document: 'mutation { addMenuMeal(menuId: "1", mealId: "1") { id } }' },
  adminPromotions: { document: "{ adminPromotions { total promotions { id name status } } }" },
  adminPromotion: { document: '{ adminPromotion(id: "1") { id name codeCount } }' },
  promotionCodes: { document: '{ promotionCodes(promotionId: "1") { total codes { code } } }' },
  promotionCode: { document: '{ promotionCode(id: "1") { code uses } }' },
  promotionOrders: { document: '{ promotionOrders(promotionId: "1") { total orders { number discountCents } } }' },
  createPromotion: { document: 'mutation { createPromotion(input: { name: "No", discountType: PERCENT, discountValue: 100 }) { id } }' },
  updatePromotion: { document: 'mutation { updatePromotion(id: "1", input: { name: "No" }) { id } }' },
  retirePromotion: { document: 'mutation { retirePromotion(id: "1") { status } }' },
  deletePromotion: { document: 'mutation { deletePromotion(id: "1") { id } }' },
  createPromotionCodes: { document: 'mutation { createPromotionCodes(promotionId: "1", input: { count: 2 }) { code } }' },
  updatePromotionCode: { document: 'mutation { updatePromotionCode(id: "1", input: { active: false }) { active } }' },
  deletePromotionCode: { document: 'mutation { deletePromotionCode(id: "1") { id } }' },
  deliveryAddressesReport: { document: "{ deliveryAddressesReport { from to days { date stops { orderId address { name } } } } }" },
  outstandingGiftCardBalanceReport: { document: "{ outstandingGiftCardBalanceReport { totalCents cards { id balanceCents } trend { date } } }" },
  managementPayrollReport: { document: "{ managementPayrollReport { totalMinutes lines { hostName } weeks { week } } }" },
  adminGiftCards: { document: "{ adminGiftCards { total giftCards { id code } } }" },
  adminGiftCard: { document: '{ adminGiftCard(id: "1") { code ledger { kind amountCents } } }' },
  setGiftCardStatus: { document: 'mutation { setGiftCardStatus(id: "2", status: DISABLED, reason: "admin access") { status } }' },
  issueGiftCard: {
    document: "mutation ($input: GiftCardCompInput!) { issueGiftCard(input: $input) { code } }",
    variables: { input: { amountCents: 1000, recipientName: "No Body", recipientEmail: "nobody-admin-access@example.com", reason: "no" } },
  },
  adminEmails: { document: "{ adminEmails { total emails { id delivery { state } } states { state count } } }" },
  adminEmail: { document: '{ adminEmail(id: "1") { subject html } }' },
  emailSuppressions: { document: "{ emailSuppressions { email reason } }" },
  resendEmail: { document: 'mutation { resendEmail(id: "1") { id } }' },
  suppressEmailAddress: { document: 'mutation { suppressEmailAddress(email: "nobody-admin-access@example.com") { email } }' },
  unsuppressEmailAddress: { document: 'mutation { unsuppressEmailAddress(email: "nobody-admin-access@example.com") }' },
  calendars: { document: "{ calendars { id name } }" },
  calendar: { document: '{ calendar(id: "cvk-logan") { id eventCount } }' },
  calendarWindow: { document: '{ calendarWindow(calendarId: "cvk-logan", from: "2026-12-01", to: "2026-12-31") { events { id } classes { id } } }' },
  calendarEvent: { document: '{ calendarEvent(id: "1") { id title } }' },
  calendarEventStatuses: { document: "{ calendarEventStatuses { key } }" },
  createCalendar: { document: 'mutation { createCalendar(id: "admin-access", input: { name: "No" }) { id } }' },
  updateCalendar: { document: 'mutation { updateCalendar(id: "cvk-logan", input: { name: "No" }) { id } }' },
  deleteCalendar: { document: 'mutation { deleteCalendar(id: "cvk-logan") }' },
  createCalendarEvent: {
    document: 'mutation { createCalendarEvent(calendarId: "cvk-logan", input: { kind: CLOSURE, title: "No", startDate: "2030-01-01" }) { id } }',
  },
  updateCalendarEvent: { document: 'mutation { updateCalendarEvent(id: "1", input: { kind: CLOSURE, title: "No", startDate: "2030-01-01" }) { id } }' },
  deleteCalendarEvent: { document: 'mutation { deleteCalendarEvent(id: "1") }' },
  adminContentItems: { document: "{ adminContentItems(kind: PRESS_RELEASE) { id title status } }" },
  adminContentItem: { document: '{ adminContentItem(kind: BLOG_POST, id: "1") { id ... on BlogPost { bodyHtml } } }' },
  archiveContentItem: { document: 'mutation { archiveContentItem(kind: NEWS_LINK, id: "1") { id } }' },
  deleteContentItem: { document: 'mutation { deleteContentItem(kind: PRESS_RELEASE, id: "1") }' },
  createPressRelease: {
    document: "mutation ($input: PressReleaseInput!, $image: File) { createPressRelease(input: $input, image: $image) { id } }",
    variables: { input: PRESS_RELEASE_INPUT, image: tinyPng() },
  },
  updatePressRelease: {
    document: 'mutation ($input: PressReleaseInput!) { updatePressRelease(id: "1", input: $input) { id } }',
    variables: { input: PRESS_RELEASE_INPUT },
  },
  createNewsLink: {
    document: "mutation ($input: NewsLinkInput!, $logo: File) { createNewsLink(input: $input, logo: $logo) { id } }",
    variables: { input: NEWS_LINK_INPUT, logo: tinyPng() },
  },
  updateNewsLink: { document: 'mutation ($input: NewsLinkInput!) { updateNewsLink(id: "1", input: $input) { id } }', variables: { input: NEWS_LINK_INPUT } },
  createBlogPost: {
    document: "mutation ($input: BlogPostInput!, $image: File) { createBlogPost(input: $input, image: $image) { id } }",
    variables: { input: { ...PRESS_RELEASE_INPUT, author: "Nope" }, image: tinyPng() },
  },
  updateBlogPost: {
    document: 'mutation ($input: BlogPostInput!) { updateBlogPost(id: "1", input: $input) { id } }',
    variables: { input: { ...PRESS_RELEASE_INPUT, author: "Nope" } },
  },
  adminClassRequests: { document: "{ adminClassRequests { total requests { id email } } }" },
  adminReviews: { document: "{ adminReviews(status: PENDING) { total pending reviews { id comment authorName } } }" },
  moderateReview: { document: 'mutation { moderateReview(id: "1", status: PUBLISHED) { status } }' },
  replyToReview: { document: 'mutation { replyToReview(id: "1", reply: "Thank you") { reply } }' },
  adminContactMessages: { document: "{ adminContactMessages(filter: { status: OPEN }) { total open messages { id name message } } }" },
  adminContactMessage: { document: '{ adminContactMessage(id: "1") { id message replies { message } } }' },
  markContactMessageRead: { document: 'mutation { markContactMessageRead(id: "1") { readAt } }' },
  replyToContactMessage: { document: 'mutation { replyToContactMessage(id: "1", message: "Hello") { repliedAt } }' },
  setContactMessageStatus: { document: 'mutation { setContactMessageStatus(id: "1", status: DONE) { status } }' },
  adminNewsletterSubscribers: { document: "{ adminNewsletterSubscribers(filter: { status: SUBSCRIBED }) { total subscribers { email } } }" },
  adminUnsubscribeNewsletter: { document: 'mutation { adminUnsubscribeNewsletter(email: "a@example.com") { status } }' },
  adminClassRequest: { document: '{ adminClassRequest(id: "1") { id email classChoices { id } } }' },
  setClassRequestStatus: { document: 'mutation { setClassRequestStatus(id: "1", status: CONTACTED) { status } }' },
  registrationMovePlan: { document: '{ registrationMovePlan(id: "1") { allowed dates { differenceCents } } }' },
  staffMoveRegistration: {
    document: 'mutation { staffMoveRegistration(id: "1", input: { toClassId: "2", fromClassId: "1" }) { movedRegistrations } }',
  },
};

async function adminFields(): Promise<string[]> {
  const answer = await operation<Introspection>(
    "{ __schema { queryType { fields { name description } } mutationType { fields { name description } } } }",
  );
  const fields = [...answer.data!.__schema.queryType.fields, ...answer.data!.__schema.mutationType.fields];
  return fields.filter((field) => field.description?.startsWith("Staff with")).map((field) => field.name);
}

describe("every admin GraphQL operation", () => {
  it("is listed here, so none escapes the checks below", async () => {
    const fields = await adminFields();
    expect(fields.length).toBeGreaterThanOrEqual(15);
    expect(fields.filter((field) => !(field in OPERATIONS))).toEqual([]);
  });

  it("answers no data without a token and to a customer", async () => {
    const customer = await registeredCustomer();
    for (const field of await adminFields()) {
      const { document, variables } = OPERATIONS[field]!;
      for (const [who, token, code] of [
        ["anonymous", undefined, "UNAUTHENTICATED"],
        ["a customer", customer.token, "FORBIDDEN"],
      ] as const) {
        const answer = await operation<Record<string, unknown>>(document, variables, token);
        expect(answer.errors?.[0]?.extensions?.code, `${field} ${who}: ${JSON.stringify(answer)}`).toBe(code);
        expect(answer.data?.[field] ?? null, `${field} ${who}`).toBeNull();
      }
    }
  });
});
