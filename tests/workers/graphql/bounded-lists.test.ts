/**
 * Decision 045: the lists decision 044 left whole are pages now. Each test builds more rows than a
 * page through GraphQL, walks the pages (the bound holds, no gaps, no repeats) and checks that bad
 * paging input is BAD_USER_INPUT naming the argument, not a 500.
 */
import { describe, expect, it } from "vitest";
import { ok, refused, seededToken, unique } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

/** Every page of `read(first, offset)`, `size` at a time, until a short page. */
async function walk(read: (first: number, offset: number) => Promise<string[]>, size: number): Promise<string[][]> {
  const pages: string[][] = [];
  for (let offset = 0; ; offset += size) {
    const page = await read(size, offset);
    expect(page.length).toBeLessThanOrEqual(size);
    pages.push(page);
    if (page.length < size) return pages;
  }
}

describe("adminMeals pages (decision 045)", () => {
  it("answers a filtered page at a time, in order, without gaps or repeats", async () => {
    const word = `Paged${unique()}`;
    const ids: string[] = [];
    for (const name of ["Apple", "Barley", "Carrot", "Dill", "Endive"]) {
      const { createMeal } = await ok<{ createMeal: { meal: { id: string } } }>(
        `mutation ($input: MealInput!) { createMeal(input: $input) { meal { id } } }`,
        { input: { name: `${name} ${word}`, mealTypeId: "1", priceCents: 3000, active: false } },
        MANAGER,
      );
      ids.push(createMeal.meal.id);
    }
    const QUERY = `query ($search: String, $first: Int, $offset: Int) {
      adminMeals(search: $search, mealTypeId: "1", active: false, first: $first, offset: $offset) { meal { id name active } }
    }`;
    const read = async (first: number, offset: number) =>
      (await ok<{ adminMeals: Array<{ meal: { id: string; active: boolean } }> }>(QUERY, { search: word, first, offset }, STAFF)).adminMeals.map(
        ({ meal }) => meal.id,
      );
    const pages = await walk(read, 2);
    expect(pages).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    // Without first: one page of at most 100, these five whole.
    expect(await read(100, 0)).toEqual(ids);
    const all = await ok<{ adminMeals: unknown[] }>("{ adminMeals { meal { id } } }", {}, STAFF);
    expect(all.adminMeals.length).toBeLessThanOrEqual(100);
  });

  it.each([
    ["{ adminMeals(first: 0) { meal { id } } }", "first"],
    ["{ adminMeals(first: 101) { meal { id } } }", "first"],
    ["{ adminMeals(offset: -1) { meal { id } } }", "offset"],
    ["{ adminMeals(offset: 10001) { meal { id } } }", "offset"],
    [`{ adminMeals(mealTypeId: "soup") { meal { id } } }`, "mealTypeId"],
  ])("refuses %s with BAD_USER_INPUT on %s", async (query, field) => {
    const error = await refused(query, {}, STAFF);
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(error.extensions.fields).toHaveProperty(field);
  });
});
