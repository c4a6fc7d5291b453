/**
 * The forms of /account/profile, one handler per `intent`: the profile (updateAccount; a taken
 * phone or e-mail shows the api's uniqueness message under its field), the e-mail and password
 * changes (spec §5: re-authenticate with the current password first, then change it with
 * Identity Toolkit), a password for accounts that have none, and closing the account.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { normalizePhone } from "../../../workers/core/input-formats";
import {
  changeEmailForm,
  changePasswordForm,
  echoOf,
  parseForm,
  profileForm,
  type FieldErrors,
} from "./account-forms.server";
import type { Account } from "./account.server";
import { replaceTokens, signOut } from "../identity/auth.server";
import { flashAlert } from "../core/flash-alerts.server";
import { mutate, query, failureOf } from "../core/graphql.server";
import { idTokenClaims } from "../identity/id-token";
import { NOT_SIGNED_IN_FOR_EMAIL, NOT_SIGNED_IN_FOR_PASSWORD } from "../identity/identity-errors";
import { IdentityError, IdentityToolkit, type IdentityTokens } from "../identity/identity-toolkit.server";
import { conflictFields } from "../identity/sign-in-actions.server";

export interface ProfileActionData {
  intent: string;
  errors: FieldErrors;
  formError?: string;
  values: Record<string, string | string[]>;
}

const PROFILE_FIELDS = ["firstName", "lastName", "phone", "allergies", "spiceTolerance", "allergyNotes"];

function invalid(intent: string, errors: FieldErrors, form: FormData, fields: readonly string[] = [], formError?: string) {
  return json<ProfileActionData>({ intent, errors, formError, values: echoOf(form, fields) }, { status: 400 });
}

function saved(context: AppLoadContext, title: string, message?: string) {
  flashAlert(context, { alertType: "success", title, message });
  return redirect("/account/profile", 303);
}

export async function saveProfile(context: AppLoadContext, account: Account, form: FormData) {
  const parsed = parseForm(profileForm, form);
  if (!parsed.ok) return invalid("save-profile", parsed.errors, form, PROFILE_FIELDS);
  const { firstName, lastName, phone, allergies, spiceTolerance, allergyNotes } = parsed.data;
  try {
    await mutate(context, UpdateAccountDocument, {
      id: account.user.id,
      input: { firstName, lastName, phone: normalizePhone(phone) ?? phone, allergies, spiceTolerance, allergyNotes },
    });
  } catch (error) {
    const fields = conflictFields(error) ?? failureOf(error)?.inputFields;
    if (fields) return invalid("save-profile", fields, form, PROFILE_FIELDS);
    throw error;
  }
  return saved(context, "Profile saved", "Your details are up to date.");
}

/**
 * §5: re-authentication with the current password. The e-mail is the identity's; a sign-in
 * without one (a phone) cannot, and gets §5's sentence.
 */
async function reauthenticate(
  context: AppLoadContext,
  account: Account,
  password: string,
): Promise<{ tokens: IdentityTokens; email: string } | { error: string; field?: string }> {
  const email = idTokenClaims(context.session.get("idToken"))?.email;
  if (!email) return { error: "" };
  try {
    const tokens = await IdentityToolkit.from(context).signInWithPassword(email, password);
    if (tokens.uid !== account.session.uid) return { error: "That password belongs to another account.", field: "currentPassword" };
    return { tokens, email };
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    const field = error.code === "wrong-password" || error.code === "user-not-found" ? "currentPassword" : undefined;
    return { error: field ? "That is not your current password." : error.message, field };
  }
}

export async function changePassword(context: AppLoadContext, account: Account, form: FormData) {
  const intent = "change-password";
  const parsed = parseForm(changePasswordForm, form);
  if (!parsed.ok) return invalid(intent, parsed.errors, form);
  const signedIn = await reauthenticate(context, account, parsed.data.currentPassword);
  if ("error" in signedIn) {
    if (signedIn.field) return invalid(intent, { [signedIn.field]: [signedIn.error] }, form);
    return invalid(intent, {}, form, [], signedIn.error || NOT_SIGNED_IN_FOR_PASSWORD);
  }
  try {
    replaceTokens(context, await IdentityToolkit.from(context).updatePassword(signedIn.tokens.idToken, parsed.data.newPassword));
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    if (error.code === "weak-password") return invalid(intent, { newPassword: [error.message] }, form);
    return invalid(intent, {}, form, [], error.message);
  }
  return saved(context, "Password changed", "Use your new password next time you sign in.");
}

