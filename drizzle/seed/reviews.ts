/**
 * The seed's reviews (decision 064): a few published reviews of each of its past in-person
 * classes (this week's, before the seed's clock), so the class pages show ratings on a fresh start.
 * Deterministic: each class's reviews follow from its sku. They have no registration (the seed has
 * no orders); a class's id is its place in the seed's class rows plus one (inserted in order into
 * an empty table).
 */
import type { reviews } from "../api/schema";
import { CLASS_TYPES, type ClassInsert } from "./data";
import { classTypeProfile } from "../../workers/core/class-type-profiles";

export type ReviewInsert = typeof reviews.$inferInsert;

/** The in-person fulfillment (decision 004: 1 class, 2 pickup, 3 delivery). */
const IN_PERSON = 1;

const AUTHORS = ["Maria G.", "Tyler B.", "Hannah S.", "Josh P.", "Emily R.", "Sam W.", "Brooke L.", "Dallin K.", "Megan T.", "Chris A.", "Lauren H.", "Nate M."];

const COMMENTS: Record<number, readonly string[]> = {
  5: [
    "So much fun! Our host was patient and the food was delicious. We're already planning our next class.",
    "Everything was prepped and ready, the recipes were easy to follow, and the dishes were done for us. Worth every penny.",
    "I finally learned to hold a knife properly. Great music, great people, great food.",
    "Came with my sister and we laughed the whole time. The freezer meals have saved our weeknights.",
  ],
  4: [
    "Really enjoyed it. A little crowded at the stations, but the host kept everything moving.",
    "Tasty menu and clear instructions. I would have liked a few more tips on seasoning.",
    "A great night out. We took home more food than we expected.",
  ],
  3: ["Good food, but we waited a while for the ovens. The staff were friendly about it."],
};

/**
 * The same comments, as said of a class whose courses are eaten at the kitchen (a date night, a
 * cooking class, decision 087): no freezer meals, nothing taken home.
 */
const COURSES_COMMENTS: Record<number, readonly string[]> = {
  ...COMMENTS,
  5: COMMENTS[5]!.map((comment) => comment.replace("The freezer meals have saved our weeknights.", "Sitting down to eat what we cooked was the best part.")),
  4: COMMENTS[4]!.map((comment) => comment.replace("We took home more food than we expected.", "We couldn't believe we cooked all three courses.")),
};

const eatenHere = new Set(CLASS_TYPES.filter((type) => classTypeProfile(type.key, type.offer).menu === "courses").map((type) => type.id as number));

/** FNV-1a: a stable 32-bit number from a string. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function reviewRows(now: Date, classes: readonly ClassInsert[]): ReviewInsert[] {
  const rows: ReviewInsert[] = [];
  classes.forEach((shopClass, index) => {
    const end = new Date(shopClass.date).getTime() + (shopClass.duration_minutes ?? 90) * 60_000;
    if (end >= now.getTime() || shopClass.canceled || !shopClass.class_is_public || shopClass.fulfillment_id !== IN_PERSON) return;
    const hash = hashOf(shopClass.sku);
    const count = 1 + (hash % 3);
    for (let nth = 0; nth < count; nth += 1) {
      const pick = (hash >>> (nth * 5)) + nth;
      // Mostly fives and fours, now and then a three.
      const rating = pick % 7 === 0 ? 3 : pick % 3 === 0 ? 4 : 5;
      const comments = (eatenHere.has(shopClass.class_type_id!) ? COURSES_COMMENTS : COMMENTS)[rating]!;
      const written = new Date(end + (18 + nth * 5) * 3_600_000);
      rows.push({
        registration_id: null,
        class_id: index + 1,
        class_type_id: shopClass.class_type_id,
        rating,
        comment: comments[pick % comments.length]!,
        author_name: AUTHORS[(pick + nth * 5) % AUTHORS.length]!,
        status: "published",
        reply: rating === 3 ? "Thank you for telling us: we've added a second oven rotation to our evening classes." : "",
        created_at: (written.getTime() < now.getTime() ? written : now).toISOString(),
        moderated_at: now.toISOString(),
        replied_at: rating === 3 ? now.toISOString() : null,
      });
    }
  });
  return rows;
}
