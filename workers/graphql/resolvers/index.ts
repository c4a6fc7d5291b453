import type { Resolvers } from "../../../graphql/generated/resolvers.generated";
import { CharityWindow, currentCharityWindow } from "./charity-windows";
import { classSchedule } from "./class-schedule";
import { Class, classes, ClassPrice, classTypes, PortionQuantity, shopClass } from "./classes";
import { fulfillment, fulfillments } from "./fulfillments";
import {
  checkMismatchZip,
  CityLookup,
  cityLookup,
  Location,
  location,
  locations,
  ShippingOffset,
  ZipcodeInfo,
  ZipMismatch,
} from "./locations";
import { allergies, meal, Meal, meals, mealTypes, menu, Menu, menus, Picture } from "./menus";
import { ClassHost, ClassTypePicture, LocationPicture, MealOfferings } from "./catalog-pictures";
import { accountMutations } from "./accounts";
import { AuditLink, AuditRecord, auditRecords } from "./audit";
import { scheduledJobs } from "./scheduler";
import { classAdminMutations, classAdminQueries } from "./class-admin";
import { classManifestMutations } from "./class-manifest";
import { phoneBookingMutations, phoneBookingQueries } from "./phone-bookings";
import { classCancelMutations, classCancelQueries } from "./class-cancel";
import { refundMutations, refundQueries } from "./refunds";
import { selfServiceMutations, selfServiceQueries } from "./self-service";
import { registrationAdminMutations, registrationAdminQueries } from "./registration-admin";
import { registrationMoveMutations, registrationMoveQueries } from "./registration-move";
import { kitchenBoard, kitchenMutations } from "./kitchen";
import { consoleHome } from "./console-home";
import { locationAdminMutations, locationAdminQueries } from "./location-admin";
import { classTypeAdminMutations, classTypeAdminQueries } from "./class-type-admin";
import { mealAdminMutations, mealAdminQueries } from "./meal-admin";
import { promotionAdminMutations, promotionAdminQueries } from "./promotion-admin";
import { reportQueries } from "./reports";
import { giftCardAdminMutations, giftCardAdminQueries } from "./giftcard-admin";
import { EmailDelivery, emailAdminMutations, emailAdminQueries } from "./email-admin";
import { calendarMutations, calendarQueries } from "./calendars";
import { NewsLink, newsroomMutations, newsroomQueries, PressRelease } from "./newsroom";
import { BlogPost, blogMutations } from "./blogs";
import { ContentItem, contentMutations, contentQueries } from "./content";
import { classRequestMutations, classRequestQueries } from "./class-requests";
import { ClassTypeReviews, reviewMutations, reviewQueries } from "./reviews";
import { inboxMutations, inboxQueries } from "./inbox";
import { secondFactorMutations, secondFactorQueries } from "./second-factor";
import { address, addressMutations, CustomerAddress } from "./addresses";
import {
  Cart,
  cart,
  CartClass,
  CartClassInfo,
  CartGiftCard,
  cartMutations,
  CartPromotion,
  CartTotals,
  ClassLocation,
  GiftCardTotals,
  LineTotals,
  PromotionTotals,
} from "./carts";
import { cancelCheckout, Checkout, checkout, startCheckout } from "./checkout";
import { buyGiftCard, GiftCardBalance, giftCardBalance, GiftCardPromotionQuote, giftCardPromotionQuote } from "./gift-cards";
import { mailbox, MailboxEmail } from "./mailbox";
import { correctGiftCardRecipient, Order, orderConfirmation, PurchasedGiftCard, RegisteredClass, Registration, rescheduleGiftCard } from "./orders";
import { confirmNewsletter, sendContactMessage, subscribeNewsletter, unsubscribeNewsletter } from "./marketing";
import { claimWaitlistSeat, classWaitlist, joinWaitlist, leaveWaitlist, removeWaitlistEntry, waitlistEntry, waitlistOffer } from "./waitlist";
import { paySandboxSession, SandboxPaymentSession, sandboxPaymentSession } from "./payments";
import { trackEvent } from "./tracking";
import { addGuestsToCart, CartClassOffer, ClassTypeOffer, RegistrationOffer } from "./class-offers";
import { me, User, userQueries } from "./users";
import { seatVersion } from "./page-cache";
import { sitemap } from "./sitemap";

