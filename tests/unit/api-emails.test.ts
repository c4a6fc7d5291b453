/**
 * The shop's e-mails (decision 059): every builder renders the one layout in HTML and writes a
 * plain text; what a customer typed is escaped in the HTML and verbatim in the text; the
 * placeholders SQL replaces later survive rendering; links are absolute; class times are in the
 * class kitchen's time zone; a kitchen named for its town is written once.
 */
import { describe, expect, it } from "vitest";
import { expectAbsoluteLinks, expectLayout, hrefs, ORIGIN } from "./email-expectations";
import { classRequestEmail, classRequestStatusEmail } from "../../workers/api/services/class-requests";
import { contactMessageEmail } from "../../workers/api/services/contact";
import { contactReplyEmail } from "../../workers/api/services/contact-inbox";
import {
  giftCardEmail,
  giftCardReceiptEmail,
  ORDER_NUMBER_TOKEN,
  orderConfirmationEmail,
  refundEmail,
  type ConfirmationInput,
} from "../../workers/api/services/emails";
import { alreadySubscribedEmail, confirmEmail, MARKETING_EMAIL_KINDS, NEWSLETTER_EMAIL_KINDS } from "../../workers/api/services/newsletter";
import { classReminderEmail as reminderOf, type ReminderRow } from "../../workers/api/services/class-reminders";
import { classCanceledEmail, privateClassEmail, registrationConfirmationEmail } from "../../workers/api/services/registration-emails";
import { selfCancelEmail, selfMoveEmail } from "../../workers/api/services/self-service-emails";
import {
  classCanceledWaitlistEmail,
  joinEmail,
  offerEmail,
  offerWithdrawnEmail,
  ORIGIN as ORIGIN_TOKEN,
  removedFromWaitlistEmail,
} from "../../workers/api/services/waitlist-emails";

/** A value a customer could type: markup and both quotes. */
const HOSTILE = `<script>alert("hi")</script> O'Brien & Co`;
const ESCAPED = "&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; O&#x27;Brien &amp; Co";

/** A class on Saturday, December 12, 2026 at 7:00 PM in Denver (02:00 UTC the next day). */
const CLASS_START = "2026-12-13T02:00:00.000Z";

