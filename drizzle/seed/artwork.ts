/**
 * The seed's artwork (decision 039): illustrations drawn here as SVG — a plate for every meal, a
 * scene for every class type, a storefront for every kitchen, a portrait for every host — and
 * rasterised to JPEG at seed time, so nothing is downloaded or copied. Each drawing is
 * deterministic (a generator seeded by the subject's name), so every seed draws the same pictures
 * and two subjects never look alike. No text is drawn: the alt text and the page say the words.
 */

type Random = () => number;

/** A small deterministic generator (mulberry32) seeded by a string. */
function random(seed: string): Random {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T,>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const between = (rand: Random, low: number, high: number) => low + rand() * (high - low);
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Drop shadows drawn as offset, darkened copies of the shape (two of them, for a soft edge):
 * an SVG blur filter makes the rasteriser several times slower for the same look at this size.
 */
function withShadows(body: string): string {
  return body.replace(/<g filter="url\(#shadow\)"([^>]*)>(.*?)<\/g>/g, (_match, attributes: string, inner: string) => {
    const dark = inner.replace(/fill="[^"]*"/g, 'fill="#000000"').replace(/stroke="[^"]*"/g, 'stroke="none"');
    const shadow = (dx: number, dy: number, opacity: number) => `<g transform="translate(${dx} ${dy})" opacity="${opacity}"><g${attributes}>${dark}</g></g>`;
    return `${shadow(14, 20, 0.1)}${shadow(8, 12, 0.14)}<g${attributes}>${inner}</g>`;
  });
}

function svg(width: number, height: number, body: string, defs = ""): string {
  body = withShadows(body);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Soft shadow and a wood or linen table, shared by the meal and class drawings. */
function tableDefs(rand: Random, top: string, bottom: string): string {
  return [
    `<linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<radialGradient id="plate" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="0.8" stop-color="#f3efe6"/><stop offset="1" stop-color="#d9d2c3"/></radialGradient>`,
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="6"/><feOffset dx="8" dy="12"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    `<filter id="soft"><feGaussianBlur stdDeviation="${round(between(rand, 1.2, 2))}"/></filter>`,
  ].join("");
}

function grain(rand: Random, width: number, height: number, color: string): string {
  let lines = "";
  for (let i = 0; i < 26; i++) {
    const y = between(rand, 0, height);
    const bend = between(rand, -30, 30);
    lines += `<path d="M0 ${round(y)} Q ${width / 2} ${round(y + bend)} ${width} ${round(y + between(rand, -10, 10))}" stroke="${color}" stroke-width="${round(between(rand, 1, 4))}" fill="none" opacity="0.25"/>`;
  }
  return lines;
}

const TABLES: readonly [string, string, string][] = [
  ["#b98a5e", "#8a5a35", "#6e4526"], // oak
  ["#d8cbb3", "#b9a98a", "#9c8c6c"], // linen
  ["#5d7a6a", "#3f5a4c", "#2c4236"], // sage
  ["#c8795a", "#9c4f35", "#7a3a25"], // terracotta
  ["#4a5568", "#2d3748", "#1f2733"], // slate
  ["#e6d3a8", "#c9ad73", "#a88b4f"], // maple
];

// ---------------------------------------------------------------------------------------------
// Meals: a plate (or bowl, or baking dish) seen from above, its food told by the meal's words

type Dish = "bowl" | "tacos" | "rolled" | "pasta" | "rice" | "bake" | "bread" | "beans" | "main" | "cake";

function dishOf(name: string): Dish {
  const n = name.toLowerCase();
  if (/soup|chili/.test(n)) return "bowl";
  if (/tacos|fajitas/.test(n)) return "tacos";
  if (/enchiladas|burritos/.test(n)) return "rolled";
  if (/ziti|linguine|penne|orzo/.test(n)) return "pasta";
  if (/rice|bowls|haystacks|masala|broccoli|peanut|cashew|teriyaki|oatmeal/.test(n)) return "rice";
  if (/pie|casserole|potatoes|cobbler/.test(n)) return "bake";
  if (/rolls|scones/.test(n)) return "bread";
  if (/green beans/.test(n)) return "beans";
  if (/cake/.test(n)) return "cake";
  return "main";
}

/** The colours of a meal, from the words of its name and ingredients. */
function mealColors(text: string): { food: string; sauce: string; extra: string } {
  const t = text.toLowerCase();
  const sauce =
    /tikka|masala|curry/.test(t) ? "#d2691e"
    : /green chile|verde|pesto|cilantro/.test(t) ? "#7f9a3a"
    : /teriyaki|bulgogi|soy|barbacoa/.test(t) ? "#6b3415"
    : /peanut|cashew/.test(t) ? "#c58a45"
    : /tomato|marinara|ziti|tortilla soup|pastor/.test(t) ? "#c0392b"
    : /chocolate/.test(t) ? "#4a2511"
    : /peach|honey|butter/.test(t) ? "#e8a33d"
    : /blueberr/.test(t) ? "#4b4e9c"
    : /cream|alfredo|potato|white bean|scampi|cordon/.test(t) ? "#efe0bd"
    : "#b5652f";
  const food =
    /salmon/.test(t) ? "#f08a5d"
    : /shrimp/.test(t) ? "#f59f80"
    : /beef|steak|roast|barley/.test(t) ? "#7a3e22"
    : /pork/.test(t) ? "#b0653a"
    : /fish/.test(t) ? "#f2dfb5"
    : /chicken|turkey/.test(t) ? "#d9a35b"
    : /egg|french toast|scone|roll/.test(t) ? "#e7b865"
    : "#d8b37a";
  const extra = /broccoli|green beans|pesto|cilantro|herb/.test(t) ? "#3f8f3a" : /pepper|fajita/.test(t) ? "#d63c2f" : /lime/.test(t) ? "#8cc63f" : "#4f9a3c";
  return { food, sauce, extra };
}

function herbs(rand: Random, cx: number, cy: number, spread: number, color: string, count = 14): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * spread;
    out += `<ellipse cx="${round(cx + Math.cos(a) * d)}" cy="${round(cy + Math.sin(a) * d)}" rx="${round(between(rand, 5, 11))}" ry="${round(between(rand, 2.5, 5))}" fill="${color}" transform="rotate(${Math.round(rand() * 180)} ${round(cx + Math.cos(a) * d)} ${round(cy + Math.sin(a) * d)})"/>`;
  }
  return out;
}

