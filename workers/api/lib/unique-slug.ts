/** The staff forms' slugs (locations, meals): a slug taken between the check and the write. */
import { ApiError } from "./errors";

/**
 * Runs a batch that writes `table`'s slug: the same slug saved by someone else between the check
 * and the batch makes the unique index refuse it, answered as the form's slug error ("is already
 * used by another `noun`"); any other failure is rethrown.
 */
export async function slugTaken<T>(table: string, noun: string, batch: Promise<T>): Promise<T> {
  try {
    return await batch;
  } catch (error) {
    const text = error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error);
    if (text.toLowerCase().includes(`unique constraint failed: ${table}.slug`)) {
      throw new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", { slug: [`is already used by another ${noun}`] });
    }
    throw error;
  }
}
