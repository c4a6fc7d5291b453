/**
 * The Classes area of the admin console over GraphQL (decisions 019, 020): each field calls the
 * staff's REST route with the caller's token; the api decides who may (UNAUTHENTICATED,
 * FORBIDDEN pass through with no data).
 */
import type {
  classAttendees as attendeesOf,
  classForecast as forecastOf,
  classFormChoices as choicesOf,
  classGrocery as groceryOf,
  classInformation as informationOf,
  listStaffClasses,
} from "../../api/services/class-admin";
import { localDate } from "../../core/dates";
import type {
  AdminClassSort,
  ClassAction,
  ClassInput,
  ClassState,
  MutationResolvers,
  QueryResolvers,
  RegistrationStatus,
} from "../../../graphql/generated/resolvers.generated";
import type { ApiClient } from "../datasources/api";
import { numericId, orNull } from "./errors";
import { lower, optionalId, rest } from "./rest";
import { chosenMeals } from "./meal-choices";

type Information = Awaited<ReturnType<typeof informationOf>>;
type StaffPage = Awaited<ReturnType<typeof listStaffClasses>>;

const stateOf = (state: string) => state.toUpperCase() as ClassState;
const actionOf = (action: string) => action.toUpperCase().replace(/-/g, "_") as ClassAction;

const SORTS: Record<AdminClassSort, string> = { DATE: "date", DATE_DESC: "-date", NAME: "name", SEATS_LEFT: "seats_left" };

/** HH:MM of an instant in a timezone. */
function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
}

function information(info: Information) {
  const timeZone = info.location.timezone;
  return {
    class: info,
    published: info.published,
    state: stateOf(info.state),
    actions: info.actions.map(actionOf),
    registrationsCount: info.registrations_count,
    revenueCents: info.revenue_cents,
    localDate: localDate(new Date(info.date), timeZone),
    localTime: localTime(info.date, timeZone),
    classTypeId: String(info.class_type_id),
    locationId: String(info.location_id),
    fulfillmentId: String(info.fulfillment_id),
    reservationSizeId: String(info.reservation_size_id),
    hostId: info.host_id === null ? null : String(info.host_id),
    menuId: info.menu_id === null ? null : String(info.menu_id),
  };
}

const classPath = (id: string, below = "") => `classes/${numericId(id, "id")}${below}`;

/** The REST body of a class input; ids checked before they reach REST. */
function classBody(input: Omit<ClassInput, "classIsPublic"> & { classIsPublic?: boolean | null }) {
  return {
    name: input.name,
    description: input.description ?? "",
    class_type_id: numericId(input.classTypeId, "classTypeId"),
    location_id: numericId(input.locationId, "locationId"),
    fulfillment_id: numericId(input.fulfillmentId, "fulfillmentId"),
    date: input.date,
    time: input.time,
    duration_minutes: input.durationMinutes,
    reservation_size_id: optionalId(input.reservationSizeId, "reservationSizeId"),
    seats: input.seats ?? undefined,
    host_id: optionalId(input.hostId, "hostId") ?? null,
    menu_id: optionalId(input.menuId, "menuId") ?? null,
    class_is_public: input.classIsPublic ?? true,
  };
}

async function act(api: ApiClient, id: string, action: string, body?: unknown) {
  return information(await rest(api.send<Information>("PUT", classPath(id, `/${action}`), body)));
}

export const classAdminQueries: Pick<
  QueryResolvers,
  "adminClasses" | "classInformation" | "classAttendees" | "classForecast" | "classGrocery" | "classFormChoices"