function pieces(rand: Random, cx: number, cy: number, spread: number, color: string, count: number, size: [number, number]): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * spread;
    const x = round(cx + Math.cos(a) * d);
    const y = round(cy + Math.sin(a) * d);
    const w = round(between(rand, size[0], size[1]));
    out += `<rect x="${x - w / 2}" y="${y - w / 2.6}" width="${w}" height="${round(w / 1.3)}" rx="${round(w / 4)}" fill="${color}" stroke="#00000022" stroke-width="2" transform="rotate(${Math.round(rand() * 90)} ${x} ${y})"/>`;
  }
  return out;
}

function plate(cx: number, cy: number, r: number): string {
  return `<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/></g><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#e3dccd" stroke-width="4"/>`;
}

function fork(x: number, y: number): string {
  return `<g filter="url(#shadow)" fill="#cfd4d8" stroke="#9aa3aa" stroke-width="2"><rect x="${x}" y="${y}" width="22" height="300" rx="10"/><rect x="${x - 14}" y="${y - 120}" width="50" height="130" rx="14"/></g><g stroke="#9aa3aa" stroke-width="5"><line x1="${x - 2}" y1="${y - 118}" x2="${x - 2}" y2="${y - 40}"/><line x1="${x + 11}" y1="${y - 118}" x2="${x + 11}" y2="${y - 40}"/><line x1="${x + 24}" y1="${y - 118}" x2="${x + 24}" y2="${y - 40}"/></g>`;
}

function napkin(rand: Random, x: number, y: number): string {
  const color = pick(rand, ["#f6e7c8", "#e8f0e4", "#f3d9d2", "#dfe7f1"]);
  const stripe = pick(rand, ["#c0392b", "#2f6b3a", "#1a5fb4", "#b7791f"]);
  return `<g filter="url(#shadow)" transform="rotate(${round(between(rand, -12, 12))} ${x + 110} ${y + 160})"><rect x="${x}" y="${y}" width="220" height="320" rx="8" fill="${color}"/><rect x="${x}" y="${y + 40}" width="220" height="10" fill="${stripe}" opacity="0.7"/><rect x="${x}" y="${y + 60}" width="220" height="4" fill="${stripe}" opacity="0.7"/></g>`;
}

