import { Field } from "~/components/core/Field";
import { SPICE_TOLERANCES, type FieldErrors } from "~/lib/account/account-fields";
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

/**
 * The person's details (spec §3 registration payload): name, phone in the (###) ###-####
 * shape, allergies as checkboxes, and optionally spice tolerance and allergy notes.
 */
export function AccountFields({ values, allergies, errors, phoneLocked = false, withPreferences, withPhone = true }: AccountFieldsProps) {
  return (
    <>
      <div className="form-row">
        <Field
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          maxLength={100}
          defaultValue={values.firstName}
          errors={errors.firstName}
        />
        <Field
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={100}
          defaultValue={values.lastName}
          errors={errors.lastName}
        />
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
        <div className="check-list">
          {allergies.map((allergy) => (
            <label className="check" key={allergy.key}>
              <input
                type="checkbox"
                name="allergies"
                value={allergy.key}
                defaultChecked={values.allergies.includes(allergy.key)}
              />
              {allergy.name}
            </label>
          ))}
        </div>
        {errors.allergies && <p className="field__errors">{errors.allergies.join(" ")}</p>}
      </fieldset>
      {withPreferences && (
        <>
          <fieldset className="choice-fieldset">
            <legend className="field__label">Spice tolerance</legend>
            <div className="check-list">
              {SPICE_TOLERANCES.map((option) => (
                <label className="check" key={option.value}>
                  <input
                    type="radio"
                    name="spiceTolerance"
                    value={option.value}
                    defaultChecked={values.spiceTolerance === option.value}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {errors.spiceTolerance && <p className="field__errors">{errors.spiceTolerance.join(" ")}</p>}
          </fieldset>
          <TextAreaField
            name="allergyNotes"
            label="Allergy notes"
            hint="Anything our chefs should know, like how severe an allergy is."
            defaultValue={values.allergyNotes}
            errors={errors.allergyNotes}
          />
        </>
      )}
    </>
  );
}
