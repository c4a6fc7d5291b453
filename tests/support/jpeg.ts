/** Real JPEG files for the picture tests, made from the banded PNG with photon (decision 031). */
import { PhotonImage } from "@cf-wasm/photon";
import { bandedPng } from "./png";

/** The banded picture as a high-quality JPEG, so its smaller widths are smaller files. */
export async function bandedJpeg(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const image = PhotonImage.new_from_byteslice(await bandedPng(width, height));
  try {
    return new Uint8Array(image.get_bytes_jpeg(95));
  } finally {
    image.free();
  }
}
