/**
 * The account and sign-in mutations (spec §4, §7 users and accounts; decision 010): registration,
 * staff's user management, the person's own profile and closing it, and the Firebase follow-ups
 * (verified e-mail, phone, sign-in link, linking a second sign-in method). Field errors name the
 * input fields (`firstName`, `phone`), a taken e-mail or phone is CONFLICT with reason DUPLICATE.
 */
import type { UserJson } from "../../api/services/users";
import type {
  ClosedAccount,
  MutationResolvers,
  ProfileInput,
  SpiceTolerance,
  UserUpdateInput,
} from "../../../graphql/generated/resolvers.generated";
import type { ApiClient } from "../datasources/api";
import { numericId } from "./errors";
import { defined, lower, rest } from "./rest";

const spice = (value: SpiceTolerance | null | undefined) =>
  value === undefined ? undefined : value === null ? null : lower(value);

/** The profile fields of every users/accounts body; what GraphQL left out stays as it is. */
function profileBody(input: ProfileInput) {
  return defined({
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    allergies: input.allergies,
    spice_tolerance: spice(input.spiceTolerance),
    allergy_notes: input.allergyNotes,
  });
}

const userBody = (input: UserUpdateInput) => ({ ...profileBody(input), ...defined({ roles: input.roles, disabled: input.disabled }) });

async function closed(api: ApiClient, path: string): Promise<ClosedAccount> {
  const answer = await rest(api.send<{ id: number; closed_at: string }>("DELETE", path));
  return { id: String(answer.id), closedAt: answer.closed_at };
}

export const accountMutations = {
  register: (_parent, { input }, { api }) =>
    rest(api.send<UserJson>("POST", "users/register", { ...profileBody(input), allergies: input.allergies ?? [] })),

  createUser: (_parent, { input }, { api }) => rest(api.send<UserJson>("POST", "users", userBody(input))),

  updateUser: (_parent, { id, input }, { api }) =>
    rest(api.send<UserJson>("PUT", `users/${numericId(id, "id")}`, userBody(input))),

  deleteUser: (_parent, { id }, { api }) => closed(api, `users/${numericId(id, "id")}`),

  updateAccount: (_parent, { id, input }, { api }) =>
    rest(api.send<UserJson>("PUT", `accounts/${numericId(id, "id")}`, profileBody(input))),

  closeAccount: (_parent, { id }, { api }) => closed(api, `accounts/${numericId(id, "id")}`),

  syncFirebaseEmail: (_parent, { email }, { api }) => rest(api.send<UserJson>("POST", "users/firebase/email", { email })),

  saveFirebasePhone: (_parent, { phone }, { api }) =>
    rest(api.send<UserJson>("POST", "users/firebase/number", defined({ phone: phone ?? undefined }))),

  sendEmailSignInLink: async (_parent, { email, url }, { api }) => {
    await rest(api.send<{ sent: boolean }>("POST", "users/send-email-sign-in", { email, url }));
    return true;
  },

  linkAccounts: (_parent, { newUid, existingUid }, { api }) =>
    rest(api.send<UserJson>("POST", "users/link", { new_uid: newUid, existing_uid: existingUid })),
} satisfies MutationResolvers;
