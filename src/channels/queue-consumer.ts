import { settings } from "../settings";
import type { Env } from "../env";
import { backoffMs } from "../lib/backoff";
import { TtlCache } from "../lib/ttl-cache";
import type { Channel } from "../store/profile";
import { getChannel, getWorkspace } from "../store/workspaces";
import { sendInfobip } from "./infobip";
import { SendError, type SendResult } from "./send-error";
import type { OutboundJob } from "./types";
import { sendWhatsApp, whatsAppApi } from "./whatsapp-send";

// The OUTBOUND queue consumer: each job is one outbox row, sent at most once (outbound_messages
// in D1 records it by outbox id), retried with backoff on 429/5xx/network, dead-lettered after
// max_retries with the row marked failed — never lost silently.

type ClaimStatus = "claimed" | "already_sent" | "already_failed";

async function claim(d1: D1Database, job: OutboundJob, provider: string, now: number): Promise<{ status: ClaimStatus; providerMessageId?: string | null }> {
  const row = await d1
    .prepare(
      `INSERT INTO outbound_messages (id, workspace_id, conversation, channel_id, provider, to_contact, author, body, status, attempts, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'sending', 1, ?, ?)
       ON CONFLICT(id) DO UPDATE SET attempts = attempts + 1, updated_at = excluded.updated_at
       RETURNING status, provider_message_id`,
    )
    .bind(job.outboxId, job.workspaceId, job.conversation, job.channelId, provider, job.to, job.author, JSON.stringify(job.message), now, now)
    .first<{ status: string; provider_message_id: string | null }>();
  if (row && ["sent", "delivered", "read"].includes(row.status)) return { status: "already_sent", providerMessageId: row.provider_message_id };
  if (row?.status === "failed") return { status: "already_failed" };
  return { status: "claimed" };
}

/** The channel's send credentials, cached briefly per isolate like the webhook's channel lookup. */
const channelsById = new TtlCache<Channel | null>(30_000);
/** The shop's Meta catalog id, read only for product messages. */
const catalogIds = new TtlCache<string | null>(30_000);

function catalogIdFor(env: Env, job: OutboundJob): Promise<string | null> {
  if (job.message.type !== "product" && job.message.type !== "product_list") return Promise.resolve(null);
  return catalogIds.get(job.workspaceId, async () => (await getWorkspace(env.DB, job.workspaceId))?.profile.whatsappCatalogId ?? null);
}

/** Delay before retry `attempt` + 1: base, 2×base, 4×base… capped at 5 minutes. */
export function backoffSeconds(attempt: number, baseSeconds = 2): number {
  return backoffMs(attempt - 1, { baseMs: baseSeconds * 1000, maxMs: 300_000 }) / 1000;
}

export async function sendJob(env: Env, job: OutboundJob, fetchImpl?: typeof fetch): Promise<SendResult & { provider: string }> {
  const s = settings(env);
  const channel = await channelsById.get(job.channelId, () => getChannel(env.DB, job.channelId));
  if (job.provider === "infobip") {
    if (!s.infobip.apiKey) return { provider: "sandbox", providerMessageId: `sandbox.${job.outboxId}` };
    const result = await sendInfobip({ baseUrl: s.infobip.baseUrl, apiKey: s.infobip.apiKey, fetch: fetchImpl, timeoutMs: s.outboundSendTimeoutMs }, job.from, job.to, job.message);
    return { ...result, provider: "infobip" };
  }
  const api = whatsAppApi(env, channel);
  // No token anywhere: the channel is a sandbox; the reply is stored and listed at /sandbox/outbox.
  if (!api) return { provider: "sandbox", providerMessageId: `sandbox.${job.outboxId}` };
  const catalogId = (await catalogIdFor(env, job)) ?? undefined;
  const result = await sendWhatsApp({ ...api, fetch: fetchImpl }, job.from, job.to, job.message, { catalogId });
  return { ...result, provider: "whatsapp" };
}

function conversation(env: Env, name: string) {
  return env.CONVERSATION.getByName(name);
}

export async function handleOutboundBatch(batch: MessageBatch<OutboundJob>, env: Env): Promise<void> {
  const s = settings(env);
  // Different conversations in parallel; each conversation has at most one job in flight.
  await Promise.all(batch.messages.map((msg) => handleOne(env, msg, s.outboundMaxRetries, s.outboundBackoffBaseSeconds)));
}

async function handleOne(env: Env, msg: Message<OutboundJob>, maxRetries: number, backoffBase: number): Promise<void> {
  const job = msg.body;
  const now = Date.now();
  try {
    const claimed = await claim(env.DB, job, job.provider, now);
    if (claimed.status === "already_sent") {
      await conversation(env, job.conversation).onSent(job.outboxId, claimed.providerMessageId ?? "");
      msg.ack();
      return;
    }
    if (claimed.status === "already_failed") {
      await conversation(env, job.conversation).onSendFailed(job.outboxId, "failed earlier");
      msg.ack();
      return;
    }
    const result = await sendJob(env, job);
    await env.DB.prepare("UPDATE outbound_messages SET status = 'sent', provider = ?, provider_message_id = ?, updated_at = ? WHERE id = ? AND status IN ('sending', 'retry')")
      .bind(result.provider, result.providerMessageId, Date.now(), job.outboxId)
      .run();
    msg.ack();
    await conversation(env, job.conversation)
      .onSent(job.outboxId, result.providerMessageId)
      .catch((err: unknown) => console.error(`actor ack failed for ${job.outboxId} (it will requeue and be deduped):`, err));
  } catch (err) {
    const retryable = err instanceof SendError ? err.retryable : true;
    const code = err instanceof SendError ? (err.code ?? (err.status ? String(err.status) : "network")) : "internal";
    const detail = (err as Error).message?.slice(0, 500) ?? String(err);
    const final = !retryable || msg.attempts > maxRetries;
    await env.DB.prepare("UPDATE outbound_messages SET status = ?, error_code = ?, error_detail = ?, updated_at = ? WHERE id = ? AND status IN ('sending', 'retry')")
      .bind(final ? "failed" : "retry", code, detail, Date.now(), job.outboxId)
      .run()
      .catch(() => undefined);
    if (final) {
      await conversation(env, job.conversation)
        .onSendFailed(job.outboxId, `${code}: ${detail}`)
        .catch(() => undefined);
    }
    if (!retryable) {
      msg.ack(); // a request Meta rejected will never succeed: do not retry it blindly
    } else {
      // Retryable: back off; after max_retries the runtime moves it to the dead-letter queue.
      msg.retry({ delaySeconds: backoffSeconds(msg.attempts, backoffBase) });
    }
  }
}

/** Dead letters: make sure the row is marked failed (it normally already is), then drop. */
export async function handleDeadLetters(batch: MessageBatch<OutboundJob>, env: Env): Promise<void> {
  for (const msg of batch.messages) {
    const job = msg.body;
    await env.DB.prepare("UPDATE outbound_messages SET status = 'failed', error_code = COALESCE(error_code, 'dead_letter'), updated_at = ? WHERE id = ? AND status NOT IN ('sent', 'delivered', 'read')")
      .bind(Date.now(), job.outboxId)
      .run();
    await conversation(env, job.conversation)
      .onSendFailed(job.outboxId, "dead_letter")
      .catch(() => undefined);
    msg.ack();
  }
}
