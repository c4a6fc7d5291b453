/**
 * The shop's e-mails (decision 059): every builder renders the one layout in HTML and writes a
 * plain text; what a customer typed is escaped in the HTML and verbatim in the text; the
 * placeholders SQL replaces later survive rendering; links are absolute; class times are in the
 * class kitchen's time zone; a kitchen named for its town is written once.
 */
import { describe, expect, it } from "vitest";
import {
  giftCardEmail,
  giftCardReceiptEmail,
  ORDER_NUMBER_TOKEN,
  orderConfirmationEmail,
  refundEmail,
  type ConfirmationInput,
  type EmailBody,
} from "../../workers/api/services/emails";

/** A value a customer could type: markup and both quotes. */
const HOSTILE = `<script>alert("hi")</script> O'Brien & Co`;
const ESCAPED = "&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; O&#x27;Brien &amp; Co";
const ORIGIN = "https://shop.example";

/** A class on Saturday, December 12, 2026 at 7:00 PM in Denver (02:00 UTC the next day). */
const CLASS_START = "2026-12-13T02:00:00.000Z";

function expectLayout(email: EmailBody) {
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
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

function expectAbsoluteLinks(email: EmailBody, origin = ORIGIN) {
  const links = hrefs(email.html);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${origin}/`)).toBe(true);
}

const confirmation = (overrides: Partial<ConfirmationInput> = {}): ConfirmationInput => ({
  first_name: HOSTILE,
  phone: "4355550142",
  lines: [
    {
      name: "Date Night: Tuscan Favorites",
      date: CLASS_START,
      location: { name: "Logan", city: "Logan", timezone: "America/Denver" },
      fulfillment: "in-person",
      portion_size: { name: "Full", serves: "4-6" },
      portion_quantity: { meal_count: 6 },
      total_cents: 15_995,
      meals: [{ name: "Chicken <Pot> Pie", quantity: 2 }],
    },
  ],
  allergies: ["Peanuts"],
  allergy_notes: HOSTILE,
  totals: { subtotal_cents: 15_995, discount_cents: 0, tax_cents: 1_192, donation_cents: 0, gift_card_cents: 0, total_cents: 17_187, amount_due_cents: 17_187 },
  ...overrides,
});

describe("the order e-mails", () => {
  it("escape what the customer typed in the HTML and keep it verbatim in the text", () => {
    const email = orderConfirmationEmail(confirmation());
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain(ESCAPED);
    expect(email.html).toContain("Chicken &lt;Pot&gt; Pie");
    expect(email.text).toContain(`Hi ${HOSTILE}, thank you`);
    expect(email.text).toContain(`Allergies we will plan for: Peanuts; ${HOSTILE}.`);
  });

  it("keep the order number's placeholder literal in subject, text and HTML, for the statement that replaces it", () => {
    for (const email of [
      orderConfirmationEmail(confirmation()),
      giftCardReceiptEmail({ first_name: "Ada", masked_code: "••••-••••-••••-WXYZ", amount_cents: 5_000, discount_cents: 0, total_cents: 5_000, recipient_name: "Bo", recipient_email: "bo@example.com" }),
    ]) {
      expect(ORDER_NUMBER_TOKEN).toBe("{{ORDER_NUMBER}}");
      expect(email.subject).toContain(ORDER_NUMBER_TOKEN);
      expect(email.text).toContain(ORDER_NUMBER_TOKEN);
      expect(email.html).toContain(`Order ${ORDER_NUMBER_TOKEN}`.slice(6));
      // What SQL's replace() does: every placeholder becomes the number, none is left half-written.
      const html = email.html.replaceAll(ORDER_NUMBER_TOKEN, "CVK-1042");
      expect(html).toContain("CVK-1042");
      expect(html).not.toContain("{{");
      expect(html).not.toContain("ORDER_NUMBER");
    }
  });

  it("write a class's date and time in its kitchen's time zone", () => {
    const denver = orderConfirmationEmail(confirmation());
    expect(denver.text).toContain("Saturday, December 12, 2026 at 7:00 PM MST");
    expect(denver.html).toContain("Saturday, December 12, 2026 at 7:00 PM MST");
    const [line] = confirmation().lines;
    const eastern = orderConfirmationEmail(confirmation({ lines: [{ ...line!, location: { name: "Logan", city: "Logan", timezone: "America/New_York" } }] }));
    expect(eastern.text).toContain("Saturday, December 12, 2026 at 9:00 PM EST");
  });

  it("write a kitchen named for its town once, with how the line is fulfilled", () => {
    const email = orderConfirmationEmail(confirmation());
    expect(email.text).not.toContain("Logan, Logan");
    expect(email.html).not.toContain("Logan, Logan");
    expect(email.text).toContain("In-person class at our Logan kitchen");
    const [line] = confirmation().lines;
    const elsewhere = orderConfirmationEmail(confirmation({ lines: [{ ...line!, fulfillment: "pre-assembled", location: { name: "Main Street Studio", city: "Logan", timezone: "America/Denver" } }] }));
    expect(elsewhere.text).toContain("Pickup at Main Street Studio, Logan");
  });

  it("render the layout and a plain text for every order e-mail", () => {
    const emails = [
      orderConfirmationEmail(confirmation()),
      giftCardEmail({ code: "ABCD-EFGH-JKLM-NPQR", amount_cents: 5_000, recipient_name: "Bo", recipient_email: "bo@example.com", sender_name: HOSTILE, message: HOSTILE }),
      giftCardReceiptEmail({ first_name: "", masked_code: "••••-••••-••••-NPQR", amount_cents: 5_000, discount_cents: 500, total_cents: 4_500, recipient_name: HOSTILE, recipient_email: "bo@example.com" }),
      refundEmail({ first_name: HOSTILE, order_number: "CVK-1042", class_name: "Knife Skills", card_cents: 5_000, gift_card_cents: 1_000, reason: "Class canceled" }),
    ];
    for (const email of emails) expectLayout(email);
    const [, card, receipt, refund] = emails;
    expect(card!.text).toContain("Your gift card code: ABCD-EFGH-JKLM-NPQR");
    expect(card!.text).toContain(`"${HOSTILE}"`);
    expect(card!.html).toContain(ESCAPED);
    expect(card!.html).not.toContain("<script>");
    expect(receipt!.text).toContain("Discount: -$5.00");
    expect(receipt!.text).not.toContain("NPQR-");
    expect(refund!.text).toContain("Back to your card (5–10 business days): $50.00");
    expect(refund!.html).toContain("$10.00");
  });
});
