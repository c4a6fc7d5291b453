/** The reports' tables (decision 029): the cells the page shows are the cells the CSV writes. */
import { describe, expect, it } from "vitest";
import { deliveryTables, giftCardBalanceTable, hours, payrollTable, tableCsv } from "~/lib/admin/report-tables";

describe("report tables", () => {
  it("write a CSV whose rows are the table's header and cells", () => {
    const table = giftCardBalanceTable({
      asOf: "2026-11-25",
      from: "2025-11-26",
      totalCents: 123_456,
      disabledCents: 0,
      cards: [
        // 06:30 UTC on the 25th is still the 24th in Denver.
        { id: "1", code: "••••-••••-••••-FFTY", status: "active", issuedAt: "2026-11-25T06:30:00.000Z", initialCents: 150_000, balanceCents: 123_456 },
      ],
      trend: [],
    });
    expect(table.rows).toEqual([["••••-••••-••••-FFTY", "active", "2026-11-24", "$1,500.00", "$1,234.56"]]);
    expect(tableCsv(table)).toBe('Card,Status today,Issued,Initial,Balance on 2026-11-25\r\n••••-••••-••••-FFTY,active,2026-11-24,"$1,500.00","$1,234.56"\r\n');
  });

  it("write payroll minutes as hours with two decimals", () => {
    expect(hours(90)).toBe("1.50");
    expect(hours(0)).toBe("0.00");
    const table = payrollTable({
      from: "2025-03-01",
      to: "2025-03-16",
      setupMinutes: 30,
      cleanupMinutes: 30,
      totalMinutes: 330,
      weeks: [],
      lines: [{ week: "2025-03-03", hostId: "7", hostName: "Avery Host", hostEmail: "a@example.com", classes: 2, classMinutes: 210, extraMinutes: 120, totalMinutes: 330 }],
    });
    expect(table.rows).toEqual([["2025-03-03", "Avery Host", "2", "3.50", "2.00", "5.50"]]);
  });

  it("put each stop under its day with its class's time, meals and name; the CSV leads with the day", () => {
    const { days, all } = deliveryTables({
      from: "2027-09-14",
      to: "2027-09-14",
      days: [
        {
          date: "2027-09-14",
          classes: [{ classId: "5", className: "Tuesday delivery", time: "17:30", meals: ["Tacos", "Chili"] }],
          stops: [
            {
              orderNumber: "CVK-1",
              classId: "5",
              address: { name: "Dana", street: "12 Canyon Rd", street2: "", city: "Logan", state: "UT", zipcode: "84321", phone: "4355550199" },
              portions: ["1 × Half, 3 meals"],
            },
          ],
        },
      ],
    });
    const row = ["1", "17:30", "Dana", "12 Canyon Rd, Logan, UT 84321", "(435) 555-0199", "Tacos; Chili", "1 × Half, 3 meals", "CVK-1 (Tuesday delivery)"];
    expect(days).toEqual([{ date: "2027-09-14", table: expect.objectContaining({ rows: [row] }) }]);
    expect(all.columns[0]).toBe("Date");
    expect(all.rows).toEqual([["2027-09-14", ...row]]);
  });
});
