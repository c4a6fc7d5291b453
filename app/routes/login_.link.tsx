import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import { FormError } from "~/components/identity/SignInScreens";
import { emailForm, parseForm, type FieldErrors } from "~/lib/account/account-forms.server";
import { redirectSignedIn } from "~/lib/identity/auth.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { emailForSignIn, forgetEmailForSignIn } from "~/lib/identity/email-for-sign-in.server";
import { IdentityError, IdentityToolkit } from "~/lib/identity/identity-toolkit.server";
import { establishSession, outcomeRedirect } from "~/lib/identity/sign-in.server";
import { loginHref, safeRedirectTo } from "~/lib/identity/sign-in-paths";

export const meta = pageMeta("Sign In");

interface LinkPage {
  errors: FieldErrors;
  formError?: string;
}

/**
 * Spec §4 e-mail-link sign-in: the link's continueUrl lands here with `oobCode` (and mode,
 * apiKey, lang). With the e-mail remembered on this device (CPEmailForSignIn) the link is
 * exchanged at once; otherwise the page asks for it. Success clears the query: the person
 * continues to the page they started from.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  redirectSignedIn(context);
  const url = new URL(request.url);
  const oobCode = url.searchParams.get("oobCode");
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  if (!oobCode) return redirect(loginHref({ screen: "email", redirectTo }));
  const email = await emailForSignIn(request, context);
  if (email) {
    const answer = await exchange(context, email, oobCode, redirectTo);
    if (answer instanceof Response) return answer;
    return json<LinkPage>(answer);
  }
  return json<LinkPage>({ errors: {} });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const url = new URL(request.url);
  const oobCode = url.searchParams.get("oobCode") ?? "";
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  const parsed = parseForm(emailForm, form);
  if (!parsed.ok) return json<LinkPage>({ errors: parsed.errors }, { status: 400 });
  const answer = await exchange(context, parsed.data.email, oobCode, redirectTo);
  if (answer instanceof Response) return answer;
  return json<LinkPage>(answer, { status: 400 });
}

/** The link → tokens → session; a redirect on success or register, else what to show. */
async function exchange(
  context: AppLoadContext,
  email: string,
  oobCode: string,
  redirectTo: string,
): Promise<Response | LinkPage> {
  try {
    const tokens = await IdentityToolkit.from(context).signInWithEmailLink(email, oobCode);
    const outcome = await establishSession(context, tokens);
    const answer = outcomeRedirect(context, outcome, redirectTo);
    if (answer) {
      // Spec §9: the remembered e-mail is removed after success.
      answer.headers.append("set-cookie", await forgetEmailForSignIn(context));
      return answer;
    }
    return { errors: {}, formError: outcome.kind === "error" ? outcome.message : undefined };
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    // The emulator says INVALID_EMAIL when the address is not the link's; ask again.
    if (error.code === "invalid-email") {
      return { errors: { email: ["This link was sent to a different e-mail. Enter that one."] } };
    }
    return { errors: {}, formError: error.message };
  }
}

export default function EmailLinkLanding() {
  const loaderData = useLoaderData<LinkPage>();
  const actionData = useActionData<LinkPage>();
  const { errors, formError } = actionData ?? loaderData;
  const expired = formError !== undefined;

  return (
    <div className="page sign-in-page">
      <section className="card sign-in-card" aria-labelledby="link-heading">
        <p className="eyebrow">Sign In</p>
        <h1 id="link-heading">Finish signing in</h1>
        <FormError message={formError} />
        {expired ? (
          <p>
            <Link to={loginHref({ screen: "email" })}>Send me a new sign-in link</Link>
          </p>
        ) : (
          <Form method="post" className="sign-in-form" aria-label="Confirm your e-mail" noValidate>
            <AntiForgeryField />
            <p>Please provide your email for confirmation</p>
            <Field name="email" label="E-mail" kind="email" required autoFocus errors={errors.email} />
            <SubmitButton>Sign in</SubmitButton>
          </Form>
        )}
      </section>
    </div>
  );
}
