/**
 * Smaller widths of an uploaded picture (decision 031), made once at upload with photon
 * (WebAssembly) and kept next to it in MEDIA, so pages can offer `srcset` and a phone loads a
 * 480-pixel picture instead of a 2,400-pixel one. A picture that cannot be resized here (too
 * many pixels, or bytes the decoder refuses after the header check passed) keeps its own size
 * (or the widths made before the failure): the upload still succeeds.
 */
import { PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon";
import { MEDIA_CACHE_CONTROL, smallerWidths, widthKey } from "../../core/media";

const JPEG_QUALITY = 82;

/** Stores the smaller widths of the picture `key`; answers the widths stored. */
export async function storeSmallerWidths(
  bucket: R2Bucket,
  key: string,
  bytes: Uint8Array,
  picture: { content_type: string; width: number; height: number },
): Promise<number[]> {
  const widths = smallerWidths(picture.width, picture.height, picture.content_type);
  if (widths.length === 0) return [];
  let original: PhotonImage | undefined;
  const stored: number[] = [];
  try {
    original = PhotonImage.new_from_byteslice(bytes);
    for (const width of widths) {
      const height = Math.max(1, Math.round((picture.height * width) / picture.width));
      const smaller = resize(original, width, height, SamplingFilter.Triangle);
      try {
        const encoded = smaller.get_bytes_jpeg(JPEG_QUALITY);
        // A width is worth keeping only when it is a smaller file than the picture itself.
        if (encoded.byteLength >= bytes.byteLength) continue;
        await bucket.put(widthKey(key, width), encoded, {
          httpMetadata: { contentType: "image/jpeg", cacheControl: MEDIA_CACHE_CONTROL },
        });
        stored.push(width);
      } finally {
        smaller.free();
      }
    }
    return stored;
  } catch (error) {
    console.error("api: could not make (all) smaller widths of a picture; the rest is served at its own size", key, error);
    return stored;
  } finally {
    original?.free();
  }
}
