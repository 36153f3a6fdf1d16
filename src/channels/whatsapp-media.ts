import { z } from "zod";
import { toHex } from "../lib/crypto";
import type { WhatsAppSendConfig } from "./whatsapp-send";

// Inbound media (voice notes, images…) through the Graph API: GET /{version}/{media-id} answers
// a short-lived URL (5 minutes), and GET on that URL with the same Bearer token answers the bytes.
// Downloads stop as soon as they pass the size cap, so a huge file costs nothing beyond the cap.

export type MediaDownload =
  | { ok: true; bytes: Uint8Array; mimeType?: string }
  | { ok: false; reason: "too_big" | "failed"; detail: string };

/** Port: one inbound media file by the provider's reference, never more than `maxBytes`. */
export interface MediaSource {
  download(mediaRef: string, maxBytes: number): Promise<MediaDownload>;
}

/** Graph media ids are numeric; anything path-like never reaches a URL. */
const MEDIA_ID = /^[A-Za-z0-9_-]{1,128}$/;

const MediaInfoSchema = z
  .object({
    url: z.url(),
    mime_type: z.string().max(255).optional(),
    sha256: z.string().max(128).optional(),
    file_size: z.coerce.number().int().nonnegative().optional(),
  })
  .loose();

/** Where Meta serves media from. The token is sent nowhere else but the configured Graph host. */
const META_MEDIA_HOSTS = [".fbsbx.com", ".fbcdn.net", ".facebook.com", ".whatsapp.net"];

function trustedMediaUrl(url: URL, graphBase: string): boolean {
  if (url.origin === new URL(graphBase).origin) return true;
  return url.protocol === "https:" && META_MEDIA_HOSTS.some((suffix) => url.hostname.endsWith(suffix));
}

// Meta's media host answers an error page to requests without a User-Agent.
const USER_AGENT = "Tendero/1.0 (WhatsApp Cloud API media)";

/** Reads a body up to `maxBytes`; null (and the stream cancelled) the moment it passes. */
async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(res.headers.get("content-length") ?? NaN);
  if (declared > maxBytes || !res.body) {
    await res.body?.cancel();
    return declared > maxBytes ? null : new Uint8Array(0);
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}

const failed = (detail: string): MediaDownload => ({ ok: false, reason: "failed", detail });

/**
 * Downloads one media file of a WhatsApp message. `phoneNumberId` asks Graph to check the media
 * belongs to that number. Never throws: a failure is a reason and a detail for the log.
 */
export async function downloadWhatsAppMedia(config: WhatsAppSendConfig, mediaId: string, maxBytes: number, phoneNumberId?: string): Promise<MediaDownload> {
  if (!MEDIA_ID.test(mediaId)) return failed("invalid media id");
  const doFetch = config.fetch ?? fetch;
  const headers = { authorization: `Bearer ${config.token}`, "user-agent": USER_AGENT };
  const signal = AbortSignal.timeout(config.timeoutMs ?? 15_000);
  try {
    const query = phoneNumberId ? `?phone_number_id=${encodeURIComponent(phoneNumberId)}` : "";
    const meta = await doFetch(`${config.baseUrl.replace(/\/$/, "")}/${config.version}/${mediaId}${query}`, { headers, signal });
    if (!meta.ok) {
      await meta.body?.cancel();
      return failed(`media info answered ${meta.status}`);
    }
    const info = MediaInfoSchema.safeParse(await meta.json());
    if (!info.success) return failed("media info without a url");
    if (info.data.file_size !== undefined && info.data.file_size > maxBytes) return { ok: false, reason: "too_big", detail: `${info.data.file_size} bytes` };
    const url = new URL(info.data.url);
    if (!trustedMediaUrl(url, config.baseUrl)) return failed(`media url on an unexpected host: ${url.hostname}`);

    const res = await doFetch(url, { headers, signal });
    if (!res.ok) {
      await res.body?.cancel();
      return failed(`media download answered ${res.status}`);
    }
    const bytes = await readCapped(res, maxBytes);
    if (!bytes) return { ok: false, reason: "too_big", detail: `over ${maxBytes} bytes` };
    const expected = info.data.sha256?.toLowerCase();
    if (expected && /^[0-9a-f]{64}$/.test(expected)) {
      const actual = toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
      if (actual !== expected) return failed("media sha256 does not match");
    }
    return { ok: true, bytes, mimeType: info.data.mime_type ?? res.headers.get("content-type") ?? undefined };
  } catch (err) {
    return failed(`media: ${(err as Error).message}`);
  }
}

/** The MediaSource of a WhatsApp channel. */
export function whatsAppMediaSource(config: WhatsAppSendConfig, phoneNumberId?: string): MediaSource {
  return { download: (mediaRef, maxBytes) => downloadWhatsAppMedia(config, mediaRef, maxBytes, phoneNumberId) };
}
