import type { FormEvent } from "react";
import type { FieldErrors } from "~/lib/core/form-data";
import { formatCardNumber, formatExpiry } from "~/lib/checkout/payment-form";
import { Field } from "~/components/core/layout-kit";

/**
 * With JavaScript, a field's text is shaped as it is typed (decision 069): only when typing at
 * the end, never while deleting, so the caret never jumps and backspace works. Without it, the
 * server reads every shape it accepts.
 */
function shapeAsTyped(format: (input: string) => string) {
  return (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? "";
    if (inputType.startsWith("delete") || input.selectionStart !== input.value.length) return;
    input.value = format(input.value);
  };
}

const onCardNumberInput = shapeAsTyped(formatCardNumber);
const onExpiryInput = shapeAsTyped(formatExpiry);

/** The sandbox payment page's card fields, with the autofill tokens a phone's wallet fills. */
export function CardFields({ errors, values }: { errors: FieldErrors; values?: { name: string; expiry: string } }) {
  return (
    <>
      <Field
        name="cardNumber"
        label="Card number"
        kind="numeric"
        pattern={undefined}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        placeholder="1234 1234 1234 1234"
        required
        onInput={onCardNumberInput}
        errors={errors.cardNumber}
      />
      <div className="form-row">
        <Field
          name="expiry"
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={9}
          placeholder="MM / YY"
          required
          defaultValue={values?.expiry}
          onInput={onExpiryInput}
          errors={errors.expiry}
        />
        <Field name="cvc" label="CVC" kind="numeric" autoComplete="cc-csc" maxLength={4} required errors={errors.cvc} />
      </div>
      <Field name="name" label="Name on card" autoComplete="cc-name" required maxLength={100} defaultValue={values?.name} errors={errors.name} />
    </>
  );
}
