import { runDurableObjectAlarm } from "cloudflare:test";
import { expect } from "vitest";
import type { Session } from "../../src/agent/session";
import type { TimerRow } from "../../src/conversation/alarms";
import { settings } from "../../src/settings";
import { actor, env, inside, startOnMondayAfternoon, graphRequests, postWebhook, replyText, settle, textMsg, waitFor, waPayload, wamid, type GraphRequest } from "../helpers";

// Shared by the follow-up tests: a shop to talk to, the conversation's clock, and what the
// customer's phone (the fake Graph API) and the shop's records show.

export const MIN = 60_000;
export const HOUR = 60 * MIN;
/** Long enough for a stray reply to cross the queue to the fake Graph API. */
const SILENCE_MS = 500;

export interface Shop {
  workspace: string;
  channel: string;
  phoneNumberId: string;
}
export const DEMO: Shop = { workspace: "demo", channel: "demo-wa", phoneNumberId: "100000000000001" };
/** The packs demo shop (scripts/seed/demo.sql). */
export const PACKS: Shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

export function stubOf(contact: string, shop: Shop) {
  return actor(contact, shop.channel, shop.workspace);
}

/** Every message the customer's phone received, as text. */
export async function inbox(contact: string): Promise<string[]> {
  return (await graphRequests(contact)).map(replyText);
}

export async function requests(contact: string): Promise<GraphRequest[]> {
  return graphRequests(contact);
}

async function post(contact: string, shop: Shop, message: Record<string, unknown>): Promise<string[]> {
  await startOnMondayAfternoon(stubOf(contact, shop)); // once per conversation: a moved clock stays
  const before = (await graphRequests(contact)).length;
  const res = await postWebhook(waPayload([message], { phoneNumberId: shop.phoneNumberId }));
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  await settle(contact, shop.channel, shop.workspace);
  return (await inbox(contact)).slice(before);
}

/** The customer writes; returns the replies this message produced. */
export function tell(contact: string, shop: Shop, text: string): Promise<string[]> {
  return post(contact, shop, textMsg(contact, text));
}

/** The customer taps a list row or reply button the agent rendered. */
export function tap(contact: string, shop: Shop, id: string, title: string, kind: "list_reply" | "button_reply" = "list_reply"): Promise<string[]> {
  return post(contact, shop, { from: contact, id: wamid(), timestamp: String(Math.floor(Date.now() / 1000)), type: "interactive", interactive: { type: kind, [kind]: { id, title } } });
}

/**
 * Time passes for this conversation: its clock moves and its alarm runs. Returns what the
 * customer received meanwhile, waiting for `expect` messages (0: checks that nothing came).
 */
export async function elapse(contact: string, shop: Shop, ms: number, expectCount = 0): Promise<string[]> {
  const before = (await graphRequests(contact)).length;
  const stub = stubOf(contact, shop);
  await stub.advanceClock(ms);
  // The alarm may already be running on its own (its wall time passed); either way it runs once.
  await runDurableObjectAlarm(stub);
  if (expectCount > 0) await waitFor(() => graphRequests(contact), (r) => r.length >= before + expectCount, 10_000, `${expectCount} follow-up(s) to ${contact}`);
  else await new Promise((r) => setTimeout(r, SILENCE_MS));
  await settle(contact, shop.channel, shop.workspace);
  const after = await inbox(contact);
  expect(after.length, `messages after ${ms / MIN} min: ${JSON.stringify(after.slice(before))}`).toBe(before + expectCount);
  return after.slice(before);
}

export interface ActorView {
  session: Session;
  timers: TimerRow[];
  outbox: { id: string; author: string; status: string; message: string; error: string | null }[];
  log: { author: string; text: string; status: string | null }[];
}

/** The conversation as its RPC shows it: the session, its timers and outbox, and what operators see. */
export async function view(contact: string, shop: Shop): Promise<ActorView> {
  const stub = stubOf(contact, shop);
  const [debug, snapshot] = await Promise.all([stub.debugState(), stub.snapshot()]);
  return { session: debug.session, timers: debug.timers, outbox: debug.outbox, log: snapshot.messages };
}

/** Runs `fn` with every turn and timer failing once after its side effects (the chaos setting). */
export async function withChaos<T>(contact: string, shop: Shop, fn: () => Promise<T>): Promise<T> {
  const stub = stubOf(contact, shop);
  const set = (rate: number) =>
    inside(stub, (instance) => {
      settings(instance.bindings).chaosTurnFailureRate = rate;
    });
  await set(1);
  try {
    return await fn();
  } finally {
    await set(0);
  }
}

/** The D1 turn audit rows of the conversation's timers. */
export async function timerAudit(contact: string, shop: Shop): Promise<{ intent: string; detail: string | null; state_before: string; state_after: string }[]> {
  const conversation = `${shop.workspace}:${shop.channel}:${contact}`;
  // Audit rows are applied right after the commit, off the customer's path.
  await new Promise((r) => setTimeout(r, 50));
  const { results } = await env.DB.prepare("SELECT intent, detail, state_before, state_after FROM turn_audit WHERE conversation = ? AND kind = 'timer' ORDER BY created_at, id")
    .bind(conversation)
    .all<{ intent: string; detail: string | null; state_before: string; state_after: string }>();
  return results;
}

export async function orders(contact: string) {
  const { results } = await env.DB.prepare("SELECT id, number, status, total, address, payment_method AS paymentMethod, notes, idempotency_key FROM orders WHERE contact = ? ORDER BY id")
    .bind(contact)
    .all<{ id: number; number: string; status: string; total: number; address: string | null; paymentMethod: string | null; notes: string | null; idempotency_key: string }>();
  return results;
}

export async function orderItems(orderId: number) {
  const { results } = await env.DB.prepare("SELECT product_id, quantity, unit_price FROM order_items WHERE order_id = ?").bind(orderId).all();
  return results;
}
