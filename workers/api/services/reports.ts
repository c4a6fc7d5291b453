/**
 * The console's reports (issue 10, decision 029), read-only: delivery addresses per delivery
 * date, the outstanding gift-card balance as of a date (from the ledger), and management payroll
 * (hours per host per week). Report dates are calendar dates of the shop (America/Denver, spec
 * §9), inclusive; each query is bounded by them and uses an index on its date column.
 */
import { sql } from "drizzle-orm";
import { localDate, localDateTimeToUtc, zonedParts } from "../../core/dates";
import { giftCardLedgerBalances } from "./gift-card-admin";
import { maskGiftCardCode } from "./gift-cards";
import type { Database } from "../db";
import type { AddressInput } from "./addresses";

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" moved by whole days (calendar arithmetic, no zone). */
export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / DAY_MS);
}

/** The first instant of a shop date, and the first instant after it, as ISO text. */
const startOf = (ymd: string) => localDateTimeToUtc(ymd, "00:00").toISOString();
const endOf = (ymd: string) => startOf(addDays(ymd, 1));

/** Today's shop date. */
export const shopToday = (now = new Date()) => localDate(now);

// ---------------------------------------------------------------------------------------------
// Outstanding gift-card balance
// ---------------------------------------------------------------------------------------------

export interface GiftCardBalanceRow {
  id: number;
  /** Masked, e.g. ••••-••••-••••-FFTY: the report never shows a spendable code. */
  code: string;
  /** Today's status (the ledger does not record when a card was disabled). */
  status: "active" | "disabled";
  issued_at: string;
  initial_cents: number;
  balance_cents: number;
}

export interface GiftCardBalances {
  as_of: string;
  total_cents: number;
  /** Part of the total on cards disabled today: still owed, but not spendable now. */
  disabled_cents: number;
  cards: GiftCardBalanceRow[];
}

/**
 * Every card's balance at the end of the shop date `asOf`: its ledger summed by
 * giftCardLedgerBalances (gift-card-admin.ts, the one sum of ledgers, which the card's page
 * shows too) over the rows written before that day ended. Cards with nothing left are not
 * listed. With no pending checkout holding an amount, today's figure equals the sum of
 * gift_cards.balance_cents.
 */
export async function giftCardBalancesAsOf(db: Database, asOf: string, options: { cardIds?: readonly number[] } = {}): Promise<GiftCardBalances> {
  const owing = (await giftCardLedgerBalances(db.$client, { asOf: endOf(asOf), ids: options.cardIds })).filter(
    (card) => card.balance_cents !== 0,
  );
  const balances = new Map(owing.map((card) => [card.gift_card_id, card.balance_cents]));
  const rows =
    owing.length === 0
      ? []
      : await db.all<{ id: number; code: string; status: "active" | "disabled"; created_at: string; initial_cents: number }>(sql`
          SELECT id, code, status, created_at, initial_cents FROM gift_cards
          WHERE id IN (SELECT value FROM json_each(${JSON.stringify([...balances.keys()])}))
          ORDER BY created_at, id`);
  let total = 0;
  let disabled = 0;
  const cards = rows.map((row) => {
    const balance = balances.get(row.id)!;
    total += balance;
    if (row.status === "disabled") disabled += balance;
    return {
      id: row.id,
      code: maskGiftCardCode(row.code),
      status: row.status,
      issued_at: row.created_at,
      initial_cents: row.initial_cents,
      balance_cents: balance,
    };
  });
  return { as_of: asOf, total_cents: total, disabled_cents: disabled, cards };
}

/**
 * The outstanding total at the end of `asOf` and of every 7th day before it back to `from`:
 * one sum before the window, then the window's ledger rows added in order.
 */
export async function giftCardTrend(db: Database, from: string, asOf: string): Promise<Array<{ date: string; total_cents: number }>> {
  const dates: string[] = [];
  for (let date = asOf; date >= from; date = addDays(date, -7)) dates.unshift(date);
  if (dates.length === 0) return [];
  const windowStart = startOf(dates[0]!);
  const [before] = await db.all<{ total: number | null }>(
    sql`SELECT sum(amount_cents) AS total FROM gift_card_transactions WHERE created_at < ${windowStart}`,
  );
  const changes = await db.all<{ created_at: string; amount_cents: number }>(sql`
    SELECT created_at, amount_cents FROM gift_card_transactions
    WHERE created_at >= ${windowStart} AND created_at < ${endOf(asOf)} ORDER BY created_at`);
  let running = before?.total ?? 0;
  let next = 0;
  // The first point is the end of its day: changes on that day count too.
  return dates.map((date) => {
    const end = endOf(date);
    while (next < changes.length && changes[next]!.created_at < end) running += changes[next++]!.amount_cents;
    return { date, total_cents: running };
  });
}

