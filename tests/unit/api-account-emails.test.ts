/**
 * The account's e-mail (decision 068): the verification link, in the shop's layout, to the shop's
 * own /verify-email page, with how many guest orders wait for it; transactional, not marketing.
 */
import { describe, expect, it } from "vitest";
import { verificationEmail, verifyEmailPath, VERIFICATION_EMAIL_KIND } from "../../workers/api/services/email-verification";
import { MARKETING_EMAIL_KINDS } from "../../workers/api/services/newsletter";
import { expectAbsoluteLinks, expectLayout, hrefs, ORIGIN } from "./email-expectations";

describe("the account e-mails", () => {
  it("render the e-mail verification link (decision 068) absolutely, with how many orders wait, and not as marketing", () => {
    const link = `${ORIGIN}${verifyEmailPath("code/+=")}`;
    const two = verificationEmail(link, 2);
    expectLayout(two);
    expectAbsoluteLinks(two);
    expect(hrefs(two.html)).toEqual([`${ORIGIN}/verify-email?oobCode=code%2F%2B%3D`]);
    expect(two.text).toContain(`Verify my e-mail: ${ORIGIN}/verify-email?oobCode=code%2F%2B%3D`);
    expect(two.text).toContain("2 orders placed with this e-mail will appear in your account once you verify it.");
    expect(verificationEmail(link, 1).text).toContain("An order placed with this e-mail will appear");
    expect(verificationEmail(link, 0).text).toContain("Orders you placed with this e-mail before you had an account");
    expect(MARKETING_EMAIL_KINDS.has(VERIFICATION_EMAIL_KIND)).toBe(false);
  });
});
