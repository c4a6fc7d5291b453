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
import { allergies, meal, Meal, meals, mealTypes, menu, Menu, menus } from "./menus";

export const resolvers: Resolvers = {
  Query: {
    ok: () => true,
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
  },
  Class,
  ClassPrice,
  PortionQuantity,
  Location,
  CityLookup,
  ZipcodeInfo,
  ShippingOffset,
  ZipMismatch,
  Menu,
  Meal,
  CharityWindow,
};
