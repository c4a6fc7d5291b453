import { Field } from "~/components/core/layout-kit";
import { SPICE_TOLERANCES, type FieldErrors } from "~/lib/account/account-fields";
import { CheckList, allergyOptions } from "../core/Choice";
import { TextAreaField } from "../core/TextAreaField";

export interface AccountValues {
  firstName: string;
  lastName: string;
  phone: string;
  allergies: readonly string[];
  spiceTolerance: string;
  allergyNotes: string;
}

interface AccountFieldsProps {
  values: AccountValues;
  allergies: ReadonlyArray<{ key: string; name: string }>;
  errors: FieldErrors;
  /** Spec §3 phone-locked variant: the number is the one signed in with. */
  phoneLocked?: boolean;
  /** Spice tolerance and allergy notes (the phone-locked registration and the profile). */
  withPreferences: boolean;
  /** A class guest (the console's registration page) has no phone of their own. */
  withPhone?: boolean;
}

const text = (value: string | readonly string[] | undefined) => (typeof value === "string" ? value : "");

/** Echoed form values (after a 400) over the stored ones. */
export function accountValues(
  stored: Partial<AccountValues>,
  echo?: Record<string, string | string[]>,
): AccountValues {
  const pick = (key: keyof AccountValues) => (echo && key in echo ? echo[key] : stored[key]);
  const allergies = pick("allergies");
  return {
    firstName: text(pick("firstName")),
    lastName: text(pick("lastName")),
    phone: text(pick("phone")),
    allergies: Array.isArray(allergies) ? allergies : [],
    spiceTolerance: text(pick("spiceTolerance")),
    allergyNotes: text(pick("allergyNotes")),
  };
}

const NAME_FIELDS = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
] as const;

/** First and last name, as an account and a checkout ask for them (100 characters each). */
export function NameFields({ values, errors }: { values: Pick<AccountValues, "firstName" | "lastName">; errors: FieldErrors }) {
  return NAME_FIELDS.map(({ name, ...field }) => (
    <Field key={name} name={name} {...field} required maxLength={100} defaultValue={values[name]} errors={errors[name]} />
  ));
}

/** The allergy notes of an account and of a checkout (spec §3 registration payload's allergyNotes). */
export function AllergyNotesField({ hint, value, errors }: { hint: string; value: string; errors?: readonly string[] }) {
  return <TextAreaField name="allergyNotes" label="Allergy notes" hint={hint} defaultValue={value} errors={errors} />;
}

/**
 * The person's details (spec §3 registration payload): name, phone in the (###) ###-####
 * shape, allergies as checkboxes, and optionally spice tolerance and allergy notes.
 */
export function AccountFields({ values, allergies, errors, phoneLocked = false, withPreferences, withPhone = true }: AccountFieldsProps) {
  return (
    <>
      <div className="form-row">
        <NameFields values={values} errors={errors} />
      </div>
      {withPhone && (
        <Field
          name="phone"
          label="Phone"
          kind="tel"
          required
          readOnly={phoneLocked}
          hint={phoneLocked ? "The number you signed in with." : "For class-day updates, like a change of kitchen."}
          defaultValue={values.phone}
          errors={errors.phone}
        />
      )}
      <fieldset className="choice-fieldset">
        <legend className="field__label">Allergies</legend>
        <p className="field__hint">We set up your station to keep these out of your food.</p>
        <CheckList type="checkbox" name="allergies" options={allergyOptions(allergies)} checked={values.allergies} />
        {errors.allergies && <p className="field__errors">{errors.allergies.join(" ")}</p>}
      </fieldset>
      {withPreferences && (
        <>
          <fieldset className="choice-fieldset">
            <legend className="field__label">Spice tolerance</legend>
            <CheckList type="radio" name="spiceTolerance" options={SPICE_TOLERANCES} checked={values.spiceTolerance} />
            {errors.spiceTolerance && <p className="field__errors">{errors.spiceTolerance.join(" ")}</p>}
          </fieldset>
          <AllergyNotesField hint="Anything our chefs should know, like how severe an allergy is." value={values.allergyNotes} errors={errors.allergyNotes} />
        </>
      )}
    </>
  );
}
