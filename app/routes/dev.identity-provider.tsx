import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AntiForgeryField, SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import { emailField } from "~/lib/account/account-forms.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { IDP_CALLBACK_PATH } from "~/lib/identity/idp-sign-in.server";
import { idpProviderOf, type IdpProvider } from "~/lib/identity/identity-providers";
import { identityConfig } from "~/lib/identity/identity-toolkit.server";

export const meta = pageMeta("Identity provider (development)");

/**
 * The consent page of an identity provider, played by the shop while it runs against the Auth
 * emulator (decision 035): the emulator's own page needs JavaScript and keeps its answer in its
 * own origin, and its createAuthUri does not do providers. This page asks for the account the
 * provider would answer and sends the browser back to /login/idp with the emulator's kind of
 * fake id_token, which the emulator's signInWithIdp accepts. 404 without the emulator.
 */
function standIn(request: Request, context: AppLoadContext): { provider: IdpProvider; state: string } {
  let emulator = false;
  try {
    emulator = identityConfig(context).emulatorHost !== null;
  } catch {
    emulator = false;
  }
  if (!emulator) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const provider = idpProviderOf(url.searchParams.get("provider"));
  const state = url.searchParams.get("state") ?? "";
  if (!provider || !/^[\w-]{1,64}$/.test(state)) throw redirect(`${IDP_CALLBACK_PATH}?${url.searchParams.toString()}`);
  return { provider, state };
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const { provider } = standIn(request, context);
  return { provider: provider.label };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { provider, state } = standIn(request, context);
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const email = emailField.safeParse(form.get("email") ?? "");
  const name = String(form.get("name") ?? "").trim().slice(0, 100);
  if (!email.success) return { errors: { email: email.error.issues.map((issue) => issue.message) } };
  // The emulator's widget makes the same claims (sub: the provider's id of the person).
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${provider.id} ${email.data}`));
  const sub = [...new Uint8Array(digest).slice(0, 10)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const claims = { sub, email: email.data, email_verified: true, name: name || undefined };
  const back = new URLSearchParams({ state, providerId: provider.id, id_token: JSON.stringify(claims) });
  return redirect(`${IDP_CALLBACK_PATH}?${back.toString()}`, 303);
}

export default function DevIdentityProvider() {
  const { provider } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>()?.errors;
  return (
    <div className="page sign-in-page">
      <section className="card sign-in-card" aria-labelledby="idp-dev-heading">
        <p className="eyebrow">Development only</p>
        <h1 id="idp-dev-heading">Sign in to {provider}</h1>
        <p className="lead">
          The Auth emulator stands in for {provider}: enter the account {provider} would answer with.
        </p>
        <Form method="post" className="sign-in-form" aria-label={`Sign in to ${provider}`} noValidate>
          <AntiForgeryField />
          <Field name="email" label="E-mail" kind="email" required autoFocus errors={errors?.email} />
          <Field name="name" label="Display name" autoComplete="name" />
          <SubmitButton>Sign in to {provider}</SubmitButton>
        </Form>
      </section>
    </div>
  );
}
