import { describe, expect, it } from "vitest";
import { calendarIcs, escapeIcsText, foldIcsLine, vtimezone } from "../../workers/core/ics";

const NOW = new Date("2026-11-25T22:15:00Z");
const CLASS = {
  uid: "class-12@shop.example",
  name: "Taco Night; kids, too",
  description: "Bring an apron.\nWe supply the rest.",
  // 18:30 in Logan (MST, UTC−7).
  startsAt: "2026-12-02T01:30:00.000Z",
  durationMinutes: 120,
  timeZone: "America/Denver",
  location: "Logan kitchen, 123 Main St, Logan, UT 84321",
  url: "https://shop.example/classes/LOG-20261201-1830-IP",
};

describe("iCalendar files of classes (RFC 5545, decision 038)", () => {
  it("escapes text values", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds lines at 75 octets with CRLF and a space, never inside a character", () => {
    expect(foldIcsLine("SHORT:line")).toBe("SHORT:line");
    const long = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split("\r\n").slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });

  it("writes the class at the kitchen's wall-clock time with its time zone", () => {
    const ics = calendarIcs([CLASS], NOW, "Cache Valley Kitchen");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toContain("DTSTART;TZID=America/Denver:20261201T183000");
    expect(lines).toContain("DTEND;TZID=America/Denver:20261201T203000");
    expect(lines).toContain("DTSTAMP:20261125T221500Z");
    expect(lines).toContain("SUMMARY:Taco Night\\; kids\\, too");
    expect(lines).toContain("DESCRIPTION:Bring an apron.\\nWe supply the rest.");
    expect(lines).toContain("LOCATION:Logan kitchen\\, 123 Main St\\, Logan\\, UT 84321");
    expect(lines).toContain("UID:class-12@shop.example");
    expect(lines).toContain("PRODID:-//Cache Valley Kitchen//Classes//EN");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines.filter((line) => line === "BEGIN:VTIMEZONE")).toHaveLength(1);
    expect(lines[lines.indexOf("BEGIN:VTIMEZONE") + 1]).toBe("TZID:America/Denver");
  });

  it("describes Mountain time with its daylight and standard offsets, and a zone without DST with one", () => {
    const denver = vtimezone("America/Denver", 2026);
    expect(denver).toContain("TZOFFSETFROM:-0700");
    expect(denver).toContain("TZOFFSETTO:-0600");
    expect(denver).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU");
    expect(denver).toContain("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU");
    const phoenix = vtimezone("America/Phoenix", 2026);
    expect(phoenix).not.toContain("BEGIN:DAYLIGHT");
    expect(phoenix).toContain("TZOFFSETTO:-0700");
  });

  it("holds every class of an order, one VTIMEZONE per zone, and marks a canceled one", () => {
    const ics = calendarIcs(
      [CLASS, { ...CLASS, uid: "class-13@shop.example", startsAt: "2026-07-01T00:30:00.000Z", canceled: true }, { ...CLASS, uid: "c-14", timeZone: "America/Boise" }],
      NOW,
    );
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(3);
    expect(lines.filter((line) => line === "BEGIN:VTIMEZONE")).toHaveLength(2);
    // Summer: MDT (UTC−6), so 00:30Z is 18:30 the evening before.
    expect(lines).toContain("DTSTART;TZID=America/Denver:20260630T183000");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("DTSTART;TZID=America/Boise:20261201T183000");
  });

  it("reads an unknown zone as the shop's (America/Denver)", () => {
    const ics = calendarIcs([{ ...CLASS, timeZone: "Not/AZone" }], NOW);
    expect(ics).toContain("DTSTART;TZID=America/Denver:20261201T183000");
  });
});
