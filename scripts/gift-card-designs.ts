/**
 * Draws the gift card designs (issue 30 part 8, decision 086) in code, nothing downloaded: one
 * SVG scene per design of workers/core GIFT_CARD_DESIGNS, written as a small PNG (mail clients
 * show PNG, not SVG) to public/images/gift-cards/<key>.png. Run again after changing a drawing:
 * `npx tsx scripts/gift-card-designs.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import sharp from "sharp";
import { GIFT_CARD_DESIGN_HEIGHT, GIFT_CARD_DESIGN_WIDTH, GIFT_CARD_DESIGNS, type GiftCardDesignKey } from "../workers/core/gift-cards";

const W = GIFT_CARD_DESIGN_WIDTH;
const H = GIFT_CARD_DESIGN_HEIGHT;

const citrusSlice = (x: number, y: number, r: number, peel: string, flesh: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${peel}"/><circle cx="${x}" cy="${y}" r="${r * 0.86}" fill="#fffbe8"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="${flesh}"/>` +
  Array.from({ length: 8 }, (_, i) => {
    const angle = (i * Math.PI) / 4;
    return `<line x1="${x}" y1="${y}" x2="${(x + Math.cos(angle) * r * 0.78).toFixed(1)}" y2="${(y + Math.sin(angle) * r * 0.78).toFixed(1)}" stroke="#fffbe8" stroke-width="3"/>`;
  }).join("");

const SCENES: Record<GiftCardDesignKey, string> = {
  classic: `<rect width="${W}" height="${H}" fill="#2f6b3a"/>
    <circle cx="400" cy="60" r="120" fill="#3c7d47"/>
    <rect x="110" y="150" width="220" height="22" rx="6" fill="#e9ecea" transform="rotate(-18 220 160)"/>
    <rect x="300" y="120" width="90" height="26" rx="10" fill="#5a3b24" transform="rotate(-18 220 160)"/>
    <path d="M120 250 C170 200 210 190 250 170" stroke="#a8d5a0" stroke-width="5" fill="none"/>
    ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${140 + i * 24}" cy="${238 - i * 15}" rx="10" ry="5" fill="#a8d5a0" transform="rotate(-35 ${140 + i * 24} ${238 - i * 15})"/>`).join("")}`,
  citrus: `<rect width="${W}" height="${H}" fill="#f6c945"/>
    ${citrusSlice(130, 110, 70, "#e0a800", "#f7e27a")}${citrusSlice(330, 190, 85, "#e07a00", "#f7a440")}${citrusSlice(410, 60, 40, "#e0a800", "#f7e27a")}
    <ellipse cx="200" cy="240" rx="30" ry="14" fill="#4f8a3a" transform="rotate(-25 200 240)"/>`,
  celebration: `<rect width="${W}" height="${H}" fill="#6d3b7a"/>
    ${Array.from({ length: 40 }, (_, i) => [(i * 211) % W, (i * 137) % H, i] as const)
      .filter(([x, y]) => !(x > 120 && x < 360 && y > 70))
      .map(([x, y, i]) => `<rect x="${x}" y="${y}" width="12" height="6" fill="${["#f6c945", "#ff8fa3", "#8fd3ff", "#a8e6a0"][i % 4]}" transform="rotate(${(i * 37) % 180} ${x} ${y})"/>`).join("")}
    <rect x="160" y="170" width="160" height="90" rx="10" fill="#fbe3ea"/>
    <rect x="160" y="200" width="160" height="14" fill="#ff8fa3"/>
    <rect x="185" y="125" width="110" height="50" rx="8" fill="#fff3f6"/>
    ${[205, 240, 275].map((x) => `<rect x="${x - 4}" y="95" width="8" height="32" fill="#8fd3ff"/><ellipse cx="${x}" cy="88" rx="6" ry="10" fill="#f6c945"/>`).join("")}
    <rect x="130" y="258" width="220" height="10" rx="5" fill="#e9e1ec"/>`,
  harvest: `<rect width="${W}" height="${H}" fill="#b4452f"/>
    <circle cx="150" cy="170" r="62" fill="#e4553b"/><path d="M130 112 l20 14 l20 -14 l-8 20 z" fill="#3f7a35"/>
    <circle cx="270" cy="200" r="48" fill="#e86a4f"/><path d="M255 156 l15 10 l15 -10 l-6 16 z" fill="#3f7a35"/>
    <path d="M330 90 L420 240 L395 250 Z" fill="#f08a24"/>
    <path d="M330 90 c-20 -30 -10 -45 5 -50 M330 90 c0 -35 20 -45 30 -40 M330 90 c15 -25 40 -25 45 -15" stroke="#5c9e3f" stroke-width="7" fill="none"/>`,
};

const folder = resolve(import.meta.dirname, "../public/images/gift-cards");
mkdirSync(folder, { recursive: true });
for (const design of GIFT_CARD_DESIGNS) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[design.key]}</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  writeFileSync(resolve(folder, `${design.key}.png`), png);
  console.log(`gift card design ${design.key}: ${png.length} bytes`);
}