> = {
  adminClasses: async (_parent, { filter, sort, limit, offset }, { api }) => {
    const page = await rest(
      api.get<{ data: StaffPage["classes"]; meta: { total: number } }>("classes", {
        view: "staff",
        location: filter?.locationIds?.map((id) => numericId(id, "locationIds")),
        class_type: optionalId(filter?.classTypeId, "classTypeId"),
        status: filter?.status ? lower(filter.status) : undefined,
        search: filter?.search,
        from: filter?.from,
        to: filter?.to,
        sort: SORTS[sort ?? "DATE"],
        limit,
        offset,
      }),
      { location: "locationIds", class_type: "classTypeId" },
    );
    return {
      total: page.meta.total,
      classes: page.data.map((row) => ({
        id: String(row.id),
        sku: row.sku,
        name: row.name,
        date: row.date,
        localDate: row.local_date,
        localTime: row.local_time,
        locationId: String(row.location.id),
        locationName: row.location.name,
        classType: row.class_type,
        classIsPublic: row.class_is_public,
        seats: row.seats,
        seatsTaken: row.seats_taken,
        state: stateOf(row.state),
        actions: row.actions.map(actionOf),
      })),
    };
  },

  classInformation: async (_parent, { id }, { api }) => {
    const info = await orNull(rest(api.get<Information>(classPath(id, "/information"))));
    return info ? information(info) : null;
  },

  classAttendees: async (_parent, { id, allAttendees }, { api }) => {
    const answer = await rest(
      api.get<{ data: Awaited<ReturnType<typeof attendeesOf>> }>(classPath(id, "/attendees"), { all: allAttendees ? true : undefined }),
    );
    return answer.data.map((row) => ({
      id: String(row.id),
      orderId: String(row.order_id),
      orderNumber: row.order_number,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      allergies: row.allergies,
      allergyNotes: row.allergy_notes,
      spiceTolerance: row.spice_tolerance,
      status: row.status.toUpperCase() as RegistrationStatus,
      portionSize: row.portion_size,
      mealCount: row.meal_count,
      meals: chosenMeals(row.meals),
    }));
  },

  classForecast: async (_parent, { id }, { api }) => {
    const forecast = await rest(api.get<Awaited<ReturnType<typeof forecastOf>>>(classPath(id, "/forecast")));
    return {
      seats: forecast.seats,
      sold: forecast.sold,
      held: forecast.held,
      left: forecast.left,
      revenueCents: forecast.revenue_cents,
      byDay: forecast.by_day.map((day) => ({ day: day.day, registrations: day.registrations, revenueCents: day.revenue_cents })),
    };
  },

  classGrocery: async (_parent, { id }, { api }) => {
    const grocery = await rest(api.get<Awaited<ReturnType<typeof groceryOf>>>(classPath(id, "/grocery")));
    return { kits: grocery.kits, registrations: grocery.registrations, menuMeals: grocery.menu_meals, aisles: grocery.aisles };
  },

  classFormChoices: async (_parent, _args, { api }) => {
    const choices = await rest(api.get<Awaited<ReturnType<typeof choicesOf>>>("classes/choices"));
    const option = (row: { id: number; name: string }) => ({ id: String(row.id), name: row.name });
    return {
      locations: choices.locations.map((row) => ({ ...option(row), timezone: row.timezone, active: row.active, fulfillmentIds: row.fulfillment_ids.map(String) })),
      classTypes: choices.class_types.map(option),
      reservationSizes: choices.reservation_sizes.map((row) => ({ id: String(row.id), name: `${row.name} (${row.seats} seats)` })),
      hosts: choices.hosts.map((row) => ({ id: String(row.id), name: `${row.first_name} ${row.last_name}` })),
      menus: choices.menus.map(option),
    };
  },
};

export const classAdminMutations: Pick<
  MutationResolvers,
  "createClass" | "createCustomClass" | "updateClass" | "deleteClass" | "completeClass" | "archiveClass" | "publishClass" | "setClassPublic"
> = {
  createClass: async (_parent, { input }, { api }) => information(await rest(api.send<Information>("POST", "classes", classBody(input)))),
  createCustomClass: async (_parent, { input }, { api, shopOrigin }) => {
    const { contactName, contactEmail, note, ...fields } = input;
    const { class_is_public: _alwaysPrivate, ...body } = classBody(fields);
    const headers = shopOrigin ? { "x-shop-origin": shopOrigin } : undefined;
    const custom = { ...body, contact_name: contactName, contact_email: contactEmail, note: note ?? "" };
    return information(await rest(api.send<Information>("POST", "classes/custom", custom, headers)));
  },
  updateClass: async (_parent, { id, input }, { api }) =>
    information(await rest(api.send<Information>("PUT", classPath(id), classBody(input)))),
  deleteClass: async (_parent, { id }, { api }) => {
    await rest(api.send("DELETE", classPath(id)));
    return id;
  },
  completeClass: (_parent, { id }, { api }) => act(api, id, "complete"),
  archiveClass: (_parent, { id }, { api }) => act(api, id, "archive"),
  publishClass: (_parent, { id, published }, { api }) => act(api, id, "publish", { published }),
  setClassPublic: (_parent, { id, public: isPublic }, { api }) => act(api, id, "public", { public: isPublic }),
};
