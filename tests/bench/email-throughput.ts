/**
 * E-mail delivery in the bench (issue 26, decision 058): N newsletter signups, each of which
 * writes one e-mail, posted by a few clients at once through the public GraphQL endpoint; the
 * local provider (scripts/resend-local.ts, started by the stack) records when each arrived.
 * Figures: the time from a signup's answer (its batch committed) to the provider's receipt, p50
 * and p99 at a steady 5 signups a second (target p99 ≤ 5 s); and e-mails per second through the
 * consumer for a burst of signups, from the first signup to the last arrival.
 */
const SIGNUPS = Number(process.env.BENCH_EMAILS ?? 300);
const CLIENTS = 10;
const PACED = 100;
const PACED_PER_SECOND = 5;
const WAIT_FOR_ALL_MS = 120_000;

type Report = (line: string, met?: boolean) => void;

interface InboxMessage {
  to: string[];
  receivedAt: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function signUp(origin: string, email: string, client: string): Promise<void> {
  const response = await fetch(`${origin}/graphql`, {
    method: "POST",
    // Each signup its own client: the newsletter's limit is per client (20 an hour).
    headers: { "content-type": "application/json", "x-api-key": client },
    body: JSON.stringify({ query: `mutation { subscribeNewsletter(input: { email: "${email}", subscribe: true }) { email } }` }),
  });
  const answer = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || answer.errors) throw new Error(`signup of ${email} failed: ${response.status} ${JSON.stringify(answer.errors)}`);
}

/** Signs up `count` addresses, `clients` at a time, or one every `paceMs`; when each committed. */
async function signUps(origin: string, count: number, options: { clients: number; paceMs?: number }): Promise<Map<string, number>> {
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const committed = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (next < count) {
        const index = next++;
        if (options.paceMs) await new Promise((wait) => setTimeout(wait, Math.max(0, index * options.paceMs! - (Date.now() - startedAt))));
        const email = `bench-${run}-${index}@example.com`;
        await signUp(origin, email, `bench-email-${run}-${index}`);
        committed.set(email, Date.now());
      }
    }),
  );
  return committed;
}
let startedAt = Date.now();

/** When each of `committed`'s addresses reached the provider (those that did within the wait). */
async function arrivals(provider: string, committed: Map<string, number>): Promise<Map<string, number>> {
  const arrived = new Map<string, number>();
  const deadline = Date.now() + WAIT_FOR_ALL_MS;
  while (arrived.size < committed.size && Date.now() < deadline) {
    const inbox = (await (await fetch(`${provider}/_local/inbox`)).json()) as { messages: InboxMessage[] };
    for (const message of inbox.messages) {
      const to = message.to[0]?.toLowerCase();
      if (to && committed.has(to) && !arrived.has(to)) arrived.set(to, Date.parse(message.receivedAt));
    }
    if (arrived.size < committed.size) await new Promise((wait) => setTimeout(wait, 250));
  }
  return arrived;
}

export async function emailFigures(origin: string, report: Report): Promise<void> {
  const provider = process.env.SHOP_EMAIL_PROVIDER_URL;
  if (!provider) throw new Error("the stack's local e-mail provider is not running");
  await fetch(`${provider}/_local/inbox`, { method: "DELETE" });

  // Latency: signups at a steady PACED_PER_SECOND, as a busy day would bring them.
  startedAt = Date.now();
  const paced = await signUps(origin, PACED, { clients: 4, paceMs: 1000 / PACED_PER_SECOND });
  const pacedArrived = await arrivals(provider, paced);
  const latencies = [...pacedArrived].map(([to, at]) => at - paced.get(to)!).sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  report(
    `e-mail: commit → provider at ${PACED_PER_SECOND} signups/s: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ${pacedArrived.size} of ${paced.size} arrived (target p99 ≤ 5000 ms, all)`,
    p99 <= 5_000 && pacedArrived.size === paced.size,
  );

  // Throughput: a burst of signups by CLIENTS at once, until the last e-mail arrived.
  startedAt = Date.now();
  const burst = await signUps(origin, SIGNUPS, { clients: CLIENTS });
  const burstDone = Date.now();
  const burstArrived = await arrivals(provider, burst);
  const last = Math.max(...burstArrived.values());
  report(
    `e-mail: a burst of ${SIGNUPS} signups (${CLIENTS} clients, ${((burstDone - startedAt) / 1000).toFixed(1)} s): ${(burstArrived.size / ((last - startedAt) / 1000)).toFixed(1)} e-mails/s to the provider, the last ${((last - burstDone) / 1000).toFixed(1)} s after the last signup; ${burstArrived.size} of ${burst.size} arrived (target: all)`,
    burstArrived.size === burst.size,
  );
}