// ---------------------------------------------------------------------------------------------
// Management payroll
// ---------------------------------------------------------------------------------------------

/** Decision 029: every class its host ran is its length plus 30 minutes before and 30 after. */
export const PAYROLL_RULE = { setup_minutes: 30, cleanup_minutes: 30 } as const;

export interface PayrollRow {
  /** The Monday (shop date) the week starts. */
  week: string;
  host_id: number;
  host_name: string;
  host_email: string;
  classes: number;
  class_minutes: number;
  extra_minutes: number;
  total_minutes: number;
}

/** Monday of the week of a shop date. */
export function mondayOf(ymd: string): string {
  const weekday = new Date(`${ymd}T12:00:00Z`).getUTCDay();
  return addDays(ymd, -((weekday + 6) % 7));
}

/**
 * Hours per host per week from the classes they ran between `from` and `to` (shop dates,
 * inclusive): classes with a host, not canceled, published, that started before `now`.
 */
export async function managementPayroll(db: Database, from: string, to: string, now = new Date()) {
  const end = endOf(to) < now.toISOString() ? endOf(to) : now.toISOString();
  const classRows = await db.all<{ date: string; duration_minutes: number; host_id: number; first_name: string; last_name: string; email: string }>(sql`
    SELECT c.date, c.duration_minutes, c.host_id, u.first_name, u.last_name, u.email
    FROM classes c JOIN users u ON u.id = c.host_id
    WHERE c.date >= ${startOf(from)} AND c.date < ${end} AND c.canceled = 0 AND c.published = 1
    ORDER BY c.date`);
  const rows = new Map<string, PayrollRow>();
  const extra = PAYROLL_RULE.setup_minutes + PAYROLL_RULE.cleanup_minutes;
  for (const row of classRows) {
    const week = mondayOf(localDate(new Date(row.date)));
    const key = `${week}\n${row.host_id}`;
    const line = rows.get(key) ?? {
      week,
      host_id: row.host_id,
      host_name: `${row.first_name} ${row.last_name}`.trim() || row.email,
      host_email: row.email,
      classes: 0,
      class_minutes: 0,
      extra_minutes: 0,
      total_minutes: 0,
    };
    line.classes += 1;
    line.class_minutes += row.duration_minutes;
    line.extra_minutes += extra;
    line.total_minutes += row.duration_minutes + extra;
    rows.set(key, line);
  }
  const sorted = [...rows.values()].sort((a, b) => a.week.localeCompare(b.week) || a.host_name.localeCompare(b.host_name) || a.host_id - b.host_id);
  // Every week of the range has a point, an empty week too, so the chart's gaps are real.
  const weeks: Array<{ week: string; total_minutes: number }> = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) {
    weeks.push({ week, total_minutes: sorted.filter((row) => row.week === week).reduce((sum, row) => sum + row.total_minutes, 0) });
  }
  return {
    from,
    to,
    rule: PAYROLL_RULE,
    rows: sorted,
    weeks,
    total_minutes: sorted.reduce((sum, row) => sum + row.total_minutes, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Delivery addresses
// ---------------------------------------------------------------------------------------------

/** One order's stop: where it goes (its address as ordered) and what it carries. */
export interface DeliveryStop extends AddressInput {
  order_id: number;
  order_number: string;
  class_id: number;
  class_name: string;
  /** The class's local start time, e.g. 17:30: when the kits leave the kitchen. */
  time: string;
  kitchen: string;
  /** "2 × Full (4–6), 3 meals" per portion option booked on this order. */
  portions: string[];
  registrations: number;
}

/** A delivery class of the day: when its kits leave, and its menu's meals. */
export interface DeliveryClass {
  class_id: number;
  class_name: string;
  time: string;
  kitchen: string;
  meals: string[];
}

const DELIVERY_FULFILLMENT = 3;

/**
 * Per delivery date (the class's shop date), every paid order's delivery address with the
 * class's meals and the portions booked: registrations that hold a seat, on orders that were
 * paid (and not wholly refunded or canceled), of delivery classes that were not canceled.
 */
export async function deliveryAddresses(db: Database, from: string, to: string) {
  const rows = await db.all<{
    order_id: number;
    number: string;
    address: string | null;
    email: string;
    first_name: string;
    last_name: string;
    order_phone: string;
    class_id: number;
    class_name: string;
    date: string;
    timezone: string;
    kitchen: string;
    menu_id: number | null;
    size: string;
    meal_count: number;
    count: number;
  }>(sql`
    SELECT o.id AS order_id, o.number, o.address, o.email, o.first_name, o.last_name, o.phone AS order_phone,
           c.id AS class_id, c.name AS class_name, c.date, l.timezone, l.name AS kitchen, c.menu_id,
           ps.name AS size, pq.meal_count, count(*) AS count
    FROM classes c
    JOIN locations l ON l.id = c.location_id
    JOIN registrations r ON r.class_id = c.id
    JOIN orders o ON o.id = r.order_id
    JOIN portion_sizes ps ON ps.id = r.portion_size_id
    JOIN portion_quantities pq ON pq.id = r.portion_quantity_id
    WHERE c.date >= ${startOf(from)} AND c.date < ${endOf(to)} AND c.fulfillment_id = ${DELIVERY_FULFILLMENT} AND c.canceled = 0
      AND r.status IN ('registered', 'attended', 'no_show') AND o.status IN ('paid', 'partially_refunded')
    GROUP BY o.id, c.id, ps.id, pq.id
    ORDER BY c.date, o.id, ps.id, pq.meal_count`);
  const menuIds = [...new Set(rows.map((row) => row.menu_id).filter((id): id is number => id !== null))];
  const menuMeals = new Map<number, string[]>();
  if (menuIds.length > 0) {
    const meals = await db.all<{ menu_id: number; name: string }>(sql`
      SELECT mm.menu_id, m.name FROM menu_meals mm JOIN meals m ON m.id = mm.meal_id
      WHERE mm.menu_id IN (SELECT value FROM json_each(${JSON.stringify(menuIds)})) ORDER BY mm.menu_id, mm.position, m.name`);
    for (const meal of meals) menuMeals.set(meal.menu_id, [...(menuMeals.get(meal.menu_id) ?? []), meal.name]);
  }
  const days = new Map<string, Map<string, DeliveryStop>>();
  // A class's local day and time, worked out once per class rather than once per row.
  const whenOf = new Map<number, { date: string; time: string }>();
  for (const row of rows) {
    let when = whenOf.get(row.class_id);
    if (!when) {
      const parts = zonedParts(new Date(row.date), row.timezone);
      when = { date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`, time: `${pad(parts.hour)}:${pad(parts.minute)}` };
      whenOf.set(row.class_id, when);
    }
    const date = when.date;
    const stops = days.get(date) ?? new Map<string, DeliveryStop>();
    days.set(date, stops);
    const key = `${row.order_id}\n${row.class_id}`;
    let stop = stops.get(key);
    if (!stop) {
      const address = parseAddress(row.address);
      stop = {
        order_id: row.order_id,
        order_number: row.number,
        class_id: row.class_id,
        class_name: row.class_name,
        time: when.time,
        kitchen: row.kitchen,
        name: address.name || `${row.first_name} ${row.last_name}`.trim(),
        street: address.street ?? "",
        street2: address.street2 ?? "",
        city: address.city ?? "",
        state: address.state ?? "",
        zipcode: address.zipcode ?? "",
        phone: address.phone || row.order_phone,
        portions: [],
        registrations: 0,
      };
      stops.set(key, stop);
    }
    stop.portions.push(`${row.count} × ${row.size}, ${row.meal_count} ${row.meal_count === 1 ? "meal" : "meals"}`);
    stop.registrations += row.count;
  }
  // Each day's classes once, with their menu's meals (customers do not choose meals yet, issue
  // 11), so a year of stops does not repeat the same meals thousands of times.
  const classesOf = new Map<string, Map<number, DeliveryClass>>();
  for (const row of rows) {
    const date = whenOf.get(row.class_id)!.date;
    const list = classesOf.get(date) ?? new Map<number, DeliveryClass>();
    classesOf.set(date, list);
    if (!list.has(row.class_id)) {
      list.set(row.class_id, {
        class_id: row.class_id,
        class_name: row.class_name,
        time: whenOf.get(row.class_id)!.time,
        kitchen: row.kitchen,
        meals: row.menu_id === null ? [] : (menuMeals.get(row.menu_id) ?? []),
      });
    }
  }
  return {
    from,
    to,
    days: [...days].map(([date, stops]) => ({
      date,
      classes: [...classesOf.get(date)!.values()],
      // The driver's order: by time, then by zip code and street, so one area is done at once.
      stops: [...stops.values()].sort(
        (a, b) => a.time.localeCompare(b.time) || a.zipcode.localeCompare(b.zipcode) || a.street.localeCompare(b.street) || a.order_id - b.order_id,
      ),
    })),
  };
}

function parseAddress(text: string | null): Partial<Record<"name" | "street" | "street2" | "city" | "state" | "zipcode" | "phone", string>> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const pad = (value: number) => String(value).padStart(2, "0");