function dish(kind: Dish, rand: Random, colors: ReturnType<typeof mealColors>, cx: number, cy: number): string {
  const { food, sauce, extra } = colors;
  switch (kind) {
    case "bowl": {
      const body = `<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy}" r="300" fill="${pick(rand, ["#2f4858", "#8c3b2a", "#e9e1d1", "#3a5a40"])}"/></g><circle cx="${cx}" cy="${cy}" r="262" fill="#00000030"/><circle cx="${cx}" cy="${cy}" r="250" fill="${sauce}"/>`;
      const shine = `<ellipse cx="${cx - 80}" cy="${cy - 90}" rx="110" ry="50" fill="#ffffff" opacity="0.12"/>`;
      const bits = pieces(rand, cx, cy, 190, food, 16, [26, 44]) + pieces(rand, cx, cy, 200, pick(rand, ["#f5e6b3", "#e07b39", "#f1f1e6"]), 14, [14, 22]);
      const topping = /chili|tortilla/.test(sauce) ? "" : `<path d="M${cx - 120} ${cy + 40} q 60 -50 120 0 t 120 0" stroke="#fff7e0" stroke-width="14" fill="none" opacity="0.8"/>`;
      return body + shine + bits + topping + herbs(rand, cx, cy, 200, extra, 22);
    }
    case "tacos": {
      let out = plate(cx, cy, 330);
      for (let i = 0; i < 3; i++) {
        const x = cx - 190 + i * 190;
        const y = cy + (i % 2 ? -20 : 20);
        out += `<g transform="rotate(${-20 + i * 20} ${x} ${y})"><path d="M${x - 150} ${y} A150 110 0 0 1 ${x + 150} ${y} Z" fill="#f0d28c" stroke="#c9a35a" stroke-width="6"/>`;
        out += pieces(rand, x, y - 45, 80, food, 7, [24, 36]) + herbs(rand, x, y - 55, 85, extra, 10);
        out += `<path d="M${x - 120} ${y - 20} q 40 -20 80 0 t 80 0" stroke="${sauce}" stroke-width="10" fill="none"/></g>`;
      }
      return out + `<path d="M${cx + 150} ${cy + 180} a60 60 0 0 1 110 20 z" fill="#8cc63f" stroke="#5b8c1f" stroke-width="6"/>`;
    }
    case "rolled": {
      let out = `<g filter="url(#shadow)"><rect x="${cx - 380}" y="${cy - 260}" width="760" height="520" rx="40" fill="${pick(rand, ["#e9e1d1", "#b5523b", "#2f4858"])}"/></g><rect x="${cx - 350}" y="${cy - 230}" width="700" height="460" rx="28" fill="${sauce}"/>`;
      for (let i = 0; i < 5; i++) {
        const y = cy - 180 + i * 90;
        out += `<rect x="${cx - 320}" y="${y}" width="640" height="78" rx="39" fill="#f2d9a0" stroke="#c9a35a" stroke-width="4" opacity="0.95"/>`;
      }
      out += `<path d="M${cx - 330} ${cy - 100} q 160 -60 330 0 t 330 0 M${cx - 330} ${cy + 60} q 160 -60 330 0 t 330 0" stroke="${sauce}" stroke-width="36" fill="none" opacity="0.9"/>`;
      out += pieces(rand, cx, cy, 280, "#fff2c4", 30, [14, 26]);
      return out + herbs(rand, cx, cy, 290, extra, 26);
    }
    case "pasta": {
      let out = plate(cx, cy, 330);
      out += `<circle cx="${cx}" cy="${cy}" r="230" fill="${sauce}" opacity="0.85"/>`;
      const noodle = "#f3d27a";
      for (let i = 0; i < 34; i++) {
        const a = rand() * Math.PI * 2;
        const d = Math.sqrt(rand()) * 190;
        const x = cx + Math.cos(a) * d;
        const y = cy + Math.sin(a) * d;
        out += `<path d="M${round(x - 50)} ${round(y)} q 25 ${round(between(rand, -40, 40))} 50 0 t 50 0" stroke="${noodle}" stroke-width="${round(between(rand, 10, 16))}" fill="none" stroke-linecap="round" transform="rotate(${Math.round(rand() * 180)} ${round(x)} ${round(y)})"/>`;
      }
      out += pieces(rand, cx, cy, 170, food, 9, [26, 40]);
      return out + herbs(rand, cx, cy, 200, extra, 18) + pieces(rand, cx, cy, 190, "#fff8e1", 18, [6, 10]);
    }
    case "rice": {
      let out = plate(cx, cy, 330);
      const grains = pick(rand, ["#fbf7ec", "#f1e3c0"]);
      out += `<ellipse cx="${cx - 80}" cy="${cy}" rx="170" ry="190" fill="${grains}" stroke="#e6dcc5" stroke-width="4"/>`;
      for (let i = 0; i < 60; i++) out += `<ellipse cx="${round(cx - 80 + between(rand, -140, 140))}" cy="${round(cy + between(rand, -160, 160))}" rx="6" ry="2.6" fill="#e3d6b8" transform="rotate(${Math.round(rand() * 180)} ${round(cx - 80)} ${round(cy)})"/>`;
      out += `<ellipse cx="${cx + 110}" cy="${cy + 10}" rx="170" ry="200" fill="${sauce}"/>`;
      out += pieces(rand, cx + 110, cy + 10, 140, food, 12, [30, 46]);
      return out + herbs(rand, cx + 60, cy, 220, extra, 20) + pieces(rand, cx + 110, cy, 140, "#f7f1dc", 10, [8, 12]);
    }
    case "bake": {
      const top = /cobbler|peach/.test(sauce) ? "#e8a33d" : pick(rand, ["#e2b057", "#d9a046", "#eac06d"]);
      let out = `<g filter="url(#shadow)"><rect x="${cx - 390}" y="${cy - 270}" width="780" height="540" rx="50" fill="${pick(rand, ["#f1ece2", "#c45a3c", "#35607a"])}"/></g><rect x="${cx - 350}" y="${cy - 230}" width="700" height="460" rx="30" fill="${top}"/>`;
      for (let i = 0; i < 40; i++) {
        const x = cx + between(rand, -320, 320);
        const y = cy + between(rand, -200, 200);
        out += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(between(rand, 10, 30))}" fill="${pick(rand, ["#c98a2f", "#f3d48a", sauce, "#b8742a"])}" opacity="0.7"/>`;
      }
      out += `<path d="M${cx - 300} ${cy - 150} q 100 30 200 0 t 200 0 t 200 0" stroke="#fff4d0" stroke-width="10" fill="none" opacity="0.6"/>`;
      return out + herbs(rand, cx, cy, 300, extra, 12);
    }
    case "bread": {
      let out = `<g filter="url(#shadow)"><ellipse cx="${cx}" cy="${cy}" rx="380" ry="300" fill="#b07a3f"/></g><ellipse cx="${cx}" cy="${cy}" rx="340" ry="262" fill="#f4ead5"/>`;
      const roll = pick(rand, ["#d99a45", "#e0a955", "#c98436"]);
      for (let i = 0; i < 7; i++) {
        const a = (i / 7) * Math.PI * 2 + rand();
        const x = round(cx + Math.cos(a) * (i === 6 ? 0 : 190));
        const y = round(cy + Math.sin(a) * (i === 6 ? 0 : 140));
        out += `<g filter="url(#shadow)"><ellipse cx="${x}" cy="${y}" rx="95" ry="78" fill="${roll}"/></g><ellipse cx="${x - 18}" cy="${y - 20}" rx="50" ry="30" fill="#f6cf8a" opacity="0.7"/>`;
      }
      return out + `<circle cx="${cx + 320}" cy="${cy + 250}" r="70" fill="#f3e2a0" stroke="#d8b552" stroke-width="8"/>`;
    }
    case "beans": {
      let out = plate(cx, cy, 330);
      for (let i = 0; i < 40; i++) {
        const x = cx + between(rand, -200, 200);
        const y = cy + between(rand, -180, 180);
        out += `<rect x="${round(x - 60)}" y="${round(y - 7)}" width="120" height="14" rx="7" fill="${pick(rand, ["#3f8f3a", "#4fa046", "#37802f"])}" transform="rotate(${Math.round(between(rand, -40, 40))} ${round(x)} ${round(y)})"/>`;
      }
      return out + pieces(rand, cx, cy, 200, "#f3ead0", 30, [6, 12]);
    }
    case "cake": {
      let out = `<g filter="url(#shadow)"><rect x="${cx - 390}" y="${cy - 260}" width="780" height="520" rx="24" fill="#d7d0c4"/></g><rect x="${cx - 360}" y="${cy - 230}" width="720" height="460" rx="14" fill="${sauce}"/>`;
      for (let i = 1; i < 4; i++) out += `<line x1="${cx - 360 + i * 180}" y1="${cy - 230}" x2="${cx - 360 + i * 180}" y2="${cy + 230}" stroke="#2a1408" stroke-width="4"/>`;
      for (let i = 0; i < 30; i++) out += `<circle cx="${round(cx + between(rand, -330, 330))}" cy="${round(cy + between(rand, -200, 200))}" r="6" fill="${pick(rand, ["#e84a5f", "#f9d56e", "#7ec4cf", "#ffffff"])}"/>`;
      return out;
    }
    case "main": {
      let out = plate(cx, cy, 330);
      out += `<g filter="url(#shadow)"><ellipse cx="${cx + 40}" cy="${cy - 30}" rx="190" ry="120" fill="${food}" transform="rotate(${Math.round(between(rand, -25, 25))} ${cx + 40} ${cy - 30})"/></g>`;
      for (let i = 0; i < 5; i++) out += `<path d="M${cx - 100 + i * 50} ${cy - 120} l 60 170" stroke="#00000030" stroke-width="8"/>`;
      out += `<path d="M${cx - 120} ${cy - 60} q 150 -60 320 20" stroke="${sauce}" stroke-width="22" fill="none" stroke-linecap="round"/>`;
      out += pieces(rand, cx - 150, cy + 160, 80, pick(rand, ["#e07b39", "#f1c232", "#f2e6c9"]), 12, [22, 34]);
      return out + herbs(rand, cx + 120, cy + 150, 110, extra, 22);
    }
  }
}

