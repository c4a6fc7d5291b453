/**
 * The account and sign-in mutations (spec §4, §7 users and accounts; decision 010): registration,
 * staff's user management, the person's own profile and closing it, and the Firebase follow-ups
 * (verified e-mail, phone, sign-in link, linking a second sign-in method). Field errors name the
 * input fields (`firstName`, `phone`), a taken e-mail or phone is CONFLICT with reason DUPLICATE.
 */
import type {
  ClosedAccount,
  MutationResolvers,
  ProfileInput,
  RegistrationInput,
  SpiceTolerance,
  UserCreateInput,
  UserUpdateInput,
} from "../../../graphql/generated/resolvers.generated";
import { withShopOrigin } from "../context";
import { badUserInput, numericId } from "./errors";
import { defined, lower, rest } from "./rest";

const spice = (value: SpiceTolerance | null | undefined) =>
  value === undefined ? undefined : value === null ? null : lower(value);

/** A field REST cannot clear: null is refused naming the input field, left out keeps it as it is. */
function kept<Value>(value: Value | null | undefined, field: string): Value | undefined {
  if (value === null) throw badUserInput({ [field]: ["cannot be cleared"] });
  return value;
}

/** A profile's changes (PUT accounts/{id}): what GraphQL left out stays as it is, null clears a nullable field. */
function profileBody(input: ProfileInput) {
  return defined({
    first_name: kept(input.firstName, "firstName"),
    last_name: kept(input.lastName, "lastName"),
    email: kept(input.email, "email"),
    phone: kept(input.phone, "phone"),
    allergies: kept(input.allergies, "allergies"),
    spice_tolerance: spice(input.spiceTolerance),
    allergy_notes: input.allergyNotes,
  });
}

/** PUT users/{id}: the profile plus what staff may change. */
const userBody = (input: UserUpdateInput) => ({
  ...profileBody(input),
  ...defined({ roles: kept(input.roles, "roles"), disabled: kept(input.disabled, "disabled") }),
});

/** POST users/register: the person's own new account. */
const registrationBody = (input: RegistrationInput) => ({
  first_name: input.firstName,
  last_name: input.lastName,
  email: input.email,
  phone: input.phone,
  allergies: input.allergies ?? [],
  ...defined({ spice_tolerance: spice(input.spiceTolerance), allergy_notes: input.allergyNotes }),
});

/** POST users: staff create an account. */
const newUserBody = (input: UserCreateInput) => ({
  first_name: input.firstName,
  last_name: input.lastName,
  email: input.email,
  ...defined({
    phone: input.phone,
    allergies: kept(input.allergies, "allergies"),
    spice_tolerance: spice(input.spiceTolerance),
    allergy_notes: input.allergyNotes,
    roles: kept(input.roles, "roles"),
  }),
});

async function closed(call: Promise<{ id: number; closed_at: string }>): Promise<ClosedAccount> {
  const answer = await rest(call);
  return { id: String(answer.id), closedAt: answer.closed_at };
}

/** A user's or account's path parameter. */
const idParam = (id: string) => ({ param: { id: String(numericId(id, "id")) } });

export const accountMutations = {
  // The shop's origin makes the verification e-mail's link absolute (decision 068).
  register: (_parent, { input }, { api, shopOrigin }) =>
    rest(api.read(api.rpc.users.register.$post({ json: registrationBody(input) }, withShopOrigin(shopOrigin)))),

  createUser: (_parent, { input }, { api }) => rest(api.read(api.rpc.users.$post({ json: newUserBody(input) }))),

  updateUser: (_parent, { id, input }, { api }) =>
    rest(api.read(api.rpc.users[":id{[0-9]+}"].$put({ ...idParam(id), json: userBody(input) }))),

  deleteUser: (_parent, { id }, { api }) => closed(api.read(api.rpc.users[":id{[0-9]+}"].$delete(idParam(id)))),

  updateAccount: (_parent, { id, input }, { api }) =>
    rest(api.read(api.rpc.accounts[":id{[0-9]+}"].$put({ ...idParam(id), json: profileBody(input) }))),

  closeAccount: (_parent, { id }, { api }) => closed(api.read(api.rpc.accounts[":id{[0-9]+}"].$delete(idParam(id)))),

  syncFirebaseEmail: (_parent, { email }, { api }) => rest(api.read(api.rpc.users.firebase.email.$post({ json: { email } }))),

  saveFirebasePhone: (_parent, { phone }, { api }) =>
    rest(api.read(api.rpc.users.firebase.number.$post({ json: defined({ phone: phone ?? undefined }) }))),

  sendEmailSignInLink: async (_parent, { email, url }, { api }) => {
    await rest(api.read(api.rpc.users["send-email-sign-in"].$post({ json: { email, url } })));
    return true;
  },

  sendEmailVerification: async (_parent, _args, { api, shopOrigin }) => {
    const answer = await rest(api.read(api.rpc.users["email-verification"].$post({}, withShopOrigin(shopOrigin))));
    return answer.sent
      ? { sent: true, reason: null, retryAfterSeconds: 0 }
      : { sent: false, reason: answer.reason, retryAfterSeconds: answer.retry_after_seconds };
  },

  linkAccounts: (_parent, { newUid, existingUid }, { api }) =>
    rest(api.read(api.rpc.users.link.$post({ json: { new_uid: newUid, existing_uid: existingUid } }))),
} satisfies MutationResolvers;
