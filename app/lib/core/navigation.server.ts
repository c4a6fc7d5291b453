/**
 * The header's navigation groups (spec §2), desktop and mobile, from one configuration, and the
 * footer's links. A server module: the root loader sends them resolved (`layoutLinks`), so the
 * browser bundle carries no link tables.
 */

export interface NavigationLink {
  label: string;
  /** An in-app path, or a marketing-site path when `external` is set. */
  to: string;
  external?: boolean;
  /** Decision 091: shown only while an active kitchen offers this fulfillment (its key). */
  fulfillment?: string;
}

export interface NavigationGroup extends NavigationLink {
  links?: NavigationLink[];
}

/**
 * A header group for one fulfillment (decision 091): its own link chooses that fulfillment's menu,
 * and the group shows only while an active kitchen offers it.
 */
const fulfillmentGroup = (label: string, fulfillment: string, links: NavigationLink[]): NavigationGroup => ({
  label,
  to: `/choose-menu?fulfillment=${fulfillment}`,
  fulfillment,
  links,
});

export const NAVIGATION: NavigationGroup[] = [
  fulfillmentGroup("Order Delivery", "delivery", [
    { label: "Delivery near you", to: "/delivery", fulfillment: "delivery" },
    { label: "Pre-assembled pickup", to: "/pickup", fulfillment: "pre-assembled" },
  ]),
  fulfillmentGroup("Attend a Class", "in-person", [
    { label: "Find a class", to: "/classes", fulfillment: "in-person" },
    // Decision 085: where a customer tells us where they are.
    { label: "Kitchens near you", to: "/zip", fulfillment: "in-person" },
    { label: "Plan a Private Class", to: "/host-class-progress", fulfillment: "in-person" },
  ]),
  { label: "Our Meals", to: "/menu" },
  // Issue 30 part 8: gift cards sell from the header too, not only the footer.
  { label: "Gift Cards", to: "/gift-cards/checkout" },
  { label: "How It Works", to: "/how-it-works", external: true },
  { label: "Our Story", to: "/our-story", external: true },
];

/** Footer links to the marketing site (spec §2), as paths on its base URL. */
export const FOOTER_MARKETING_LINKS: NavigationLink[] = [
  { label: "FAQ", to: "/how-it-works#faq", external: true },
  { label: "Our Story", to: "/our-story", external: true },
  { label: "Contact Us", to: "/contact-us", external: true },
  { label: "Liability Waiver", to: "/liability-waiver", external: true },
  { label: "Blog", to: "/blog", external: true },
  { label: "Careers", to: "/careers", external: true },
  { label: "Terms and Conditions", to: "/terms-and-conditions", external: true },
  { label: "Privacy Policy", to: "/privacy-policy", external: true },
  { label: "Media Kit", to: "/media-kit", external: true },
];

/** Spec §2: gift cards, private classes and the newsroom (issue 10, decision 028), and our contact form. */
export const FOOTER_SHOP_LINKS: NavigationLink[] = [
  { label: "Find a Kitchen Near You", to: "/zip" },
  { label: "Gift Cards", to: "/gift-cards/checkout" },
  { label: "Plan a Private Class", to: "/host-class-progress", fulfillment: "in-person" },
  { label: "Newsroom", to: "/newsroom" },
  // Our own contact form (decision 030); "Contact Us" above is the marketing site's page.
  { label: "Write to Us", to: "/contact" },
];

export const SOCIAL_LINKS = [
  { label: "Facebook", href: "https://www.facebook.com/cachevalleykitchen" },
  { label: "Instagram", href: "https://www.instagram.com/cachevalleykitchen" },
] as const;

export function hrefOf(link: NavigationLink, marketingBaseUrl: string): string {
  return link.external ? `${marketingBaseUrl}${link.to}` : link.to;
}

/** A link the layout draws: an in-app path (`external` false) or a marketing-site URL. */
export interface LayoutLink {
  label: string;
  href: string;
  external: boolean;
}

export interface LayoutLinks {
  header: (LayoutLink & { links: LayoutLink[] })[];
  about: LayoutLink[];
  shop: LayoutLink[];
  social: LayoutLink[];
}

/** A link is shown unless it names a fulfillment no active kitchen offers (`offered` undefined: not known, so shown). */
function isOffered(link: NavigationLink, offered: ReadonlySet<string> | undefined): boolean {
  return offered === undefined || link.fulfillment === undefined || offered.has(link.fulfillment);
}

/**
 * The header groups the kitchens' settings leave (decision 091): a link of a fulfillment no active
 * kitchen offers is left out; a group whose own fulfillment is withdrawn leads to its first link
 * still shown, and a group left with no link and no page of its own is left out. `offered`
 * undefined (not known): every link.
 */
export function offeredNavigation(groups: readonly NavigationGroup[], offered: ReadonlySet<string> | undefined): NavigationGroup[] {
  if (!offered) return [...groups];
  const shown = (link: NavigationLink) => isOffered(link, offered);
  return groups.flatMap((group) => {
    if (!group.links) return shown(group) ? [group] : [];
    const links = group.links.filter(shown);
    if (shown(group)) return [{ ...group, links }];
    const first = links[0];
    return first ? [{ ...group, to: first.to, external: first.external, links }] : [];
  });
}

/** The header's and footer's links, marketing-site paths made absolute (the root loader's data); `offered`: the fulfillments active kitchens offer. */
export function layoutLinks(marketingBaseUrl: string, offered?: ReadonlySet<string>): LayoutLinks {
  const resolve = (link: NavigationLink): LayoutLink => ({ label: link.label, href: hrefOf(link, marketingBaseUrl), external: Boolean(link.external) });
  return {
    header: offeredNavigation(NAVIGATION, offered).map((group) => ({ ...resolve(group), links: (group.links ?? []).map(resolve) })),
    about: FOOTER_MARKETING_LINKS.map(resolve),
    shop: FOOTER_SHOP_LINKS.filter((link) => isOffered(link, offered)).map(resolve),
    social: SOCIAL_LINKS.map((link) => ({ ...link, external: true })),
  };
}