/** A 1200 × 900 illustration of a meal, told by its name and ingredients. */
export function mealSvg(name: string, ingredients = ""): string {
  const rand = random(name);
  const [top, bottom, line] = pick(rand, TABLES);
  const width = 1200;
  const height = 900;
  const cx = round(width / 2 + between(rand, -30, 60));
  const cy = round(height / 2 + between(rand, -20, 20));
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#table)"/>`,
    grain(rand, width, height, line),
    napkin(rand, 30, 520),
    fork(1090, 560),
    dish(dishOf(name), rand, mealColors(`${name} ${ingredients}`), cx, cy),
  ].join("");
  return svg(width, height, body, tableDefs(rand, top, bottom));
}

// ---------------------------------------------------------------------------------------------
// Class types: a scene of what the class does

function trays(rand: Random): string {
  let out = "";
  const fillings = ["#c0392b", "#7f9a3a", "#d2691e", "#e8c36a", "#6b3415", "#efe0bd", "#d9a35b", "#4f7a2b"];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 4; col++) {
      const x = 170 + col * 330;
      const y = 170 + row * 330;
      const filling = fillings[(row * 4 + col + Math.floor(rand() * 3)) % fillings.length]!;
      out += `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="290" height="250" rx="26" fill="#c9ced3" stroke="#9aa3aa" stroke-width="6"/></g>`;
      out += `<rect x="${x + 22}" y="${y + 22}" width="246" height="206" rx="16" fill="${filling}"/>`;
      out += pieces(rand, x + 145, y + 125, 80, pick(rand, ["#f5e6b3", "#d9a35b", "#7a3e22", "#3f8f3a"]), 9, [18, 30]);
      out += herbs(rand, x + 145, y + 125, 90, "#3f8f3a", 6);
    }
  }
  out += `<g filter="url(#shadow)"><rect x="1480" y="120" width="70" height="640" rx="30" fill="#f6e7c8"/></g>`;
  for (let i = 0; i < 5; i++) out += `<rect x="1480" y="${150 + i * 120}" width="70" height="20" fill="#2f6b3a" opacity="0.6"/>`;
  return out;
}

