/**
 * The newsroom's seed (decision 028): a few press releases and in-the-news links so /newsroom is
 * not empty. Their pictures are drawn here (banded PNGs, like the upload tests', never downloaded)
 * and put in the local MEDIA bucket with their media rows, the way the api stores an upload.
 * Seeded when the newsroom is empty, so a database seeded before the newsroom existed gets it too.
 */
import { count } from "drizzle-orm";
import { bandedPng } from "../../tests/support/png";
import * as schema from "../api/schema";
import type { ApiDb } from "./seed";
import { checkPicture } from "../../workers/core/media";
import { putPicture } from "../../workers/api/services/media";
import { GROUP_SIZE_MAX, GROUP_SIZE_MIN } from "../../workers/core/class-requests";
import { FULFILLMENT, LOCATIONS, seedSlotsOf, type SeedLocation, type Slot } from "./data";

type Rgb = readonly [number, number, number];

interface SeedPicture {
  width: number;
  height: number;
  colors: readonly [Rgb, Rgb];
  alt: string;
}

interface SeedRelease {
  slug: string;
  title: string;
  summary: string;
  body: string;
  daysAgo: number;
  status: "draft" | "published";
  picture?: SeedPicture;
}

interface SeedLink {
  outlet: string;
  title: string;
  url: string;
  daysAgo: number;
  logo?: SeedPicture;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven"];
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** "Logan, Ogden and Provo". */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const kitchen = (slug: string): SeedLocation => {
  const found = LOCATIONS.find((location) => location.slug === slug);
  if (!found) throw new Error(`seed: no kitchen ${slug}`);
  return found;
};

/** The weekdays (plural, Monday first) on which a kitchen's seed schedule has `match` every week. */
function weeklyDays(location: SeedLocation, match: (slot: Slot) => boolean): string[] {
  const days = new Set(seedSlotsOf(location).filter((slot) => match(slot) && !slot.every).map((slot) => slot.weekday));
  return [...days].sort().map((day) => `${WEEKDAYS[day]}s`);
}

/**
 * What the newsroom says of kitchens, nights, delivery days and group sizes is read from the
 * seed's own kitchens and schedule (issue 30 part 9), so the two never disagree.
 */
const OGDEN = kitchen("ogden");
const PUBLIC_EVENINGS = (slot: Slot) => slot.fulfillment === FULFILLMENT.inPerson && slot.kind !== "private" && slot.hour >= 17;
const IS_DELIVERY = (slot: Slot) => slot.fulfillment === FULFILLMENT.delivery;
const DELIVERING = LOCATIONS.filter((location) => location.active && location.fulfillment_ids.includes(FULFILLMENT.delivery));
const DELIVERY_DAYS = [...new Set(DELIVERING.flatMap((location) => weeklyDays(location, IS_DELIVERY)))];
const PRIVATE_KITCHENS = LOCATIONS.filter((location) => location.active && location.allow_custom_class).map((location) => location.city);
const DATE_NIGHT_EVERY = seedSlotsOf(OGDEN).find((slot) => slot.kind === "date-night")?.every;

export const SEED_PRESS_RELEASES: readonly SeedRelease[] = [
  {
    slug: "cache-valley-kitchen-opens-ogden-kitchen",
    title: "Cache Valley Kitchen opens a teaching kitchen in Ogden",
    summary: `Evening classes on ${listInWords(weeklyDays(OGDEN, PUBLIC_EVENINGS))}, a pickup counter for meal kits and delivery on ${listInWords(weeklyDays(OGDEN, IS_DELIVERY))}.`,
    body: [
      `Cache Valley Kitchen opens its teaching kitchen at **${OGDEN.street} in ${OGDEN.city}**, with a pickup counter for pre-assembled meal kits.`,
      "",
      "## What the new kitchen offers",
      "",
      `- Evening classes on ${listInWords(weeklyDays(OGDEN, PUBLIC_EVENINGS))}${DATE_NIGHT_EVERY === 2 ? ", and a date night every other Saturday" : ""}`,
      `- Meal kit pickup from the same counter, and delivery on ${listInWords(weeklyDays(OGDEN, IS_DELIVERY))}`,
      `- Private classes for groups of ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX} at our ${listInWords(PRIVATE_KITCHENS)} kitchens: [plan one](/host-class-progress)`,
      "",
      "Classes are on the schedule now: [see the classes](/classes).",
    ].join("\n"),
    daysAgo: 12,
    status: "published",
    picture: { width: 1200, height: 675, colors: [[47, 107, 58], [230, 240, 227]], alt: "The Ogden kitchen's cooking stations" },
  },
  {
    slug: "meal-kits-delivered-across-northern-utah",
    title: `Meal kits now delivered from ${NUMBER_WORDS[DELIVERING.length] ?? DELIVERING.length} of our kitchens`,
    summary: `Delivery from ${listInWords(DELIVERING.map((location) => location.city))} every ${listInWords(DELIVERY_DAYS.map((day) => day.slice(0, -1)))}.`,
    body: [
      `Customers near our ${listInWords(DELIVERING.map((location) => location.city))} kitchens can now have their meal kits delivered on **${listInWords(DELIVERY_DAYS)}**.`,
      "",
      "Every kit comes with measured ingredients and the same step-by-step instructions our instructors teach in class.",
    ].join("\n"),
    daysAgo: 45,
    status: "published",
    picture: { width: 1200, height: 675, colors: [[180, 69, 47], [251, 247, 239]], alt: "Meal kits packed in insulated boxes" },
  },
  {
    slug: "charity-cooking-nights-raise-funds",
    title: "Charity cooking nights raise funds for the Cache Community Food Pantry",
    summary: "A share of every class in December goes to the pantry.",
    body: "During December a share of every class fee goes to the **Cache Community Food Pantry**. Thank you to everyone who cooked with us.",
    daysAgo: 80,
    status: "published",
  },
  {
    slug: "spring-menu-preview",
    title: "A preview of the spring menu",
    summary: "Not yet published: staff see it in the console.",
    body: "Coming soon.",
    daysAgo: -20,
    status: "draft",
  },
];

export const SEED_NEWS_LINKS: readonly SeedLink[] = [
  {
    outlet: "Herald Journal",
    title: "Logan cooking school fills its classes with first-time cooks",
    url: "https://www.hjnews.com/",
    daysAgo: 20,
    logo: { width: 240, height: 80, colors: [[31, 36, 33], [255, 255, 255]], alt: "Herald Journal" },
  },
  {
    outlet: "Standard-Examiner",
    title: "Ogden gets a teaching kitchen",
    url: "https://www.standard.net/",
    daysAgo: 10,
  },
  {
    outlet: "Utah Public Radio",
    title: "Learning to cook together, one station at a time",
    url: "https://www.upr.org/",
    daysAgo: 60,
    logo: { width: 240, height: 80, colors: [[26, 95, 180], [255, 255, 255]], alt: "Utah Public Radio" },
  },
];

/** YYYY-MM-DD `days` before `now` (negative: after). */
function dayBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The picture stored in MEDIA as the api stores an upload (putPicture) and its media row; null without a bucket. */
async function storeSeedPicture(db: ApiDb, bucket: R2Bucket | undefined, folder: string, picture: SeedPicture | undefined): Promise<string | null> {
  if (!bucket || !picture) return null;
  const bytes = await bandedPng(picture.width, picture.height, picture.colors[0], picture.colors[1]);
  const checked = checkPicture(bytes, "image/png");
  if (!checked.ok) throw new Error(`seed: a drawn picture was refused: ${checked.message}`);
  const row = await putPicture(bucket, folder, { bytes, picture: checked.picture });
  await db.insert(schema.media).values(row).onConflictDoNothing();
  return row.key;
}

/** Seeds the newsroom when it has nothing yet; answers how many items it wrote. */
export async function seedNewsroom(db: ApiDb, bucket: R2Bucket | undefined, now: Date): Promise<number> {
  const [articles] = await db.select({ n: count() }).from(schema.articles);
  const [links] = await db.select({ n: count() }).from(schema.newsLinks);
  if ((articles?.n ?? 0) > 0 || (links?.n ?? 0) > 0) return 0;
  for (const release of SEED_PRESS_RELEASES) {
    const imageKey = await storeSeedPicture(db, bucket, "press-releases", release.picture);
    await db.insert(schema.articles).values({
      kind: "press-release",
      slug: release.slug,
      title: release.title,
      summary: release.summary,
      body: release.body,
      image_key: imageKey,
      image_alt: imageKey ? (release.picture?.alt ?? "") : "",
      published_on: dayBefore(now, release.daysAgo),
      status: release.status,
    });
  }
  for (const link of SEED_NEWS_LINKS) {
    const logoKey = await storeSeedPicture(db, bucket, "in-the-news", link.logo);
    await db.insert(schema.newsLinks).values({
      outlet: link.outlet,
      title: link.title,
      url: link.url,
      logo_key: logoKey,
      logo_alt: logoKey ? (link.logo?.alt ?? "") : "",
      published_on: dayBefore(now, link.daysAgo),
      status: "published",
    });
  }
  return SEED_PRESS_RELEASES.length + SEED_NEWS_LINKS.length;
}
