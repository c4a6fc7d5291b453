import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import { FormError } from "~/components/identity/SignInScreens";
import { newPasswordForm, parseForm, type FieldErrors } from "~/lib/account/account-forms.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { passwordPolicyHint } from "~/lib/identity/identity-errors";
import { IdentityError, IdentityToolkit } from "~/lib/identity/identity-toolkit.server";
import { establishSession, outcomeRedirect } from "~/lib/identity/sign-in.server";
import { loginHref } from "~/lib/identity/sign-in-paths";

export const meta = pageMeta("Sign In");

interface ResetAnswer {
  errors: FieldErrors;
  formError?: string;
}

/**
 * Choosing a new password from a reset link (`/login/reset?oobCode=…`, the action URL of the
 * project's password-reset e-mail; in tests the emulator's code). The code is checked before
 * the form shows; after the change the person is signed in with the new password.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const oobCode = new URL(request.url).searchParams.get("oobCode") ?? "";
  try {
    const email = oobCode ? await IdentityToolkit.from(context).verifyPasswordResetCode(oobCode) : null;
    return json({ email, linkError: email === null ? "This link is missing its code. Ask for a new one." : undefined });
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    return json({ email: null, linkError: error.message });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const oobCode = new URL(request.url).searchParams.get("oobCode") ?? "";
  const parsed = parseForm(newPasswordForm, form);
  if (!parsed.ok) return json<ResetAnswer>({ errors: parsed.errors }, { status: 400 });
  const toolkit = IdentityToolkit.from(context);
  let formError: string;
  try {
    const email = await toolkit.confirmPasswordReset(oobCode, parsed.data.password);
    const outcome = await establishSession(context, await toolkit.signInWithPassword(email, parsed.data.password));
    const answer = outcomeRedirect(context, outcome, "/account");
    if (answer) return answer;
    formError = outcome.kind === "error" ? outcome.message : "";
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    if (error.code === "weak-password") return json<ResetAnswer>({ errors: { password: [error.message] } }, { status: 400 });
    formError = error.message;
  }
  return json<ResetAnswer>({ errors: {}, formError }, { status: 400 });
}

export default function ResetPassword() {
  const { email, linkError } = useLoaderData<typeof loader>();
  const actionData = useActionData<ResetAnswer>();

  return (
    <div className="page sign-in-page">
      <section className="card sign-in-card" aria-labelledby="reset-heading">
        <p className="eyebrow">Sign In</p>
        <h1 id="reset-heading">Choose a new password</h1>
        {linkError ? (
          <>
            <FormError message={linkError} />
            <p className="link-line">
              <Link to={loginHref({ screen: "forgot" })}>Send me a new reset link</Link>
            </p>
          </>
        ) : (
          <Form method="post" className="sign-in-form" aria-label="Choose a new password" noValidate>
            <AntiForgeryField />
            <FormError message={actionData?.formError} />
            <p>
              For <strong>{email}</strong>
            </p>
            <Field
              name="password"
              label="New password"
              kind="password"
              autoComplete="new-password"
              hint={passwordPolicyHint()}
              required
              errors={actionData?.errors.password}
            />
            <SubmitButton>Save and sign in</SubmitButton>
          </Form>
        )}
      </section>
    </div>
  );
}