const confirmation = (overrides: Partial<ConfirmationInput> = {}): ConfirmationInput => ({
  origin: null,
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

  it("tell an order of kits only of its meals, not of seats or the kitchen (decision 087)", () => {
    const [line] = confirmation().lines;
    const delivery = orderConfirmationEmail(confirmation({ lines: [{ ...line!, fulfillment: "delivery" }] }));
    expect(delivery.text).not.toMatch(/See you in the kitchen|seats are saved|your class/);
    expect(delivery.text).toContain("Enjoy your meals!");
    expect(orderConfirmationEmail(confirmation()).text).toContain("See you in the kitchen!");
  });

  it("price a couple's and a guest's line in the class's own terms, as the shop's pages do (decision 084)", () => {
    const [line] = confirmation().lines;
    const guest = (first_name: string) => ({ first_name, last_name: "Lund", allergy_names: [] });
    const email = orderConfirmationEmail(
      confirmation({
        lines: [
          { ...line!, offer: "pairs", price_cents: 14_900, total_cents: 15_980, guests: [guest("Maya"), guest("Theo")] },
          { ...line!, name: "Kids in the Kitchen: Pizza", offer: "seats", price_cents: 7_800, total_cents: 8_365, guests: [guest("Ada"), guest("Bo")] },
        ],
      }),
    );
    expect(email.text).toContain("1 couple at $149 per couple · $74.50 a person: $159.80");
    expect(email.text).toContain("2 guests at $39 per guest: $83.65");
    expect(email.html).toContain("1 couple at $149 per couple · $74.50 a person: $159.80");
  });

  it("show each class's picture and link its page at the shop's origin (decision 061), and neither without it", () => {
    const [line] = confirmation().lines;
    const pictured = {
      ...line!,
      picture: { path: "/media/class-types/2/0123456789abcdef0123456789abcdef-960w.jpg", alt: `A pan ${HOSTILE}`, width: 520, height: 293 },
      page_path: "/classes/DN-2026-12-12",
    };
    const email = orderConfirmationEmail(confirmation({ origin: ORIGIN, lines: [pictured] }));
    const images = [...email.html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(1);
    expect(images[0]).toContain(`src="${ORIGIN}/media/class-types/2/0123456789abcdef0123456789abcdef-960w.jpg"`);
    expect(images[0]).toContain(`alt="A pan ${ESCAPED}"`);
    expect(images[0]).toMatch(/width="520"/);
    expect(images[0]).toMatch(/height="293"/);
    expectAbsoluteLinks(email);
    expect(hrefs(email.html)).toContain(`${ORIGIN}/classes/DN-2026-12-12`);
    expect(email.text).toContain(`  ${ORIGIN}/classes/DN-2026-12-12`);

    const unknownOrigin = orderConfirmationEmail(confirmation({ lines: [pictured] }));
    expect(unknownOrigin.html).not.toContain("<img");
    expect(hrefs(unknownOrigin.html)).toEqual([]);
    expect(unknownOrigin.text).not.toContain("/classes/");
  });

  it("draw the gift card with its amount and whole code, and link where to spend it at the shop's origin", () => {
    const card = { code: "ABCD-EFGH-JKLM-NPQR", amount_cents: 7_500, recipient_name: "Bo", recipient_email: "bo@example.com", sender_name: "Ada", message: "" };
    const email = giftCardEmail({ ...card, origin: ORIGIN });
    expect(email.html).toContain("Cache Valley Kitchen gift card");
    expect(email.html).toContain(">$75.00</p>");
    expect(email.html).toContain(">ABCD-EFGH-JKLM-NPQR</p>");
    expectAbsoluteLinks(email);
    expect(hrefs(email.html)).toEqual([`${ORIGIN}/classes`, `${ORIGIN}/gift-cards/balance`]);
    expect(email.text).toContain(`Check your balance: ${ORIGIN}/gift-cards/balance`);
    expect(hrefs(giftCardEmail({ ...card, origin: null }).html)).toEqual([]);
  });

  it("show the gift card's design: its picture at the shop's origin, sized, and its name in the text (issue 30 part 8)", () => {
    const card = { code: "ABCD-EFGH-JKLM-NPQR", amount_cents: 7_500, recipient_name: "Bo", recipient_email: "bo@example.com", sender_name: "Ada", message: "" };
    const email = giftCardEmail({ ...card, origin: ORIGIN, design: "citrus" });
    expect(email.html).toContain(`src="${ORIGIN}/images/gift-cards/citrus.png"`);
    expect(email.html).toMatch(/width="480"[^>]*height="300"|height="300"[^>]*width="480"/);
    expect(email.text).toContain("Design: Citrus");
    // Without the origin no picture; an old card without a design reads as the default.
    const old = giftCardEmail({ ...card, origin: null });
    expect(old.html).not.toContain("/images/gift-cards/");
    expect(old.text).toContain("Design: Classic green");
  });

  it("render the layout and a plain text for every order e-mail", () => {
    const emails = [
      orderConfirmationEmail(confirmation()),
      giftCardEmail({ origin: null, code: "ABCD-EFGH-JKLM-NPQR", amount_cents: 5_000, recipient_name: "Bo", recipient_email: "bo@example.com", sender_name: HOSTILE, message: HOSTILE }),
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

const registration = {
  first_name: HOSTILE,
  class_name: "Knife Skills",
  date: CLASS_START,
  location_name: "Logan",
  location_city: "Logan",
  timezone: "America/Denver",
  order_number: "CVK-1042",
  total_cents: 5_000,
};

/** The same registration as the reminder job reads it. */
const reminderRow = (input: typeof registration, extra: Partial<ReminderRow> = {}): ReminderRow => ({
  registration_id: 77,
  order_id: 12,
  first_name: input.first_name,
  to: "ada@example.com",
  class_id: 5,
  class_sku: "LOG-20261212-KNI",
  class_name: input.class_name,
  class_date: input.date,
  duration_minutes: 150,
  class_path: "/classes",
  fulfillment_key: "in-person",
  class_type_key: "cooking-class",
  class_type_offer: "seats",
  location_name: input.location_name,
  location_city: input.location_city,
  street: "55 N Main St",
  state: "UT",
  zipcode: "84321",
  timezone: input.timezone,
  origin: ORIGIN,
  ...extra,
});
/** Two days before the class: inside the 72-hour policy, so no cancel link. */
const TWO_DAYS_BEFORE = new Date(Date.parse(CLASS_START) - 48 * 3_600_000);
const classReminderEmail = (input: typeof registration) => reminderOf([reminderRow(input)], TWO_DAYS_BEFORE, ORIGIN);

describe("the class reminder", () => {
  it("links the class, the map and the calendar, lists what to bring, and offers cancel or move only while the policy allows", () => {
    const email = classReminderEmail(registration);
    expect(hrefs(email.html).every((href) => href.startsWith(`${ORIGIN}/`) || href.startsWith("https://www.google.com/maps/"))).toBe(true);
    expect(hrefs(email.html)).toEqual(
      expect.arrayContaining([`${ORIGIN}/classes/LOG-20261212-KNI`, `${ORIGIN}/classes/LOG-20261212-KNI.ics`, expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=55%20N%20Main%20St/)]),
    );
    expect(email.text).toContain("55 N Main St, Logan, UT 84321 Directions: https://www.google.com/maps/");
    expect(email.text).toContain("What to bring:");
    expect(email.text).toContain("Plan on 2 hours 30 minutes.");
    expect(email.text).not.toContain("60 to 90 minutes");
    expect(email.text).not.toContain("/account/bookings/");
    const early = reminderOf([reminderRow(registration)], new Date(Date.parse(CLASS_START) - 5 * 24 * 3_600_000), ORIGIN);
    expect(early.text).toContain(`cancel or move this booking: ${ORIGIN}/account/bookings/77`);
    expect(early.text).toContain("Until Wednesday, December 9, 2026 at 7:00 PM MST");
    expectLayout(early);
  });

  it("counts a person's seats, speaks of a pickup as a pickup, and writes no relative link without the shop's address", () => {
    const two = reminderOf([reminderRow(registration), reminderRow(registration, { registration_id: 78 })], TWO_DAYS_BEFORE, ORIGIN);
    expect(two.text).toContain("a reminder of your class (2 seats):");
    const pickup = reminderOf([reminderRow(registration, { fulfillment_key: "pre-assembled", class_path: "/pickup" })], TWO_DAYS_BEFORE, ORIGIN);
    expect(pickup.text).toContain("a reminder of your pickup:");
    expect(pickup.text).toContain(`${ORIGIN}/pickup/LOG-20261212-KNI`);
    const nowhere = reminderOf([reminderRow(registration, { origin: null })], TWO_DAYS_BEFORE, null);
    expect(hrefs(nowhere.html).every((href) => href.startsWith("https://www.google.com/maps/"))).toBe(true);
    expect(nowhere.text).not.toContain(".ics");
  });
});

describe("the class e-mails", () => {
  it("write the class's time in its kitchen's zone and the kitchen once", () => {
    for (const email of [registrationConfirmationEmail(registration), classReminderEmail(registration)]) {
      expect(email.text).toContain("Saturday, December 12, 2026 at 7:00 PM MST");
      expect(email.text).toContain("At our Logan kitchen");
      expect(email.text).not.toContain("Logan, Logan");
    }
    const inPhoenix = classReminderEmail({ ...registration, timezone: "America/Phoenix", location_name: "Downtown Studio", location_city: "Phoenix" });
    expect(inPhoenix.text).toContain("Saturday, December 12, 2026 at 7:00 PM MST");
    expect(inPhoenix.text).toContain("At Downtown Studio, Phoenix");
    const inNewYork = registrationConfirmationEmail({ ...registration, timezone: "America/New_York" });
    expect(inNewYork.text).toContain("Saturday, December 12, 2026 at 9:00 PM EST");
    expect(inNewYork.subject).toBe("Your seat in Knife Skills (order CVK-1042)");
  });

  it("escape the customer's name in the HTML and keep it in the text", () => {
    for (const email of [
      registrationConfirmationEmail(registration),
      classReminderEmail(registration),
      classCanceledEmail({ first_name: HOSTILE, class_name: "Knife Skills", date: CLASS_START, timezone: "America/Denver", seats: 2, refunded_cents: 10_000 }),
    ]) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).toContain(ESCAPED);
      expect(email.text).toContain(`Hi ${HOSTILE}`);
    }
  });

  it("link a private class's page absolutely, and render every class e-mail in the layout", () => {
    const link = `${ORIGIN}/classes/LOG-20261212-KNI`;
    const invite = privateClassEmail({
      contact_name: "Kira Jensen",
      class_name: "Knife Skills",
      date: CLASS_START,
      timezone: "America/Denver",
      location_name: "Logan",
      location_city: "Logan",
      seats: 12,
      link,
    });
    expectAbsoluteLinks(invite);
    expect(hrefs(invite.html)).toEqual([link]);
    expect(invite.text).toContain(`Book your seats: ${link}`);
    expect(invite.text).toContain("For up to 12 guests");
    const canceled = classCanceledEmail({ first_name: "Ada", class_name: "Knife Skills", date: CLASS_START, timezone: "America/Denver", seats: 2, refunded_cents: 10_000 });
    expect(canceled.subject).toBe("Knife Skills on Saturday, December 12, 2026 is canceled");
    expect(canceled.text).toContain("We refunded $100.00 for your 2 seats");
    for (const email of [registrationConfirmationEmail(registration), classReminderEmail(registration), canceled, invite]) expectLayout(email);
  });

  it("render a customer's own cancel and move in the layout, in the kitchens' zones", () => {
    const from = { class_name: "Knife Skills", date: CLASS_START, location_name: "Logan", timezone: "America/Denver" };
    const to = { ...from, date: "2026-12-20T02:00:00.000Z" };
    const cancel = selfCancelEmail({ first_name: HOSTILE, order_number: "CVK-1042", seat: from, seats: 2, card_cents: 5_000, gift_card_cents: 2_500 });
    const move = selfMoveEmail({ first_name: HOSTILE, order_number: "CVK-1042", from, to, difference_cents: -1_000 });
    for (const email of [cancel, move]) {
      expectLayout(email);
      expect(email.html).toContain(ESCAPED);
      expect(email.html).not.toContain("<script>");
    }
    expect(cancel.text).toContain("your 2 seats in Knife Skills on Saturday, December 12, 2026 at 7:00 PM MST, Logan are canceled");
    expect(cancel.text).toContain("$50.00 back to your card");
    expect(cancel.text).toContain("$25.00 back onto the gift card");
    expect(move.text).toContain("to Saturday, December 19, 2026 at 7:00 PM MST, Logan");
    expect(move.text).toContain("costs $10.00 less");
  });
});

describe("the waitlist e-mails", () => {
  const cls = { name: `Pasta ${HOSTILE}`, date: CLASS_START, timezone: "America/Denver" };
  const token = "0123456789abcdef0123456789abcdef";
  const emails = [joinEmail(cls, token), offerEmail(cls, token), classCanceledWaitlistEmail(cls), offerWithdrawnEmail(cls), removedFromWaitlistEmail(cls)];

  it("keep the ORIGIN placeholder literal, so the statement that queues them makes every link absolute", () => {
    expect(ORIGIN_TOKEN).toBe("{{ORIGIN}}");
    for (const email of emails.filter((email) => hrefs(email.html).length > 0)) {
      // What SQL's replace(?, '{{ORIGIN}}', w.origin) does.
      const sent = { ...email, html: email.html.replaceAll(ORIGIN_TOKEN, ORIGIN), text: email.text.replaceAll(ORIGIN_TOKEN, ORIGIN) };
      expectAbsoluteLinks(sent);
      for (const href of hrefs(sent.html)) expect(sent.text).toContain(href);
    }
    const offer = offerEmail(cls, token);
    expect(hrefs(offer.html)).toEqual([`${ORIGIN_TOKEN}/waitlist/claim/${token}`, `${ORIGIN_TOKEN}/waitlist/leave/${token}`]);
    expect(offer.text).toContain(`Claim my seat: ${ORIGIN_TOKEN}/waitlist/claim/${token}`);
  });

  it("escape the class's name in the HTML, write it verbatim in the text, with its time in the kitchen's zone", () => {
    for (const email of emails) {
      expectLayout(email);
      expect(email.html).not.toContain("<script>");
      expect(email.html).toContain(ESCAPED);
      expect(email.text).toContain(`${cls.name} on Saturday, December 12, 2026 at 7:00 PM MST`);
    }
  });
});

describe("the request, contact and newsletter e-mails", () => {
  it("render a private-class request's facts escaped, with its links absolute and the request-id placeholder literal", () => {
    const received = classRequestEmail({
      subject: "We have your private-class request",
      heading: "We have your request",
      before: [`Hello ${HOSTILE},`],
      facts: [["Occasion", HOSTILE]],
      link: { lead: `Reply to ada@example.com.`, label: "Open it in the console", href: `${ORIGIN}/admin/class-requests/{{REQUEST_ID}}` },
    });
    expectLayout(received);
    expectAbsoluteLinks(received);
    expect(received.html).toContain(`href="${ORIGIN}/admin/class-requests/{{REQUEST_ID}}"`);
    expect(received.text).toContain(`Open it in the console: ${ORIGIN}/admin/class-requests/{{REQUEST_ID}}`);
    expect(received.text).toContain(`Occasion: ${HOSTILE}`);
    expect(received.html).toContain(ESCAPED);
    expect(received.html).not.toContain("<script>");

    const declined = classRequestStatusEmail({ name: HOSTILE }, "declined", HOSTILE, null, `${ORIGIN}/host-class-progress/abc`);
    expectLayout(declined);
    expectAbsoluteLinks(declined);
    expect(declined.text).toContain(`Why: ${HOSTILE}`);
    expect(declined.html).toContain(`Why: ${ESCAPED}`);
    const scheduled = classRequestStatusEmail({ name: "Ada" }, "scheduled", "", `${ORIGIN}/classes/LOG-1`, `${ORIGIN}/host-class-progress/abc`);
    expect(hrefs(scheduled.html)).toEqual([`${ORIGIN}/classes/LOG-1`, `${ORIGIN}/host-class-progress/abc`]);
  });

  it("render a contact message to the kitchen with what the writer typed escaped, and verbatim in the text", () => {
    const message = `Hello!\n\n${HOSTILE}`;
    const email = contactMessageEmail({ name: HOSTILE, email: "ada@example.com", phone: "4355550142", topic: "private-class", location_id: 1, message }, "Logan");
    expectLayout(email);
    expect(email.subject).toBe(`Contact form: A private class — ${HOSTILE}`);
    expect(email.text).toContain(message);
    expect(email.text).toContain("Phone: (435) 555-0142");
    expect(email.text).toContain("Reply to ada@example.com.");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain(ESCAPED);
  });

  it("render staff's reply to a contact message in paragraphs, with the writer's message quoted, both escaped (decision 073)", () => {
    const email = contactReplyEmail(
      { name: HOSTILE, message: `Can I come?\n\n${HOSTILE}`, created_at: "2026-11-20T18:00:00.000Z" },
      { subject: "Re: Classes and bookings", message: `Yes!\n\nBring ${HOSTILE}.` },
    );
    expectLayout(email);
    expect(email.subject).toBe("Re: Classes and bookings");
    expect(email.text).toContain(`Hi ${HOSTILE},\n\nYes!\n\nBring ${HOSTILE}.\n\nYou wrote to us on Nov 20, 2026:\n\nCan I come?`);
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain(`Bring ${ESCAPED}.`);
    expect(email.html.match(/<p[^>]*>Yes!<\/p>/)).not.toBeNull();
    expect(hrefs(email.html)).toEqual([]);
  });

  it("link the newsletter's confirm and unsubscribe pages absolutely, the token placeholder literal, and mark them marketing", () => {
    const confirm = confirmEmail(ORIGIN);
    const already = alreadySubscribedEmail(ORIGIN);
    for (const email of [confirm, already]) {
      expectLayout(email);
      expectAbsoluteLinks(email);
      expect(email.text).toContain(`Unsubscribe: ${ORIGIN}/newsletter/unsubscribe?token={{TOKEN}}`);
      expect(email.html).toContain(`href="${ORIGIN}/newsletter/unsubscribe?token={{TOKEN}}"`);
    }
    expect(hrefs(confirm.html)).toEqual([`${ORIGIN}/newsletter/confirm?token={{TOKEN}}`, `${ORIGIN}/newsletter/unsubscribe?token={{TOKEN}}`]);
    expect([...MARKETING_EMAIL_KINDS].sort()).toEqual([NEWSLETTER_EMAIL_KINDS.already, NEWSLETTER_EMAIL_KINDS.confirm].sort());
    expect(MARKETING_EMAIL_KINDS.has("order_confirmation")).toBe(false);
  });

});
