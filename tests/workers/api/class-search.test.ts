/**
 * Catalog search on SQLite FTS5 (issue 29, decision 072): whatever is typed answers 200, the
 * words are found as words and as a word's start, the best matches come first, and the index
 * follows every write of classes, class types, meals, menus and kitchens (its triggers).
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

interface Found {
  data: { id: number; name: string; description: string; class_type_id: number; location_id: number; menu_id: number | null }[];
  meta: { count: number; notice?: string };
}

async function search(text: string, extra = "") {
  const response = await exports.default.fetch(`https://api.internal/classes?limit=1000${extra}&search=${encodeURIComponent(text)}`);
  return { status: response.status, body: (await response.json()) as Found };
}

const names = (body: Found) => body.data.map((shopClass) => shopClass.name);

describe("GET classes?search (FTS5)", () => {
  it("finds pasta classes by the word and by its start", async () => {
    const pasta = await search("pasta");
    expect(pasta.status).toBe(200);
    expect(pasta.body.data.length).toBeGreaterThan(0);
    expect(names(pasta.body)).toContainEqual(expect.stringContaining("Fresh Pasta from Scratch"));
    const prefix = await search("past");
    expect(prefix.status).toBe(200);
    // "past" is the start of pasta (and of pastry): every pasta class is among them.
    const prefixIds = new Set(prefix.body.data.map((shopClass) => shopClass.id));
    for (const shopClass of pasta.body.data) expect(prefixIds.has(shopClass.id)).toBe(true);
    // Every word must be found; a word that is nowhere finds nothing.
    expect((await search("pasta zzyzzyva")).body.data).toEqual([]);
  });

  it("ranks a class named for the words before one that only mentions them", async () => {
    const { body } = await search("pasta");
    // The classes named for pasta come before those whose meals or description only mention it.
    const named = body.data.map((shopClass) => /pasta/i.test(shopClass.name));
    expect(named[0]).toBe(true);
    expect(named.indexOf(false) === -1 || named.lastIndexOf(true) < named.indexOf(false)).toBe(true);
  });

  it.each([
    ['"pasta" AND NEAR(*'],
    ["pasta OR tacos"],
    ["NOT pasta"],
    ["(pasta"],
    ['"'],
    ["*"],
    ["name:pasta"],
    ["pasta^"],
    ["🍝 pasta 🍕"],
    ["🍝🍝🍝"],
    ["%_"],
    ["'; DROP TABLE classes; --"],
    ["x".repeat(10_000)],
    ["🍝".repeat(10_000)],
  ])("answers %s with 200", async (text) => {
    const { status, body } = await search(text);
    expect(status).toBe(200);
    expect(body.meta.count).toBe(body.data.length);
  });

  it("treats operators as words and emoji as separators", async () => {
    // "pasta" with NEAR and AND as words: the words must be found, never parsed as syntax.
    expect((await search('"pasta" AND NEAR(*')).body.data).toEqual([]);
    expect(names((await search("🍝 pasta 🍕")).body)).toEqual(names((await search("pasta")).body));
    expect((await search("🍝🍝🍝")).body.data).toEqual([]);
  });

  it("cuts a search to its first 100 characters and says so", async () => {
    const long = await search(`pasta ${"x".repeat(10_000)}`);
    expect(long.status).toBe(200);
    expect(long.body.meta.notice).toBe("Searched for the first 100 characters");
    const short = await search("pasta");
    expect(short.body.meta.notice).toBeUndefined();
    // The words within the first 100 characters are what is searched.
    const cutToPasta = await search(`pasta ${"-".repeat(94)}zzyzzyva`);
    expect(cutToPasta.body.data.length).toBe(short.body.data.length);
  });

  it("finds classes by their class type, meals and kitchen too", async () => {
    const all = (await exports.default.fetch("https://api.internal/classes?limit=1000&relations=classLocation")).json() as Promise<{
      data: { id: number; location: { name: string } }[];
    }>;
    const first = (await all).data[0]!;
    const kitchenWord = first.location.name.split(/\s+/)[0]!;
    const byKitchen = await search(kitchenWord);
    expect(byKitchen.body.data.map((shopClass) => shopClass.id)).toContain(first.id);
  });

  it("follows writes of classes, class types, meals and kitchens (triggers)", async () => {
    const row = await env.DB.prepare(
      "SELECT c.id, c.name, c.class_type_id, c.location_id, c.menu_id, (SELECT meal_id FROM menu_meals WHERE menu_id = c.menu_id LIMIT 1) AS meal_id FROM classes c WHERE c.menu_id IS NOT NULL AND c.class_is_public = 1 AND c.published = 1 AND c.date > ? ORDER BY c.date LIMIT 1",
    )
      .bind(new Date().toISOString())
      .first<{ id: number; name: string; class_type_id: number; location_id: number; menu_id: number; meal_id: number }>();
    expect(row?.meal_id).toBeTruthy();
    const ids = async (text: string) => (await search(text)).body.data.map((shopClass) => shopClass.id);
    const rename = (table: string, id: number, column: string, value: string) =>
      env.DB.prepare(`UPDATE ${table} SET ${column} = ? WHERE id = ?`).bind(value, id).run();
    const before = await env.DB.prepare(
      "SELECT (SELECT name FROM class_types WHERE id = ?1) AS type, (SELECT name FROM meals WHERE id = ?2) AS meal, (SELECT name FROM locations WHERE id = ?3) AS kitchen",
    )
      .bind(row!.class_type_id, row!.meal_id, row!.location_id)
      .first<{ type: string; meal: string; kitchen: string }>();

    await rename("classes", row!.id, "name", "Quokkaberry Feast");
    expect(await ids("quokkaberr")).toEqual([row!.id]);
    await rename("classes", row!.id, "name", row!.name);
    expect(await ids("quokkaberry")).toEqual([]);

    // The class type's, a meal's and the kitchen's new names find the class; their old ones back, they no longer do.
    for (const [table, id, word, old] of [
      ["class_types", row!.class_type_id, "Wallabyzest", before!.type],
      ["meals", row!.meal_id, "Numbatfig", before!.meal],
      ["locations", row!.location_id, "Bilbyridge", before!.kitchen],
    ] as const) {
      await rename(table, id, "name", `${word} Special`);
      expect(await ids(word.toLowerCase())).toContain(row!.id);
      await rename(table, id, "name", old);
      expect(await ids(word)).toEqual([]);
    }

    // A meal taken off the menu is no longer found with its class; put back, it is again.
    const position = await env.DB.prepare("SELECT position FROM menu_meals WHERE menu_id = ? AND meal_id = ?")
      .bind(row!.menu_id, row!.meal_id)
      .first<number>("position");
    await rename("meals", row!.meal_id, "name", "Dingoplum Pie");
    await env.DB.prepare("DELETE FROM menu_meals WHERE menu_id = ? AND meal_id = ?").bind(row!.menu_id, row!.meal_id).run();
    expect(await ids("dingoplum")).not.toContain(row!.id);
    await env.DB.prepare("INSERT INTO menu_meals (menu_id, meal_id, position) VALUES (?, ?, ?)").bind(row!.menu_id, row!.meal_id, position).run();
    expect(await ids("dingoplum")).toContain(row!.id);
    await rename("meals", row!.meal_id, "name", before!.meal);

    // A seat taken leaves the index as it was; a class deleted leaves it.
    await env.DB.prepare("UPDATE classes SET seats_taken = seats_taken WHERE id = ?").bind(row!.id).run();
    const copy = await env.DB.prepare(
      "INSERT INTO classes (sku, name, description, date, location_id, fulfillment_id, class_type_id, reservation_size_id) SELECT 'SEARCH-COPY', 'Echidnaroot Supper', description, date, location_id, fulfillment_id, class_type_id, reservation_size_id FROM classes WHERE id = ? RETURNING id",
    )
      .bind(row!.id)
      .first<number>("id");
    expect(await ids("echidnaroot")).toEqual([copy]);
    // Moved a week later, it is found in its new week and no longer in its old one (the row's key is its start).
    const { date } = (await env.DB.prepare("SELECT date FROM classes WHERE id = ?").bind(copy).first<{ date: string }>())!;
    const later = new Date(Date.parse(date) + 7 * 86_400_000).toISOString();
    await env.DB.prepare("UPDATE classes SET date = ? WHERE id = ?").bind(later, copy).run();
    const week = (start: string) =>
      `&after_date=${encodeURIComponent(start)}&before_date=${encodeURIComponent(new Date(Date.parse(start) + 86_400_000).toISOString())}`;
    expect((await search("echidnaroot", week(date))).body.data.map((shopClass) => shopClass.id)).toEqual([]);
    expect((await search("echidnaroot", week(later))).body.data.map((shopClass) => shopClass.id)).toEqual([copy]);
    await env.DB.prepare("DELETE FROM classes WHERE id = ?").bind(copy).run();
    expect(await ids("echidnaroot")).toEqual([]);
    const indexed = await env.DB.prepare("SELECT (SELECT count(*) FROM classes) AS classes, (SELECT count(*) FROM class_search) AS rows").first<{
      classes: number;
      rows: number;
    }>();
    expect(indexed!.rows).toBe(indexed!.classes);
  });
});
