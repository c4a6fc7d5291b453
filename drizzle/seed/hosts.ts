/** Hosts' public profiles (decision 039): a short bio for each seeded host; pictures.ts draws their portraits. */
import type * as schema from "../api/schema";
import { USERS } from "./data";

/** A short bio per host, in the voice of the shop (the class page's host card). */
export const HOST_BIOS: Record<string, string> = {
  "tyler.christensen@cachevalleykitchen.com":
    "Tyler grew up cooking Sunday dinners for eleven in Hyde Park and has run our Logan kitchen since it opened. He teaches knife skills like a coach: short drills, lots of encouragement.",
  "ana.morales@cachevalleykitchen.com":
    "Ana learned to cook in her grandmother's kitchen in Puebla and in restaurant kitchens in Salt Lake City. Her classes are all about salsas, slow braises and tortillas made by hand.",
  "jake.petersen@cachevalleykitchen.com":
    "A former line cook and a father of four, Jake leads our kids' classes and the freezer-meal nights. He believes every recipe should survive a busy Tuesday.",
  "brooke.jensen@cachevalleykitchen.com":
    "Brooke is a trained pastry cook who came home to Utah for the scones. She hosts our date nights and private parties, and never lets anyone leave without dessert.",
};

/** One host profile (bio) per seeded host. */
export function hostProfileRows(): Array<typeof schema.hostProfiles.$inferInsert> {
  return USERS.filter((user) => user.host).map((user) => ({ user_id: user.id, bio: HOST_BIOS[user.email] ?? "" }));
}
