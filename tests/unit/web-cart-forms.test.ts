import { describe, expect, it } from "vitest";
import { parseDonation } from "~/lib/cart/cart-forms";
import { parseCartForm } from "~/lib/cart/cart-forms.server";
import { checkoutFieldName, parseCheckoutForm } from "~/lib/checkout/checkout-form.server";
import { formValues, labelledMessage, safeLocalPath } from "~/lib/core/form-data";
import { parseGiftCardAmount, parseGiftCardCode, parseGiftCardPurchase } from "~/lib/checkout/gift-card-forms.server";
import { IDEMPOTENCY_KEY_RE, newIdempotencyKey, postedIdempotencyKey } from "~/lib/checkout/idempotency";
import { cardFieldName, formatCardNumber, formatExpiry, parseExpiry } from "~/lib/checkout/payment-form";
import { parseCardForm } from "~/lib/checkout/payment-form.server";
import { mayApplyCode, promotionCodeOfPath } from "~/lib/cart/promo-path";

describe("money inputs (spec §5: digits, up to two decimals, $ and commas stripped)", () => {
  it("reads a donation in any common shape, up to $1,000", () => {
    expect(parseDonation("$50")).toEqual({ cents: 5000 });
    expect(parseDonation("50.00")).toEqual({ cents: 5000 });
    expect(parseDonation("12.5")).toEqual({ cents: 1250 });
    expect(parseDonation("1,000")).toEqual({ cents: 100000 });
    expect(parseDonation("0")).toEqual({ cents: 0 });
    expect(parseDonation("1,000.01")).toEqual({ error: "A donation can be at most $1,000.00" });
    expect(parseDonation("ten")).toEqual({ error: "Enter an amount like $10 or 12.50" });
    expect(parseDonation("-5")).toEqual({ error: "Enter an amount like $10 or 12.50" });
    expect(parseDonation("1.234")).toEqual({ error: "Enter an amount like $10 or 12.50" });
  });

  it("takes gift cards from $10 to $500", () => {
    expect(parseGiftCardAmount("$30")).toEqual({ cents: 3000 });
    expect(parseGiftCardAmount("500.00")).toEqual({ cents: 50000 });
    expect(parseGiftCardAmount("$9.99")).toEqual({ error: "Enter an amount from $10.00 to $500.00." });
    expect(parseGiftCardAmount("$1,000")).toEqual({ error: "Enter an amount from $10.00 to $500.00." });
    expect(parseGiftCardAmount("")).toEqual({ error: "Enter an amount from $10.00 to $500.00." });
  });
});

describe("idempotency keys (decision 012)", () => {
  it("makes a new key the api accepts for every attempt", () => {
    const first = newIdempotencyKey();
    const second = newIdempotencyKey();
    expect(first).toMatch(IDEMPOTENCY_KEY_RE);
    expect(first).not.toBe(second);
  });

  it("keeps a posted key only when the api would accept it", () => {
    expect(postedIdempotencyKey("3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b")).toBe("3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b");
    expect(postedIdempotencyKey("short")).toBeNull();
    expect(postedIdempotencyKey("has a space in it")).toBeNull();
    expect(postedIdempotencyKey(undefined)).toBeNull();
  });
});

