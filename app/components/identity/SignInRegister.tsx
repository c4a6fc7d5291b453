import { Form } from "@remix-run/react";
import { AccountFields, accountValues } from "~/components/account/AccountFields";
import { AntiForgeryField, SubmitButton, Field } from "~/components/core/layout-kit";
import { formatPhone } from "../../../workers/core/input-formats";
import { FormError, type ScreenProps } from "./SignInScreens";

export interface RegistrationPrefill {
  email: string | null;
  name: string | null;
  phoneNumber: string | null;
}

interface RegisterScreenProps extends ScreenProps {
  identity: RegistrationPrefill;
  allergies: ReadonlyArray<{ key: string; name: string }>;
}

/** A display name as first word and the rest; the person corrects it if that guessed wrong. */
function splitName(name: string | null): { firstName: string; lastName: string } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

/**
 * Spec §4 screen "register" with spec §3's registration payload: the e-mail is the identity's
 * (locked), the rest pre-filled from it where known. The phone-locked variant (a phone sign-in)
 * adds spice tolerance and allergy notes.
 */
export function RegisterScreen({ identity, allergies, redirectTo, errors, formError, values }: RegisterScreenProps) {
  const phoneLocked = identity.phoneNumber !== null;
  const stored = {
    ...splitName(identity.name),
    phone: identity.phoneNumber ? formatPhone(identity.phoneNumber) : "",
  };
  const echo = Object.keys(values).length > 0 ? values : undefined;
  const formValues = accountValues(stored, echo);
  const emailEcho = typeof values.email === "string" ? values.email : "";

  return (
    <>
      <p className="lead">One more step: tell us who you are, so your classes and meals are set up for you.</p>
      <Form method="post" className="sign-in-form" aria-label="Create your account" noValidate>
        <AntiForgeryField />
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError message={formError} />
        {identity.email ? (
          <Field
            name="email"
            label="E-mail"
            kind="email"
            readOnly
            value={identity.email}
            hint="The e-mail you signed in with."
            errors={errors.email}
          />
        ) : (
          <Field name="email" label="E-mail" kind="email" required defaultValue={emailEcho} errors={errors.email} />
        )}
        <AccountFields
          values={formValues}
          allergies={allergies}
          errors={errors}
          phoneLocked={phoneLocked}
          withPreferences={phoneLocked}
        />
        <SubmitButton>Create account</SubmitButton>
      </Form>
      <Form method="post" className="sign-in-aside">
        <AntiForgeryField />
        <input type="hidden" name="intent" value="start-over" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <p>
          Not you?{" "}
          <button type="submit" className="link-button">
            Use another sign-in
          </button>
        </p>
      </Form>
    </>
  );
}
