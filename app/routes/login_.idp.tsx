import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormError } from "~/components/identity/SignInScreens";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { pageMeta } from "~/components/core/layout-kit";
import { finishIdpSignIn, startIdpSignIn, type IdpProblem } from "~/lib/identity/idp-sign-in.server";
import { loginHref, safeRedirectTo } from "~/lib/identity/sign-in-paths";

export const meta = pageMeta("Sign In");

/**
 * GET /login/idp: where an identity provider sends the browser back after its consent page
 * (decision 035). Success and register redirect like every sign-in; anything wrong — an
 * unknown provider ('Invalid auth provider.'), a state that is not this browser's, the
 * provider's refusal — is a 400 page with the sentence, never a 500.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return finishIdpSignIn(request, context);
}

/**
 * POST /login/idp with intent "link": links a provider to the signed-in account (spec §5:
 * with nobody signed in, 'No user logged in.').
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const redirectTo = safeRedirectTo(form.get("redirectTo"), "/account/profile");
  if (form.get("intent") !== "link") {
    return json<IdpProblem>({ message: "Unknown sign-in form.", provider: null, redirectTo }, { status: 400 });
  }
  const started = await startIdpSignIn(request, context, form.get("provider"), redirectTo, "link");
  if (started.ok) return started.response;
  return json<IdpProblem>({ message: started.message, provider: null, redirectTo }, { status: started.status });
}

export default function IdpSignInLanding() {
  const loaderData = useLoaderData<IdpProblem | null>();
  const actionData = useActionData<IdpProblem>();
  const shown = actionData ?? loaderData;
  return (
    <div className="page sign-in-page">
      <section className="card sign-in-card" aria-labelledby="idp-heading">
        <p className="eyebrow">Sign In</p>
        <h1 id="idp-heading">{shown?.provider ? `Sign in with ${shown.provider}` : "Sign in"}</h1>
        <FormError message={shown?.message} />
        <p className="back-link">
          <Link to={loginHref({ redirectTo: shown?.redirectTo })}>← All sign-in options</Link>
        </p>
      </section>
    </div>
  );
}
