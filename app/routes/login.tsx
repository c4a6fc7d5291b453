import {
  json,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { IdpSignIn, PhoneCodeSignIn, PhoneSignIn } from "~/components/identity/SignInProviders";
import { RegisterScreen } from "~/components/identity/SignInRegister";
import {
  EmailScreen,
  EmailSentScreen,
  ForgotScreen,
  ForgotSentScreen,
  MainScreen,
  NeedsJavaScript,
  PasswordScreen,
  ScreenLink,
  SignUpScreen,
} from "~/components/identity/SignInScreens";
import { opensConsole } from "../../workers/core/admin-permissions";
import { Button, useHydrated, pageMeta } from "~/components/core/layout-kit";
import { allergyChoices } from "~/lib/account/account.server";
import { markRegistered, pendingIdentity, redirectSignedIn, signOut } from "~/lib/identity/auth.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { emailForSignIn } from "~/lib/identity/email-for-sign-in.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import {
  passwordSignIn,
  register,
  sendPasswordReset,
  sendSignInLink,
  signUp,
  startOver,
  type SignInActionData,
} from "~/lib/identity/sign-in-actions.server";
import { browserIdentityConfig, signInContentSecurityPolicy } from "~/lib/identity/sign-in-page.server";
import { startIdpSignIn } from "~/lib/identity/idp-sign-in.server";
import { IDP_PROVIDERS, isLeadingProvider } from "~/lib/identity/identity-providers";
import { askMe, SIGNED_IN_ALERT, type RegistrationIdentity } from "~/lib/identity/sign-in.server";
import { loginHref, prefilledEmail, safeRedirectTo, signInScreenOf, type SignInScreen } from "~/lib/identity/sign-in-paths";

export const meta = pageMeta(
  "Sign In",
  "Sign in to Cache Valley Kitchen with an e-mail link, a password, Google, Apple, Microsoft, Facebook, GitHub, X or your phone.",
);

/** Only this page may reach the identity provider from the browser (decision 014). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const csp = loaderHeaders.get("content-security-policy");
  return csp ? { "content-security-policy": csp } : new Headers();
};

const HEADINGS: Record<SignInScreen, string> = {
  main: "Sign in or create an account",
  password: "Sign in with a password",
  signup: "Create an account",
  email: "Sign in with an e-mail link",
  emailSent: "Sign in with an e-mail link",
  forgot: "Reset your password",
  forgotSent: "Reset your password",
  mobile: "Sign in with your phone",
  mobileSent: "Sign in with your phone",
  register: "Create your account",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  redirectSignedIn(context); // spec §2: /login while signed in → /account
  const url = new URL(request.url);
  const screen = signInScreenOf(url.searchParams.get("screen"));
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  const identity = browserIdentityConfig(context);
  const headers = { "content-security-policy": signInContentSecurityPolicy(context, identity) };
  const prefill = prefilledEmail(url.searchParams.get("email"));
  const page = { screen, redirectTo, identity, emailSentTo: null as string | null, registration: null as Registration | null, prefill };

  if (screen === "emailSent") page.emailSentTo = await emailForSignIn(request, context);
  if (screen === "register") page.registration = await registration(context, redirectTo);
  return json(page, { headers });
}

interface Registration {
  identity: RegistrationIdentity;
  allergies: Array<{ key: string; name: string }>;
}

/** The register screen's identity (spec §4: pre-filled with e-mail and name) and the allergies to choose from. */
async function registration(context: LoaderFunctionArgs["context"], redirectTo: string): Promise<Registration> {
  const idToken = context.session.get("idToken");
  if (!pendingIdentity(context) || !idToken) throw redirect(loginHref({ redirectTo }));
  const me = await askMe(context, idToken);
  if (me.kind === "user") {
    // Registered meanwhile (another tab): signed in after all.
    markRegistered(context, me.user.id, opensConsole(me.user.permissions));
    flashAlert(context, { ...SIGNED_IN_ALERT });
    throw redirect(redirectTo);
  }
  if (me.kind !== "not-registered") {
    signOut(context);
    throw redirect(loginHref({ redirectTo }));
  }
  return { identity: me.identity, allergies: await allergyChoices(context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const redirectTo = safeRedirectTo(form.get("redirectTo"));
  switch (form.get("intent")) {
    case "password-sign-in":
      return passwordSignIn(context, form, redirectTo);
    case "sign-up":
      return signUp(context, form, redirectTo);
    case "send-link":
      return sendSignInLink(request, context, form, redirectTo);
    case "send-reset":
      return sendPasswordReset(request, context, form, redirectTo);
    case "register":
      return register(context, form, redirectTo, new URL(request.url).origin);
    case "start-over":
      return startOver(context, redirectTo);
    case "idp-sign-in": {
      // Spec §5: a provider the shop does not offer is 'Invalid auth provider.', on the main screen.
      const started = await startIdpSignIn(request, context, form.get("provider"), redirectTo);
      if (started.ok) return started.response;
      return json<SignInActionData>({ intent: "idp-sign-in", errors: {}, formError: started.message, values: {} }, { status: 400 });
    }
    default:
      throw new Response("Unknown sign-in form", { status: 400 });
  }
}

export default function Login() {
  const { screen, redirectTo, identity, emailSentTo, registration, prefill } = useLoaderData<typeof loader>();
  const actionData = useActionData<SignInActionData>();
  const csrf = useRouteLoaderData<{ csrf: string }>("root")?.csrf ?? "";
  const hydrated = useHydrated();
  const props = {
    redirectTo,
    errors: actionData?.errors ?? {},
    formError: actionData?.formError,
    values: actionData?.values ?? (prefill ? { email: prefill } : {}),
  };
  const sdk = hydrated && identity ? { identity, csrf, redirectTo } : null;

  let body: ReactNode;
  switch (screen) {
    case "password":
      body = <PasswordScreen {...props} />;
      break;
    case "signup":
      body = <SignUpScreen {...props} />;
      break;
    case "email":
      body = <EmailScreen {...props} />;
      break;
    case "emailSent":
      body = <EmailSentScreen redirectTo={redirectTo} email={emailSentTo} />;
      break;
    case "forgot":
      body = <ForgotScreen {...props} />;
      break;
    case "forgotSent":
      body = <ForgotSentScreen redirectTo={redirectTo} />;
      break;
    case "mobile":
      body = sdk ? <PhoneSignIn {...sdk} /> : <NeedsJavaScript redirectTo={redirectTo} />;
      break;
    case "mobileSent":
      body = sdk ? <PhoneCodeSignIn {...sdk} /> : <NeedsJavaScript redirectTo={redirectTo} />;
      break;
    case "register":
      body = registration && <RegisterScreen {...props} {...registration} />;
      break;
    default: {
      const providerItem = (provider: (typeof IDP_PROVIDERS)[number]) => (
        <li key={provider.id}>
          <IdpSignIn provider={provider} redirectTo={redirectTo} sdk={sdk} />
        </li>
      );
      const sentLink = actionData?.intent === "send-link";
      body = (
        <MainScreen
          redirectTo={redirectTo}
          formError={actionData?.intent === "idp-sign-in" ? actionData.formError : undefined}
          emailForm={sentLink ? { errors: props.errors, formError: props.formError, values: props.values } : { errors: {}, values: props.values }}
          providers={identity && IDP_PROVIDERS.filter(isLeadingProvider).map(providerItem)}
          moreProviders={
            <>
              {identity && IDP_PROVIDERS.filter((provider) => !isLeadingProvider(provider)).map(providerItem)}
              {/* Shown before hydration too (nothing moves then); without JavaScript its screen says why it can't work. */}
              {identity && (
                <li>
                  <Button to={loginHref({ screen: "mobile", redirectTo })} color="white" className="sign-in-choice">
                    Sign in with your phone
                  </Button>
                </li>
              )}
            </>
          }
        />
      );
    }
  }

  return (
    <div className="page sign-in-page">
      <section className="card sign-in-card" aria-labelledby="sign-in-heading">
        <p className="eyebrow">Sign In</p>
        <h1 id="sign-in-heading">{HEADINGS[screen]}</h1>
        {body}
        {screen !== "main" && screen !== "register" && (
          <p className="back-link">
            <ScreenLink screen="main" redirectTo={redirectTo}>
              ← All sign-in options
            </ScreenLink>
          </p>
        )}
      </section>
    </div>
  );
}
