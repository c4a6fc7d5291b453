import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { chosenCountText, MAX_KITS_OF_ONE_MEAL, MEAL_FIELD_PREFIX } from "~/lib/cart/meal-choice";
import { useHydrated, SubmitButton } from "~/components/core/layout-kit";
import { CheckList, allergyOptions } from "../core/Choice";
import { useCartFetcher, useCartResult } from "../cart/CartForm";
import { AllergenNote } from "./AllergenNote";
import { MealPicture, type MealPictureData } from "./MealPicture";

export interface ChoosableMeal {
  id: string;
  slug: string;
  name: string;
  mealType: { name: string };
  allergens: readonly { key: string; name: string }[];
  picture?: MealPictureData | null;
}

interface MealChooserProps {
  classId: string;
  /** The add-to-cart form the inputs belong to (their `form` attribute). */
  formId: string;
  menuName: string;
  meals: readonly ChoosableMeal[];
  /** The chosen portion's number of meals (follows the buy box with JavaScript). */
  mealCount: number;
  /** Every number of meals the class offers, for the words without JavaScript. */
  mealCounts: readonly number[];
  /** Allergy keys whose meals are marked and listed last: the page's filter or the account's. */
  avoid: readonly string[];
  avoidFromAccount: boolean;
  /** The quantities shown again after a refused add (no JavaScript). */
  quantities: Readonly<Record<string, number>>;
  /** The message of a refused choice, without JavaScript (the page computes it). */
  message: string | null;
  /** The class page's path: the allergy filter is a GET form to it. */
  path: string;
}

/**
 * Which meals of the class's menu (decision 041), HelloFresh-style: each meal with its picture,
 * type and allergens and a number of kits. The inputs join the buy box's form through their
 * `form` attribute, so this works as a plain form; with JavaScript a running count follows.
 * All at 0 is the chef's choice. Meals with an allergen the customer avoids are marked and last.
 */
