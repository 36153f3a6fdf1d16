import type { DeliveryStatus, Provider } from "../channels/types";
import type { ParsedWebhook } from "../channels/whatsapp";
import type { Env } from "../env";
import { conversationName } from "../conversation/identity";
import { findChannel } from "../store/workspaces";
import type { Channel } from "../store/profile";
import { loadWorkspace } from "../conversation/agent-wiring";
import { TtlCache } from "../lib/ttl-cache";
import { markReadWithTyping, whatsAppApi } from "../channels/whatsapp-send";
import { recordCoexistence } from "../channels/whatsapp-events";

const channelsByNumber = new TtlCache<Channel | null>(30_000);

/** phone_number_id → channel, cached per isolate (also negatively) to keep D1 off the hot path. */
function resolveChannel(env: Env, provider: Provider, externalId: string): Promise<Channel | null> {
  return channelsByNumber.get(`${provider}:${externalId}`, () => findChannel(env.DB, provider, externalId));
}

export async function recordReject(env: Env, provider: string, reason: string, body: unknown): Promise<void> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  await env.DB.prepare("INSERT INTO webhook_rejects (provider, reason, body, created_at) VALUES (?, ?, ?, ?)")
    .bind(provider, reason.slice(0, 500), text.slice(0, 100_000), Date.now())
    .run();
}

/**
 * Hands every message to its conversation's actor. Resolves only when every actor has durably
 * appended its messages: the provider's 200 means "nothing will be lost".
 */
export async function ingest(
  env: Env,
  provider: Provider,
  parsed: ParsedWebhook,
  /** Work that must not delay the answer (read receipts): the request's ctx.waitUntil. */
  background?: (work: Promise<unknown>) => void,
): Promise<{ delivered: number; unknownChannels: string[] }> {
  const unknownChannels = new Set<string>();
  const messages = await byConversation(env, provider, parsed.messages, (m) => m.to, (m) => m.from, unknownChannels);
  // The owner's messages from the WhatsApp Business app on the same number (Coexistence).
  const echoes = await byConversation(env, provider, parsed.echoes, (e) => e.businessNumber, (e) => e.contact, unknownChannels);
  for (const id of unknownChannels) console.warn(`webhook for unknown ${provider} number ${id}: acknowledged and ignored`);

  const work: Promise<unknown>[] = [];
  for (const [name, g] of messages) {
    work.push(
      loadWorkspace(env, g.channel.workspaceId).then(async (ws) => {
        const result = await env.CONVERSATION.getByName(name).receive(identityOf(provider, g), ws.definition, g.items);
        // Read receipt (and "typing…" unless a person holds the chat) once the actor holds new messages; never awaited.
        if (provider === "whatsapp" && result.accepted > 0 && ws.profile.readReceipts !== false && background) {
          const api = whatsAppApi(env, g.channel);
          if (api) background(markReadWithTyping(api, g.channel.externalId, g.items[g.items.length - 1]!.id, !result.held));
        }
        return result;
      }),
    );
  }
  for (const [name, g] of echoes) {
    work.push(loadWorkspace(env, g.channel.workspaceId).then((ws) => env.CONVERSATION.getByName(name).receiveEchoes(identityOf(provider, g), ws.definition, g.items)));
  }
  // Coexistence webhooks (echoes, history, contacts) are also kept as received.
  if (parsed.echoes.length || parsed.history.length || parsed.appStateSync.length) work.push(recordCoexistence(env.DB, parsed));
  work.push(...parsed.statuses.map((s) => applyStatus(env, s)));
  if (parsed.rejected.length) work.push(recordReject(env, provider, parsed.rejected.map((r) => r.reason).join(" | "), parsed.rejected.map((r) => r.part)));
  await Promise.all(work);
  return { delivered: [...messages.values()].reduce((n, g) => n + g.items.length, 0), unknownChannels: [...unknownChannels] };
}

interface ConversationGroup<T> {
  channel: Channel;
  contact: string;
  items: T[];
}

/** Items of a webhook grouped by the conversation they belong to, in payload order (the contact's order). */
async function byConversation<T>(env: Env, provider: Provider, items: T[], number: (item: T) => string, contact: (item: T) => string, unknown: Set<string>): Promise<Map<string, ConversationGroup<T>>> {
  const groups = new Map<string, ConversationGroup<T>>();
  for (const item of items) {
    const channel = await resolveChannel(env, provider, number(item));
    if (!channel) {
      unknown.add(number(item));
      continue;
    }
    const name = conversationName(channel.workspaceId, channel.id, contact(item));
    const group = groups.get(name) ?? { channel, contact: contact(item), items: [] };
    group.items.push(item);
    groups.set(name, group);
  }
  return groups;
}

function identityOf(provider: Provider, g: ConversationGroup<unknown>) {
  return { workspaceId: g.channel.workspaceId, channelId: g.channel.id, provider, channelExternalId: g.channel.externalId, contact: g.contact };
}

const RANK: Record<string, number> = { sending: 0, retry: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

/** A delivery receipt: D1 first (statuses only move forward), then the conversation's actor. */
async function applyStatus(env: Env, status: DeliveryStatus): Promise<void> {
  const row = await env.DB.prepare("SELECT id, conversation, status FROM outbound_messages WHERE provider_message_id = ?")
    .bind(status.providerMessageId)
    .first<{ id: string; conversation: string; status: string }>();
  if (!row) return; // not ours (or sent before this database existed)
  const error = status.errors.length ? status.errors.map((e) => `${e.code} ${e.title}`).join("; ") : null;
  if (status.status === "failed" || RANK[status.status] > (RANK[row.status] ?? 0)) {
    await env.DB.prepare("UPDATE outbound_messages SET status = ?, error_code = COALESCE(?, error_code), error_detail = COALESCE(?, error_detail), updated_at = ? WHERE id = ?")
      .bind(status.status, status.errors[0] ? String(status.errors[0].code) : null, error, Date.now(), row.id)
      .run();
  }
  await env.CONVERSATION.getByName(row.conversation).onStatus(row.id, status.status, error);
}
