/**
 * The seed's pictures (decision 039): every meal, class type, kitchen and host gets an
 * illustration drawn by artwork.ts, rasterised by the caller (run.ts uses sharp in Node; tests
 * may pass anything that answers JPEG or PNG bytes) and stored as the api stores an upload
 * (the caller passes the api's putPicture: hashed key, year-long cache header, smaller widths;
 * worker tests pass a simpler one, photon's WebAssembly not loading in a test's own module) with
 * its media row. Hosts'
 * bios are ordinary seed rows (hostProfileRows); their pictures come here.
 */
import { eq, isNotNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import * as schema from "../api/schema";
import { checkPicture } from "../../workers/core/media";
import type { putPicture } from "../../workers/api/services/media";
import { classTypeSvg, hostSvg, locationSvg, mealSvg } from "./artwork";
import { CLASS_TYPES, LOCATIONS, MEALS, USERS } from "./data";
import type { ApiDb } from "./seed";

const CLASS_TYPE_ALT: Record<string, string> = {
  "meal-assembly": "Trays of freezer meals being filled at a prep station",
  "cooking-class": "A sizzling pan and a pot of soup on a stove, with a wooden spoon",
  kids: "A mixing bowl, three measuring cups and a wooden spoon on a floured board beside a small chef's hat",
  private: "A long table set for a party, with plates, glasses and candles",
  "date-night": "A table for two with two plated dinners, two glasses of wine and a candle",
};

export type SeedSubject = "meal" | "class-type" | "location" | "host";

/** A picture the seed draws: what it is of, where it goes, the drawing and its alt text. */
export interface SeedDrawing {
  subject: SeedSubject;
  id: number;
  folder: string;
  alt: string;
  svg: () => string;
}

/** Every picture the seed draws, in a fixed order (meal ids are their position + 1, as mealRows). */
export function seedDrawings(): SeedDrawing[] {
  return [
    ...MEALS.map((meal, index) => ({
      subject: "meal" as const,
      id: index + 1,
      folder: `meals/${index + 1}`,
      alt: `${meal.name}, served`,
      svg: () => mealSvg(meal.name, meal.ingredients),
    })),
    ...CLASS_TYPES.map((type) => ({
      subject: "class-type" as const,
      id: type.id,
      folder: `class-types/${type.id}`,
      alt: CLASS_TYPE_ALT[type.key] ?? type.name,
      svg: () => classTypeSvg(type.key),
    })),
    ...LOCATIONS.map((location) => ({
      subject: "location" as const,
      id: location.id,
      folder: `locations/${location.id}`,
      alt: `The storefront of our ${location.city} kitchen`,
      svg: () => locationSvg(location.slug, location.slug === "st-george"),
    })),
    ...USERS.filter((user) => user.host).map((user) => ({
      subject: "host" as const,
      id: user.id,
      folder: `hosts/${user.id}`,
      alt: `${user.first_name} ${user.last_name} in a chef's coat`,
      svg: () => hostSvg(`${user.first_name} ${user.last_name}`),
    })),
  ];
}

/** Turns a drawing into JPEG (or PNG) bytes. */
export type Rasterise = (svg: string) => Promise<Uint8Array<ArrayBuffer>>;

function pointAt(db: ApiDb, drawing: SeedDrawing, key: string): BatchItem<"sqlite"> {
  const values = { picture_key: key, picture_alt: drawing.alt };
  switch (drawing.subject) {
    case "meal":
      return db.update(schema.meals).set(values).where(eq(schema.meals.id, drawing.id));
    case "class-type":
      return db.update(schema.classTypes).set(values).where(eq(schema.classTypes.id, drawing.id));
    case "location":
      return db.update(schema.locations).set(values).where(eq(schema.locations.id, drawing.id));
    case "host":
      return db
        .insert(schema.hostProfiles)
        .values({ user_id: drawing.id, ...values })
        .onConflictDoUpdate({ target: schema.hostProfiles.user_id, set: values });
  }
}

/**
 * Draws and stores the seed's pictures once: when no class type has a picture yet (a database
 * seeded before pictures existed gets them too). Meals that already have one (an upload) keep
 * it, and a seeded meal without one gets its drawing on every run (decision 087: every meal has a
 * picture, also meals added to the seed after a database was first seeded). Answers how many
 * pictures it stored.
 */
export async function seedPictures(db: ApiDb, bucket: R2Bucket, rasterise: Rasterise, put: typeof putPicture): Promise<number> {
  const [done] = await db.select({ id: schema.classTypes.id }).from(schema.classTypes).where(isNotNull(schema.classTypes.picture_key)).limit(1);
  const pictured = new Set(
    (await db.select({ id: schema.meals.id }).from(schema.meals).where(isNotNull(schema.meals.picture_key))).map((row) => row.id),
  );
  const statements: BatchItem<"sqlite">[] = [];
  const seeded = new Set((await db.select({ id: schema.meals.id }).from(schema.meals)).map((row) => row.id));
  for (const drawing of seedDrawings()) {
    if (drawing.subject === "meal" ? pictured.has(drawing.id) || !seeded.has(drawing.id) : done) continue;
    const bytes = await rasterise(drawing.svg());
    const checked = checkPicture(bytes);
    if (!checked.ok) throw new Error(`seed: the drawing of ${drawing.folder} was refused: ${checked.message}`);
    const row = await put(bucket, drawing.folder, { bytes, picture: checked.picture });
    statements.push(db.insert(schema.media).values(row).onConflictDoNothing(), pointAt(db, drawing, row.key));
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return statements.length / 2;
}
