import type { Context } from "hono";
import { HttpError } from "./errors";

// Every route that takes a body reads it here, and only after it has checked whatever it can
// check without the body (credentials, a signature header). Reading stops at the cap: a declared
// Content-Length over it is refused before a byte is read, and a chunked body is cancelled the
// moment it passes the cap, so a stranger cannot make the Worker buffer more than the cap.

export const MAX_WEBHOOK_BYTES = 3 * 1024 * 1024;
/** A ticket request is `{"workspace": …, "operator": …}`: a few dozen bytes. */
export const MAX_TICKET_REQUEST_BYTES = 4 * 1024;

const TOO_LARGE = () => new HttpError(413, "body too large");

/** The raw body (signatures are over the exact bytes), or 413 as soon as it passes `limit`. */
export async function readRawBody(c: Context, limit: number): Promise<ArrayBuffer> {
  const declared = c.req.header("content-length");
  if (declared !== undefined && !(Number(declared) <= limit)) throw TOO_LARGE();
  const stream = c.req.raw.body;
  if (!stream) return new ArrayBuffer(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop the sender: nothing more is pulled from the connection.
      await reader.cancel("body too large").catch(() => undefined);
      throw TOO_LARGE();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body.buffer;
}

/** JSON from bytes, or a 400. Invalid UTF-8 is replaced, never fatal. */
export function parseJson(raw: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: false, ignoreBOM: false }).decode(raw));
  } catch {
    throw new HttpError(400, "body is not JSON");
  }
}
