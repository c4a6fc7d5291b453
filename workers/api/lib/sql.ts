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
