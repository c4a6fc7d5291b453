import { Form } from "@remix-run/react";
import { DateTimePicker } from "~/components/admin/DateTimePicker";
import { FormError } from "~/components/core/FormError";
import { MultiSelect } from "~/components/admin/MultiSelect";
import { AntiForgeryField } from "~/components/core/AntiForgeryField";
import { SubmitButton } from "~/components/core/Button";
import { Field } from "~/components/core/Field";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import type { FieldErrors } from "~/lib/core/form-data";

/** What the form shows: the typed values (promotion-forms.server.ts PromotionFormValues). */
export type PromotionFormShown = Record<string, string | string[]>;

/**
 * The promotion form (new and edit): every rule the cart applies — percent or dollars off, a
 * minimum, the class types it is for, gift cards, start and end, total uses and uses per customer.
 */
export function PromotionForm({
  values,
  errors,
  classTypes,
  submitLabel,
  showActive,
}: {
  values: PromotionFormShown;
  errors: FieldErrors;
  classTypes: ReadonlyArray<{ id: string; name: string }>;
  submitLabel: string;
  /** The edit form switches a promotion on and off; a new one starts on. */
  showActive: boolean;
}) {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const types = Array.isArray(values.classTypeIds) ? values.classTypeIds : values.classTypeIds ? [values.classTypeIds] : [];
  return (
    <Form method="post" className="admin-form admin-form--wide" aria-label="Promotion" noValidate>
      <AntiForgeryField />
      <FormError messages={errors.form} wide />
      <Field name="name" label="Name" defaultValue={text("name")} errors={errors.name} maxLength={120} autoComplete="off" />
      <SelectField
        name="discountType"
        label="Discount"
        options={[
          { value: "PERCENT", label: "Percent off" },
          { value: "FIXED", label: "Dollars off" },
        ]}
        defaultValue={text("discountType") || "PERCENT"}
        errors={errors.discountType}
      />
      <Field
        name="amount"
        label="Amount (percent, or dollars)"
        hint="15 is 15% off, or $15 off with dollars off."
        inputMode="decimal"
        defaultValue={text("amount")}
        errors={errors.amount}
        maxLength={9}
        autoComplete="off"
      />
      <Field name="minimum" label="Minimum spend on eligible classes (dollars, optional)" kind="money" defaultValue={text("minimum")} errors={errors.minimum} maxLength={10} />
      <SelectField
        name="appliesTo"
        label="Applies to"
        options={[
          { value: "ORDER", label: "Every class in the order" },
          { value: "CLASSES", label: "Only classes of the chosen types" },
        ]}
        defaultValue={text("appliesTo") || "ORDER"}
        errors={errors.appliesTo}
      />
      <Field name="usageLimit" label="Total uses (optional)" kind="numeric" hint="Blank: no limit." defaultValue={text("usageLimit")} errors={errors.usageLimit} maxLength={7} />
      <Field
        name="perCustomerLimit"
        label="Uses per customer (optional)"
        kind="numeric"
        hint="Counted by e-mail address. Blank: no limit."
        defaultValue={text("perCustomerLimit")}
        errors={errors.perCustomerLimit}
        maxLength={7}
      />
      <DateTimePicker name="startsAt" label="Starts (optional)" value={text("startsAt")} errors={errors.startsAt} hourCycle={12} accuracy={2} />
      <DateTimePicker name="endsAt" label="Ends (optional)" value={text("endsAt")} errors={errors.endsAt} hourCycle={12} accuracy={2} hint="Shop time (Mountain); it stops working at this moment. Leave empty for none." />
      <div className="admin-form__full">
        <MultiSelect
          legend="Class types"
          name="classTypeIds"
          options={classTypes.map((type) => ({ value: type.id, label: type.name }))}
          chosen={types}
          errors={errors.classTypeIds}
          hint="Used when it applies only to classes of the chosen types."
        />
        <TextAreaField name="description" label="Description (customers see it in the cart)" defaultValue={text("description")} errors={errors.description} maxLength={2000} />
        <label className="admin-check">
          <input type="checkbox" name="giftCards" defaultChecked={text("giftCards") === "on"} /> Also valid on gift-card purchases
        </label>
        {errors.giftCards ? <p className="admin-error">{errors.giftCards.join(" ")}</p> : null}
        {showActive ? (
          <label className="admin-check">
            <input type="checkbox" name="active" defaultChecked={text("active") === "on"} /> Active: customers can use its codes (untick to retire it)
          </label>
        ) : null}
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
