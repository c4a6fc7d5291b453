/**
 * What a class of each class type is (issue 30 part 5, decision 087): its menu (the month's
 * freezer meals taken home, or the class's own courses cooked and eaten), its usual length, what
 * to bring, what is included, who may come, wine and parking — ONE table, keyed by the class
 * type's key, that the class page, the reminder e-mail and the seed all read. Pure: no I/O.
 */
import { durationText } from "./counts";

export type ClassTypeMenu = "meals" | "courses";

export interface ClassTypeProfile {
  /** The class type's key (class_types.key); a console-made type borrows the profile of its offer. */
  key: string;
  /** "meals": the month's menu, assembled and taken home; "courses": the class's own dishes, by its theme. */
  menu: ClassTypeMenu;
  /** How long one of its classes runs: the seed's length, and the page's when the class says none. */
  durationMinutes: number;
  /** Whether what is made goes home (so a cooler matters on a warm day). */
  takesHome: boolean;
  /** The heading over the courses of a "courses" type. */
  coursesIntro: string;
  bring: readonly string[];
  included: readonly string[];
  age: string;
  wine: string;
}

const CLOSED_TOES = "Wear closed-toe shoes and tie back long hair.";
const ALLERGIES = "Tell us about allergies when you book and we’ll set your station up safely.";

export const CLASS_TYPE_PROFILES = {
  "meal-assembly": {
    key: "meal-assembly",
    menu: "meals",
    durationMinutes: 120,
    takesHome: true,
    coursesIntro: "",
    bring: [CLOSED_TOES, "Clear a shelf in your freezer: your meals go home frozen flat in labeled bags.", ALLERGIES],
    included: [
      "Every ingredient of your meals, shopped, chopped and waiting at your prep station",
      "Freezer bags and pans, labeled with thawing and cooking times",
      "A host who walks you through each recipe",
      "The dishes: we clean up",
    ],
    age: "Ages 12 and up; under 16 with an adult who assembles too.",
    wine: "Guests 21 and over may bring wine or beer to sip while they assemble; ID may be asked.",
  },
  "cooking-class": {
    key: "cooking-class",
    menu: "courses",
    durationMinutes: 150,
    takesHome: false,
    coursesIntro: "Three courses you cook together, then sit down and eat.",
    bring: [CLOSED_TOES, "Come hungry: dinner is the three courses you cook.", ALLERGIES],
    included: [
      "A chef-led, hands-on lesson and the recipes to keep",
      "Every ingredient, apron and tool",
      "The three-course dinner you cook, served at our table",
    ],
    age: "Ages 16 and up; 12 to 15 with an adult booked beside them.",
    wine: "Guests 21 and over may bring a bottle of wine to enjoy with dinner; we open and pour it, no corkage fee.",
  },
  kids: {
    key: "kids",
    menu: "courses",
    durationMinutes: 90,
    takesHome: true,
    coursesIntro: "What your young chef makes and takes home.",
    bring: [
      "Closed-toe shoes and hair tied back; an apron is waiting at each station.",
      "A grown-up signs them in at the start and picks them up at the end.",
      ALLERGIES,
    ],
    included: ["Every ingredient and kid-sized tools", "A recipe card to make it again at home", "What they make, packed to take home"],
    age: "Ages 7 to 14. Grown-ups are welcome to stay, but need no seat.",
    wine: "No alcohol at kids’ classes.",
  },
  private: {
    key: "private",
    menu: "meals",
    durationMinutes: 150,
    takesHome: true,
    coursesIntro: "",
    bring: [CLOSED_TOES, "Your group: your host has the list of guests at the door.", ALLERGIES],
    included: [
      "The kitchen for your group alone, with a host",
      "Every ingredient of your meals, shopped and chopped",
      "Freezer bags and pans, labeled",
      "The dishes: we clean up",
    ],
    age: "All ages with their group; children under 12 with an adult at their station.",
    wine: "Guests 21 and over may bring wine or beer for the group; ID may be asked.",
  },
  "date-night": {
    key: "date-night",
    menu: "courses",
    durationMinutes: 150,
    takesHome: false,
    coursesIntro: "Three courses you cook side by side, then sit down to enjoy together.",
    bring: [CLOSED_TOES, "Come hungry: dinner is the three courses you cook, served at a table for two.", ALLERGIES],
    included: [
      "A station for the two of you and a chef who guides every course",
      "Every ingredient, apron and tool",
      "Dinner for two at a candlelit table, with sparkling lemonade",
      "The recipes to make it again at home",
    ],
    age: "Adults 18 and up; each booking is one couple at one station.",
    wine: "Guests 21 and over may bring a bottle of wine to share with dinner; we open and pour it, no corkage fee.",
  },
} as const satisfies Record<string, ClassTypeProfile>;

export type ClassTypeProfileKey = keyof typeof CLASS_TYPE_PROFILES;

/** Where to leave the car at any of our kitchens (said on every page at the kitchen). */
export const PARKING_NOTE = "Free parking in the kitchen’s lot and along the street; the door is at the front, beside the big window.";

/** A console-made type (decision 050) is told apart only by what it sells. */
const PROFILE_OF_OFFER: Record<string, ClassTypeProfileKey> = { portions: "meal-assembly", seats: "cooking-class", pairs: "date-night" };

/** The profile of a class type: its own, else the one of the types that sell as it does (offer in any case). */
export function classTypeProfile(key: string, offer: string): ClassTypeProfile {
  const own = (CLASS_TYPE_PROFILES as Record<string, ClassTypeProfile>)[key];
  if (own) return own;
  return { ...CLASS_TYPE_PROFILES[PROFILE_OF_OFFER[offer.toLowerCase()] ?? "meal-assembly"], key };
}

