/** The console's reports over GraphQL (decision 029): a manager reads them, bad dates are named, staff without reports.view are refused. */
import { describe, expect, it } from "vitest";
import { ok, refused, seededToken } from "./cart-fixtures";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");
const STAFF = seededToken("ana.morales@cachevalleykitchen.com");

describe("the reports over GraphQL", () => {
  it("answers the seeded cards' outstanding balance, with its trend, to a manager", async () => {
    const { outstandingGiftCardBalanceReport: report } = await ok<{
      outstandingGiftCardBalanceReport: { asOf: string; from: string; totalCents: number; disabledCents: number; cards: Array<{ code: string; balanceCents: number }>; trend: Array<{ date: string; totalCents: number }> };
    }>("{ outstandingGiftCardBalanceReport { asOf from totalCents disabledCents cards { code balanceCents } trend { date totalCents } } }", {}, MANAGER);
    // 50 + 25 + 40 (disabled) + 200 + 4 × 10 dollars; the spent card is not listed.
    expect(report).toMatchObject({ totalCents: 35_500, disabledCents: 4_000 });
    expect(report.cards).toHaveLength(8);
    expect(report.cards.every((card) => card.code.startsWith("••••-••••-••••-"))).toBe(true);
    expect(report.trend).toHaveLength(53);
    expect(report.trend.at(-1)).toEqual({ date: report.asOf, totalCents: 35_500 });
  });

  it("answers payroll and delivery addresses for the dates asked", async () => {
    const data = await ok<{ managementPayrollReport: { from: string; to: string; setupMinutes: number; weeks: unknown[] }; deliveryAddressesReport: { from: string; to: string } }>(
      '{ managementPayrollReport(from: "2025-03-01", to: "2025-03-16") { from to setupMinutes weeks { week totalMinutes } } deliveryAddressesReport(from: "2027-01-01") { from to } }',
      {},
      MANAGER,
    );
    expect(data.managementPayrollReport).toMatchObject({ from: "2025-03-01", to: "2025-03-16", setupMinutes: 30 });
    expect(data.managementPayrollReport.weeks).toHaveLength(3);
    expect(data.deliveryAddressesReport).toEqual({ from: "2027-01-01", to: "2027-01-07" });
  });

  it("names a bad date as the argument, and refuses staff without reports.view", async () => {
    const bad = await refused('{ outstandingGiftCardBalanceReport(asOf: "2026-02-30") { totalCents } }', {}, MANAGER);
    expect(bad.extensions.code).toBe("BAD_USER_INPUT");
    expect((bad.extensions.fields as Record<string, string[]>).asOf).toEqual(["is not a real date"]);
    const backwards = await refused('{ managementPayrollReport(from: "2026-03-02", to: "2026-03-01") { totalMinutes } }', {}, MANAGER);
    expect((backwards.extensions.fields as Record<string, string[]>).from).toEqual(["must be on or before to"]);
    expect((await refused("{ managementPayrollReport { totalMinutes } }", {}, STAFF)).extensions.code).toBe("FORBIDDEN");
  });
});
