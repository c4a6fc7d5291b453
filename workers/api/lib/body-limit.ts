import { bodyLimit } from "hono/body-limit";
import { ApiError, onError } from "./errors";

/** Request bodies larger than any form of the shop are refused (413) before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => onError(new ApiError(413, "PAYLOAD_TOO_LARGE", "The request body is too large"), c),
});
