/**
 * A class's seats as its reservation size (decision 067): the spec keeps the `reservationSize`
 * relation, so any number of seats 1–200 is one reservation_sizes row, found or made here.
 */
import { sql } from "drizzle-orm";
import { reservationSizeName } from "../../core/class-capacity";
import type { Database } from "../db";
import { schema } from "../db";

const { reservationSizes } = schema;

/**
 * The id of the size with exactly `seats` seats, made when no class had that many yet: one
 * statement, safe when two staff save the same new number at once (seats is unique). Run once the
 * class passed its checks, so a refused class makes no size; a size no class uses is harmless.
 */
export async function reservationSizeId(db: Database, seats: number): Promise<number> {
  const [row] = await db
    .insert(reservationSizes)
    .values({ name: reservationSizeName(seats), seats })
    // "Do update" of nothing, so `returning` answers the existing row too.
    .onConflictDoUpdate({ target: reservationSizes.seats, set: { seats: sql`excluded.seats` } })
    .returning({ id: reservationSizes.id });
  if (!row) throw new Error(`No reservation size for ${seats} seats`);
  return row.id;
}
