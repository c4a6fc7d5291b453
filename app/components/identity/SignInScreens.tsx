/**
 * The screens of /login (spec §4's sign-in dialog as a page): each a plain form posting to the
 * /login action with an `intent`, so they all work with JavaScript off.
 */
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AntiForgeryField } from "~/components/core/AntiForgeryField";
import { Button, SubmitButton } from "~/components/core/Button";
import { Field } from "~/components/core/Field";
import type { FieldErrors } from "~/lib/account/account-fields";
import { passwordPolicyHint } from "~/lib/identity/identity-errors";
import { loginHref, type SignInScreen } from "~/lib/identity/sign-in-paths";

export interface ScreenProps {
  redirectTo: string;
  errors: FieldErrors;
  formError?: string;
  values: Record<string, string | string[]>;
}

const value = (values: ScreenProps["values"], name: string) => {
  const entry = values[name];
  return typeof entry === "string" ? entry : "";
};

/** The hidden fields every sign-in form carries. */
function SignInForm({ intent, redirectTo, children, label }: { intent: string; redirectTo: string; children: ReactNode; label: string }) {
  return (
    <Form method="post" className="sign-in-form" aria-label={label} noValidate>
      <AntiForgeryField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
    </Form>
  );
}

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
    </div>
  );
}

export function ScreenLink({ screen, redirectTo, children }: { screen: SignInScreen; redirectTo: string; children: ReactNode }) {
  return <Link to={loginHref({ screen, redirectTo })}>{children}</Link>;
}

/** Spec §4 screen "main": the ways to sign in; phone joins when JavaScript runs. */
export function MainScreen({ redirectTo, providers, formError }: { redirectTo: string; providers: ReactNode; formError?: string }) {
  return (
    <>
      <p className="lead">Sign in to see your orders and classes, or create an account in a minute.</p>
      <FormError message={formError} />
      <ul className="sign-in-choices">
        {providers}
        <li>
          <Button to={loginHref({ screen: "email", redirectTo })} color="white" className="sign-in-choice">
            E-mail me a sign-in link
          </Button>
        </li>
        <li>
          <Button to={loginHref({ screen: "password", redirectTo })} color="white" className="sign-in-choice">
            Sign in with a password
          </Button>
        </li>
      </ul>
      <p className="sign-in-aside">
        New here? <ScreenLink screen="signup" redirectTo={redirectTo}>Create an account with a password</ScreenLink>, or
        use an e-mail link: we create your account the first time.
      </p>
    </>
  );
}

export function PasswordScreen({ redirectTo, errors, formError, values }: ScreenProps) {
  return (
    <SignInForm intent="password-sign-in" redirectTo={redirectTo} label="Sign in with a password">
      <FormError message={formError} />
      <Field name="email" label="E-mail" kind="email" required defaultValue={value(values, "email")} errors={errors.email} />
      <Field
        name="password"
        label="Password"
        kind="password"
        autoComplete="current-password"
        required
        errors={errors.password}
      />
      <SubmitButton>Sign in</SubmitButton>
      <p className="sign-in-aside">
        <ScreenLink screen="forgot" redirectTo={redirectTo}>Forgot your password?</ScreenLink>
        {" · "}
        <ScreenLink screen="signup" redirectTo={redirectTo}>Create an account</ScreenLink>
      </p>
    </SignInForm>
  );
}

export function SignUpScreen({ redirectTo, errors, formError, values }: ScreenProps) {
  return (
    <SignInForm intent="sign-up" redirectTo={redirectTo} label="Create an account">
      <FormError message={formError} />
      <Field name="email" label="E-mail" kind="email" required defaultValue={value(values, "email")} errors={errors.email} />
      <Field
        name="password"
        label="Choose a password"
        kind="password"
        autoComplete="new-password"
        hint={passwordPolicyHint()}
        required
        errors={errors.password}
      />
      <SubmitButton>Create account</SubmitButton>
      <p className="sign-in-aside">
        Already have one? <ScreenLink screen="password" redirectTo={redirectTo}>Sign in</ScreenLink>
      </p>
    </SignInForm>
  );
}

/** Spec §4 screen "email": a sign-in link by e-mail (an account is created on first use). */
export function EmailScreen({ redirectTo, errors, formError, values }: ScreenProps) {
  return (
    <SignInForm intent="send-link" redirectTo={redirectTo} label="E-mail me a sign-in link">
      <p>We’ll e-mail you a link that signs you in — no password needed. Open it on this device.</p>
      <FormError message={formError} />
      <Field name="email" label="E-mail" kind="email" required defaultValue={value(values, "email")} errors={errors.email} />
      <SubmitButton>Send sign-in link</SubmitButton>
    </SignInForm>
  );
}

/** Spec §4 screen "emailSent". */
export function EmailSentScreen({ redirectTo, email }: { redirectTo: string; email: string | null }) {
  return (
    <div className="sign-in-sent" role="status">
      <h2>Check your inbox</h2>
      <p>
        We sent a sign-in link to {email ? <strong>{email}</strong> : "your e-mail"}. Open it on this device to finish
        signing in.
      </p>
      <p className="muted">
        Nothing after a few minutes? Look in your spam folder, or{" "}
        <ScreenLink screen="email" redirectTo={redirectTo}>send another link</ScreenLink>.
      </p>
    </div>
  );
}

export function ForgotScreen({ redirectTo, errors, formError, values }: ScreenProps) {
  return (
    <SignInForm intent="send-reset" redirectTo={redirectTo} label="Reset your password">
      <p>Enter the e-mail you sign in with and we’ll send you a link to choose a new password.</p>
      <FormError message={formError} />
      <Field name="email" label="E-mail" kind="email" required defaultValue={value(values, "email")} errors={errors.email} />
      <SubmitButton>Send reset link</SubmitButton>
    </SignInForm>
  );
}

export function ForgotSentScreen({ redirectTo }: { redirectTo: string }) {
  return (
    <div className="sign-in-sent" role="status">
      <h2>Check your inbox</h2>
      <p>If an account uses that e-mail, we sent it a link to choose a new password.</p>
      <p className="muted">
        Remembered it? <ScreenLink screen="password" redirectTo={redirectTo}>Sign in with your password</ScreenLink>.
      </p>
    </div>
  );
}

/** Phone sign-in is the Firebase SDK's (reCAPTCHA and a text code): without JavaScript, say so. */
export function NeedsJavaScript({ redirectTo }: { redirectTo: string }) {
  return (
    <div className="notice" role="status">
      <p>Signing in with a phone number needs JavaScript.</p>
      <p>
        You can <ScreenLink screen="email" redirectTo={redirectTo}>sign in with an e-mail link</ScreenLink> instead.
      </p>
    </div>
  );
}
