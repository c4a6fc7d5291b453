import { AdminForm } from "~/components/admin/AdminForm";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { PERMISSIONS } from "../../workers/core/admin-permissions";
import { AdminPage } from "~/components/admin/AdminLayout";
import { SubmitButton, Field, pageMeta } from "~/components/core/layout-kit";
import { TextAreaField } from "~/components/core/TextAreaField";
import { IssueGiftCardDocument } from "~/lib/admin/giftcard-documents.server";
import { formFields } from "~/lib/admin/form-fields";
import { compFieldErrors, parseCompForm } from "~/lib/admin/giftcard-forms.server";
import { requireStaff } from "~/lib/admin/staff.server";
import { postedForm } from "~/lib/core/csrf.server";
import { flashAlert } from "~/lib/core/flash-alerts.server";
import { formValues, type FieldErrors } from "~/lib/core/form-data";
import { mutate, failureOf, failureMessage } from "~/lib/core/graphql.server";

export const meta = pageMeta("Issue a gift card");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, PERMISSIONS.giftCardsCreate);
  return null;
}

type ActionData = { errors: FieldErrors; values: Record<string, string | string[]> };

/** A card given by hand (a comp): amount, recipient and why; audited (decision 026). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await postedForm(request, context);
  await requireStaff(request, context, PERMISSIONS.giftCardsCreate);
  const values = formValues(form);
  const parsed = parseCompForm(values);
  if (!parsed.ok) return json<ActionData>({ errors: parsed.errors, values }, { status: 400 });
  let id: string;
  try {
    id = (await mutate(context, IssueGiftCardDocument, { input: parsed.value })).issueGiftCard.id;
  } catch (error) {
    const fields = failureOf(error)?.inputFields;
    if (fields) return json<ActionData>({ errors: compFieldErrors(fields), values }, { status: 400 });
    const code = failureOf(error)?.code;
    if (code === "FORBIDDEN" || code === "CONFLICT") return json<ActionData>({ errors: { form: [failureMessage(error)] }, values }, { status: code === "FORBIDDEN" ? 403 : 409 });
    throw error;
  }
  flashAlert(context, { alertType: "success", title: "Gift card issued", message: "Give the recipient its code from this page." });
  return redirect(`/admin/gift-cards/${id}`, 303);
}

export default function IssueGiftCard() {
  const result = useActionData<typeof action>();
  const field = formFields(result?.values, result?.errors);
  return (
    <AdminPage title="Issue a gift card" crumbs={[{ label: "Gift cards", to: "/admin/gift-cards" }]}>
      <AdminForm label="Issue a gift card" errors={result?.errors.form}>
        <Field {...field("amount")} label="Amount" kind="money" hint="$1.00 to $500.00" required />
        <Field {...field("recipientName")} label="Recipient's name" required />
        <Field {...field("recipientEmail")} label="Recipient's e-mail" kind="email" required />
        <TextAreaField {...field("reason")} label="Why it is given" hint="Kept on the card's ledger and in the audit log" maxLength={500} />
        <SubmitButton>Issue gift card</SubmitButton>
      </AdminForm>
    </AdminPage>
  );
}
