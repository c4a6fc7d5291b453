import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PrivacyChoiceForm, pageMeta } from "~/components/core/layout-kit";
import { postedForm } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { safeLocalPath } from "~/lib/core/form-data";
import { PRIVACY_CHOICES, PRIVACY_CHOICES_PATH } from "~/lib/privacy/privacy-choice";
import { privacyCookie, privacyState } from "~/lib/privacy/privacy.server";

export const meta = pageMeta("Your Privacy Choices", "Choose whether we share your visits and orders with our advertising partners.");

/** Decision 034: the page to see and change the cookie choice; the footer links here. */
export function loader({ request }: LoaderFunctionArgs) {
  return json(privacyState(request));
}

/**
 * The banner's and this page's form: stores the choice for a year and goes back to the page it
 * came from (303), or answers in place to a fetcher. The alert says what was saved.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await postedForm(request, context);
  const choice = PRIVACY_CHOICES.find((value) => value === form.get("choice"));
  if (!choice) return json({ error: "Choose Allow or No thanks." }, { status: 400 });
  const gpc = request.headers.get("sec-gpc")?.trim() === "1";
  flashAlert(context, {
    alertType: "success",
    title: "Cookie choice saved",
    message:
      choice === "allow" && !gpc
        ? "Thank you. You can change it anytime under Your privacy choices."
        : "We won’t share your visits. You can change it anytime under Your privacy choices.",
  });
  const headers = { "set-cookie": privacyCookie(request, choice) };
  if (new URL(request.url).searchParams.has("_data")) return json({ saved: choice }, { headers });
  return redirect(safeLocalPath(form.get("returnTo")) ?? PRIVACY_CHOICES_PATH, { status: 303, headers });
}

const CHOICE_WORDS = { allow: "Allow", deny: "No thanks" } as const;

export default function PrivacyChoices() {
  const { choice, gpc, allowed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="page narrow privacy-choices">
      <h1>Your privacy choices</h1>
      <p className="lead">
        When you allow it, our shop tells our analytics and advertising partners what happens on these pages, so we can
        measure our ads and show our classes to people like you.
      </p>
      <h2>What we share</h2>
      <ul>
        <li>the pages and classes you look at, what you add to your cart, your checkout and your order, and messages you send us;</li>
        <li>with each of those, your e-mail, name, phone and zip code when you gave them to us, and the ad cookies (_fbc, _fbp) if your browser has them.</li>
      </ul>
      <p>
        It is sent from our server, not by scripts in your browser. We share nothing for visitors who say No thanks, and
        until you choose we share as if you allowed it: you can say no at any time, here or with the banner.
      </p>
      <h2>Your choice</h2>
      {gpc ? (
        <div className="notice" role="status">
          <p>
            Your browser sends the Global Privacy Control signal. We honour it as No thanks: nothing is shared, whatever is
            chosen below.
          </p>
        </div>
      ) : null}
      <p className="privacy-choices__current">
        {choice ? <>Your choice: <strong>{CHOICE_WORDS[choice]}</strong>.</> : <>You haven’t chosen yet.</>}{" "}
        {allowed ? "We share your visits with our partners." : "We don’t share your visits."}
      </p>
      {answer && "error" in answer ? (
        <div className="notice notice--error" role="alert">
          <p>{answer.error}</p>
        </div>
      ) : null}
      <PrivacyChoiceForm label="Change your cookie choice" />
    </div>
  );
}