function stove(rand: Random): string {
  let out = `<rect x="160" y="90" width="1280" height="720" rx="40" fill="#2b2f33"/>`;
  const burners = [[470, 300], [1130, 300], [470, 620], [1130, 620]] as const;
  for (const [x, y] of burners) out += `<circle cx="${x}" cy="${y}" r="150" fill="#1b1e21" stroke="#3a3f44" stroke-width="10"/><circle cx="${x}" cy="${y}" r="118" fill="none" stroke="#f28c28" stroke-width="8" opacity="0.8"/>`;
  // The pan, sizzling.
  out += `<g filter="url(#shadow)"><rect x="590" y="272" width="330" height="56" rx="24" fill="#3a2a1e"/><circle cx="470" cy="300" r="200" fill="#40464c"/></g><circle cx="470" cy="300" r="172" fill="#59616a"/>`;
  out += pieces(rand, 470, 300, 130, "#d9a35b", 12, [30, 44]) + pieces(rand, 470, 300, 130, "#d63c2f", 8, [18, 28]) + herbs(rand, 470, 300, 140, "#3f8f3a", 16);
  // The pot, steaming.
  out += `<g filter="url(#shadow)"><circle cx="1130" cy="620" r="190" fill="#b9c0c6"/></g><circle cx="1130" cy="620" r="160" fill="#c0392b"/>`;
  out += pieces(rand, 1130, 620, 110, "#f5e6b3", 10, [16, 26]) + herbs(rand, 1130, 620, 120, "#4f9a3c", 10);
  for (let i = 0; i < 3; i++) out += `<path d="M${1060 + i * 70} 420 q -30 -60 0 -120 t 0 -120" stroke="#ffffff" stroke-width="14" fill="none" opacity="0.35" stroke-linecap="round"/>`;
  // A wooden spoon and a board with chopped vegetables.
  out += `<g filter="url(#shadow)" transform="rotate(-30 760 640)"><rect x="620" y="630" width="300" height="26" rx="13" fill="#c08a4f"/><ellipse cx="590" cy="643" rx="60" ry="40" fill="#c08a4f"/></g>`;
  out += `<g filter="url(#shadow)"><rect x="1250" y="80" width="300" height="200" rx="20" fill="#d7a86e"/></g>` + pieces(rand, 1400, 180, 90, "#f28c28", 12, [16, 24]);
  return out;
}

