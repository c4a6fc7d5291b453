/**
 * Mapper types (codegen.ts): what a resolver may hand a GraphQL type, taken from the REST shapes the
 * api services infer. A type reached through several REST answers accepts each of their shapes.
 */
import type { ClassDetailJson, ClassJson, ClassPriceJson, ClassTypeJson } from "../../api/services/classes";
import type { CityLookupJson } from "../../api/services/city-lookup";
import type { CharityWindowJson } from "../../api/services/charity-windows";
import type { FulfillmentJson } from "../../api/services/fulfillments";
import type { LocationJson, LocationRow, ZipMismatchJson } from "../../api/services/locations";
import type { AllergyJson, MealJson, MealTypeJson } from "../../api/services/meals";
import type { MenuJson } from "../../api/services/menus";

/** A class from a list (GET classes) or a class page (GET classes/{id}). */
export type ClassModel = ClassJson | ClassDetailJson;
/** A location from GET locations, or as a relation of a class in a list (its columns only). */
export type LocationModel = LocationJson | LocationRow;
/** A menu from GET menus, or a class's menu in a list (id, slug and name only). */
export type MenuModel = MenuJson | NonNullable<ClassJson["menu"]>;
export type MealModel = MealJson;
export type MealTypeModel = MealTypeJson;
export type AllergyModel = AllergyJson;
export type FulfillmentModel = FulfillmentJson;
export type ClassTypeModel = ClassTypeJson;
export type ClassPriceModel = ClassPriceJson;
export type PortionSizeModel = ClassPriceJson["portion_size"];
export type PortionQuantityModel = ClassPriceJson["portion_quantity"];
export type CityLookupModel = CityLookupJson;
export type ZipcodeInfoModel = CityLookupJson["zipcodes"][number];
export type ShippingOffsetModel = ZipcodeInfoModel["shipping_offsets"][number];
export type ZipcodeCentroidModel = CityLookupJson["closest_zipcode"];
export type ZipMismatchModel = ZipMismatchJson;
export type CharityWindowModel = CharityWindowJson;
