/**
 * What every e-mail the api writes must be (decision 059): in the shop's layout with a plain text,
 * and with absolute links only. Shared by the e-mail unit tests.
 */
import { expect } from "vitest";
import type { EmailBody } from "../../workers/api/emails/render";

export const ORIGIN = "https://shop.example";

export function expectLayout(email: EmailBody) {
  expect(email.subject.length).toBeGreaterThan(0);
  expect(email.html.startsWith("<!DOCTYPE html")).toBe(true);
  expect(email.html).toMatch(/<html [^>]*lang="en"/);
  expect(email.html).toMatch(/<title>[^<]+<\/title>/);
  expect(email.html).toContain(">Cache Valley Kitchen</p>");
  expect(email.html).toContain("Cache Valley Kitchen · Logan, UT");
  expect(email.text.trim().length).toBeGreaterThan(0);
  expect(email.text.endsWith("\n\nCache Valley Kitchen · Logan, UT")).toBe(true);
}

/** Every href of the HTML. */
export const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

export function expectAbsoluteLinks(email: EmailBody, origin = ORIGIN) {
  const links = hrefs(email.html);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${origin}/`)).toBe(true);
}
