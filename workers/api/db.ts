import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../drizzle/api/schema";

export const database = (d1: D1Database) => drizzle(d1, { schema });
export type Database = ReturnType<typeof database>;
export { schema };
