/**
 * Sign-in with an identity provider (a form that works without JavaScript; the SDK's popup
 * when JavaScript runs and the setting asks for it), and what needs the Firebase web SDK: a
 * phone number with a text code (spec §4 screens mobile and mobileSent). Once the SDK signed
 * someone in, its tokens are posted to /login/session, which checks them with GraphQL `me` and
 * answers the same outcomes as every other sign-in (success, re-login, register, error).
 */
import { Form, Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { ConfirmationResult } from "firebase/auth";
import type * as SdkModule from "./SignInFirebase.client";
import { CSRF_FIELD } from "~/lib/core/csrf";
import { identityErrorMessage } from "~/lib/identity/identity-errors";
import type { IdpProvider } from "~/lib/identity/identity-providers";
import type { BrowserIdentityConfig } from "~/lib/identity/sign-in-page.server";
import { loginHref } from "~/lib/identity/sign-in-paths";
import { formatPhone, normalizePhone } from "../../../workers/core/input-formats";
import { AntiForgeryField, Button, SubmitButton, Field } from "~/components/core/layout-kit";

type Sdk = typeof SdkModule;

let sdkPromise: Promise<Sdk> | null = null;
/** The SDK chunk, fetched once per page (started when /login renders, so a click opens the popup at once). */
function loadSdk(): Promise<Sdk> {
  sdkPromise ??= import("./SignInFirebase.client");
  return sdkPromise;
}

/** Spec §4: the text code is confirmed on the next screen; kept across that navigation. */
let pendingConfirmation: { phone: string; confirmation: ConfirmationResult } | null = null;

interface SessionPost {
  csrf: string;
  redirectTo: string;
}

/** Posts an SDK sign-in to /login/session; its redirect is followed like any navigation. */
function useSessionPost({ csrf, redirectTo }: SessionPost) {
  const fetcher = useFetcher<{ formError?: string }>();
  const post = (tokens: { idToken: string; refreshToken: string }, provider: string) =>
    fetcher.submit(
      { [CSRF_FIELD]: csrf, redirectTo, provider, ...tokens },
      { method: "post", action: "/login/session" },
    );
  return { post, busy: fetcher.state !== "idle", error: fetcher.data?.formError };
}

interface ProviderProps extends SessionPost {
  identity: BrowserIdentityConfig;
}

/**
 * "Continue with <provider>" (decision 035): a plain form posting intent "idp-sign-in" to
 * /login, whose action sends the browser to the provider (the redirect flow, with or without
 * JavaScript). With JavaScript and SIGN_IN_FLOW "popup" the SDK's popup signs in instead and
 * its tokens go to /login/session.
 */
export function IdpSignIn({
  provider,
  redirectTo,
  sdk,
}: {
  provider: IdpProvider;
  redirectTo: string;
  /** Set once hydrated with the SDK's settings; null without JavaScript. */
  sdk: ProviderProps | null;
}) {
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const session = useSessionPost({ csrf: sdk?.csrf ?? "", redirectTo });
  const popup = sdk !== null && sdk.identity.flow === "popup";
  useEffect(() => {
    if (popup) loadSdk().catch(() => undefined);
  }, [popup]);

  const signInWithPopup = async (event: FormEvent<HTMLFormElement>) => {
    if (!popup || !sdk) return;
    event.preventDefault();
    setError(null);
    setOpening(true);
    try {
      const module = await loadSdk();
      session.post(await module.signInWithProviderPopup(sdk.identity, provider), provider.id);
    } catch (failure) {
      setError(identityErrorMessage(failure));
    } finally {
      setOpening(false);
    }
  };

  const message = error ?? session.error;
  return (
    <Form method="post" action="/login" className="sign-in-provider" onSubmit={signInWithPopup}>
      <AntiForgeryField />
      <input type="hidden" name="intent" value="idp-sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {popup ? (
        <Button type="submit" color="white" className="sign-in-choice" loading={opening || session.busy}>
          {provider.id === "google.com" && <GoogleMark />} Continue with {provider.label}
        </Button>
      ) : (
        <SubmitButton color="white" className="sign-in-choice" name="provider" value={provider.id}>
          {provider.id === "google.com" && <GoogleMark />} Continue with {provider.label}
        </SubmitButton>
      )}
      {message && (
        <p className="field__errors" role="alert">
          {message}
        </p>
      )}
    </Form>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4.1 7.1-10.1 7.1-17.5z" />
      <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/** Screen "mobile": the number, then a text code is sent and the page goes to "mobileSent". */
export function PhoneSignIn({ identity, redirectTo }: ProviderProps) {
  const navigate = useNavigate();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    loadSdk().catch(() => undefined);
  }, []);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = normalizePhone(String(new FormData(event.currentTarget).get("phone") ?? ""));
    if (!phone) {
      setErrors(identityErrorMessage("auth/invalid-phone-number"));
      return;
    }
    setErrors(null);
    setSending(true);
    try {
      const sdk = await loadSdk();
      const confirmation = await sdk.sendPhoneCode(identity, `+1${phone}`, recaptcha.current!);
      pendingConfirmation = { phone, confirmation };
      navigate(loginHref({ screen: "mobileSent", redirectTo }));
    } catch (failure) {
      setErrors(identityErrorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={send} className="sign-in-form" aria-label="Sign in with your phone" noValidate>
      <p>We’ll text a 6-digit code to your US mobile number. Message and data rates may apply.</p>
      <Field name="phone" label="Mobile phone number" kind="tel" required errors={errors} autoFocus />
      <div ref={recaptcha} />
      <Button type="submit" loading={sending}>
        Text me a code
      </Button>
    </form>
  );
}

/** Screen "mobileSent": the code of the text message. */
export function PhoneCodeSignIn({ csrf, redirectTo }: ProviderProps) {
  const codeId = useId();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const session = useSessionPost({ csrf, redirectTo });
  const pending = pendingConfirmation;

  if (!pending) {
    return (
      <p>
        Your code has expired on this page. <Link to={loginHref({ screen: "mobile", redirectTo })}>Send a new code</Link>.
      </p>
    );
  }

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setError(null);
    setChecking(true);
    try {
      const sdk = await loadSdk();
      session.post(await sdk.confirmPhoneCode(pending.confirmation, code), "phone");
    } catch (failure) {
      setError(identityErrorMessage(failure));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form onSubmit={confirm} className="sign-in-form" aria-label="Enter the code" noValidate>
      <p>
        We texted a code to <strong>{formatPhone(pending.phone)}</strong>.
      </p>
      <Field
        id={codeId}
        name="code"
        label="Code from the text message"
        kind="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        errors={error ?? session.error}
        autoFocus
      />
      <Button type="submit" loading={checking || session.busy}>
        Verify and sign in
      </Button>
    </form>
  );
}
