/**
 * The screens of /login (spec §4's sign-in dialog as a page): each a plain form posting to the
 * /login action with an `intent`, so they all work with JavaScript off.
 */
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AntiForgeryField, Button, SubmitButton, Field } from "~/components/core/layout-kit";
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

/**
 * Spec §4 screen "main" (issue 30 part 8, decision 086): e-mail first — the e-mail-link form
 * leads, a password one step away — then the two providers most people use, the rest under "More
 * ways to sign in" (a <details>, so it opens without JavaScript), and "Create an account" as a
 * button of its own.
 */
export function MainScreen({
  redirectTo,
  providers,
  moreProviders,
  formError,
  emailForm,
}: {
  redirectTo: string;
  providers: ReactNode;
  moreProviders: ReactNode;
  formError?: string;
  /** The e-mail form's answer when it was refused (the address, its message). */
  emailForm: Omit<ScreenProps, "redirectTo">;
}) {
  return (
    <>
      <p className="lead">Sign in to see your orders and classes, or create an account in a minute.</p>
      <FormError message={formError} />
      <SignInForm intent="send-link" redirectTo={redirectTo} label="Sign in with your e-mail">
        <FormError message={emailForm.formError} />
        <Field
          name="email"
          label="E-mail"
          kind="email"
          required
          hint="We e-mail you a link that signs you in, no password needed. New here? The link makes your account."
          defaultValue={value(emailForm.values, "email")}
          errors={emailForm.errors.email}
        />
        <SubmitButton className="sign-in-choice">E-mail me a sign-in link</SubmitButton>
      </SignInForm>
      <p className="sign-in-password">
        <ScreenLink screen="password" redirectTo={redirectTo}>Sign in with a password</ScreenLink>
      </p>
      <p className="sign-in-or" aria-hidden="true">
        or
      </p>
      <ul className="sign-in-choices">{providers}</ul>
      <details className="sign-in-more">
        <summary>More ways to sign in</summary>
        <ul className="sign-in-choices">{moreProviders}</ul>
      </details>
      <div className="sign-in-new">
        <p>New to Cache Valley Kitchen?</p>
        <Button to={loginHref({ screen: "signup", redirectTo })} color="white" className="sign-in-choice">
          Create an account
        </Button>
      </div>
    </>
  );
}

/** The password and sign-up screens: an e-mail and a password, then links to the other screens. */
function PasswordForm({
  intent,
  label,
  password,
  submit,
  aside,
  errors,
  formError,
  values,
  redirectTo,
}: ScreenProps & {
  intent: string;
  label: string;
  /** The password field's words and autocomplete (current-password, or new-password with the policy). */
  password: { label: string; autoComplete: string; hint?: string };
  submit: string;
  aside: ReactNode;
}) {
  return (
    <SignInForm intent={intent} redirectTo={redirectTo} label={label}>
      <FormError message={formError} />
      <Field name="email" label="E-mail" kind="email" required defaultValue={value(values, "email")} errors={errors.email} />
      <Field name="password" kind="password" {...password} required errors={errors.password} />
      <SubmitButton>{submit}</SubmitButton>
      <p className="sign-in-aside">{aside}</p>
    </SignInForm>
  );
}

export function PasswordScreen(props: ScreenProps) {
  const { redirectTo } = props;
  return (
    <PasswordForm
      {...props}
      intent="password-sign-in"
      label="Sign in with a password"
      password={{ label: "Password", autoComplete: "current-password" }}
      submit="Sign in"
      aside={
        <>
          <ScreenLink screen="forgot" redirectTo={redirectTo}>Forgot your password?</ScreenLink>
          {" · "}
          <ScreenLink screen="signup" redirectTo={redirectTo}>Create an account</ScreenLink>
        </>
      }
    />
  );
}

export function SignUpScreen(props: ScreenProps) {
  return (
    <PasswordForm
      {...props}
      intent="sign-up"
      label="Create an account"
      password={{ label: "Choose a password", autoComplete: "new-password", hint: passwordPolicyHint() }}
      submit="Create account"
      aside={
        <>
          Already have one? <ScreenLink screen="password" redirectTo={props.redirectTo}>Sign in</ScreenLink>
        </>
      }
    />
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
