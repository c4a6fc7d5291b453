import { Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import type { FieldErrors } from "~/lib/core/form-data";

/** What a refund asks: how much (empty: all that is left), why, a note; the request's key rides along. */
export function RefundFields({
  reasons,
  idempotencyKey,
  registrationId,
  errors = {},
}: {
  reasons: ReadonlyArray<{ key: string; name: string }>;
  idempotencyKey: string;
  registrationId?: string;
  errors?: FieldErrors;
}) {
  return (
    <div className="admin-refund-fields">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {registrationId ? <input type="hidden" name="registrationId" value={registrationId} /> : null}
      <Field name="amount" label="Amount (empty: all that is left)" kind="money" errors={errors.amount ?? errors.amountCents} />
      <SelectField
        name="reason"
        label="Reason"
        defaultValue="requested_by_customer"
        options={reasons.map((reason) => ({ value: reason.key, label: reason.name }))}
        errors={errors.reason}
      />
      <TextAreaField name="note" label="Note (staff only)" defaultValue="" errors={errors.note} />
    </div>
  );
}
