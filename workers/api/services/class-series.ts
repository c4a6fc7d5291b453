/**
 * POST classes/series (issue 27, decision 067): a recurring schedule of drafts made in one request
 * and one D1 batch — every class with its audit record, or none when anything is refused.
 */
import { like, or, sql } from "drizzle-orm";
import { classSku, privateSku } from "../../core/class-skus";
import { seriesDates, type Repeat } from "../../core/class-series";
import { localDateTimeToUtc, resolveTimeZone } from "../../core/dates";
import type { Database } from "../db";
import { schema } from "../db";
import { ApiError } from "../lib/errors";
import { auditInsert } from "./audit";
import { reservationSizeId } from "./class-capacity";
import { checkReferences, columnsOf, refuseClashes, type ClassInput } from "./class-admin";
import type { Caller } from "./users";

const { classes } = schema;

const refused = (field: string, message: string) => new ApiError(400, "BAD_REQUEST", "Check the highlighted fields", { [field]: [message] });

/** One sku per date nobody has (one query for the series): the readable one, else -2, -3 … */
async function freeSkus(db: Database, bases: string[], isPrivate: boolean): Promise<string[]> {
  const rows = await db
    .select({ sku: classes.sku })
    .from(classes)
    .where(or(...bases.map((base) => like(classes.sku, `${base}%`))));
  const taken = new Set(rows.map((row) => row.sku));
  return bases.map((base) => {
    let sku = base;
    for (let suffix = 2; taken.has(sku); suffix += 1) sku = `${base}-${suffix}`;
    return isPrivate ? privateSku(sku) : sku;
  });
}

/**
 * The series from `input.date`: drafts at the same time and kitchen every week or two, skipping
 * the spec's holidays. Refused (400) for a bad repeat or a first class not in the future, (409)
 * naming every clash across the series unless `allow_clash`. Answers the ids, earliest first.
 */
export async function createClassSeries(db: Database, actor: Caller, input: ClassInput, repeat: Repeat, now = new Date()) {
  const { location, seats } = await checkReferences(db, input);
  const series = seriesDates(input.date, repeat);
  if ("field" in series) throw refused(`repeat_${series.field}`, series.message);
  if (series.dates.length === 0) throw refused("date", "is a holiday, and so is every date of the series");
  const timezone = resolveTimeZone(location.timezone);
  const starts = series.dates.map((date) => localDateTimeToUtc(date, input.time, timezone).toISOString());
  if (Date.parse(starts[0]!) <= now.getTime()) throw refused("date", "must be in the future");
  await refuseClashes(db, input, location, starts.map((date) => ({ date, duration_minutes: input.duration_minutes })));
  const sizeId = await reservationSizeId(db, seats);
  const skus = await freeSkus(db, series.dates.map((date) => classSku(location.slug, date, input.time, input.fulfillment_id)), !input.class_is_public);
  const statements = series.dates.flatMap((date, index) => {
    const sku = skus[index]!;
    const row = { ...columnsOf({ ...input, date }, timezone, sizeId), sku, published: false, status: "scheduled" as const };
    return [
      db.insert(classes).values(row).returning({ id: classes.id }),
      // The new id is not known before the batch runs: the record finds it by the unique sku.
      auditInsert(db, {
        actor,
        action: "classes.create",
        resource: "classes",
        resourceId: sql`(select cast(${classes.id} as text) from ${classes} where ${classes.sku} = ${sku})`,
        before: null,
        after: { ...row, series: { every_weeks: repeat.every_weeks, class: index + 1, of: series.dates.length } },
      }),
    ];
  });
  const [first, ...rest] = statements;
  const answers = await db.batch([first!, ...rest]);
  const ids = answers.filter((_answer, index) => index % 2 === 0).map((answer) => (answer as Array<{ id: number }>)[0]!.id);
  return { ids, skipped: series.skipped };
}
