/**
 * The Classes area of the admin console over GraphQL (decisions 019, 020): each field calls the
 * staff's REST route with the caller's token; the api decides who may (UNAUTHENTICATED,
 * FORBIDDEN pass through with no data).
 */
import type { InferResponseType } from "hono/client";
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
import { params, type ApiClient, type ApiRpc } from "../datasources/api";
import { withShopOrigin } from "../context";
import { badUserInput, numericId, orNull } from "./errors";
import { lower, optionalId, rest } from "./rest";
import { chosenMeals } from "./meal-choices";
import { registrationPersonOf } from "./registration-admin";

type Information = InferResponseType<ApiRpc["classes"][":id{[0-9]+}"]["information"]["$get"], 200>;

const stateOf = (state: string) => state.toUpperCase() as ClassState;
const actionOf = (action: string) => action.toUpperCase().replace(/-/g, "_") as ClassAction;

const SORTS = { DATE: "date", DATE_DESC: "-date", NAME: "name", SEATS_LEFT: "seats_left" } as const satisfies Record<AdminClassSort, string>;

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
    minSeats: info.min_seats,
    decisionHours: info.decision_hours,
    priceCents: info.price_cents,
  };
}

const classParam = (id: string) => ({ id: String(numericId(id, "id")) });

/** The REST body of a class input; ids checked before they reach REST. */
function classBody(input: ClassInput) {
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
    // Decision 065: null (or left out) is the class type's.
    min_seats: input.minSeats ?? null,
    decision_hours: input.decisionHours ?? null,
    // Decision 079: null (or left out) is the class type's price.
    price_cents: input.priceCents ?? null,
    allow_clash: input.allowClash ?? false,
  };
}

/** The calls of one class (`classes/{id}/…`). */
const oneClass = (api: ApiClient) => api.rpc.classes[":id{[0-9]+}"];

export const classAdminQueries: Pick<
  QueryResolvers,
  "adminClasses" | "classInformation" | "classAttendees" | "classForecast" | "classGrocery" | "classFormChoices"
> = {
  adminClasses: async (_parent, { filter, sort, limit, offset }, { api }) => {
    const page = await rest(
      api.read(
        api.rpc.classes.staff.$get({
          query: {
            ...params({
              location: filter?.locationIds?.map((id) => numericId(id, "locationIds")),
              class_type: optionalId(filter?.classTypeId, "classTypeId"),
              search: filter?.search,
              from: filter?.from,
              to: filter?.to,
              limit,
              offset,
            }),
            status: filter?.status ? lower(filter.status) : undefined,
            sort: SORTS[sort ?? "DATE"],
          },
        }),
      ),
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
    const info = await orNull(rest(api.read(oneClass(api).information.$get({ param: classParam(id) }))));
    return info ? information(info) : null;
  },

  classAttendees: async (_parent, { id, allAttendees }, { api }) => {
    const answer = await rest(
      api.read(
        oneClass(api).attendees.$get({ param: classParam(id), query: { all: allAttendees ? "true" : undefined } }),
      ),
    );
    return answer.data.map((row) => ({
      ...registrationPersonOf(row),
      status: row.status.toUpperCase() as RegistrationStatus,
      portionSize: row.portion_size,
      mealCount: row.meal_count,
      meals: chosenMeals(row.meals),
      bookerName: row.booker_name,
      bookerEmail: row.booker_email,
      bookerPhone: row.booker_phone,
      allergiesOnMenu: row.allergies_on_menu,
    }));
  },

  classForecast: async (_parent, { id }, { api }) => {
    const forecast = await rest(api.read(oneClass(api).forecast.$get({ param: classParam(id) })));
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
    const grocery = await rest(api.read(oneClass(api).grocery.$get({ param: classParam(id) })));
    return {
      kits: grocery.kits,
      registrations: grocery.registrations,
      menuMeals: grocery.menu_meals,
      aisles: grocery.aisles,
      perGuest: grocery.per_guest,
      guests: grocery.guests,
    };
  },

  classFormChoices: async (_parent, _args, { api }) => {
    const choices = await rest(api.read(api.rpc.classes.choices.$get()));
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
  | "createClass"
  | "createClassSeries"
  | "createCustomClass"
  | "updateClass"
  | "deleteClass"
  | "completeClass"
  | "archiveClass"
  | "publishClass"
  | "setClassPublic"
  | "runClassAnyway"
> = {
  createClass: async (_parent, { input }, { api }) => information(await rest(api.read(api.rpc.classes.$post({ json: classBody(input) })))),
  createClassSeries: async (_parent, { input, repeat }, { api }) => {
    const json = { ...classBody(input), repeat_every_weeks: repeat.everyWeeks as 1 | 2, repeat_count: repeat.count ?? undefined, repeat_until: repeat.until ?? undefined };
    const series = await rest(api.read(api.rpc.classes.series.$post({ json })));
    return { classIds: series.ids.map(String), skippedDates: series.skipped };
  },
  createCustomClass: async (_parent, { input }, { api, shopOrigin }) => {
    const { class: fields, contactName, contactEmail, note } = input;
    // Decision 022: a private class for a group is private; REST's body has no such field.
    if (fields.classIsPublic) throw badUserInput({ classIsPublic: ["must be false: a private class is never public"] });
    const { class_is_public: _alwaysPrivate, ...body } = classBody(fields);
    const json = { ...body, contact_name: contactName, contact_email: contactEmail, note: note ?? "" };
    return information(await rest(api.read(api.rpc.classes.custom.$post({ json }, withShopOrigin(shopOrigin)))));
  },
  updateClass: async (_parent, { id, input }, { api }) =>
    information(await rest(api.read(oneClass(api).$put({ param: classParam(id), json: classBody(input) })))),
  deleteClass: async (_parent, { id }, { api }) => {
    await rest(api.read(oneClass(api).$delete({ param: classParam(id) })));
    return id;
  },
  completeClass: async (_parent, { id }, { api }) =>
    information(await rest(api.read(oneClass(api).complete.$put({ param: classParam(id) })))),
  archiveClass: async (_parent, { id }, { api }) => information(await rest(api.read(oneClass(api).archive.$put({ param: classParam(id) })))),
  publishClass: async (_parent, { id, published }, { api }) =>
    information(await rest(api.read(oneClass(api).publish.$put({ param: classParam(id), json: { published } })))),
  setClassPublic: async (_parent, { id, public: isPublic }, { api }) =>
    information(await rest(api.read(oneClass(api).public.$put({ param: classParam(id), json: { public: isPublic } })))),
  // The api answers the decision alone; the console wants the class as it is now.
  runClassAnyway: async (_parent, { id }, { api }) => {
    await rest(api.read(oneClass(api)["run-anyway"].$put({ param: classParam(id) })));
    return information(await rest(api.read(oneClass(api).information.$get({ param: classParam(id) }))));
  },
};
