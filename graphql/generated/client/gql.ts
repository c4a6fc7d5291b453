/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation UpdateAccount($id: ID!, $input: ProfileInput!) {\n    updateAccount(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateAccountDocument,
    "\n  query EmailIsUnique($email: String!, $excludeUserId: ID) {\n    emailIsUnique(email: $email, excludeUserId: $excludeUserId)\n  }\n": typeof types.EmailIsUniqueDocument,
    "\n  mutation CloseAccount($id: ID!) {\n    closeAccount(id: $id) {\n      id\n    }\n  }\n": typeof types.CloseAccountDocument,
    "\n  query AccountMe {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.AccountMeDocument,
    "\n  query AllergyChoices {\n    allergies {\n      key\n      name\n    }\n  }\n": typeof types.AllergyChoicesDocument,
    "\n  fragment CustomerDetails on User {\n    email\n    firstName\n    lastName\n    phone\n    spiceTolerance\n    allergyNotes\n    allergies {\n      key\n    }\n  }\n": typeof types.CustomerDetailsFragmentDoc,
    "\n  query MyEmailVerification {\n    myEmailVerification {\n      email\n      verified\n      waitingOrders\n    }\n  }\n": typeof types.MyEmailVerificationDocument,
    "\n  mutation SendEmailVerification {\n    sendEmailVerification {\n      sent\n      reason\n      retryAfterSeconds\n    }\n  }\n": typeof types.SendEmailVerificationDocument,
    "\n  fragment SelfServiceClassFields on SelfServiceClass {\n    id\n    name\n    date\n    location {\n      name\n      city\n      timezone\n    }\n  }\n": typeof types.SelfServiceClassFieldsFragmentDoc,
    "\n  fragment RegistrationChangesFields on RegistrationChanges {\n    registration {\n      id\n      orderNumber\n      status\n      firstName\n      totalCents\n      offer\n      refundedCents\n      class {\n        ...SelfServiceClassFields\n      }\n    }\n    party {\n      ...PartyFields\n    }\n    cutoff\n    canCancel\n    cancelRefusal\n    cancelRefundCents\n    canMove\n    moveRefusal\n    canceledAt\n    movedAt\n    movedFrom {\n      ...SelfServiceClassFields\n    }\n    moveOptions {\n      class {\n        ...SelfServiceClassFields\n      }\n      seatsLeft\n      seats\n      newTotalCents\n      differenceCents\n      allowed\n      refusal\n    }\n  }\n": typeof types.RegistrationChangesFieldsFragmentDoc,
    "\n  query RegistrationChanges($registrationId: ID!, $scope: ChangeScope) {\n    registrationChanges(registrationId: $registrationId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n": typeof types.RegistrationChangesDocument,
    "\n  mutation CancelMyRegistration($registrationId: ID!, $scope: ChangeScope) {\n    cancelMyRegistration(registrationId: $registrationId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n": typeof types.CancelMyRegistrationDocument,
    "\n  mutation MoveMyRegistration($registrationId: ID!, $classId: ID!, $scope: ChangeScope) {\n    moveMyRegistration(registrationId: $registrationId, classId: $classId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n": typeof types.MoveMyRegistrationDocument,
    "\n  query Calendars($first: Int, $offset: Int) {\n    calendars(first: $first, offset: $offset) {\n      id\n      name\n      description\n      timezone\n      eventCount\n      location {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CalendarsDocument,
    "\n  query Calendar($id: ID!) {\n    calendar(id: $id) {\n      id\n      name\n      timezone\n    }\n  }\n": typeof types.CalendarDocument,
    "\n  fragment CalendarEventFields on CalendarEvent {\n    id\n    calendarId\n    kind\n    status\n    title\n    notes\n    startDate\n    endDate\n    startTime\n    endTime\n    overlappingClasses {\n      id\n      name\n      date\n    }\n  }\n": typeof types.CalendarEventFieldsFragmentDoc,
    "\n  query CalendarWindow($id: ID!, $from: String!, $to: String!) {\n    calendarWindow(calendarId: $id, from: $from, to: $to) {\n      calendar {\n        id\n        name\n        description\n        timezone\n        location {\n          id\n          name\n        }\n      }\n      events {\n        ...CalendarEventFields\n      }\n      classes {\n        id\n        sku\n        name\n        date\n        durationMinutes\n      }\n    }\n  }\n": typeof types.CalendarWindowDocument,
    "\n  query CalendarEvent($id: ID!) {\n    calendarEvent(id: $id) {\n      ...CalendarEventFields\n    }\n  }\n": typeof types.CalendarEventDocument,
    "\n  mutation CreateCalendarEvent($calendarId: ID!, $input: CalendarEventInput!) {\n    createCalendarEvent(calendarId: $calendarId, input: $input) {\n      id\n      overlappingClasses {\n        id\n      }\n    }\n  }\n": typeof types.CreateCalendarEventDocument,
    "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      id\n      calendarId\n      overlappingClasses {\n        id\n      }\n    }\n  }\n": typeof types.UpdateCalendarEventDocument,
    "\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n": typeof types.DeleteCalendarEventDocument,
    "\n  query CalendarForm($id: ID!, $withCalendar: Boolean!) {\n    calendar(id: $id) @include(if: $withCalendar) {\n      id\n      name\n      description\n      eventCount\n      location {\n        id\n      }\n    }\n    adminLocations {\n      location {\n        id\n        name\n        calendarId\n      }\n    }\n  }\n": typeof types.CalendarFormDocument,
    "\n  mutation CreateCalendar($id: ID!, $input: CalendarInput!) {\n    createCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCalendarDocument,
    "\n  mutation UpdateCalendar($id: ID!, $input: CalendarInput!) {\n    updateCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCalendarDocument,
    "\n  mutation DeleteCalendar($id: ID!) {\n    deleteCalendar(id: $id)\n  }\n": typeof types.DeleteCalendarDocument,
    "\n  query AdminClasses($filter: AdminClassFilter, $sort: AdminClassSort, $limit: Int, $offset: Int) {\n    adminClasses(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      classes {\n        id\n        sku\n        name\n        localDate\n        localTime\n        locationName\n        classType\n        classIsPublic\n        seats\n        seatsTaken\n        state\n      }\n    }\n    classFormChoices {\n      locations {\n        id\n        name\n      }\n      classTypes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminClassesDocument,
    "\n  query ClassFormChoices {\n    classFormChoices {\n      locations {\n        id\n        name\n        timezone\n        active\n        fulfillmentIds\n      }\n      classTypes {\n        id\n        name\n      }\n      hosts {\n        id\n        name\n      }\n      menus {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ClassFormChoicesDocument,
    "\n  query AdminClass($id: ID!) {\n    classInformation(id: $id) {\n      published\n      state\n      actions\n      registrationsCount\n      revenueCents\n      localDate\n      localTime\n      classTypeId\n      locationId\n      fulfillmentId\n      reservationSizeId\n      hostId\n      menuId\n      minSeats\n      decisionHours\n      priceCents\n      class {\n        id\n        unitPriceCents\n        sku\n        name\n        description\n        durationMinutes\n        ...ClassSeatsFields\n        location {\n          name\n          timezone\n        }\n        fulfillment {\n          name\n          path\n        }\n        classType {\n          name\n        }\n        host {\n          firstName\n          lastName\n        }\n        menu {\n          name\n        }\n      }\n    }\n    classForecast(id: $id) {\n      sold\n      held\n      left\n    }\n  }\n": typeof types.AdminClassDocument,
    "\n  query ClassGrocery($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n    }\n    classGrocery(id: $id) {\n      kits\n      registrations\n      menuMeals\n      perGuest\n      guests\n      aisles {\n        aisle\n        items {\n          name\n          unit\n          quantity\n          shown\n          meals\n        }\n      }\n    }\n  }\n": typeof types.ClassGroceryDocument,
    "\n  mutation CreateClass($input: ClassInput!) {\n    createClass(input: $input) {\n      class {\n        id\n      }\n    }\n  }\n": typeof types.CreateClassDocument,
    "\n  mutation CreateClassSeries($input: ClassInput!, $repeat: ClassRepeatInput!) {\n    createClassSeries(input: $input, repeat: $repeat) {\n      classIds\n      skippedDates\n    }\n  }\n": typeof types.CreateClassSeriesDocument,
    "\n  mutation CreateCustomClass($input: CustomClassInput!) {\n    createCustomClass(input: $input) {\n      class {\n        id\n      }\n    }\n  }\n": typeof types.CreateCustomClassDocument,
    "\n  mutation UpdateClass($id: ID!, $input: ClassInput!) {\n    updateClass(id: $id, input: $input) {\n      class {\n        id\n      }\n    }\n  }\n": typeof types.UpdateClassDocument,
    "\n  mutation ClassAction($id: ID!, $complete: Boolean!, $archive: Boolean!, $publish: Boolean!, $published: Boolean!, $setPublic: Boolean!, $public: Boolean!) {\n    completeClass(id: $id) @include(if: $complete) {\n      state\n    }\n    archiveClass(id: $id) @include(if: $archive) {\n      state\n    }\n    publishClass(id: $id, published: $published) @include(if: $publish) {\n      state\n    }\n    setClassPublic(id: $id, public: $public) @include(if: $setPublic) {\n      state\n    }\n  }\n": typeof types.ClassActionDocument,
    "\n  mutation RunClassAnyway($id: ID!) {\n    runClassAnyway(id: $id) {\n      class {\n        id\n        goNoGo {\n          decision\n        }\n      }\n    }\n  }\n": typeof types.RunClassAnywayDocument,
    "\n  mutation DeleteClass($id: ID!) {\n    deleteClass(id: $id)\n  }\n": typeof types.DeleteClassDocument,
    "\n  query ClassCancelPlan($id: ID!) {\n    classInformation(id: $id) {\n      state\n      class {\n        id\n        name\n        location {\n          name\n          timezone\n        }\n      }\n      localDate\n      localTime\n    }\n    classCancelPlan(id: $id) {\n      bookings {\n        orderId\n        orderNumber\n        bookerFirstName\n        bookerLastName\n        bookerEmail\n        guests {\n          id\n          firstName\n          lastName\n          status\n        }\n        seats\n        paidCents\n        refundCents\n      }\n      seats\n      refundCents\n      guestsVersion\n      moveAllowed\n      moveRefusal\n      moveDates {\n        class {\n          ...AdminClassSummaryFields\n        }\n        seatsLeft\n      }\n    }\n  }\n": typeof types.ClassCancelPlanDocument,
    "\n  mutation CancelClass($id: ID!, $message: String, $guestsVersion: String) {\n    cancelClass(id: $id, message: $message, guestsVersion: $guestsVersion) {\n      refundedRegistrations\n      failedRegistrations\n    }\n  }\n": typeof types.CancelClassDocument,
    "\n  mutation MoveClassGuests($id: ID!, $toClassId: ID!, $guestsVersion: String!, $message: String) {\n    moveClassGuests(id: $id, toClassId: $toClassId, guestsVersion: $guestsVersion, message: $message) {\n      toClassId\n      movedRegistrations\n    }\n  }\n": typeof types.MoveClassGuestsDocument,
    "\n  query AdminClassRequests($filter: ClassRequestFilter, $limit: Int, $offset: Int) {\n    adminClassRequests(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      requests {\n        id\n        kitchen {\n          id\n          name\n        }\n        preferredDates\n        groupSize\n        occasion\n        name\n        email\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminClassRequestsDocument,
    "\n  query AdminClassRequest($id: ID!) {\n    adminClassRequest(id: $id) {\n      id\n      ...ClassRequestFields\n      classChoices {\n        id\n        name\n        date\n      }\n    }\n  }\n": typeof types.AdminClassRequestDocument,
    "\n  mutation SetClassRequestStatus($id: ID!, $status: ClassRequestStatus!, $reason: String, $classId: ID) {\n    setClassRequestStatus(id: $id, status: $status, reason: $reason, classId: $classId) {\n      id\n      status\n    }\n  }\n": typeof types.SetClassRequestStatusDocument,
    "\n  query AdminClassTypes($ids: [ID!]) {\n    adminClassTypes(ids: $ids) {\n      upcomingClasses\n      reminderHours\n      minSeats\n      decisionHours\n      bookedClasses\n      classType {\n        id\n        key\n        name\n        description\n        ...ClassTypeOfferFields\n        picture {\n          ...PictureFields\n        }\n      }\n    }\n  }\n": typeof types.AdminClassTypesDocument,
    "\n  mutation CreateClassType($input: ClassTypeInput!) {\n    createClassType(input: $input) {\n      classType {\n        id\n      }\n    }\n  }\n": typeof types.CreateClassTypeDocument,
    "\n  mutation UpdateClassType($id: ID!, $input: ClassTypeInput!) {\n    updateClassType(id: $id, input: $input) {\n      classType {\n        id\n      }\n    }\n  }\n": typeof types.UpdateClassTypeDocument,
    "\n  mutation SetClassTypePicture($id: ID!, $picture: File!, $alt: String!) {\n    setClassTypePicture(id: $id, picture: $picture, alt: $alt) {\n      classType {\n        id\n      }\n    }\n  }\n": typeof types.SetClassTypePictureDocument,
    "\n  mutation RemoveClassTypePicture($id: ID!) {\n    removeClassTypePicture(id: $id) {\n      classType {\n        id\n      }\n    }\n  }\n": typeof types.RemoveClassTypePictureDocument,
    "\n  query LocationPicture($ids: [ID!]) {\n    adminLocations(ids: $ids) {\n      location {\n        id\n        picture {\n          url\n          srcset\n          width\n          height\n          alt\n        }\n      }\n    }\n  }\n": typeof types.LocationPictureDocument,
    "\n  mutation SetLocationPicture($id: ID!, $picture: File!, $alt: String!) {\n    setLocationPicture(id: $id, picture: $picture, alt: $alt) {\n      location {\n        id\n      }\n    }\n  }\n": typeof types.SetLocationPictureDocument,
    "\n  mutation RemoveLocationPicture($id: ID!) {\n    removeLocationPicture(id: $id) {\n      location {\n        id\n      }\n    }\n  }\n": typeof types.RemoveLocationPictureDocument,
    "\n  query ConsoleKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsoleKitchensDocument,
    "\n  query ConsoleHome($days: Int, $locationId: ID, $withKitchens: Boolean!) {\n    consoleHome(days: $days, locationId: $locationId) {\n      days\n      truncated\n      classes {\n        id\n        name\n        date\n        localDate\n        timezone\n        locationId\n        locationName\n        seats\n        seatsTaken\n        sold\n        revenueCents\n        minSeats\n        underMinimum\n        canceled\n        published\n      }\n      attention {\n        classRequests\n        failedEmails\n        underMinimum\n        waitlistOffers\n        unansweredMessages\n      }\n    }\n    classFormChoices @include(if: $withKitchens) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsoleHomeDocument,
    "\n  fragment AuditRow on AuditRecord {\n    id\n    actorEmail\n    action\n    resource\n    resourceId\n    before\n    after\n    createdAt\n    summary\n    timeZone\n    links {\n      resource\n      resourceId\n      label\n    }\n  }\n": typeof types.AuditRowFragmentDoc,
    "\n  query AuditRecords($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditRecords(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      records {\n        ...AuditRow\n      }\n    }\n  }\n": typeof types.AuditRecordsDocument,
    "\n  fragment AdminUserRow on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    roles\n    disabled\n  }\n": typeof types.AdminUserRowFragmentDoc,
    "\n  query AdminUsers($search: String, $limit: Int, $offset: Int) {\n    users(search: $search, limit: $limit, offset: $offset) {\n      total\n      users {\n        ...AdminUserRow\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      ...AdminUserRow\n      createdAt\n      allergies {\n        key\n        name\n      }\n      allergyNotes\n    }\n    userOrders(userId: $id, limit: 10) {\n      total\n      orders {\n        ...OrderRowFields\n      }\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  query AdminRoles {\n    roles {\n      key\n      name\n    }\n  }\n": typeof types.AdminRolesDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  query KitchenBoard($from: String, $to: String, $locationId: ID) {\n    kitchenBoard(from: $from, to: $to, locationId: $locationId) {\n      classId\n      name\n      date\n      timezone\n      locationName\n      seatsTaken\n      chefsChoiceKits\n      meals {\n        mealId\n        name\n        status\n        kitsChosen\n      }\n    }\n    classFormChoices {\n      locations {\n        id\n        name\n      }\n    }\n  }\n": typeof types.KitchenBoardDocument,
    "\n  mutation SetMealCookedStatus($classId: ID!, $mealId: ID!, $status: MealCookedStatus!) {\n    setMealCookedStatus(classId: $classId, mealId: $mealId, status: $status) {\n      status\n    }\n  }\n": typeof types.SetMealCookedStatusDocument,
    "\n  fragment EmailDeliveryFields on EmailDelivery {\n    state\n    attempts\n    lastError\n    providerId\n  }\n": typeof types.EmailDeliveryFieldsFragmentDoc,
    "\n  fragment AdminEmailFields on AdminEmail {\n    id\n    to\n    subject\n    kind\n    delivery {\n      ...EmailDeliveryFields\n    }\n    createdAt\n    sentAt\n  }\n": typeof types.AdminEmailFieldsFragmentDoc,
    "\n  query AdminEmails($filter: AdminEmailFilter, $limit: Int, $offset: Int) {\n    adminEmails(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      states {\n        state\n        count\n      }\n      emails {\n        ...AdminEmailFields\n      }\n    }\n    emailSuppressions {\n      email\n      reason\n      detail\n      createdAt\n    }\n  }\n": typeof types.AdminEmailsDocument,
    "\n  query AdminEmail($id: ID!) {\n    adminEmail(id: $id) {\n      ...AdminEmailFields\n      ref\n      updatedAt\n      text\n      html\n    }\n  }\n": typeof types.AdminEmailDocument,
    "\n  mutation ResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n    }\n  }\n": typeof types.ResendEmailDocument,
    "\n  mutation SuppressEmailAddress($email: String!, $detail: String) {\n    suppressEmailAddress(email: $email, detail: $detail) {\n      email\n    }\n  }\n": typeof types.SuppressEmailAddressDocument,
    "\n  mutation UnsuppressEmailAddress($email: String!) {\n    unsuppressEmailAddress(email: $email)\n  }\n": typeof types.UnsuppressEmailAddressDocument,
    "\n  query AdminGiftCards($filter: AdminGiftCardFilter, $limit: Int, $offset: Int) {\n    adminGiftCards(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      giftCards {\n        id\n        code\n        initialCents\n        balanceCents\n        status\n        recipientName\n        recipientEmail\n        purchaserEmail\n        issuedByHand\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminGiftCardsDocument,
    "\n  query AdminGiftCard($id: ID!) {\n    adminGiftCard(id: $id) {\n      id\n      code\n      codeLast4\n      initialCents\n      balanceCents\n      status\n      statusReason\n      recipientName\n      recipientEmail\n      senderName\n      message\n      purchaserEmail\n      orderId\n      orderNumber\n      issuedByHand\n      createdAt\n      ledgerBalanceCents\n      ledger {\n        id\n        kind\n        amountCents\n        orderId\n        orderNumber\n        reference\n        note\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminGiftCardDocument,
    "\n  mutation SetGiftCardStatus($id: ID!, $status: GiftCardStatus!, $reason: String!) {\n    setGiftCardStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.SetGiftCardStatusDocument,
    "\n  mutation IssueGiftCard($input: GiftCardCompInput!) {\n    issueGiftCard(input: $input) {\n      id\n    }\n  }\n": typeof types.IssueGiftCardDocument,
    "\n  fragment AdminContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    topic\n    kitchenName\n    message\n    sentTo\n    createdAt\n    status\n    readAt\n    readBy\n    repliedAt\n    repliedBy\n    doneAt\n    doneBy\n  }\n": typeof types.AdminContactMessageFieldsFragmentDoc,
    "\n  query AdminContactMessages($filter: ContactMessageFilter, $limit: Int, $offset: Int) {\n    adminContactMessages(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      open\n      unanswered\n      done\n      messages {\n        ...AdminContactMessageFields\n      }\n    }\n  }\n": typeof types.AdminContactMessagesDocument,
    "\n  query AdminContactMessage($id: ID!) {\n    adminContactMessage(id: $id) {\n      ...AdminContactMessageFields\n      replies {\n        id\n        subject\n        message\n        repliedBy\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminContactMessageDocument,
    "\n  mutation MarkContactMessageRead($id: ID!) {\n    markContactMessageRead(id: $id) {\n      id\n      readAt\n      readBy\n    }\n  }\n": typeof types.MarkContactMessageReadDocument,
    "\n  mutation ReplyToContactMessage($id: ID!, $subject: String, $message: String!) {\n    replyToContactMessage(id: $id, subject: $subject, message: $message) {\n      id\n      repliedAt\n    }\n  }\n": typeof types.ReplyToContactMessageDocument,
    "\n  mutation SetContactMessageStatus($id: ID!, $status: ContactMessageStatus!) {\n    setContactMessageStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.SetContactMessageStatusDocument,
    "\n  query AdminNewsletterSubscribers($filter: NewsletterSubscriberFilter, $limit: Int, $offset: Int) {\n    adminNewsletterSubscribers(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      pending\n      subscribed\n      unsubscribed\n      subscribers {\n        email\n        firstName\n        lastName\n        status\n        createdAt\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n": typeof types.AdminNewsletterSubscribersDocument,
    "\n  mutation AdminUnsubscribeNewsletter($email: String!) {\n    adminUnsubscribeNewsletter(email: $email) {\n      email\n      status\n    }\n  }\n": typeof types.AdminUnsubscribeNewsletterDocument,
    "\n  query AdminLocations($ids: [ID!], $search: String, $first: Int, $offset: Int) {\n    adminLocations(ids: $ids, search: $search, first: $first, offset: $offset) {\n      taxRateBps\n      upcomingClasses\n      shippingOffsetsCount\n      deliveryArea {\n        radiusMiles\n        zipcodes\n        feeCents\n        freeOverCents\n      }\n      location {\n        id\n        name\n        slug\n        street\n        city\n        state\n        zipcode\n        latitude\n        longitude\n        timezone\n        phone\n        email\n        active\n        shipping\n        allowCustomClass\n        calendarId\n        activeMonths\n        fulfillments {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminLocationsDocument,
    "\n  query FulfillmentChoices {\n    fulfillments {\n      id\n      name\n    }\n  }\n": typeof types.FulfillmentChoicesDocument,
    "\n  mutation CreateLocation($input: LocationInput!) {\n    createLocation(input: $input) {\n      location {\n        id\n      }\n    }\n  }\n": typeof types.CreateLocationDocument,
    "\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      location {\n        id\n      }\n    }\n  }\n": typeof types.UpdateLocationDocument,
    "\n  mutation DeleteLocation($id: ID!) {\n    deleteLocation(id: $id)\n  }\n": typeof types.DeleteLocationDocument,
    "\n  fragment ClassSheetHead on ClassInformation {\n    localDate\n    localTime\n    class {\n      id\n      name\n      location {\n        name\n      }\n      menu {\n        name\n      }\n    }\n  }\n": typeof types.ClassSheetHeadFragmentDoc,
    "\n  query ClassManifest($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n      class {\n        classType {\n          offer\n        }\n      }\n    }\n    classAttendees(id: $id) {\n      id\n      orderId\n      orderNumber\n      bookerName\n      bookerEmail\n      bookerPhone\n      firstName\n      lastName\n      phone\n      email\n      allergies\n      allergiesOnMenu\n      allergyNotes\n      spiceTolerance\n      status\n      portionSize\n      mealCount\n      meals {\n        mealId\n        name\n        quantity\n      }\n    }\n  }\n": typeof types.ClassManifestDocument,
    "\n  mutation MessageAttendees($classId: ID!, $subject: String!, $message: String!) {\n    messageAttendees(classId: $classId, subject: $subject, message: $message) {\n      queued\n      recipients\n    }\n  }\n": typeof types.MessageAttendeesDocument,
    "\n  fragment AdminMealRow on Meal {\n    id\n    slug\n    name\n    priceCents\n    active\n    mealType {\n      id\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n": typeof types.AdminMealRowFragmentDoc,
    "\n  fragment AdminMealFields on AdminMeal {\n    meal {\n      ...AdminMealRow\n      description\n      ingredients\n      instructions\n      serves\n      calories\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n    measuredIngredients {\n      name\n      quantity\n      unit\n      aisle\n    }\n  }\n": typeof types.AdminMealFieldsFragmentDoc,
    "\n  query AdminMeals($ids: [ID!]) {\n    adminMeals(ids: $ids) {\n      ...AdminMealFields\n    }\n  }\n": typeof types.AdminMealsDocument,
    "\n  query AdminMealList($ids: [ID!], $search: String, $mealTypeId: ID, $active: Boolean, $notOnMenuId: ID, $first: Int, $offset: Int) {\n    adminMeals(ids: $ids, search: $search, mealTypeId: $mealTypeId, active: $active, notOnMenuId: $notOnMenuId, first: $first, offset: $offset) {\n      meal {\n        ...AdminMealRow\n      }\n    }\n  }\n": typeof types.AdminMealListDocument,
    "\n  query AdminMenus {\n    menus {\n      id\n      name\n      startsOn\n      endsOn\n      meals {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminMenusDocument,
    "\n  mutation CreateMeal($input: MealInput!) {\n    createMeal(input: $input) {\n      meal {\n        id\n      }\n    }\n  }\n": typeof types.CreateMealDocument,
    "\n  mutation UpdateMeal($id: ID!, $input: MealInput!) {\n    updateMeal(id: $id, input: $input) {\n      meal {\n        id\n      }\n    }\n  }\n": typeof types.UpdateMealDocument,
    "\n  mutation SetMenuMeals($menuId: ID!, $mealIds: [ID!]!) {\n    setMenuMeals(menuId: $menuId, mealIds: $mealIds) {\n      id\n    }\n  }\n": typeof types.SetMenuMealsDocument,
    "\n  mutation AddMenuMeal($menuId: ID!, $mealId: ID!) {\n    addMenuMeal(menuId: $menuId, mealId: $mealId) {\n      id\n      meals {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AddMenuMealDocument,
    "\n  query MealChoices {\n    mealTypes {\n      id\n      name\n    }\n    allergies {\n      key\n      name\n    }\n  }\n": typeof types.MealChoicesDocument,
    "\n  mutation SetMealPicture($id: ID!, $picture: File!, $alt: String) {\n    setMealPicture(id: $id, picture: $picture, alt: $alt) {\n      meal {\n        id\n      }\n    }\n  }\n": typeof types.SetMealPictureDocument,
    "\n  mutation RemoveMealPicture($id: ID!) {\n    removeMealPicture(id: $id) {\n      meal {\n        id\n      }\n    }\n  }\n": typeof types.RemoveMealPictureDocument,
    "\n  fragment AdminPressReleaseFields on PressRelease {\n    id\n    slug\n    title\n    summary\n    body\n    bodyHtml\n    publishedOn\n    status\n    updatedAt\n    image {\n      ...PictureFields\n    }\n  }\n": typeof types.AdminPressReleaseFieldsFragmentDoc,
    "\n  fragment AdminBlogPostFields on BlogPost {\n    id\n    slug\n    title\n    author\n    summary\n    body\n    bodyHtml\n    publishedOn\n    status\n    image {\n      ...PictureFields\n    }\n  }\n": typeof types.AdminBlogPostFieldsFragmentDoc,
    "\n  fragment AdminNewsLinkFields on NewsLink {\n    id\n    outlet\n    title\n    url\n    publishedOn\n    status\n    updatedAt\n    logo {\n      ...PictureFields\n    }\n  }\n": typeof types.AdminNewsLinkFieldsFragmentDoc,
    "\n  fragment ContentStatuses on Query {\n    newsroomStatuses {\n      key\n      name\n    }\n  }\n": typeof types.ContentStatusesFragmentDoc,
    "\n  fragment AdminContentRow on ContentItem {\n    __typename\n    id\n    title\n    publishedOn\n    status\n    ... on NewsLink {\n      outlet\n    }\n    ... on BlogPost {\n      author\n    }\n  }\n": typeof types.AdminContentRowFragmentDoc,
    "\n  query AdminNewsroom($filter: ContentListFilter, $releases: Boolean!, $links: Boolean!, $first: Int!, $offset: Int!) {\n    pressReleases: adminContentItems(kind: PRESS_RELEASE, filter: $filter, first: $first, offset: $offset) @include(if: $releases) {\n      ...AdminContentRow\n    }\n    newsLinks: adminContentItems(kind: NEWS_LINK, filter: $filter, first: $first, offset: $offset) @include(if: $links) {\n      ...AdminContentRow\n    }\n    ...ContentStatuses\n  }\n": typeof types.AdminNewsroomDocument,
    "\n  query AdminBlogPosts($filter: ContentListFilter, $first: Int!, $offset: Int!) {\n    adminContentItems(kind: BLOG_POST, filter: $filter, first: $first, offset: $offset) {\n      ...AdminContentRow\n    }\n    ...ContentStatuses\n  }\n": typeof types.AdminBlogPostsDocument,
    "\n  query AdminContentItem($kind: ContentKind!, $id: ID!) {\n    adminContentItem(kind: $kind, id: $id) {\n      __typename\n      ...AdminPressReleaseFields\n      ...AdminNewsLinkFields\n      ...AdminBlogPostFields\n    }\n    ...ContentStatuses\n  }\n": typeof types.AdminContentItemDocument,
    "\n  query NewsroomStatuses {\n    ...ContentStatuses\n  }\n": typeof types.NewsroomStatusesDocument,
    "\n  mutation ArchiveContentItem($kind: ContentKind!, $id: ID!) {\n    archiveContentItem(kind: $kind, id: $id) {\n      id\n    }\n  }\n": typeof types.ArchiveContentItemDocument,
    "\n  mutation DeleteContentItem($kind: ContentKind!, $id: ID!) {\n    deleteContentItem(kind: $kind, id: $id)\n  }\n": typeof types.DeleteContentItemDocument,
    "\n  mutation CreatePressRelease($input: PressReleaseInput!, $image: File) {\n    createPressRelease(input: $input, image: $image) {\n      id\n    }\n  }\n": typeof types.CreatePressReleaseDocument,
    "\n  mutation UpdatePressRelease($id: ID!, $input: PressReleaseInput!, $image: File) {\n    updatePressRelease(id: $id, input: $input, image: $image) {\n      id\n    }\n  }\n": typeof types.UpdatePressReleaseDocument,
    "\n  mutation CreateNewsLink($input: NewsLinkInput!, $logo: File) {\n    createNewsLink(input: $input, logo: $logo) {\n      id\n    }\n  }\n": typeof types.CreateNewsLinkDocument,
    "\n  mutation UpdateNewsLink($id: ID!, $input: NewsLinkInput!, $logo: File) {\n    updateNewsLink(id: $id, input: $input, logo: $logo) {\n      id\n    }\n  }\n": typeof types.UpdateNewsLinkDocument,
    "\n  mutation CreateBlogPost($input: BlogPostInput!, $image: File) {\n    createBlogPost(input: $input, image: $image) {\n      id\n    }\n  }\n": typeof types.CreateBlogPostDocument,
    "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $image: File) {\n    updateBlogPost(id: $id, input: $input, image: $image) {\n      id\n    }\n  }\n": typeof types.UpdateBlogPostDocument,
    "\n  query AdminOrders($filter: AdminOrderFilter, $limit: Int, $offset: Int) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      orders {\n        id\n        number\n        status\n        email\n        firstName\n        lastName\n        totalCents\n        refundedCents\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) {\n    adminOrder(id: $id) {\n      notes\n      emails {\n        id\n        to\n        subject\n        delivery {\n          state\n        }\n        createdAt\n      }\n      order {\n        ...OrderSummaryFields\n        status\n        registrations {\n          id\n          status\n          firstName\n          lastName\n          totalCents\n          class {\n            id\n            name\n            date\n            location {\n              name\n              timezone\n            }\n          }\n        }\n      }\n      payment {\n        provider\n        reference\n        cardCents\n        giftCardCents\n        capturedCents\n        refundedCents\n        refunds {\n          id\n          registrationId\n          amountCents\n          payLinkCardCents\n          cardCents\n          giftCardCents\n          reason\n          note\n          status\n          failureReason\n          createdAt\n        }\n      }\n    }\n    refundReasons {\n      key\n      name\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation RefundRegistration($registrationId: ID!, $input: RefundInput!) {\n    refundRegistration(registrationId: $registrationId, input: $input) {\n      id\n      amountCents\n    }\n  }\n": typeof types.RefundRegistrationDocument,
    "\n  mutation RefundPayment($orderId: ID!, $input: RefundInput!) {\n    refundPayment(orderId: $orderId, input: $input) {\n      id\n      amountCents\n    }\n  }\n": typeof types.RefundPaymentDocument,
    "\n  mutation UpdateOrder($id: ID!, $input: OrderUpdateInput!) {\n    updateOrder(id: $id, input: $input) {\n      notes\n    }\n  }\n": typeof types.UpdateOrderDocument,
    "\n  query PhoneBookingClass($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n      class {\n        seatsLeft\n        unitPriceCents\n        classType {\n          offer\n        }\n      }\n    }\n  }\n": typeof types.PhoneBookingClassDocument,
    "\n  mutation BookByPhone($input: PhoneBookingInput!) {\n    bookByPhone(input: $input) {\n      checkoutId\n      orderId\n      amountDueCents\n      payLinkPath\n      holdExpiresAt\n    }\n  }\n": typeof types.BookByPhoneDocument,
    "\n  fragment AdminPromotionFields on AdminPromotion {\n    id\n    name\n    description\n    discountType\n    discountValue\n    appliesTo\n    classTypes {\n      id\n      name\n    }\n    giftCards\n    minimumCents\n    startsAt\n    endsAt\n    usageLimit\n    perCustomerLimit\n    uses\n    active\n    status\n    codeCount\n    createdAt\n  }\n": typeof types.AdminPromotionFieldsFragmentDoc,
    "\n  fragment PromotionCodeRow on PromotionCode {\n    code\n    usageLimit\n    uses\n    active\n    createdAt\n  }\n": typeof types.PromotionCodeRowFragmentDoc,
    "\n  query AdminPromotions($filter: AdminPromotionFilter, $limit: Int, $offset: Int) {\n    adminPromotions(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      promotions {\n        ...AdminPromotionFields\n      }\n    }\n  }\n": typeof types.AdminPromotionsDocument,
    "\n  query AdminPromotion($id: ID!, $codeSearch: String, $codeLimit: Int, $codeOffset: Int, $orderOffset: Int) {\n    adminPromotion(id: $id) {\n      ...AdminPromotionFields\n    }\n    promotionCodes(promotionId: $id, search: $codeSearch, limit: $codeLimit, offset: $codeOffset) {\n      total\n      codes {\n        id\n        ...PromotionCodeRow\n      }\n    }\n    promotionOrders(promotionId: $id, limit: 25, offset: $orderOffset) {\n      total\n      orders {\n        orderId\n        number\n        email\n        firstName\n        lastName\n        status\n        code\n        discountCents\n        totalCents\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminPromotionDocument,
    "\n  query PromotionCodesCsv($id: ID!, $offset: Int) {\n    promotionCodes(promotionId: $id, limit: 5000, offset: $offset) {\n      total\n      codes {\n        ...PromotionCodeRow\n      }\n    }\n  }\n": typeof types.PromotionCodesCsvDocument,
    "\n  query PromotionChoices {\n    classTypes {\n      id\n      name\n    }\n  }\n": typeof types.PromotionChoicesDocument,
    "\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePromotionDocument,
    "\n  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n    updatePromotion(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdatePromotionDocument,
    "\n  mutation RetirePromotion($id: ID!) {\n    retirePromotion(id: $id) {\n      id\n    }\n  }\n": typeof types.RetirePromotionDocument,
    "\n  mutation DeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePromotionDocument,
    "\n  mutation CreatePromotionCodes($promotionId: ID!, $input: PromotionCodesInput!) {\n    createPromotionCodes(promotionId: $promotionId, input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.CreatePromotionCodesDocument,
    "\n  mutation UpdatePromotionCode($id: ID!, $input: PromotionCodeInput!) {\n    updatePromotionCode(id: $id, input: $input) {\n      id\n      active\n    }\n  }\n": typeof types.UpdatePromotionCodeDocument,
    "\n  query AdminRegistrations($filter: AdminRegistrationFilter, $limit: Int, $offset: Int) {\n    adminRegistrations(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      registrations {\n        ...AdminRegistrationFields\n      }\n    }\n  }\n": typeof types.AdminRegistrationsDocument,
    "\n  query AdminRegistration($id: ID!) {\n    registration(id: $id) {\n      ...AdminRegistrationFields\n    }\n    registrationStatuses {\n      key\n      name\n      next\n    }\n    allergies {\n      key\n      name\n    }\n  }\n": typeof types.AdminRegistrationDocument,
    "\n  fragment AdminRegistrationFields on AdminRegistration {\n    id\n    orderId\n    orderNumber\n    status\n    firstName\n    lastName\n    email\n    phone\n    allergies\n    allergyNotes\n    spiceTolerance\n    class {\n      id\n      name\n      date\n      locationName\n      timezone\n    }\n    totals {\n      totalCents\n      refundedCents\n      refundableCents\n    }\n  }\n": typeof types.AdminRegistrationFieldsFragmentDoc,
    "\n  mutation SetRegistrationStatus($id: ID!, $status: RegistrationStatus!) {\n    setRegistrationStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.SetRegistrationStatusDocument,
    "\n  mutation ResendConfirmation($id: ID!) {\n    resendConfirmation(registrationId: $id) {\n      to\n    }\n  }\n": typeof types.ResendConfirmationDocument,
    "\n  mutation SendReminder($id: ID!) {\n    sendReminder(registrationId: $id) {\n      to\n    }\n  }\n": typeof types.SendReminderDocument,
    "\n  mutation UpdateRegistration($id: ID!, $input: RegistrationUpdateInput!) {\n    updateRegistration(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateRegistrationDocument,
    "\n  query RegistrationMovePlan($id: ID!, $scope: ChangeScope) {\n    registrationMovePlan(id: $id, scope: $scope) {\n      registrationId\n      orderId\n      orderNumber\n      firstName\n      classId\n      className\n      classDate\n      locationName\n      locationCity\n      timezone\n      party {\n        ...PartyFields\n      }\n      movedByCustomer\n      allowed\n      refusal\n      dates {\n        class {\n          ...AdminClassSummaryFields\n        }\n        seatsLeft\n        seats\n        differenceCents\n        withinPolicy\n        policyBreaks\n      }\n    }\n  }\n": typeof types.RegistrationMovePlanDocument,
    "\n  mutation StaffMoveRegistration($id: ID!, $input: StaffMoveInput!) {\n    staffMoveRegistration(id: $id, input: $input) {\n      movedRegistrations\n      toClassId\n      differenceCents\n      refundCents\n      collectCents\n      waivedCents\n      refundFailedRegistrations\n      payLinkCents\n      payLinkPath\n      holdExpiresAt\n    }\n  }\n": typeof types.StaffMoveRegistrationDocument,
    "\n  query DeliveryAddressesReport($from: String, $to: String) {\n    deliveryAddressesReport(from: $from, to: $to) {\n      from\n      to\n      days {\n        date\n        classes {\n          classId\n          className\n          time\n          meals\n        }\n        stops {\n          orderNumber\n          classId\n          address {\n            ...PostalAddressFields\n          }\n          portions\n        }\n      }\n    }\n  }\n": typeof types.DeliveryAddressesReportDocument,
    "\n  query OutstandingGiftCardBalanceReport($asOf: String, $from: String) {\n    outstandingGiftCardBalanceReport(asOf: $asOf, from: $from) {\n      asOf\n      from\n      totalCents\n      disabledCents\n      cards {\n        id\n        code\n        status\n        issuedAt\n        initialCents\n        balanceCents\n      }\n      trend {\n        date\n        totalCents\n      }\n    }\n  }\n": typeof types.OutstandingGiftCardBalanceReportDocument,
    "\n  query ManagementPayrollReport($from: String, $to: String) {\n    managementPayrollReport(from: $from, to: $to) {\n      from\n      to\n      setupMinutes\n      cleanupMinutes\n      lines {\n        week\n        hostId\n        hostName\n        hostEmail\n        classes\n        classMinutes\n        extraMinutes\n        totalMinutes\n      }\n      weeks {\n        week\n        totalMinutes\n      }\n      totalMinutes\n    }\n  }\n": typeof types.ManagementPayrollReportDocument,
    "\n  query AdminReviews($status: ReviewStatus, $limit: Int, $offset: Int) {\n    adminReviews(status: $status, limit: $limit, offset: $offset) {\n      total\n      pending\n      published\n      hidden\n      reviews {\n        ...AdminReviewFields\n      }\n    }\n  }\n": typeof types.AdminReviewsDocument,
    "\n  mutation AdminModerateReview($id: ID!, $status: ReviewStatus!) {\n    moderateReview(id: $id, status: $status) {\n      ...AdminReviewFields\n    }\n  }\n": typeof types.AdminModerateReviewDocument,
    "\n  mutation AdminReplyToReview($id: ID!, $reply: String!) {\n    replyToReview(id: $id, reply: $reply) {\n      ...AdminReviewFields\n    }\n  }\n": typeof types.AdminReplyToReviewDocument,
    "\n  fragment AdminReviewFields on StaffReview {\n    id\n    rating\n    comment\n    authorName\n    status\n    reply\n    createdAt\n    classId\n    classSku\n    className\n    classDate\n    classTypeName\n    locationName\n    timezone\n  }\n": typeof types.AdminReviewFieldsFragmentDoc,
    "\n  query ScheduledJobs {\n    scheduledJobs {\n      name\n      title\n      runs {\n        id\n        startedAt\n        finishedAt\n        status\n        items\n        more\n        error\n      }\n    }\n  }\n": typeof types.ScheduledJobsDocument,
    "\n  query MySecondFactor {\n    mySecondFactor {\n      required\n      enrolled\n      lockedUntil\n      recoveryCodesLeft\n    }\n  }\n": typeof types.MySecondFactorDocument,
    "\n  mutation StartSecondFactorEnrolment {\n    startSecondFactorEnrolment {\n      secret\n      uri\n    }\n  }\n": typeof types.StartSecondFactorEnrolmentDocument,
    "\n  mutation ConfirmSecondFactorEnrolment($code: String!) {\n    confirmSecondFactorEnrolment(code: $code)\n  }\n": typeof types.ConfirmSecondFactorEnrolmentDocument,
    "\n  mutation VerifySecondFactor($code: String, $recoveryCode: String) {\n    verifySecondFactor(code: $code, recoveryCode: $recoveryCode) {\n      method\n      recoveryCodesLeft\n    }\n  }\n": typeof types.VerifySecondFactorDocument,
    "\n  query UserSecondFactor($userId: ID!) {\n    userSecondFactor(userId: $userId) {\n      enrolled\n      confirmedAt\n      lockedUntil\n      recoveryCodesLeft\n    }\n  }\n": typeof types.UserSecondFactorDocument,
    "\n  mutation ResetSecondFactor($userId: ID!) {\n    resetSecondFactor(userId: $userId) {\n      enrolled\n    }\n  }\n": typeof types.ResetSecondFactorDocument,
    "\n  fragment CartFields on Cart {\n    uuid\n    status\n    updatedAt\n    classCount\n    donationCents\n    classes {\n      class {\n        id\n        sku\n        name\n        date\n        durationMinutes\n        canceled\n        seatsLeft\n        location {\n          id\n          name\n          city\n          timezone\n        }\n        fulfillment {\n          id\n          key\n          name\n          path\n        }\n      }\n      portionSize {\n        id\n        name\n        serves\n      }\n      portionQuantity {\n        id\n        mealCount\n      }\n      priceCents\n      offer\n      guests\n      unitPriceCents\n      seats\n      totals {\n        discountCents\n        taxCents\n        totalCents\n      }\n      problem\n      meals {\n        name\n        quantity\n      }\n      options {\n        ...ClassPriceFields\n      }\n    }\n    promotions {\n      code\n      promotionId\n      name\n      description\n      discountType\n      discountValue\n      appliesTo\n      discountCents\n      reason\n      message\n    }\n    giftCards {\n      giftCardId\n      code\n      status\n      balanceCents\n      appliedCents\n    }\n    charityWindow {\n      id\n      name\n      description\n      url\n      suggestedAmounts\n    }\n    address {\n      id\n      ...PostalAddressFields\n    }\n    delivery {\n      needed\n      zipcode\n      feeCents\n      kitchens {\n        locationId\n        name\n        feeRule\n      }\n    }\n    totals {\n      ...TotalsFields\n      amountDueCents\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query SessionCart($uuid: ID!) {\n    cart(uuid: $uuid) {\n      ...CartFields\n    }\n  }\n": typeof types.SessionCartDocument,
    "\n  query SessionCartCount($uuid: ID!) {\n    cart(uuid: $uuid) {\n      uuid\n      status\n      updatedAt\n      classCount\n    }\n  }\n": typeof types.SessionCartCountDocument,
    "\n  mutation CreateCart {\n    createCart {\n      uuid\n      status\n      updatedAt\n    }\n  }\n": typeof types.CreateCartDocument,
    "\n  mutation DeleteUnusedCart($uuid: ID!) {\n    deleteCart(uuid: $uuid)\n  }\n": typeof types.DeleteUnusedCartDocument,
    "\n  mutation AddGuestsToCart($uuid: ID!, $classId: ID, $sku: String, $guests: Int!) {\n    addGuestsToCart(uuid: $uuid, classId: $classId, sku: $sku, guests: $guests) {\n      ...CartFields\n    }\n  }\n": typeof types.AddGuestsToCartDocument,
    "\n  mutation AddClassToCart(\n    $uuid: ID!\n    $classId: ID\n    $sku: String\n    $portionSizeId: ID!\n    $portionQuantityId: ID!\n    $meals: [MealChoiceInput!]\n  ) {\n    addClassToCart(\n      uuid: $uuid\n      classId: $classId\n      sku: $sku\n      portionSizeId: $portionSizeId\n      portionQuantityId: $portionQuantityId\n      meals: $meals\n    ) {\n      ...CartFields\n    }\n  }\n": typeof types.AddClassToCartDocument,
    "\n  mutation RemoveClassFromCart($uuid: ID!, $classId: ID!) {\n    removeClassFromCart(uuid: $uuid, classId: $classId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveClassFromCartDocument,
    "\n  mutation ApplyPromotion($uuid: ID!, $code: String!) {\n    applyPromotion(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n": typeof types.ApplyPromotionDocument,
    "\n  mutation RemovePromotion($uuid: ID!, $promotionId: ID!) {\n    removePromotion(uuid: $uuid, promotionId: $promotionId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemovePromotionDocument,
    "\n  mutation ApplyGiftCard($uuid: ID!, $code: String!) {\n    applyGiftCard(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n": typeof types.ApplyGiftCardDocument,
    "\n  mutation RemoveGiftCard($uuid: ID!, $giftCardId: ID!) {\n    removeGiftCard(uuid: $uuid, giftCardId: $giftCardId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveGiftCardDocument,
    "\n  mutation SetDeliveryZip($uuid: ID!, $zipcode: String!) {\n    setDeliveryZip(uuid: $uuid, zipcode: $zipcode) {\n      ...CartFields\n    }\n  }\n": typeof types.SetDeliveryZipDocument,
    "\n  mutation SetDonation($uuid: ID!, $donationCents: Int!, $charityWindowId: ID) {\n    setDonation(uuid: $uuid, donationCents: $donationCents, charityWindowId: $charityWindowId) {\n      ...CartFields\n    }\n  }\n": typeof types.SetDonationDocument,
    "\n  query ClassPictures($sku: String!) {\n    class(idOrSku: $sku) {\n      id\n      classType {\n        id\n        picture {\n          ...PictureFields\n        }\n      }\n      host {\n        id\n        firstName\n        lastName\n        bio\n        picture {\n          ...PictureFields\n        }\n      }\n    }\n  }\n": typeof types.ClassPicturesDocument,
    "\n  query MealOfferings($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      offerings(first: 6) {\n        id\n        ...ClassWhereFields\n        name\n        date\n        seatsLeft\n      }\n    }\n  }\n": typeof types.MealOfferingsDocument,
    "\n  fragment ClassEventFields on Class {\n    id\n    ...ClassWhereFields\n    name\n    description\n    date\n    durationMinutes\n    canceled\n    location {\n      address {\n        street\n        city\n        state\n        zipcode\n      }\n    }\n  }\n": typeof types.ClassEventFieldsFragmentDoc,
    "\n  query ClassCalendar($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      ...ClassEventFields\n    }\n  }\n": typeof types.ClassCalendarDocument,
    "\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      ...ClassEventFields\n      ...ClassSeatsFields\n      fulfillment {\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      unitPriceCents\n      classType {\n        key\n        name\n        offer\n        reviews {\n          ...ClassReviewSummary\n        }\n      }\n      location {\n        phone\n      }\n      prices {\n        ...ClassPriceFields\n      }\n      menu {\n        id\n        name\n        meals {\n          ...MealSummary\n        }\n      }\n    }\n  }\n": typeof types.ClassDetailDocument,
    "\n  fragment ClassListEntry on Class {\n    id\n    ...ClassWhereFields\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fromPriceCents\n    classType {\n      id\n      offer\n    }\n  }\n": typeof types.ClassListEntryFragmentDoc,
    "\n  query ClassList(\n    $filter: ClassFilter!\n    $alsoFilter: ClassFilter!\n    $withAlso: Boolean!\n    $first: Int!\n    $currentFilter: ClassFilter!\n    $checkCurrent: Boolean!\n  ) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    currentClasses: classes(filter: $currentFilter, first: 5) @include(if: $checkCurrent) {\n      id\n      date\n    }\n    classTypes {\n      id\n      name\n      picture {\n        ...PictureFields\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n": typeof types.ClassListDocument,
    "\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": typeof types.LocationsNearDocument,
    "\n  query LocationsAround($latitude: Float!, $longitude: Float!, $mileRadius: Float!) {\n    locations(filter: { latitude: $latitude, longitude: $longitude, mileRadius: $mileRadius, active: true }) {\n      locations {\n        id\n        zipcode\n      }\n    }\n  }\n": typeof types.LocationsAroundDocument,
    "\n  query CityZipcode($city: String!) {\n    cityLookup(city: $city) {\n      name\n      state\n      closestZipcode {\n        zipcode\n      }\n    }\n  }\n": typeof types.CityZipcodeDocument,
    "\n  query AllLocations {\n    locations(filter: { active: true }) {\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": typeof types.AllLocationsDocument,
    "\n  fragment MenuMeal on Meal {\n    ...MealSummary\n    priceCents\n    serves\n  }\n": typeof types.MenuMealFragmentDoc,
    "\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      ...ClassTypeOfferFields\n    }\n  }\n": typeof types.MenuPageDocument,
    "\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n": typeof types.MenuMealsDocument,
    "\n  query KitchenDistances($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      locations {\n        id\n        distance\n      }\n    }\n  }\n": typeof types.KitchenDistancesDocument,
    "\n  query CheckoutForm($id: ID!) {\n    checkout(id: $id) {\n      id\n      form {\n        firstName\n        lastName\n        email\n        phone\n        allergies\n        allergyNotes\n        spiceTolerance\n        address {\n          ...PostalAddressFields\n        }\n        guests {\n          classId\n          number\n          firstName\n          lastName\n          allergies\n        }\n      }\n    }\n  }\n": typeof types.CheckoutFormDocument,
    "\n  query CheckoutMe {\n    me {\n      ...CustomerDetails\n    }\n  }\n": typeof types.CheckoutMeDocument,
    "\n  mutation StartCheckout($uuid: ID!, $input: CheckoutInput!) {\n    startCheckout(uuid: $uuid, input: $input) {\n      orderId\n      checkout {\n        id\n        status\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  query CheckoutById($id: ID!) {\n    checkout(id: $id) {\n      id\n      kind\n      status\n      amountDueCents\n      paymentUrl\n      failureCode\n      failureReason\n      orderId\n    }\n  }\n": typeof types.CheckoutByIdDocument,
    "\n  mutation CancelCheckout($id: ID!) {\n    cancelCheckout(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelCheckoutDocument,
    "\n  query OrderConfirmation($orderId: ID!, $checkoutId: ID) {\n    orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) {\n      ...OrderSummaryFields\n      kind\n      emailState\n      registrations {\n        id\n        firstName\n        lastName\n        priceCents\n        totalCents\n        class {\n          id\n          sku\n          name\n          date\n          durationMinutes\n          location {\n            id\n            name\n            city\n            timezone\n            street\n            state\n            zipcode\n          }\n        }\n        portionSize {\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        offer\n        allergies\n        meals {\n          name\n          quantity\n        }\n      }\n      giftCard {\n        ...PurchasedGiftCardFields\n      }\n      address {\n        ...PostalAddressFields\n      }\n    }\n  }\n": typeof types.OrderConfirmationDocument,
    "\n  mutation BuyGiftCard($input: GiftCardPurchaseInput!) {\n    buyGiftCard(input: $input) {\n      orderId\n      checkout {\n        id\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n": typeof types.BuyGiftCardDocument,
    "\n  mutation CorrectGiftCardRecipient($orderId: ID!, $checkoutId: ID, $recipientEmail: String!) {\n    correctGiftCardRecipient(orderId: $orderId, checkoutId: $checkoutId, recipientEmail: $recipientEmail) {\n      id\n      giftCard {\n        recipientEmail\n        emailState\n        scheduled\n      }\n    }\n  }\n": typeof types.CorrectGiftCardRecipientDocument,
    "\n  mutation RescheduleGiftCard($orderId: ID!, $checkoutId: ID, $sendOn: String!) {\n    rescheduleGiftCard(orderId: $orderId, checkoutId: $checkoutId, sendOn: $sendOn) {\n      id\n    }\n  }\n": typeof types.RescheduleGiftCardDocument,
    "\n  query GiftCardPromotionQuote($code: String!, $amountCents: Int!) {\n    giftCardPromotionQuote(code: $code, amountCents: $amountCents) {\n      code\n      amountCents\n      discountCents\n      amountDueCents\n      promotion {\n        id\n        name\n        description\n      }\n    }\n  }\n": typeof types.GiftCardPromotionQuoteDocument,
    "\n  query GiftCardBalance($code: String!) {\n    giftCardBalance(code: $code) {\n      code\n      balanceCents\n      status\n    }\n  }\n": typeof types.GiftCardBalanceDocument,
    "\n  query PayLink($token: String!) {\n    payLink(token: $token) {\n      status\n      amountDueCents\n      taxCents\n      expiresAt\n      firstName\n      orderNumber\n      failureReason\n      lines {\n        name\n        date\n        timezone\n        location\n        seats\n        totalCents\n      }\n      movingFrom {\n        name\n        date\n        timezone\n        location\n      }\n    }\n  }\n": typeof types.PayLinkDocument,
    "\n  mutation OpenPayLink($token: String!) {\n    openPayLink(token: $token) {\n      url\n    }\n  }\n": typeof types.OpenPayLinkDocument,
    "\n  query SandboxPaymentPage($sessionId: ID!) {\n    sandboxPaymentSession(sessionId: $sessionId) {\n      sessionId\n      checkoutId\n      amountCents\n      currency\n      description\n      customerEmail\n      status\n      expiresAt\n      successUrl\n      cancelUrl\n      lastError\n      orderId\n    }\n  }\n": typeof types.SandboxPaymentPageDocument,
    "\n  mutation PaySandboxSession($sessionId: ID!, $card: SandboxCardInput!) {\n    paySandboxSession(sessionId: $sessionId, card: $card) {\n      status\n      declineCode\n      message\n      checkoutId\n      orderId\n      redirectUrl\n    }\n  }\n": typeof types.PaySandboxSessionDocument,
    "\n  query PrivateClassKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        allowCustomClass\n      }\n    }\n  }\n": typeof types.PrivateClassKitchensDocument,
    "\n  mutation RequestPrivateClass($input: ClassRequestInput!) {\n    requestPrivateClass(input: $input) {\n      token\n    }\n  }\n": typeof types.RequestPrivateClassDocument,
    "\n  fragment ClassRequestFields on ClassRequest {\n    token\n    kitchen {\n      id\n      name\n      city\n      timezone\n    }\n    preferredDates\n    groupSize\n    occasion\n    menuWishes\n    name\n    email\n    phone\n    status\n    declineReason\n    class {\n      id\n      name\n      date\n      path\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.ClassRequestFieldsFragmentDoc,
    "\n  query ClassRequestByToken($token: String!) {\n    classRequest(token: $token) {\n      ...ClassRequestFields\n    }\n  }\n": typeof types.ClassRequestByTokenDocument,
    "\n  fragment PictureFields on Picture {\n    url\n    width\n    height\n    srcset\n    alt\n  }\n": typeof types.PictureFieldsFragmentDoc,
    "\n  fragment MealSummary on Meal {\n    id\n    slug\n    name\n    description\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n    picture {\n      ...PictureFields\n    }\n  }\n": typeof types.MealSummaryFragmentDoc,
    "\n  fragment ClassWhereFields on Class {\n    sku\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n  }\n": typeof types.ClassWhereFieldsFragmentDoc,
    "\n  fragment OrderRowFields on Order {\n    id\n    number\n    status\n    createdAt\n    totals {\n      totalCents\n    }\n  }\n": typeof types.OrderRowFieldsFragmentDoc,
    "\n  fragment TotalsFields on Totals {\n    subtotalCents\n    discountCents\n    taxCents\n    deliveryFeeCents\n    donationCents\n    totalCents\n    giftCardCents\n  }\n": typeof types.TotalsFieldsFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    email\n    firstName\n    lastName\n    phone\n    createdAt\n    totals {\n      ...TotalsFields\n      moveDifferenceCents\n      amountPaidCents\n    }\n    laterPayments {\n      id\n      description\n      amountCents\n      refundedCents\n      createdAt\n    }\n  }\n": typeof types.OrderSummaryFieldsFragmentDoc,
    "\n  fragment PostalAddressFields on PostalAddress {\n    name\n    street\n    street2\n    city\n    state\n    zipcode\n    phone\n  }\n": typeof types.PostalAddressFieldsFragmentDoc,
    "\n  fragment ClassPriceFields on ClassPrice {\n    portionSize {\n      id\n      key\n      name\n      serves\n    }\n    portionQuantity {\n      id\n      mealCount\n    }\n    priceCents\n  }\n": typeof types.ClassPriceFieldsFragmentDoc,
    "\n  fragment ClassTypeOfferFields on ClassType {\n    offer\n    seatPriceCents\n    pairPriceCents\n    prices {\n      ...ClassPriceFields\n    }\n  }\n": typeof types.ClassTypeOfferFieldsFragmentDoc,
    "\n  fragment ClassSeatsFields on Class {\n    classIsPublic\n    canceled\n    seats\n    seatsLeft\n    goNoGo {\n      ...GoNoGoFields\n    }\n  }\n": typeof types.ClassSeatsFieldsFragmentDoc,
    "\n  fragment GoNoGoFields on GoNoGo {\n    minSeats\n    decisionHours\n    decideAt\n    seatsBooked\n    seatsNeeded\n    decision\n    decidedAt\n  }\n": typeof types.GoNoGoFieldsFragmentDoc,
    "\n  fragment AdminClassSummaryFields on AdminClassSummary {\n    id\n    name\n    date\n    locationName\n    locationCity\n    timezone\n  }\n": typeof types.AdminClassSummaryFieldsFragmentDoc,
    "\n  fragment PartyFields on SelfServiceParty {\n    scope\n    guests {\n      id\n      firstName\n      lastName\n    }\n    seats\n    guestScopeAllowed\n  }\n": typeof types.PartyFieldsFragmentDoc,
    "\n  query OfferedFulfillments {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        fulfillments {\n          id\n          key\n        }\n      }\n    }\n  }\n": typeof types.OfferedFulfillmentsDocument,
    "\n  fragment PurchasedGiftCardFields on PurchasedGiftCard {\n    code\n    amountCents\n    recipientName\n    recipientEmail\n    emailState\n    recipientEditable\n    sendOn\n    design\n    scheduled\n  }\n": typeof types.PurchasedGiftCardFieldsFragmentDoc,
    "\n  fragment ClassCard on Class {\n    id\n    ...ClassWhereFields\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fromPriceCents\n    location {\n      city\n      state\n    }\n    classType {\n      id\n      offer\n      picture {\n        ...PictureFields\n      }\n    }\n  }\n": typeof types.ClassCardFragmentDoc,
    "\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n    picture {\n      ...PictureFields\n    }\n  }\n": typeof types.LocationCardFragmentDoc,
    "\n  fragment RegisteredClassLinkFields on RegisteredClass {\n    name\n    sku\n    date\n    location {\n      name\n      timezone\n    }\n    fulfillment {\n      path\n    }\n  }\n": typeof types.RegisteredClassLinkFieldsFragmentDoc,
    "\n  query MyRegistrations($userId: ID!, $limit: Int!, $offset: Int!) {\n    userRegistrations(userId: $userId, limit: $limit, offset: $offset, upcoming: true) {\n      total\n      registrations {\n        id\n        status\n        class {\n          ...RegisteredClassLinkFields\n          canceled\n        }\n      }\n    }\n  }\n": typeof types.MyRegistrationsDocument,
    "\n  query MyMealsMenu($month: String!) {\n    menus(month: $month) {\n      id\n      name\n      meals {\n        id\n        slug\n        name\n        description\n        mealType {\n          name\n        }\n      }\n    }\n  }\n": typeof types.MyMealsMenuDocument,
    "\n  query EmployeeLinks {\n    employeeLinks {\n      id\n      title\n      url\n      description\n    }\n  }\n": typeof types.EmployeeLinksDocument,
    "\n  query AccountOrders($userId: ID!, $limit: Int!, $offset: Int!) {\n    userOrders(userId: $userId, limit: $limit, offset: $offset) {\n      total\n      orders {\n        ...OrderRowFields\n        totals {\n          moveDifferenceCents\n        }\n        giftCard {\n          ...PurchasedGiftCardFields\n        }\n        registrations {\n          id\n          status\n          totalCents\n          offer\n          firstName\n          lastName\n          allergies\n          portionSize {\n            name\n            serves\n          }\n          portionQuantity {\n            mealCount\n          }\n          meals {\n            name\n            quantity\n          }\n          class {\n            ...RegisteredClassLinkFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.AccountOrdersDocument,
    "\n  query DevMailbox($to: String) {\n    mailbox(to: $to) {\n      id\n      to\n      subject\n      text\n      html\n      kind\n      createdAt\n      delivery {\n        ...EmailDeliveryFields\n      }\n      providerReceivedAt\n      providerEvents\n      providerInboxRead\n    }\n  }\n": typeof types.DevMailboxDocument,
    "\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n": typeof types.ChooseMenuClassesDocument,
    "\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      ...MealSummary\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n    }\n  }\n": typeof types.MealDetailDocument,
    "\n  mutation RegisterAccount($input: RegistrationInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n": typeof types.RegisterAccountDocument,
    "\n  fragment SessionUser on User {\n    id\n    ...CustomerDetails\n    allergies {\n      id\n      key\n      name\n    }\n    roles\n    permissions\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  query MatchingUid($uid: String) {\n    uidOfMatchingAccount(uid: $uid)\n  }\n": typeof types.MatchingUidDocument,
    "\n  mutation LinkAccounts($newUid: String!, $existingUid: String!) {\n    linkAccounts(newUid: $newUid, existingUid: $existingUid) {\n      id\n    }\n  }\n": typeof types.LinkAccountsDocument,
    "\n  mutation SyncFirebaseEmail($email: String!) {\n    syncFirebaseEmail(email: $email) {\n      id\n      email\n    }\n  }\n": typeof types.SyncFirebaseEmailDocument,
    "\n  query ContactKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ContactKitchensDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {\n    subscribeNewsletter(input: $input) {\n      email\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      email\n      status\n    }\n  }\n": typeof types.ConfirmNewsletterDocument,
    "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token) {\n      email\n      status\n    }\n  }\n": typeof types.UnsubscribeNewsletterDocument,
    "\n  query Newsroom($releases: Int!, $releasesOffset: Int!, $links: Int!, $linksOffset: Int!) {\n    pressReleases(first: $releases, offset: $releasesOffset) {\n      id\n      slug\n      title\n      summary\n      publishedOn\n      image {\n        ...PictureFields\n      }\n    }\n    inTheNews(first: $links, offset: $linksOffset) {\n      id\n      outlet\n      title\n      url\n      publishedOn\n      logo {\n        ...PictureFields\n      }\n    }\n  }\n": typeof types.NewsroomDocument,
    "\n  query PressReleasePage($slug: String!) {\n    pressRelease(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      bodyHtml\n      publishedOn\n      updatedAt\n      image {\n        ...PictureFields\n      }\n    }\n  }\n": typeof types.PressReleasePageDocument,
    "\n  fragment ClassReviewSummary on ReviewSummary {\n    average\n    count\n    latest {\n      id\n      rating\n      comment\n      authorName\n      reply\n      createdAt\n      classDate\n      locationName\n    }\n  }\n": typeof types.ClassReviewSummaryFragmentDoc,
    "\n  query ReviewLink($token: String!) {\n    reviewLink(token: $token) {\n      ...ReviewLinkFields\n    }\n  }\n": typeof types.ReviewLinkDocument,
    "\n  mutation SubmitReview($token: String!, $rating: Int!, $comment: String) {\n    submitReview(token: $token, rating: $rating, comment: $comment) {\n      ...ReviewLinkFields\n    }\n  }\n": typeof types.SubmitReviewDocument,
    "\n  fragment ReviewLinkFields on ReviewLink {\n    authorName\n    class {\n      name\n      date\n      path\n      locationName\n      timezone\n    }\n  }\n": typeof types.ReviewLinkFieldsFragmentDoc,
    "\n  query Sitemap($first: Int!, $offset: Int!) {\n    sitemap(first: $first, offset: $offset) {\n      total\n      entries {\n        kind\n        id\n        key\n        path\n        updatedAt\n      }\n    }\n  }\n": typeof types.SitemapDocument,
    "\n  query AdminClassWaitlist($id: ID!) {\n    classInformation(id: $id) {\n      localDate\n      localTime\n      class {\n        name\n        seats\n        seatsLeft\n        location {\n          name\n          timezone\n        }\n      }\n    }\n    classWaitlist(id: $id) {\n      id\n      email\n      status\n      position\n      createdAt\n      claimExpiresAt\n    }\n  }\n": typeof types.AdminClassWaitlistDocument,
    "\n  mutation AdminRemoveWaitlistEntry($classId: ID!, $entryId: ID!) {\n    removeWaitlistEntry(classId: $classId, entryId: $entryId) {\n      id\n      seatFreed\n    }\n  }\n": typeof types.AdminRemoveWaitlistEntryDocument,
    "\n  fragment WaitlistOfferFields on WaitlistOffer {\n    status\n    claimExpiresAt\n    seats\n    fromCanceledClass\n    classSku\n    className\n    classDate\n    locationName\n    timezone\n  }\n": typeof types.WaitlistOfferFieldsFragmentDoc,
    "\n  fragment WaitlistEntryFields on WaitlistEntry {\n    status\n    classSku\n    className\n    classDate\n    locationName\n    timezone\n  }\n": typeof types.WaitlistEntryFieldsFragmentDoc,
    "\n  mutation JoinWaitlist($sku: String!, $email: String!) {\n    joinWaitlist(sku: $sku, email: $email) {\n      email\n      alreadyOnList\n    }\n  }\n": typeof types.JoinWaitlistDocument,
    "\n  query WaitlistOfferPage($token: String!) {\n    waitlistOffer(token: $token) {\n      ...WaitlistOfferFields\n    }\n  }\n": typeof types.WaitlistOfferPageDocument,
    "\n  mutation ClaimWaitlistSeat($token: String!, $cartId: ID!) {\n    claimWaitlistSeat(token: $token, cartId: $cartId)\n  }\n": typeof types.ClaimWaitlistSeatDocument,
    "\n  query WaitlistLeavePage($token: String!) {\n    waitlistEntry(token: $token) {\n      ...WaitlistEntryFields\n    }\n  }\n": typeof types.WaitlistLeavePageDocument,
    "\n  mutation LeaveWaitlist($token: String!) {\n    leaveWaitlist(token: $token) {\n      ...WaitlistEntryFields\n    }\n  }\n": typeof types.LeaveWaitlistDocument,
};
const documents: Documents = {
    "\n  mutation UpdateAccount($id: ID!, $input: ProfileInput!) {\n    updateAccount(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  query EmailIsUnique($email: String!, $excludeUserId: ID) {\n    emailIsUnique(email: $email, excludeUserId: $excludeUserId)\n  }\n": types.EmailIsUniqueDocument,
    "\n  mutation CloseAccount($id: ID!) {\n    closeAccount(id: $id) {\n      id\n    }\n  }\n": types.CloseAccountDocument,
    "\n  query AccountMe {\n    me {\n      ...SessionUser\n    }\n  }\n": types.AccountMeDocument,
    "\n  query AllergyChoices {\n    allergies {\n      key\n      name\n    }\n  }\n": types.AllergyChoicesDocument,
    "\n  fragment CustomerDetails on User {\n    email\n    firstName\n    lastName\n    phone\n    spiceTolerance\n    allergyNotes\n    allergies {\n      key\n    }\n  }\n": types.CustomerDetailsFragmentDoc,
    "\n  query MyEmailVerification {\n    myEmailVerification {\n      email\n      verified\n      waitingOrders\n    }\n  }\n": types.MyEmailVerificationDocument,
    "\n  mutation SendEmailVerification {\n    sendEmailVerification {\n      sent\n      reason\n      retryAfterSeconds\n    }\n  }\n": types.SendEmailVerificationDocument,
    "\n  fragment SelfServiceClassFields on SelfServiceClass {\n    id\n    name\n    date\n    location {\n      name\n      city\n      timezone\n    }\n  }\n": types.SelfServiceClassFieldsFragmentDoc,
    "\n  fragment RegistrationChangesFields on RegistrationChanges {\n    registration {\n      id\n      orderNumber\n      status\n      firstName\n      totalCents\n      offer\n      refundedCents\n      class {\n        ...SelfServiceClassFields\n      }\n    }\n    party {\n      ...PartyFields\n    }\n    cutoff\n    canCancel\n    cancelRefusal\n    cancelRefundCents\n    canMove\n    moveRefusal\n    canceledAt\n    movedAt\n    movedFrom {\n      ...SelfServiceClassFields\n    }\n    moveOptions {\n      class {\n        ...SelfServiceClassFields\n      }\n      seatsLeft\n      seats\n      newTotalCents\n      differenceCents\n      allowed\n      refusal\n    }\n  }\n": types.RegistrationChangesFieldsFragmentDoc,
    "\n  query RegistrationChanges($registrationId: ID!, $scope: ChangeScope) {\n    registrationChanges(registrationId: $registrationId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n": types.RegistrationChangesDocument,
    "\n  mutation CancelMyRegistration($registrationId: ID!, $scope: ChangeScope) {\n    cancelMyRegistration(registrationId: $registrationId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n": types.CancelMyRegistrationDocument,
    "\n  mutation MoveMyRegistration($registrationId: ID!, $classId: ID!, $scope: ChangeScope) {\n    moveMyRegistration(registrationId: $registrationId, classId: $classId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n": types.MoveMyRegistrationDocument,
    "\n  query Calendars($first: Int, $offset: Int) {\n    calendars(first: $first, offset: $offset) {\n      id\n      name\n      description\n      timezone\n      eventCount\n      location {\n        id\n        name\n      }\n    }\n  }\n": types.CalendarsDocument,
    "\n  query Calendar($id: ID!) {\n    calendar(id: $id) {\n      id\n      name\n      timezone\n    }\n  }\n": types.CalendarDocument,
    "\n  fragment CalendarEventFields on CalendarEvent {\n    id\n    calendarId\n    kind\n    status\n    title\n    notes\n    startDate\n    endDate\n    startTime\n    endTime\n    overlappingClasses {\n      id\n      name\n      date\n    }\n  }\n": types.CalendarEventFieldsFragmentDoc,
    "\n  query CalendarWindow($id: ID!, $from: String!, $to: String!) {\n    calendarWindow(calendarId: $id, from: $from, to: $to) {\n      calendar {\n        id\n        name\n        description\n        timezone\n        location {\n          id\n          name\n        }\n      }\n      events {\n        ...CalendarEventFields\n      }\n      classes {\n        id\n        sku\n        name\n        date\n        durationMinutes\n      }\n    }\n  }\n": types.CalendarWindowDocument,
    "\n  query CalendarEvent($id: ID!) {\n    calendarEvent(id: $id) {\n      ...CalendarEventFields\n    }\n  }\n": types.CalendarEventDocument,
    "\n  mutation CreateCalendarEvent($calendarId: ID!, $input: CalendarEventInput!) {\n    createCalendarEvent(calendarId: $calendarId, input: $input) {\n      id\n      overlappingClasses {\n        id\n      }\n    }\n  }\n": types.CreateCalendarEventDocument,
    "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      id\n      calendarId\n      overlappingClasses {\n        id\n      }\n    }\n  }\n": types.UpdateCalendarEventDocument,
    "\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n": types.DeleteCalendarEventDocument,
    "\n  query CalendarForm($id: ID!, $withCalendar: Boolean!) {\n    calendar(id: $id) @include(if: $withCalendar) {\n      id\n      name\n      description\n      eventCount\n      location {\n        id\n      }\n    }\n    adminLocations {\n      location {\n        id\n        name\n        calendarId\n      }\n    }\n  }\n": types.CalendarFormDocument,
    "\n  mutation CreateCalendar($id: ID!, $input: CalendarInput!) {\n    createCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n": types.CreateCalendarDocument,
    "\n  mutation UpdateCalendar($id: ID!, $input: CalendarInput!) {\n    updateCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCalendarDocument,
    "\n  mutation DeleteCalendar($id: ID!) {\n    deleteCalendar(id: $id)\n  }\n": types.DeleteCalendarDocument,
    "\n  query AdminClasses($filter: AdminClassFilter, $sort: AdminClassSort, $limit: Int, $offset: Int) {\n    adminClasses(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      classes {\n        id\n        sku\n        name\n        localDate\n        localTime\n        locationName\n        classType\n        classIsPublic\n        seats\n        seatsTaken\n        state\n      }\n    }\n    classFormChoices {\n      locations {\n        id\n        name\n      }\n      classTypes {\n        id\n        name\n      }\n    }\n  }\n": types.AdminClassesDocument,
    "\n  query ClassFormChoices {\n    classFormChoices {\n      locations {\n        id\n        name\n        timezone\n        active\n        fulfillmentIds\n      }\n      classTypes {\n        id\n        name\n      }\n      hosts {\n        id\n        name\n      }\n      menus {\n        id\n        name\n      }\n    }\n  }\n": types.ClassFormChoicesDocument,
    "\n  query AdminClass($id: ID!) {\n    classInformation(id: $id) {\n      published\n      state\n      actions\n      registrationsCount\n      revenueCents\n      localDate\n      localTime\n      classTypeId\n      locationId\n      fulfillmentId\n      reservationSizeId\n      hostId\n      menuId\n      minSeats\n      decisionHours\n      priceCents\n      class {\n        id\n        unitPriceCents\n        sku\n        name\n        description\n        durationMinutes\n        ...ClassSeatsFields\n        location {\n          name\n          timezone\n        }\n        fulfillment {\n          name\n          path\n        }\n        classType {\n          name\n        }\n        host {\n          firstName\n          lastName\n        }\n        menu {\n          name\n        }\n      }\n    }\n    classForecast(id: $id) {\n      sold\n      held\n      left\n    }\n  }\n": types.AdminClassDocument,
    "\n  query ClassGrocery($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n    }\n    classGrocery(id: $id) {\n      kits\n      registrations\n      menuMeals\n      perGuest\n      guests\n      aisles {\n        aisle\n        items {\n          name\n          unit\n          quantity\n          shown\n          meals\n        }\n      }\n    }\n  }\n": types.ClassGroceryDocument,
    "\n  mutation CreateClass($input: ClassInput!) {\n    createClass(input: $input) {\n      class {\n        id\n      }\n    }\n  }\n": types.CreateClassDocument,
    "\n  mutation CreateClassSeries($input: ClassInput!, $repeat: ClassRepeatInput!) {\n    createClassSeries(input: $input, repeat: $repeat) {\n      classIds\n      skippedDates\n    }\n  }\n": types.CreateClassSeriesDocument,
    "\n  mutation CreateCustomClass($input: CustomClassInput!) {\n    createCustomClass(input: $input) {\n      class {\n        id\n      }\n    }\n  }\n": types.CreateCustomClassDocument,
    "\n  mutation UpdateClass($id: ID!, $input: ClassInput!) {\n    updateClass(id: $id, input: $input) {\n      class {\n        id\n      }\n    }\n  }\n": types.UpdateClassDocument,
    "\n  mutation ClassAction($id: ID!, $complete: Boolean!, $archive: Boolean!, $publish: Boolean!, $published: Boolean!, $setPublic: Boolean!, $public: Boolean!) {\n    completeClass(id: $id) @include(if: $complete) {\n      state\n    }\n    archiveClass(id: $id) @include(if: $archive) {\n      state\n    }\n    publishClass(id: $id, published: $published) @include(if: $publish) {\n      state\n    }\n    setClassPublic(id: $id, public: $public) @include(if: $setPublic) {\n      state\n    }\n  }\n": types.ClassActionDocument,
    "\n  mutation RunClassAnyway($id: ID!) {\n    runClassAnyway(id: $id) {\n      class {\n        id\n        goNoGo {\n          decision\n        }\n      }\n    }\n  }\n": types.RunClassAnywayDocument,
    "\n  mutation DeleteClass($id: ID!) {\n    deleteClass(id: $id)\n  }\n": types.DeleteClassDocument,
    "\n  query ClassCancelPlan($id: ID!) {\n    classInformation(id: $id) {\n      state\n      class {\n        id\n        name\n        location {\n          name\n          timezone\n        }\n      }\n      localDate\n      localTime\n    }\n    classCancelPlan(id: $id) {\n      bookings {\n        orderId\n        orderNumber\n        bookerFirstName\n        bookerLastName\n        bookerEmail\n        guests {\n          id\n          firstName\n          lastName\n          status\n        }\n        seats\n        paidCents\n        refundCents\n      }\n      seats\n      refundCents\n      guestsVersion\n      moveAllowed\n      moveRefusal\n      moveDates {\n        class {\n          ...AdminClassSummaryFields\n        }\n        seatsLeft\n      }\n    }\n  }\n": types.ClassCancelPlanDocument,
    "\n  mutation CancelClass($id: ID!, $message: String, $guestsVersion: String) {\n    cancelClass(id: $id, message: $message, guestsVersion: $guestsVersion) {\n      refundedRegistrations\n      failedRegistrations\n    }\n  }\n": types.CancelClassDocument,
    "\n  mutation MoveClassGuests($id: ID!, $toClassId: ID!, $guestsVersion: String!, $message: String) {\n    moveClassGuests(id: $id, toClassId: $toClassId, guestsVersion: $guestsVersion, message: $message) {\n      toClassId\n      movedRegistrations\n    }\n  }\n": types.MoveClassGuestsDocument,
    "\n  query AdminClassRequests($filter: ClassRequestFilter, $limit: Int, $offset: Int) {\n    adminClassRequests(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      requests {\n        id\n        kitchen {\n          id\n          name\n        }\n        preferredDates\n        groupSize\n        occasion\n        name\n        email\n        status\n        createdAt\n      }\n    }\n  }\n": types.AdminClassRequestsDocument,
    "\n  query AdminClassRequest($id: ID!) {\n    adminClassRequest(id: $id) {\n      id\n      ...ClassRequestFields\n      classChoices {\n        id\n        name\n        date\n      }\n    }\n  }\n": types.AdminClassRequestDocument,
    "\n  mutation SetClassRequestStatus($id: ID!, $status: ClassRequestStatus!, $reason: String, $classId: ID) {\n    setClassRequestStatus(id: $id, status: $status, reason: $reason, classId: $classId) {\n      id\n      status\n    }\n  }\n": types.SetClassRequestStatusDocument,
    "\n  query AdminClassTypes($ids: [ID!]) {\n    adminClassTypes(ids: $ids) {\n      upcomingClasses\n      reminderHours\n      minSeats\n      decisionHours\n      bookedClasses\n      classType {\n        id\n        key\n        name\n        description\n        ...ClassTypeOfferFields\n        picture {\n          ...PictureFields\n        }\n      }\n    }\n  }\n": types.AdminClassTypesDocument,
    "\n  mutation CreateClassType($input: ClassTypeInput!) {\n    createClassType(input: $input) {\n      classType {\n        id\n      }\n    }\n  }\n": types.CreateClassTypeDocument,
    "\n  mutation UpdateClassType($id: ID!, $input: ClassTypeInput!) {\n    updateClassType(id: $id, input: $input) {\n      classType {\n        id\n      }\n    }\n  }\n": types.UpdateClassTypeDocument,
    "\n  mutation SetClassTypePicture($id: ID!, $picture: File!, $alt: String!) {\n    setClassTypePicture(id: $id, picture: $picture, alt: $alt) {\n      classType {\n        id\n      }\n    }\n  }\n": types.SetClassTypePictureDocument,
    "\n  mutation RemoveClassTypePicture($id: ID!) {\n    removeClassTypePicture(id: $id) {\n      classType {\n        id\n      }\n    }\n  }\n": types.RemoveClassTypePictureDocument,
    "\n  query LocationPicture($ids: [ID!]) {\n    adminLocations(ids: $ids) {\n      location {\n        id\n        picture {\n          url\n          srcset\n          width\n          height\n          alt\n        }\n      }\n    }\n  }\n": types.LocationPictureDocument,
    "\n  mutation SetLocationPicture($id: ID!, $picture: File!, $alt: String!) {\n    setLocationPicture(id: $id, picture: $picture, alt: $alt) {\n      location {\n        id\n      }\n    }\n  }\n": types.SetLocationPictureDocument,
    "\n  mutation RemoveLocationPicture($id: ID!) {\n    removeLocationPicture(id: $id) {\n      location {\n        id\n      }\n    }\n  }\n": types.RemoveLocationPictureDocument,
    "\n  query ConsoleKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n": types.ConsoleKitchensDocument,
    "\n  query ConsoleHome($days: Int, $locationId: ID, $withKitchens: Boolean!) {\n    consoleHome(days: $days, locationId: $locationId) {\n      days\n      truncated\n      classes {\n        id\n        name\n        date\n        localDate\n        timezone\n        locationId\n        locationName\n        seats\n        seatsTaken\n        sold\n        revenueCents\n        minSeats\n        underMinimum\n        canceled\n        published\n      }\n      attention {\n        classRequests\n        failedEmails\n        underMinimum\n        waitlistOffers\n        unansweredMessages\n      }\n    }\n    classFormChoices @include(if: $withKitchens) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n": types.ConsoleHomeDocument,
    "\n  fragment AuditRow on AuditRecord {\n    id\n    actorEmail\n    action\n    resource\n    resourceId\n    before\n    after\n    createdAt\n    summary\n    timeZone\n    links {\n      resource\n      resourceId\n      label\n    }\n  }\n": types.AuditRowFragmentDoc,
    "\n  query AuditRecords($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditRecords(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      records {\n        ...AuditRow\n      }\n    }\n  }\n": types.AuditRecordsDocument,
    "\n  fragment AdminUserRow on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    roles\n    disabled\n  }\n": types.AdminUserRowFragmentDoc,
    "\n  query AdminUsers($search: String, $limit: Int, $offset: Int) {\n    users(search: $search, limit: $limit, offset: $offset) {\n      total\n      users {\n        ...AdminUserRow\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      ...AdminUserRow\n      createdAt\n      allergies {\n        key\n        name\n      }\n      allergyNotes\n    }\n    userOrders(userId: $id, limit: 10) {\n      total\n      orders {\n        ...OrderRowFields\n      }\n    }\n  }\n": types.AdminUserDocument,
    "\n  query AdminRoles {\n    roles {\n      key\n      name\n    }\n  }\n": types.AdminRolesDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  query KitchenBoard($from: String, $to: String, $locationId: ID) {\n    kitchenBoard(from: $from, to: $to, locationId: $locationId) {\n      classId\n      name\n      date\n      timezone\n      locationName\n      seatsTaken\n      chefsChoiceKits\n      meals {\n        mealId\n        name\n        status\n        kitsChosen\n      }\n    }\n    classFormChoices {\n      locations {\n        id\n        name\n      }\n    }\n  }\n": types.KitchenBoardDocument,
    "\n  mutation SetMealCookedStatus($classId: ID!, $mealId: ID!, $status: MealCookedStatus!) {\n    setMealCookedStatus(classId: $classId, mealId: $mealId, status: $status) {\n      status\n    }\n  }\n": types.SetMealCookedStatusDocument,
    "\n  fragment EmailDeliveryFields on EmailDelivery {\n    state\n    attempts\n    lastError\n    providerId\n  }\n": types.EmailDeliveryFieldsFragmentDoc,
    "\n  fragment AdminEmailFields on AdminEmail {\n    id\n    to\n    subject\n    kind\n    delivery {\n      ...EmailDeliveryFields\n    }\n    createdAt\n    sentAt\n  }\n": types.AdminEmailFieldsFragmentDoc,
    "\n  query AdminEmails($filter: AdminEmailFilter, $limit: Int, $offset: Int) {\n    adminEmails(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      states {\n        state\n        count\n      }\n      emails {\n        ...AdminEmailFields\n      }\n    }\n    emailSuppressions {\n      email\n      reason\n      detail\n      createdAt\n    }\n  }\n": types.AdminEmailsDocument,
    "\n  query AdminEmail($id: ID!) {\n    adminEmail(id: $id) {\n      ...AdminEmailFields\n      ref\n      updatedAt\n      text\n      html\n    }\n  }\n": types.AdminEmailDocument,
    "\n  mutation ResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n    }\n  }\n": types.ResendEmailDocument,
    "\n  mutation SuppressEmailAddress($email: String!, $detail: String) {\n    suppressEmailAddress(email: $email, detail: $detail) {\n      email\n    }\n  }\n": types.SuppressEmailAddressDocument,
    "\n  mutation UnsuppressEmailAddress($email: String!) {\n    unsuppressEmailAddress(email: $email)\n  }\n": types.UnsuppressEmailAddressDocument,
    "\n  query AdminGiftCards($filter: AdminGiftCardFilter, $limit: Int, $offset: Int) {\n    adminGiftCards(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      giftCards {\n        id\n        code\n        initialCents\n        balanceCents\n        status\n        recipientName\n        recipientEmail\n        purchaserEmail\n        issuedByHand\n        createdAt\n      }\n    }\n  }\n": types.AdminGiftCardsDocument,
    "\n  query AdminGiftCard($id: ID!) {\n    adminGiftCard(id: $id) {\n      id\n      code\n      codeLast4\n      initialCents\n      balanceCents\n      status\n      statusReason\n      recipientName\n      recipientEmail\n      senderName\n      message\n      purchaserEmail\n      orderId\n      orderNumber\n      issuedByHand\n      createdAt\n      ledgerBalanceCents\n      ledger {\n        id\n        kind\n        amountCents\n        orderId\n        orderNumber\n        reference\n        note\n        createdAt\n      }\n    }\n  }\n": types.AdminGiftCardDocument,
    "\n  mutation SetGiftCardStatus($id: ID!, $status: GiftCardStatus!, $reason: String!) {\n    setGiftCardStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.SetGiftCardStatusDocument,
    "\n  mutation IssueGiftCard($input: GiftCardCompInput!) {\n    issueGiftCard(input: $input) {\n      id\n    }\n  }\n": types.IssueGiftCardDocument,
    "\n  fragment AdminContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    topic\n    kitchenName\n    message\n    sentTo\n    createdAt\n    status\n    readAt\n    readBy\n    repliedAt\n    repliedBy\n    doneAt\n    doneBy\n  }\n": types.AdminContactMessageFieldsFragmentDoc,
    "\n  query AdminContactMessages($filter: ContactMessageFilter, $limit: Int, $offset: Int) {\n    adminContactMessages(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      open\n      unanswered\n      done\n      messages {\n        ...AdminContactMessageFields\n      }\n    }\n  }\n": types.AdminContactMessagesDocument,
    "\n  query AdminContactMessage($id: ID!) {\n    adminContactMessage(id: $id) {\n      ...AdminContactMessageFields\n      replies {\n        id\n        subject\n        message\n        repliedBy\n        createdAt\n      }\n    }\n  }\n": types.AdminContactMessageDocument,
    "\n  mutation MarkContactMessageRead($id: ID!) {\n    markContactMessageRead(id: $id) {\n      id\n      readAt\n      readBy\n    }\n  }\n": types.MarkContactMessageReadDocument,
    "\n  mutation ReplyToContactMessage($id: ID!, $subject: String, $message: String!) {\n    replyToContactMessage(id: $id, subject: $subject, message: $message) {\n      id\n      repliedAt\n    }\n  }\n": types.ReplyToContactMessageDocument,
    "\n  mutation SetContactMessageStatus($id: ID!, $status: ContactMessageStatus!) {\n    setContactMessageStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.SetContactMessageStatusDocument,
    "\n  query AdminNewsletterSubscribers($filter: NewsletterSubscriberFilter, $limit: Int, $offset: Int) {\n    adminNewsletterSubscribers(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      pending\n      subscribed\n      unsubscribed\n      subscribers {\n        email\n        firstName\n        lastName\n        status\n        createdAt\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n": types.AdminNewsletterSubscribersDocument,
    "\n  mutation AdminUnsubscribeNewsletter($email: String!) {\n    adminUnsubscribeNewsletter(email: $email) {\n      email\n      status\n    }\n  }\n": types.AdminUnsubscribeNewsletterDocument,
    "\n  query AdminLocations($ids: [ID!], $search: String, $first: Int, $offset: Int) {\n    adminLocations(ids: $ids, search: $search, first: $first, offset: $offset) {\n      taxRateBps\n      upcomingClasses\n      shippingOffsetsCount\n      deliveryArea {\n        radiusMiles\n        zipcodes\n        feeCents\n        freeOverCents\n      }\n      location {\n        id\n        name\n        slug\n        street\n        city\n        state\n        zipcode\n        latitude\n        longitude\n        timezone\n        phone\n        email\n        active\n        shipping\n        allowCustomClass\n        calendarId\n        activeMonths\n        fulfillments {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AdminLocationsDocument,
    "\n  query FulfillmentChoices {\n    fulfillments {\n      id\n      name\n    }\n  }\n": types.FulfillmentChoicesDocument,
    "\n  mutation CreateLocation($input: LocationInput!) {\n    createLocation(input: $input) {\n      location {\n        id\n      }\n    }\n  }\n": types.CreateLocationDocument,
    "\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      location {\n        id\n      }\n    }\n  }\n": types.UpdateLocationDocument,
    "\n  mutation DeleteLocation($id: ID!) {\n    deleteLocation(id: $id)\n  }\n": types.DeleteLocationDocument,
    "\n  fragment ClassSheetHead on ClassInformation {\n    localDate\n    localTime\n    class {\n      id\n      name\n      location {\n        name\n      }\n      menu {\n        name\n      }\n    }\n  }\n": types.ClassSheetHeadFragmentDoc,
    "\n  query ClassManifest($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n      class {\n        classType {\n          offer\n        }\n      }\n    }\n    classAttendees(id: $id) {\n      id\n      orderId\n      orderNumber\n      bookerName\n      bookerEmail\n      bookerPhone\n      firstName\n      lastName\n      phone\n      email\n      allergies\n      allergiesOnMenu\n      allergyNotes\n      spiceTolerance\n      status\n      portionSize\n      mealCount\n      meals {\n        mealId\n        name\n        quantity\n      }\n    }\n  }\n": types.ClassManifestDocument,
    "\n  mutation MessageAttendees($classId: ID!, $subject: String!, $message: String!) {\n    messageAttendees(classId: $classId, subject: $subject, message: $message) {\n      queued\n      recipients\n    }\n  }\n": types.MessageAttendeesDocument,
    "\n  fragment AdminMealRow on Meal {\n    id\n    slug\n    name\n    priceCents\n    active\n    mealType {\n      id\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n": types.AdminMealRowFragmentDoc,
    "\n  fragment AdminMealFields on AdminMeal {\n    meal {\n      ...AdminMealRow\n      description\n      ingredients\n      instructions\n      serves\n      calories\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n    measuredIngredients {\n      name\n      quantity\n      unit\n      aisle\n    }\n  }\n": types.AdminMealFieldsFragmentDoc,
    "\n  query AdminMeals($ids: [ID!]) {\n    adminMeals(ids: $ids) {\n      ...AdminMealFields\n    }\n  }\n": types.AdminMealsDocument,
    "\n  query AdminMealList($ids: [ID!], $search: String, $mealTypeId: ID, $active: Boolean, $notOnMenuId: ID, $first: Int, $offset: Int) {\n    adminMeals(ids: $ids, search: $search, mealTypeId: $mealTypeId, active: $active, notOnMenuId: $notOnMenuId, first: $first, offset: $offset) {\n      meal {\n        ...AdminMealRow\n      }\n    }\n  }\n": types.AdminMealListDocument,
    "\n  query AdminMenus {\n    menus {\n      id\n      name\n      startsOn\n      endsOn\n      meals {\n        id\n        name\n      }\n    }\n  }\n": types.AdminMenusDocument,
    "\n  mutation CreateMeal($input: MealInput!) {\n    createMeal(input: $input) {\n      meal {\n        id\n      }\n    }\n  }\n": types.CreateMealDocument,
    "\n  mutation UpdateMeal($id: ID!, $input: MealInput!) {\n    updateMeal(id: $id, input: $input) {\n      meal {\n        id\n      }\n    }\n  }\n": types.UpdateMealDocument,
    "\n  mutation SetMenuMeals($menuId: ID!, $mealIds: [ID!]!) {\n    setMenuMeals(menuId: $menuId, mealIds: $mealIds) {\n      id\n    }\n  }\n": types.SetMenuMealsDocument,
    "\n  mutation AddMenuMeal($menuId: ID!, $mealId: ID!) {\n    addMenuMeal(menuId: $menuId, mealId: $mealId) {\n      id\n      meals {\n        id\n        name\n      }\n    }\n  }\n": types.AddMenuMealDocument,
    "\n  query MealChoices {\n    mealTypes {\n      id\n      name\n    }\n    allergies {\n      key\n      name\n    }\n  }\n": types.MealChoicesDocument,
    "\n  mutation SetMealPicture($id: ID!, $picture: File!, $alt: String) {\n    setMealPicture(id: $id, picture: $picture, alt: $alt) {\n      meal {\n        id\n      }\n    }\n  }\n": types.SetMealPictureDocument,
    "\n  mutation RemoveMealPicture($id: ID!) {\n    removeMealPicture(id: $id) {\n      meal {\n        id\n      }\n    }\n  }\n": types.RemoveMealPictureDocument,
    "\n  fragment AdminPressReleaseFields on PressRelease {\n    id\n    slug\n    title\n    summary\n    body\n    bodyHtml\n    publishedOn\n    status\n    updatedAt\n    image {\n      ...PictureFields\n    }\n  }\n": types.AdminPressReleaseFieldsFragmentDoc,
    "\n  fragment AdminBlogPostFields on BlogPost {\n    id\n    slug\n    title\n    author\n    summary\n    body\n    bodyHtml\n    publishedOn\n    status\n    image {\n      ...PictureFields\n    }\n  }\n": types.AdminBlogPostFieldsFragmentDoc,
    "\n  fragment AdminNewsLinkFields on NewsLink {\n    id\n    outlet\n    title\n    url\n    publishedOn\n    status\n    updatedAt\n    logo {\n      ...PictureFields\n    }\n  }\n": types.AdminNewsLinkFieldsFragmentDoc,
    "\n  fragment ContentStatuses on Query {\n    newsroomStatuses {\n      key\n      name\n    }\n  }\n": types.ContentStatusesFragmentDoc,
    "\n  fragment AdminContentRow on ContentItem {\n    __typename\n    id\n    title\n    publishedOn\n    status\n    ... on NewsLink {\n      outlet\n    }\n    ... on BlogPost {\n      author\n    }\n  }\n": types.AdminContentRowFragmentDoc,
    "\n  query AdminNewsroom($filter: ContentListFilter, $releases: Boolean!, $links: Boolean!, $first: Int!, $offset: Int!) {\n    pressReleases: adminContentItems(kind: PRESS_RELEASE, filter: $filter, first: $first, offset: $offset) @include(if: $releases) {\n      ...AdminContentRow\n    }\n    newsLinks: adminContentItems(kind: NEWS_LINK, filter: $filter, first: $first, offset: $offset) @include(if: $links) {\n      ...AdminContentRow\n    }\n    ...ContentStatuses\n  }\n": types.AdminNewsroomDocument,
    "\n  query AdminBlogPosts($filter: ContentListFilter, $first: Int!, $offset: Int!) {\n    adminContentItems(kind: BLOG_POST, filter: $filter, first: $first, offset: $offset) {\n      ...AdminContentRow\n    }\n    ...ContentStatuses\n  }\n": types.AdminBlogPostsDocument,
    "\n  query AdminContentItem($kind: ContentKind!, $id: ID!) {\n    adminContentItem(kind: $kind, id: $id) {\n      __typename\n      ...AdminPressReleaseFields\n      ...AdminNewsLinkFields\n      ...AdminBlogPostFields\n    }\n    ...ContentStatuses\n  }\n": types.AdminContentItemDocument,
    "\n  query NewsroomStatuses {\n    ...ContentStatuses\n  }\n": types.NewsroomStatusesDocument,
    "\n  mutation ArchiveContentItem($kind: ContentKind!, $id: ID!) {\n    archiveContentItem(kind: $kind, id: $id) {\n      id\n    }\n  }\n": types.ArchiveContentItemDocument,
    "\n  mutation DeleteContentItem($kind: ContentKind!, $id: ID!) {\n    deleteContentItem(kind: $kind, id: $id)\n  }\n": types.DeleteContentItemDocument,
    "\n  mutation CreatePressRelease($input: PressReleaseInput!, $image: File) {\n    createPressRelease(input: $input, image: $image) {\n      id\n    }\n  }\n": types.CreatePressReleaseDocument,
    "\n  mutation UpdatePressRelease($id: ID!, $input: PressReleaseInput!, $image: File) {\n    updatePressRelease(id: $id, input: $input, image: $image) {\n      id\n    }\n  }\n": types.UpdatePressReleaseDocument,
    "\n  mutation CreateNewsLink($input: NewsLinkInput!, $logo: File) {\n    createNewsLink(input: $input, logo: $logo) {\n      id\n    }\n  }\n": types.CreateNewsLinkDocument,
    "\n  mutation UpdateNewsLink($id: ID!, $input: NewsLinkInput!, $logo: File) {\n    updateNewsLink(id: $id, input: $input, logo: $logo) {\n      id\n    }\n  }\n": types.UpdateNewsLinkDocument,
    "\n  mutation CreateBlogPost($input: BlogPostInput!, $image: File) {\n    createBlogPost(input: $input, image: $image) {\n      id\n    }\n  }\n": types.CreateBlogPostDocument,
    "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $image: File) {\n    updateBlogPost(id: $id, input: $input, image: $image) {\n      id\n    }\n  }\n": types.UpdateBlogPostDocument,
    "\n  query AdminOrders($filter: AdminOrderFilter, $limit: Int, $offset: Int) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      orders {\n        id\n        number\n        status\n        email\n        firstName\n        lastName\n        totalCents\n        refundedCents\n        createdAt\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) {\n    adminOrder(id: $id) {\n      notes\n      emails {\n        id\n        to\n        subject\n        delivery {\n          state\n        }\n        createdAt\n      }\n      order {\n        ...OrderSummaryFields\n        status\n        registrations {\n          id\n          status\n          firstName\n          lastName\n          totalCents\n          class {\n            id\n            name\n            date\n            location {\n              name\n              timezone\n            }\n          }\n        }\n      }\n      payment {\n        provider\n        reference\n        cardCents\n        giftCardCents\n        capturedCents\n        refundedCents\n        refunds {\n          id\n          registrationId\n          amountCents\n          payLinkCardCents\n          cardCents\n          giftCardCents\n          reason\n          note\n          status\n          failureReason\n          createdAt\n        }\n      }\n    }\n    refundReasons {\n      key\n      name\n    }\n  }\n": types.AdminOrderDocument,
    "\n  mutation RefundRegistration($registrationId: ID!, $input: RefundInput!) {\n    refundRegistration(registrationId: $registrationId, input: $input) {\n      id\n      amountCents\n    }\n  }\n": types.RefundRegistrationDocument,
    "\n  mutation RefundPayment($orderId: ID!, $input: RefundInput!) {\n    refundPayment(orderId: $orderId, input: $input) {\n      id\n      amountCents\n    }\n  }\n": types.RefundPaymentDocument,
    "\n  mutation UpdateOrder($id: ID!, $input: OrderUpdateInput!) {\n    updateOrder(id: $id, input: $input) {\n      notes\n    }\n  }\n": types.UpdateOrderDocument,
    "\n  query PhoneBookingClass($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n      class {\n        seatsLeft\n        unitPriceCents\n        classType {\n          offer\n        }\n      }\n    }\n  }\n": types.PhoneBookingClassDocument,
    "\n  mutation BookByPhone($input: PhoneBookingInput!) {\n    bookByPhone(input: $input) {\n      checkoutId\n      orderId\n      amountDueCents\n      payLinkPath\n      holdExpiresAt\n    }\n  }\n": types.BookByPhoneDocument,
    "\n  fragment AdminPromotionFields on AdminPromotion {\n    id\n    name\n    description\n    discountType\n    discountValue\n    appliesTo\n    classTypes {\n      id\n      name\n    }\n    giftCards\n    minimumCents\n    startsAt\n    endsAt\n    usageLimit\n    perCustomerLimit\n    uses\n    active\n    status\n    codeCount\n    createdAt\n  }\n": types.AdminPromotionFieldsFragmentDoc,
    "\n  fragment PromotionCodeRow on PromotionCode {\n    code\n    usageLimit\n    uses\n    active\n    createdAt\n  }\n": types.PromotionCodeRowFragmentDoc,
    "\n  query AdminPromotions($filter: AdminPromotionFilter, $limit: Int, $offset: Int) {\n    adminPromotions(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      promotions {\n        ...AdminPromotionFields\n      }\n    }\n  }\n": types.AdminPromotionsDocument,
    "\n  query AdminPromotion($id: ID!, $codeSearch: String, $codeLimit: Int, $codeOffset: Int, $orderOffset: Int) {\n    adminPromotion(id: $id) {\n      ...AdminPromotionFields\n    }\n    promotionCodes(promotionId: $id, search: $codeSearch, limit: $codeLimit, offset: $codeOffset) {\n      total\n      codes {\n        id\n        ...PromotionCodeRow\n      }\n    }\n    promotionOrders(promotionId: $id, limit: 25, offset: $orderOffset) {\n      total\n      orders {\n        orderId\n        number\n        email\n        firstName\n        lastName\n        status\n        code\n        discountCents\n        totalCents\n        createdAt\n      }\n    }\n  }\n": types.AdminPromotionDocument,
    "\n  query PromotionCodesCsv($id: ID!, $offset: Int) {\n    promotionCodes(promotionId: $id, limit: 5000, offset: $offset) {\n      total\n      codes {\n        ...PromotionCodeRow\n      }\n    }\n  }\n": types.PromotionCodesCsvDocument,
    "\n  query PromotionChoices {\n    classTypes {\n      id\n      name\n    }\n  }\n": types.PromotionChoicesDocument,
    "\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      id\n    }\n  }\n": types.CreatePromotionDocument,
    "\n  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n    updatePromotion(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdatePromotionDocument,
    "\n  mutation RetirePromotion($id: ID!) {\n    retirePromotion(id: $id) {\n      id\n    }\n  }\n": types.RetirePromotionDocument,
    "\n  mutation DeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      id\n    }\n  }\n": types.DeletePromotionDocument,
    "\n  mutation CreatePromotionCodes($promotionId: ID!, $input: PromotionCodesInput!) {\n    createPromotionCodes(promotionId: $promotionId, input: $input) {\n      id\n      code\n    }\n  }\n": types.CreatePromotionCodesDocument,
    "\n  mutation UpdatePromotionCode($id: ID!, $input: PromotionCodeInput!) {\n    updatePromotionCode(id: $id, input: $input) {\n      id\n      active\n    }\n  }\n": types.UpdatePromotionCodeDocument,
    "\n  query AdminRegistrations($filter: AdminRegistrationFilter, $limit: Int, $offset: Int) {\n    adminRegistrations(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      registrations {\n        ...AdminRegistrationFields\n      }\n    }\n  }\n": types.AdminRegistrationsDocument,
    "\n  query AdminRegistration($id: ID!) {\n    registration(id: $id) {\n      ...AdminRegistrationFields\n    }\n    registrationStatuses {\n      key\n      name\n      next\n    }\n    allergies {\n      key\n      name\n    }\n  }\n": types.AdminRegistrationDocument,
    "\n  fragment AdminRegistrationFields on AdminRegistration {\n    id\n    orderId\n    orderNumber\n    status\n    firstName\n    lastName\n    email\n    phone\n    allergies\n    allergyNotes\n    spiceTolerance\n    class {\n      id\n      name\n      date\n      locationName\n      timezone\n    }\n    totals {\n      totalCents\n      refundedCents\n      refundableCents\n    }\n  }\n": types.AdminRegistrationFieldsFragmentDoc,
    "\n  mutation SetRegistrationStatus($id: ID!, $status: RegistrationStatus!) {\n    setRegistrationStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.SetRegistrationStatusDocument,
    "\n  mutation ResendConfirmation($id: ID!) {\n    resendConfirmation(registrationId: $id) {\n      to\n    }\n  }\n": types.ResendConfirmationDocument,
    "\n  mutation SendReminder($id: ID!) {\n    sendReminder(registrationId: $id) {\n      to\n    }\n  }\n": types.SendReminderDocument,
    "\n  mutation UpdateRegistration($id: ID!, $input: RegistrationUpdateInput!) {\n    updateRegistration(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateRegistrationDocument,
    "\n  query RegistrationMovePlan($id: ID!, $scope: ChangeScope) {\n    registrationMovePlan(id: $id, scope: $scope) {\n      registrationId\n      orderId\n      orderNumber\n      firstName\n      classId\n      className\n      classDate\n      locationName\n      locationCity\n      timezone\n      party {\n        ...PartyFields\n      }\n      movedByCustomer\n      allowed\n      refusal\n      dates {\n        class {\n          ...AdminClassSummaryFields\n        }\n        seatsLeft\n        seats\n        differenceCents\n        withinPolicy\n        policyBreaks\n      }\n    }\n  }\n": types.RegistrationMovePlanDocument,
    "\n  mutation StaffMoveRegistration($id: ID!, $input: StaffMoveInput!) {\n    staffMoveRegistration(id: $id, input: $input) {\n      movedRegistrations\n      toClassId\n      differenceCents\n      refundCents\n      collectCents\n      waivedCents\n      refundFailedRegistrations\n      payLinkCents\n      payLinkPath\n      holdExpiresAt\n    }\n  }\n": types.StaffMoveRegistrationDocument,
    "\n  query DeliveryAddressesReport($from: String, $to: String) {\n    deliveryAddressesReport(from: $from, to: $to) {\n      from\n      to\n      days {\n        date\n        classes {\n          classId\n          className\n          time\n          meals\n        }\n        stops {\n          orderNumber\n          classId\n          address {\n            ...PostalAddressFields\n          }\n          portions\n        }\n      }\n    }\n  }\n": types.DeliveryAddressesReportDocument,
    "\n  query OutstandingGiftCardBalanceReport($asOf: String, $from: String) {\n    outstandingGiftCardBalanceReport(asOf: $asOf, from: $from) {\n      asOf\n      from\n      totalCents\n      disabledCents\n      cards {\n        id\n        code\n        status\n        issuedAt\n        initialCents\n        balanceCents\n      }\n      trend {\n        date\n        totalCents\n      }\n    }\n  }\n": types.OutstandingGiftCardBalanceReportDocument,
    "\n  query ManagementPayrollReport($from: String, $to: String) {\n    managementPayrollReport(from: $from, to: $to) {\n      from\n      to\n      setupMinutes\n      cleanupMinutes\n      lines {\n        week\n        hostId\n        hostName\n        hostEmail\n        classes\n        classMinutes\n        extraMinutes\n        totalMinutes\n      }\n      weeks {\n        week\n        totalMinutes\n      }\n      totalMinutes\n    }\n  }\n": types.ManagementPayrollReportDocument,
    "\n  query AdminReviews($status: ReviewStatus, $limit: Int, $offset: Int) {\n    adminReviews(status: $status, limit: $limit, offset: $offset) {\n      total\n      pending\n      published\n      hidden\n      reviews {\n        ...AdminReviewFields\n      }\n    }\n  }\n": types.AdminReviewsDocument,
    "\n  mutation AdminModerateReview($id: ID!, $status: ReviewStatus!) {\n    moderateReview(id: $id, status: $status) {\n      ...AdminReviewFields\n    }\n  }\n": types.AdminModerateReviewDocument,
    "\n  mutation AdminReplyToReview($id: ID!, $reply: String!) {\n    replyToReview(id: $id, reply: $reply) {\n      ...AdminReviewFields\n    }\n  }\n": types.AdminReplyToReviewDocument,
    "\n  fragment AdminReviewFields on StaffReview {\n    id\n    rating\n    comment\n    authorName\n    status\n    reply\n    createdAt\n    classId\n    classSku\n    className\n    classDate\n    classTypeName\n    locationName\n    timezone\n  }\n": types.AdminReviewFieldsFragmentDoc,
    "\n  query ScheduledJobs {\n    scheduledJobs {\n      name\n      title\n      runs {\n        id\n        startedAt\n        finishedAt\n        status\n        items\n        more\n        error\n      }\n    }\n  }\n": types.ScheduledJobsDocument,
    "\n  query MySecondFactor {\n    mySecondFactor {\n      required\n      enrolled\n      lockedUntil\n      recoveryCodesLeft\n    }\n  }\n": types.MySecondFactorDocument,
    "\n  mutation StartSecondFactorEnrolment {\n    startSecondFactorEnrolment {\n      secret\n      uri\n    }\n  }\n": types.StartSecondFactorEnrolmentDocument,
    "\n  mutation ConfirmSecondFactorEnrolment($code: String!) {\n    confirmSecondFactorEnrolment(code: $code)\n  }\n": types.ConfirmSecondFactorEnrolmentDocument,
    "\n  mutation VerifySecondFactor($code: String, $recoveryCode: String) {\n    verifySecondFactor(code: $code, recoveryCode: $recoveryCode) {\n      method\n      recoveryCodesLeft\n    }\n  }\n": types.VerifySecondFactorDocument,
    "\n  query UserSecondFactor($userId: ID!) {\n    userSecondFactor(userId: $userId) {\n      enrolled\n      confirmedAt\n      lockedUntil\n      recoveryCodesLeft\n    }\n  }\n": types.UserSecondFactorDocument,
    "\n  mutation ResetSecondFactor($userId: ID!) {\n    resetSecondFactor(userId: $userId) {\n      enrolled\n    }\n  }\n": types.ResetSecondFactorDocument,
    "\n  fragment CartFields on Cart {\n    uuid\n    status\n    updatedAt\n    classCount\n    donationCents\n    classes {\n      class {\n        id\n        sku\n        name\n        date\n        durationMinutes\n        canceled\n        seatsLeft\n        location {\n          id\n          name\n          city\n          timezone\n        }\n        fulfillment {\n          id\n          key\n          name\n          path\n        }\n      }\n      portionSize {\n        id\n        name\n        serves\n      }\n      portionQuantity {\n        id\n        mealCount\n      }\n      priceCents\n      offer\n      guests\n      unitPriceCents\n      seats\n      totals {\n        discountCents\n        taxCents\n        totalCents\n      }\n      problem\n      meals {\n        name\n        quantity\n      }\n      options {\n        ...ClassPriceFields\n      }\n    }\n    promotions {\n      code\n      promotionId\n      name\n      description\n      discountType\n      discountValue\n      appliesTo\n      discountCents\n      reason\n      message\n    }\n    giftCards {\n      giftCardId\n      code\n      status\n      balanceCents\n      appliedCents\n    }\n    charityWindow {\n      id\n      name\n      description\n      url\n      suggestedAmounts\n    }\n    address {\n      id\n      ...PostalAddressFields\n    }\n    delivery {\n      needed\n      zipcode\n      feeCents\n      kitchens {\n        locationId\n        name\n        feeRule\n      }\n    }\n    totals {\n      ...TotalsFields\n      amountDueCents\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query SessionCart($uuid: ID!) {\n    cart(uuid: $uuid) {\n      ...CartFields\n    }\n  }\n": types.SessionCartDocument,
    "\n  query SessionCartCount($uuid: ID!) {\n    cart(uuid: $uuid) {\n      uuid\n      status\n      updatedAt\n      classCount\n    }\n  }\n": types.SessionCartCountDocument,
    "\n  mutation CreateCart {\n    createCart {\n      uuid\n      status\n      updatedAt\n    }\n  }\n": types.CreateCartDocument,
    "\n  mutation DeleteUnusedCart($uuid: ID!) {\n    deleteCart(uuid: $uuid)\n  }\n": types.DeleteUnusedCartDocument,
    "\n  mutation AddGuestsToCart($uuid: ID!, $classId: ID, $sku: String, $guests: Int!) {\n    addGuestsToCart(uuid: $uuid, classId: $classId, sku: $sku, guests: $guests) {\n      ...CartFields\n    }\n  }\n": types.AddGuestsToCartDocument,
    "\n  mutation AddClassToCart(\n    $uuid: ID!\n    $classId: ID\n    $sku: String\n    $portionSizeId: ID!\n    $portionQuantityId: ID!\n    $meals: [MealChoiceInput!]\n  ) {\n    addClassToCart(\n      uuid: $uuid\n      classId: $classId\n      sku: $sku\n      portionSizeId: $portionSizeId\n      portionQuantityId: $portionQuantityId\n      meals: $meals\n    ) {\n      ...CartFields\n    }\n  }\n": types.AddClassToCartDocument,
    "\n  mutation RemoveClassFromCart($uuid: ID!, $classId: ID!) {\n    removeClassFromCart(uuid: $uuid, classId: $classId) {\n      ...CartFields\n    }\n  }\n": types.RemoveClassFromCartDocument,
    "\n  mutation ApplyPromotion($uuid: ID!, $code: String!) {\n    applyPromotion(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n": types.ApplyPromotionDocument,
    "\n  mutation RemovePromotion($uuid: ID!, $promotionId: ID!) {\n    removePromotion(uuid: $uuid, promotionId: $promotionId) {\n      ...CartFields\n    }\n  }\n": types.RemovePromotionDocument,
    "\n  mutation ApplyGiftCard($uuid: ID!, $code: String!) {\n    applyGiftCard(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n": types.ApplyGiftCardDocument,
    "\n  mutation RemoveGiftCard($uuid: ID!, $giftCardId: ID!) {\n    removeGiftCard(uuid: $uuid, giftCardId: $giftCardId) {\n      ...CartFields\n    }\n  }\n": types.RemoveGiftCardDocument,
    "\n  mutation SetDeliveryZip($uuid: ID!, $zipcode: String!) {\n    setDeliveryZip(uuid: $uuid, zipcode: $zipcode) {\n      ...CartFields\n    }\n  }\n": types.SetDeliveryZipDocument,
    "\n  mutation SetDonation($uuid: ID!, $donationCents: Int!, $charityWindowId: ID) {\n    setDonation(uuid: $uuid, donationCents: $donationCents, charityWindowId: $charityWindowId) {\n      ...CartFields\n    }\n  }\n": types.SetDonationDocument,
    "\n  query ClassPictures($sku: String!) {\n    class(idOrSku: $sku) {\n      id\n      classType {\n        id\n        picture {\n          ...PictureFields\n        }\n      }\n      host {\n        id\n        firstName\n        lastName\n        bio\n        picture {\n          ...PictureFields\n        }\n      }\n    }\n  }\n": types.ClassPicturesDocument,
    "\n  query MealOfferings($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      offerings(first: 6) {\n        id\n        ...ClassWhereFields\n        name\n        date\n        seatsLeft\n      }\n    }\n  }\n": types.MealOfferingsDocument,
    "\n  fragment ClassEventFields on Class {\n    id\n    ...ClassWhereFields\n    name\n    description\n    date\n    durationMinutes\n    canceled\n    location {\n      address {\n        street\n        city\n        state\n        zipcode\n      }\n    }\n  }\n": types.ClassEventFieldsFragmentDoc,
    "\n  query ClassCalendar($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      ...ClassEventFields\n    }\n  }\n": types.ClassCalendarDocument,
    "\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      ...ClassEventFields\n      ...ClassSeatsFields\n      fulfillment {\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      unitPriceCents\n      classType {\n        key\n        name\n        offer\n        reviews {\n          ...ClassReviewSummary\n        }\n      }\n      location {\n        phone\n      }\n      prices {\n        ...ClassPriceFields\n      }\n      menu {\n        id\n        name\n        meals {\n          ...MealSummary\n        }\n      }\n    }\n  }\n": types.ClassDetailDocument,
    "\n  fragment ClassListEntry on Class {\n    id\n    ...ClassWhereFields\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fromPriceCents\n    classType {\n      id\n      offer\n    }\n  }\n": types.ClassListEntryFragmentDoc,
    "\n  query ClassList(\n    $filter: ClassFilter!\n    $alsoFilter: ClassFilter!\n    $withAlso: Boolean!\n    $first: Int!\n    $currentFilter: ClassFilter!\n    $checkCurrent: Boolean!\n  ) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    currentClasses: classes(filter: $currentFilter, first: 5) @include(if: $checkCurrent) {\n      id\n      date\n    }\n    classTypes {\n      id\n      name\n      picture {\n        ...PictureFields\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n": types.ClassListDocument,
    "\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": types.LocationsNearDocument,
    "\n  query LocationsAround($latitude: Float!, $longitude: Float!, $mileRadius: Float!) {\n    locations(filter: { latitude: $latitude, longitude: $longitude, mileRadius: $mileRadius, active: true }) {\n      locations {\n        id\n        zipcode\n      }\n    }\n  }\n": types.LocationsAroundDocument,
    "\n  query CityZipcode($city: String!) {\n    cityLookup(city: $city) {\n      name\n      state\n      closestZipcode {\n        zipcode\n      }\n    }\n  }\n": types.CityZipcodeDocument,
    "\n  query AllLocations {\n    locations(filter: { active: true }) {\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": types.AllLocationsDocument,
    "\n  fragment MenuMeal on Meal {\n    ...MealSummary\n    priceCents\n    serves\n  }\n": types.MenuMealFragmentDoc,
    "\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      ...ClassTypeOfferFields\n    }\n  }\n": types.MenuPageDocument,
    "\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n": types.MenuMealsDocument,
    "\n  query KitchenDistances($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      locations {\n        id\n        distance\n      }\n    }\n  }\n": types.KitchenDistancesDocument,
    "\n  query CheckoutForm($id: ID!) {\n    checkout(id: $id) {\n      id\n      form {\n        firstName\n        lastName\n        email\n        phone\n        allergies\n        allergyNotes\n        spiceTolerance\n        address {\n          ...PostalAddressFields\n        }\n        guests {\n          classId\n          number\n          firstName\n          lastName\n          allergies\n        }\n      }\n    }\n  }\n": types.CheckoutFormDocument,
    "\n  query CheckoutMe {\n    me {\n      ...CustomerDetails\n    }\n  }\n": types.CheckoutMeDocument,
    "\n  mutation StartCheckout($uuid: ID!, $input: CheckoutInput!) {\n    startCheckout(uuid: $uuid, input: $input) {\n      orderId\n      checkout {\n        id\n        status\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  query CheckoutById($id: ID!) {\n    checkout(id: $id) {\n      id\n      kind\n      status\n      amountDueCents\n      paymentUrl\n      failureCode\n      failureReason\n      orderId\n    }\n  }\n": types.CheckoutByIdDocument,
    "\n  mutation CancelCheckout($id: ID!) {\n    cancelCheckout(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelCheckoutDocument,
    "\n  query OrderConfirmation($orderId: ID!, $checkoutId: ID) {\n    orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) {\n      ...OrderSummaryFields\n      kind\n      emailState\n      registrations {\n        id\n        firstName\n        lastName\n        priceCents\n        totalCents\n        class {\n          id\n          sku\n          name\n          date\n          durationMinutes\n          location {\n            id\n            name\n            city\n            timezone\n            street\n            state\n            zipcode\n          }\n        }\n        portionSize {\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        offer\n        allergies\n        meals {\n          name\n          quantity\n        }\n      }\n      giftCard {\n        ...PurchasedGiftCardFields\n      }\n      address {\n        ...PostalAddressFields\n      }\n    }\n  }\n": types.OrderConfirmationDocument,
    "\n  mutation BuyGiftCard($input: GiftCardPurchaseInput!) {\n    buyGiftCard(input: $input) {\n      orderId\n      checkout {\n        id\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n": types.BuyGiftCardDocument,
    "\n  mutation CorrectGiftCardRecipient($orderId: ID!, $checkoutId: ID, $recipientEmail: String!) {\n    correctGiftCardRecipient(orderId: $orderId, checkoutId: $checkoutId, recipientEmail: $recipientEmail) {\n      id\n      giftCard {\n        recipientEmail\n        emailState\n        scheduled\n      }\n    }\n  }\n": types.CorrectGiftCardRecipientDocument,
    "\n  mutation RescheduleGiftCard($orderId: ID!, $checkoutId: ID, $sendOn: String!) {\n    rescheduleGiftCard(orderId: $orderId, checkoutId: $checkoutId, sendOn: $sendOn) {\n      id\n    }\n  }\n": types.RescheduleGiftCardDocument,
    "\n  query GiftCardPromotionQuote($code: String!, $amountCents: Int!) {\n    giftCardPromotionQuote(code: $code, amountCents: $amountCents) {\n      code\n      amountCents\n      discountCents\n      amountDueCents\n      promotion {\n        id\n        name\n        description\n      }\n    }\n  }\n": types.GiftCardPromotionQuoteDocument,
    "\n  query GiftCardBalance($code: String!) {\n    giftCardBalance(code: $code) {\n      code\n      balanceCents\n      status\n    }\n  }\n": types.GiftCardBalanceDocument,
    "\n  query PayLink($token: String!) {\n    payLink(token: $token) {\n      status\n      amountDueCents\n      taxCents\n      expiresAt\n      firstName\n      orderNumber\n      failureReason\n      lines {\n        name\n        date\n        timezone\n        location\n        seats\n        totalCents\n      }\n      movingFrom {\n        name\n        date\n        timezone\n        location\n      }\n    }\n  }\n": types.PayLinkDocument,
    "\n  mutation OpenPayLink($token: String!) {\n    openPayLink(token: $token) {\n      url\n    }\n  }\n": types.OpenPayLinkDocument,
    "\n  query SandboxPaymentPage($sessionId: ID!) {\n    sandboxPaymentSession(sessionId: $sessionId) {\n      sessionId\n      checkoutId\n      amountCents\n      currency\n      description\n      customerEmail\n      status\n      expiresAt\n      successUrl\n      cancelUrl\n      lastError\n      orderId\n    }\n  }\n": types.SandboxPaymentPageDocument,
    "\n  mutation PaySandboxSession($sessionId: ID!, $card: SandboxCardInput!) {\n    paySandboxSession(sessionId: $sessionId, card: $card) {\n      status\n      declineCode\n      message\n      checkoutId\n      orderId\n      redirectUrl\n    }\n  }\n": types.PaySandboxSessionDocument,
    "\n  query PrivateClassKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        allowCustomClass\n      }\n    }\n  }\n": types.PrivateClassKitchensDocument,
    "\n  mutation RequestPrivateClass($input: ClassRequestInput!) {\n    requestPrivateClass(input: $input) {\n      token\n    }\n  }\n": types.RequestPrivateClassDocument,
    "\n  fragment ClassRequestFields on ClassRequest {\n    token\n    kitchen {\n      id\n      name\n      city\n      timezone\n    }\n    preferredDates\n    groupSize\n    occasion\n    menuWishes\n    name\n    email\n    phone\n    status\n    declineReason\n    class {\n      id\n      name\n      date\n      path\n    }\n    createdAt\n    updatedAt\n  }\n": types.ClassRequestFieldsFragmentDoc,
    "\n  query ClassRequestByToken($token: String!) {\n    classRequest(token: $token) {\n      ...ClassRequestFields\n    }\n  }\n": types.ClassRequestByTokenDocument,
    "\n  fragment PictureFields on Picture {\n    url\n    width\n    height\n    srcset\n    alt\n  }\n": types.PictureFieldsFragmentDoc,
    "\n  fragment MealSummary on Meal {\n    id\n    slug\n    name\n    description\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n    picture {\n      ...PictureFields\n    }\n  }\n": types.MealSummaryFragmentDoc,
    "\n  fragment ClassWhereFields on Class {\n    sku\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n  }\n": types.ClassWhereFieldsFragmentDoc,
    "\n  fragment OrderRowFields on Order {\n    id\n    number\n    status\n    createdAt\n    totals {\n      totalCents\n    }\n  }\n": types.OrderRowFieldsFragmentDoc,
    "\n  fragment TotalsFields on Totals {\n    subtotalCents\n    discountCents\n    taxCents\n    deliveryFeeCents\n    donationCents\n    totalCents\n    giftCardCents\n  }\n": types.TotalsFieldsFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    email\n    firstName\n    lastName\n    phone\n    createdAt\n    totals {\n      ...TotalsFields\n      moveDifferenceCents\n      amountPaidCents\n    }\n    laterPayments {\n      id\n      description\n      amountCents\n      refundedCents\n      createdAt\n    }\n  }\n": types.OrderSummaryFieldsFragmentDoc,
    "\n  fragment PostalAddressFields on PostalAddress {\n    name\n    street\n    street2\n    city\n    state\n    zipcode\n    phone\n  }\n": types.PostalAddressFieldsFragmentDoc,
    "\n  fragment ClassPriceFields on ClassPrice {\n    portionSize {\n      id\n      key\n      name\n      serves\n    }\n    portionQuantity {\n      id\n      mealCount\n    }\n    priceCents\n  }\n": types.ClassPriceFieldsFragmentDoc,
    "\n  fragment ClassTypeOfferFields on ClassType {\n    offer\n    seatPriceCents\n    pairPriceCents\n    prices {\n      ...ClassPriceFields\n    }\n  }\n": types.ClassTypeOfferFieldsFragmentDoc,
    "\n  fragment ClassSeatsFields on Class {\n    classIsPublic\n    canceled\n    seats\n    seatsLeft\n    goNoGo {\n      ...GoNoGoFields\n    }\n  }\n": types.ClassSeatsFieldsFragmentDoc,
    "\n  fragment GoNoGoFields on GoNoGo {\n    minSeats\n    decisionHours\n    decideAt\n    seatsBooked\n    seatsNeeded\n    decision\n    decidedAt\n  }\n": types.GoNoGoFieldsFragmentDoc,
    "\n  fragment AdminClassSummaryFields on AdminClassSummary {\n    id\n    name\n    date\n    locationName\n    locationCity\n    timezone\n  }\n": types.AdminClassSummaryFieldsFragmentDoc,
    "\n  fragment PartyFields on SelfServiceParty {\n    scope\n    guests {\n      id\n      firstName\n      lastName\n    }\n    seats\n    guestScopeAllowed\n  }\n": types.PartyFieldsFragmentDoc,
    "\n  query OfferedFulfillments {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        fulfillments {\n          id\n          key\n        }\n      }\n    }\n  }\n": types.OfferedFulfillmentsDocument,
    "\n  fragment PurchasedGiftCardFields on PurchasedGiftCard {\n    code\n    amountCents\n    recipientName\n    recipientEmail\n    emailState\n    recipientEditable\n    sendOn\n    design\n    scheduled\n  }\n": types.PurchasedGiftCardFieldsFragmentDoc,
    "\n  fragment ClassCard on Class {\n    id\n    ...ClassWhereFields\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fromPriceCents\n    location {\n      city\n      state\n    }\n    classType {\n      id\n      offer\n      picture {\n        ...PictureFields\n      }\n    }\n  }\n": types.ClassCardFragmentDoc,
    "\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n    picture {\n      ...PictureFields\n    }\n  }\n": types.LocationCardFragmentDoc,
    "\n  fragment RegisteredClassLinkFields on RegisteredClass {\n    name\n    sku\n    date\n    location {\n      name\n      timezone\n    }\n    fulfillment {\n      path\n    }\n  }\n": types.RegisteredClassLinkFieldsFragmentDoc,
    "\n  query MyRegistrations($userId: ID!, $limit: Int!, $offset: Int!) {\n    userRegistrations(userId: $userId, limit: $limit, offset: $offset, upcoming: true) {\n      total\n      registrations {\n        id\n        status\n        class {\n          ...RegisteredClassLinkFields\n          canceled\n        }\n      }\n    }\n  }\n": types.MyRegistrationsDocument,
    "\n  query MyMealsMenu($month: String!) {\n    menus(month: $month) {\n      id\n      name\n      meals {\n        id\n        slug\n        name\n        description\n        mealType {\n          name\n        }\n      }\n    }\n  }\n": types.MyMealsMenuDocument,
    "\n  query EmployeeLinks {\n    employeeLinks {\n      id\n      title\n      url\n      description\n    }\n  }\n": types.EmployeeLinksDocument,
    "\n  query AccountOrders($userId: ID!, $limit: Int!, $offset: Int!) {\n    userOrders(userId: $userId, limit: $limit, offset: $offset) {\n      total\n      orders {\n        ...OrderRowFields\n        totals {\n          moveDifferenceCents\n        }\n        giftCard {\n          ...PurchasedGiftCardFields\n        }\n        registrations {\n          id\n          status\n          totalCents\n          offer\n          firstName\n          lastName\n          allergies\n          portionSize {\n            name\n            serves\n          }\n          portionQuantity {\n            mealCount\n          }\n          meals {\n            name\n            quantity\n          }\n          class {\n            ...RegisteredClassLinkFields\n          }\n        }\n      }\n    }\n  }\n": types.AccountOrdersDocument,
    "\n  query DevMailbox($to: String) {\n    mailbox(to: $to) {\n      id\n      to\n      subject\n      text\n      html\n      kind\n      createdAt\n      delivery {\n        ...EmailDeliveryFields\n      }\n      providerReceivedAt\n      providerEvents\n      providerInboxRead\n    }\n  }\n": types.DevMailboxDocument,
    "\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n": types.ChooseMenuClassesDocument,
    "\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      ...MealSummary\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n    }\n  }\n": types.MealDetailDocument,
    "\n  mutation RegisterAccount($input: RegistrationInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n": types.RegisterAccountDocument,
    "\n  fragment SessionUser on User {\n    id\n    ...CustomerDetails\n    allergies {\n      id\n      key\n      name\n    }\n    roles\n    permissions\n  }\n": types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": types.SessionMeDocument,
    "\n  query MatchingUid($uid: String) {\n    uidOfMatchingAccount(uid: $uid)\n  }\n": types.MatchingUidDocument,
    "\n  mutation LinkAccounts($newUid: String!, $existingUid: String!) {\n    linkAccounts(newUid: $newUid, existingUid: $existingUid) {\n      id\n    }\n  }\n": types.LinkAccountsDocument,
    "\n  mutation SyncFirebaseEmail($email: String!) {\n    syncFirebaseEmail(email: $email) {\n      id\n      email\n    }\n  }\n": types.SyncFirebaseEmailDocument,
    "\n  query ContactKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n": types.ContactKitchensDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {\n    subscribeNewsletter(input: $input) {\n      email\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      email\n      status\n    }\n  }\n": types.ConfirmNewsletterDocument,
    "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token) {\n      email\n      status\n    }\n  }\n": types.UnsubscribeNewsletterDocument,
    "\n  query Newsroom($releases: Int!, $releasesOffset: Int!, $links: Int!, $linksOffset: Int!) {\n    pressReleases(first: $releases, offset: $releasesOffset) {\n      id\n      slug\n      title\n      summary\n      publishedOn\n      image {\n        ...PictureFields\n      }\n    }\n    inTheNews(first: $links, offset: $linksOffset) {\n      id\n      outlet\n      title\n      url\n      publishedOn\n      logo {\n        ...PictureFields\n      }\n    }\n  }\n": types.NewsroomDocument,
    "\n  query PressReleasePage($slug: String!) {\n    pressRelease(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      bodyHtml\n      publishedOn\n      updatedAt\n      image {\n        ...PictureFields\n      }\n    }\n  }\n": types.PressReleasePageDocument,
    "\n  fragment ClassReviewSummary on ReviewSummary {\n    average\n    count\n    latest {\n      id\n      rating\n      comment\n      authorName\n      reply\n      createdAt\n      classDate\n      locationName\n    }\n  }\n": types.ClassReviewSummaryFragmentDoc,
    "\n  query ReviewLink($token: String!) {\n    reviewLink(token: $token) {\n      ...ReviewLinkFields\n    }\n  }\n": types.ReviewLinkDocument,
    "\n  mutation SubmitReview($token: String!, $rating: Int!, $comment: String) {\n    submitReview(token: $token, rating: $rating, comment: $comment) {\n      ...ReviewLinkFields\n    }\n  }\n": types.SubmitReviewDocument,
    "\n  fragment ReviewLinkFields on ReviewLink {\n    authorName\n    class {\n      name\n      date\n      path\n      locationName\n      timezone\n    }\n  }\n": types.ReviewLinkFieldsFragmentDoc,
    "\n  query Sitemap($first: Int!, $offset: Int!) {\n    sitemap(first: $first, offset: $offset) {\n      total\n      entries {\n        kind\n        id\n        key\n        path\n        updatedAt\n      }\n    }\n  }\n": types.SitemapDocument,
    "\n  query AdminClassWaitlist($id: ID!) {\n    classInformation(id: $id) {\n      localDate\n      localTime\n      class {\n        name\n        seats\n        seatsLeft\n        location {\n          name\n          timezone\n        }\n      }\n    }\n    classWaitlist(id: $id) {\n      id\n      email\n      status\n      position\n      createdAt\n      claimExpiresAt\n    }\n  }\n": types.AdminClassWaitlistDocument,
    "\n  mutation AdminRemoveWaitlistEntry($classId: ID!, $entryId: ID!) {\n    removeWaitlistEntry(classId: $classId, entryId: $entryId) {\n      id\n      seatFreed\n    }\n  }\n": types.AdminRemoveWaitlistEntryDocument,
    "\n  fragment WaitlistOfferFields on WaitlistOffer {\n    status\n    claimExpiresAt\n    seats\n    fromCanceledClass\n    classSku\n    className\n    classDate\n    locationName\n    timezone\n  }\n": types.WaitlistOfferFieldsFragmentDoc,
    "\n  fragment WaitlistEntryFields on WaitlistEntry {\n    status\n    classSku\n    className\n    classDate\n    locationName\n    timezone\n  }\n": types.WaitlistEntryFieldsFragmentDoc,
    "\n  mutation JoinWaitlist($sku: String!, $email: String!) {\n    joinWaitlist(sku: $sku, email: $email) {\n      email\n      alreadyOnList\n    }\n  }\n": types.JoinWaitlistDocument,
    "\n  query WaitlistOfferPage($token: String!) {\n    waitlistOffer(token: $token) {\n      ...WaitlistOfferFields\n    }\n  }\n": types.WaitlistOfferPageDocument,
    "\n  mutation ClaimWaitlistSeat($token: String!, $cartId: ID!) {\n    claimWaitlistSeat(token: $token, cartId: $cartId)\n  }\n": types.ClaimWaitlistSeatDocument,
    "\n  query WaitlistLeavePage($token: String!) {\n    waitlistEntry(token: $token) {\n      ...WaitlistEntryFields\n    }\n  }\n": types.WaitlistLeavePageDocument,
    "\n  mutation LeaveWaitlist($token: String!) {\n    leaveWaitlist(token: $token) {\n      ...WaitlistEntryFields\n    }\n  }\n": types.LeaveWaitlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccount($id: ID!, $input: ProfileInput!) {\n    updateAccount(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccount($id: ID!, $input: ProfileInput!) {\n    updateAccount(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailIsUnique($email: String!, $excludeUserId: ID) {\n    emailIsUnique(email: $email, excludeUserId: $excludeUserId)\n  }\n"): (typeof documents)["\n  query EmailIsUnique($email: String!, $excludeUserId: ID) {\n    emailIsUnique(email: $email, excludeUserId: $excludeUserId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseAccount($id: ID!) {\n    closeAccount(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CloseAccount($id: ID!) {\n    closeAccount(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountMe {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query AccountMe {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllergyChoices {\n    allergies {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query AllergyChoices {\n    allergies {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerDetails on User {\n    email\n    firstName\n    lastName\n    phone\n    spiceTolerance\n    allergyNotes\n    allergies {\n      key\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerDetails on User {\n    email\n    firstName\n    lastName\n    phone\n    spiceTolerance\n    allergyNotes\n    allergies {\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEmailVerification {\n    myEmailVerification {\n      email\n      verified\n      waitingOrders\n    }\n  }\n"): (typeof documents)["\n  query MyEmailVerification {\n    myEmailVerification {\n      email\n      verified\n      waitingOrders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmailVerification {\n    sendEmailVerification {\n      sent\n      reason\n      retryAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SendEmailVerification {\n    sendEmailVerification {\n      sent\n      reason\n      retryAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SelfServiceClassFields on SelfServiceClass {\n    id\n    name\n    date\n    location {\n      name\n      city\n      timezone\n    }\n  }\n"): (typeof documents)["\n  fragment SelfServiceClassFields on SelfServiceClass {\n    id\n    name\n    date\n    location {\n      name\n      city\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationChangesFields on RegistrationChanges {\n    registration {\n      id\n      orderNumber\n      status\n      firstName\n      totalCents\n      offer\n      refundedCents\n      class {\n        ...SelfServiceClassFields\n      }\n    }\n    party {\n      ...PartyFields\n    }\n    cutoff\n    canCancel\n    cancelRefusal\n    cancelRefundCents\n    canMove\n    moveRefusal\n    canceledAt\n    movedAt\n    movedFrom {\n      ...SelfServiceClassFields\n    }\n    moveOptions {\n      class {\n        ...SelfServiceClassFields\n      }\n      seatsLeft\n      seats\n      newTotalCents\n      differenceCents\n      allowed\n      refusal\n    }\n  }\n"): (typeof documents)["\n  fragment RegistrationChangesFields on RegistrationChanges {\n    registration {\n      id\n      orderNumber\n      status\n      firstName\n      totalCents\n      offer\n      refundedCents\n      class {\n        ...SelfServiceClassFields\n      }\n    }\n    party {\n      ...PartyFields\n    }\n    cutoff\n    canCancel\n    cancelRefusal\n    cancelRefundCents\n    canMove\n    moveRefusal\n    canceledAt\n    movedAt\n    movedFrom {\n      ...SelfServiceClassFields\n    }\n    moveOptions {\n      class {\n        ...SelfServiceClassFields\n      }\n      seatsLeft\n      seats\n      newTotalCents\n      differenceCents\n      allowed\n      refusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationChanges($registrationId: ID!, $scope: ChangeScope) {\n    registrationChanges(registrationId: $registrationId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n"): (typeof documents)["\n  query RegistrationChanges($registrationId: ID!, $scope: ChangeScope) {\n    registrationChanges(registrationId: $registrationId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyRegistration($registrationId: ID!, $scope: ChangeScope) {\n    cancelMyRegistration(registrationId: $registrationId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMyRegistration($registrationId: ID!, $scope: ChangeScope) {\n    cancelMyRegistration(registrationId: $registrationId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveMyRegistration($registrationId: ID!, $classId: ID!, $scope: ChangeScope) {\n    moveMyRegistration(registrationId: $registrationId, classId: $classId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveMyRegistration($registrationId: ID!, $classId: ID!, $scope: ChangeScope) {\n    moveMyRegistration(registrationId: $registrationId, classId: $classId, scope: $scope) {\n      ...RegistrationChangesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Calendars($first: Int, $offset: Int) {\n    calendars(first: $first, offset: $offset) {\n      id\n      name\n      description\n      timezone\n      eventCount\n      location {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Calendars($first: Int, $offset: Int) {\n    calendars(first: $first, offset: $offset) {\n      id\n      name\n      description\n      timezone\n      eventCount\n      location {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Calendar($id: ID!) {\n    calendar(id: $id) {\n      id\n      name\n      timezone\n    }\n  }\n"): (typeof documents)["\n  query Calendar($id: ID!) {\n    calendar(id: $id) {\n      id\n      name\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarEventFields on CalendarEvent {\n    id\n    calendarId\n    kind\n    status\n    title\n    notes\n    startDate\n    endDate\n    startTime\n    endTime\n    overlappingClasses {\n      id\n      name\n      date\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarEventFields on CalendarEvent {\n    id\n    calendarId\n    kind\n    status\n    title\n    notes\n    startDate\n    endDate\n    startTime\n    endTime\n    overlappingClasses {\n      id\n      name\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarWindow($id: ID!, $from: String!, $to: String!) {\n    calendarWindow(calendarId: $id, from: $from, to: $to) {\n      calendar {\n        id\n        name\n        description\n        timezone\n        location {\n          id\n          name\n        }\n      }\n      events {\n        ...CalendarEventFields\n      }\n      classes {\n        id\n        sku\n        name\n        date\n        durationMinutes\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarWindow($id: ID!, $from: String!, $to: String!) {\n    calendarWindow(calendarId: $id, from: $from, to: $to) {\n      calendar {\n        id\n        name\n        description\n        timezone\n        location {\n          id\n          name\n        }\n      }\n      events {\n        ...CalendarEventFields\n      }\n      classes {\n        id\n        sku\n        name\n        date\n        durationMinutes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarEvent($id: ID!) {\n    calendarEvent(id: $id) {\n      ...CalendarEventFields\n    }\n  }\n"): (typeof documents)["\n  query CalendarEvent($id: ID!) {\n    calendarEvent(id: $id) {\n      ...CalendarEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarEvent($calendarId: ID!, $input: CalendarEventInput!) {\n    createCalendarEvent(calendarId: $calendarId, input: $input) {\n      id\n      overlappingClasses {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarEvent($calendarId: ID!, $input: CalendarEventInput!) {\n    createCalendarEvent(calendarId: $calendarId, input: $input) {\n      id\n      overlappingClasses {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      id\n      calendarId\n      overlappingClasses {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {\n    updateCalendarEvent(id: $id, input: $input) {\n      id\n      calendarId\n      overlappingClasses {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCalendarEvent($id: ID!) {\n    deleteCalendarEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarForm($id: ID!, $withCalendar: Boolean!) {\n    calendar(id: $id) @include(if: $withCalendar) {\n      id\n      name\n      description\n      eventCount\n      location {\n        id\n      }\n    }\n    adminLocations {\n      location {\n        id\n        name\n        calendarId\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarForm($id: ID!, $withCalendar: Boolean!) {\n    calendar(id: $id) @include(if: $withCalendar) {\n      id\n      name\n      description\n      eventCount\n      location {\n        id\n      }\n    }\n    adminLocations {\n      location {\n        id\n        name\n        calendarId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendar($id: ID!, $input: CalendarInput!) {\n    createCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendar($id: ID!, $input: CalendarInput!) {\n    createCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendar($id: ID!, $input: CalendarInput!) {\n    updateCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCalendar($id: ID!, $input: CalendarInput!) {\n    updateCalendar(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCalendar($id: ID!) {\n    deleteCalendar(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCalendar($id: ID!) {\n    deleteCalendar(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClasses($filter: AdminClassFilter, $sort: AdminClassSort, $limit: Int, $offset: Int) {\n    adminClasses(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      classes {\n        id\n        sku\n        name\n        localDate\n        localTime\n        locationName\n        classType\n        classIsPublic\n        seats\n        seatsTaken\n        state\n      }\n    }\n    classFormChoices {\n      locations {\n        id\n        name\n      }\n      classTypes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminClasses($filter: AdminClassFilter, $sort: AdminClassSort, $limit: Int, $offset: Int) {\n    adminClasses(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total\n      classes {\n        id\n        sku\n        name\n        localDate\n        localTime\n        locationName\n        classType\n        classIsPublic\n        seats\n        seatsTaken\n        state\n      }\n    }\n    classFormChoices {\n      locations {\n        id\n        name\n      }\n      classTypes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassFormChoices {\n    classFormChoices {\n      locations {\n        id\n        name\n        timezone\n        active\n        fulfillmentIds\n      }\n      classTypes {\n        id\n        name\n      }\n      hosts {\n        id\n        name\n      }\n      menus {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassFormChoices {\n    classFormChoices {\n      locations {\n        id\n        name\n        timezone\n        active\n        fulfillmentIds\n      }\n      classTypes {\n        id\n        name\n      }\n      hosts {\n        id\n        name\n      }\n      menus {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClass($id: ID!) {\n    classInformation(id: $id) {\n      published\n      state\n      actions\n      registrationsCount\n      revenueCents\n      localDate\n      localTime\n      classTypeId\n      locationId\n      fulfillmentId\n      reservationSizeId\n      hostId\n      menuId\n      minSeats\n      decisionHours\n      priceCents\n      class {\n        id\n        unitPriceCents\n        sku\n        name\n        description\n        durationMinutes\n        ...ClassSeatsFields\n        location {\n          name\n          timezone\n        }\n        fulfillment {\n          name\n          path\n        }\n        classType {\n          name\n        }\n        host {\n          firstName\n          lastName\n        }\n        menu {\n          name\n        }\n      }\n    }\n    classForecast(id: $id) {\n      sold\n      held\n      left\n    }\n  }\n"): (typeof documents)["\n  query AdminClass($id: ID!) {\n    classInformation(id: $id) {\n      published\n      state\n      actions\n      registrationsCount\n      revenueCents\n      localDate\n      localTime\n      classTypeId\n      locationId\n      fulfillmentId\n      reservationSizeId\n      hostId\n      menuId\n      minSeats\n      decisionHours\n      priceCents\n      class {\n        id\n        unitPriceCents\n        sku\n        name\n        description\n        durationMinutes\n        ...ClassSeatsFields\n        location {\n          name\n          timezone\n        }\n        fulfillment {\n          name\n          path\n        }\n        classType {\n          name\n        }\n        host {\n          firstName\n          lastName\n        }\n        menu {\n          name\n        }\n      }\n    }\n    classForecast(id: $id) {\n      sold\n      held\n      left\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassGrocery($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n    }\n    classGrocery(id: $id) {\n      kits\n      registrations\n      menuMeals\n      perGuest\n      guests\n      aisles {\n        aisle\n        items {\n          name\n          unit\n          quantity\n          shown\n          meals\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassGrocery($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n    }\n    classGrocery(id: $id) {\n      kits\n      registrations\n      menuMeals\n      perGuest\n      guests\n      aisles {\n        aisle\n        items {\n          name\n          unit\n          quantity\n          shown\n          meals\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClass($input: ClassInput!) {\n    createClass(input: $input) {\n      class {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClass($input: ClassInput!) {\n    createClass(input: $input) {\n      class {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClassSeries($input: ClassInput!, $repeat: ClassRepeatInput!) {\n    createClassSeries(input: $input, repeat: $repeat) {\n      classIds\n      skippedDates\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClassSeries($input: ClassInput!, $repeat: ClassRepeatInput!) {\n    createClassSeries(input: $input, repeat: $repeat) {\n      classIds\n      skippedDates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomClass($input: CustomClassInput!) {\n    createCustomClass(input: $input) {\n      class {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomClass($input: CustomClassInput!) {\n    createCustomClass(input: $input) {\n      class {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClass($id: ID!, $input: ClassInput!) {\n    updateClass(id: $id, input: $input) {\n      class {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClass($id: ID!, $input: ClassInput!) {\n    updateClass(id: $id, input: $input) {\n      class {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClassAction($id: ID!, $complete: Boolean!, $archive: Boolean!, $publish: Boolean!, $published: Boolean!, $setPublic: Boolean!, $public: Boolean!) {\n    completeClass(id: $id) @include(if: $complete) {\n      state\n    }\n    archiveClass(id: $id) @include(if: $archive) {\n      state\n    }\n    publishClass(id: $id, published: $published) @include(if: $publish) {\n      state\n    }\n    setClassPublic(id: $id, public: $public) @include(if: $setPublic) {\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation ClassAction($id: ID!, $complete: Boolean!, $archive: Boolean!, $publish: Boolean!, $published: Boolean!, $setPublic: Boolean!, $public: Boolean!) {\n    completeClass(id: $id) @include(if: $complete) {\n      state\n    }\n    archiveClass(id: $id) @include(if: $archive) {\n      state\n    }\n    publishClass(id: $id, published: $published) @include(if: $publish) {\n      state\n    }\n    setClassPublic(id: $id, public: $public) @include(if: $setPublic) {\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunClassAnyway($id: ID!) {\n    runClassAnyway(id: $id) {\n      class {\n        id\n        goNoGo {\n          decision\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunClassAnyway($id: ID!) {\n    runClassAnyway(id: $id) {\n      class {\n        id\n        goNoGo {\n          decision\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClass($id: ID!) {\n    deleteClass(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteClass($id: ID!) {\n    deleteClass(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassCancelPlan($id: ID!) {\n    classInformation(id: $id) {\n      state\n      class {\n        id\n        name\n        location {\n          name\n          timezone\n        }\n      }\n      localDate\n      localTime\n    }\n    classCancelPlan(id: $id) {\n      bookings {\n        orderId\n        orderNumber\n        bookerFirstName\n        bookerLastName\n        bookerEmail\n        guests {\n          id\n          firstName\n          lastName\n          status\n        }\n        seats\n        paidCents\n        refundCents\n      }\n      seats\n      refundCents\n      guestsVersion\n      moveAllowed\n      moveRefusal\n      moveDates {\n        class {\n          ...AdminClassSummaryFields\n        }\n        seatsLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassCancelPlan($id: ID!) {\n    classInformation(id: $id) {\n      state\n      class {\n        id\n        name\n        location {\n          name\n          timezone\n        }\n      }\n      localDate\n      localTime\n    }\n    classCancelPlan(id: $id) {\n      bookings {\n        orderId\n        orderNumber\n        bookerFirstName\n        bookerLastName\n        bookerEmail\n        guests {\n          id\n          firstName\n          lastName\n          status\n        }\n        seats\n        paidCents\n        refundCents\n      }\n      seats\n      refundCents\n      guestsVersion\n      moveAllowed\n      moveRefusal\n      moveDates {\n        class {\n          ...AdminClassSummaryFields\n        }\n        seatsLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelClass($id: ID!, $message: String, $guestsVersion: String) {\n    cancelClass(id: $id, message: $message, guestsVersion: $guestsVersion) {\n      refundedRegistrations\n      failedRegistrations\n    }\n  }\n"): (typeof documents)["\n  mutation CancelClass($id: ID!, $message: String, $guestsVersion: String) {\n    cancelClass(id: $id, message: $message, guestsVersion: $guestsVersion) {\n      refundedRegistrations\n      failedRegistrations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveClassGuests($id: ID!, $toClassId: ID!, $guestsVersion: String!, $message: String) {\n    moveClassGuests(id: $id, toClassId: $toClassId, guestsVersion: $guestsVersion, message: $message) {\n      toClassId\n      movedRegistrations\n    }\n  }\n"): (typeof documents)["\n  mutation MoveClassGuests($id: ID!, $toClassId: ID!, $guestsVersion: String!, $message: String) {\n    moveClassGuests(id: $id, toClassId: $toClassId, guestsVersion: $guestsVersion, message: $message) {\n      toClassId\n      movedRegistrations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClassRequests($filter: ClassRequestFilter, $limit: Int, $offset: Int) {\n    adminClassRequests(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      requests {\n        id\n        kitchen {\n          id\n          name\n        }\n        preferredDates\n        groupSize\n        occasion\n        name\n        email\n        status\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminClassRequests($filter: ClassRequestFilter, $limit: Int, $offset: Int) {\n    adminClassRequests(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      requests {\n        id\n        kitchen {\n          id\n          name\n        }\n        preferredDates\n        groupSize\n        occasion\n        name\n        email\n        status\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClassRequest($id: ID!) {\n    adminClassRequest(id: $id) {\n      id\n      ...ClassRequestFields\n      classChoices {\n        id\n        name\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminClassRequest($id: ID!) {\n    adminClassRequest(id: $id) {\n      id\n      ...ClassRequestFields\n      classChoices {\n        id\n        name\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClassRequestStatus($id: ID!, $status: ClassRequestStatus!, $reason: String, $classId: ID) {\n    setClassRequestStatus(id: $id, status: $status, reason: $reason, classId: $classId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetClassRequestStatus($id: ID!, $status: ClassRequestStatus!, $reason: String, $classId: ID) {\n    setClassRequestStatus(id: $id, status: $status, reason: $reason, classId: $classId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClassTypes($ids: [ID!]) {\n    adminClassTypes(ids: $ids) {\n      upcomingClasses\n      reminderHours\n      minSeats\n      decisionHours\n      bookedClasses\n      classType {\n        id\n        key\n        name\n        description\n        ...ClassTypeOfferFields\n        picture {\n          ...PictureFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminClassTypes($ids: [ID!]) {\n    adminClassTypes(ids: $ids) {\n      upcomingClasses\n      reminderHours\n      minSeats\n      decisionHours\n      bookedClasses\n      classType {\n        id\n        key\n        name\n        description\n        ...ClassTypeOfferFields\n        picture {\n          ...PictureFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClassType($input: ClassTypeInput!) {\n    createClassType(input: $input) {\n      classType {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClassType($input: ClassTypeInput!) {\n    createClassType(input: $input) {\n      classType {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClassType($id: ID!, $input: ClassTypeInput!) {\n    updateClassType(id: $id, input: $input) {\n      classType {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClassType($id: ID!, $input: ClassTypeInput!) {\n    updateClassType(id: $id, input: $input) {\n      classType {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClassTypePicture($id: ID!, $picture: File!, $alt: String!) {\n    setClassTypePicture(id: $id, picture: $picture, alt: $alt) {\n      classType {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetClassTypePicture($id: ID!, $picture: File!, $alt: String!) {\n    setClassTypePicture(id: $id, picture: $picture, alt: $alt) {\n      classType {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveClassTypePicture($id: ID!) {\n    removeClassTypePicture(id: $id) {\n      classType {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveClassTypePicture($id: ID!) {\n    removeClassTypePicture(id: $id) {\n      classType {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationPicture($ids: [ID!]) {\n    adminLocations(ids: $ids) {\n      location {\n        id\n        picture {\n          url\n          srcset\n          width\n          height\n          alt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationPicture($ids: [ID!]) {\n    adminLocations(ids: $ids) {\n      location {\n        id\n        picture {\n          url\n          srcset\n          width\n          height\n          alt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLocationPicture($id: ID!, $picture: File!, $alt: String!) {\n    setLocationPicture(id: $id, picture: $picture, alt: $alt) {\n      location {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetLocationPicture($id: ID!, $picture: File!, $alt: String!) {\n    setLocationPicture(id: $id, picture: $picture, alt: $alt) {\n      location {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveLocationPicture($id: ID!) {\n    removeLocationPicture(id: $id) {\n      location {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveLocationPicture($id: ID!) {\n    removeLocationPicture(id: $id) {\n      location {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleHome($days: Int, $locationId: ID, $withKitchens: Boolean!) {\n    consoleHome(days: $days, locationId: $locationId) {\n      days\n      truncated\n      classes {\n        id\n        name\n        date\n        localDate\n        timezone\n        locationId\n        locationName\n        seats\n        seatsTaken\n        sold\n        revenueCents\n        minSeats\n        underMinimum\n        canceled\n        published\n      }\n      attention {\n        classRequests\n        failedEmails\n        underMinimum\n        waitlistOffers\n        unansweredMessages\n      }\n    }\n    classFormChoices @include(if: $withKitchens) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleHome($days: Int, $locationId: ID, $withKitchens: Boolean!) {\n    consoleHome(days: $days, locationId: $locationId) {\n      days\n      truncated\n      classes {\n        id\n        name\n        date\n        localDate\n        timezone\n        locationId\n        locationName\n        seats\n        seatsTaken\n        sold\n        revenueCents\n        minSeats\n        underMinimum\n        canceled\n        published\n      }\n      attention {\n        classRequests\n        failedEmails\n        underMinimum\n        waitlistOffers\n        unansweredMessages\n      }\n    }\n    classFormChoices @include(if: $withKitchens) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditRow on AuditRecord {\n    id\n    actorEmail\n    action\n    resource\n    resourceId\n    before\n    after\n    createdAt\n    summary\n    timeZone\n    links {\n      resource\n      resourceId\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment AuditRow on AuditRecord {\n    id\n    actorEmail\n    action\n    resource\n    resourceId\n    before\n    after\n    createdAt\n    summary\n    timeZone\n    links {\n      resource\n      resourceId\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditRecords($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditRecords(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      records {\n        ...AuditRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditRecords($filter: AuditFilter, $limit: Int, $offset: Int) {\n    auditRecords(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      records {\n        ...AuditRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserRow on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    roles\n    disabled\n  }\n"): (typeof documents)["\n  fragment AdminUserRow on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    roles\n    disabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $limit: Int, $offset: Int) {\n    users(search: $search, limit: $limit, offset: $offset) {\n      total\n      users {\n        ...AdminUserRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $limit: Int, $offset: Int) {\n    users(search: $search, limit: $limit, offset: $offset) {\n      total\n      users {\n        ...AdminUserRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      ...AdminUserRow\n      createdAt\n      allergies {\n        key\n        name\n      }\n      allergyNotes\n    }\n    userOrders(userId: $id, limit: 10) {\n      total\n      orders {\n        ...OrderRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      ...AdminUserRow\n      createdAt\n      allergies {\n        key\n        name\n      }\n      allergyNotes\n    }\n    userOrders(userId: $id, limit: 10) {\n      total\n      orders {\n        ...OrderRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoles {\n    roles {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminRoles {\n    roles {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenBoard($from: String, $to: String, $locationId: ID) {\n    kitchenBoard(from: $from, to: $to, locationId: $locationId) {\n      classId\n      name\n      date\n      timezone\n      locationName\n      seatsTaken\n      chefsChoiceKits\n      meals {\n        mealId\n        name\n        status\n        kitsChosen\n      }\n    }\n    classFormChoices {\n      locations {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query KitchenBoard($from: String, $to: String, $locationId: ID) {\n    kitchenBoard(from: $from, to: $to, locationId: $locationId) {\n      classId\n      name\n      date\n      timezone\n      locationName\n      seatsTaken\n      chefsChoiceKits\n      meals {\n        mealId\n        name\n        status\n        kitsChosen\n      }\n    }\n    classFormChoices {\n      locations {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMealCookedStatus($classId: ID!, $mealId: ID!, $status: MealCookedStatus!) {\n    setMealCookedStatus(classId: $classId, mealId: $mealId, status: $status) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetMealCookedStatus($classId: ID!, $mealId: ID!, $status: MealCookedStatus!) {\n    setMealCookedStatus(classId: $classId, mealId: $mealId, status: $status) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailDeliveryFields on EmailDelivery {\n    state\n    attempts\n    lastError\n    providerId\n  }\n"): (typeof documents)["\n  fragment EmailDeliveryFields on EmailDelivery {\n    state\n    attempts\n    lastError\n    providerId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminEmailFields on AdminEmail {\n    id\n    to\n    subject\n    kind\n    delivery {\n      ...EmailDeliveryFields\n    }\n    createdAt\n    sentAt\n  }\n"): (typeof documents)["\n  fragment AdminEmailFields on AdminEmail {\n    id\n    to\n    subject\n    kind\n    delivery {\n      ...EmailDeliveryFields\n    }\n    createdAt\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmails($filter: AdminEmailFilter, $limit: Int, $offset: Int) {\n    adminEmails(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      states {\n        state\n        count\n      }\n      emails {\n        ...AdminEmailFields\n      }\n    }\n    emailSuppressions {\n      email\n      reason\n      detail\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminEmails($filter: AdminEmailFilter, $limit: Int, $offset: Int) {\n    adminEmails(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      states {\n        state\n        count\n      }\n      emails {\n        ...AdminEmailFields\n      }\n    }\n    emailSuppressions {\n      email\n      reason\n      detail\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmail($id: ID!) {\n    adminEmail(id: $id) {\n      ...AdminEmailFields\n      ref\n      updatedAt\n      text\n      html\n    }\n  }\n"): (typeof documents)["\n  query AdminEmail($id: ID!) {\n    adminEmail(id: $id) {\n      ...AdminEmailFields\n      ref\n      updatedAt\n      text\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuppressEmailAddress($email: String!, $detail: String) {\n    suppressEmailAddress(email: $email, detail: $detail) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SuppressEmailAddress($email: String!, $detail: String) {\n    suppressEmailAddress(email: $email, detail: $detail) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsuppressEmailAddress($email: String!) {\n    unsuppressEmailAddress(email: $email)\n  }\n"): (typeof documents)["\n  mutation UnsuppressEmailAddress($email: String!) {\n    unsuppressEmailAddress(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGiftCards($filter: AdminGiftCardFilter, $limit: Int, $offset: Int) {\n    adminGiftCards(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      giftCards {\n        id\n        code\n        initialCents\n        balanceCents\n        status\n        recipientName\n        recipientEmail\n        purchaserEmail\n        issuedByHand\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGiftCards($filter: AdminGiftCardFilter, $limit: Int, $offset: Int) {\n    adminGiftCards(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      giftCards {\n        id\n        code\n        initialCents\n        balanceCents\n        status\n        recipientName\n        recipientEmail\n        purchaserEmail\n        issuedByHand\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGiftCard($id: ID!) {\n    adminGiftCard(id: $id) {\n      id\n      code\n      codeLast4\n      initialCents\n      balanceCents\n      status\n      statusReason\n      recipientName\n      recipientEmail\n      senderName\n      message\n      purchaserEmail\n      orderId\n      orderNumber\n      issuedByHand\n      createdAt\n      ledgerBalanceCents\n      ledger {\n        id\n        kind\n        amountCents\n        orderId\n        orderNumber\n        reference\n        note\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGiftCard($id: ID!) {\n    adminGiftCard(id: $id) {\n      id\n      code\n      codeLast4\n      initialCents\n      balanceCents\n      status\n      statusReason\n      recipientName\n      recipientEmail\n      senderName\n      message\n      purchaserEmail\n      orderId\n      orderNumber\n      issuedByHand\n      createdAt\n      ledgerBalanceCents\n      ledger {\n        id\n        kind\n        amountCents\n        orderId\n        orderNumber\n        reference\n        note\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGiftCardStatus($id: ID!, $status: GiftCardStatus!, $reason: String!) {\n    setGiftCardStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetGiftCardStatus($id: ID!, $status: GiftCardStatus!, $reason: String!) {\n    setGiftCardStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueGiftCard($input: GiftCardCompInput!) {\n    issueGiftCard(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation IssueGiftCard($input: GiftCardCompInput!) {\n    issueGiftCard(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    topic\n    kitchenName\n    message\n    sentTo\n    createdAt\n    status\n    readAt\n    readBy\n    repliedAt\n    repliedBy\n    doneAt\n    doneBy\n  }\n"): (typeof documents)["\n  fragment AdminContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    phone\n    topic\n    kitchenName\n    message\n    sentTo\n    createdAt\n    status\n    readAt\n    readBy\n    repliedAt\n    repliedBy\n    doneAt\n    doneBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessages($filter: ContactMessageFilter, $limit: Int, $offset: Int) {\n    adminContactMessages(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      open\n      unanswered\n      done\n      messages {\n        ...AdminContactMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminContactMessages($filter: ContactMessageFilter, $limit: Int, $offset: Int) {\n    adminContactMessages(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      open\n      unanswered\n      done\n      messages {\n        ...AdminContactMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessage($id: ID!) {\n    adminContactMessage(id: $id) {\n      ...AdminContactMessageFields\n      replies {\n        id\n        subject\n        message\n        repliedBy\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminContactMessage($id: ID!) {\n    adminContactMessage(id: $id) {\n      ...AdminContactMessageFields\n      replies {\n        id\n        subject\n        message\n        repliedBy\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageRead($id: ID!) {\n    markContactMessageRead(id: $id) {\n      id\n      readAt\n      readBy\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactMessageRead($id: ID!) {\n    markContactMessageRead(id: $id) {\n      id\n      readAt\n      readBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToContactMessage($id: ID!, $subject: String, $message: String!) {\n    replyToContactMessage(id: $id, subject: $subject, message: $message) {\n      id\n      repliedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToContactMessage($id: ID!, $subject: String, $message: String!) {\n    replyToContactMessage(id: $id, subject: $subject, message: $message) {\n      id\n      repliedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageStatus($id: ID!, $status: ContactMessageStatus!) {\n    setContactMessageStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetContactMessageStatus($id: ID!, $status: ContactMessageStatus!) {\n    setContactMessageStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsletterSubscribers($filter: NewsletterSubscriberFilter, $limit: Int, $offset: Int) {\n    adminNewsletterSubscribers(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      pending\n      subscribed\n      unsubscribed\n      subscribers {\n        email\n        firstName\n        lastName\n        status\n        createdAt\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsletterSubscribers($filter: NewsletterSubscriberFilter, $limit: Int, $offset: Int) {\n    adminNewsletterSubscribers(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      pending\n      subscribed\n      unsubscribed\n      subscribers {\n        email\n        firstName\n        lastName\n        status\n        createdAt\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUnsubscribeNewsletter($email: String!) {\n    adminUnsubscribeNewsletter(email: $email) {\n      email\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUnsubscribeNewsletter($email: String!) {\n    adminUnsubscribeNewsletter(email: $email) {\n      email\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLocations($ids: [ID!], $search: String, $first: Int, $offset: Int) {\n    adminLocations(ids: $ids, search: $search, first: $first, offset: $offset) {\n      taxRateBps\n      upcomingClasses\n      shippingOffsetsCount\n      deliveryArea {\n        radiusMiles\n        zipcodes\n        feeCents\n        freeOverCents\n      }\n      location {\n        id\n        name\n        slug\n        street\n        city\n        state\n        zipcode\n        latitude\n        longitude\n        timezone\n        phone\n        email\n        active\n        shipping\n        allowCustomClass\n        calendarId\n        activeMonths\n        fulfillments {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLocations($ids: [ID!], $search: String, $first: Int, $offset: Int) {\n    adminLocations(ids: $ids, search: $search, first: $first, offset: $offset) {\n      taxRateBps\n      upcomingClasses\n      shippingOffsetsCount\n      deliveryArea {\n        radiusMiles\n        zipcodes\n        feeCents\n        freeOverCents\n      }\n      location {\n        id\n        name\n        slug\n        street\n        city\n        state\n        zipcode\n        latitude\n        longitude\n        timezone\n        phone\n        email\n        active\n        shipping\n        allowCustomClass\n        calendarId\n        activeMonths\n        fulfillments {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FulfillmentChoices {\n    fulfillments {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query FulfillmentChoices {\n    fulfillments {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLocation($input: LocationInput!) {\n    createLocation(input: $input) {\n      location {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLocation($input: LocationInput!) {\n    createLocation(input: $input) {\n      location {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      location {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLocation($id: ID!, $input: LocationInput!) {\n    updateLocation(id: $id, input: $input) {\n      location {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLocation($id: ID!) {\n    deleteLocation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteLocation($id: ID!) {\n    deleteLocation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassSheetHead on ClassInformation {\n    localDate\n    localTime\n    class {\n      id\n      name\n      location {\n        name\n      }\n      menu {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ClassSheetHead on ClassInformation {\n    localDate\n    localTime\n    class {\n      id\n      name\n      location {\n        name\n      }\n      menu {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassManifest($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n      class {\n        classType {\n          offer\n        }\n      }\n    }\n    classAttendees(id: $id) {\n      id\n      orderId\n      orderNumber\n      bookerName\n      bookerEmail\n      bookerPhone\n      firstName\n      lastName\n      phone\n      email\n      allergies\n      allergiesOnMenu\n      allergyNotes\n      spiceTolerance\n      status\n      portionSize\n      mealCount\n      meals {\n        mealId\n        name\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassManifest($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n      class {\n        classType {\n          offer\n        }\n      }\n    }\n    classAttendees(id: $id) {\n      id\n      orderId\n      orderNumber\n      bookerName\n      bookerEmail\n      bookerPhone\n      firstName\n      lastName\n      phone\n      email\n      allergies\n      allergiesOnMenu\n      allergyNotes\n      spiceTolerance\n      status\n      portionSize\n      mealCount\n      meals {\n        mealId\n        name\n        quantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageAttendees($classId: ID!, $subject: String!, $message: String!) {\n    messageAttendees(classId: $classId, subject: $subject, message: $message) {\n      queued\n      recipients\n    }\n  }\n"): (typeof documents)["\n  mutation MessageAttendees($classId: ID!, $subject: String!, $message: String!) {\n    messageAttendees(classId: $classId, subject: $subject, message: $message) {\n      queued\n      recipients\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMealRow on Meal {\n    id\n    slug\n    name\n    priceCents\n    active\n    mealType {\n      id\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AdminMealRow on Meal {\n    id\n    slug\n    name\n    priceCents\n    active\n    mealType {\n      id\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMealFields on AdminMeal {\n    meal {\n      ...AdminMealRow\n      description\n      ingredients\n      instructions\n      serves\n      calories\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n    measuredIngredients {\n      name\n      quantity\n      unit\n      aisle\n    }\n  }\n"): (typeof documents)["\n  fragment AdminMealFields on AdminMeal {\n    meal {\n      ...AdminMealRow\n      description\n      ingredients\n      instructions\n      serves\n      calories\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n    measuredIngredients {\n      name\n      quantity\n      unit\n      aisle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMeals($ids: [ID!]) {\n    adminMeals(ids: $ids) {\n      ...AdminMealFields\n    }\n  }\n"): (typeof documents)["\n  query AdminMeals($ids: [ID!]) {\n    adminMeals(ids: $ids) {\n      ...AdminMealFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMealList($ids: [ID!], $search: String, $mealTypeId: ID, $active: Boolean, $notOnMenuId: ID, $first: Int, $offset: Int) {\n    adminMeals(ids: $ids, search: $search, mealTypeId: $mealTypeId, active: $active, notOnMenuId: $notOnMenuId, first: $first, offset: $offset) {\n      meal {\n        ...AdminMealRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMealList($ids: [ID!], $search: String, $mealTypeId: ID, $active: Boolean, $notOnMenuId: ID, $first: Int, $offset: Int) {\n    adminMeals(ids: $ids, search: $search, mealTypeId: $mealTypeId, active: $active, notOnMenuId: $notOnMenuId, first: $first, offset: $offset) {\n      meal {\n        ...AdminMealRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMenus {\n    menus {\n      id\n      name\n      startsOn\n      endsOn\n      meals {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMenus {\n    menus {\n      id\n      name\n      startsOn\n      endsOn\n      meals {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMeal($input: MealInput!) {\n    createMeal(input: $input) {\n      meal {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMeal($input: MealInput!) {\n    createMeal(input: $input) {\n      meal {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMeal($id: ID!, $input: MealInput!) {\n    updateMeal(id: $id, input: $input) {\n      meal {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMeal($id: ID!, $input: MealInput!) {\n    updateMeal(id: $id, input: $input) {\n      meal {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMenuMeals($menuId: ID!, $mealIds: [ID!]!) {\n    setMenuMeals(menuId: $menuId, mealIds: $mealIds) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetMenuMeals($menuId: ID!, $mealIds: [ID!]!) {\n    setMenuMeals(menuId: $menuId, mealIds: $mealIds) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMenuMeal($menuId: ID!, $mealId: ID!) {\n    addMenuMeal(menuId: $menuId, mealId: $mealId) {\n      id\n      meals {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddMenuMeal($menuId: ID!, $mealId: ID!) {\n    addMenuMeal(menuId: $menuId, mealId: $mealId) {\n      id\n      meals {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MealChoices {\n    mealTypes {\n      id\n      name\n    }\n    allergies {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query MealChoices {\n    mealTypes {\n      id\n      name\n    }\n    allergies {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMealPicture($id: ID!, $picture: File!, $alt: String) {\n    setMealPicture(id: $id, picture: $picture, alt: $alt) {\n      meal {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMealPicture($id: ID!, $picture: File!, $alt: String) {\n    setMealPicture(id: $id, picture: $picture, alt: $alt) {\n      meal {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMealPicture($id: ID!) {\n    removeMealPicture(id: $id) {\n      meal {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMealPicture($id: ID!) {\n    removeMealPicture(id: $id) {\n      meal {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPressReleaseFields on PressRelease {\n    id\n    slug\n    title\n    summary\n    body\n    bodyHtml\n    publishedOn\n    status\n    updatedAt\n    image {\n      ...PictureFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminPressReleaseFields on PressRelease {\n    id\n    slug\n    title\n    summary\n    body\n    bodyHtml\n    publishedOn\n    status\n    updatedAt\n    image {\n      ...PictureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBlogPostFields on BlogPost {\n    id\n    slug\n    title\n    author\n    summary\n    body\n    bodyHtml\n    publishedOn\n    status\n    image {\n      ...PictureFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminBlogPostFields on BlogPost {\n    id\n    slug\n    title\n    author\n    summary\n    body\n    bodyHtml\n    publishedOn\n    status\n    image {\n      ...PictureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminNewsLinkFields on NewsLink {\n    id\n    outlet\n    title\n    url\n    publishedOn\n    status\n    updatedAt\n    logo {\n      ...PictureFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminNewsLinkFields on NewsLink {\n    id\n    outlet\n    title\n    url\n    publishedOn\n    status\n    updatedAt\n    logo {\n      ...PictureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentStatuses on Query {\n    newsroomStatuses {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ContentStatuses on Query {\n    newsroomStatuses {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminContentRow on ContentItem {\n    __typename\n    id\n    title\n    publishedOn\n    status\n    ... on NewsLink {\n      outlet\n    }\n    ... on BlogPost {\n      author\n    }\n  }\n"): (typeof documents)["\n  fragment AdminContentRow on ContentItem {\n    __typename\n    id\n    title\n    publishedOn\n    status\n    ... on NewsLink {\n      outlet\n    }\n    ... on BlogPost {\n      author\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsroom($filter: ContentListFilter, $releases: Boolean!, $links: Boolean!, $first: Int!, $offset: Int!) {\n    pressReleases: adminContentItems(kind: PRESS_RELEASE, filter: $filter, first: $first, offset: $offset) @include(if: $releases) {\n      ...AdminContentRow\n    }\n    newsLinks: adminContentItems(kind: NEWS_LINK, filter: $filter, first: $first, offset: $offset) @include(if: $links) {\n      ...AdminContentRow\n    }\n    ...ContentStatuses\n  }\n"): (typeof documents)["\n  query AdminNewsroom($filter: ContentListFilter, $releases: Boolean!, $links: Boolean!, $first: Int!, $offset: Int!) {\n    pressReleases: adminContentItems(kind: PRESS_RELEASE, filter: $filter, first: $first, offset: $offset) @include(if: $releases) {\n      ...AdminContentRow\n    }\n    newsLinks: adminContentItems(kind: NEWS_LINK, filter: $filter, first: $first, offset: $offset) @include(if: $links) {\n      ...AdminContentRow\n    }\n    ...ContentStatuses\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogPosts($filter: ContentListFilter, $first: Int!, $offset: Int!) {\n    adminContentItems(kind: BLOG_POST, filter: $filter, first: $first, offset: $offset) {\n      ...AdminContentRow\n    }\n    ...ContentStatuses\n  }\n"): (typeof documents)["\n  query AdminBlogPosts($filter: ContentListFilter, $first: Int!, $offset: Int!) {\n    adminContentItems(kind: BLOG_POST, filter: $filter, first: $first, offset: $offset) {\n      ...AdminContentRow\n    }\n    ...ContentStatuses\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContentItem($kind: ContentKind!, $id: ID!) {\n    adminContentItem(kind: $kind, id: $id) {\n      __typename\n      ...AdminPressReleaseFields\n      ...AdminNewsLinkFields\n      ...AdminBlogPostFields\n    }\n    ...ContentStatuses\n  }\n"): (typeof documents)["\n  query AdminContentItem($kind: ContentKind!, $id: ID!) {\n    adminContentItem(kind: $kind, id: $id) {\n      __typename\n      ...AdminPressReleaseFields\n      ...AdminNewsLinkFields\n      ...AdminBlogPostFields\n    }\n    ...ContentStatuses\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsroomStatuses {\n    ...ContentStatuses\n  }\n"): (typeof documents)["\n  query NewsroomStatuses {\n    ...ContentStatuses\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveContentItem($kind: ContentKind!, $id: ID!) {\n    archiveContentItem(kind: $kind, id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveContentItem($kind: ContentKind!, $id: ID!) {\n    archiveContentItem(kind: $kind, id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContentItem($kind: ContentKind!, $id: ID!) {\n    deleteContentItem(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContentItem($kind: ContentKind!, $id: ID!) {\n    deleteContentItem(kind: $kind, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePressRelease($input: PressReleaseInput!, $image: File) {\n    createPressRelease(input: $input, image: $image) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePressRelease($input: PressReleaseInput!, $image: File) {\n    createPressRelease(input: $input, image: $image) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePressRelease($id: ID!, $input: PressReleaseInput!, $image: File) {\n    updatePressRelease(id: $id, input: $input, image: $image) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePressRelease($id: ID!, $input: PressReleaseInput!, $image: File) {\n    updatePressRelease(id: $id, input: $input, image: $image) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewsLink($input: NewsLinkInput!, $logo: File) {\n    createNewsLink(input: $input, logo: $logo) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNewsLink($input: NewsLinkInput!, $logo: File) {\n    createNewsLink(input: $input, logo: $logo) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNewsLink($id: ID!, $input: NewsLinkInput!, $logo: File) {\n    updateNewsLink(id: $id, input: $input, logo: $logo) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNewsLink($id: ID!, $input: NewsLinkInput!, $logo: File) {\n    updateNewsLink(id: $id, input: $input, logo: $logo) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlogPost($input: BlogPostInput!, $image: File) {\n    createBlogPost(input: $input, image: $image) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBlogPost($input: BlogPostInput!, $image: File) {\n    createBlogPost(input: $input, image: $image) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $image: File) {\n    updateBlogPost(id: $id, input: $input, image: $image) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $image: File) {\n    updateBlogPost(id: $id, input: $input, image: $image) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($filter: AdminOrderFilter, $limit: Int, $offset: Int) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      orders {\n        id\n        number\n        status\n        email\n        firstName\n        lastName\n        totalCents\n        refundedCents\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($filter: AdminOrderFilter, $limit: Int, $offset: Int) {\n    adminOrders(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      orders {\n        id\n        number\n        status\n        email\n        firstName\n        lastName\n        totalCents\n        refundedCents\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: ID!) {\n    adminOrder(id: $id) {\n      notes\n      emails {\n        id\n        to\n        subject\n        delivery {\n          state\n        }\n        createdAt\n      }\n      order {\n        ...OrderSummaryFields\n        status\n        registrations {\n          id\n          status\n          firstName\n          lastName\n          totalCents\n          class {\n            id\n            name\n            date\n            location {\n              name\n              timezone\n            }\n          }\n        }\n      }\n      payment {\n        provider\n        reference\n        cardCents\n        giftCardCents\n        capturedCents\n        refundedCents\n        refunds {\n          id\n          registrationId\n          amountCents\n          payLinkCardCents\n          cardCents\n          giftCardCents\n          reason\n          note\n          status\n          failureReason\n          createdAt\n        }\n      }\n    }\n    refundReasons {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: ID!) {\n    adminOrder(id: $id) {\n      notes\n      emails {\n        id\n        to\n        subject\n        delivery {\n          state\n        }\n        createdAt\n      }\n      order {\n        ...OrderSummaryFields\n        status\n        registrations {\n          id\n          status\n          firstName\n          lastName\n          totalCents\n          class {\n            id\n            name\n            date\n            location {\n              name\n              timezone\n            }\n          }\n        }\n      }\n      payment {\n        provider\n        reference\n        cardCents\n        giftCardCents\n        capturedCents\n        refundedCents\n        refunds {\n          id\n          registrationId\n          amountCents\n          payLinkCardCents\n          cardCents\n          giftCardCents\n          reason\n          note\n          status\n          failureReason\n          createdAt\n        }\n      }\n    }\n    refundReasons {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundRegistration($registrationId: ID!, $input: RefundInput!) {\n    refundRegistration(registrationId: $registrationId, input: $input) {\n      id\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  mutation RefundRegistration($registrationId: ID!, $input: RefundInput!) {\n    refundRegistration(registrationId: $registrationId, input: $input) {\n      id\n      amountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPayment($orderId: ID!, $input: RefundInput!) {\n    refundPayment(orderId: $orderId, input: $input) {\n      id\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  mutation RefundPayment($orderId: ID!, $input: RefundInput!) {\n    refundPayment(orderId: $orderId, input: $input) {\n      id\n      amountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrder($id: ID!, $input: OrderUpdateInput!) {\n    updateOrder(id: $id, input: $input) {\n      notes\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrder($id: ID!, $input: OrderUpdateInput!) {\n    updateOrder(id: $id, input: $input) {\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhoneBookingClass($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n      class {\n        seatsLeft\n        unitPriceCents\n        classType {\n          offer\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PhoneBookingClass($id: ID!) {\n    classInformation(id: $id) {\n      ...ClassSheetHead\n      class {\n        seatsLeft\n        unitPriceCents\n        classType {\n          offer\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookByPhone($input: PhoneBookingInput!) {\n    bookByPhone(input: $input) {\n      checkoutId\n      orderId\n      amountDueCents\n      payLinkPath\n      holdExpiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation BookByPhone($input: PhoneBookingInput!) {\n    bookByPhone(input: $input) {\n      checkoutId\n      orderId\n      amountDueCents\n      payLinkPath\n      holdExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPromotionFields on AdminPromotion {\n    id\n    name\n    description\n    discountType\n    discountValue\n    appliesTo\n    classTypes {\n      id\n      name\n    }\n    giftCards\n    minimumCents\n    startsAt\n    endsAt\n    usageLimit\n    perCustomerLimit\n    uses\n    active\n    status\n    codeCount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminPromotionFields on AdminPromotion {\n    id\n    name\n    description\n    discountType\n    discountValue\n    appliesTo\n    classTypes {\n      id\n      name\n    }\n    giftCards\n    minimumCents\n    startsAt\n    endsAt\n    usageLimit\n    perCustomerLimit\n    uses\n    active\n    status\n    codeCount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionCodeRow on PromotionCode {\n    code\n    usageLimit\n    uses\n    active\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PromotionCodeRow on PromotionCode {\n    code\n    usageLimit\n    uses\n    active\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromotions($filter: AdminPromotionFilter, $limit: Int, $offset: Int) {\n    adminPromotions(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      promotions {\n        ...AdminPromotionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPromotions($filter: AdminPromotionFilter, $limit: Int, $offset: Int) {\n    adminPromotions(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      promotions {\n        ...AdminPromotionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromotion($id: ID!, $codeSearch: String, $codeLimit: Int, $codeOffset: Int, $orderOffset: Int) {\n    adminPromotion(id: $id) {\n      ...AdminPromotionFields\n    }\n    promotionCodes(promotionId: $id, search: $codeSearch, limit: $codeLimit, offset: $codeOffset) {\n      total\n      codes {\n        id\n        ...PromotionCodeRow\n      }\n    }\n    promotionOrders(promotionId: $id, limit: 25, offset: $orderOffset) {\n      total\n      orders {\n        orderId\n        number\n        email\n        firstName\n        lastName\n        status\n        code\n        discountCents\n        totalCents\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPromotion($id: ID!, $codeSearch: String, $codeLimit: Int, $codeOffset: Int, $orderOffset: Int) {\n    adminPromotion(id: $id) {\n      ...AdminPromotionFields\n    }\n    promotionCodes(promotionId: $id, search: $codeSearch, limit: $codeLimit, offset: $codeOffset) {\n      total\n      codes {\n        id\n        ...PromotionCodeRow\n      }\n    }\n    promotionOrders(promotionId: $id, limit: 25, offset: $orderOffset) {\n      total\n      orders {\n        orderId\n        number\n        email\n        firstName\n        lastName\n        status\n        code\n        discountCents\n        totalCents\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionCodesCsv($id: ID!, $offset: Int) {\n    promotionCodes(promotionId: $id, limit: 5000, offset: $offset) {\n      total\n      codes {\n        ...PromotionCodeRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromotionCodesCsv($id: ID!, $offset: Int) {\n    promotionCodes(promotionId: $id, limit: 5000, offset: $offset) {\n      total\n      codes {\n        ...PromotionCodeRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionChoices {\n    classTypes {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PromotionChoices {\n    classTypes {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n    updatePromotion(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {\n    updatePromotion(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetirePromotion($id: ID!) {\n    retirePromotion(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RetirePromotion($id: ID!) {\n    retirePromotion(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePromotion($id: ID!) {\n    deletePromotion(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromotionCodes($promotionId: ID!, $input: PromotionCodesInput!) {\n    createPromotionCodes(promotionId: $promotionId, input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromotionCodes($promotionId: ID!, $input: PromotionCodesInput!) {\n    createPromotionCodes(promotionId: $promotionId, input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePromotionCode($id: ID!, $input: PromotionCodeInput!) {\n    updatePromotionCode(id: $id, input: $input) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePromotionCode($id: ID!, $input: PromotionCodeInput!) {\n    updatePromotionCode(id: $id, input: $input) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRegistrations($filter: AdminRegistrationFilter, $limit: Int, $offset: Int) {\n    adminRegistrations(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      registrations {\n        ...AdminRegistrationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRegistrations($filter: AdminRegistrationFilter, $limit: Int, $offset: Int) {\n    adminRegistrations(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      registrations {\n        ...AdminRegistrationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRegistration($id: ID!) {\n    registration(id: $id) {\n      ...AdminRegistrationFields\n    }\n    registrationStatuses {\n      key\n      name\n      next\n    }\n    allergies {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminRegistration($id: ID!) {\n    registration(id: $id) {\n      ...AdminRegistrationFields\n    }\n    registrationStatuses {\n      key\n      name\n      next\n    }\n    allergies {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRegistrationFields on AdminRegistration {\n    id\n    orderId\n    orderNumber\n    status\n    firstName\n    lastName\n    email\n    phone\n    allergies\n    allergyNotes\n    spiceTolerance\n    class {\n      id\n      name\n      date\n      locationName\n      timezone\n    }\n    totals {\n      totalCents\n      refundedCents\n      refundableCents\n    }\n  }\n"): (typeof documents)["\n  fragment AdminRegistrationFields on AdminRegistration {\n    id\n    orderId\n    orderNumber\n    status\n    firstName\n    lastName\n    email\n    phone\n    allergies\n    allergyNotes\n    spiceTolerance\n    class {\n      id\n      name\n      date\n      locationName\n      timezone\n    }\n    totals {\n      totalCents\n      refundedCents\n      refundableCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRegistrationStatus($id: ID!, $status: RegistrationStatus!) {\n    setRegistrationStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetRegistrationStatus($id: ID!, $status: RegistrationStatus!) {\n    setRegistrationStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmation($id: ID!) {\n    resendConfirmation(registrationId: $id) {\n      to\n    }\n  }\n"): (typeof documents)["\n  mutation ResendConfirmation($id: ID!) {\n    resendConfirmation(registrationId: $id) {\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendReminder($id: ID!) {\n    sendReminder(registrationId: $id) {\n      to\n    }\n  }\n"): (typeof documents)["\n  mutation SendReminder($id: ID!) {\n    sendReminder(registrationId: $id) {\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRegistration($id: ID!, $input: RegistrationUpdateInput!) {\n    updateRegistration(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRegistration($id: ID!, $input: RegistrationUpdateInput!) {\n    updateRegistration(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationMovePlan($id: ID!, $scope: ChangeScope) {\n    registrationMovePlan(id: $id, scope: $scope) {\n      registrationId\n      orderId\n      orderNumber\n      firstName\n      classId\n      className\n      classDate\n      locationName\n      locationCity\n      timezone\n      party {\n        ...PartyFields\n      }\n      movedByCustomer\n      allowed\n      refusal\n      dates {\n        class {\n          ...AdminClassSummaryFields\n        }\n        seatsLeft\n        seats\n        differenceCents\n        withinPolicy\n        policyBreaks\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationMovePlan($id: ID!, $scope: ChangeScope) {\n    registrationMovePlan(id: $id, scope: $scope) {\n      registrationId\n      orderId\n      orderNumber\n      firstName\n      classId\n      className\n      classDate\n      locationName\n      locationCity\n      timezone\n      party {\n        ...PartyFields\n      }\n      movedByCustomer\n      allowed\n      refusal\n      dates {\n        class {\n          ...AdminClassSummaryFields\n        }\n        seatsLeft\n        seats\n        differenceCents\n        withinPolicy\n        policyBreaks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffMoveRegistration($id: ID!, $input: StaffMoveInput!) {\n    staffMoveRegistration(id: $id, input: $input) {\n      movedRegistrations\n      toClassId\n      differenceCents\n      refundCents\n      collectCents\n      waivedCents\n      refundFailedRegistrations\n      payLinkCents\n      payLinkPath\n      holdExpiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation StaffMoveRegistration($id: ID!, $input: StaffMoveInput!) {\n    staffMoveRegistration(id: $id, input: $input) {\n      movedRegistrations\n      toClassId\n      differenceCents\n      refundCents\n      collectCents\n      waivedCents\n      refundFailedRegistrations\n      payLinkCents\n      payLinkPath\n      holdExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryAddressesReport($from: String, $to: String) {\n    deliveryAddressesReport(from: $from, to: $to) {\n      from\n      to\n      days {\n        date\n        classes {\n          classId\n          className\n          time\n          meals\n        }\n        stops {\n          orderNumber\n          classId\n          address {\n            ...PostalAddressFields\n          }\n          portions\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeliveryAddressesReport($from: String, $to: String) {\n    deliveryAddressesReport(from: $from, to: $to) {\n      from\n      to\n      days {\n        date\n        classes {\n          classId\n          className\n          time\n          meals\n        }\n        stops {\n          orderNumber\n          classId\n          address {\n            ...PostalAddressFields\n          }\n          portions\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutstandingGiftCardBalanceReport($asOf: String, $from: String) {\n    outstandingGiftCardBalanceReport(asOf: $asOf, from: $from) {\n      asOf\n      from\n      totalCents\n      disabledCents\n      cards {\n        id\n        code\n        status\n        issuedAt\n        initialCents\n        balanceCents\n      }\n      trend {\n        date\n        totalCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutstandingGiftCardBalanceReport($asOf: String, $from: String) {\n    outstandingGiftCardBalanceReport(asOf: $asOf, from: $from) {\n      asOf\n      from\n      totalCents\n      disabledCents\n      cards {\n        id\n        code\n        status\n        issuedAt\n        initialCents\n        balanceCents\n      }\n      trend {\n        date\n        totalCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagementPayrollReport($from: String, $to: String) {\n    managementPayrollReport(from: $from, to: $to) {\n      from\n      to\n      setupMinutes\n      cleanupMinutes\n      lines {\n        week\n        hostId\n        hostName\n        hostEmail\n        classes\n        classMinutes\n        extraMinutes\n        totalMinutes\n      }\n      weeks {\n        week\n        totalMinutes\n      }\n      totalMinutes\n    }\n  }\n"): (typeof documents)["\n  query ManagementPayrollReport($from: String, $to: String) {\n    managementPayrollReport(from: $from, to: $to) {\n      from\n      to\n      setupMinutes\n      cleanupMinutes\n      lines {\n        week\n        hostId\n        hostName\n        hostEmail\n        classes\n        classMinutes\n        extraMinutes\n        totalMinutes\n      }\n      weeks {\n        week\n        totalMinutes\n      }\n      totalMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviews($status: ReviewStatus, $limit: Int, $offset: Int) {\n    adminReviews(status: $status, limit: $limit, offset: $offset) {\n      total\n      pending\n      published\n      hidden\n      reviews {\n        ...AdminReviewFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReviews($status: ReviewStatus, $limit: Int, $offset: Int) {\n    adminReviews(status: $status, limit: $limit, offset: $offset) {\n      total\n      pending\n      published\n      hidden\n      reviews {\n        ...AdminReviewFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminModerateReview($id: ID!, $status: ReviewStatus!) {\n    moderateReview(id: $id, status: $status) {\n      ...AdminReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminModerateReview($id: ID!, $status: ReviewStatus!) {\n    moderateReview(id: $id, status: $status) {\n      ...AdminReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplyToReview($id: ID!, $reply: String!) {\n    replyToReview(id: $id, reply: $reply) {\n      ...AdminReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReplyToReview($id: ID!, $reply: String!) {\n    replyToReview(id: $id, reply: $reply) {\n      ...AdminReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReviewFields on StaffReview {\n    id\n    rating\n    comment\n    authorName\n    status\n    reply\n    createdAt\n    classId\n    classSku\n    className\n    classDate\n    classTypeName\n    locationName\n    timezone\n  }\n"): (typeof documents)["\n  fragment AdminReviewFields on StaffReview {\n    id\n    rating\n    comment\n    authorName\n    status\n    reply\n    createdAt\n    classId\n    classSku\n    className\n    classDate\n    classTypeName\n    locationName\n    timezone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledJobs {\n    scheduledJobs {\n      name\n      title\n      runs {\n        id\n        startedAt\n        finishedAt\n        status\n        items\n        more\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScheduledJobs {\n    scheduledJobs {\n      name\n      title\n      runs {\n        id\n        startedAt\n        finishedAt\n        status\n        items\n        more\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySecondFactor {\n    mySecondFactor {\n      required\n      enrolled\n      lockedUntil\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query MySecondFactor {\n    mySecondFactor {\n      required\n      enrolled\n      lockedUntil\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSecondFactorEnrolment {\n    startSecondFactorEnrolment {\n      secret\n      uri\n    }\n  }\n"): (typeof documents)["\n  mutation StartSecondFactorEnrolment {\n    startSecondFactorEnrolment {\n      secret\n      uri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSecondFactorEnrolment($code: String!) {\n    confirmSecondFactorEnrolment(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmSecondFactorEnrolment($code: String!) {\n    confirmSecondFactorEnrolment(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecondFactor($code: String, $recoveryCode: String) {\n    verifySecondFactor(code: $code, recoveryCode: $recoveryCode) {\n      method\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecondFactor($code: String, $recoveryCode: String) {\n    verifySecondFactor(code: $code, recoveryCode: $recoveryCode) {\n      method\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSecondFactor($userId: ID!) {\n    userSecondFactor(userId: $userId) {\n      enrolled\n      confirmedAt\n      lockedUntil\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query UserSecondFactor($userId: ID!) {\n    userSecondFactor(userId: $userId) {\n      enrolled\n      confirmedAt\n      lockedUntil\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetSecondFactor($userId: ID!) {\n    resetSecondFactor(userId: $userId) {\n      enrolled\n    }\n  }\n"): (typeof documents)["\n  mutation ResetSecondFactor($userId: ID!) {\n    resetSecondFactor(userId: $userId) {\n      enrolled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    uuid\n    status\n    updatedAt\n    classCount\n    donationCents\n    classes {\n      class {\n        id\n        sku\n        name\n        date\n        durationMinutes\n        canceled\n        seatsLeft\n        location {\n          id\n          name\n          city\n          timezone\n        }\n        fulfillment {\n          id\n          key\n          name\n          path\n        }\n      }\n      portionSize {\n        id\n        name\n        serves\n      }\n      portionQuantity {\n        id\n        mealCount\n      }\n      priceCents\n      offer\n      guests\n      unitPriceCents\n      seats\n      totals {\n        discountCents\n        taxCents\n        totalCents\n      }\n      problem\n      meals {\n        name\n        quantity\n      }\n      options {\n        ...ClassPriceFields\n      }\n    }\n    promotions {\n      code\n      promotionId\n      name\n      description\n      discountType\n      discountValue\n      appliesTo\n      discountCents\n      reason\n      message\n    }\n    giftCards {\n      giftCardId\n      code\n      status\n      balanceCents\n      appliedCents\n    }\n    charityWindow {\n      id\n      name\n      description\n      url\n      suggestedAmounts\n    }\n    address {\n      id\n      ...PostalAddressFields\n    }\n    delivery {\n      needed\n      zipcode\n      feeCents\n      kitchens {\n        locationId\n        name\n        feeRule\n      }\n    }\n    totals {\n      ...TotalsFields\n      amountDueCents\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    uuid\n    status\n    updatedAt\n    classCount\n    donationCents\n    classes {\n      class {\n        id\n        sku\n        name\n        date\n        durationMinutes\n        canceled\n        seatsLeft\n        location {\n          id\n          name\n          city\n          timezone\n        }\n        fulfillment {\n          id\n          key\n          name\n          path\n        }\n      }\n      portionSize {\n        id\n        name\n        serves\n      }\n      portionQuantity {\n        id\n        mealCount\n      }\n      priceCents\n      offer\n      guests\n      unitPriceCents\n      seats\n      totals {\n        discountCents\n        taxCents\n        totalCents\n      }\n      problem\n      meals {\n        name\n        quantity\n      }\n      options {\n        ...ClassPriceFields\n      }\n    }\n    promotions {\n      code\n      promotionId\n      name\n      description\n      discountType\n      discountValue\n      appliesTo\n      discountCents\n      reason\n      message\n    }\n    giftCards {\n      giftCardId\n      code\n      status\n      balanceCents\n      appliedCents\n    }\n    charityWindow {\n      id\n      name\n      description\n      url\n      suggestedAmounts\n    }\n    address {\n      id\n      ...PostalAddressFields\n    }\n    delivery {\n      needed\n      zipcode\n      feeCents\n      kitchens {\n        locationId\n        name\n        feeRule\n      }\n    }\n    totals {\n      ...TotalsFields\n      amountDueCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCart($uuid: ID!) {\n    cart(uuid: $uuid) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query SessionCart($uuid: ID!) {\n    cart(uuid: $uuid) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCartCount($uuid: ID!) {\n    cart(uuid: $uuid) {\n      uuid\n      status\n      updatedAt\n      classCount\n    }\n  }\n"): (typeof documents)["\n  query SessionCartCount($uuid: ID!) {\n    cart(uuid: $uuid) {\n      uuid\n      status\n      updatedAt\n      classCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCart {\n    createCart {\n      uuid\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCart {\n    createCart {\n      uuid\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUnusedCart($uuid: ID!) {\n    deleteCart(uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeleteUnusedCart($uuid: ID!) {\n    deleteCart(uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGuestsToCart($uuid: ID!, $classId: ID, $sku: String, $guests: Int!) {\n    addGuestsToCart(uuid: $uuid, classId: $classId, sku: $sku, guests: $guests) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddGuestsToCart($uuid: ID!, $classId: ID, $sku: String, $guests: Int!) {\n    addGuestsToCart(uuid: $uuid, classId: $classId, sku: $sku, guests: $guests) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddClassToCart(\n    $uuid: ID!\n    $classId: ID\n    $sku: String\n    $portionSizeId: ID!\n    $portionQuantityId: ID!\n    $meals: [MealChoiceInput!]\n  ) {\n    addClassToCart(\n      uuid: $uuid\n      classId: $classId\n      sku: $sku\n      portionSizeId: $portionSizeId\n      portionQuantityId: $portionQuantityId\n      meals: $meals\n    ) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddClassToCart(\n    $uuid: ID!\n    $classId: ID\n    $sku: String\n    $portionSizeId: ID!\n    $portionQuantityId: ID!\n    $meals: [MealChoiceInput!]\n  ) {\n    addClassToCart(\n      uuid: $uuid\n      classId: $classId\n      sku: $sku\n      portionSizeId: $portionSizeId\n      portionQuantityId: $portionQuantityId\n      meals: $meals\n    ) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveClassFromCart($uuid: ID!, $classId: ID!) {\n    removeClassFromCart(uuid: $uuid, classId: $classId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveClassFromCart($uuid: ID!, $classId: ID!) {\n    removeClassFromCart(uuid: $uuid, classId: $classId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyPromotion($uuid: ID!, $code: String!) {\n    applyPromotion(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyPromotion($uuid: ID!, $code: String!) {\n    applyPromotion(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePromotion($uuid: ID!, $promotionId: ID!) {\n    removePromotion(uuid: $uuid, promotionId: $promotionId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePromotion($uuid: ID!, $promotionId: ID!) {\n    removePromotion(uuid: $uuid, promotionId: $promotionId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyGiftCard($uuid: ID!, $code: String!) {\n    applyGiftCard(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyGiftCard($uuid: ID!, $code: String!) {\n    applyGiftCard(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGiftCard($uuid: ID!, $giftCardId: ID!) {\n    removeGiftCard(uuid: $uuid, giftCardId: $giftCardId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveGiftCard($uuid: ID!, $giftCardId: ID!) {\n    removeGiftCard(uuid: $uuid, giftCardId: $giftCardId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDeliveryZip($uuid: ID!, $zipcode: String!) {\n    setDeliveryZip(uuid: $uuid, zipcode: $zipcode) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetDeliveryZip($uuid: ID!, $zipcode: String!) {\n    setDeliveryZip(uuid: $uuid, zipcode: $zipcode) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDonation($uuid: ID!, $donationCents: Int!, $charityWindowId: ID) {\n    setDonation(uuid: $uuid, donationCents: $donationCents, charityWindowId: $charityWindowId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetDonation($uuid: ID!, $donationCents: Int!, $charityWindowId: ID) {\n    setDonation(uuid: $uuid, donationCents: $donationCents, charityWindowId: $charityWindowId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassPictures($sku: String!) {\n    class(idOrSku: $sku) {\n      id\n      classType {\n        id\n        picture {\n          ...PictureFields\n        }\n      }\n      host {\n        id\n        firstName\n        lastName\n        bio\n        picture {\n          ...PictureFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassPictures($sku: String!) {\n    class(idOrSku: $sku) {\n      id\n      classType {\n        id\n        picture {\n          ...PictureFields\n        }\n      }\n      host {\n        id\n        firstName\n        lastName\n        bio\n        picture {\n          ...PictureFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MealOfferings($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      offerings(first: 6) {\n        id\n        ...ClassWhereFields\n        name\n        date\n        seatsLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query MealOfferings($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      offerings(first: 6) {\n        id\n        ...ClassWhereFields\n        name\n        date\n        seatsLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassEventFields on Class {\n    id\n    ...ClassWhereFields\n    name\n    description\n    date\n    durationMinutes\n    canceled\n    location {\n      address {\n        street\n        city\n        state\n        zipcode\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ClassEventFields on Class {\n    id\n    ...ClassWhereFields\n    name\n    description\n    date\n    durationMinutes\n    canceled\n    location {\n      address {\n        street\n        city\n        state\n        zipcode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassCalendar($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      ...ClassEventFields\n    }\n  }\n"): (typeof documents)["\n  query ClassCalendar($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      ...ClassEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      ...ClassEventFields\n      ...ClassSeatsFields\n      fulfillment {\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      unitPriceCents\n      classType {\n        key\n        name\n        offer\n        reviews {\n          ...ClassReviewSummary\n        }\n      }\n      location {\n        phone\n      }\n      prices {\n        ...ClassPriceFields\n      }\n      menu {\n        id\n        name\n        meals {\n          ...MealSummary\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      ...ClassEventFields\n      ...ClassSeatsFields\n      fulfillment {\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      unitPriceCents\n      classType {\n        key\n        name\n        offer\n        reviews {\n          ...ClassReviewSummary\n        }\n      }\n      location {\n        phone\n      }\n      prices {\n        ...ClassPriceFields\n      }\n      menu {\n        id\n        name\n        meals {\n          ...MealSummary\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassListEntry on Class {\n    id\n    ...ClassWhereFields\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fromPriceCents\n    classType {\n      id\n      offer\n    }\n  }\n"): (typeof documents)["\n  fragment ClassListEntry on Class {\n    id\n    ...ClassWhereFields\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fromPriceCents\n    classType {\n      id\n      offer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassList(\n    $filter: ClassFilter!\n    $alsoFilter: ClassFilter!\n    $withAlso: Boolean!\n    $first: Int!\n    $currentFilter: ClassFilter!\n    $checkCurrent: Boolean!\n  ) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    currentClasses: classes(filter: $currentFilter, first: 5) @include(if: $checkCurrent) {\n      id\n      date\n    }\n    classTypes {\n      id\n      name\n      picture {\n        ...PictureFields\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassList(\n    $filter: ClassFilter!\n    $alsoFilter: ClassFilter!\n    $withAlso: Boolean!\n    $first: Int!\n    $currentFilter: ClassFilter!\n    $checkCurrent: Boolean!\n  ) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    currentClasses: classes(filter: $currentFilter, first: 5) @include(if: $checkCurrent) {\n      id\n      date\n    }\n    classTypes {\n      id\n      name\n      picture {\n        ...PictureFields\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationsAround($latitude: Float!, $longitude: Float!, $mileRadius: Float!) {\n    locations(filter: { latitude: $latitude, longitude: $longitude, mileRadius: $mileRadius, active: true }) {\n      locations {\n        id\n        zipcode\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationsAround($latitude: Float!, $longitude: Float!, $mileRadius: Float!) {\n    locations(filter: { latitude: $latitude, longitude: $longitude, mileRadius: $mileRadius, active: true }) {\n      locations {\n        id\n        zipcode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityZipcode($city: String!) {\n    cityLookup(city: $city) {\n      name\n      state\n      closestZipcode {\n        zipcode\n      }\n    }\n  }\n"): (typeof documents)["\n  query CityZipcode($city: String!) {\n    cityLookup(city: $city) {\n      name\n      state\n      closestZipcode {\n        zipcode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllLocations {\n    locations(filter: { active: true }) {\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllLocations {\n    locations(filter: { active: true }) {\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuMeal on Meal {\n    ...MealSummary\n    priceCents\n    serves\n  }\n"): (typeof documents)["\n  fragment MenuMeal on Meal {\n    ...MealSummary\n    priceCents\n    serves\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      ...ClassTypeOfferFields\n    }\n  }\n"): (typeof documents)["\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      ...ClassTypeOfferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenDistances($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      locations {\n        id\n        distance\n      }\n    }\n  }\n"): (typeof documents)["\n  query KitchenDistances($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      locations {\n        id\n        distance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutForm($id: ID!) {\n    checkout(id: $id) {\n      id\n      form {\n        firstName\n        lastName\n        email\n        phone\n        allergies\n        allergyNotes\n        spiceTolerance\n        address {\n          ...PostalAddressFields\n        }\n        guests {\n          classId\n          number\n          firstName\n          lastName\n          allergies\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutForm($id: ID!) {\n    checkout(id: $id) {\n      id\n      form {\n        firstName\n        lastName\n        email\n        phone\n        allergies\n        allergyNotes\n        spiceTolerance\n        address {\n          ...PostalAddressFields\n        }\n        guests {\n          classId\n          number\n          firstName\n          lastName\n          allergies\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutMe {\n    me {\n      ...CustomerDetails\n    }\n  }\n"): (typeof documents)["\n  query CheckoutMe {\n    me {\n      ...CustomerDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout($uuid: ID!, $input: CheckoutInput!) {\n    startCheckout(uuid: $uuid, input: $input) {\n      orderId\n      checkout {\n        id\n        status\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout($uuid: ID!, $input: CheckoutInput!) {\n    startCheckout(uuid: $uuid, input: $input) {\n      orderId\n      checkout {\n        id\n        status\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutById($id: ID!) {\n    checkout(id: $id) {\n      id\n      kind\n      status\n      amountDueCents\n      paymentUrl\n      failureCode\n      failureReason\n      orderId\n    }\n  }\n"): (typeof documents)["\n  query CheckoutById($id: ID!) {\n    checkout(id: $id) {\n      id\n      kind\n      status\n      amountDueCents\n      paymentUrl\n      failureCode\n      failureReason\n      orderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCheckout($id: ID!) {\n    cancelCheckout(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCheckout($id: ID!) {\n    cancelCheckout(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderConfirmation($orderId: ID!, $checkoutId: ID) {\n    orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) {\n      ...OrderSummaryFields\n      kind\n      emailState\n      registrations {\n        id\n        firstName\n        lastName\n        priceCents\n        totalCents\n        class {\n          id\n          sku\n          name\n          date\n          durationMinutes\n          location {\n            id\n            name\n            city\n            timezone\n            street\n            state\n            zipcode\n          }\n        }\n        portionSize {\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        offer\n        allergies\n        meals {\n          name\n          quantity\n        }\n      }\n      giftCard {\n        ...PurchasedGiftCardFields\n      }\n      address {\n        ...PostalAddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderConfirmation($orderId: ID!, $checkoutId: ID) {\n    orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) {\n      ...OrderSummaryFields\n      kind\n      emailState\n      registrations {\n        id\n        firstName\n        lastName\n        priceCents\n        totalCents\n        class {\n          id\n          sku\n          name\n          date\n          durationMinutes\n          location {\n            id\n            name\n            city\n            timezone\n            street\n            state\n            zipcode\n          }\n        }\n        portionSize {\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        offer\n        allergies\n        meals {\n          name\n          quantity\n        }\n      }\n      giftCard {\n        ...PurchasedGiftCardFields\n      }\n      address {\n        ...PostalAddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyGiftCard($input: GiftCardPurchaseInput!) {\n    buyGiftCard(input: $input) {\n      orderId\n      checkout {\n        id\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BuyGiftCard($input: GiftCardPurchaseInput!) {\n    buyGiftCard(input: $input) {\n      orderId\n      checkout {\n        id\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectGiftCardRecipient($orderId: ID!, $checkoutId: ID, $recipientEmail: String!) {\n    correctGiftCardRecipient(orderId: $orderId, checkoutId: $checkoutId, recipientEmail: $recipientEmail) {\n      id\n      giftCard {\n        recipientEmail\n        emailState\n        scheduled\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectGiftCardRecipient($orderId: ID!, $checkoutId: ID, $recipientEmail: String!) {\n    correctGiftCardRecipient(orderId: $orderId, checkoutId: $checkoutId, recipientEmail: $recipientEmail) {\n      id\n      giftCard {\n        recipientEmail\n        emailState\n        scheduled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleGiftCard($orderId: ID!, $checkoutId: ID, $sendOn: String!) {\n    rescheduleGiftCard(orderId: $orderId, checkoutId: $checkoutId, sendOn: $sendOn) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleGiftCard($orderId: ID!, $checkoutId: ID, $sendOn: String!) {\n    rescheduleGiftCard(orderId: $orderId, checkoutId: $checkoutId, sendOn: $sendOn) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiftCardPromotionQuote($code: String!, $amountCents: Int!) {\n    giftCardPromotionQuote(code: $code, amountCents: $amountCents) {\n      code\n      amountCents\n      discountCents\n      amountDueCents\n      promotion {\n        id\n        name\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query GiftCardPromotionQuote($code: String!, $amountCents: Int!) {\n    giftCardPromotionQuote(code: $code, amountCents: $amountCents) {\n      code\n      amountCents\n      discountCents\n      amountDueCents\n      promotion {\n        id\n        name\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiftCardBalance($code: String!) {\n    giftCardBalance(code: $code) {\n      code\n      balanceCents\n      status\n    }\n  }\n"): (typeof documents)["\n  query GiftCardBalance($code: String!) {\n    giftCardBalance(code: $code) {\n      code\n      balanceCents\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayLink($token: String!) {\n    payLink(token: $token) {\n      status\n      amountDueCents\n      taxCents\n      expiresAt\n      firstName\n      orderNumber\n      failureReason\n      lines {\n        name\n        date\n        timezone\n        location\n        seats\n        totalCents\n      }\n      movingFrom {\n        name\n        date\n        timezone\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayLink($token: String!) {\n    payLink(token: $token) {\n      status\n      amountDueCents\n      taxCents\n      expiresAt\n      firstName\n      orderNumber\n      failureReason\n      lines {\n        name\n        date\n        timezone\n        location\n        seats\n        totalCents\n      }\n      movingFrom {\n        name\n        date\n        timezone\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenPayLink($token: String!) {\n    openPayLink(token: $token) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation OpenPayLink($token: String!) {\n    openPayLink(token: $token) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxPaymentPage($sessionId: ID!) {\n    sandboxPaymentSession(sessionId: $sessionId) {\n      sessionId\n      checkoutId\n      amountCents\n      currency\n      description\n      customerEmail\n      status\n      expiresAt\n      successUrl\n      cancelUrl\n      lastError\n      orderId\n    }\n  }\n"): (typeof documents)["\n  query SandboxPaymentPage($sessionId: ID!) {\n    sandboxPaymentSession(sessionId: $sessionId) {\n      sessionId\n      checkoutId\n      amountCents\n      currency\n      description\n      customerEmail\n      status\n      expiresAt\n      successUrl\n      cancelUrl\n      lastError\n      orderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaySandboxSession($sessionId: ID!, $card: SandboxCardInput!) {\n    paySandboxSession(sessionId: $sessionId, card: $card) {\n      status\n      declineCode\n      message\n      checkoutId\n      orderId\n      redirectUrl\n    }\n  }\n"): (typeof documents)["\n  mutation PaySandboxSession($sessionId: ID!, $card: SandboxCardInput!) {\n    paySandboxSession(sessionId: $sessionId, card: $card) {\n      status\n      declineCode\n      message\n      checkoutId\n      orderId\n      redirectUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivateClassKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        allowCustomClass\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrivateClassKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        allowCustomClass\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPrivateClass($input: ClassRequestInput!) {\n    requestPrivateClass(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPrivateClass($input: ClassRequestInput!) {\n    requestPrivateClass(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassRequestFields on ClassRequest {\n    token\n    kitchen {\n      id\n      name\n      city\n      timezone\n    }\n    preferredDates\n    groupSize\n    occasion\n    menuWishes\n    name\n    email\n    phone\n    status\n    declineReason\n    class {\n      id\n      name\n      date\n      path\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ClassRequestFields on ClassRequest {\n    token\n    kitchen {\n      id\n      name\n      city\n      timezone\n    }\n    preferredDates\n    groupSize\n    occasion\n    menuWishes\n    name\n    email\n    phone\n    status\n    declineReason\n    class {\n      id\n      name\n      date\n      path\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassRequestByToken($token: String!) {\n    classRequest(token: $token) {\n      ...ClassRequestFields\n    }\n  }\n"): (typeof documents)["\n  query ClassRequestByToken($token: String!) {\n    classRequest(token: $token) {\n      ...ClassRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PictureFields on Picture {\n    url\n    width\n    height\n    srcset\n    alt\n  }\n"): (typeof documents)["\n  fragment PictureFields on Picture {\n    url\n    width\n    height\n    srcset\n    alt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MealSummary on Meal {\n    id\n    slug\n    name\n    description\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n    picture {\n      ...PictureFields\n    }\n  }\n"): (typeof documents)["\n  fragment MealSummary on Meal {\n    id\n    slug\n    name\n    description\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n    picture {\n      ...PictureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassWhereFields on Class {\n    sku\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n  }\n"): (typeof documents)["\n  fragment ClassWhereFields on Class {\n    sku\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRowFields on Order {\n    id\n    number\n    status\n    createdAt\n    totals {\n      totalCents\n    }\n  }\n"): (typeof documents)["\n  fragment OrderRowFields on Order {\n    id\n    number\n    status\n    createdAt\n    totals {\n      totalCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TotalsFields on Totals {\n    subtotalCents\n    discountCents\n    taxCents\n    deliveryFeeCents\n    donationCents\n    totalCents\n    giftCardCents\n  }\n"): (typeof documents)["\n  fragment TotalsFields on Totals {\n    subtotalCents\n    discountCents\n    taxCents\n    deliveryFeeCents\n    donationCents\n    totalCents\n    giftCardCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    email\n    firstName\n    lastName\n    phone\n    createdAt\n    totals {\n      ...TotalsFields\n      moveDifferenceCents\n      amountPaidCents\n    }\n    laterPayments {\n      id\n      description\n      amountCents\n      refundedCents\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    email\n    firstName\n    lastName\n    phone\n    createdAt\n    totals {\n      ...TotalsFields\n      moveDifferenceCents\n      amountPaidCents\n    }\n    laterPayments {\n      id\n      description\n      amountCents\n      refundedCents\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostalAddressFields on PostalAddress {\n    name\n    street\n    street2\n    city\n    state\n    zipcode\n    phone\n  }\n"): (typeof documents)["\n  fragment PostalAddressFields on PostalAddress {\n    name\n    street\n    street2\n    city\n    state\n    zipcode\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassPriceFields on ClassPrice {\n    portionSize {\n      id\n      key\n      name\n      serves\n    }\n    portionQuantity {\n      id\n      mealCount\n    }\n    priceCents\n  }\n"): (typeof documents)["\n  fragment ClassPriceFields on ClassPrice {\n    portionSize {\n      id\n      key\n      name\n      serves\n    }\n    portionQuantity {\n      id\n      mealCount\n    }\n    priceCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassTypeOfferFields on ClassType {\n    offer\n    seatPriceCents\n    pairPriceCents\n    prices {\n      ...ClassPriceFields\n    }\n  }\n"): (typeof documents)["\n  fragment ClassTypeOfferFields on ClassType {\n    offer\n    seatPriceCents\n    pairPriceCents\n    prices {\n      ...ClassPriceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassSeatsFields on Class {\n    classIsPublic\n    canceled\n    seats\n    seatsLeft\n    goNoGo {\n      ...GoNoGoFields\n    }\n  }\n"): (typeof documents)["\n  fragment ClassSeatsFields on Class {\n    classIsPublic\n    canceled\n    seats\n    seatsLeft\n    goNoGo {\n      ...GoNoGoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GoNoGoFields on GoNoGo {\n    minSeats\n    decisionHours\n    decideAt\n    seatsBooked\n    seatsNeeded\n    decision\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment GoNoGoFields on GoNoGo {\n    minSeats\n    decisionHours\n    decideAt\n    seatsBooked\n    seatsNeeded\n    decision\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminClassSummaryFields on AdminClassSummary {\n    id\n    name\n    date\n    locationName\n    locationCity\n    timezone\n  }\n"): (typeof documents)["\n  fragment AdminClassSummaryFields on AdminClassSummary {\n    id\n    name\n    date\n    locationName\n    locationCity\n    timezone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartyFields on SelfServiceParty {\n    scope\n    guests {\n      id\n      firstName\n      lastName\n    }\n    seats\n    guestScopeAllowed\n  }\n"): (typeof documents)["\n  fragment PartyFields on SelfServiceParty {\n    scope\n    guests {\n      id\n      firstName\n      lastName\n    }\n    seats\n    guestScopeAllowed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedFulfillments {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        fulfillments {\n          id\n          key\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfferedFulfillments {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        fulfillments {\n          id\n          key\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchasedGiftCardFields on PurchasedGiftCard {\n    code\n    amountCents\n    recipientName\n    recipientEmail\n    emailState\n    recipientEditable\n    sendOn\n    design\n    scheduled\n  }\n"): (typeof documents)["\n  fragment PurchasedGiftCardFields on PurchasedGiftCard {\n    code\n    amountCents\n    recipientName\n    recipientEmail\n    emailState\n    recipientEditable\n    sendOn\n    design\n    scheduled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassCard on Class {\n    id\n    ...ClassWhereFields\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fromPriceCents\n    location {\n      city\n      state\n    }\n    classType {\n      id\n      offer\n      picture {\n        ...PictureFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ClassCard on Class {\n    id\n    ...ClassWhereFields\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fromPriceCents\n    location {\n      city\n      state\n    }\n    classType {\n      id\n      offer\n      picture {\n        ...PictureFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n    picture {\n      ...PictureFields\n    }\n  }\n"): (typeof documents)["\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n    picture {\n      ...PictureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegisteredClassLinkFields on RegisteredClass {\n    name\n    sku\n    date\n    location {\n      name\n      timezone\n    }\n    fulfillment {\n      path\n    }\n  }\n"): (typeof documents)["\n  fragment RegisteredClassLinkFields on RegisteredClass {\n    name\n    sku\n    date\n    location {\n      name\n      timezone\n    }\n    fulfillment {\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRegistrations($userId: ID!, $limit: Int!, $offset: Int!) {\n    userRegistrations(userId: $userId, limit: $limit, offset: $offset, upcoming: true) {\n      total\n      registrations {\n        id\n        status\n        class {\n          ...RegisteredClassLinkFields\n          canceled\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRegistrations($userId: ID!, $limit: Int!, $offset: Int!) {\n    userRegistrations(userId: $userId, limit: $limit, offset: $offset, upcoming: true) {\n      total\n      registrations {\n        id\n        status\n        class {\n          ...RegisteredClassLinkFields\n          canceled\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMealsMenu($month: String!) {\n    menus(month: $month) {\n      id\n      name\n      meals {\n        id\n        slug\n        name\n        description\n        mealType {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMealsMenu($month: String!) {\n    menus(month: $month) {\n      id\n      name\n      meals {\n        id\n        slug\n        name\n        description\n        mealType {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeLinks {\n    employeeLinks {\n      id\n      title\n      url\n      description\n    }\n  }\n"): (typeof documents)["\n  query EmployeeLinks {\n    employeeLinks {\n      id\n      title\n      url\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrders($userId: ID!, $limit: Int!, $offset: Int!) {\n    userOrders(userId: $userId, limit: $limit, offset: $offset) {\n      total\n      orders {\n        ...OrderRowFields\n        totals {\n          moveDifferenceCents\n        }\n        giftCard {\n          ...PurchasedGiftCardFields\n        }\n        registrations {\n          id\n          status\n          totalCents\n          offer\n          firstName\n          lastName\n          allergies\n          portionSize {\n            name\n            serves\n          }\n          portionQuantity {\n            mealCount\n          }\n          meals {\n            name\n            quantity\n          }\n          class {\n            ...RegisteredClassLinkFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountOrders($userId: ID!, $limit: Int!, $offset: Int!) {\n    userOrders(userId: $userId, limit: $limit, offset: $offset) {\n      total\n      orders {\n        ...OrderRowFields\n        totals {\n          moveDifferenceCents\n        }\n        giftCard {\n          ...PurchasedGiftCardFields\n        }\n        registrations {\n          id\n          status\n          totalCents\n          offer\n          firstName\n          lastName\n          allergies\n          portionSize {\n            name\n            serves\n          }\n          portionQuantity {\n            mealCount\n          }\n          meals {\n            name\n            quantity\n          }\n          class {\n            ...RegisteredClassLinkFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevMailbox($to: String) {\n    mailbox(to: $to) {\n      id\n      to\n      subject\n      text\n      html\n      kind\n      createdAt\n      delivery {\n        ...EmailDeliveryFields\n      }\n      providerReceivedAt\n      providerEvents\n      providerInboxRead\n    }\n  }\n"): (typeof documents)["\n  query DevMailbox($to: String) {\n    mailbox(to: $to) {\n      id\n      to\n      subject\n      text\n      html\n      kind\n      createdAt\n      delivery {\n        ...EmailDeliveryFields\n      }\n      providerReceivedAt\n      providerEvents\n      providerInboxRead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n"): (typeof documents)["\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      ...MealSummary\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n    }\n  }\n"): (typeof documents)["\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      ...MealSummary\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAccount($input: RegistrationInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAccount($input: RegistrationInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    ...CustomerDetails\n    allergies {\n      id\n      key\n      name\n    }\n    roles\n    permissions\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    ...CustomerDetails\n    allergies {\n      id\n      key\n      name\n    }\n    roles\n    permissions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchingUid($uid: String) {\n    uidOfMatchingAccount(uid: $uid)\n  }\n"): (typeof documents)["\n  query MatchingUid($uid: String) {\n    uidOfMatchingAccount(uid: $uid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkAccounts($newUid: String!, $existingUid: String!) {\n    linkAccounts(newUid: $newUid, existingUid: $existingUid) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation LinkAccounts($newUid: String!, $existingUid: String!) {\n    linkAccounts(newUid: $newUid, existingUid: $existingUid) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncFirebaseEmail($email: String!) {\n    syncFirebaseEmail(email: $email) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SyncFirebaseEmail($email: String!) {\n    syncFirebaseEmail(email: $email) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactKitchens {\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {\n    subscribeNewsletter(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {\n    subscribeNewsletter(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      email\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token) {\n      email\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token) {\n      email\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token) {\n      email\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Newsroom($releases: Int!, $releasesOffset: Int!, $links: Int!, $linksOffset: Int!) {\n    pressReleases(first: $releases, offset: $releasesOffset) {\n      id\n      slug\n      title\n      summary\n      publishedOn\n      image {\n        ...PictureFields\n      }\n    }\n    inTheNews(first: $links, offset: $linksOffset) {\n      id\n      outlet\n      title\n      url\n      publishedOn\n      logo {\n        ...PictureFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Newsroom($releases: Int!, $releasesOffset: Int!, $links: Int!, $linksOffset: Int!) {\n    pressReleases(first: $releases, offset: $releasesOffset) {\n      id\n      slug\n      title\n      summary\n      publishedOn\n      image {\n        ...PictureFields\n      }\n    }\n    inTheNews(first: $links, offset: $linksOffset) {\n      id\n      outlet\n      title\n      url\n      publishedOn\n      logo {\n        ...PictureFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PressReleasePage($slug: String!) {\n    pressRelease(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      bodyHtml\n      publishedOn\n      updatedAt\n      image {\n        ...PictureFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PressReleasePage($slug: String!) {\n    pressRelease(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      bodyHtml\n      publishedOn\n      updatedAt\n      image {\n        ...PictureFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassReviewSummary on ReviewSummary {\n    average\n    count\n    latest {\n      id\n      rating\n      comment\n      authorName\n      reply\n      createdAt\n      classDate\n      locationName\n    }\n  }\n"): (typeof documents)["\n  fragment ClassReviewSummary on ReviewSummary {\n    average\n    count\n    latest {\n      id\n      rating\n      comment\n      authorName\n      reply\n      createdAt\n      classDate\n      locationName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewLink($token: String!) {\n    reviewLink(token: $token) {\n      ...ReviewLinkFields\n    }\n  }\n"): (typeof documents)["\n  query ReviewLink($token: String!) {\n    reviewLink(token: $token) {\n      ...ReviewLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReview($token: String!, $rating: Int!, $comment: String) {\n    submitReview(token: $token, rating: $rating, comment: $comment) {\n      ...ReviewLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitReview($token: String!, $rating: Int!, $comment: String) {\n    submitReview(token: $token, rating: $rating, comment: $comment) {\n      ...ReviewLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewLinkFields on ReviewLink {\n    authorName\n    class {\n      name\n      date\n      path\n      locationName\n      timezone\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewLinkFields on ReviewLink {\n    authorName\n    class {\n      name\n      date\n      path\n      locationName\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sitemap($first: Int!, $offset: Int!) {\n    sitemap(first: $first, offset: $offset) {\n      total\n      entries {\n        kind\n        id\n        key\n        path\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Sitemap($first: Int!, $offset: Int!) {\n    sitemap(first: $first, offset: $offset) {\n      total\n      entries {\n        kind\n        id\n        key\n        path\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClassWaitlist($id: ID!) {\n    classInformation(id: $id) {\n      localDate\n      localTime\n      class {\n        name\n        seats\n        seatsLeft\n        location {\n          name\n          timezone\n        }\n      }\n    }\n    classWaitlist(id: $id) {\n      id\n      email\n      status\n      position\n      createdAt\n      claimExpiresAt\n    }\n  }\n"): (typeof documents)["\n  query AdminClassWaitlist($id: ID!) {\n    classInformation(id: $id) {\n      localDate\n      localTime\n      class {\n        name\n        seats\n        seatsLeft\n        location {\n          name\n          timezone\n        }\n      }\n    }\n    classWaitlist(id: $id) {\n      id\n      email\n      status\n      position\n      createdAt\n      claimExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveWaitlistEntry($classId: ID!, $entryId: ID!) {\n    removeWaitlistEntry(classId: $classId, entryId: $entryId) {\n      id\n      seatFreed\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRemoveWaitlistEntry($classId: ID!, $entryId: ID!) {\n    removeWaitlistEntry(classId: $classId, entryId: $entryId) {\n      id\n      seatFreed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WaitlistOfferFields on WaitlistOffer {\n    status\n    claimExpiresAt\n    seats\n    fromCanceledClass\n    classSku\n    className\n    classDate\n    locationName\n    timezone\n  }\n"): (typeof documents)["\n  fragment WaitlistOfferFields on WaitlistOffer {\n    status\n    claimExpiresAt\n    seats\n    fromCanceledClass\n    classSku\n    className\n    classDate\n    locationName\n    timezone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WaitlistEntryFields on WaitlistEntry {\n    status\n    classSku\n    className\n    classDate\n    locationName\n    timezone\n  }\n"): (typeof documents)["\n  fragment WaitlistEntryFields on WaitlistEntry {\n    status\n    classSku\n    className\n    classDate\n    locationName\n    timezone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitlist($sku: String!, $email: String!) {\n    joinWaitlist(sku: $sku, email: $email) {\n      email\n      alreadyOnList\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitlist($sku: String!, $email: String!) {\n    joinWaitlist(sku: $sku, email: $email) {\n      email\n      alreadyOnList\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistOfferPage($token: String!) {\n    waitlistOffer(token: $token) {\n      ...WaitlistOfferFields\n    }\n  }\n"): (typeof documents)["\n  query WaitlistOfferPage($token: String!) {\n    waitlistOffer(token: $token) {\n      ...WaitlistOfferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimWaitlistSeat($token: String!, $cartId: ID!) {\n    claimWaitlistSeat(token: $token, cartId: $cartId)\n  }\n"): (typeof documents)["\n  mutation ClaimWaitlistSeat($token: String!, $cartId: ID!) {\n    claimWaitlistSeat(token: $token, cartId: $cartId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistLeavePage($token: String!) {\n    waitlistEntry(token: $token) {\n      ...WaitlistEntryFields\n    }\n  }\n"): (typeof documents)["\n  query WaitlistLeavePage($token: String!) {\n    waitlistEntry(token: $token) {\n      ...WaitlistEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveWaitlist($token: String!) {\n    leaveWaitlist(token: $token) {\n      ...WaitlistEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveWaitlist($token: String!) {\n    leaveWaitlist(token: $token) {\n      ...WaitlistEntryFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;