/**
 * The user queries (spec §4, §7 users, employee-links, roles; decision 010): the signed-in user,
 * users for staff, a user's orders, registrations and default address, the uniqueness checks of
 * the registration forms, and the User type. The api decides who may see what; a refusal is
 * FORBIDDEN, a missing or expired sign-in UNAUTHENTICATED with the api's reason.
 */
import type { QueryResolvers, UserResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { numericId, orNull } from "./errors";
import { enumValue, optionalId, rest } from "./rest";

/** A user's path parameter, its id checked as the argument `argument`. */
const userParam = (id: string, argument: string) => ({ param: { id: String(numericId(id, argument)) } });

export const SPICE_TOLERANCES = ["MILD", "MEDIUM", "HOT"] as const;

/**
 * GET users/login. Without a token there is nobody to ask about: null, no REST call. A verified
 * sign-in without an account is UNAUTHENTICATED, reason NOT_REGISTERED, with `identity`.
 */
export const me: NonNullable<QueryResolvers["me"]> = (_parent, _args, { api }) =>
  api.signedIn ? rest(api.read(api.rpc.users.login.$get())) : null;

export const userQueries = {
  myEmailVerification: async (_parent, _args, { api }) => {
    if (!api.signedIn) return null;
    const state = await rest(api.read(api.rpc.users["email-verification"].$get()));
    return { email: state.email, verified: state.verified, waitingOrders: state.waiting_orders };
  },

  user: (_parent, { id }, { api }) => orNull(rest(api.read(api.rpc.users[":id{[0-9]+}"].$get(userParam(id, "id"))))),

  users: async (_parent, { search, limit, offset }, { api }) => {
    const page = await rest(api.read(api.rpc.users.$get({ query: params({ search, limit, offset }) })));
    return { users: page.data, total: page.meta.total };
  },

  userOrders: async (_parent, { userId, limit, offset }, { api }) => {
    const page = await rest(
      api.read(api.rpc.users[":id{[0-9]+}"].orders.$get({ ...userParam(userId, "userId"), query: params({ limit, offset }) })),
      { id: "userId" },
    );
    return { orders: page.data, total: page.meta.total };
  },

  userRegistrations: async (_parent, { userId, limit, offset, upcoming }, { api }) => {
    const page = await rest(
      api.read(
        api.rpc.users[":id{[0-9]+}"].registrations.$get({
          ...userParam(userId, "userId"),
          query: { ...params({ limit, offset }), upcoming: upcoming ? "true" : undefined },
        }),
      ),
      { id: "userId" },
    );
    return { registrations: page.data, total: page.meta.total };
  },

  defaultAddress: (_parent, { userId }, { api }) =>
    rest(api.read(api.rpc.users[":id{[0-9]+}"].addresses.default.$get(userParam(userId, "userId"))), { id: "userId" }),

  emailIsUnique: async (_parent, { email, excludeUserId }, { api }) =>
    (
      await rest(
        api.read(
          api.rpc.users.unique.$get({ query: params({ email, exclude_user_id: optionalId(excludeUserId, "excludeUserId") }) }),
        ),
      )
    ).unique,

  phoneIsUnique: async (_parent, { phone, excludeUserId }, { api }) =>
    (
      await rest(
        api.read(
          api.rpc.users.unique.$get({ query: params({ phone, exclude_user_id: optionalId(excludeUserId, "excludeUserId") }) }),
        ),
      )
    ).unique,

  phoneIsDuplicate: async (_parent, { phone }, { api }) =>
    (await rest(api.read(api.rpc.users.phone.duplicate.$get({ query: { phone } })))).duplicate,

  uidOfMatchingAccount: async (_parent, { uid }, { api }) => (await rest(api.read(api.rpc.users.uid.$get({ query: params({ uid }) })))).uid,

  employeeLinks: async (_parent, _args, { api }) => (await rest(api.read(api.rpc["employee-links"].$get()))).data,

  roles: async (_parent, _args, { api }) => (await rest(api.read(api.rpc.roles.$get()))).data,
} satisfies QueryResolvers;

export const User: UserResolvers = {
  firstName: (u) => u.first_name,
  lastName: (u) => u.last_name,
  spiceTolerance: (u) => enumValue(SPICE_TOLERANCES, u.spice_tolerance),
  allergyNotes: (u) => u.allergy_notes,
  createdAt: (u) => u.created_at,
};
