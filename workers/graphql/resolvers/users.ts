/**
 * The user queries (spec §4, §7 users, employee-links, roles; decision 010): the signed-in user,
 * users for staff, a user's orders, registrations and default address, the uniqueness checks of
 * the registration forms, and the User type. The api decides who may see what; a refusal is
 * FORBIDDEN, a missing or expired sign-in UNAUTHENTICATED with the api's reason.
 */
import type { AddressRow } from "../../api/services/addresses";
import type { EmployeeLinkJson } from "../../api/services/employee-links";
import type { RoleJson } from "../../api/services/roles";
import type { UserRegistrationJson } from "../../api/services/user-history";
import type { UserJson } from "../../api/services/users";
import type { QueryResolvers, UserResolvers } from "../../../graphql/generated/resolvers.generated";
import { numericId, orNull } from "./errors";
import type { UserOrderJson } from "./models";
import { enumValue, optionalId, rest } from "./rest";

interface Page<Row> {
  data: Row[];
  meta: { count: number; total: number };
}

const userPath = (id: string, argument: string, below = "") => `users/${numericId(id, argument)}${below}`;

export const SPICE_TOLERANCES = ["MILD", "MEDIUM", "HOT"] as const;

/**
 * GET users/login. Without a token there is nobody to ask about: null, no REST call. A verified
 * sign-in without an account is UNAUTHENTICATED, reason NOT_REGISTERED, with `identity`.
 */
export const me: NonNullable<QueryResolvers["me"]> = (_parent, _args, { api }) =>
  api.signedIn ? rest(api.get<UserJson>("users/login")) : null;

export const userQueries = {
  user: (_parent, { id }, { api }) => orNull(rest(api.get<UserJson>(userPath(id, "id")))),

  users: async (_parent, { search, limit, offset }, { api }) => {
    const page = await rest(api.get<Page<UserJson>>("users", { search, limit, offset }));
    return { users: page.data, total: page.meta.total };
  },

  userOrders: async (_parent, { userId, limit, offset }, { api }) => {
    const page = await rest(api.get<Page<UserOrderJson>>(userPath(userId, "userId", "/orders"), { limit, offset }), {
      id: "userId",
    });
    return { orders: page.data, total: page.meta.total };
  },

  userRegistrations: async (_parent, { userId, limit, offset, upcoming }, { api }) => {
    const page = await rest(
      api.get<Page<UserRegistrationJson>>(userPath(userId, "userId", "/registrations"), { limit, offset, upcoming: upcoming || undefined }),
      { id: "userId" },
    );
    return { registrations: page.data, total: page.meta.total };
  },

  defaultAddress: (_parent, { userId }, { api }) =>
    rest(api.get<AddressRow | null>(userPath(userId, "userId", "/addresses/default")), { id: "userId" }),

  emailIsUnique: async (_parent, { email, excludeUserId }, { api }) =>
    (
      await rest(
        api.get<{ unique: boolean }>("users/unique", { email, exclude_user_id: optionalId(excludeUserId, "excludeUserId") }),
      )
    ).unique,

  phoneIsUnique: async (_parent, { phone, excludeUserId }, { api }) =>
    (
      await rest(
        api.get<{ unique: boolean }>("users/unique", { phone, exclude_user_id: optionalId(excludeUserId, "excludeUserId") }),
      )
    ).unique,

  phoneIsDuplicate: async (_parent, { phone }, { api }) =>
    (await rest(api.get<{ duplicate: boolean }>("users/phone/duplicate", { phone }))).duplicate,

  uidOfMatchingAccount: async (_parent, { uid }, { api }) => (await rest(api.get<{ uid: string | null }>("users/uid", { uid }))).uid,

  employeeLinks: async (_parent, _args, { api }) => (await rest(api.get<{ data: EmployeeLinkJson[] }>("employee-links"))).data,

  roles: async (_parent, _args, { api }) => (await rest(api.get<{ data: RoleJson[] }>("roles"))).data,
} satisfies QueryResolvers;

export const User: UserResolvers = {
  firstName: (u) => u.first_name,
  lastName: (u) => u.last_name,
  spiceTolerance: (u) => enumValue(SPICE_TOLERANCES, u.spice_tolerance),
  allergyNotes: (u) => u.allergy_notes,
  createdAt: (u) => u.created_at,
};
