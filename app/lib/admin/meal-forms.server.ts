/**
 * The meal form of the console (new and edit), parsed by one zod schema into GraphQL's MealInput:
 * the price is typed in dollars and sent as cents; the measured ingredients, which the grocery list
 * scales, are one line each, "quantity unit name, aisle" (like "1 1/2 cup jasmine rice, pantry").
 */
import { RECORD_ID_PATTERN } from "../../../workers/core/field-rules";
import { z } from "zod";
import { moneyRule } from "../../../workers/core/field-schemas";
import { AISLES } from "../../../workers/core/aisles";
import type { MealInput, MeasuredIngredientInput } from "../../../graphql/generated/client/graphql";
import { apiFieldErrors, formValues, type FieldErrors, type FormResult } from "~/lib/core/form-data";
import { optionalText, parseWith, requiredText } from "~/lib/core/form-schema.server";


/** What the form posts and shows again after a refusal. */
export type MealFormValues = Record<string, string | string[]>;

export function mealFormValues(form: FormData): MealFormValues {
  return formValues(form, ["allergens"]);
}

/** "1", "0.5", "1/2" or "1 1/2" as a number; null for anything else. */
export function parseQuantity(text: string): number | null {
  const match = /^(?:(\d+(?:\.\d+)?)|(?:(\d+)\s+)?(\d+)\/(\d+))$/.exec(text.trim());
  if (!match) return null;
  const [, decimal, whole, numerator, denominator] = match;
  const value = decimal !== undefined ? Number(decimal) : Number(whole ?? 0) + Number(numerator) / Number(denominator);
  return Number.isFinite(value) && value > 0 ? value : null;
}

const INGREDIENT_LINE = /^(\d+(?:\.\d+)?|(?:\d+\s+)?\d+\/\d+)\s+([A-Za-z.]+)\s+(.+?),\s*([a-z]+)$/;

/** One measured ingredient per non-blank line, or the first line's problem. */
export function parseIngredientLines(text: string): { ok: true; value: MeasuredIngredientInput[] } | { ok: false; message: string } {
  const value: MeasuredIngredientInput[] = [];
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  for (const [index, line] of lines.entries()) {
    if (line === "") continue;
    const match = INGREDIENT_LINE.exec(line);
    const quantity = match ? parseQuantity(match[1]!) : null;
    if (!match || quantity === null) {
      return { ok: false, message: `Line ${index + 1}: write "quantity unit name, aisle", like 1 1/2 cup jasmine rice, pantry` };
    }
    const aisle = match[4]!;
    if (!(AISLES as readonly string[]).includes(aisle)) return { ok: false, message: `Line ${index + 1}: the aisle must be one of ${AISLES.join(", ")}` };
    value.push({ quantity, unit: match[2]!, name: match[3]!.trim(), aisle });
  }
  if (value.length > 60) return { ok: false, message: "List at most 60 ingredients" };
  return { ok: true, value };
}

/** A quantity as a cook writes it: thirds, quarters and eighths as fractions, others as decimals. */
export function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (rest < 1e-9) return String(whole);
  for (const denominator of [2, 3, 4, 8]) {
    const numerator = Math.round(rest * denominator);
    if (numerator > 0 && numerator < denominator && Math.abs(rest - numerator / denominator) < 1e-6) {
      return `${whole > 0 ? `${whole} ` : ""}${numerator}/${denominator}`;
    }
  }
  return String(Number(quantity.toFixed(4)));
}

/** The stored ingredients as the form's lines. */
export function ingredientLines(ingredients: readonly MeasuredIngredientInput[]): string {
  return ingredients.map((ingredient) => `${formatQuantity(ingredient.quantity)} ${ingredient.unit} ${ingredient.name}, ${ingredient.aisle}`).join("\n");
}

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `Enter ${label} as a whole number`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `Enter ${label} from ${min} to ${max}`);

const mealSchema = z.object({
  name: requiredText("the meal's name", 120),
  slug: z
    .string()
    .trim()
    .max(60, "Keep the slug to 60 characters or fewer")
    .refine((value) => value === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value), "Use lowercase letters, digits and single dashes, like chicken-tikka-masala"),
  description: optionalText("the description", 2000),
  ingredients: optionalText("the label's ingredients", 2000),
  instructions: optionalText("the steps", 8000),
  mealTypeId: z.string().regex(RECORD_ID_PATTERN, "Choose the meal type"),
  price: moneyRule({ message: "Enter the price in dollars, like 34.99", maxCents: 999_999 }),
  serves: wholeNumber("how many it serves", 1, 20),
  calories: z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d{1,5}$/.test(value) && Number(value) <= 10_000), "Enter calories as a whole number up to 10,000, or leave it blank")
    .transform((value) => (value === "" ? null : Number(value))),
  active: z.string().optional().transform((value) => value === "on"),
  allergens: z.array(z.string().regex(/^[a-z][a-z0-9-]{0,49}$/, "Choose allergens from the list")).max(20, "Choose at most 20 allergens"),
  measuredIngredients: z
    .string()
    .max(20_000, "Keep the ingredient list to 20,000 characters or fewer")
    .transform((text, ctx) => {
      const parsed = parseIngredientLines(text);
      if (!parsed.ok) {
        ctx.addIssue({ code: "custom", message: parsed.message });
        return z.NEVER;
      }
      return parsed.value;
    }),
});

/** The posted form as MealInput, or field messages. */
export function parseMealForm(values: MealFormValues): FormResult<MealInput> {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const allergens = values.allergens;
  const parsed = parseWith(mealSchema, {
    name: text("name"),
    slug: text("slug"),
    description: text("description"),
    ingredients: text("ingredients"),
    instructions: text("instructions"),
    mealTypeId: text("mealTypeId"),
    price: text("price"),
    serves: text("serves"),
    calories: text("calories"),
    active: text("active") || undefined,
    allergens: Array.isArray(allergens) ? allergens : allergens ? [allergens] : [],
    measuredIngredients: text("measuredIngredients"),
  });
  if (!parsed.ok) return parsed;
  const { price, slug, ingredients, ...rest } = parsed.value;
  return {
    ok: true,
    value: {
      ...rest,
      priceCents: price,
      // Blank: made from the name on create, kept on update; blank ingredients: the measured names.
      slug: slug === "" ? null : slug,
      ingredients: ingredients === "" ? null : ingredients,
    },
  };
}

/** The api's field names (after GraphQL's camelCase) as the form's fields, with their labels. */
const API_FIELDS: Record<string, [string, string]> = {
  name: ["name", "Name"],
  slug: ["slug", "Slug"],
  description: ["description", "Description"],
  ingredients: ["ingredients", "Ingredients"],
  instructions: ["instructions", "Steps"],
  mealTypeId: ["mealTypeId", "Meal type"],
  priceCents: ["price", "Price"],
  serves: ["serves", "Serves"],
  calories: ["calories", "Calories"],
  allergens: ["allergens", "Allergens"],
  measuredIngredients: ["measuredIngredients", "Measured ingredients"],
};

/** The api's refusals under the form's fields (a taken slug, an unknown allergen). */
export const mealFieldErrors = (fields: Record<string, string[]>): FieldErrors => apiFieldErrors(fields, API_FIELDS);
