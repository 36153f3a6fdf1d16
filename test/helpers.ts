import { inject } from "vitest";
import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import type { Dispatcher } from "../src/conversation/dispatch";
import type { ConversationState } from "../src/conversation/state";
import type { Env } from "../src/env";

export const PHONE_NUMBER_ID = "100000000000001";
export const APP_SECRET = "test-app-secret";
export const GRAPH = () => `http://127.0.0.1:${inject("fakeGraphPort")}`;

let counter = 0;
/** A contact number unique to this test run, so tests never share a conversation. */
export function newContact(): string {
  counter += 1;
  return `549${String(Date.now()).slice(-7)}${String(counter).padStart(3, "0")}${Math.floor(Math.random() * 90 + 10)}`;
}

export function wamid(): string {
  return `wamid.TEST${crypto.randomUUID().replace(/-/g, "")}`;
}

export async function sign(body: string, secret = APP_SECRET): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return "sha256=" + [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

type WaMessage = Record<string, unknown> & { from?: string; id?: string };

export function waPayload(messages: WaMessage[], opts: { phoneNumberId?: string; statuses?: unknown[]; name?: string } = {}) {
  const from = (messages[0]?.from as string) ?? "5491100000000";
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA_ID",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "5491155550000", phone_number_id: opts.phoneNumberId ?? PHONE_NUMBER_ID },
              contacts: messages.length ? [{ wa_id: from, profile: { name: opts.name ?? "Cliente Test" } }] : undefined,
              messages: messages.length ? messages : undefined,
              statuses: opts.statuses,
            },
          },
        ],
      },
    ],
  };
}

export function textMsg(from: string, body: string, id = wamid()): WaMessage {
  return { from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body } };
}

export function buttonMsg(from: string, buttonId: string, title: string, id = wamid()): WaMessage {
  return { from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "interactive", interactive: { type: "button_reply", button_reply: { id: buttonId, title } } };
}

export async function postWebhook(payload: unknown, opts: { secret?: string; signature?: string | null; raw?: string } = {}): Promise<Response> {
  const body = opts.raw ?? JSON.stringify(payload);
  const headers: Record<string, string> = { "content-type": "application/json" };
  const signature = opts.signature === undefined ? await sign(body, opts.secret) : opts.signature;
  if (signature !== null) headers["x-hub-signature-256"] = signature;
  return exports.default.fetch(new Request("https://tendero.test/webhooks/whatsapp", { method: "POST", headers, body }));
}

/** Sends one text as the customer and returns the webhook response. */
export async function say(contact: string, body: string): Promise<Response> {
  return postWebhook(waPayload([textMsg(contact, body)]));
}

export interface GraphRequest {
  body: { to: string; type: string; text?: { body: string }; interactive?: { type: string; body: { text: string }; action: Record<string, unknown> }; template?: { name: string } };
  wamid: string;
  phoneNumberId: string;
  authorization: string;
}

export async function graphRequests(to: string): Promise<GraphRequest[]> {
  const res = await fetch(`${GRAPH()}/__fake/requests?to=${to}`);
  return (await res.json()) as GraphRequest[];
}

export async function setGraphFaults(faults: Record<string, number>): Promise<void> {
  await fetch(`${GRAPH()}/__fake/faults`, { method: "POST", body: JSON.stringify(faults) });
}

/** The text a customer would read in each reply. */
export function replyText(r: GraphRequest): string {
  if (r.body.type === "text") return r.body.text!.body;
  if (r.body.type === "interactive") return r.body.interactive!.body.text;
  return `[template ${r.body.template?.name}]`;
}

export async function waitFor<T>(fn: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 10_000, label = "condition"): Promise<T> {
  const start = Date.now();
  let last: T = await fn();
  while (!done(last)) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${label}; last value: ${JSON.stringify(last).slice(0, 2000)}`);
    await new Promise((r) => setTimeout(r, 25));
    last = await fn();
  }
  return last;
}

/** Waits until the fake Graph API has received `count` replies for the contact. */
export async function replies(contact: string, count: number, timeoutMs = 10_000): Promise<string[]> {
  const reqs = await waitFor(() => graphRequests(contact), (r) => r.length >= count, timeoutMs, `${count} replies to ${contact}`);
  return reqs.map(replyText);
}

export function actor(contact: string, channel = "demo-wa", workspace = "demo") {
  return env.CONVERSATION.getByName(`${workspace}:${channel}:${contact}`);
}

export { env, exports };

/** Waits until the conversation has answered everything it received and every reply left. */
export async function settle(contact: string, channel = "demo-wa", workspace = "demo", timeoutMs = 10_000): Promise<void> {
  const stub = actor(contact, channel, workspace);
  await waitFor(
    () => stub.debugState(),
    (s) => s.inbox === 0 && s.effects === 0 && !s.timers.some((t) => t.kind === "drain") && s.outbox.every((o) => !["pending", "queued"].includes(String(o.status))),
    timeoutMs,
    `conversation ${contact} to settle`,
  );
}

/** Plays customer messages one at a time (each answered before the next) and returns all replies. */
export async function converse(contact: string, messages: string[]): Promise<string[]> {
  for (const m of messages) {
    const res = await say(contact, m);
    if (res.status !== 200) throw new Error(`webhook answered ${res.status} for "${m}"`);
    await settle(contact);
  }
  return (await graphRequests(contact)).map(replyText);
}

/** White-box access to an actor's insides, for the few tests of guards no user path reaches and for fault injection. */
export interface ActorInsides {
  state: ConversationState;
  dispatcher: Dispatcher;
  /** The bindings the actor's helpers read at each use: tests may wrap them to inject faults. */
  bindings: Env;
}

/** Runs `fn` inside the conversation's Durable Object with its insides. */
export function inside<R>(stub: ReturnType<typeof actor>, fn: (actor: ActorInsides, state: DurableObjectState) => R | Promise<R>): Promise<R> {
  return runInDurableObject(stub as never, (instance: unknown, state: DurableObjectState) => fn(instance as ActorInsides, state));
}

/**
 * Moves a new conversation's clock to the next Monday, 14:00 in Buenos Aires (UTC-3, the demo
 * shops' timezone, all open then), so tests of follow-ups — which never write while a shop is
 * closed — do not depend on the hour CI happens to run at.
 */
export function startOnMondayAfternoon(stub: ReturnType<typeof actor>): Promise<number> {
  return startAt(stub, 1, 14, 0);
}

/**
 * Moves a conversation's clock to the next `weekday` (0 = Sunday) at hh:mm in Buenos Aires;
 * returns that time. A clock already moved by a test is left alone.
 */
export async function startAt(stub: ReturnType<typeof actor>, weekday: number, hh: number, mm: number): Promise<number> {
  const now = await stub.advanceClock(0);
  if (now - Date.now() > 60_000) return now;
  const day = 24 * 3600_000;
  const target = new Date(now);
  target.setUTCHours(hh + 3, mm, 0, 0); // Buenos Aires is UTC-3 all year
  let t = target.getTime() + ((weekday - target.getUTCDay() + 7) % 7) * day;
  if (t <= now) t += 7 * day;
  await stub.advanceClock(t - now);
  return t;
}
