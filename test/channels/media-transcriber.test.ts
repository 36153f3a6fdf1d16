import { describe, expect, it } from "vitest";
import { oggOpusSeconds, transcribeAudio, transcriberFromEnv, workersAiTranscriber, type AudioContent } from "../../src/channels/transcriber";
import { downloadWhatsAppMedia, whatsAppMediaSource } from "../../src/channels/whatsapp-media";
import type { WhatsAppSendConfig } from "../../src/channels/whatsapp-send";
import { env, GRAPH } from "../helpers";
import { fakeAi } from "../support/fake-ai";

const api = (): WhatsAppSendConfig => ({ baseUrl: GRAPH(), version: "v25.0", token: "test-access-token" });

function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i += 65_536) crypto.getRandomValues(out.subarray(i, Math.min(n, i + 65_536)));
  return out;
}

function base64(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

let ids = 0;
/** Registers a file with the fake Graph API and answers its media id. */
async function registerMedia(bytes: Uint8Array, extra: Record<string, unknown> = {}): Promise<string> {
  const id = `${Date.now()}${++ids}${Math.floor(Math.random() * 1000)}`;
  const res = await fetch(`${GRAPH()}/__fake/media`, { method: "POST", body: JSON.stringify({ id, mimeType: "audio/ogg; codecs=opus", base64: base64(bytes), ...extra }) });
  expect(res.status).toBe(200);
  return id;
}

async function downloads(id: string): Promise<{ bytesSent: number; completed: boolean }[]> {
  return (await (await fetch(`${GRAPH()}/__fake/downloads?id=${id}`)).json()) as { bytesSent: number; completed: boolean }[];
}

/** A minimal Ogg Opus file of the given length: OpusHead, OpusTags, one audio page. */
function oggOpus(seconds: number, preSkip = 312, audioBytes = 2000): Uint8Array {
  let seq = 0;
  const page = (headerType: number, granule: bigint, data: Uint8Array) => {
    const lacing: number[] = [];
    for (let left = data.length; ; left -= 255) {
      lacing.push(Math.min(255, left));
      if (left < 255) break;
    }
    const head = new Uint8Array(27 + lacing.length);
    const view = new DataView(head.buffer);
    head.set([0x4f, 0x67, 0x67, 0x53, 0, headerType]);
    view.setBigUint64(6, granule, true);
    view.setUint32(14, 0x1234, true);
    view.setUint32(18, seq++, true);
    head[26] = lacing.length;
    head.set(lacing, 27);
    return [head, data];
  };
  const opusHead = new Uint8Array(19);
  opusHead.set(new TextEncoder().encode("OpusHead"));
  opusHead[8] = 1;
  opusHead[9] = 1;
  new DataView(opusHead.buffer).setUint16(10, preSkip, true);
  new DataView(opusHead.buffer).setUint32(12, 48_000, true);
  const audio = randomBytes(audioBytes);
  audio.set([0x4f, 0x67, 0x67, 0x53, 7], audioBytes - 40); // "OggS" inside the audio data, not a page
  const parts = [
    ...page(2, 0n, opusHead),
    ...page(0, 0n, new TextEncoder().encode("OpusTags\u0005\u0000\u0000\u0000fake\u0000\u0000\u0000\u0000")),
    ...page(4, BigInt(Math.round(seconds * 48_000) + preSkip), audio),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const voiceNote = (mediaId: string, extra: Partial<AudioContent> = {}): AudioContent => ({ type: "audio", mediaId, voice: true, mimeType: "audio/ogg; codecs=opus", ...extra });
const limits = { maxBytes: 1024 * 1024, maxSeconds: 120, timeoutMs: 2000 };

describe("WhatsApp media download through the Graph media endpoint", () => {
  it("fetches the URL from GET /{media-id}, then the bytes with the token, checking the sha256", async () => {
    const bytes = randomBytes(100_000);
    const id = await registerMedia(bytes);
    const file = await downloadWhatsAppMedia(api(), id, 1024 * 1024, "100000000000001");
    expect(file).toEqual({ ok: true, bytes, mimeType: "audio/ogg; codecs=opus" });
    expect(await downloads(id)).toEqual([{ id, bytesSent: 100_000, completed: true }]);
  });

  it("refuses a file Graph says is over the cap without downloading it", async () => {
    const id = await registerMedia(randomBytes(200_000));
    expect(await downloadWhatsAppMedia(api(), id, 50_000)).toMatchObject({ ok: false, reason: "too_big" });
    expect(await downloads(id)).toEqual([]);
  });

  it("stops reading a file of unknown size as soon as it passes the cap", async () => {
    const size = 8 * 1024 * 1024;
    const id = await registerMedia(randomBytes(size), { hideSize: true });
    expect(await downloadWhatsAppMedia(api(), id, 64 * 1024)).toMatchObject({ ok: false, reason: "too_big" });
    await new Promise((r) => setTimeout(r, 200)); // the fake notices the closed connection
    const [d] = await downloads(id);
    expect(d!.completed).toBe(false);
    expect(d!.bytesSent).toBeLessThan(size / 2);
  });

  it("fails on an unknown id, a bad id, a wrong token and a corrupted file, without throwing", async () => {
    expect(await downloadWhatsAppMedia(api(), "999000111", 1000)).toMatchObject({ ok: false, reason: "failed", detail: "media info answered 400" });
    expect(await downloadWhatsAppMedia(api(), "../../v25.0/100000000000001/messages", 1000)).toMatchObject({ ok: false, reason: "failed", detail: "invalid media id" });
    const id = await registerMedia(randomBytes(1000));
    expect(await downloadWhatsAppMedia({ ...api(), token: "" }, id, 10_000)).toMatchObject({ ok: false, reason: "failed" });
    const corrupted = await registerMedia(randomBytes(1000), { sha256: "0".repeat(64) });
    expect(await downloadWhatsAppMedia(api(), corrupted, 10_000)).toMatchObject({ ok: false, reason: "failed", detail: "media sha256 does not match" });
  });

  it("never sends the token to a host that is neither Meta's nor the configured Graph API", async () => {
    const asked: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return Response.json({ messaging_product: "whatsapp", url: "https://attacker.example/steal", mime_type: "audio/ogg", file_size: 10, id: "1" });
    }) as typeof fetch;
    const file = await downloadWhatsAppMedia({ ...api(), fetch: fetchImpl }, "1", 1000);
    expect(file).toMatchObject({ ok: false, reason: "failed", detail: "media url on an unexpected host: attacker.example" });
    expect(asked).toEqual([`${GRAPH()}/v25.0/1`]);
  });
});

describe("Ogg Opus length", () => {
  it("reads a voice note's length from its last page, less the pre-skip", () => {
    expect(oggOpusSeconds(oggOpus(4))).toBe(4);
    expect(oggOpusSeconds(oggOpus(187.5, 3840))).toBe(187.5);
    expect(oggOpusSeconds(randomBytes(5000))).toBeUndefined();
    expect(oggOpusSeconds(new Uint8Array(0))).toBeUndefined();
  });
});

describe("transcribeAudio with the Workers AI transcriber (fake AI binding)", () => {
  it("downloads the note and answers Whisper's text; the model got the very bytes, in Spanish", async () => {
    const note = oggOpus(4);
    const id = await registerMedia(note);
    const ai = fakeAi({ text: " Hola, quiero dos cocas de litro y medio. ", duration: 4 });
    const result = await transcribeAudio(voiceNote(id), { media: whatsAppMediaSource(api()), transcriber: workersAiTranscriber(ai, "@cf/openai/whisper-large-v3-turbo"), limits });
    expect(result).toEqual({ ok: true, text: "Hola, quiero dos cocas de litro y medio.", seconds: 4 });
    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0]!.audio).toEqual(note);
    expect(ai.calls[0]!.input).toMatchObject({ language: "es", task: "transcribe" });
  });

  it("speaks the older whisper model's byte-array input", async () => {
    const id = await registerMedia(oggOpus(3));
    const ai = fakeAi({ text: "hola" });
    const result = await transcribeAudio(voiceNote(id), { media: whatsAppMediaSource(api()), transcriber: workersAiTranscriber(ai, "@cf/openai/whisper"), limits });
    expect(result).toEqual({ ok: true, text: "hola", seconds: 3 });
  });

  it("says not_configured without a transcriber, and downloads nothing", async () => {
    const id = await registerMedia(oggOpus(4));
    expect(await transcribeAudio(voiceNote(id), { media: whatsAppMediaSource(api()), transcriber: undefined, limits })).toEqual({ ok: false, reason: "not_configured" });
    expect(await downloads(id)).toEqual([]);
    expect(transcriberFromEnv(env)).toBeUndefined(); // the test Worker has no AI binding
  });

  it("says too_long before transcribing a note over the limit, by its declared or measured length", async () => {
    const ai = fakeAi({ text: "no debería" });
    const transcriber = workersAiTranscriber(ai, "@cf/openai/whisper-large-v3-turbo");
    const declared = await transcribeAudio(voiceNote("123", { seconds: 600 }), { media: whatsAppMediaSource(api()), transcriber, limits });
    expect(declared).toMatchObject({ ok: false, reason: "too_long" });
    const id = await registerMedia(oggOpus(200));
    expect(await transcribeAudio(voiceNote(id), { media: whatsAppMediaSource(api()), transcriber, limits })).toEqual({ ok: false, reason: "too_long", detail: "200.0 s" });
    expect(ai.calls).toHaveLength(0);
  });

  it("says too_long when only the model can tell the length, too_big over the byte cap", async () => {
    const mp3 = await registerMedia(randomBytes(3000), { mimeType: "audio/mpeg" });
    const ai = fakeAi({ text: "un audio larguísimo", duration: 900 });
    const transcriber = workersAiTranscriber(ai, "@cf/openai/whisper-large-v3-turbo");
    expect(await transcribeAudio(voiceNote(mp3, { voice: false }), { media: whatsAppMediaSource(api()), transcriber, limits })).toEqual({ ok: false, reason: "too_long", detail: "900.0 s" });
    const big = await registerMedia(randomBytes(300_000));
    expect(await transcribeAudio(voiceNote(big), { media: whatsAppMediaSource(api()), transcriber, limits: { ...limits, maxBytes: 100_000 } })).toMatchObject({ ok: false, reason: "too_big" });
  });

  it("says failed when the model throws, hangs, hears nothing, or the media is gone", async () => {
    const id = await registerMedia(oggOpus(5));
    const media = whatsAppMediaSource(api());
    const run = (ai: ReturnType<typeof fakeAi>, l = limits) => transcribeAudio(voiceNote(id), { media, transcriber: workersAiTranscriber(ai, "@cf/openai/whisper-large-v3-turbo"), limits: l });
    expect(await run(fakeAi({ fail: "AiError: 3040: Capacity temporarily exceeded" }))).toEqual({ ok: false, reason: "failed", detail: "AiError: 3040: Capacity temporarily exceeded" });
    expect(await run(fakeAi({ text: "tarde", delayMs: 1000 }), { ...limits, timeoutMs: 100 })).toEqual({ ok: false, reason: "failed", detail: "no transcription within 100 ms" });
    expect(await run(fakeAi({ text: "   " }))).toEqual({ ok: false, reason: "failed", detail: "empty transcription" });
    const gone = await transcribeAudio(voiceNote("404404404"), { media, transcriber: workersAiTranscriber(fakeAi({ text: "x" }), "@cf/openai/whisper-large-v3-turbo"), limits });
    expect(gone).toMatchObject({ ok: false, reason: "failed" });
  });
});
