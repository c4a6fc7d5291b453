/**
 * A class's grocery list (spec §9): the measured ingredients of the class's own menu, grouped by
 * aisle, in the spec's eighths, scaled by what the class sells (decision 066):
 * - a class sold by portions (meal assembly) takes home kits: the kits sold, planned as an even
 *   share of the menu's meals (until customers choose their meals, issue 11);
 * - a class sold per guest or couple (a cooking class, date night, kids) cooks every meal of its
 *   menu for each guest: a meal's recipe (one kit, serving `serves`) times guests ÷ serves.
 */
import { and, eq, inArray } from "drizzle-orm";
import { formatQuantity } from "../../core/quantities";
import type { Database } from "../db";
import { schema } from "../db";
import { findClassRow } from "./class-admin";
import { holdsSeat } from "./class-admin-reads";

const { classTypes, menuMeals, meals, mealIngredients, registrations, portionSizes, portionQuantities } = schema;

/** Kits one registration takes home: half portions are half a kit (serves 2–3 of 4–6). */
const KIT_FACTOR: Record<string, number> = { half: 0.5, full: 1 };

interface Line {
  name: string;
  unit: string;
  aisle: string;
  quantity: number;
  meals: Set<string>;
}

/** GET classes/{id}/grocery. */
export async function classGrocery(db: Database, id: number) {
  const row = await findClassRow(db, id);
  const [[type], booked, menuMealRows] = await Promise.all([
    db.select({ offer: classTypes.offer }).from(classTypes).where(eq(classTypes.id, row.class_type_id)).limit(1),
    db
      .select({ size: portionSizes.key, meal_count: portionQuantities.meal_count })
      .from(registrations)
      .innerJoin(portionSizes, eq(portionSizes.id, registrations.portion_size_id))
      .innerJoin(portionQuantities, eq(portionQuantities.id, registrations.portion_quantity_id))
      .where(and(eq(registrations.class_id, id), holdsSeat)),
    row.menu_id === null
      ? Promise.resolve([])
      : db.select({ id: meals.id, serves: meals.serves }).from(menuMeals).innerJoin(meals, eq(meals.id, menuMeals.meal_id)).where(eq(menuMeals.menu_id, row.menu_id)),
  ]);
  const perGuest = type !== undefined && type.offer !== "portions";
  const kits = perGuest ? 0 : booked.reduce((sum, registration) => sum + registration.meal_count * (KIT_FACTOR[registration.size] ?? 1), 0);
  const guests = booked.length;
  // How many times each meal's recipe is made.
  const times = new Map(
    menuMealRows.map((meal) => [meal.id, perGuest ? guests / Math.max(1, meal.serves) : menuMealRows.length > 0 ? kits / menuMealRows.length : 0]),
  );
  const ingredients =
    menuMealRows.length === 0
      ? []
      : await db
          .select({
            meal_id: mealIngredients.meal_id,
            name: mealIngredients.name,
            unit: mealIngredients.unit,
            aisle: mealIngredients.aisle,
            quantity: mealIngredients.quantity,
            meal: meals.name,
          })
          .from(mealIngredients)
          .innerJoin(meals, eq(meals.id, mealIngredients.meal_id))
          .where(inArray(mealIngredients.meal_id, [...times.keys()]));
  const lines = new Map<string, Line>();
  for (const ingredient of ingredients) {
    const key = `${ingredient.aisle}\n${ingredient.name.toLowerCase()}\n${ingredient.unit}`;
    const line = lines.get(key) ?? { name: ingredient.name, unit: ingredient.unit, aisle: ingredient.aisle, quantity: 0, meals: new Set<string>() };
    line.quantity += ingredient.quantity * (times.get(ingredient.meal_id) ?? 0);
    line.meals.add(ingredient.meal);
    lines.set(key, line);
  }
  const aisles = new Map<string, Array<{ name: string; unit: string; quantity: number; shown: string; meals: string[] }>>();
  for (const line of [...lines.values()].sort((a, b) => a.aisle.localeCompare(b.aisle) || a.name.localeCompare(b.name))) {
    if (line.quantity <= 0) continue;
    const list = aisles.get(line.aisle) ?? [];
    list.push({ name: line.name, unit: line.unit, quantity: Math.round(line.quantity * 1000) / 1000, shown: formatQuantity(line.quantity), meals: [...line.meals].sort() });
    aisles.set(line.aisle, list);
  }
  return {
    per_guest: perGuest,
    kits,
    guests,
    registrations: booked.length,
    menu_meals: menuMealRows.length,
    aisles: [...aisles].map(([aisle, items]) => ({ aisle, items })),
  };
}