/** A kids' class: a mixing bowl, measuring cups and a spoon on a floured board, and a small chef's hat — no one dish (decision 087). */
function kidsKitchen(rand: Random): string {
  let out = `<g filter="url(#shadow)"><rect x="140" y="150" width="820" height="620" rx="40" fill="#d7a86e"/></g><rect x="170" y="180" width="760" height="560" rx="28" fill="#e3bd86"/>`;
  for (let i = 0; i < 40; i++) out += `<circle cx="${round(between(rand, 220, 880))}" cy="${round(between(rand, 230, 690))}" r="${round(between(rand, 3, 9))}" fill="#fbf6ea" opacity="0.7"/>`;
  // The bowl, batter and a wooden spoon.
  out += `<g filter="url(#shadow)"><circle cx="560" cy="460" r="230" fill="#6aa7c8"/></g><circle cx="560" cy="460" r="196" fill="#f3e2b8"/><circle cx="560" cy="460" r="150" fill="#efd595"/>`;
  out += `<g filter="url(#shadow)" transform="rotate(-35 560 460)"><rect x="560" y="446" width="380" height="28" rx="14" fill="#c08a4f"/><ellipse cx="540" cy="460" rx="70" ry="46" fill="#c08a4f"/></g>`;
  // Measuring cups.
  const cups = ["#e05d5d", "#f2b33d", "#5bb374"];
  cups.forEach((color, i) => {
    const r = 90 - i * 16;
    out += `<g filter="url(#shadow)"><circle cx="${1160 + i * 40}" cy="${260 + i * 150}" r="${r}" fill="${color}"/></g><circle cx="${1160 + i * 40}" cy="${260 + i * 150}" r="${r - 16}" fill="#fbf6ea"/>`;
    out += `<rect x="${1160 + i * 40 + r - 8}" y="${252 + i * 150}" width="110" height="18" rx="9" fill="${color}"/>`;
  });
  // A small chef's hat.
  out += `<g filter="url(#shadow)"><ellipse cx="1380" cy="760" rx="110" ry="60" fill="#ffffff"/><circle cx="1320" cy="720" r="55" fill="#ffffff"/><circle cx="1390" cy="695" r="62" fill="#ffffff"/><circle cx="1450" cy="728" r="50" fill="#ffffff"/><rect x="1290" y="760" width="180" height="60" rx="10" fill="#f4f4f4"/></g>`;
  return out;
}

function longTable(rand: Random): string {
  let out = `<g filter="url(#shadow)"><rect x="80" y="220" width="1440" height="460" rx="30" fill="#f4efe4"/></g><rect x="80" y="410" width="1440" height="80" fill="#2f6b3a" opacity="0.25"/>`;
  const foods = ["#c0392b", "#d9a35b", "#7f9a3a", "#d2691e", "#efe0bd", "#6b3415"];
  for (let side = 0; side < 2; side++) {
    for (let i = 0; i < 6; i++) {
      const x = 210 + i * 236;
      const y = side ? 590 : 310;
      out += plate(x, y, 88) + `<circle cx="${x}" cy="${y}" r="52" fill="${foods[(i + side * 3) % foods.length]!}"/>` + herbs(rand, x, y, 40, "#3f8f3a", 5);
      out += `<circle cx="${x + 100}" cy="${y + (side ? 60 : -60)}" r="26" fill="#ffffff" stroke="#cfd8dc" stroke-width="5" opacity="0.85"/><circle cx="${x + 100}" cy="${y + (side ? 60 : -60)}" r="16" fill="${pick(rand, ["#8e2b3b", "#f2d16b", "#cfe8f3"])}" opacity="0.8"/>`;
    }
  }
  for (let i = 0; i < 3; i++) out += `<circle cx="${450 + i * 350}" cy="450" r="22" fill="#f7e6a4"/><circle cx="${450 + i * 350}" cy="450" r="10" fill="#f28c28"/><circle cx="${450 + i * 350}" cy="450" r="60" fill="#f9d56e" opacity="0.18"/>`;
  return out;
}

/** Two plates, two glasses and a candle: the date-night table (decision 040). */
function dateNight(rand: Random): string {
  let out = `<g filter="url(#shadow)"><rect x="260" y="180" width="1080" height="560" rx="40" fill="#f4efe4"/></g>`;
  const foods = ["#c0392b", "#d9a35b", "#7f9a3a"];
  for (const [x, y] of [[560, 460], [1040, 460]] as const) {
    out += plate(x, y, 150) + `<circle cx="${x}" cy="${y}" r="92" fill="${pick(rand, foods)}"/>` + herbs(rand, x, y, 70, "#3f8f3a", 7);
    out += `<circle cx="${x + (x < 800 ? -150 : 150)}" cy="${y - 170}" r="40" fill="#ffffff" stroke="#cfd8dc" stroke-width="6" opacity="0.85"/><circle cx="${x + (x < 800 ? -150 : 150)}" cy="${y - 170}" r="26" fill="#8e2b3b" opacity="0.85"/>`;
  }
  out += `<circle cx="800" cy="300" r="90" fill="#f9d56e" opacity="0.2"/><rect x="780" y="280" width="40" height="90" rx="8" fill="#f7e6a4"/><ellipse cx="800" cy="262" rx="12" ry="22" fill="#f28c28"/>`;
  return out;
}

const CLASS_SCENES: Record<string, (rand: Random) => string> = {
  "meal-assembly": trays,
  "cooking-class": stove,
  kids: kidsKitchen,
  private: longTable,
  "date-night": dateNight,
};

/** A 1600 × 900 scene of a class type (its key picks the scene; an unknown key gets the stove). */
export function classTypeSvg(key: string): string {
  const rand = random(`class-type:${key}`);
  const [top, bottom, line] = pick(rand, TABLES);
  const scene = CLASS_SCENES[key] ?? stove;
  return svg(1600, 900, `<rect width="1600" height="900" fill="url(#table)"/>${grain(rand, 1600, 900, line)}${scene(rand)}`, tableDefs(rand, top, bottom));
}

