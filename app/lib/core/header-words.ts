/**
 * What the shop's header says of the visitor: the words of its cart and account links. The
 * header draws them, and the personal page (decision 076) writes them into a shared page's HTML.
 */
export const cartLinkLabel = (count: number): string => `Cart, ${count} ${count === 1 ? "item" : "items"}`;

export const accountLinkLabel = (account: { label: string } | null): string => (account ? `Your account (signed in as ${account.label})` : "Your account");

/** The account link's classes: signed in adds the badge's modifier. */
export const accountLinkClass = (signedIn: boolean): string => (signedIn ? "icon-button account-link account-link--signed-in" : "icon-button account-link");
