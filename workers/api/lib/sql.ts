/** SQL pieces shared by the services. Input is always bound as a parameter, never spliced in. */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * `column IN (values)` with the whole list bound as one JSON parameter: D1 binds at most 100
 * parameters per statement, and a batch of ids must not run into that limit.
 */
export function inList(column: SQLWrapper, values: ReadonlyArray<string | number>): SQL {
  return sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;
}

/** Rows grouped by a key, keeping their order. */
export function groupBy<Row, Key>(rows: readonly Row[], key: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

// Text search of the staff lists (users, classes, orders, registrations). D1 refuses LIKE patterns
// longer than 50 bytes ("LIKE or GLOB pattern too complex"), so a pasted e-mail address searched
// with LIKE was a 500; instr() has no such limit and treats % and _ as the characters they are.

/** Case-insensitive "expression contains needle". */
export function contains(expression: SQLWrapper, needle: string): SQL {
  return sql`instr(lower(${expression}), ${needle.toLowerCase()}) > 0`;
}

/** The same condition in raw SQL; `parameter` is the placeholder bound to the lowercased needle. */
export const containsRaw = (expression: string, parameter: string) => `instr(lower(${expression}), ${parameter}) > 0`;

/** The words of a search box, lowercased; at most `max`, so a pasted paragraph stays cheap. */
export function searchWords(search: string | undefined, max = 5): string[] {
  return (search ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, max);
}

/** Raw SQL's numbered parameters (`?1`, `?2` …), each value bound in the order it is named. */
export function sqlParameters() {
  const values: Array<string | number> = [];
  const bind = (value: string | number) => {
    values.push(value);
    return `?${values.length}`;
  };
  return { values, bind };
}

/** One raw condition per word of a search box: the word in any of `columns`. */
export const wordsInAnyOf = (search: string | undefined, columns: readonly string[], bind: (value: string) => string): string[] =>
  searchWords(search).map((word) => {
    const needle = bind(word);
    return `(${columns.map((column) => containsRaw(column, needle)).join(" OR ")})`;
  });
