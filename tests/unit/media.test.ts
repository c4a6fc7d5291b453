import { describe, expect, it } from "vitest";
import {
  MAX_PICTURE_BYTES,
  MAX_PICTURE_SIDE,
  PICTURE_TYPES,
  checkPicture,
  emailPicture,
  pictureSrcset,
  smallerWidths,
  sniffPicture,
  widthKey,
} from "../../workers/core/media";

// Real minimal files, built byte by byte.

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const u32le = (n: number) => [...u24le(n), (n >>> 24) & 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: number[]): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function adler32(bytes: number[]): number {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function pngChunk(type: string, data: number[]): number[] {
  const body = [...ascii(type), ...data];
  return [...u32be(data.length), ...body, ...u32be(crc32(body))];
}

/** A PNG (8-bit RGB). With `pixels`, a complete black image (an uncompressed zlib stream in IDAT); otherwise just the header. */
function png(width: number, height: number, { pixels = false } = {}): Uint8Array {
  const ihdr = pngChunk("IHDR", [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]);
  let idat: number[] = [];
  if (pixels) {
    const raw = new Array<number>(height * (1 + width * 3)).fill(0); // filter byte 0 + RGB per row
    expect(raw.length).toBeLessThan(0xffff); // one stored deflate block
    const stored = [0x01, ...u16le(raw.length), ...u16le(~raw.length & 0xffff), ...raw];
    idat = pngChunk("IDAT", [0x78, 0x01, ...stored, ...u32be(adler32(raw))]);
  }
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return new Uint8Array([...signature, ...ihdr, ...idat, ...pngChunk("IEND", [])]);
}

const jpegSegment = (marker: number, data: number[]) => [0xff, marker, ...u16be(data.length + 2), ...data];
const APP0 = jpegSegment(0xe0, [...ascii("JFIF"), 0, 1, 1, 0, ...u16be(1), ...u16be(1), 0, 0]);
const DQT = jpegSegment(0xdb, [0, ...new Array<number>(64).fill(1)]);
const SOS_HEADER = jpegSegment(0xda, [1, 1, 0, 0, 63, 0]);
const SCAN_DATA = [0x12, 0x34, 0xff, 0x00, 0x56]; // entropy-coded bytes, FF stuffed as FF 00
const EOI = [0xff, 0xd9];
const sof = (marker: number, width: number, height: number) =>
  jpegSegment(marker, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]);

/** A baseline (SOF0) or other JPEG: SOI, APP0, DQT, the frame header, SOS and a little scan data, EOI. */
function jpeg(width: number, height: number, { marker = 0xc0, sosFirst = false, beforeSof = [] as number[] } = {}) {
  const frame = sof(marker, width, height);
  // With sosFirst a frame header follows the scan header directly, so only stopping at SOS refuses it.
  const middle = sosFirst ? [...SOS_HEADER, ...frame, ...SCAN_DATA] : [...beforeSof, ...frame, ...SOS_HEADER, ...SCAN_DATA];
  return new Uint8Array([0xff, 0xd8, ...APP0, ...DQT, ...middle, ...EOI]);
}

function webp(fourcc: string, payload: number[]): Uint8Array {
  const chunk = [...ascii(fourcc), ...u32le(payload.length), ...payload, ...(payload.length % 2 ? [0] : [])];
  return new Uint8Array([...ascii("RIFF"), ...u32le(4 + chunk.length), ...ascii("WEBP"), ...chunk]);
}
/** Lossy: a key-frame tag, the start code, then 14-bit sizes with 2 scale bits on top. */
const webpLossy = (width: number, height: number, scale = 0) =>
  webp("VP8 ", [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width | (scale << 14)), ...u16le(height | (scale << 14)), 0, 0]);
/** Lossless: signature 0x2F, then width-1 and height-1 in 14 bits each, alpha bit, 3 version bits. */
const webpLossless = (width: number, height: number) =>
  webp("VP8L", [0x2f, ...u32le(((width - 1) | ((height - 1) << 14) | (1 << 28)) >>> 0), 0, 0, 0]);