export function MealChooser(props: MealChooserProps) {
  const { classId, formId, meals, mealCount, avoid } = props;
  const fetcher = useCartFetcher(`add-${classId}`);
  const result = useCartResult(fetcher, "add", classId);
  const [quantities, setQuantities] = useState<Record<string, number>>(() => ({ ...props.quantities }));
  const chosen = Object.values(quantities).reduce((sum, quantity) => sum + (Number.isFinite(quantity) ? quantity : 0), 0);
  const errors = result?.ok === false ? result.errors.meals : props.message ? [props.message] : undefined;
  const avoided = new Set(avoid);
  const flagged = (meal: ChoosableMeal) => meal.allergens.filter((allergen) => avoided.has(allergen.key));
  const ordered = [...meals].sort((a, b) => Number(flagged(a).length > 0) - Number(flagged(b).length > 0));
  // Plain comparison of the (English) names: the first localeCompare in a browser loads its collator, ~9 ms of hydration.
  const allergens = [...new Map(meals.flatMap((meal) => meal.allergens.map((allergen) => [allergen.key, allergen] as const))).values()].sort(
    (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const counts = props.mealCounts.join(", ").replace(/, (\d+)$/, " or $1");

  return (
    <section className="section class-page__section meal-chooser" aria-labelledby="choose-meals-heading" id="choose-meals">
      <h2 id="choose-meals-heading">Choose your meals</h2>
      <p className="muted">
        From our {props.menuName}. Pick as many meals as your portion has (<PortionMealCount mealCount={mealCount} counts={counts} />); a meal can be
        picked more than once. Leave them all at 0 and our chef chooses for you.
      </p>

      {allergens.length > 0 && (
        <Form method="get" action={props.path} className="meal-chooser__filter" preventScrollReset>
          <fieldset className="choice-fieldset">
            <legend className="field__label">Mark meals that contain</legend>
            <CheckList type="checkbox" name="avoid" options={allergyOptions(allergens)} checked={avoid} />
          </fieldset>
          {props.avoidFromAccount && avoid.length > 0 && <p className="muted">From the allergies in your profile.</p>}
          <SubmitButton color="white" size="sm">
            Mark these meals
          </SubmitButton>
        </Form>
      )}

      <ul className="meal-chooser__list">
        {ordered.map((meal) => {
          const contains = flagged(meal);
          const inputId = `${formId}-${MEAL_FIELD_PREFIX}${meal.id}`;
          return (
            <li key={meal.id} className={contains.length > 0 ? "meal-choice meal-choice--avoid" : "meal-choice"}>
              {meal.picture && <MealPicture picture={{ ...meal.picture, alt: "" }} className="meal-choice__picture" sizes="6rem" />}
              <div className="meal-choice__text">
                <p className="meal-list__type">{meal.mealType.name}</p>
                <Link className="meal-list__name" to={`/meals/${meal.slug}`}>
                  {meal.name}
                </Link>
                <AllergenNote allergens={meal.allergens} className="meal-list__allergens" />
                {contains.length > 0 && (
                  <p className="badge badge--full">Contains {contains.map((allergen) => allergen.name).join(", ")}, which you avoid</p>
                )}
              </div>
              <div className="meal-choice__quantity">
                <label htmlFor={inputId}>
                  <span className="visually-hidden">How many {meal.name}</span>
                  <span aria-hidden="true">Kits</span>
                </label>
                <input
                  id={inputId}
                  className="field__input meal-choice__input"
                  type="number"
                  inputMode="numeric"
                  name={`${MEAL_FIELD_PREFIX}${meal.id}`}
                  form={formId}
                  min={0}
                  max={MAX_KITS_OF_ONE_MEAL}
                  step={1}
                  defaultValue={props.quantities[meal.id] ?? 0}
                  aria-describedby={errors ? "meal-chooser-message" : undefined}
                  onChange={(event) => {
                    const value = Number(event.currentTarget.value);
                    setQuantities((current) => ({ ...current, [meal.id]: Number.isInteger(value) && value > 0 ? value : 0 }));
                  }}
                />
              </div>
            </li>
          );
        })}
      </ul>

      <div className="meal-chooser__footer">
        <ChosenCount chosen={chosen} mealCount={mealCount} />
        {errors && errors.length > 0 && (
          <p id="meal-chooser-message" className="field__errors" role="alert">
            {errors.join(" ")}
          </p>
        )}
        <SubmitButton form={formId} size="lg" fetcher={fetcher}>
          Add these meals to your cart
        </SubmitButton>
      </div>
    </section>
  );
}

/*
 * The two parts that change once scripts run are components of their own: the update that
 * follows hydration re-renders them alone, not every meal of the list (a task of its own, ~8 ms).
 */

/** The portion's number of meals: the chosen portion's with JavaScript, every offered number without. */
function PortionMealCount({ mealCount, counts }: { mealCount: number; counts: string }) {
  return <>{useHydrated() ? mealCount : counts}</>;
}

/** The running count of meals chosen (JavaScript only: without it nothing counts). */
function ChosenCount({ chosen, mealCount }: { chosen: number; mealCount: number }) {
  if (!useHydrated()) return null;
  return (
    <p className={chosen === mealCount ? "meal-chooser__count meal-chooser__count--done" : "meal-chooser__count"} aria-live="polite">
      {chosen === 0 ? "Chef’s choice" : chosenCountText(chosen, mealCount)}
    </p>
  );
}

interface PortionChoiceSource {
  id: string;
  portionOptions: readonly { portionSize: { id: string }; portionQuantity: { id: string; mealCount: number } }[];
  mealChoice: { portion: string | null };
}

/**
 * The buy box's portion as the meal chooser needs it (decision 041): the form's id, the chosen
 * portion (following the radios with JavaScript) and its number of meals.
 */
export function useMealChoicePortion(data: PortionChoiceSource) {
  const values = data.portionOptions.map((option) => ({
    value: `${option.portionSize.id}:${option.portionQuantity.id}`,
    mealCount: option.portionQuantity.mealCount,
  }));
  const initial = values.find((option) => option.value === data.mealChoice.portion) ?? values[0];
  const [portion, setPortion] = useState(initial?.value ?? "");
  const mealCount = values.find((option) => option.value === portion)?.mealCount ?? initial?.mealCount ?? 0;
  return {
    formId: `add-to-cart-${data.id}`,
    initialPortion: data.mealChoice.portion,
    onPortionChange: setPortion,
    mealCount,
    mealCounts: [...new Set(values.map((option) => option.mealCount))].sort((a, b) => a - b),
  };
}
