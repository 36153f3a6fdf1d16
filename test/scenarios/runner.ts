import { expect } from "vitest";
import { actor, env, graphRequests, postWebhook, replyText, settle, textMsg, waPayload, wamid } from "../helpers";
import type { Expect, Scenario, Step } from "./types";

function fold(s: string): string {
  return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

async function perform(step: Step, contact: string, phoneNumberId: string): Promise<void> {
  const post = async (messages: Record<string, unknown>[]) => {
    const res = await postWebhook(waPayload(messages, { phoneNumberId }));
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  };
  if ("say" in step) await post([textMsg(contact, step.say)]);
  else if ("burst" in step) await Promise.all(step.burst.map((text) => post([textMsg(contact, text)])));
  else if ("tap" in step) {
    await post([{ from: contact, id: wamid(), timestamp: String(Math.floor(Date.now() / 1000)), type: "interactive", interactive: { type: step.tap.id.startsWith("product:") ? "list_reply" : "button_reply", [step.tap.id.startsWith("product:") ? "list_reply" : "button_reply"]: step.tap } }]);
  } else if ("raw" in step) await post([{ from: contact, id: wamid(), timestamp: String(Math.floor(Date.now() / 1000)), ...step.raw }]);
  else if ("orderStatus" in step) {
    await env.DB.prepare("UPDATE orders SET status = ? WHERE id = (SELECT MAX(id) FROM orders WHERE contact = ?)").bind(step.orderStatus, contact).run();
  }
}

function describeStep(step: Step): string {
  if ("say" in step) return `"${step.say}"`;
  if ("burst" in step) return `burst ${JSON.stringify(step.burst)}`;
  if ("tap" in step) return `tap ${step.tap.title}`;
  if ("raw" in step) return `raw ${String(step.raw.type)}`;
  return `order → ${step.orderStatus}`;
}

async function check(e: Expect, contact: string, channel: string, workspace: string, replies: string[], where: string): Promise<void> {
  const joined = fold(replies.join("\n"));
  const ctx = `${where}\nreplies:\n${replies.join("\n---\n")}`;
  for (const f of e.reply ?? []) {
    if (typeof f === "string") expect(joined, ctx).toContain(fold(f));
    else expect(replies.join("\n"), ctx).toMatch(f);
  }
  for (const f of e.notReply ?? []) {
    if (typeof f === "string") expect(joined, ctx).not.toContain(fold(f));
    else expect(replies.join("\n"), ctx).not.toMatch(f);
  }
  if (e.replies !== undefined) expect(replies.length, ctx).toBe(e.replies);
  const state = await actor(contact, channel, workspace).debugState();
  if (e.state) expect(state.session.state, ctx).toBe(e.state);
  if (e.cart) expect(Object.fromEntries(state.session.cart.map((l) => [l.productId, l.quantity])), ctx).toEqual(e.cart);
  if (e.customer) expect(state.session.customer, ctx).toMatchObject(e.customer);
  if (e.orders !== undefined || e.lastOrder) {
    const { results } = await env.DB.prepare("SELECT total, status, fulfilment, delivery_fee FROM orders WHERE contact = ? ORDER BY id")
      .bind(contact)
      .all<{ total: number; status: string; fulfilment: string; delivery_fee: number }>();
    if (e.orders !== undefined) expect(results.length, ctx).toBe(e.orders);
    if (e.lastOrder) {
      const last = results.at(-1);
      expect(last, ctx).toBeDefined();
      const { total, status, fulfilment, deliveryFee } = e.lastOrder;
      if (total !== undefined) expect(last!.total, ctx).toBe(total);
      if (status !== undefined) expect(last!.status, ctx).toBe(status);
      if (fulfilment !== undefined) expect(last!.fulfilment, ctx).toBe(fulfilment);
      if (deliveryFee !== undefined) expect(last!.delivery_fee, ctx).toBe(deliveryFee);
    }
  }
  if (e.handoff) {
    const row = await env.DB.prepare("SELECT trigger FROM handoff_requests WHERE contact = ? ORDER BY created_at DESC LIMIT 1").bind(contact).first<{ trigger: string }>();
    expect(row?.trigger, ctx).toBe(e.handoff);
  }
}

/** Plays a scenario for a fresh contact; returns every reply text, in order. */
export async function playScenario(scenario: Scenario, contact: string): Promise<string[]> {
  const workspace = scenario.workspace ?? "demo";
  const channel = scenario.channel ?? "demo-wa";
  const phoneNumberId = scenario.phoneNumberId ?? "100000000000001";
  let seen = 0;
  const all: string[] = [];
  for (const [i, turn] of scenario.turns.entries()) {
    await perform(turn, contact, phoneNumberId);
    await settle(contact, channel, workspace);
    // Effects (audit, handoff rows) are applied right after the commit; give them a moment.
    if (turn.expect?.handoff) await new Promise((r) => setTimeout(r, 50));
    const texts = (await graphRequests(contact)).map(replyText);
    const replies = texts.slice(seen);
    seen = texts.length;
    all.push(...replies);
    if (turn.expect) await check(turn.expect, contact, channel, workspace, replies, `${scenario.name} — step ${i + 1} (${describeStep(turn)})`);
  }
  return all;
}
