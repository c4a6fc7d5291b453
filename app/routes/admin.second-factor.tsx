import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { needsSecondFactor } from "../../workers/core/second-factor";
import { AdminPage } from "~/components/admin/AdminLayout";
import { AppCodeField } from "~/components/admin/AppCodeField";
import { AntiForgeryField, SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import {
  consoleRedirectTo,
  ENROLMENT_PATH,
  MySecondFactorDocument,
  passedSecondFactor,
  rememberSecondFactor,
  secondFactorHref,
  VerifySecondFactorDocument,
} from "~/lib/admin/second-factor.server";
import { requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import type { FieldErrors } from "~/lib/core/form-data";
import { attempt, formFailure, mutate, query } from "~/lib/core/graphql.server";

export const meta = pageMeta("Second factor");

/**
 * The console asks for the second factor (decision 078): the code of the authenticator app, or a
 * recovery code. Not enrolled yet → the enrolment page; not needed or passed → on to the console.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  const redirectTo = consoleRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  if (!needsSecondFactor(staff.permissions) || passedSecondFactor(context, staff.id)) throw redirect(redirectTo);
  const { mySecondFactor } = await query(context, MySecondFactorDocument, {});
  if (!mySecondFactor?.enrolled) throw redirect(secondFactorHref(redirectTo, ENROLMENT_PATH));
  return json({ redirectTo, recoveryCodesLeft: mySecondFactor.recoveryCodesLeft });
}

interface ActionData {
  intent: string;
  errors: FieldErrors;
}

/** POST intent=code (code) or intent=recovery (recoveryCode): passed → the page asked for, 303. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await postedForm(request, context);
  const staff = await requireStaff(request, context);
  const intent = form.get("intent") === "recovery" ? "recovery" : "code";
  const field = intent === "recovery" ? "recoveryCode" : "code";
  const answer = String(form.get(field) ?? "").trim();
  const refuse = (errors: FieldErrors, status = 400) => json<ActionData>({ intent, errors }, { status });
  if (!answer) return refuse({ [field]: [intent === "recovery" ? "Type one of your recovery codes" : "Type the 6-digit code your authenticator app shows"] });
  if (answer.length > 20) return refuse({ [field]: ["A code is at most 20 characters"] });
  const done = await attempt(() => mutate(context, VerifySecondFactorDocument, intent === "recovery" ? { recoveryCode: answer } : { code: answer }));
  if (done.failure) {
    const refused = formFailure(done.failure, [field], { code: field });
    if (!refused) throw done.failure;
    return refuse(refused.errors, refused.status);
  }
  rememberSecondFactor(context, staff.id);
  const left = done.value.verifySecondFactor.recoveryCodesLeft;
  if (intent === "recovery") {
    flashAlert(context, {
      alertType: "success",
      title: "Recovery code used",
      message: `You have ${left} recovery ${left === 1 ? "code" : "codes"} left. An administrator can reset your second factor to get new ones.`,
    });
  }
  return redirect(consoleRedirectTo(form.get("redirectTo")), 303);
}

export default function SecondFactor() {
  const { redirectTo, recoveryCodesLeft } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = (intent: string) => (result?.intent === intent ? result.errors : {});
  return (
    <AdminPage title="Second factor">
      <p>Your roles can refund, cancel classes or show whole gift-card codes, so the console asks for a code from your authenticator app once a session.</p>
      <AnswerForm id="second-factor-code" heading="Code from your app" redirectTo={redirectTo} intent="code" button="Continue">
        <AppCodeField hint="The code changes every 30 seconds." errors={errors("code").code ?? errors("code").form} />
      </AnswerForm>
      <AnswerForm id="second-factor-recovery" heading="No phone at hand?" redirectTo={redirectTo} intent="recovery" button="Use a recovery code">
        <Field
          name="recoveryCode"
          label="Recovery code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          hint={`One of the ten you were given when you set this up; each works once. You have ${recoveryCodesLeft} left.`}
          errors={errors("recovery").recoveryCode ?? errors("recovery").form}
        />
      </AnswerForm>
      <p className="muted">Lost your phone and your recovery codes? An administrator can reset your second factor from your user page in the console.</p>
    </AdminPage>
  );
}

/** One way to answer: its heading, its field, and the button that names its intent. */
function AnswerForm({
  id,
  heading,
  redirectTo,
  intent,
  button,
  children,
}: {
  id: string;
  heading: string;
  redirectTo: string;
  intent: string;
  button: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="admin-form" aria-labelledby={id} noValidate>
      <h2 id={id}>{heading}</h2>
      <AntiForgeryField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
      <SubmitButton name="intent" value={intent} color={intent === "code" ? undefined : "white"}>
        {button}
      </SubmitButton>
    </Form>
  );
}
