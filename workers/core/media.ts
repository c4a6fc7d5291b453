// Uploaded pictures are judged by their own bytes, never by the file name or the type the browser
// declares, so a renamed file or a script cannot pass as a picture. The pixel size read from the
// header is kept with the picture so pages can set width and height and nothing shifts as it loads.

/** What the web worker sends with every object it serves (the key never changes meaning). */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Largest picture the console accepts, in bytes (5 MB). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** Said of a body too large to be read at all (the web worker's form and the api alike). */
export const PICTURE_TOO_LARGE = `The picture is over ${MAX_PICTURE_BYTES / (1024 * 1024)} MB, the largest we take.`;
/** Largest width or height in pixels we accept. */
export const MAX_PICTURE_SIDE = 8000;

export type PictureType = "image/jpeg" | "image/png" | "image/webp";
export const PICTURE_TYPES: readonly PictureType[] = ["image/jpeg", "image/png", "image/webp"];

export interface SniffedPicture {
  type: PictureType;
  extension: "jpg" | "png" | "webp";
  width: number;
  height: number;
}

interface Size {
  width: number;
  height: number;
}

const BYTES_PER_MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const KINDS: Record<PictureType, { extension: SniffedPicture["extension"]; name: string }> = {
  "image/jpeg": { extension: "jpg", name: "JPEG" },
  "image/png": { extension: "png", name: "PNG" },
  "image/webp": { extension: "webp", name: "WebP" },
};

/** True when the bytes at `at` are `expected` (a list of bytes or ASCII text). Reads past the end throw RangeError. */
function matches(view: DataView, at: number, expected: readonly number[] | string): boolean {
  const codes = typeof expected === "string" ? [...expected].map((c) => c.charCodeAt(0)) : expected;
  return codes.every((code, i) => view.getUint8(at + i) === code);
}

function pngSize(view: DataView): Size | null {
  if (!matches(view, 0, PNG_SIGNATURE) || !matches(view, 12, "IHDR")) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Start-of-frame markers: every SOF except C4 (DHT), C8 (JPG) and CC (DAC).
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const JPEG_SOS = 0xda;

function jpegSize(view: DataView): Size | null {
  if (!matches(view, 0, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at < view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    while (view.getUint8(at + 1) === 0xff) at++; // fill bytes
    const marker = view.getUint8(at + 1);
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      at += 2; // standalone marker, no length
      continue;
    }
    if (marker === JPEG_SOS) return null; // image data begins and no frame header came first
    if (JPEG_SOF.has(marker)) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + view.getUint16(at + 2); // a length under 2 lands on a byte that is not FF, refused above
  }
  return null;
}

function webpSize(view: DataView): Size | null {
  if (!matches(view, 0, "RIFF") || !matches(view, 8, "WEBP")) return null;
  if (matches(view, 12, "VP8 ")) {
    if (!matches(view, 23, [0x9d, 0x01, 0x2a])) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (matches(view, 12, "VP8L")) {
    if (view.getUint8(20) !== 0x2f) return null;
    const [b21, b22, b23, b24] = [21, 22, 23, 24].map((i) => view.getUint8(i)) as [number, number, number, number];
    return { width: 1 + (b21 | ((b22 & 0x3f) << 8)), height: 1 + ((b22 >> 6) | (b23 << 2) | ((b24 & 0x0f) << 10)) };
  }
  if (matches(view, 12, "VP8X")) {
    const uint24 = (at: number) => view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
    return { width: 1 + uint24(24), height: 1 + uint24(27) };
  }
  return null;
}

const SNIFFERS: readonly [PictureType, (view: DataView) => Size | null][] = [
  ["image/jpeg", jpegSize],
  ["image/png", pngSize],
  ["image/webp", webpSize],
];

/** What the bytes are, read from their own header (never the file name or the declared type): a JPEG, PNG or WebP with its pixel size, or null for anything else (GIF, SVG, HEIC, text, truncated or corrupt headers, zero width/height). */
export function sniffPicture(bytes: Uint8Array): SniffedPicture | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const [type, sniff] of SNIFFERS) {
    let size: Size | null;
    try {
      size = sniff(view);
    } catch (error) {
      if (error instanceof RangeError) continue; // the header runs past the end of the bytes
      throw error;
    }
    if (size && size.width > 0 && size.height > 0) return { type, extension: KINDS[type].extension, ...size };
  }
  return null;
}

/** Older names some systems still send for JPEG. */
const TYPE_ALIASES: Record<string, string> = { "image/jpg": "image/jpeg", "image/pjpeg": "image/jpeg" };

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** The refusal for an uploaded file, or null when it is fine: checks, in order, empty file, size over MAX_PICTURE_BYTES, bytes that are not a JPEG/PNG/WebP, a declared type (if given and not empty and not "application/octet-stream") that differs from what the bytes are, a side over MAX_PICTURE_SIDE. */
export function checkPicture(
  bytes: Uint8Array,
  declaredType?: string,
): { ok: true; picture: SniffedPicture } | { ok: false; message: string } {
  if (bytes.byteLength === 0) return { ok: false, message: "Choose a picture to upload." };
  if (bytes.byteLength > MAX_PICTURE_BYTES) {
    // Rounded up: a file just over the limit must not read "5.0 MB".
    const mb = (Math.ceil((bytes.byteLength / BYTES_PER_MB) * 10) / 10).toFixed(1);
    return { ok: false, message: `The picture is ${mb} MB; the largest we take is ${MAX_PICTURE_BYTES / BYTES_PER_MB} MB.` };
  }
  const picture = sniffPicture(bytes);
  if (!picture) return { ok: false, message: "The file is not a JPEG, PNG or WebP picture." };
  const declared = declaredType?.trim().toLowerCase();
  const said = declared && (TYPE_ALIASES[declared] ?? declared);
  if (said && said !== "application/octet-stream" && said !== picture.type) {
    const name = KINDS[picture.type].name;
    return { ok: false, message: `The file says it is ${declaredType} but its bytes are a ${name} picture.` };
  }
  if (picture.width > MAX_PICTURE_SIDE || picture.height > MAX_PICTURE_SIDE) {
    const message = `The picture is ${picture.width} × ${picture.height} pixels; the largest side we take is ${grouped(MAX_PICTURE_SIDE)}.`;
    return { ok: false, message };
  }
  return { ok: true, picture };
}

// ---------------------------------------------------------------------------------------------
// Smaller widths of a picture for `srcset` (decision 031)

/** The widths a picture is also stored at, when it is wider. */
export const PICTURE_WIDTHS = [480, 960, 1440] as const;
/**
 * Pictures of more pixels are served at their own size only: decoding and resizing one takes
 * about 20 bytes a pixel of WebAssembly memory, and a Worker has 128 MB.
 */
export const MAX_RESIZE_PIXELS = 4_000_000;

/**
 * The smaller widths a picture gets: those of PICTURE_WIDTHS below its own. None for a PNG (a
 * logo or drawn artwork: it may be transparent, and it compresses better at its own size than
 * any photo format at a smaller one) and none for a picture of more than MAX_RESIZE_PIXELS.
 */
export function smallerWidths(width: number, height: number, contentType: string): number[] {
  if (contentType === "image/png" || width * height > MAX_RESIZE_PIXELS) return [];
  return PICTURE_WIDTHS.filter((candidate) => candidate < width);
}

/** Where the picture `key` is kept at `width` (always a JPEG): `meals/12/<hash>.webp` → `meals/12/<hash>-480w.jpg`. */
export function widthKey(key: string, width: number): string {
  return `${key.replace(/\.[a-z]+$/, "")}-${width}w.jpg`;
}

/** The `srcset` of a picture: each smaller width, then the picture itself; null with none. */
export function pictureSrcset(picture: { key: string; width: number; widths: readonly number[] }, base = "/media/"): string | null {
  if (picture.widths.length === 0) return null;
  return [...picture.widths.map((width) => `${base}${widthKey(picture.key, width)} ${width}w`), `${base}${picture.key} ${picture.width}w`].join(", ");
}

// ---------------------------------------------------------------------------------------------
// Pictures in e-mail (decision 061)

/** The width in CSS pixels an e-mail shows a picture at: its 600-pixel card less the card's and the class box's padding. */
export const EMAIL_PICTURE_WIDTH = 520;
/** The narrowest stored width an e-mail loads, so a phone's denser screen still sees it sharp. */
const EMAIL_PICTURE_SOURCE_WIDTH = Math.round(EMAIL_PICTURE_WIDTH * 1.5);

/** A picture as an e-mail shows it: the path it is served at, what it shows, and its size there. */
export interface EmailPicture {
  path: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * How an e-mail shows a stored picture: the narrowest of its smaller widths that is at least
 * one and a half times EMAIL_PICTURE_WIDTH (else the picture itself), at that width and the
 * picture's own proportions (never wider than the picture).
 */
export function emailPicture(picture: { key: string; width: number; height: number; widths: readonly number[]; alt: string }): EmailPicture {
  const source = [...picture.widths].sort((a, b) => a - b).find((width) => width >= EMAIL_PICTURE_SOURCE_WIDTH);
  const width = Math.min(EMAIL_PICTURE_WIDTH, picture.width);
  return {
    path: `/media/${source === undefined ? picture.key : widthKey(picture.key, source)}`,
    alt: picture.alt,
    width,
    height: Math.round((width * picture.height) / picture.width),
  };
}
