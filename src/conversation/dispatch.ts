import type { OutboundJob } from "../channels/types";
import type { DeliveryState } from "../channels/types";
import type { OutboundMessage } from "../lib/messages";
import type { ConversationContext } from "./context";
import { REQUEUE_AFTER_MS } from "./outbox";
import { holdBackOutsideWindow, noteDeliveryFailure } from "./window";

// The outbound side of a conversation: the outbox head goes to the OUTBOUND queue one row at a
// time, and the consumer's acknowledgements (or provider receipts) release the next. One row in
// flight per conversation is what keeps replies in order per contact.

export class Dispatcher {
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: ConversationContext) {}

  /** Serialised: concurrent callers (alarm, acks, operator sends) never queue the head twice. */
  dispatch(): Promise<void> {
    const run = this.chain.then(() => this.dispatchOnce());
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async dispatchOnce(): Promise<void> {
    const { state } = this.ctx;
    const identity = state.identity();
    let head = state.outbox.head();
    while (head && holdBackOutsideWindow(this.ctx, head)) head = state.outbox.head();
    if (!identity || !head) return;
    const now = state.now();
    if (head.status === "queued" && head.queued_at !== null && now - head.queued_at < REQUEUE_AFTER_MS) {
      state.alarms.setIfEarlier("outbox", "outbox", head.queued_at + REQUEUE_AFTER_MS);
      return;
    }
    const job: OutboundJob = {
      outboxId: head.id,
      workspaceId: identity.workspaceId,
      conversation: state.name(),
      channelId: identity.channelId,
      provider: identity.provider,
      from: identity.channelExternalId,
      to: identity.contact,
      author: head.author,
      message: JSON.parse(head.message) as OutboundMessage,
    };
    state.outbox.markQueued(head.id, now);
    try {
      await this.ctx.env().OUTBOUND.send(job, { contentType: "json" });
      state.alarms.set("outbox", "outbox", now + REQUEUE_AFTER_MS);
    } catch (err) {
      console.error(`queue send failed for ${head.id}:`, err);
      state.outbox.requeue(head.id);
      state.alarms.set("outbox", "outbox", now + 5_000);
    }
    await state.alarms.rearm();
  }

  /** The consumer delivered a row: record it and send the next. */
  async onSent(outboxId: string, providerMessageId: string): Promise<void> {
    const { state } = this.ctx;
    if (state.outbox.setStatus(outboxId, "sent", state.now(), providerMessageId)) {
      state.journal.setStatus(outboxId, "sent");
      this.ctx.notify.broadcast([{ type: "delivery", ref: outboxId, status: "sent" }]);
    }
    await this.dispatch();
  }

  /** The consumer gave up on a row for good: record why and send the next. */
  async onSendFailed(outboxId: string, error: string): Promise<void> {
    await this.onStatus(outboxId, "failed", error);
  }

  /** Provider delivery receipts (sent/delivered/read/failed) for a row we sent. */
  async onStatus(outboxId: string, status: DeliveryState, error: string | null): Promise<void> {
    const { state } = this.ctx;
    if (state.outbox.setStatus(outboxId, status, state.now(), null, error)) {
      state.journal.setStatus(outboxId, status);
      this.ctx.notify.broadcast([{ type: "delivery", ref: outboxId, status, error }]);
      if (status === "failed") {
        noteDeliveryFailure(this.ctx, error);
        this.ctx.notify.inbox();
      }
    }
    if (status === "sent" || status === "failed") await this.dispatch();
  }
}
