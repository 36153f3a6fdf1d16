import type { Context } from "hono";
import { HttpError } from "./errors";

export const MAX_WEBHOOK_BYTES = 3 * 1024 * 1024;

/** Reads the raw body (signatures are over the exact bytes), refusing more than the limit. */
export async function readRawBody(c: Context, limit = MAX_WEBHOOK_BYTES): Promise<ArrayBuffer> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) throw new HttpError(413, "body too large");
  const body = await c.req.arrayBuffer();
  if (body.byteLength > limit) throw new HttpError(413, "body too large");
  return body;
}

/** JSON from bytes, or a 400. Invalid UTF-8 is replaced, never fatal. */
export function parseJson(raw: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: false, ignoreBOM: false }).decode(raw));
  } catch {
    throw new HttpError(400, "body is not JSON");
  }
}
