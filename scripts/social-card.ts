/**
 * Draws the shop's link-preview card (decision 071): the seed's cooking-class scene (artwork.ts,
 * drawn in code, nothing downloaded) cut to the 1200 × 630 a large card is shown at, written to
 * public/images/social-card.png. Run again after changing the drawing: `npx tsx scripts/social-card.ts`.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import sharp from "sharp";
import { classTypeSvg } from "../drizzle/seed/artwork";
import { CARD_HEIGHT, CARD_WIDTH, DEFAULT_CARD_PICTURE } from "../app/lib/seo/social-card";

const target = resolve(import.meta.dirname, "../public", DEFAULT_CARD_PICTURE.url.replace(/^\//, ""));
const png = await sharp(Buffer.from(classTypeSvg("cooking-class")))
  .resize(CARD_WIDTH, CARD_HEIGHT, { fit: "cover" })
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toBuffer();
writeFileSync(target, png);
console.log(`social card: ${target} (${png.length} bytes)`);