// ---------------------------------------------------------------------------------------------
// Kitchens: a storefront under the mountains

const FACADES: readonly [string, string][] = [
  ["#b5523b", "#8e3b28"], // brick
  ["#e6d5b8", "#cdb992"], // stucco
  ["#5f7d8c", "#476371"], // slate blue
  ["#d9c9a3", "#b7a67f"], // sandstone
  ["#7b5e57", "#5d463f"], // timber
];
const AWNINGS = ["#2f6b3a", "#c0392b", "#1a5fb4", "#b7791f", "#6d3b8e", "#0f766e"];

/** A 1200 × 800 storefront of a kitchen; `redRock` paints southern Utah's cliffs instead of the Wasatch. */
export function locationSvg(slug: string, redRock = false): string {
  const rand = random(`location:${slug}`);
  const [wall, trim] = pick(rand, FACADES);
  const awning = pick(rand, AWNINGS);
  const sky = redRock ? ["#f6c28b", "#fbe3c4"] : pick(rand, [["#7fb3d5", "#d6eaf8"], ["#f5b7a0", "#fde9d9"], ["#9ec9e2", "#eef6fb"]]);
  const ridge = Array.from({ length: 9 }, (_, i) => `${i * 150},${round(between(rand, 180, 320))}`).join(" ");
  const mountains = redRock
    ? `<polygon points="0,420 0,${round(between(rand, 200, 260))} 200,240 260,300 520,280 560,200 820,210 900,290 1200,260 1200,420" fill="#c4572f"/><polygon points="0,420 0,330 300,320 600,350 900,330 1200,340 1200,420" fill="#a6452a"/>`
    : `<polygon points="0,440 ${ridge} 1200,${round(between(rand, 200, 300))} 1200,440" fill="#6d7f95"/><polygon points="0,440 0,360 250,300 500,350 800,290 1200,360 1200,440" fill="#51657a"/><polygon points="${ridge.split(" ").slice(2, 5).map((p) => p).join(" ")}" fill="#f2f5f8" opacity="0.55" transform="translate(0 4) scale(1 0.98)"/>`;
  const left = round(between(rand, 120, 220));
  const right = 1200 - left;
  let out = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient><linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="1" stop-color="#f2b95a"/></linearGradient>`;
  const defs = out + tableDefs(rand, "#000", "#000");
  out = `<rect width="1200" height="800" fill="url(#sky)"/>${mountains}`;
  // Trees either side.
  for (const x of [left - 70, right + 70]) out += `<rect x="${x - 10}" y="540" width="20" height="140" fill="#6b4a2b"/><circle cx="${x}" cy="520" r="${round(between(rand, 60, 80))}" fill="${pick(rand, ["#3f7d3a", "#4f8f46", "#d08a2e"])}"/>`;
  out += `<rect x="0" y="680" width="1200" height="120" fill="#9aa0a6"/><rect x="0" y="680" width="1200" height="14" fill="#c9cdd1"/>`;
  out += `<g filter="url(#shadow)"><rect x="${left}" y="300" width="${right - left}" height="385" fill="${wall}"/></g><rect x="${left - 10}" y="290" width="${right - left + 20}" height="28" fill="${trim}"/>`;
  // Sign board (no words: the page names the kitchen).
  out += `<rect x="${600 - 210}" y="330" width="420" height="70" rx="10" fill="${trim}"/><circle cx="${600 - 150}" cy="365" r="20" fill="#fff3c4"/><rect x="${600 - 110}" y="355" width="270" height="20" rx="10" fill="#fff3c4" opacity="0.85"/>`;
  // Awning stripes.
  const stripes = 12;
  const width = (right - left) / stripes;
  for (let i = 0; i < stripes; i++) out += `<path d="M${round(left + i * width)} 420 h${round(width)} l 8 70 h${round(-width - 16)} z" fill="${i % 2 ? "#ffffff" : awning}"/>`;
  // Windows with warm light, people's outlines at the counters, and the door.
  const door = round(between(rand, left + 60, right - 180));
  for (let x = left + 40; x < right - 120; x += 250) {
    if (Math.abs(x - door) < 170) continue;
    out += `<rect x="${x}" y="505" width="200" height="150" fill="url(#glow)" stroke="${trim}" stroke-width="10"/>`;
    out += `<circle cx="${x + 70}" cy="575" r="18" fill="#8a5a35" opacity="0.6"/><rect x="${x + 52}" y="595" width="36" height="50" rx="12" fill="#8a5a35" opacity="0.6"/><rect x="${x + 10}" y="625" width="180" height="14" fill="${trim}"/>`;
  }
  out += `<rect x="${door}" y="500" width="110" height="180" fill="${trim}"/><rect x="${door + 14}" y="515" width="82" height="110" fill="url(#glow)"/><circle cx="${door + 90}" cy="600" r="6" fill="#f2d16b"/>`;
  // Planters.
  for (const x of [door - 40, door + 130]) out += `<rect x="${x}" y="640" width="40" height="42" fill="#6b4a2b"/>` + herbs(rand, x + 20, 630, 26, "#3f8f3a", 10);
  return svg(1200, 800, out, defs);
}

