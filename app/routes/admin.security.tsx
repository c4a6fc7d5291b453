import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { needsSecondFactor, secretInGroups } from "../../workers/core/second-factor";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AppCodeField } from "~/components/admin/AppCodeField";
import { AntiForgeryField, SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import {
  ConfirmSecondFactorEnrolmentDocument,
  consoleRedirectTo,
  MySecondFactorDocument,
  rememberSecondFactor,
  StartSecondFactorEnrolmentDocument,
} from "~/lib/admin/second-factor.server";
import { requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { attempt, formFailure, mutate, query } from "~/lib/core/graphql.server";

export const meta = pageMeta("Second factor: set up");

/**
 * Setting up the second factor (decision 078): the secret as text and as an otpauth:// address,
 * then a current code to prove the app holds it; then ten recovery codes, shown once.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  const redirectTo = consoleRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  const { mySecondFactor } = await query(context, MySecondFactorDocument, {});
  if (!needsSecondFactor(staff.permissions) || !mySecondFactor || mySecondFactor.enrolled) {
    return json({ redirectTo, needed: needsSecondFactor(staff.permissions), enrolled: Boolean(mySecondFactor?.enrolled), enrolment: null });
  }
  const { startSecondFactorEnrolment: enrolment } = await mutate(context, StartSecondFactorEnrolmentDocument, {});
  return json({ redirectTo, needed: true, enrolled: false, enrolment: { secret: secretInGroups(enrolment.secret), uri: enrolment.uri } });
}

interface ActionData {
  errors: FieldErrors;
  /** Set once enrolled: the ten codes, and where the console continues. */
  recoveryCodes: string[] | null;
  redirectTo: string;
}

/**
 * POST code: enrolled → the recovery codes in this answer, never stored anywhere readable (not
 * in a cookie either), so a reload does not show them again; a wrong code → 400 under the field.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await postedForm(request, context);
  const staff = await requireStaff(request, context);
  const code = String(form.get("code") ?? "").trim();
  const redirectTo = consoleRedirectTo(form.get("redirectTo"));
  const refuse = (errors: FieldErrors, status = 400) => json<ActionData>({ errors, recoveryCodes: null, redirectTo }, { status });
  if (!code) return refuse({ code: ["Type the 6-digit code your authenticator app shows"] });
  if (code.length > 20) return refuse({ code: ["A code is at most 20 characters"] });
  const done = await attempt(() => mutate(context, ConfirmSecondFactorEnrolmentDocument, { code }));
  if (done.failure) {
    const refused = formFailure(done.failure, ["code"]);
    if (!refused) throw done.failure;
    return refuse(refused.errors, refused.status);
  }
  rememberSecondFactor(context, staff.id);
  return json<ActionData>({ errors: {}, recoveryCodes: done.value.confirmSecondFactorEnrolment, redirectTo });
}

export default function SecondFactorSetUp() {
  const { redirectTo, needed, enrolled, enrolment } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result?.recoveryCodes) {
    return (
      <AdminPage title="Second factor: recovery codes">
        <p role="status">Your second factor is on.</p>
        <h2 id="recovery-codes">Your recovery codes</h2>
        <p>Each code lets you in once when your phone is not at hand. Keep them somewhere safe (a password manager, or printed): they are shown only now.</p>
        <ul className="admin-list recovery-codes" aria-labelledby="recovery-codes">
          {result.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p>
          <Link to={result.redirectTo}>I have kept them: continue to the console</Link>
        </p>
      </AdminPage>
    );
  }
  if (!enrolment) {
    return (
      <AdminPage title="Second factor">
        {enrolled ? (
          <p>Your second factor is set up. Lost your phone? An administrator can reset it from your user page, and you set it up again.</p>
        ) : (
          <p>{needed ? "Your second factor cannot be set up right now." : "Your roles do not ask for a second factor."}</p>
        )}
        <p>
          <Link to={redirectTo}>Back to the console</Link>
        </p>
      </AdminPage>
    );
  }
  const errors = result?.errors ?? {};
  return (
    <AdminPage title="Second factor: set up">
      <p>
        Your roles can refund, cancel classes or show whole gift-card codes, so the console asks for a code from an authenticator app (Google Authenticator,
        Microsoft Authenticator, 1Password, Authy…) once a session.
      </p>
      <ol className="second-factor-steps">
        <li>In your authenticator app, add an account by typing the key below, or open the address on the phone that has the app.</li>
        <li>Type the 6-digit code the app shows for Cache Valley Kitchen.</li>
      </ol>
      <div className="admin-form">
        <Field
          name="secret"
          label="Key"
          defaultValue={enrolment.secret}
          readOnly
          autoComplete="off"
          spellCheck={false}
          hint="Time-based, 6 digits, every 30 seconds."
        />
        <Field name="uri" label="Address for authenticator apps" defaultValue={enrolment.uri} readOnly autoComplete="off" spellCheck={false} />
        <p>
          <a href={enrolment.uri}>Open in an authenticator app on this device</a>
        </p>
      </div>
      <Form method="post" className="admin-form" aria-labelledby="second-factor-confirm" noValidate>
        <h2 id="second-factor-confirm">Confirm with a code</h2>
        <AntiForgeryField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <AppCodeField errors={errors.code ?? errors.form} />
        <SubmitButton>Turn on the second factor</SubmitButton>
      </Form>
    </AdminPage>
  );
}
