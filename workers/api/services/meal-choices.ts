/**
 * Which meals a portion line takes home (decision 041). A line's choice is a quantity per meal of
 * its class's menu, adding up to the line's number of meals (a meal may be chosen twice, as
 * HelloFresh allows). No choice (no rows) is the chef's choice: a line added without `meals`, as
 * the spec's REST call adds it, stays valid. The choice goes with the line, is kept on the
 * checkout's snapshot of the line and copied to the registration in the order's batch
 * (fulfilment.ts).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { inList } from "../lib/sql";
import { assertCartOpen, touchCart, type CartRow } from "./cart-state";

const { cartClasses, cartClassMeals, classes, meals, menuMeals, portionQuantities, registrationMeals } = schema;

/** One meal of a choice as a call sends it. */
export interface MealChoiceInput {
  meal_id: number;
  quantity: number;
}

/** One meal of a choice as it is shown: its name and how many kits of it. */
export interface ChosenMeal {
  meal_id: number;
  name: string;
  quantity: number;
}

/** The field message of a choice that does not add up (the no-JavaScript form shows it as is). */
export const chooseMealsMessage = (count: number, chosen: number) =>
  `Choose ${count} meals${chosen > 0 ? `; you chose ${chosen}` : ""}`;

const badChoice = (message: string, field = "meals") => new ApiError(400, "BAD_REQUEST", message, { [field]: [message] });

/**
 * The choice checked against the class's menu and the portion's number of meals: quantities of
 * the same meal are added, zeros left out. An empty choice is the chef's choice. 400 on `meals`
 * (or `field`) for a meal not on the menu or a sum that is not the number of meals.
 */
export async function checkMealChoice(
  db: Database,
  classId: number,
  portionQuantityId: number,
  input: MealChoiceInput[],
  prefix = "",
  field = "meals",
): Promise<MealChoiceInput[]> {
  const merged = new Map<number, number>();
  for (const meal of input) merged.set(meal.meal_id, (merged.get(meal.meal_id) ?? 0) + meal.quantity);
  const choice = [...merged].filter(([, quantity]) => quantity > 0).map(([meal_id, quantity]) => ({ meal_id, quantity }));
  if (choice.length === 0) return [];

  const [found] = await db
    .select({ menu_id: classes.menu_id, meal_count: portionQuantities.meal_count })
    .from(classes)
    .innerJoin(portionQuantities, eq(portionQuantities.id, portionQuantityId))
    .where(eq(classes.id, classId))
    .limit(1);
  if (!found) throw badChoice(`${prefix}This class isn't offered with that number of meals`, field);
  if (found.menu_id === null) {
    throw badChoice(`${prefix}This class's menu isn't set yet; leave the meals to the chef`, field);
  }
  const onMenu = await db
    .select({ meal_id: menuMeals.meal_id })
    .from(menuMeals)
    .innerJoin(meals, eq(meals.id, menuMeals.meal_id))
    .where(and(eq(menuMeals.menu_id, found.menu_id), eq(meals.active, true), inList(menuMeals.meal_id, choice.map((meal) => meal.meal_id))));
  const allowed = new Set(onMenu.map((row) => row.meal_id));
  const missing = choice.filter((meal) => !allowed.has(meal.meal_id));
  if (missing.length > 0) {
    const ids = missing.map((meal) => meal.meal_id).join(", ");
    throw badChoice(`${prefix}Meal ${ids} is not on this class's menu`, field);
  }
  const sum = choice.reduce((total, meal) => total + meal.quantity, 0);
  if (sum !== found.meal_count) throw badChoice(`${prefix}${chooseMealsMessage(found.meal_count, sum)}`, field);
  return choice;
}

/** The statements that make `choice` the line's choice (none: the chef's choice). */
export function mealChoiceStatements(db: Database, cartUuid: string, classId: number, choice: MealChoiceInput[]) {
  const clear = db.delete(cartClassMeals).where(and(eq(cartClassMeals.cart_uuid, cartUuid), eq(cartClassMeals.class_id, classId)));
  if (choice.length === 0) return [clear] as const;
  return [clear, db.insert(cartClassMeals).values(choice.map((meal) => ({ cart_uuid: cartUuid, class_id: classId, ...meal })))] as const;
}

/**
 * A line whose number of meals changes without a new choice goes back to the chef's choice: the
 * old one no longer adds up. Runs before the line's update in the same batch.
 */
export function clearChoiceIfCountChanges(db: Database, cartUuid: string, classId: number, portionQuantityId: number) {
  return db
    .delete(cartClassMeals)
    .where(
      and(
        eq(cartClassMeals.cart_uuid, cartUuid),
        eq(cartClassMeals.class_id, classId),
        sql`exists (select 1 from ${cartClasses} where ${cartClasses.cart_uuid} = ${cartUuid}
          and ${cartClasses.class_id} = ${classId} and ${cartClasses.portion_quantity_id} <> ${portionQuantityId})`,
      ),
    );
}

/** Every line's chosen meals in a cart, by class id; a line without rows is the chef's choice. */
export async function cartMealChoices(db: Database, uuid: string): Promise<Map<number, ChosenMeal[]>> {
  const rows = await db
    .select({ class_id: cartClassMeals.class_id, meal_id: cartClassMeals.meal_id, name: meals.name, quantity: cartClassMeals.quantity })
    .from(cartClassMeals)
    .innerJoin(meals, eq(meals.id, cartClassMeals.meal_id))
    .where(eq(cartClassMeals.cart_uuid, uuid))
    .orderBy(asc(meals.name));
  const byClass = new Map<number, ChosenMeal[]>();
  for (const { class_id, ...meal } of rows) byClass.set(class_id, [...(byClass.get(class_id) ?? []), meal]);
  return byClass;
}

/** Every registration's meals, by registration id (orders, attendee lists, the kitchen's list). */
export async function registrationMealChoices(db: Database, registrationIds: number[]): Promise<Map<number, ChosenMeal[]>> {
  const byRegistration = new Map<number, ChosenMeal[]>();
  if (registrationIds.length === 0) return byRegistration;
  const rows = await db
    .select({
      registration_id: registrationMeals.registration_id,
      meal_id: registrationMeals.meal_id,
      name: meals.name,
      quantity: registrationMeals.quantity,
    })
    .from(registrationMeals)
    .innerJoin(meals, eq(meals.id, registrationMeals.meal_id))
    .where(inList(registrationMeals.registration_id, registrationIds))
    .orderBy(asc(meals.name));
  for (const { registration_id, ...meal } of rows) {
    byRegistration.set(registration_id, [...(byRegistration.get(registration_id) ?? []), meal]);
  }
  return byRegistration;
}

/**
 * PUT carts/{id}/classes/{classId}/meals: a new choice for a line already in this cart (404 for
 * a class that is not: another cart's line is not this cart's). An empty list: the chef's choice.
 */
export async function setLineMeals(db: Database, cart: CartRow, classId: number, input: MealChoiceInput[], now: Date): Promise<void> {
  assertCartOpen(cart);
  const [line] = await db
    .select({ portion_quantity_id: cartClasses.portion_quantity_id })
    .from(cartClasses)
    .where(and(eq(cartClasses.cart_uuid, cart.uuid), eq(cartClasses.class_id, classId)))
    .limit(1);
  if (!line) throw new ApiError(404, "NOT_FOUND", "That class is not in this cart");
  const choice = await checkMealChoice(db, classId, line.portion_quantity_id, input);
  await db.batch([...mealChoiceStatements(db, cart.uuid, classId, choice), touchCart(db, cart.uuid, now)]);
}
