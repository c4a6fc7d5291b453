/**
 * How large a request body may be (decisions 007 and 024): MAX_REQUEST_BODY_BYTES for any
 * operation, and room for one picture more for the console's uploads — multipart requests of
 * the web worker (`x-shop-client: web`, a header it strips from forwarded partner requests).
 * Checked on the declared length first and then on the bytes as they are read, like Yoga's own
 * limit, which stays as the outer bound (MAX_UPLOAD_REQUEST_BYTES).
 */
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { MAX_PICTURE_BYTES } from "../../core/media";
import { MAX_REQUEST_BODY_BYTES } from "./limits-config";
import { fromWebClient } from "../../core/web-client";

/** A picture and the operation that carries it. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_PICTURE_BYTES + MAX_REQUEST_BODY_BYTES;

const tooLarge = (limit: number) =>
  new GraphQLError(`The request body is over ${limit.toLocaleString("en-US")} bytes, the most this endpoint reads.`, {
    extensions: { code: "REQUEST_ENTITY_TOO_LARGE", limit, http: { status: 413, spec: false } },
  });

function bodyLimit(request: Request): number {
  const upload = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  return upload && fromWebClient(request.headers) ? MAX_UPLOAD_REQUEST_BYTES : MAX_REQUEST_BODY_BYTES;
}

/** The request with a body that errors once more than `limit` bytes were read. */
function limited(request: Request, limit: number): Request {
  if (!request.body) return request;
  let read = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(tooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body: counted });
}

export function requestSizePlugin(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      const limit = bodyLimit(request);
      const declared = Number(request.headers.get("content-length") ?? "0");
      if (declared > limit) throw tooLarge(limit);
      if (!requestParser || !request.body) return;
      setRequestParser((parsed) => requestParser(limited(parsed, limit)));
    },
  };
}
