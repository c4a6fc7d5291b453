import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/components/account/AccountLayout";
import { EmailVerificationNotice } from "~/components/account/EmailVerificationNotice";
import { ProfileForms } from "~/components/account/ProfileForms";
import {
  changeEmail,
  changePassword,
  closeAccount,
  saveProfile,
  sendPasswordSetup,
  type ProfileActionData,
} from "~/lib/account/account-actions.server";
import { accountSummary, allergyChoices, customerDetails, requireAccount } from "~/lib/account/account.server";
import { waitingVerification } from "~/lib/account/email-verification.server";
import { assertAntiForgery } from "~/lib/core/csrf.server";
import { pageMeta } from "~/components/core/layout-kit";
import { linkedProviders } from "~/lib/identity/id-token";

export const meta = pageMeta("Your Profile");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const account = await requireAccount(request, context);
  const allergies = await allergyChoices(context);
  const { user } = account;
  return json({
    account: accountSummary(account),
    verification: await waitingVerification(context),
    allergies,
    profile: customerDetails(user),
    /** §5: password and e-mail changes need a sign-in with an e-mail. */
    hasEmailSignIn: account.session.email !== null,
    linkedProviders: linkedProviders(context.session.get("idToken")),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  const account = await requireAccount(request, context);
  switch (form.get("intent")) {
    case "save-profile":
      return saveProfile(context, account, form);
    case "change-password":
      return changePassword(context, account, form);
    case "change-email":
      return changeEmail(request, context, account, form);
    case "set-password":
      return sendPasswordSetup(request, context);
    case "close-account":
      return closeAccount(context, account, form);
    default:
      throw new Response("Unknown account form", { status: 400 });
  }
}

export default function Profile() {
  // The rest of the loader's data is what the profile forms draw: the details, allergies and sign-ins.
  const { account, verification, ...forms } = useLoaderData<typeof loader>();
  const actionData = useActionData<ProfileActionData>();
  return (
    <AccountLayout account={account} title="Profile">
      {verification && <EmailVerificationNotice verification={verification} returnTo="/account/profile" />}
      <ProfileForms {...forms} answer={actionData} />
    </AccountLayout>
  );
}
