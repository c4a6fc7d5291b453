/**
 * The flat-growth bench case (issue 12, decision 044): the seed's classes grown to 10,000 in the
 * bench's local D1, as a shop accumulates them. The seed draws 13 weeks (91 days) of classes from
 * the start of this week; the added ones repeat that schedule — every kitchen, class type,
 * fulfillment, reservation size and host of it, on the same weekdays and hours — 91 days further
 * back for each earlier quarter (completed classes, about four years of them), and a quarter of
 * it over the four quarters after the seed's window (classes already scheduled for next year).
 * Nothing is added inside the seed's window: a shop's current quarter does not grow because it
 * has a long past, which is what the case measures. One INSERT … SELECT, in a few hundred ms.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, run } from "../../scripts/stack";

export const SCALE_CLASSES = Number(process.env.BENCH_SCALE_CLASSES ?? 10_000);

/** Grows `classes` to `total` rows (nothing when it has that many already). */
export function scaleSql(total = SCALE_CLASSES): string {
  return `
WITH RECURSIVE
seeded(count) AS (SELECT count(*) FROM classes),
template AS (SELECT row_number() OVER (ORDER BY date, id) - 1 AS k, * FROM classes),
n(i) AS (SELECT 0 WHERE (SELECT count FROM seeded) < ${total}
         UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${total} - (SELECT count FROM seeded)),
placed AS (
  SELECT n.i, t.*,
         -- The first quarter of the copies goes to the next year (one in four of the seed's rows per
         -- quarter), the rest to earlier quarters, each a whole copy of the seed's 13 weeks.
         CASE WHEN n.i < s.count / 4 * 4
              THEN 91 * (1 + n.i % 4)
              ELSE -91 * (1 + (n.i - s.count / 4 * 4) / s.count) END AS shift
  FROM n, seeded s
  JOIN template t ON t.k = CASE WHEN n.i < s.count / 4 * 4 THEN (n.i / 4) * 4 + n.i % 4 ELSE (n.i - s.count / 4 * 4) % s.count END
)
INSERT INTO classes (sku, name, description, date, duration_minutes, location_id, fulfillment_id, class_type_id,
  reservation_size_id, seats_taken, host_id, menu_id, class_is_public, canceled, published, status, created_at)
SELECT 'SCALE-' || i, name, description, strftime('%Y-%m-%dT%H:%M:%fZ', date, shift || ' days'), duration_minutes,
       location_id, fulfillment_id, class_type_id, reservation_size_id,
       CASE WHEN shift > 0 THEN 0 ELSE seats_taken END, host_id, menu_id, class_is_public, canceled, published,
       CASE WHEN shift > 0 THEN 'scheduled' ELSE 'completed' END,
       strftime('%Y-%m-%dT%H:%M:%fZ', date, ((CASE WHEN shift > 0 THEN 0 ELSE shift END) - 60) || ' days')
FROM placed;
`;
}

/** Writes the classes into the local api database of `persistDir` (before the workers start). */
export function fillScale(persistDir: string, total = SCALE_CLASSES): void {
  const dir = mkdtempSync(join(tmpdir(), "scale-"));
  const file = join(dir, "scale.sql");
  writeFileSync(file, scaleSql(total));
  try {
    run(join(ROOT, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "-c", "workers/api/wrangler.toml", "--persist-to", persistDir, "--file", file, "-y"], {
      quiet: true,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