describe("the cart forms (one action, many intents)", () => {
  it("reads the delivery zip as its 5 digits and refuses anything else, however long (decision 083)", () => {
    expect(parseCartForm({ intent: "set-delivery-zip", zipcode: " 84401-1234 " })).toEqual({ ok: true, value: { intent: "set-delivery-zip", zipcode: "84401" } });
    for (const zipcode of ["8440", "Ogden", "8".repeat(10_000)]) {
      expect(parseCartForm({ intent: "set-delivery-zip", zipcode })).toEqual({ ok: false, errors: { zipcode: ["Enter the 5-digit zip code we deliver to"] } });
    }
  });

  it("parses each intent into typed values", () => {
    expect(parseCartForm({ intent: "add", classId: "12", portionSizeId: "2", portionQuantityId: "1" })).toEqual({
      ok: true,
      value: { intent: "add", classId: "12", portionSizeId: "2", portionQuantityId: "1" },
    });
    // The class page's buy box posts one radio, "sizeId:quantityId" (decision 038).
    expect(parseCartForm({ intent: "add", classId: "12", portion: "2:4" })).toEqual({
      ok: true,
      value: { intent: "add", classId: "12", portionSizeId: "2", portionQuantityId: "4" },
    });
    expect(parseCartForm({ intent: "add", classId: "12", portion: "2" })).toMatchObject({ ok: false, errors: { portionQuantityId: ["Choose an option"] } });
    expect(parseCartForm({ intent: "add", classId: "12", portion: "2:<b>" })).toMatchObject({ ok: false });
    expect(parseCartForm({ intent: "apply-promotion", code: " welcome10 " })).toEqual({
      ok: true,
      value: { intent: "apply-promotion", code: "WELCOME10" },
    });
    expect(parseCartForm({ intent: "apply-gift-card", code: "cvkg ftcd dems twfv" })).toEqual({
      ok: true,
      value: { intent: "apply-gift-card", code: "CVKG-FTCD-DEMS-TWFV" },
    });
    expect(parseCartForm({ intent: "set-donation", donation: "$5.00" })).toEqual({
      ok: true,
      value: { intent: "set-donation", donation: 500 },
    });
  });

  it("answers field messages a person can act on", () => {
    expect(parseCartForm({ intent: "apply-promotion", code: "a" })).toEqual({
      ok: false,
      errors: { code: ["Enter a code of 3 to 32 letters, digits, dashes or underscores"] },
    });
    expect(parseCartForm({ intent: "apply-gift-card", code: "CVKG-FTCD" })).toEqual({
      ok: false,
      errors: { code: ["Enter the 16-character code from your gift card"] },
    });
    expect(parseCartForm({ intent: "set-donation", donation: "lots" })).toEqual({
      ok: false,
      errors: { donation: ["Enter an amount like $10 or 12.50"] },
    });
    expect(parseCartForm({ intent: "explode" })).toEqual({ ok: false, errors: { form: ["That is not something the cart can do."] } });
    const missing = parseCartForm({ intent: "add", classId: "12" });
    expect(missing.ok).toBe(false);
  });

  it("reads repeated fields as lists and others as text", () => {
    const form = new FormData();
    form.append("allergies", "dairy");
    form.append("allergies", "eggs");
    form.append("firstName", "Ana");
    expect(formValues(form, ["allergies", "missing"])).toEqual({ allergies: ["dairy", "eggs"], firstName: "Ana", missing: [] });
  });

  it("sends the browser back only to a path on this shop", () => {
    expect(safeLocalPath("/cart")).toBe("/cart");
    expect(safeLocalPath("/classes/LOG-20261201-1800-IP")).toBe("/classes/LOG-20261201-1800-IP");
    expect(safeLocalPath("//evil.example/cart")).toBeNull();
    expect(safeLocalPath("https://evil.example")).toBeNull();
    expect(safeLocalPath("/\\evil.example")).toBeNull();
    expect(safeLocalPath(undefined)).toBeNull();
  });
});

describe("the checkout form (spec §3 registration payload, §5 tel and zip)", () => {
  const contact = {
    idempotencyKey: "3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
    firstName: " Ana ",
    lastName: "Lee",
    email: "Ana@Example.com",
    phone: "(435) 555-0123",
    allergies: ["dairy"],
    allergyNotes: "",
    spiceTolerance: "MILD",
    expectedAmountDueCents: "4599",
  };

  it("parses contact details, with the phone as ten digits", () => {
    const parsed = parseCheckoutForm(contact, false);
    expect(parsed).toEqual({
      ok: true,
      value: {
        idempotencyKey: contact.idempotencyKey,
        firstName: "Ana",
        lastName: "Lee",
        email: "Ana@Example.com",
        phone: "4355550123",
        allergies: ["dairy"],
        allergyNotes: "",
        spiceTolerance: "MILD",
        expectedAmountDueCents: 4599,
        address: null,
      },
    });
  });

  it("needs an address only when a class is delivered or shipped", () => {
    const without = parseCheckoutForm(contact, true);
    expect(without.ok).toBe(false);
    if (!without.ok) expect(Object.keys(without.errors).sort()).toEqual(["addressName", "city", "state", "street", "zipcode"]);
    const withAddress = parseCheckoutForm(
      { ...contact, addressName: "Ana Lee", street: "1 Main St", city: "Logan", state: "ut", zipcode: "84321-1234" },
      true,
    );
    expect(withAddress.ok && withAddress.value.address).toEqual({
      name: "Ana Lee",
      street: "1 Main St",
      street2: "",
      city: "Logan",
      state: "UT",
      zipcode: "84321-1234",
      phone: "",
    });
  });

  it("says what is wrong with a phone, an e-mail or a missing name", () => {
    const parsed = parseCheckoutForm({ ...contact, phone: "555-0123", email: "nope", firstName: "  " }, false);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors.phone).toEqual(["Enter a ten-digit phone number, like (435) 555-0123"]);
      expect(parsed.errors.email).toEqual(["Enter an e-mail address like name@example.com"]);
      expect(parsed.errors.firstName).toEqual(["Enter your first name"]);
    }
  });

  it("maps the api's field names onto the form's", () => {
    expect(checkoutFieldName("first_name")).toBe("firstName");
    expect(checkoutFieldName("allergy_notes")).toBe("allergyNotes");
    expect(checkoutFieldName("address.zipcode")).toBe("zipcode");
    expect(checkoutFieldName("address.name")).toBe("addressName");
    expect(checkoutFieldName("input.phone")).toBe("phone");
    expect(labelledMessage("Phone", "is required")).toBe("Phone is required");
    expect(labelledMessage("Phone", "Enter a phone number")).toBe("Enter a phone number");
  });
});