export interface Course {
  course: string;
  dish: string;
}

export interface ClassTheme {
  theme: string;
  courses: readonly Course[];
}

const three = (starter: string, main: string, dessert: string): Course[] => [
  { course: "Starter", dish: starter },
  { course: "Main", dish: main },
  { course: "Dessert", dish: dessert },
];

/** The themes of cooking classes and date nights, in the seed's rotation order, each with its three courses. */
export const DINNER_THEMES: readonly ClassTheme[] = [
  {
    theme: "Tuscan Favorites",
    courses: three("Tomato and basil bruschetta", "Chicken saltimbocca with lemon-garlic orzo", "Vanilla panna cotta with berries"),
  },
  { theme: "Street Taco Night", courses: three("Charred corn elote dip", "Carne asada tacos with fresh pico de gallo", "Churro bites with chocolate sauce") },
  { theme: "Takeout Fakeout", courses: three("Pork and ginger potstickers", "Orange chicken with vegetable fried rice", "Mango sticky rice") },
  { theme: "Fresh Pasta from Scratch", courses: three("Caesar salad with garlic croutons", "Hand-cut fettuccine Alfredo", "Tiramisu cups") },
  {
    theme: "Comfort Classics",
    courses: three("Tomato soup with grilled-cheese croutons", "Herb-roasted chicken with mashed potatoes and gravy", "Peach cobbler"),
  },
  {
    theme: "Steakhouse at Home",
    courses: three("Wedge salad with blue cheese", "Pan-seared ribeye with garlic butter and crispy potatoes", "Molten chocolate cakes"),
  },
  {
    theme: "Sushi Rolling Basics",
    courses: three("Miso soup and salted edamame", "California rolls and spicy salmon rolls", "Green tea ice cream with sesame brittle"),
  },
  {
    theme: "Holiday Entertaining",
    courses: three("Baked brie with cranberries", "Herb-crusted pork tenderloin with roasted root vegetables", "Gingerbread trifle"),
  },
  { theme: "Soups & Breads", courses: three("Rosemary focaccia", "Creamy chicken and wild rice soup", "Cinnamon pull-apart bread") },
  { theme: "Flavors of Thailand", courses: three("Fresh spring rolls with peanut sauce", "Chicken pad thai", "Coconut rice pudding with mango") },
];

const make = (...dishes: string[]): Course[] => dishes.map((dish, index) => ({ course: index === dishes.length - 1 ? "To take home" : "They make", dish }));

/** The themes of kids' classes, in the seed's rotation order, with what the children make. */
export const KIDS_THEMES: readonly ClassTheme[] = [
  { theme: "Homemade Pizza", courses: make("Pizza dough from scratch", "A garden salad they toss themselves", "Two personal pizzas with their own toppings") },
  { theme: "Cookie Decorating", courses: make("Sugar-cookie dough, rolled and cut", "Royal icing in three colours", "A box of decorated cookies") },
  { theme: "Pancake Art", courses: make("Pancake batter from scratch", "Pancake shapes piped from squeeze bottles", "A stack of pancakes and a fruit salad") },
  {
    theme: "Build-a-Burrito",
    courses: make("Seasoned black beans and cilantro-lime rice", "Fresh tomato salsa (with kid-safe knives)", "Two burritos they roll and wrap"),
  },
  { theme: "Mini Pot Pies", courses: make("Buttery pie crust", "Chicken and vegetable filling", "Four mini pot pies to bake at home") },
  { theme: "Rainbow Veggie Wraps", courses: make("Lemony hummus", "Rainbow vegetable ribbons", "Two veggie wraps, rolled tight") },
];

/** A class's theme is what its name says after the type: "Date Night: Street Taco Night" → "Street Taco Night". */
export function themeOfClassName(name: string): string {
  const colon = name.indexOf(":");
  return (colon >= 0 ? name.slice(colon + 1) : name).trim();
}

/**
 * The courses of a class of a "courses" type, found by the theme its name says; null when the
 * type lists the month's meals instead, or the theme is not one we know (a class named in the
 * console): the page then says the chef's menu is announced, never the freezer meals.
 */
export function coursesOf(profile: ClassTypeProfile, className: string): readonly Course[] | null {
  if (profile.menu !== "courses") return null;
  const theme = themeOfClassName(className).toLowerCase();
  const themes = profile.key === "kids" ? KIDS_THEMES : DINNER_THEMES;
  return themes.find((known) => known.theme.toLowerCase() === theme)?.courses ?? null;
}

/** May to September: a long drive home warms a cooler bag. */
const WARM_MONTHS = new Set([5, 6, 7, 8, 9]);
/** December to February: snow on the valley's roads. */
const WINTER_MONTHS = new Set([12, 1, 2]);

/**
 * The note of the class's season (its month, 1–12, in the kitchen's time zone): a cooler only
 * when it is warm and something goes home; winter roads in winter; nothing in spring and autumn.
 */
export function seasonalNote(profile: Pick<ClassTypeProfile, "takesHome">, month: number): string | null {
  if (WARM_MONTHS.has(month)) return profile.takesHome ? "It’s warm out: bring a cooler if you have a long drive home." : null;
  if (WINTER_MONTHS.has(month)) return "Winter roads can be slow: leave a few minutes early. There is a rack for coats and boots by the door.";
  return null;
}

/** What to bring to a class at the kitchen: its own length, the type's lines and the season's note. */
export function whatToBringToClass(profile: ClassTypeProfile, occasion: { durationMinutes: number; month: number }): string[] {
  const note = seasonalNote(profile, occasion.month);
  return [`Plan on ${durationText(occasion.durationMinutes)}.`, ...profile.bring, ...(note ? [note] : [])];
}
