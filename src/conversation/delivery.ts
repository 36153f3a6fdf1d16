import type { DeliveryState, OutboundJob } from "../channels/types";
import type { OutboundMessage } from "../lib/messages";
import type { ConversationActor } from "./actor";
import { REQUEUE_AFTER_MS } from "./outbox";

// The outbound side of a conversation: the outbox head goes to the OUTBOUND queue one row at a
// time, and the consumer's acknowledgements (or provider receipts) release the next. One row in
// flight per conversation is what keeps replies in order per contact.

export class Delivery {
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly actor: ConversationActor) {}

  /** Serialised: concurrent callers (alarm, acks, operator sends) never queue the head twice. */
  dispatch(): Promise<void> {
    const run = this.chain.then(() => this.dispatchOnce());
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async dispatchOnce(): Promise<void> {
    const a = this.actor;
    const identity = a.identity();
    let head = a.outbox.head();
    while (head && a.followups.holdBack(head)) head = a.outbox.head();
    if (!identity || !head) return;
    const now = a.now();
    if (head.status === "queued" && head.queued_at !== null && now - head.queued_at < REQUEUE_AFTER_MS) {
      a.timers.setIfEarlier("outbox", "outbox", head.queued_at + REQUEUE_AFTER_MS);
      return;
    }
    const job: OutboundJob = {
      outboxId: head.id,
      workspaceId: identity.workspaceId,
      conversation: a.name(),
      channelId: identity.channelId,
      provider: identity.provider,
      from: identity.channelExternalId,
      to: identity.contact,
      author: head.author,
      message: JSON.parse(head.message) as OutboundMessage,
    };
    a.outbox.markQueued(head.id, now);
    try {
      await a.bindings.OUTBOUND.send(job, { contentType: "json" });
      a.timers.set("outbox", "outbox", now + REQUEUE_AFTER_MS);
    } catch (err) {
      console.error(`queue send failed for ${head.id}:`, err);
      a.sql.exec("UPDATE outbox SET status = 'pending', queued_at = NULL WHERE id = ? AND status = 'queued'", head.id);
      a.timers.set("outbox", "outbox", now + 5_000);
    }
    await a.timers.rearm();
  }

  async onSent(outboxId: string, providerMessageId: string): Promise<void> {
    const a = this.actor;
    if (a.outbox.setStatus(outboxId, "sent", a.now(), providerMessageId)) {
      a.log.setStatus(outboxId, "sent");
      a.sockets.broadcast({ type: "delivery", ref: outboxId, status: "sent" });
    }
    await this.dispatch();
  }

  async onSendFailed(outboxId: string, error: string): Promise<void> {
    const a = this.actor;
    if (a.outbox.setStatus(outboxId, "failed", a.now(), null, error)) {
      a.log.setStatus(outboxId, "failed");
      a.sockets.broadcast({ type: "delivery", ref: outboxId, status: "failed", error });
      a.followups.onDeliveryFailed(error);
      a.notifyHub();
    }
    await this.dispatch();
  }

  async onStatus(outboxId: string, status: DeliveryState, error: string | null): Promise<void> {
    const a = this.actor;
    if (a.outbox.setStatus(outboxId, status, a.now(), null, error)) {
      a.log.setStatus(outboxId, status);
      a.sockets.broadcast({ type: "delivery", ref: outboxId, status, error });
      if (status === "failed") {
        a.followups.onDeliveryFailed(error);
        a.notifyHub();
      }
    }
    if (status === "sent" || status === "failed") await this.dispatch();
  }
}