describe("the gift card forms", () => {
  it("parses a purchase with an optional promotion code", () => {
    const parsed = parseGiftCardPurchase({
      idempotencyKey: "3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
      amount: "$30",
      recipientName: "Sam",
      recipientEmail: "sam@example.com",
      senderName: "Ana",
      message: "",
      purchaserEmail: "ana@example.com",
      promotionCode: "",
    });
    expect(parsed.ok && parsed.value.amount).toBe(3000);
    expect(parsed.ok && parsed.value.promotionCode).toBeNull();
  });

  it("reads a balance code in the giftcard input format", () => {
    expect(parseGiftCardCode({ code: "cvkg-ftcd-tens-aaa2" })).toEqual({ ok: true, value: { code: "CVKG-FTCD-TENS-AAA2" } });
    expect(parseGiftCardCode({ code: "CVKG" })).toEqual({ ok: false, errors: { code: ["Enter the 16-character code from your gift card"] } });
  });
});

describe("the sandbox card form", () => {
  it("reads the expiry as MMYY, MM/YY, MM / YY or MM/YYYY (decision 069)", () => {
    expect(parseExpiry("12/30")).toEqual({ month: 12, year: 30 });
    expect(parseExpiry(" 1 / 2031 ")).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry("1229")).toEqual({ month: 12, year: 29 });
    expect(parseExpiry("12 / 29")).toEqual({ month: 12, year: 29 });
    expect(parseExpiry("12/2029")).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry("0130")).toEqual({ month: 1, year: 30 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("1330")).toBeNull();
    expect(parseExpiry("123")).toBeNull();
    expect(parseExpiry("12/3")).toBeNull();
  });

  it("formats the card number and the expiry as they are typed", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242 42a")).toBe("4242 42");
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("4")).toBe("04 / ");
    expect(formatExpiry("12")).toBe("12 / ");
    expect(formatExpiry("1229")).toBe("12 / 29");
    expect(formatExpiry("12/2029")).toBe("12 / 2029");
    expect(formatExpiry("")).toBe("");
  });

  it("accepts a number typed with spaces and names what is missing", () => {
    const parsed = parseCardForm({ cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Ana Lee" });
    expect(parsed.ok && parsed.value.cardNumber).toBe("4242424242424242");
    const missing = parseCardForm({ cardNumber: "42", expiry: "soon", cvc: "1", name: "" });
    expect(missing.ok ? [] : Object.keys(missing.errors).sort()).toEqual(["cardNumber", "cvc", "expiry", "name"]);
    expect(cardFieldName("exp_month")).toBe("expiry");
    expect(cardFieldName("card_number")).toBe("cardNumber");
  });
});

describe("the promo path (spec §2 any other path)", () => {
  it("reads a single segment that can be a code", () => {
    expect(promotionCodeOfPath("WELCOME10")).toBe("WELCOME10");
    expect(promotionCodeOfPath("welcome10/")).toBe("WELCOME10");
    expect(promotionCodeOfPath("not-a-code-xyz")).toBe("NOT-A-CODE-XYZ");
    expect(promotionCodeOfPath("a/b")).toBeNull();
    expect(promotionCodeOfPath("robots.txt")).toBeNull();
    expect(promotionCodeOfPath("%E0%A4%A")).toBeNull();
    expect(promotionCodeOfPath(undefined)).toBeNull();
  });

  it("applies codes only on a person's GET, never on HEAD or a prefetch", () => {
    expect(mayApplyCode("GET", new Headers())).toBe(true);
    expect(mayApplyCode("HEAD", new Headers())).toBe(false);
    expect(mayApplyCode("GET", new Headers({ purpose: "prefetch" }))).toBe(false);
    expect(mayApplyCode("GET", new Headers({ "sec-purpose": "prefetch;prerender" }))).toBe(false);
  });
});
