import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { AccountFields, accountValues, type AccountValues } from "~/components/account/AccountFields";
import { AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";
import { FormError } from "~/components/identity/SignInScreens";
import type { ProfileActionData } from "~/lib/account/account-actions.server";
import { passwordPolicyHint } from "~/lib/identity/identity-errors";
import { IDP_PROVIDERS } from "~/lib/identity/identity-providers";

interface ProfileFormsProps {
  profile: AccountValues & { email: string };
  allergies: ReadonlyArray<{ key: string; name: string }>;
  hasEmailSignIn: boolean;
  /** Identity providers linked to this sign-in (firebase.identities of the ID token), decision 035. */
  linkedProviders?: readonly string[];
  /** The last form's answer (400): its errors and values go back to that form only. */
  answer?: ProfileActionData;
}

function ProfileSection({ id, title, children, tone }: { id: string; title: string; children: ReactNode; tone?: "danger" }) {
  return (
    <section className={tone ? `card account-section account-section--${tone}` : "card account-section"} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function IntentForm({ intent, label, children }: { intent: string; label: string; children: ReactNode }) {
  return (
    <Form method="post" aria-label={label} noValidate>
      <AntiForgeryField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/**
 * /account/profile: the details (spec §3 User plus spice tolerance and allergy notes), the
 * e-mail and password changes (spec §5: each asks for the current password), and closing the
 * account.
 */
export function ProfileForms({ profile, allergies, hasEmailSignIn, linkedProviders = [], answer }: ProfileFormsProps) {
  const errorsOf = (intent: string) => (answer?.intent === intent ? answer.errors : {});
  const formErrorOf = (intent: string) => (answer?.intent === intent ? answer.formError : undefined);
  const echo = answer?.intent === "save-profile" ? answer.values : undefined;
  const newEmailEcho = answer?.intent === "change-email" && typeof answer.values.newEmail === "string" ? answer.values.newEmail : "";

  return (
    <div className="account-sections">
      <ProfileSection id="details-heading" title="Your details">
        <IntentForm intent="save-profile" label="Your details">
          <FormError message={formErrorOf("save-profile")} />
          <AccountFields
            values={accountValues(profile, echo)}
            allergies={allergies}
            errors={errorsOf("save-profile")}
            withPreferences
          />
          <SubmitButton name="intent" value="save-profile">
            Save details
          </SubmitButton>
        </IntentForm>
      </ProfileSection>

      <ProfileSection id="email-heading" title="E-mail">
        <p>
          You sign in and get your receipts at <strong>{profile.email}</strong>.
        </p>
        <IntentForm intent="change-email" label="Change your e-mail">
          <FormError message={formErrorOf("change-email")} />
          <Field
            name="newEmail"
            label="New e-mail"
            kind="email"
            required
            defaultValue={newEmailEcho}
            errors={errorsOf("change-email").newEmail}
          />
          <CurrentPasswordField errors={errorsOf("change-email").currentPassword} />
          <SubmitButton name="intent" value="change-email" color="white">
            Change e-mail
          </SubmitButton>
        </IntentForm>
      </ProfileSection>

      <ProfileSection id="password-heading" title="Password">
        <IntentForm intent="change-password" label="Change your password">
          <FormError message={formErrorOf("change-password")} />
          <CurrentPasswordField errors={errorsOf("change-password").currentPassword} />
          <Field
            name="newPassword"
            label="New password"
            kind="password"
            autoComplete="new-password"
            hint={passwordPolicyHint()}
            required
            errors={errorsOf("change-password").newPassword}
          />
          <SubmitButton name="intent" value="change-password" color="white">
            Change password
          </SubmitButton>
        </IntentForm>
        {hasEmailSignIn && (
          <IntentForm intent="set-password" label="Set a password">
            <p className="muted account-note">
              Signed up with an e-mail link or Google, so you have no password yet?{" "}
              <button type="submit" className="link-button">
                E-mail me a link to set one
              </button>
            </p>
          </IntentForm>
        )}
      </ProfileSection>

      <ProfileSection id="sign-in-methods-heading" title="Ways to sign in">
        <p>Link another account to sign in with it too. Each link asks that provider once.</p>
        <ul className="sign-in-methods">
          {IDP_PROVIDERS.map((provider) => (
            <li key={provider.id}>
              {linkedProviders.includes(provider.id) ? (
                <p>
                  <strong>{provider.label}</strong>: linked
                </p>
              ) : (
                <Form method="post" action="/login/idp" aria-label={`Link ${provider.label}`}>
                  <AntiForgeryField />
                  <input type="hidden" name="intent" value="link" />
                  <input type="hidden" name="redirectTo" value="/account/profile" />
                  <SubmitButton action="/login/idp" name="provider" value={provider.id} color="white" size="sm">
                    Link {provider.label}
                  </SubmitButton>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </ProfileSection>

      <ProfileSection id="close-heading" title="Close your account" tone="danger">
        <IntentForm intent="close-account" label="Close your account">
          <p>
            Closing your account removes your name, phone, allergies and sign-in. Your past orders stay on record for
            our books. Classes you booked are not canceled.
          </p>
          <label className="confirm-check">
            <input type="checkbox" name="confirm" value="yes" aria-describedby="close-errors" /> I want to close my account
          </label>
          <div id="close-errors">
            {errorsOf("close-account").confirm && <p className="field__errors">{errorsOf("close-account").confirm}</p>}
          </div>
          <SubmitButton name="intent" value="close-account" color="danger">
            Close account
          </SubmitButton>
        </IntentForm>
      </ProfileSection>
    </div>
  );
}

/** The password that proves it is the account's owner, asked before its e-mail or password changes (spec §5). */
function CurrentPasswordField({ errors }: { errors?: readonly string[] }) {
  return <Field name="currentPassword" label="Current password" kind="password" autoComplete="current-password" required errors={errors} />;
}
