import { z } from "zod";
import type { Env } from "../env";
import type { InboundContent } from "../lib/messages";
import { settings } from "../settings";
import type { MediaSource } from "./whatsapp-media";

// Voice notes become text behind a Transcriber port: Workers AI Whisper through the `AI` binding
// in production, a fake AI binding in tests. transcribeAudio applies the shop's limits and says
// why it could not (the conversation then asks the customer to write).

export interface Transcription {
  text: string;
  /** The recording's length when the model reports it. */
  seconds?: number;
}

export interface Transcriber {
  transcribe(audio: Uint8Array, hints: { mimeType?: string }): Promise<Transcription>;
}

/** The part of the Workers AI binding used here: `env.AI.run(model, input)`. */
export interface AiRunner {
  run(model: string, input: Record<string, unknown>): Promise<unknown>;
}

const WhisperOutputSchema = z
  .object({
    text: z.string(),
    transcription_info: z.object({ duration: z.number().nonnegative().optional() }).loose().optional(),
  })
  .loose();

function base64(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/**
 * Whisper on Workers AI. `@cf/openai/whisper-large-v3-turbo` (the default) takes base64 audio and
 * a language and reports the duration; the older `@cf/openai/whisper*` models take a byte array.
 */
export function workersAiTranscriber(ai: AiRunner, model: string, language = "es"): Transcriber {
  const byteArrayInput = model === "@cf/openai/whisper" || model === "@cf/openai/whisper-tiny-en";
  return {
    async transcribe(audio) {
      const input = byteArrayInput ? { audio: [...audio] } : { audio: base64(audio), language, task: "transcribe", vad_filter: true };
      const output = WhisperOutputSchema.parse(await ai.run(model, input));
      return { text: output.text.trim(), seconds: output.transcription_info?.duration };
    },
  };
}

/** The deployment's transcriber: Workers AI when the `AI` binding exists, else none. */
export function transcriberFromEnv(env: Env): Transcriber | undefined {
  return env.AI ? workersAiTranscriber(env.AI as unknown as AiRunner, settings(env).audio.transcriberModel) : undefined;
}

const OGG_PAGE = [0x4f, 0x67, 0x67, 0x53]; // "OggS"
const OPUS_HEAD = [0x4f, 0x70, 0x75, 0x73, 0x48, 0x65, 0x61, 0x64]; // "OpusHead"

function indexOf(bytes: Uint8Array, magic: number[], from: number, step: 1 | -1): number {
  for (let i = from; i >= 0 && i + magic.length <= bytes.length; i += step) {
    if (magic.every((b, j) => bytes[i + j] === b)) return i;
  }
  return -1;
}

/**
 * The length of an Ogg Opus recording (WhatsApp voice notes), from the last page's granule
 * position less the encoder's pre-skip, at Opus's fixed 48 kHz. undefined when it is not one.
 */
export function oggOpusSeconds(bytes: Uint8Array): number | undefined {
  if (indexOf(bytes, OGG_PAGE, 0, 1) !== 0) return undefined;
  const head = indexOf(bytes, OPUS_HEAD, 0, 1);
  if (head < 0 || head + 12 > bytes.length) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const preSkip = view.getUint16(head + 10, true);
  for (let page = indexOf(bytes, OGG_PAGE, bytes.length - 27, -1); page >= 0; page = indexOf(bytes, OGG_PAGE, page - 1, -1)) {
    if (page + 14 > bytes.length || bytes[page + 4] !== 0) continue; // "OggS" inside audio data, not a page
    const low = view.getUint32(page + 6, true);
    const high = view.getUint32(page + 10, true);
    if (low === 0xffffffff && high === 0xffffffff) continue; // no packet ends on this page
    return Math.max(0, high * 2 ** 32 + low - preSkip) / 48_000;
  }
  return undefined;
}

export type AudioContent = Extract<InboundContent, { type: "audio" }>;

export interface AudioLimits {
  maxBytes: number;
  maxSeconds: number;
  /** How long the model may take before the note counts as not transcribed. */
  timeoutMs?: number;
}

export type TranscribeResult =
  | { ok: true; text: string; seconds?: number }
  | { ok: false; reason: "too_long" | "too_big" | "failed" | "not_configured"; detail?: string };

/** The limits a deployment's settings give. */
export function audioLimits(env: Env): AudioLimits {
  const { maxBytes, maxSeconds } = settings(env).audio;
  return { maxBytes, maxSeconds };
}

/**
 * A voice note or audio file as text, within the limits: length known before download (or read
 * from the file) is checked before paying for a transcription. Never throws.
 */
export async function transcribeAudio(
  audio: AudioContent,
  deps: { media: MediaSource; transcriber: Transcriber | undefined; limits: AudioLimits },
): Promise<TranscribeResult> {
  const { media, transcriber, limits } = deps;
  if (!transcriber) return { ok: false, reason: "not_configured" };
  if (audio.seconds !== undefined && audio.seconds > limits.maxSeconds) return { ok: false, reason: "too_long", detail: `${audio.seconds} s` };
  const file = await media.download(audio.mediaId, limits.maxBytes);
  if (!file.ok) return { ok: false, reason: file.reason, detail: file.detail };
  const measured = oggOpusSeconds(file.bytes);
  if (measured !== undefined && measured > limits.maxSeconds) return { ok: false, reason: "too_long", detail: `${measured.toFixed(1)} s` };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no transcription within ${limits.timeoutMs ?? 30_000} ms`)), limits.timeoutMs ?? 30_000);
    });
    const result = await Promise.race([transcriber.transcribe(file.bytes, { mimeType: file.mimeType ?? audio.mimeType }), timeout]);
    const seconds = result.seconds ?? measured;
    if (seconds !== undefined && seconds > limits.maxSeconds) return { ok: false, reason: "too_long", detail: `${seconds.toFixed(1)} s` };
    if (!result.text) return { ok: false, reason: "failed", detail: "empty transcription" };
    return { ok: true, text: result.text.slice(0, 16_384), seconds };
  } catch (err) {
    return { ok: false, reason: "failed", detail: (err as Error).message };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