// ---------------------------------------------------------------------------------------------
// Hosts: a friendly portrait in a chef's coat

const SKIN = ["#f2d2b6", "#e0b48f", "#c68e63", "#a36b45", "#7a4a2e", "#f5dcc8"];
const HAIR = ["#2b1d14", "#5a3a22", "#a0522d", "#d4a552", "#1b1b1b", "#7b6a58"];
const BACKDROPS = ["#f4d6a8", "#cfe3d4", "#f6cfc4", "#d5def0", "#efe3c2", "#e3d3ef"];

/** A 600 × 600 portrait of a host; the same name always draws the same person. */
export function hostSvg(name: string): string {
  const rand = random(`host:${name}`);
  const skin = pick(rand, SKIN);
  const hair = pick(rand, HAIR);
  const style = Math.floor(rand() * 4);
  const apron = pick(rand, ["#2f6b3a", "#c0392b", "#1a5fb4", "#b7791f"]);
  const hat = rand() < 0.5;
  let out = `<rect width="600" height="600" fill="${pick(rand, BACKDROPS)}"/><circle cx="300" cy="300" r="250" fill="#ffffff" opacity="0.35"/>`;
  if (style === 1) out += `<path d="M170 300 Q 160 520 230 560 L 370 560 Q 440 520 430 300 Z" fill="${hair}"/>`; // long hair behind
  // Coat and apron.
  out += `<path d="M80 600 Q 90 440 230 410 L 370 410 Q 510 440 520 600 Z" fill="#fbfbf8"/><path d="M230 410 L300 480 L370 410" fill="none" stroke="#d9d9d2" stroke-width="8"/><path d="M215 600 L230 470 L370 470 L385 600 Z" fill="${apron}"/>`;
  for (const y of [450, 500]) out += `<circle cx="260" cy="${y}" r="7" fill="#cfcfc7"/><circle cx="340" cy="${y}" r="7" fill="#cfcfc7"/>`;
  out += `<rect x="262" y="350" width="76" height="80" rx="20" fill="${skin}"/>`;
  out += `<ellipse cx="300" cy="270" rx="112" ry="130" fill="${skin}"/>`;
  out += `<ellipse cx="190" cy="285" rx="20" ry="30" fill="${skin}"/><ellipse cx="410" cy="285" rx="20" ry="30" fill="${skin}"/>`;
  // Hair in front.
  if (style === 0) out += `<path d="M188 250 Q 190 130 300 130 Q 410 130 412 250 Q 380 180 300 185 Q 220 180 188 250 Z" fill="${hair}"/>`;
  if (style === 1) out += `<path d="M186 270 Q 180 130 300 128 Q 420 130 414 270 Q 400 190 330 180 Q 250 200 186 270 Z" fill="${hair}"/>`;
  if (style === 2) for (let i = 0; i < 11; i++) out += `<circle cx="${200 + i * 20}" cy="${165 + Math.abs(5 - i) * 8}" r="34" fill="${hair}"/>`;
  if (style === 3) out += `<path d="M190 240 Q 200 140 300 140 Q 400 140 410 240 Q 350 200 190 240 Z" fill="${hair}"/><circle cx="300" cy="120" r="48" fill="${hair}"/>`;
  if (hat) out += `<rect x="200" y="150" width="200" height="40" rx="8" fill="#ffffff" stroke="#e2e2da" stroke-width="4"/><circle cx="230" cy="115" r="50" fill="#ffffff"/><circle cx="300" cy="90" r="60" fill="#ffffff"/><circle cx="370" cy="115" r="50" fill="#ffffff"/>`;
  // Face.
  out += `<ellipse cx="258" cy="275" rx="11" ry="13" fill="#2b1d14"/><ellipse cx="342" cy="275" rx="11" ry="13" fill="#2b1d14"/><circle cx="262" cy="270" r="4" fill="#ffffff"/><circle cx="346" cy="270" r="4" fill="#ffffff"/>`;
  out += `<path d="M240 248 q 18 -12 36 0 M324 248 q 18 -12 36 0" stroke="${hair}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M300 290 q -8 26 4 30" stroke="#00000030" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M255 335 Q 300 375 345 335" stroke="#8a3b2a" stroke-width="9" fill="#ffffff" stroke-linecap="round"/>`;
  out += `<circle cx="228" cy="315" r="20" fill="#e8816f" opacity="0.25"/><circle cx="372" cy="315" r="20" fill="#e8816f" opacity="0.25"/>`;
  return svg(600, 600, out, tableDefs(rand, "#000", "#000"));
}
