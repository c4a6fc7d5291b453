/**
 * Pictures in the MEDIA bucket (decision 024). An upload is checked by its bytes, stored under a
 * key made of its hash — so an address always shows the same picture and can be cached for a
 * year — with its smaller widths (decision 031), and recorded in `media` with its type and pixel
 * size. The D1 row and the reference to
 * it are written by the caller, in the batch of its change and audit record.
 */
import { sql } from "drizzle-orm";
import { checkPicture, MAX_PICTURE_BYTES, MEDIA_CACHE_CONTROL, PICTURE_TOO_LARGE, widthKey, type SniffedPicture } from "../../core/media";
import { type Database, schema } from "../db";
import { ApiError } from "../lib/errors";
import { storeSmallerWidths } from "./picture-widths";

const { media, meals, articles, newsLinks, classTypes, locations, hostProfiles } = schema;


/** Bytes a multipart body may carry beyond the picture itself (boundaries, the alt text). */
const MULTIPART_OVERHEAD = 64 * 1024;

export type MediaRow = typeof media.$inferSelect;

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Refuses a body too large to hold an acceptable picture before it is read (413). */
export function refuseOversizedBody(contentLength: string | undefined): void {
  const length = Number(contentLength ?? "0");
  if (Number.isFinite(length) && length > MAX_PICTURE_BYTES + MULTIPART_OVERHEAD) {
    throw new ApiError(413, "PAYLOAD_TOO_LARGE", "The upload is too large", {
      picture: [PICTURE_TOO_LARGE],
    });
  }
}

/** An upload whose bytes passed checkPicture, not yet stored. */
export interface CheckedPicture {
  bytes: Uint8Array<ArrayBuffer>;
  picture: SniffedPicture;
}

/**
 * Reads and judges an upload without storing it: a file that is not a JPEG, PNG or WebP, is too
 * large or says it is something it is not is refused with a field message under `field`.
 */
export async function checkUpload(upload: unknown, field = "picture"): Promise<CheckedPicture> {
  if (!(upload instanceof File)) throw new ApiError(400, "BAD_REQUEST", "Invalid picture", { [field]: ["Choose a picture to upload."] });
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const checked = checkPicture(bytes, upload.type);
  if (!checked.ok) throw new ApiError(400, "BAD_REQUEST", "Invalid picture", { [field]: [checked.message] });
  return { bytes, picture: checked.picture };
}

/** Puts a checked picture under `folder/` and answers its media row, not yet in D1. */
export async function putPicture(bucket: R2Bucket, folder: string, { bytes, picture }: CheckedPicture): Promise<MediaRow> {
  const key = `${folder}/${(await sha256Hex(bytes)).slice(0, 32)}.${picture.extension}`;
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: picture.type, cacheControl: MEDIA_CACHE_CONTROL },
  });
  const size = { content_type: picture.type, width: picture.width, height: picture.height };
  const widths = await storeSmallerWidths(bucket, key, bytes, size);
  return { key, ...size, bytes: bytes.byteLength, widths, created_at: new Date().toISOString() };
}

/**
 * Stores an uploaded picture under `folder/` (one per record: `meals/12`) and answers its media
 * row, not yet in D1. A refused file (checkUpload) stores nothing.
 */
export async function storePicture(bucket: R2Bucket, folder: string, upload: unknown, field = "picture"): Promise<MediaRow> {
  return putPicture(bucket, folder, await checkUpload(upload, field));
}

/** The statement recording a stored picture (the same bytes uploaded again are the same row). */
export function recordPicture(db: Database, row: MediaRow) {
  return db.insert(media).values(row).onConflictDoNothing({ target: media.key });
}

/**
 * Deletes a picture its record let go of (after the change that did). Meal keys are per record
 * (`meals/12/…`); a press release's, post's or logo's key is per kind and named by its bytes
 * (`press-releases/…`, decision 028), so two records may show the same one: the row and the
 * object go only when nothing refers to the key any more — nor a class type, kitchen or host
 * (decision 039), whose pictures the seed draws.
 */
export async function forgetPicture(db: Database, bucket: R2Bucket, key: string | null): Promise<void> {
  if (!key) return;
  const deleted = await db
    .delete(media)
    .where(
      sql`${media.key} = ${key}
        AND NOT EXISTS (SELECT 1 FROM ${meals} WHERE ${meals.picture_key} = ${key})
        AND NOT EXISTS (SELECT 1 FROM ${articles} WHERE ${articles.image_key} = ${key})
        AND NOT EXISTS (SELECT 1 FROM ${newsLinks} WHERE ${newsLinks.logo_key} = ${key})
        AND NOT EXISTS (SELECT 1 FROM ${classTypes} WHERE ${classTypes.picture_key} = ${key})
        AND NOT EXISTS (SELECT 1 FROM ${locations} WHERE ${locations.picture_key} = ${key})
        AND NOT EXISTS (SELECT 1 FROM ${hostProfiles} WHERE ${hostProfiles.picture_key} = ${key})`,
    )
    .returning({ key: media.key, content_type: media.content_type, widths: media.widths });
  for (const row of deleted) await bucket.delete([row.key, ...row.widths.map((width) => widthKey(row.key, width))]);
}
