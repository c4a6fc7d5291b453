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
    "\n  fragment CartFields on Cart {\n    uuid\n    status\n    updatedAt\n    classCount\n    donationCents\n    classes {\n      class {\n        id\n        sku\n        name\n        date\n        durationMinutes\n        canceled\n        seatsLeft\n        location {\n          id\n          name\n          city\n          timezone\n        }\n        fulfillment {\n          id\n          key\n          name\n        }\n      }\n      portionSize {\n        id\n        name\n        serves\n      }\n      portionQuantity {\n        id\n        mealCount\n      }\n      priceCents\n      totals {\n        discountCents\n        taxCents\n        totalCents\n      }\n      problem\n      options {\n        portionSize {\n          id\n          name\n          serves\n        }\n        portionQuantity {\n          id\n          mealCount\n        }\n        priceCents\n      }\n    }\n    promotions {\n      code\n      promotionId\n      name\n      description\n      discountType\n      discountValue\n      appliesTo\n      discountCents\n      reason\n      message\n    }\n    giftCards {\n      giftCardId\n      code\n      status\n      balanceCents\n      appliedCents\n    }\n    charityWindow {\n      id\n      name\n      description\n      url\n      suggestedAmounts\n    }\n    address {\n      id\n      name\n      street\n      street2\n      city\n      state\n      zipcode\n      phone\n    }\n    totals {\n      subtotalCents\n      discountCents\n      taxCents\n      donationCents\n      totalCents\n      giftCardCents\n      amountDueCents\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query SessionCart($uuid: ID!) {\n    cart(uuid: $uuid) {\n      ...CartFields\n    }\n  }\n": typeof types.SessionCartDocument,
    "\n  query SessionCartCount($uuid: ID!) {\n    cart(uuid: $uuid) {\n      uuid\n      status\n      updatedAt\n      classCount\n    }\n  }\n": typeof types.SessionCartCountDocument,
    "\n  mutation CreateCart {\n    createCart {\n      uuid\n      status\n      updatedAt\n    }\n  }\n": typeof types.CreateCartDocument,
    "\n  mutation DeleteUnusedCart($uuid: ID!) {\n    deleteCart(uuid: $uuid)\n  }\n": typeof types.DeleteUnusedCartDocument,
    "\n  mutation AddClassToCart($uuid: ID!, $classId: ID!, $portionSizeId: ID!, $portionQuantityId: ID!) {\n    addClassToCart(uuid: $uuid, classId: $classId, portionSizeId: $portionSizeId, portionQuantityId: $portionQuantityId) {\n      ...CartFields\n    }\n  }\n": typeof types.AddClassToCartDocument,
    "\n  mutation RemoveClassFromCart($uuid: ID!, $classId: ID!) {\n    removeClassFromCart(uuid: $uuid, classId: $classId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveClassFromCartDocument,
    "\n  mutation ApplyPromotion($uuid: ID!, $code: String!) {\n    applyPromotion(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n": typeof types.ApplyPromotionDocument,
    "\n  mutation RemovePromotion($uuid: ID!, $promotionId: ID!) {\n    removePromotion(uuid: $uuid, promotionId: $promotionId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemovePromotionDocument,
    "\n  mutation ApplyGiftCard($uuid: ID!, $code: String!) {\n    applyGiftCard(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n": typeof types.ApplyGiftCardDocument,
    "\n  mutation RemoveGiftCard($uuid: ID!, $giftCardId: ID!) {\n    removeGiftCard(uuid: $uuid, giftCardId: $giftCardId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveGiftCardDocument,
    "\n  mutation SetDonation($uuid: ID!, $donationCents: Int!, $charityWindowId: ID) {\n    setDonation(uuid: $uuid, donationCents: $donationCents, charityWindowId: $charityWindowId) {\n      ...CartFields\n    }\n  }\n": typeof types.SetDonationDocument,
    "\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      id\n      sku\n      name\n      description\n      date\n      durationMinutes\n      classIsPublic\n      canceled\n      seats\n      seatsLeft\n      fulfillment {\n        key\n        name\n        path\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      classType {\n        name\n      }\n      location {\n        id\n        name\n        phone\n        timezone\n        address {\n          street\n          city\n          state\n          zipcode\n        }\n      }\n      prices {\n        portionSize {\n          id\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          id\n          mealCount\n        }\n        priceCents\n      }\n      menu {\n        id\n        name\n        meals {\n          id\n          slug\n          name\n          description\n          mealType {\n            name\n          }\n          allergens {\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.ClassDetailDocument,
    "\n  fragment ClassListEntry on Class {\n    id\n    sku\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n    classType {\n      id\n    }\n  }\n": typeof types.ClassListEntryFragmentDoc,
    "\n  query ClassList($filter: ClassFilter!, $alsoFilter: ClassFilter!, $withAlso: Boolean!, $first: Int!) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    classTypes {\n      id\n      prices {\n        priceCents\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n": typeof types.ClassListDocument,
    "\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": typeof types.LocationsNearDocument,
    "\n  query CityZipcode($city: String!) {\n    cityLookup(city: $city) {\n      name\n      state\n      closestZipcode {\n        zipcode\n      }\n    }\n  }\n": typeof types.CityZipcodeDocument,
    "\n  query AllLocations {\n    locations(filter: { active: true }) {\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": typeof types.AllLocationsDocument,
    "\n  fragment MenuMeal on Meal {\n    id\n    slug\n    name\n    description\n    priceCents\n    serves\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n": typeof types.MenuMealFragmentDoc,
    "\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n    }\n  }\n": typeof types.MenuPageDocument,
    "\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n": typeof types.MenuMealsDocument,
    "\n  query CheckoutMe {\n    me {\n      email\n      firstName\n      lastName\n      phone\n      spiceTolerance\n      allergyNotes\n      allergies {\n        key\n      }\n    }\n  }\n": typeof types.CheckoutMeDocument,
    "\n  mutation StartCheckout($uuid: ID!, $input: CheckoutInput!) {\n    startCheckout(uuid: $uuid, input: $input) {\n      orderId\n      checkout {\n        id\n        status\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  query CheckoutById($id: ID!) {\n    checkout(id: $id) {\n      id\n      kind\n      status\n      amountDueCents\n      paymentUrl\n      failureCode\n      failureReason\n      orderId\n    }\n  }\n": typeof types.CheckoutByIdDocument,
    "\n  mutation CancelCheckout($id: ID!) {\n    cancelCheckout(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelCheckoutDocument,
    "\n  query OrderConfirmation($orderId: ID!, $checkoutId: ID) {\n    orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) {\n      id\n      number\n      kind\n      email\n      firstName\n      lastName\n      phone\n      createdAt\n      totals {\n        subtotalCents\n        discountCents\n        taxCents\n        donationCents\n        giftCardCents\n        totalCents\n        amountPaidCents\n      }\n      registrations {\n        id\n        firstName\n        lastName\n        totalCents\n        class {\n          id\n          sku\n          name\n          date\n          durationMinutes\n          location {\n            id\n            name\n            city\n            timezone\n            street\n            state\n            zipcode\n          }\n        }\n        portionSize {\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n      }\n      giftCard {\n        code\n        amountCents\n        recipientName\n        recipientEmail\n      }\n      address {\n        name\n        street\n        street2\n        city\n        state\n        zipcode\n        phone\n      }\n    }\n  }\n": typeof types.OrderConfirmationDocument,
    "\n  mutation BuyGiftCard($input: GiftCardPurchaseInput!) {\n    buyGiftCard(input: $input) {\n      orderId\n      checkout {\n        id\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n": typeof types.BuyGiftCardDocument,
    "\n  query GiftCardPromotionQuote($code: String!, $amountCents: Int!) {\n    giftCardPromotionQuote(code: $code, amountCents: $amountCents) {\n      code\n      amountCents\n      discountCents\n      amountDueCents\n      promotion {\n        id\n        name\n        description\n      }\n    }\n  }\n": typeof types.GiftCardPromotionQuoteDocument,
    "\n  query GiftCardBalance($code: String!) {\n    giftCardBalance(code: $code) {\n      code\n      balanceCents\n      status\n    }\n  }\n": typeof types.GiftCardBalanceDocument,
    "\n  query SandboxPaymentPage($sessionId: ID!) {\n    sandboxPaymentSession(sessionId: $sessionId) {\n      sessionId\n      checkoutId\n      amountCents\n      currency\n      description\n      customerEmail\n      status\n      expiresAt\n      successUrl\n      cancelUrl\n      lastError\n      orderId\n    }\n  }\n": typeof types.SandboxPaymentPageDocument,
    "\n  mutation PaySandboxSession($sessionId: ID!, $card: SandboxCardInput!) {\n    paySandboxSession(sessionId: $sessionId, card: $card) {\n      status\n      declineCode\n      message\n      checkoutId\n      orderId\n      redirectUrl\n    }\n  }\n": typeof types.PaySandboxSessionDocument,
    "\n  fragment ClassCard on Class {\n    id\n    sku\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      name\n      city\n      state\n      timezone\n    }\n  }\n": typeof types.ClassCardFragmentDoc,
    "\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n  }\n": typeof types.LocationCardFragmentDoc,
    "\n  query MyRegistrations($userId: ID!) {\n    userRegistrations(userId: $userId, limit: 50) {\n      registrations {\n        id\n        status\n        class {\n          name\n          sku\n          date\n          canceled\n          location {\n            name\n            timezone\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyRegistrationsDocument,
    "\n  query MyMealsMenu($month: String!) {\n    menus(month: $month) {\n      id\n      name\n      meals {\n        id\n        slug\n        name\n        description\n        mealType {\n          name\n        }\n      }\n    }\n  }\n": typeof types.MyMealsMenuDocument,
    "\n  query EmployeeLinks {\n    employeeLinks {\n      id\n      title\n      url\n      description\n    }\n  }\n": typeof types.EmployeeLinksDocument,
    "\n  query AccountOrders($userId: ID!) {\n    userOrders(userId: $userId, limit: 25) {\n      total\n      orders {\n        id\n        number\n        status\n        createdAt\n        totals {\n          totalCents\n        }\n        giftCard {\n          recipientName\n          amountCents\n        }\n        registrations {\n          id\n          status\n          totalCents\n          portionSize {\n            name\n          }\n          portionQuantity {\n            mealCount\n          }\n          class {\n            name\n            sku\n            date\n            location {\n              name\n              timezone\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AccountOrdersDocument,
    "\n  query DevMailbox($to: String) {\n    mailbox(to: $to) {\n      id\n      to\n      subject\n      text\n      html\n      kind\n      createdAt\n    }\n  }\n": typeof types.DevMailboxDocument,
    "\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n": typeof types.ChooseMenuClassesDocument,
    "\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      slug\n      name\n      description\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n      mealType {\n        name\n      }\n      allergens {\n        key\n        name\n      }\n    }\n  }\n": typeof types.MealDetailDocument,
    "\n  mutation TrackEvent($type: TrackingEventType!, $payload: TrackingInput!) {\n    trackEvent(type: $type, payload: $payload)\n  }\n": typeof types.TrackEventDocument,
    "\n  mutation RegisterAccount($input: RegistrationInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n": typeof types.RegisterAccountDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    spiceTolerance\n    allergyNotes\n    allergies {\n      id\n      key\n      name\n    }\n    roles\n    permissions\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  query MatchingUid($uid: String) {\n    uidOfMatchingAccount(uid: $uid)\n  }\n": typeof types.MatchingUidDocument,
    "\n  mutation LinkAccounts($newUid: String!, $existingUid: String!) {\n    linkAccounts(newUid: $newUid, existingUid: $existingUid) {\n      id\n    }\n  }\n": typeof types.LinkAccountsDocument,
    "\n  mutation SyncFirebaseEmail($email: String!) {\n    syncFirebaseEmail(email: $email) {\n      id\n      email\n    }\n  }\n": typeof types.SyncFirebaseEmailDocument,
};
const documents: Documents = {
    "\n  mutation UpdateAccount($id: ID!, $input: ProfileInput!) {\n    updateAccount(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  query EmailIsUnique($email: String!, $excludeUserId: ID) {\n    emailIsUnique(email: $email, excludeUserId: $excludeUserId)\n  }\n": types.EmailIsUniqueDocument,
    "\n  mutation CloseAccount($id: ID!) {\n    closeAccount(id: $id) {\n      id\n    }\n  }\n": types.CloseAccountDocument,
    "\n  query AccountMe {\n    me {\n      ...SessionUser\n    }\n  }\n": types.AccountMeDocument,
    "\n  query AllergyChoices {\n    allergies {\n      key\n      name\n    }\n  }\n": types.AllergyChoicesDocument,
    "\n  fragment CartFields on Cart {\n    uuid\n    status\n    updatedAt\n    classCount\n    donationCents\n    classes {\n      class {\n        id\n        sku\n        name\n        date\n        durationMinutes\n        canceled\n        seatsLeft\n        location {\n          id\n          name\n          city\n          timezone\n        }\n        fulfillment {\n          id\n          key\n          name\n        }\n      }\n      portionSize {\n        id\n        name\n        serves\n      }\n      portionQuantity {\n        id\n        mealCount\n      }\n      priceCents\n      totals {\n        discountCents\n        taxCents\n        totalCents\n      }\n      problem\n      options {\n        portionSize {\n          id\n          name\n          serves\n        }\n        portionQuantity {\n          id\n          mealCount\n        }\n        priceCents\n      }\n    }\n    promotions {\n      code\n      promotionId\n      name\n      description\n      discountType\n      discountValue\n      appliesTo\n      discountCents\n      reason\n      message\n    }\n    giftCards {\n      giftCardId\n      code\n      status\n      balanceCents\n      appliedCents\n    }\n    charityWindow {\n      id\n      name\n      description\n      url\n      suggestedAmounts\n    }\n    address {\n      id\n      name\n      street\n      street2\n      city\n      state\n      zipcode\n      phone\n    }\n    totals {\n      subtotalCents\n      discountCents\n      taxCents\n      donationCents\n      totalCents\n      giftCardCents\n      amountDueCents\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query SessionCart($uuid: ID!) {\n    cart(uuid: $uuid) {\n      ...CartFields\n    }\n  }\n": types.SessionCartDocument,
    "\n  query SessionCartCount($uuid: ID!) {\n    cart(uuid: $uuid) {\n      uuid\n      status\n      updatedAt\n      classCount\n    }\n  }\n": types.SessionCartCountDocument,
    "\n  mutation CreateCart {\n    createCart {\n      uuid\n      status\n      updatedAt\n    }\n  }\n": types.CreateCartDocument,
    "\n  mutation DeleteUnusedCart($uuid: ID!) {\n    deleteCart(uuid: $uuid)\n  }\n": types.DeleteUnusedCartDocument,
    "\n  mutation AddClassToCart($uuid: ID!, $classId: ID!, $portionSizeId: ID!, $portionQuantityId: ID!) {\n    addClassToCart(uuid: $uuid, classId: $classId, portionSizeId: $portionSizeId, portionQuantityId: $portionQuantityId) {\n      ...CartFields\n    }\n  }\n": types.AddClassToCartDocument,
    "\n  mutation RemoveClassFromCart($uuid: ID!, $classId: ID!) {\n    removeClassFromCart(uuid: $uuid, classId: $classId) {\n      ...CartFields\n    }\n  }\n": types.RemoveClassFromCartDocument,
    "\n  mutation ApplyPromotion($uuid: ID!, $code: String!) {\n    applyPromotion(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n": types.ApplyPromotionDocument,
    "\n  mutation RemovePromotion($uuid: ID!, $promotionId: ID!) {\n    removePromotion(uuid: $uuid, promotionId: $promotionId) {\n      ...CartFields\n    }\n  }\n": types.RemovePromotionDocument,
    "\n  mutation ApplyGiftCard($uuid: ID!, $code: String!) {\n    applyGiftCard(uuid: $uuid, code: $code) {\n      ...CartFields\n    }\n  }\n": types.ApplyGiftCardDocument,
    "\n  mutation RemoveGiftCard($uuid: ID!, $giftCardId: ID!) {\n    removeGiftCard(uuid: $uuid, giftCardId: $giftCardId) {\n      ...CartFields\n    }\n  }\n": types.RemoveGiftCardDocument,
    "\n  mutation SetDonation($uuid: ID!, $donationCents: Int!, $charityWindowId: ID) {\n    setDonation(uuid: $uuid, donationCents: $donationCents, charityWindowId: $charityWindowId) {\n      ...CartFields\n    }\n  }\n": types.SetDonationDocument,
    "\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      id\n      sku\n      name\n      description\n      date\n      durationMinutes\n      classIsPublic\n      canceled\n      seats\n      seatsLeft\n      fulfillment {\n        key\n        name\n        path\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      classType {\n        name\n      }\n      location {\n        id\n        name\n        phone\n        timezone\n        address {\n          street\n          city\n          state\n          zipcode\n        }\n      }\n      prices {\n        portionSize {\n          id\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          id\n          mealCount\n        }\n        priceCents\n      }\n      menu {\n        id\n        name\n        meals {\n          id\n          slug\n          name\n          description\n          mealType {\n            name\n          }\n          allergens {\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n": types.ClassDetailDocument,
    "\n  fragment ClassListEntry on Class {\n    id\n    sku\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n    classType {\n      id\n    }\n  }\n": types.ClassListEntryFragmentDoc,
    "\n  query ClassList($filter: ClassFilter!, $alsoFilter: ClassFilter!, $withAlso: Boolean!, $first: Int!) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    classTypes {\n      id\n      prices {\n        priceCents\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n": types.ClassListDocument,
    "\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": types.LocationsNearDocument,
    "\n  query CityZipcode($city: String!) {\n    cityLookup(city: $city) {\n      name\n      state\n      closestZipcode {\n        zipcode\n      }\n    }\n  }\n": types.CityZipcodeDocument,
    "\n  query AllLocations {\n    locations(filter: { active: true }) {\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n": types.AllLocationsDocument,
    "\n  fragment MenuMeal on Meal {\n    id\n    slug\n    name\n    description\n    priceCents\n    serves\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n": types.MenuMealFragmentDoc,
    "\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n    }\n  }\n": types.MenuPageDocument,
    "\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n": types.MenuMealsDocument,
    "\n  query CheckoutMe {\n    me {\n      email\n      firstName\n      lastName\n      phone\n      spiceTolerance\n      allergyNotes\n      allergies {\n        key\n      }\n    }\n  }\n": types.CheckoutMeDocument,
    "\n  mutation StartCheckout($uuid: ID!, $input: CheckoutInput!) {\n    startCheckout(uuid: $uuid, input: $input) {\n      orderId\n      checkout {\n        id\n        status\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  query CheckoutById($id: ID!) {\n    checkout(id: $id) {\n      id\n      kind\n      status\n      amountDueCents\n      paymentUrl\n      failureCode\n      failureReason\n      orderId\n    }\n  }\n": types.CheckoutByIdDocument,
    "\n  mutation CancelCheckout($id: ID!) {\n    cancelCheckout(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelCheckoutDocument,
    "\n  query OrderConfirmation($orderId: ID!, $checkoutId: ID) {\n    orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) {\n      id\n      number\n      kind\n      email\n      firstName\n      lastName\n      phone\n      createdAt\n      totals {\n        subtotalCents\n        discountCents\n        taxCents\n        donationCents\n        giftCardCents\n        totalCents\n        amountPaidCents\n      }\n      registrations {\n        id\n        firstName\n        lastName\n        totalCents\n        class {\n          id\n          sku\n          name\n          date\n          durationMinutes\n          location {\n            id\n            name\n            city\n            timezone\n            street\n            state\n            zipcode\n          }\n        }\n        portionSize {\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n      }\n      giftCard {\n        code\n        amountCents\n        recipientName\n        recipientEmail\n      }\n      address {\n        name\n        street\n        street2\n        city\n        state\n        zipcode\n        phone\n      }\n    }\n  }\n": types.OrderConfirmationDocument,
    "\n  mutation BuyGiftCard($input: GiftCardPurchaseInput!) {\n    buyGiftCard(input: $input) {\n      orderId\n      checkout {\n        id\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n": types.BuyGiftCardDocument,
    "\n  query GiftCardPromotionQuote($code: String!, $amountCents: Int!) {\n    giftCardPromotionQuote(code: $code, amountCents: $amountCents) {\n      code\n      amountCents\n      discountCents\n      amountDueCents\n      promotion {\n        id\n        name\n        description\n      }\n    }\n  }\n": types.GiftCardPromotionQuoteDocument,
    "\n  query GiftCardBalance($code: String!) {\n    giftCardBalance(code: $code) {\n      code\n      balanceCents\n      status\n    }\n  }\n": types.GiftCardBalanceDocument,
    "\n  query SandboxPaymentPage($sessionId: ID!) {\n    sandboxPaymentSession(sessionId: $sessionId) {\n      sessionId\n      checkoutId\n      amountCents\n      currency\n      description\n      customerEmail\n      status\n      expiresAt\n      successUrl\n      cancelUrl\n      lastError\n      orderId\n    }\n  }\n": types.SandboxPaymentPageDocument,
    "\n  mutation PaySandboxSession($sessionId: ID!, $card: SandboxCardInput!) {\n    paySandboxSession(sessionId: $sessionId, card: $card) {\n      status\n      declineCode\n      message\n      checkoutId\n      orderId\n      redirectUrl\n    }\n  }\n": types.PaySandboxSessionDocument,
    "\n  fragment ClassCard on Class {\n    id\n    sku\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      name\n      city\n      state\n      timezone\n    }\n  }\n": types.ClassCardFragmentDoc,
    "\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n  }\n": types.LocationCardFragmentDoc,
    "\n  query MyRegistrations($userId: ID!) {\n    userRegistrations(userId: $userId, limit: 50) {\n      registrations {\n        id\n        status\n        class {\n          name\n          sku\n          date\n          canceled\n          location {\n            name\n            timezone\n          }\n        }\n      }\n    }\n  }\n": types.MyRegistrationsDocument,
    "\n  query MyMealsMenu($month: String!) {\n    menus(month: $month) {\n      id\n      name\n      meals {\n        id\n        slug\n        name\n        description\n        mealType {\n          name\n        }\n      }\n    }\n  }\n": types.MyMealsMenuDocument,
    "\n  query EmployeeLinks {\n    employeeLinks {\n      id\n      title\n      url\n      description\n    }\n  }\n": types.EmployeeLinksDocument,
    "\n  query AccountOrders($userId: ID!) {\n    userOrders(userId: $userId, limit: 25) {\n      total\n      orders {\n        id\n        number\n        status\n        createdAt\n        totals {\n          totalCents\n        }\n        giftCard {\n          recipientName\n          amountCents\n        }\n        registrations {\n          id\n          status\n          totalCents\n          portionSize {\n            name\n          }\n          portionQuantity {\n            mealCount\n          }\n          class {\n            name\n            sku\n            date\n            location {\n              name\n              timezone\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AccountOrdersDocument,
    "\n  query DevMailbox($to: String) {\n    mailbox(to: $to) {\n      id\n      to\n      subject\n      text\n      html\n      kind\n      createdAt\n    }\n  }\n": types.DevMailboxDocument,
    "\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n": types.ChooseMenuClassesDocument,
    "\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      slug\n      name\n      description\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n      mealType {\n        name\n      }\n      allergens {\n        key\n        name\n      }\n    }\n  }\n": types.MealDetailDocument,
    "\n  mutation TrackEvent($type: TrackingEventType!, $payload: TrackingInput!) {\n    trackEvent(type: $type, payload: $payload)\n  }\n": types.TrackEventDocument,
    "\n  mutation RegisterAccount($input: RegistrationInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n": types.RegisterAccountDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    spiceTolerance\n    allergyNotes\n    allergies {\n      id\n      key\n      name\n    }\n    roles\n    permissions\n  }\n": types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": types.SessionMeDocument,
    "\n  query MatchingUid($uid: String) {\n    uidOfMatchingAccount(uid: $uid)\n  }\n": types.MatchingUidDocument,
    "\n  mutation LinkAccounts($newUid: String!, $existingUid: String!) {\n    linkAccounts(newUid: $newUid, existingUid: $existingUid) {\n      id\n    }\n  }\n": types.LinkAccountsDocument,
    "\n  mutation SyncFirebaseEmail($email: String!) {\n    syncFirebaseEmail(email: $email) {\n      id\n      email\n    }\n  }\n": types.SyncFirebaseEmailDocument,
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
export function graphql(source: "\n  fragment CartFields on Cart {\n    uuid\n    status\n    updatedAt\n    classCount\n    donationCents\n    classes {\n      class {\n        id\n        sku\n        name\n        date\n        durationMinutes\n        canceled\n        seatsLeft\n        location {\n          id\n          name\n          city\n          timezone\n        }\n        fulfillment {\n          id\n          key\n          name\n        }\n      }\n      portionSize {\n        id\n        name\n        serves\n      }\n      portionQuantity {\n        id\n        mealCount\n      }\n      priceCents\n      totals {\n        discountCents\n        taxCents\n        totalCents\n      }\n      problem\n      options {\n        portionSize {\n          id\n          name\n          serves\n        }\n        portionQuantity {\n          id\n          mealCount\n        }\n        priceCents\n      }\n    }\n    promotions {\n      code\n      promotionId\n      name\n      description\n      discountType\n      discountValue\n      appliesTo\n      discountCents\n      reason\n      message\n    }\n    giftCards {\n      giftCardId\n      code\n      status\n      balanceCents\n      appliedCents\n    }\n    charityWindow {\n      id\n      name\n      description\n      url\n      suggestedAmounts\n    }\n    address {\n      id\n      name\n      street\n      street2\n      city\n      state\n      zipcode\n      phone\n    }\n    totals {\n      subtotalCents\n      discountCents\n      taxCents\n      donationCents\n      totalCents\n      giftCardCents\n      amountDueCents\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    uuid\n    status\n    updatedAt\n    classCount\n    donationCents\n    classes {\n      class {\n        id\n        sku\n        name\n        date\n        durationMinutes\n        canceled\n        seatsLeft\n        location {\n          id\n          name\n          city\n          timezone\n        }\n        fulfillment {\n          id\n          key\n          name\n        }\n      }\n      portionSize {\n        id\n        name\n        serves\n      }\n      portionQuantity {\n        id\n        mealCount\n      }\n      priceCents\n      totals {\n        discountCents\n        taxCents\n        totalCents\n      }\n      problem\n      options {\n        portionSize {\n          id\n          name\n          serves\n        }\n        portionQuantity {\n          id\n          mealCount\n        }\n        priceCents\n      }\n    }\n    promotions {\n      code\n      promotionId\n      name\n      description\n      discountType\n      discountValue\n      appliesTo\n      discountCents\n      reason\n      message\n    }\n    giftCards {\n      giftCardId\n      code\n      status\n      balanceCents\n      appliedCents\n    }\n    charityWindow {\n      id\n      name\n      description\n      url\n      suggestedAmounts\n    }\n    address {\n      id\n      name\n      street\n      street2\n      city\n      state\n      zipcode\n      phone\n    }\n    totals {\n      subtotalCents\n      discountCents\n      taxCents\n      donationCents\n      totalCents\n      giftCardCents\n      amountDueCents\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation AddClassToCart($uuid: ID!, $classId: ID!, $portionSizeId: ID!, $portionQuantityId: ID!) {\n    addClassToCart(uuid: $uuid, classId: $classId, portionSizeId: $portionSizeId, portionQuantityId: $portionQuantityId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddClassToCart($uuid: ID!, $classId: ID!, $portionSizeId: ID!, $portionQuantityId: ID!) {\n    addClassToCart(uuid: $uuid, classId: $classId, portionSizeId: $portionSizeId, portionQuantityId: $portionQuantityId) {\n      ...CartFields\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation SetDonation($uuid: ID!, $donationCents: Int!, $charityWindowId: ID) {\n    setDonation(uuid: $uuid, donationCents: $donationCents, charityWindowId: $charityWindowId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetDonation($uuid: ID!, $donationCents: Int!, $charityWindowId: ID) {\n    setDonation(uuid: $uuid, donationCents: $donationCents, charityWindowId: $charityWindowId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      id\n      sku\n      name\n      description\n      date\n      durationMinutes\n      classIsPublic\n      canceled\n      seats\n      seatsLeft\n      fulfillment {\n        key\n        name\n        path\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      classType {\n        name\n      }\n      location {\n        id\n        name\n        phone\n        timezone\n        address {\n          street\n          city\n          state\n          zipcode\n        }\n      }\n      prices {\n        portionSize {\n          id\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          id\n          mealCount\n        }\n        priceCents\n      }\n      menu {\n        id\n        name\n        meals {\n          id\n          slug\n          name\n          description\n          mealType {\n            name\n          }\n          allergens {\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassDetail($idOrSku: String!) {\n    class(idOrSku: $idOrSku) {\n      id\n      sku\n      name\n      description\n      date\n      durationMinutes\n      classIsPublic\n      canceled\n      seats\n      seatsLeft\n      fulfillment {\n        key\n        name\n        path\n        description\n      }\n      host {\n        firstName\n        lastName\n      }\n      classType {\n        name\n      }\n      location {\n        id\n        name\n        phone\n        timezone\n        address {\n          street\n          city\n          state\n          zipcode\n        }\n      }\n      prices {\n        portionSize {\n          id\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          id\n          mealCount\n        }\n        priceCents\n      }\n      menu {\n        id\n        name\n        meals {\n          id\n          slug\n          name\n          description\n          mealType {\n            name\n          }\n          allergens {\n            key\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassListEntry on Class {\n    id\n    sku\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n    classType {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment ClassListEntry on Class {\n    id\n    sku\n    name\n    date\n    durationMinutes\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      id\n      name\n      timezone\n    }\n    classType {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassList($filter: ClassFilter!, $alsoFilter: ClassFilter!, $withAlso: Boolean!, $first: Int!) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    classTypes {\n      id\n      prices {\n        priceCents\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassList($filter: ClassFilter!, $alsoFilter: ClassFilter!, $withAlso: Boolean!, $first: Int!) {\n    classes(filter: $filter, first: $first) {\n      ...ClassListEntry\n    }\n    alsoClasses: classes(filter: $alsoFilter, first: $first) @include(if: $withAlso) {\n      ...ClassListEntry\n    }\n    classTypes {\n      id\n      prices {\n        priceCents\n      }\n    }\n    locations(filter: { active: true }) {\n      locations {\n        id\n        name\n        fulfillments {\n          key\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationsNear($zipcode: String!, $mileRadius: Float!) {\n    locations(filter: { zipcode: $zipcode, mileRadius: $mileRadius, active: true }) {\n      message\n      mileRadius\n      locations {\n        ...LocationCard\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment MenuMeal on Meal {\n    id\n    slug\n    name\n    description\n    priceCents\n    serves\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment MenuMeal on Meal {\n    id\n    slug\n    name\n    description\n    priceCents\n    serves\n    mealType {\n      id\n      key\n      name\n    }\n    allergens {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuPage($month: String!, $withPortionOptions: Boolean!) {\n    menus(month: $month) {\n      id\n      name\n      description\n    }\n    allergies {\n      key\n      name\n    }\n    classTypes @include(if: $withPortionOptions) {\n      id\n      name\n      description\n      prices {\n        portionSize {\n          key\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n        priceCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MenuMeals($menuId: ID!, $allergyFree: [String!], $filtering: Boolean!) {\n    meals(filter: { menuId: $menuId, allergyFree: $allergyFree }) {\n      ...MenuMeal\n    }\n    everyMeal: meals(filter: { menuId: $menuId }) @include(if: $filtering) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutMe {\n    me {\n      email\n      firstName\n      lastName\n      phone\n      spiceTolerance\n      allergyNotes\n      allergies {\n        key\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutMe {\n    me {\n      email\n      firstName\n      lastName\n      phone\n      spiceTolerance\n      allergyNotes\n      allergies {\n        key\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query OrderConfirmation($orderId: ID!, $checkoutId: ID) {\n    orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) {\n      id\n      number\n      kind\n      email\n      firstName\n      lastName\n      phone\n      createdAt\n      totals {\n        subtotalCents\n        discountCents\n        taxCents\n        donationCents\n        giftCardCents\n        totalCents\n        amountPaidCents\n      }\n      registrations {\n        id\n        firstName\n        lastName\n        totalCents\n        class {\n          id\n          sku\n          name\n          date\n          durationMinutes\n          location {\n            id\n            name\n            city\n            timezone\n            street\n            state\n            zipcode\n          }\n        }\n        portionSize {\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n      }\n      giftCard {\n        code\n        amountCents\n        recipientName\n        recipientEmail\n      }\n      address {\n        name\n        street\n        street2\n        city\n        state\n        zipcode\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderConfirmation($orderId: ID!, $checkoutId: ID) {\n    orderConfirmation(orderId: $orderId, checkoutId: $checkoutId) {\n      id\n      number\n      kind\n      email\n      firstName\n      lastName\n      phone\n      createdAt\n      totals {\n        subtotalCents\n        discountCents\n        taxCents\n        donationCents\n        giftCardCents\n        totalCents\n        amountPaidCents\n      }\n      registrations {\n        id\n        firstName\n        lastName\n        totalCents\n        class {\n          id\n          sku\n          name\n          date\n          durationMinutes\n          location {\n            id\n            name\n            city\n            timezone\n            street\n            state\n            zipcode\n          }\n        }\n        portionSize {\n          name\n          serves\n        }\n        portionQuantity {\n          mealCount\n        }\n      }\n      giftCard {\n        code\n        amountCents\n        recipientName\n        recipientEmail\n      }\n      address {\n        name\n        street\n        street2\n        city\n        state\n        zipcode\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyGiftCard($input: GiftCardPurchaseInput!) {\n    buyGiftCard(input: $input) {\n      orderId\n      checkout {\n        id\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BuyGiftCard($input: GiftCardPurchaseInput!) {\n    buyGiftCard(input: $input) {\n      orderId\n      checkout {\n        id\n        amountDueCents\n        paymentUrl\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query SandboxPaymentPage($sessionId: ID!) {\n    sandboxPaymentSession(sessionId: $sessionId) {\n      sessionId\n      checkoutId\n      amountCents\n      currency\n      description\n      customerEmail\n      status\n      expiresAt\n      successUrl\n      cancelUrl\n      lastError\n      orderId\n    }\n  }\n"): (typeof documents)["\n  query SandboxPaymentPage($sessionId: ID!) {\n    sandboxPaymentSession(sessionId: $sessionId) {\n      sessionId\n      checkoutId\n      amountCents\n      currency\n      description\n      customerEmail\n      status\n      expiresAt\n      successUrl\n      cancelUrl\n      lastError\n      orderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaySandboxSession($sessionId: ID!, $card: SandboxCardInput!) {\n    paySandboxSession(sessionId: $sessionId, card: $card) {\n      status\n      declineCode\n      message\n      checkoutId\n      orderId\n      redirectUrl\n    }\n  }\n"): (typeof documents)["\n  mutation PaySandboxSession($sessionId: ID!, $card: SandboxCardInput!) {\n    paySandboxSession(sessionId: $sessionId, card: $card) {\n      status\n      declineCode\n      message\n      checkoutId\n      orderId\n      redirectUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassCard on Class {\n    id\n    sku\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      name\n      city\n      state\n      timezone\n    }\n  }\n"): (typeof documents)["\n  fragment ClassCard on Class {\n    id\n    sku\n    name\n    date\n    seats\n    seatsLeft\n    canceled\n    fulfillment {\n      key\n      name\n      path\n    }\n    location {\n      name\n      city\n      state\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment LocationCard on Location {\n    id\n    name\n    phone\n    distance\n    address {\n      street\n      city\n      state\n      zipcode\n    }\n    fulfillments {\n      id\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRegistrations($userId: ID!) {\n    userRegistrations(userId: $userId, limit: 50) {\n      registrations {\n        id\n        status\n        class {\n          name\n          sku\n          date\n          canceled\n          location {\n            name\n            timezone\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRegistrations($userId: ID!) {\n    userRegistrations(userId: $userId, limit: 50) {\n      registrations {\n        id\n        status\n        class {\n          name\n          sku\n          date\n          canceled\n          location {\n            name\n            timezone\n          }\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query AccountOrders($userId: ID!) {\n    userOrders(userId: $userId, limit: 25) {\n      total\n      orders {\n        id\n        number\n        status\n        createdAt\n        totals {\n          totalCents\n        }\n        giftCard {\n          recipientName\n          amountCents\n        }\n        registrations {\n          id\n          status\n          totalCents\n          portionSize {\n            name\n          }\n          portionQuantity {\n            mealCount\n          }\n          class {\n            name\n            sku\n            date\n            location {\n              name\n              timezone\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountOrders($userId: ID!) {\n    userOrders(userId: $userId, limit: 25) {\n      total\n      orders {\n        id\n        number\n        status\n        createdAt\n        totals {\n          totalCents\n        }\n        giftCard {\n          recipientName\n          amountCents\n        }\n        registrations {\n          id\n          status\n          totalCents\n          portionSize {\n            name\n          }\n          portionQuantity {\n            mealCount\n          }\n          class {\n            name\n            sku\n            date\n            location {\n              name\n              timezone\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevMailbox($to: String) {\n    mailbox(to: $to) {\n      id\n      to\n      subject\n      text\n      html\n      kind\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query DevMailbox($to: String) {\n    mailbox(to: $to) {\n      id\n      to\n      subject\n      text\n      html\n      kind\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n"): (typeof documents)["\n  query ChooseMenuClasses($filter: ClassFilter, $first: Int) {\n    classes(filter: $filter, first: $first) {\n      ...ClassCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      slug\n      name\n      description\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n      mealType {\n        name\n      }\n      allergens {\n        key\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MealDetail($idOrSlug: String!) {\n    meal(idOrSlug: $idOrSlug) {\n      id\n      slug\n      name\n      description\n      ingredients\n      instructions\n      priceCents\n      serves\n      calories\n      mealType {\n        name\n      }\n      allergens {\n        key\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackEvent($type: TrackingEventType!, $payload: TrackingInput!) {\n    trackEvent(type: $type, payload: $payload)\n  }\n"): (typeof documents)["\n  mutation TrackEvent($type: TrackingEventType!, $payload: TrackingInput!) {\n    trackEvent(type: $type, payload: $payload)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAccount($input: RegistrationInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAccount($input: RegistrationInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    spiceTolerance\n    allergyNotes\n    allergies {\n      id\n      key\n      name\n    }\n    roles\n    permissions\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    spiceTolerance\n    allergyNotes\n    allergies {\n      id\n      key\n      name\n    }\n    roles\n    permissions\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;