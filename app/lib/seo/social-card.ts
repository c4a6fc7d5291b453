/**
 * Link previews' pictures (decision 071): a page with a picture of its own (a class's type, a
 * meal, a press release) shows it; every other page shows the shop's card, drawn from the seed's
 * artwork by scripts/social-card.ts (nothing downloaded) and served from public/images.
 */
export interface CardPicture {
  /** The picture's address: absolute, or a path on the shop's origin (/media/…, /images/…). */
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The size link previews draw a large card at (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export const DEFAULT_CARD_PICTURE: CardPicture = {
  url: "/images/social-card.png",
  alt: "A sizzling pan and a pot of soup on a stove, with a wooden spoon",
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
};
