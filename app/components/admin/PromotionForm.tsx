import { AdminForm } from "~/components/admin/AdminForm";
import { DateTimePicker } from "~/components/admin/DateTimePicker";
import { MultiSelect } from "~/components/admin/MultiSelect";
import { SubmitButton, Field } from "~/components/core/layout-kit";
import { SelectField } from "~/components/core/SelectField";
import { TextAreaField } from "~/components/core/TextAreaField";
import { formChoices, formFields } from "~/lib/admin/form-fields";
import type { FieldErrors } from "~/lib/core/form-data";

/** What the form shows: the typed values (promotion-forms.server.ts PromotionFormValues). */
export type PromotionFormShown = Record<string, string | string[]>;

const DISCOUNT_TYPES = [
  { value: "PERCENT", label: "Percent off" },
  { value: "FIXED", label: "Dollars off" },
];

const APPLIES_TO = [
  { value: "ORDER", label: "Every class in the order" },
  { value: "CLASSES", label: "Only classes of the chosen types" },
];

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
  const field = formFields(values, errors);
  const text = (name: string) => field(name).defaultValue;
  return (
    <AdminForm label="Promotion" errors={errors.form} wide>
      <Field {...field("name")} label="Name" maxLength={120} autoComplete="off" />
      <SelectField {...field("discountType")} label="Discount" options={DISCOUNT_TYPES} defaultValue={text("discountType") || "PERCENT"} />
      <Field {...field("amount")} label="Amount (percent, or dollars)" hint="15 is 15% off, or $15 off with dollars off." inputMode="decimal" maxLength={9} autoComplete="off" />
      <Field {...field("minimum")} label="Minimum spend on eligible classes (dollars, optional)" kind="money" maxLength={10} />
      <SelectField {...field("appliesTo")} label="Applies to" options={APPLIES_TO} defaultValue={text("appliesTo") || "ORDER"} />
      <Field {...field("usageLimit")} label="Total uses (optional)" kind="numeric" hint="Blank: no limit." maxLength={7} />
      <Field {...field("perCustomerLimit")} label="Uses per customer (optional)" kind="numeric" hint="Counted by e-mail address. Blank: no limit." maxLength={7} />
      <DateTimePicker name="startsAt" label="Starts (optional)" value={text("startsAt")} errors={errors.startsAt} hourCycle={12} accuracy={2} />
      <DateTimePicker name="endsAt" label="Ends (optional)" value={text("endsAt")} errors={errors.endsAt} hourCycle={12} accuracy={2} hint="Shop time (Mountain); it stops working at this moment. Leave empty for none." />
      <div className="admin-form__full">
        <MultiSelect
          {...formChoices(values, errors)("classTypeIds")}
          legend="Class types"
          options={classTypes.map((type) => ({ value: type.id, label: type.name }))}
          hint="Used when it applies only to classes of the chosen types."
        />
        <TextAreaField {...field("description")} label="Description (customers see it in the cart)" maxLength={2000} />
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
    </AdminForm>
  );
}
