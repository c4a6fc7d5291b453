/**
 * The forms of /login, one handler per `intent` (epic-stack style): each answers a redirect on
 * success, or status 400 with field errors and what to show again. All of them work with
 * JavaScript off; they call Identity Toolkit from the server.
 */
import { json, redirect, type AppLoadContext, type TypedResponse } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import {
  echoOf,
  emailField,
  emailForm,
  parseForm,
  passwordSignInForm,
  registrationForm,
  signUpForm,
  type FieldErrors,
} from "../account/account-forms.server";
import { pendingIdentity, signOut } from "./auth.server";
import { rememberEmailForSignIn } from "./email-for-sign-in.server";
import { mutate, failureOf } from "../core/graphql.server";
import { idTokenClaims } from "./id-token";
import { emailLinkSendErrorMessage } from "./identity-errors";
import { IdentityError, IdentityToolkit } from "./identity-toolkit.server";
import { establishSession, outcomeRedirect, reasonOf } from "./sign-in.server";
import { loginHref, type SignInScreen } from "./sign-in-paths";
import { normalizePhone } from "../../../workers/core/input-formats";

export interface SignInActionData {
  intent: string;
  errors: FieldErrors;
  /** A message about the whole form (the identity provider's answer, in words). */
  formError?: string;
  values: Record<string, string | string[]>;
}

type ActionAnswer = TypedResponse<SignInActionData> | Response;

function invalid(intent: string, errors: FieldErrors, form: FormData, fields: readonly string[], formError?: string) {
  return json<SignInActionData>({ intent, errors, formError, values: echoOf(form, fields) }, { status: 400 });
}

/** The §8 sentence of an identity failure; anything unexpected is rethrown. */
function identityFailure(error: unknown): string {
  if (error instanceof IdentityError) return error.message;
  throw error;
}

export async function passwordSignIn(context: AppLoadContext, form: FormData, redirectTo: string): Promise<ActionAnswer> {
  const parsed = parseForm(passwordSignInForm, form);
  if (!parsed.ok) return invalid("password-sign-in", parsed.errors, form, ["email"]);
  const { email, password } = parsed.data;
  return sessionOrAgain("password-sign-in", context, form, redirectTo, () => IdentityToolkit.from(context).signInWithPassword(email, password));
}

export async function signUp(context: AppLoadContext, form: FormData, redirectTo: string): Promise<ActionAnswer> {
  const parsed = parseForm(signUpForm, form);
  if (!parsed.ok) return invalid("sign-up", parsed.errors, form, ["email"]);
  const { email, password } = parsed.data;
  const taken = (error: IdentityError) => (error.code === "email-already-in-use" ? { email: [error.message] } : null);
  return sessionOrAgain("sign-up", context, form, redirectTo, () => IdentityToolkit.from(context).signUp(email, password), taken);
}

/**
 * Signs in with the identity provider's tokens: the redirect of a new session, or the form again
 * with the provider's words (on a field when `fieldErrors` places them, else on the whole form).
 */
async function sessionOrAgain(
  intent: string,
  context: AppLoadContext,
  form: FormData,
  redirectTo: string,
  identify: () => Promise<Parameters<typeof establishSession>[1]>,
  fieldErrors: (error: IdentityError) => FieldErrors | null = () => null,
): Promise<ActionAnswer> {
  let message: string;
  try {
    const outcome = await establishSession(context, await identify());
    const answer = outcomeRedirect(context, outcome, redirectTo);
    if (answer) return answer;
    message = outcome.kind === "error" ? outcome.message : "";
  } catch (error) {
    const errors = error instanceof IdentityError ? fieldErrors(error) : null;
    if (errors) return invalid(intent, errors, form, ["email"]);
    message = identityFailure(error);
  }
  return invalid(intent, {}, form, ["email"], message);
}

/** Spec §4 e-mail link: sends it, remembers the address on this device, shows "Check your inbox". */
export async function sendSignInLink(request: Request, context: AppLoadContext, form: FormData, redirectTo: string): Promise<ActionAnswer> {
  const parsed = parseForm(emailForm, form);
  if (!parsed.ok) return invalid("send-link", parsed.errors, form, ["email"]);
  const continueUrl = new URL("/login/link", request.url);
  if (redirectTo !== "/account") continueUrl.searchParams.set("redirectTo", redirectTo);
  try {
    await IdentityToolkit.from(context).sendSignInLink(parsed.data.email, continueUrl.toString());
  } catch (error) {
    // Spec §5: invalid-email → "Please enter a valid email address"; anything else → the general sentence.
    if (!(error instanceof IdentityError)) throw error;
    console.error("web: sending a sign-in link failed", error.detail);
    const message = emailLinkSendErrorMessage(`auth/${error.code}`);
    return invalid("send-link", { email: [message] }, form, ["email"]);
  }
  return redirect(loginHref({ screen: "emailSent", redirectTo }), {
    status: 303,
    headers: { "set-cookie": await rememberEmailForSignIn(context, parsed.data.email) },
  });
}

