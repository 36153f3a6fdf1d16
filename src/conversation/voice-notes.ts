import { audioLimits, transcribeAudio, transcriberFromEnv, type AudioContent, type TranscribeResult } from "../channels/transcriber";
import { whatsAppMediaSource } from "../channels/whatsapp-media";
import { whatsAppApi } from "../channels/whatsapp-send";
import type { InboundMessage } from "../channels/types";
import { describeInbound } from "../lib/messages";
import { getChannel } from "../store/workspaces";
import type { ConversationContext } from "./context";

// Voice notes become text before the agent reads them: each pending audio message is downloaded
// through the Graph media endpoint and transcribed (channels/transcriber.ts), once — the result,
// or why there is none, is written back into its journal row, so a redone job never pays twice.

/** Transcribes the pending audio messages that have no transcript yet, updating `rows` in place. */
export async function transcribePending(ctx: ConversationContext, rows: { seq: number; message: InboundMessage }[]): Promise<void> {
  const todo = rows.filter((r) => r.message.content.type === "audio" && !r.message.content.transcript && !r.message.content.unheard);
  if (!todo.length) return;
  const env = ctx.env();
  const identity = ctx.state.identity()!;
  const channel = identity.provider === "whatsapp" ? await getChannel(env.DB, identity.channelId) : null;
  const api = channel ? whatsAppApi(env, channel) : null;
  for (const row of todo) {
    const audio = row.message.content as AudioContent;
    // A sandbox channel (no token) or Infobip media cannot be fetched here: the customer is asked to write.
    const result: TranscribeResult = api
      ? await transcribeAudio(audio, { media: whatsAppMediaSource(api, identity.channelExternalId), transcriber: transcriberFromEnv(env), limits: audioLimits(env) })
      : { ok: false, reason: "not_configured" };
    if (!result.ok) console.warn(`voice note ${row.message.id} not transcribed: ${result.reason}${result.detail ? ` (${result.detail})` : ""}`);
    const content: AudioContent = result.ok ? { ...audio, transcript: result.text, seconds: audio.seconds ?? result.seconds } : { ...audio, unheard: result.reason };
    row.message = { ...row.message, content };
    ctx.state.transaction(() => ctx.state.journal.rewritePending(row.seq, describeInbound(content), JSON.stringify(row.message)));
    ctx.notify.broadcast([{ type: "message", message: ctx.state.journal.bySeq([row.seq])[0] }]);
  }
}
