import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { OutboundJob } from "../../src/channels/types";
import { env, exports, graphRequests, newContact, setGraphFaults } from "../helpers";
import worker from "../../src/index";

function job(contact: string, text: string): OutboundJob {
  return {
    outboxId: `test/${crypto.randomUUID()}`,
    workspaceId: "demo",
    conversation: `demo:demo-wa:${contact}`,
    channelId: "demo-wa",
    provider: "whatsapp",
    from: "100000000000001",
    to: contact,
    author: "agent",
    message: { type: "text", text },
  };
}

async function deliver(jobs: OutboundJob[], attempts = 1) {
  const batch = createMessageBatch<OutboundJob>("tendero-outbound", jobs.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts, body })));
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

async function row(id: string) {
  return env.DB.prepare("SELECT status, attempts, error_code, provider_message_id FROM outbound_messages WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

describe("OUTBOUND queue consumer", () => {
  it("sends once and acks; a redelivered job is not sent again", async () => {
    const contact = newContact();
    const j = job(contact, "hola desde la cola");
    const first = await deliver([j]);
    expect(first.explicitAcks).toEqual(["m0"]);
    const again = await deliver([j]);
    expect(again.explicitAcks).toEqual(["m0"]);
    const reqs = await graphRequests(contact);
    expect(reqs).toHaveLength(1);
    expect(reqs[0].body.text?.body).toBe("hola desde la cola");
    expect(await row(j.outboxId)).toMatchObject({ status: "sent", provider_message_id: reqs[0].wamid });
  });

  it("retries a 500 with backoff instead of acking", async () => {
    const contact = newContact();
    const j = job(contact, "reintento");
    await setGraphFaults({ failNext: 1 });
    const result = await deliver([j]);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["m0"]);
    expect(await row(j.outboxId)).toMatchObject({ status: "retry", error_code: "2" });
    // The retry succeeds and the customer gets exactly one message.
    const retry = await deliver([j], 2);
    expect(retry.explicitAcks).toEqual(["m0"]);
    expect(await graphRequests(contact)).toHaveLength(1);
  });

  it("marks the row failed on the last attempt and lets it go to the dead-letter queue", async () => {
    const contact = newContact();
    const j = job(contact, "sin suerte");
    await setGraphFaults({ failNext: 1 });
    const result = await deliver([j], 6); // max_retries = 5: the 6th delivery is the last
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["m0"]);
    expect(await row(j.outboxId)).toMatchObject({ status: "failed" });
    expect(await graphRequests(contact)).toHaveLength(0);
  });

  it("does not retry a request Meta rejects for good (4xx)", async () => {
    const contact = newContact();
    const j = { ...job(contact, "x"), to: "not-a-number" };
    const result = await deliver([j]);
    expect(result.explicitAcks).toEqual(["m0"]);
    expect(await row(j.outboxId)).toMatchObject({ status: "failed", error_code: "100" });
  });

  it("keeps /healthz as the bare route", async () => {
    const res = await exports.default.fetch("https://t.test/healthz");
    expect(await res.text()).toBe("ok");
  });
});