export async function changeEmail(request: Request, context: AppLoadContext, account: Account, form: FormData) {
  const intent = "change-email";
  const parsed = parseForm(changeEmailForm, form);
  if (!parsed.ok) return invalid(intent, parsed.errors, form, ["newEmail"]);
  const { newEmail, currentPassword } = parsed.data;
  const { emailIsUnique } = await query(context, EmailIsUniqueDocument, { email: newEmail, excludeUserId: account.user.id });
  if (!emailIsUnique) return invalid(intent, { newEmail: ["This e-mail is already registered"] }, form, ["newEmail"]);
  const signedIn = await reauthenticate(context, account, currentPassword);
  if ("error" in signedIn) {
    if (signedIn.field) return invalid(intent, { [signedIn.field]: [signedIn.error] }, form, ["newEmail"]);
    return invalid(intent, {}, form, ["newEmail"], signedIn.error || NOT_SIGNED_IN_FOR_EMAIL);
  }
  const toolkit = IdentityToolkit.from(context);
  try {
    replaceTokens(context, await toolkit.updateEmail(signedIn.tokens.idToken, newEmail));
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    if (error.code === "email-already-in-use") return invalid(intent, { newEmail: [error.message] }, form, ["newEmail"]);
    if (error.code !== "operation-not-allowed") return invalid(intent, {}, form, ["newEmail"], error.message);
    // Projects with e-mail enumeration protection change it only through a confirmation link;
    // the account takes the new address at the next sign-in (syncFirebaseEmail, decision 014).
    await toolkit.sendVerifyAndChangeEmail(signedIn.tokens.idToken, newEmail, new URL("/account/profile", request.url).toString());
    return saved(context, "Check your inbox", `Open the link we sent to ${newEmail} to finish the change.`);
  }
  // The token now carries the new e-mail, so the account may take it (decision 010).
  await mutate(context, UpdateAccountDocument, { id: account.user.id, input: { email: newEmail } });
  return saved(context, "E-mail changed", `You now sign in with ${newEmail}.`);
}

/** Accounts made with an e-mail link or Google have no password: a reset link sets one. */
export async function sendPasswordSetup(request: Request, context: AppLoadContext) {
  const email = idTokenClaims(context.session.get("idToken"))?.email;
  if (!email) return invalid("change-password", {}, new FormData(), [], NOT_SIGNED_IN_FOR_PASSWORD);
  await IdentityToolkit.from(context).sendPasswordReset(email, new URL("/account/profile", request.url).toString());
  return saved(context, "Check your inbox", `We sent ${email} a link to choose a password.`);
}

/**
 * Closes the account (decision 010: the shop's record is anonymised), then deletes the Firebase
 * account. Signed out afterwards; the cart stays.
 */
export async function closeAccount(context: AppLoadContext, account: Account, form: FormData) {
  if (form.get("confirm") !== "yes") {
    return invalid("close-account", { confirm: ["Tick the box to confirm that you want to close your account."] }, form);
  }
  const idToken = context.session.get("idToken");
  await mutate(context, CloseAccountDocument, { id: account.user.id });
  if (idToken) {
    try {
      await IdentityToolkit.from(context).deleteAccount(idToken);
    } catch (error) {
      // The shop account is closed either way; a sign-in left behind only finds no account.
      console.error("web: deleting the Firebase account failed", error);
    }
  }
  signOut(context);
  flashAlert(context, { alertType: "success", title: "Account closed", message: "Your account is closed. Thank you for cooking with us." });
  return redirect("/choose-menu", 303);
}

const UpdateAccountDocument = graphql(`
  mutation UpdateAccount($id: ID!, $input: ProfileInput!) {
    updateAccount(id: $id, input: $input) {
      id
    }
  }
`);

const EmailIsUniqueDocument = graphql(`
  query EmailIsUnique($email: String!, $excludeUserId: ID) {
    emailIsUnique(email: $email, excludeUserId: $excludeUserId)
  }
`);

const CloseAccountDocument = graphql(`
  mutation CloseAccount($id: ID!) {
    closeAccount(id: $id) {
      id
    }
  }
`);
