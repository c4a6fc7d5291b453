/**
 * The scheduler over a grown shop (issue 28, decisions 062–063): on the bench's database of
 * 10,000 classes, due work is added — registrations of the classes of the next two days (booked
 * ten days before, each with its own address: one reminder e-mail each, the most e-mails),
 * gift cards bought for yesterday and a minimum on the next three days' first classes (decision
 * 065: the booked ones go ahead, the empty ones are canceled) — and the scheduler is run until
 * nothing is left, each run timed. A run's wall time on the local stack bounds its CPU time (it includes every D1 round
 * trip); the budget is far inside a Cron Trigger's CPU limit (30 s).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, run } from "../../scripts/stack";

/** Registrations added per class starting in the next 47 hours, and gift cards due. */
const SEATS_PER_CLASS = 40;
const DUE_GIFT_CARDS = 500;
/** Classes of the next 72 hours given a minimum of 30 seats: those booked above go ahead, the others are canceled. */
const DECIDED_CLASSES = 40;
/**
 * The budget of one scheduler run (every job, each at its bound), in milliseconds of wall time: a
 * sixth of a Cron Trigger's 30 s of CPU, which the wall time (CPU and every D1 round trip) bounds.
 */
export const SCHEDULER_RUN_BUDGET_MS = 5_000;

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

function workSql(): string {
  return `
INSERT INTO orders (number, kind, checkout_id, email, first_name, last_name, subtotal_cents, discount_cents, tax_cents,
  donation_cents, gift_card_cents, total_cents, amount_paid_cents, payment_provider, created_at)
VALUES ('CVK-BENCH-SCHEDULER', 'cart', 'bench-scheduler', 'bench@example.com', 'Bench', 'Buyer', 0, 0, 0, 0, 0, 0, 0, 'sandbox',
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-10 days'));
WITH RECURSIVE seat(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM seat WHERE k < ${SEATS_PER_CLASS})
INSERT INTO registrations (order_id, class_id, first_name, last_name, email, allergies, portion_size_id, portion_quantity_id,
  price_cents, discount_cents, tax_cents, total_cents, status, created_at)
SELECT (SELECT id FROM orders WHERE number = 'CVK-BENCH-SCHEDULER'), c.id, 'Guest', 'Bench', 'bench-' || c.id || '-' || seat.k || '@example.com',
  '[]', 1, 1, 5000, 0, 0, 5000, 'registered', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-10 days')
FROM classes c JOIN fulfillments f ON f.id = c.fulfillment_id, seat
WHERE c.canceled = 0 AND f.key IN ('in-person', 'pre-assembled') AND c.date > ${NOW} AND c.date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+47 hours');
WITH RECURSIVE card(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM card WHERE k < ${DUE_GIFT_CARDS})
INSERT INTO gift_cards (code, initial_cents, balance_cents, recipient_name, recipient_email, sender_name, purchaser_email, order_id, send_on)
SELECT 'BNCH-' || printf('%04d', k) || '-SCHD-0000', 5000, 5000, 'Friend', 'friend-' || k || '@example.com', 'Bench', 'bench@example.com',
  (SELECT id FROM orders WHERE number = 'CVK-BENCH-SCHEDULER'), date('now', '-2 days')
FROM card;
UPDATE classes SET min_seats = 30 WHERE id IN (
  SELECT id FROM classes WHERE canceled = 0 AND published = 1 AND status = 'scheduled' AND date > ${NOW}
    AND date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+71 hours') ORDER BY date LIMIT ${DECIDED_CLASSES});
`;
}

/** Adds the due work to the local api database of `persistDir` (before the workers start). */
export function fillSchedulerWork(persistDir: string): void {
  const dir = mkdtempSync(join(tmpdir(), "scheduler-"));
  const file = join(dir, "work.sql");
  writeFileSync(file, workSql());
  try {
    run(join(ROOT, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "-c", "workers/api/wrangler.toml", "--persist-to", persistDir, "--file", file, "-y"], {
      quiet: true,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type JobOutcome = { items: number; more: boolean } | "skipped" | { error: string };

/**
 * Runs the scheduler of the stack at `origin` until no job has work left (at most 20 runs),
 * reporting each job's items, the number of runs and the slowest run against the budget.
 */
export async function schedulerFigures(origin: string, label: string, report: (line: string, ok?: boolean) => void): Promise<void> {
  const items = new Map<string, number>();
  const times: number[] = [];
  for (let runs = 0; runs < 20; runs++) {
    const started = performance.now();
    const answer = await fetch(`${origin}/__dev/scheduler`, { method: "POST" });
    const elapsed = performance.now() - started;
    // wrangler dev answers a POST whose connection to the worker broke with this 503 (a stack just
    // started does it now and then): the run did not happen, so it is asked again.
    if (answer.status === 503) {
      await answer.body?.cancel();
      continue;
    }
    if (!answer.ok) throw new Error(`the scheduler answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
    const { data } = (await answer.json()) as { data: Record<string, JobOutcome> };
    // A run the stack's own minute tick overlapped skips its jobs: not counted.
    if (Object.values(data).some((outcome) => outcome === "skipped")) continue;
    const failed = Object.entries(data).find(([, outcome]) => typeof outcome === "object" && "error" in outcome);
    if (failed) throw new Error(`job ${failed[0]} failed: ${JSON.stringify(failed[1])}`);
    times.push(elapsed);
    let more = false;
    for (const [job, outcome] of Object.entries(data)) {
      if (typeof outcome !== "object" || "error" in outcome) continue;
      items.set(job, (items.get(job) ?? 0) + outcome.items);
      more ||= outcome.more;
    }
    if (!more) break;
  }
  // The stack still answers once the e-mails written are on their way.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const alive = await fetch(`${origin}/healthz`).then((answer) => answer.ok, () => false);
  report(`scheduler, ${label}: the stack answers after the run's e-mails`, alive);
  const slowest = Math.max(...times);
  const done = [...items].map(([job, count]) => `${job} ${count}`).join(", ");
  report(`scheduler, ${label}: ${times.length} runs until done (${done}); slowest run ${slowest.toFixed(0)} ms, mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)} ms (target each ≤ ${SCHEDULER_RUN_BUDGET_MS} ms)`, slowest <= SCHEDULER_RUN_BUDGET_MS);
}