export const resolvers: Resolvers = {
  Query: {
    ok: () => true,
    seatVersion,
    sitemap,
    waitlistOffer,
    waitlistEntry,
    classWaitlist,
    classes,
    class: shopClass,
    classTypes,
    classSchedule,
    locations,
    location,
    cityLookup,
    checkMismatchZip,
    fulfillments,
    fulfillment,
    menus,
    menu,
    meals,
    meal,
    mealTypes,
    allergies,
    currentCharityWindow,
    cart,
    address,
    giftCardBalance,
    giftCardPromotionQuote,
    checkout,
    orderConfirmation,
    sandboxPaymentSession,
    mailbox,
    me,
    ...userQueries,
    ...selfServiceQueries,
    auditRecords,
    scheduledJobs,
    ...classAdminQueries,
    ...refundQueries,
    ...classCancelQueries,
    ...registrationAdminQueries,
    ...registrationMoveQueries,
    kitchenBoard,
    consoleHome,
    ...locationAdminQueries,
    ...classTypeAdminQueries,
    ...mealAdminQueries,
    ...promotionAdminQueries,
    ...reportQueries,
    ...giftCardAdminQueries,
    ...emailAdminQueries,
    ...calendarQueries,
    ...newsroomQueries,
    ...contentQueries,
    ...classRequestQueries,
    ...reviewQueries,
    ...inboxQueries,
    ...secondFactorQueries,
    ...phoneBookingQueries,
  },
  Mutation: {
    ...cartMutations,
    ...addressMutations,
    trackEvent,
    subscribeNewsletter,
    joinWaitlist,
    claimWaitlistSeat,
    leaveWaitlist,
    removeWaitlistEntry,
    confirmNewsletter,
    unsubscribeNewsletter,
    sendContactMessage,
    startCheckout,
    cancelCheckout,
    correctGiftCardRecipient,
    rescheduleGiftCard,
    paySandboxSession,
    buyGiftCard,
    ...accountMutations,
    ...classAdminMutations,
    ...classManifestMutations,
    ...classCancelMutations,
    ...refundMutations,
    ...selfServiceMutations,
    ...registrationAdminMutations,
    ...registrationMoveMutations,
    ...kitchenMutations,
    ...locationAdminMutations,
    ...classTypeAdminMutations,
    ...mealAdminMutations,
    ...promotionAdminMutations,
    ...giftCardAdminMutations,
    ...emailAdminMutations,
    ...calendarMutations,
    ...newsroomMutations,
    ...blogMutations,
    ...contentMutations,
    ...classRequestMutations,
    ...reviewMutations,
    ...inboxMutations,
    ...secondFactorMutations,
    ...phoneBookingMutations,
    addGuestsToCart,
  },
  Class,
  ClassPrice,
  PortionQuantity,
  Location: { ...Location, ...LocationPicture },
  ClassType: { ...ClassTypePicture, ...ClassTypeOffer, ...ClassTypeReviews },
  ClassHost,
  CityLookup,
  ZipcodeInfo,
  ShippingOffset,
  ZipMismatch,
  Menu,
  Meal: { ...Meal, ...MealOfferings },
  Picture,
  CharityWindow,
  Cart,
  CartClass: { ...CartClass, ...CartClassOffer },
  CartClassInfo,
  ClassLocation,
  CartPromotion,
  CartGiftCard,
  CartTotals,
  LineTotals,
  PromotionTotals,
  GiftCardTotals,
  CustomerAddress,
  GiftCardBalance,
  GiftCardPromotionQuote,
  Checkout,
  Order,
  PurchasedGiftCard,
  Registration: { ...Registration, ...RegistrationOffer },
  RegisteredClass,
  SandboxPaymentSession,
  MailboxEmail,
  EmailDelivery,
  User,
  AuditRecord,
  AuditLink,
  PressRelease,
  NewsLink,
  BlogPost,
  ContentItem,
};