/** Extended: flags, 3 reserved bytes, canvas width-1 and height-1 in 24 bits each. */
const webpExtended = (width: number, height: number) => webp("VP8X", [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);

const text = (s: string) => new TextEncoder().encode(s);
const GIF = new Uint8Array([...ascii("GIF89a"), ...u16le(400), ...u16le(300), 0xf7, 0, 0, 0x3b]);
const SVG = text('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(1)</script></svg>');

describe("PICTURE_TYPES and limits", () => {
  it("lists JPEG, PNG and WebP; 5 MB; 8000 pixels", () => {
    expect([...PICTURE_TYPES].sort()).toEqual(["image/jpeg", "image/png", "image/webp"]);
    expect(MAX_PICTURE_BYTES).toBe(5_242_880);
    expect(MAX_PICTURE_SIDE).toBe(8000);
  });
});

describe("sniffPicture", () => {
  it("reads a complete PNG", () => {
    expect(sniffPicture(png(3, 2, { pixels: true }))).toEqual({ type: "image/png", extension: "png", width: 3, height: 2 });
  });

  it("reads a PNG header with large sizes (big-endian uint32)", () => {
    expect(sniffPicture(png(70_000, 65_537))).toMatchObject({ width: 70_000, height: 65_537 });
  });

  it("reads a baseline JPEG (SOF0)", () => {
    expect(sniffPicture(jpeg(400, 300))).toEqual({ type: "image/jpeg", extension: "jpg", width: 400, height: 300 });
  });

  it.each([0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])("reads a JPEG frame header %i", (marker) => {
    expect(sniffPicture(jpeg(640, 480, { marker }))).toMatchObject({ type: "image/jpeg", width: 640, height: 480 });
  });

  it("reads a progressive JPEG (SOF2)", () => {
    expect(sniffPicture(jpeg(1200, 800, { marker: 0xc2 }))).toMatchObject({ width: 1200, height: 800 });
  });

  it("skips fill bytes and standalone markers before the frame header", () => {
    expect(sniffPicture(jpeg(400, 300, { beforeSof: [0xff, 0xff, 0xff, 0xd0, 0xff, 0x01] }))).toMatchObject({ width: 400, height: 300 });
  });

  it("does not take DHT (C4), JPG (C8) or DAC (CC) for a frame header", () => {
    const dht = jpegSegment(0xc4, [0, 1, 2, 3, 4, 5, 6, 7]);
    const dac = jpegSegment(0xcc, [0, 0x99, 0x99, 0x77, 0x77]);
    expect(sniffPicture(jpeg(400, 300, { beforeSof: [...dht, ...dac] }))).toMatchObject({ width: 400, height: 300 });
  });

  it("reads a lossy WebP (VP8), ignoring the scale bits", () => {
    expect(sniffPicture(webpLossy(400, 300))).toEqual({ type: "image/webp", extension: "webp", width: 400, height: 300 });
    expect(sniffPicture(webpLossy(16_383, 5, 3))).toMatchObject({ width: 16_383, height: 5 });
  });

  it("reads a lossless WebP (VP8L)", () => {
    expect(sniffPicture(webpLossless(400, 300))).toMatchObject({ type: "image/webp", width: 400, height: 300 });
    expect(sniffPicture(webpLossless(16_384, 16_384))).toMatchObject({ width: 16_384, height: 16_384 });
    expect(sniffPicture(webpLossless(1, 1))).toMatchObject({ width: 1, height: 1 });
  });

  it("reads an extended WebP (VP8X)", () => {
    expect(sniffPicture(webpExtended(400, 300))).toMatchObject({ type: "image/webp", width: 400, height: 300 });
    expect(sniffPicture(webpExtended(1 << 24, 70_000))).toMatchObject({ width: 1 << 24, height: 70_000 });
  });

  it("reads a picture that sits inside a larger buffer", () => {
    const file = jpeg(400, 300);
    const buffer = new Uint8Array(file.length + 10).fill(0x55);
    buffer.set(file, 7);
    expect(sniffPicture(buffer.subarray(7, 7 + file.length))).toMatchObject({ type: "image/jpeg", width: 400, height: 300 });
  });

  it.each([
    ["empty", new Uint8Array()],
    ["GIF", GIF],
    ["SVG", SVG],
    ["text", text("hello, I am a picture.jpg")],
    ["HEIC", new Uint8Array([0, 0, 0, 0x18, ...ascii("ftypheic"), 0, 0, 0, 0, ...ascii("mif1heic")])],
    ["PNG cut to 20 bytes", png(400, 300).subarray(0, 20)],
    ["PNG with another first chunk", new Uint8Array([...png(400, 300).subarray(0, 12), ...ascii("IDAT"), ...u32be(400), ...u32be(300)])],
    ["PNG zero width", png(0, 300)],
    ["PNG zero height", png(400, 0)],
    ["JPEG with SOS before the frame header", jpeg(400, 300, { sosFirst: true })],
    ["JPEG cut inside the frame header", jpeg(400, 300).subarray(0, 2 + APP0.length + DQT.length + 8)],
    ["JPEG cut after SOI", new Uint8Array([0xff, 0xd8, 0xff])],
    ["JPEG with a segment running past the end", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xf0, 1, 2, 3])],
    ["JPEG with a bad segment length", new Uint8Array([0xff, 0xd8, ...jpegSegment(0xe0, []).slice(0, 2), 0, 1, ...sof(0xc0, 4, 3)])],
    ["JPEG with junk between segments", new Uint8Array([0xff, 0xd8, ...APP0, 0x00, ...sof(0xc0, 4, 3)])],
    ["JPEG zero width", jpeg(0, 300)],
    ["JPEG zero height", jpeg(400, 0)],
    ["WebP with an unknown chunk", webp("ALPH", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ["VP8 without the start code", webp("VP8 ", [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2b, ...u16le(400), ...u16le(300)])],
    ["VP8 cut before the height", webpLossy(400, 300).subarray(0, 29)],
    ["VP8 zero width", webpLossy(0, 300)],
    ["VP8L without its signature", webp("VP8L", [0x2e, ...u32le(399 | (299 << 14)), 0, 0, 0])],
    ["VP8L cut before the height", webpLossless(400, 300).subarray(0, 24)],
    ["VP8X cut before the height", webpExtended(400, 300).subarray(0, 29)],
    ["RIFF that is not WebP", new Uint8Array([...ascii("RIFF"), ...u32le(4), ...ascii("WAVE")])],
  ])("refuses %s", (_name, bytes) => {
    expect(sniffPicture(bytes)).toBeNull();
  });
});

describe("checkPicture", () => {
  it("accepts a picture and returns what it is", () => {
    expect(checkPicture(jpeg(400, 300), "image/jpeg")).toEqual({
      ok: true,
      picture: { type: "image/jpeg", extension: "jpg", width: 400, height: 300 },
    });
  });

  it.each([undefined, "", "application/octet-stream", "IMAGE/PNG", " image/png "])("ignores the declared type %j when it says nothing else", (declared) => {
    expect(checkPicture(png(400, 300), declared)).toMatchObject({ ok: true, picture: { type: "image/png" } });
  });

  it.each(["image/jpg", "image/pjpeg"])("takes the old JPEG name %j for a JPEG, not for a PNG", (declared) => {
    expect(checkPicture(jpeg(400, 300), declared)).toMatchObject({ ok: true, picture: { type: "image/jpeg" } });
    expect(checkPicture(png(400, 300), declared)).toEqual({ ok: false, message: `The file says it is ${declared} but its bytes are a PNG picture.` });
  });

  it("accepts exactly MAX_PICTURE_BYTES and exactly MAX_PICTURE_SIDE", () => {
    const bytes = new Uint8Array(MAX_PICTURE_BYTES);
    bytes.set(webpExtended(MAX_PICTURE_SIDE, MAX_PICTURE_SIDE));
    expect(checkPicture(bytes, "image/webp")).toMatchObject({ ok: true, picture: { width: 8000, height: 8000 } });
  });

  it.each([
    ["an empty file", new Uint8Array(), "image/png", "Choose a picture to upload."],
    ["a GIF", GIF, "image/gif", "The file is not a JPEG, PNG or WebP picture."],
    ["an SVG", SVG, "image/svg+xml", "The file is not a JPEG, PNG or WebP picture."],
    ["an SVG named .png", SVG, "image/png", "The file is not a JPEG, PNG or WebP picture."],
    ["a truncated PNG", png(400, 300).subarray(0, 20), "image/png", "The file is not a JPEG, PNG or WebP picture."],
    ["a JPEG with SOS before SOF", jpeg(400, 300, { sosFirst: true }), "image/jpeg", "The file is not a JPEG, PNG or WebP picture."],
    ["a zero-width PNG", png(0, 300), "image/png", "The file is not a JPEG, PNG or WebP picture."],
    ["a JPEG said to be a PNG", jpeg(400, 300), "image/png", "The file says it is image/png but its bytes are a JPEG picture."],
    ["a PNG said to be a JPEG", png(400, 300), "image/jpeg", "The file says it is image/jpeg but its bytes are a PNG picture."],
    ["a WebP said to be a PNG", webpLossless(400, 300), "image/png", "The file says it is image/png but its bytes are a WebP picture."],
    ["a picture too wide", png(9000, 400), "image/png", "The picture is 9000 × 400 pixels; the largest side we take is 8,000."],
    ["a picture too tall", jpeg(400, 8001), "image/jpeg", "The picture is 400 × 8001 pixels; the largest side we take is 8,000."],
  ])("refuses %s", (_name, bytes, declared, message) => {
    expect(checkPicture(bytes, declared)).toEqual({ ok: false, message });
  });

  it("refuses a file over MAX_PICTURE_BYTES, with its size in MB", () => {
    const oversize = new Uint8Array(MAX_PICTURE_BYTES + 1);
    oversize.set(png(400, 300));
    expect(checkPicture(oversize, "image/png")).toEqual({ ok: false, message: "The picture is 5.1 MB; the largest we take is 5 MB." });
    const bigger = new Uint8Array(Math.round(6.2 * 1024 * 1024));
    bigger.set(png(400, 300));
    expect(checkPicture(bigger)).toEqual({ ok: false, message: "The picture is 6.2 MB; the largest we take is 5 MB." });
  });

  it("checks in order: empty, size, bytes, declared type, sides", () => {
    const notPicture = new Uint8Array(MAX_PICTURE_BYTES + 1).fill(0x20);
    expect(checkPicture(notPicture, "image/png")).toMatchObject({ message: "The picture is 5.1 MB; the largest we take is 5 MB." });
    expect(checkPicture(GIF, "image/jpeg")).toMatchObject({ message: "The file is not a JPEG, PNG or WebP picture." });
    expect(checkPicture(png(9000, 9000), "image/webp")).toMatchObject({
      message: "The file says it is image/webp but its bytes are a PNG picture.",
    });
  });
});

describe("smaller widths (decision 031)", () => {
  it("are the standard widths below a photo's own, none for a PNG, a small or a huge picture", () => {
    expect(smallerWidths(2400, 1600, "image/jpeg")).toEqual([480, 960, 1440]);
    expect(smallerWidths(1000, 500, "image/webp")).toEqual([480, 960]);
    expect(smallerWidths(1000, 500, "image/png")).toEqual([]);
    expect(smallerWidths(480, 320, "image/jpeg")).toEqual([]);
    expect(smallerWidths(4032, 3024, "image/jpeg")).toEqual([]);
    expect(smallerWidths(2000, 2000, "image/jpeg")).toEqual([480, 960, 1440]);
    expect(smallerWidths(2001, 2000, "image/jpeg")).toEqual([]);
  });

  it("are JPEGs kept next to the picture", () => {
    expect(widthKey("meals/12/abc.jpg", 480)).toBe("meals/12/abc-480w.jpg");
    expect(widthKey("press-releases/abc.webp", 960)).toBe("press-releases/abc-960w.jpg");
  });

  it("make the srcset, the picture itself last, or null without any", () => {
    expect(pictureSrcset({ key: "m/a.webp", width: 1200, widths: [480, 960] })).toBe(
      "/media/m/a-480w.jpg 480w, /media/m/a-960w.jpg 960w, /media/m/a.webp 1200w",
    );
    expect(pictureSrcset({ key: "m/a.jpg", width: 300, widths: [] })).toBeNull();
  });
});

describe("a picture in an e-mail (decision 061)", () => {
  it("loads the narrowest stored width at least 780 pixels wide and shows it 520 wide in its own proportions", () => {
    expect(emailPicture({ key: "class-types/2/abc.jpg", width: 1600, height: 900, widths: [480, 960, 1440], alt: "A pan" })).toEqual({
      path: "/media/class-types/2/abc-960w.jpg",
      alt: "A pan",
      width: 520,
      height: 293,
    });
  });

  it("loads the picture itself when no stored width is wide enough, never shown wider than it is", () => {
    expect(emailPicture({ key: "m/a.png", width: 640, height: 480, widths: [], alt: "" }).path).toBe("/media/m/a.png");
    expect(emailPicture({ key: "m/b.jpg", width: 700, height: 350, widths: [480], alt: "" })).toMatchObject({ path: "/media/m/b.jpg", width: 520, height: 260 });
    expect(emailPicture({ key: "m/c.jpg", width: 400, height: 300, widths: [], alt: "" })).toMatchObject({ width: 400, height: 300 });
  });
});