/**
 * Forgot password: sends the reset link. An unknown address gets the same "Check your inbox",
 * so the form does not tell strangers who has an account.
 */
export async function sendPasswordReset(request: Request, context: AppLoadContext, form: FormData, redirectTo: string): Promise<ActionAnswer> {
  const parsed = parseForm(emailForm, form);
  if (!parsed.ok) return invalid("send-reset", parsed.errors, form, ["email"]);
  try {
    const continueUrl = new URL(loginHref({ screen: "password", redirectTo }), request.url).toString();
    await IdentityToolkit.from(context).sendPasswordReset(parsed.data.email, continueUrl);
  } catch (error) {
    if (!(error instanceof IdentityError) || error.code !== "user-not-found") {
      return invalid("send-reset", {}, form, ["email"], identityFailure(error));
    }
  }
  return redirect(loginHref({ screen: "forgotSent", redirectTo }), 303);
}

/**
 * Spec §3 registration payload → GraphQL register, then signed in (spec §4 register outcome). The
 * page's origin makes the link of the verification e-mail a password sign-up gets (decision 068).
 */
export async function register(context: AppLoadContext, form: FormData, redirectTo: string, shopOrigin?: string): Promise<ActionAnswer> {
  const fields = ["firstName", "lastName", "phone", "allergies", "spiceTolerance", "allergyNotes"];
  const identity = pendingIdentity(context);
  const idToken = context.session.get("idToken");
  const refreshToken = context.session.get("refreshToken");
  if (!identity || !idToken || !refreshToken) return redirect(loginHref({ redirectTo }), 303);
  // The e-mail is the identity's when it has one (locked, spec §3); a phone sign-in types it.
  const lockedEmail = idTokenClaims(idToken)?.email ?? null;
  const parsed = parseForm(lockedEmail ? registrationForm : registrationForm.extend({ email: emailField }), form);
  if (!parsed.ok) return invalid("register", parsed.errors, form, [...fields, "email"]);
  const email = lockedEmail ?? String((parsed.data as { email?: string }).email);
  const { firstName, lastName, phone, allergies, spiceTolerance, allergyNotes } = parsed.data;
  try {
    await mutate(
      context,
      RegisterDocument,
      {
        input: {
          firstName,
          lastName,
          email,
          phone: normalizePhone(phone) ?? phone,
          allergies,
          spiceTolerance: spiceTolerance ?? undefined,
          allergyNotes: allergyNotes ?? undefined,
        },
      },
      { shopOrigin },
    );
  } catch (error) {
    const fieldErrors = failureOf(error)?.inputFields ?? conflictFields(error);
    if (fieldErrors) return invalid("register", fieldErrors, form, [...fields, "email"]);
    if (reasonOf(error) === "ALREADY_REGISTERED") {
      // Registered in another tab meanwhile: this sign-in simply continues.
    } else {
      throw error;
    }
  }
  const outcome = await establishSession(context, { idToken, refreshToken, uid: identity.uid, email });
  const answer = outcomeRedirect(context, outcome, redirectTo);
  if (answer && outcome.kind === "signed-in") return answer;
  return invalid("register", {}, form, [...fields, "email"], outcome.kind === "error" ? outcome.message : "Please try again.");
}

/** A CONFLICT with reason DUPLICATE names its fields (decision 010's uniqueness messages). */
export function conflictFields(error: unknown): FieldErrors | null {
  const failure = failureOf(error);
  return failure?.reason === "DUPLICATE" ? failure.fields : null;
}

/** "Not you?": drops an identity that has not registered, back to the sign-in choices. */
export function startOver(context: AppLoadContext, redirectTo: string, screen: SignInScreen = "main"): Response {
  signOut(context);
  return redirect(loginHref({ screen, redirectTo }), 303);
}

const RegisterDocument = graphql(`
  mutation RegisterAccount($input: RegistrationInput!) {
    register(input: $input) {
      id
    }
  }
`);
