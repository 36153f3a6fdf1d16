import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DetectionSchema } from "../../src/agent/claude/intent";
import { TurnEngine } from "../../src/agent/engine";
import { kinds } from "../../src/agent/kinds";
import { newSession } from "../../src/agent/session";
import { issueTicket, verifyTicket } from "../../src/lib/tickets";
import { d1Orders } from "../../src/store/orders";
import { getWorkspace } from "../../src/store/workspaces";
import type { Workspace } from "../../src/store/profile";
import { env, settle, sign, waPayload } from "../helpers";
import { BUILTIN_NAMES } from "../support/builtins";
import { memoryPorts } from "../support/memory-ports";
import { watchedApp } from "../support/security";

// Every id that reaches a lookup, fuzzed with the names every JavaScript object answers to
// ("constructor", "__proto__", "toString"…) besides arbitrary strings: workspaces, channels,
// contacts and conversation names in the operator API, ticket fields, webhook senders, business
// numbers and message ids, order numbers. The invariants: never a 500, never access without
// the right credential, and no Durable Object named after anything unchecked.

const SECRET = "test-ticket-secret"; // OPERATOR_TICKET_SECRET in vitest.config.ts
const BASE = "https://tendero.test";
const REAL = { workspaces: ["demo", "packs"], channels: { demo: ["demo-wa", "demo-ib"], packs: ["packs-wa"] } as Record<string, string[]> };

const builtin = fc.constantFrom(...BUILTIN_NAMES);
/** An id as an attacker would send it: a built-in name (as is, lowercased, with "+"), junk, or a real one. */
const id = fc.oneof(
  { weight: 4, arbitrary: builtin },
  builtin.map((n) => n.toLowerCase()),
  builtin.map((n) => `+${n}`),
  fc.string({ maxLength: 40 }),
  fc.stringMatching(/^[a-z0-9_-]{1,12}$/),
  fc.constantFrom("demo", "packs", "demo-wa", "packs-wa", "5491100000000", "+5491100000000", "demo:demo-wa:5491100000000"),
);

/** What a plain object holds under a name, as a string (the old token table's "token"). */
function inherited(name: string): string {
  try {
    return String((Object.prototype as unknown as Record<string, unknown>)[name] ?? (function () {} as unknown as Record<string, unknown>)[name]);
  } catch {
    return name;
  }
}

/** Every Durable Object a request named belongs to a real workspace (and channel, for a conversation). */
function expectOnlyRealActors(named: { hub: string[]; conversation: string[] }): void {
  for (const hub of named.hub) expect(REAL.workspaces, `hub ${hub}`).toContain(hub);
  for (const name of named.conversation) {
    const [ws, channel, contact, ...rest] = name.split(":");
    expect(rest, name).toEqual([]);
    expect(REAL.channels[ws] ?? [], name).toContain(channel);
    expect(contact, name).toMatch(/^[0-9]{6,20}$/);
  }
}

describe("ids in the operator API", () => {
  it("routes: any workspace, contact, channel, conversation or status, with any credential", async () => {
    const credential = fc.oneof(
      fc.constant({ kind: "token", value: "dev-operator-token" }),
      fc.constant({ kind: "none", value: "" }),
      builtin.map((n) => ({ kind: "token", value: inherited(n) })),
      id.map((v) => ({ kind: "token", value: v })),
      fc.constantFrom("ticket", "forged", "builtin-ticket").map((kind) => ({ kind, value: "" })),
    );
    const route = fc.constantFrom("list", "handoffs", "hub", "conversation", "conversation-socket", "sandbox");
    await fc.assert(
      fc.asyncProperty(id, id, id, id, credential, route, async (ws, contact, channel, extra, cred, which) => {
        const app = watchedApp();
        const w = encodeURIComponent(ws);
        const paths: Record<string, string> = {
          list: `/api/workspaces/${w}/conversations?status=${encodeURIComponent(extra)}`,
          handoffs: `/api/workspaces/${w}/handoffs?conversation=${encodeURIComponent(extra)}`,
          hub: `/api/workspaces/${w}/socket`,
          conversation: `/api/workspaces/${w}/conversations/${encodeURIComponent(contact)}?channel=${encodeURIComponent(channel)}`,
          "conversation-socket": `/api/workspaces/${w}/conversations/${encodeURIComponent(contact)}/socket`,
          sandbox: `/api/workspaces/${w}/sandbox/outbox?to=${encodeURIComponent(contact)}&after=${encodeURIComponent(extra)}`,
        };
        let url = `${BASE}${paths[which]}`;
        const headers: Record<string, string> = { upgrade: "websocket", "x-operator-id": extra.replace(/[\r\n\0]/g, "") };
        const exp = Date.now() + 60_000;
        if (cred.kind === "token" && cred.value.trim() && !/[\r\n\0]/.test(cred.value)) headers.authorization = `Bearer ${cred.value}`;
        // A valid ticket names a real person: the workspace's owner (the bootstrap token's id).
        if (cred.kind === "ticket") url += `${url.includes("?") ? "&" : "?"}ticket=${await issueTicket(SECRET, { workspaceId: ws, operatorId: "owner", expiresAt: exp })}`;
        // A forger signs with a key of their own (never empty: WebCrypto refuses a zero-length HMAC key).
        if (cred.kind === "forged") url += `${url.includes("?") ? "&" : "?"}ticket=${await issueTicket(`forger:${inherited(extra)}`, { workspaceId: ws, operatorId: "fuzz", expiresAt: exp })}`;
        if (cred.kind === "builtin-ticket") url += `${url.includes("?") ? "&" : "?"}ticket=${await issueTicket(SECRET, { workspaceId: ws, operatorId: "fuzz", expiresAt: exp, nonce: extra })}`;
        const res = await app.fetch(new Request(url, { headers }));
        expect([101, 200, 400, 401, 403, 404], `${which} ${url} → ${res.status}`).toContain(res.status);
        if (res.status === 101) res.webSocket!.accept(), res.webSocket!.close(1000, "fuzz");
        else await res.body?.cancel();
        const mayPass = REAL.workspaces.includes(ws) && (cred.kind === "ticket" || (ws === "demo" && cred.value === "dev-operator-token"));
        if (!mayPass) expect(res.status, `${which} ${url}`).toBeGreaterThanOrEqual(400);
        expectOnlyRealActors(app.named);
      }),
      { numRuns: 400 },
    );
  });

  it("ticket requests: any workspace and operator name in the body, any token", async () => {
    await fc.assert(
      fc.asyncProperty(id, fc.oneof(builtin, fc.string({ maxLength: 80 })), fc.oneof(fc.constant("dev-operator-token"), fc.constant("inherited"), builtin.map(inherited), id), async (workspace, operator, choice) => {
        // "inherited": what a plain-object token table would hold under that very workspace name.
        const token = choice === "inherited" ? inherited(workspace) : choice;
        const app = watchedApp();
        const headers: Record<string, string> = /[\r\n\0]/.test(token) || !token.trim() ? {} : { authorization: `Bearer ${token}` };
        const res = await app.fetch(new Request(`${BASE}/api/operator/tickets`, { method: "POST", headers, body: JSON.stringify({ workspace, operator }) }));
        expect([200, 400, 401], `${workspace} / ${operator} / ${token} → ${res.status}`).toContain(res.status);
        if (res.status === 200) {
          expect(workspace).toBe("demo");
          expect(token).toBe("dev-operator-token");
        }
        expect(app.named).toEqual({ hub: [], conversation: [] });
      }),
      { numRuns: 300 },
    );
  });

  it("operator ids in team routes, in tickets and in staff-shaped tokens: refused before any lookup or actor", async () => {
    const owner = { authorization: "Bearer dev-operator-token", "content-type": "application/json" };
    await fc.assert(
      fc.asyncProperty(id, fc.oneof(id, builtin.map((n) => `op-${n}`)), fc.constantFrom("revoke", "rename", "ticket", "token"), async (ws, operatorId, which) => {
        const app = watchedApp();
        const w = encodeURIComponent(ws);
        const o = encodeURIComponent(operatorId);
        let res: Response;
        if (which === "revoke") res = await app.fetch(new Request(`${BASE}/api/workspaces/${w}/operators/${o}/revoke`, { method: "POST", headers: owner }));
        else if (which === "rename") res = await app.fetch(new Request(`${BASE}/api/workspaces/${w}/operators/${o}`, { method: "PATCH", headers: owner, body: JSON.stringify({ name: "x" }) }));
        else if (which === "ticket") {
          const t = await issueTicket(SECRET, { workspaceId: ws, operatorId, expiresAt: Date.now() + 60_000 });
          res = await app.fetch(new Request(`${BASE}/api/workspaces/${w}/socket?ticket=${encodeURIComponent(t)}`, { headers: { upgrade: "websocket" } }));
        } else {
          const token = `${operatorId}.${"A".repeat(43)}`;
          res = /[\r\n\0]/.test(token) ? new Response(null, { status: 401 }) : await app.fetch(new Request(`${BASE}/api/workspaces/${w}/operators`, { headers: { authorization: `Bearer ${token}` } }));
        }
        if (res.status === 101) res.webSocket!.accept(), res.webSocket!.close(1000, "fuzz");
        else await res.body?.cancel();
        // "owner" is a real id: the demo token renames the demo owner (put back below), a ticket for a real
        // workspace's owner opens its inbox; nothing else passes.
        const real = REAL.workspaces.includes(ws) && operatorId === "owner";
        if (which === "rename" && real && ws === "demo") expect(res.status).toBe(200);
        else if (which === "ticket" && real) expect(res.status).toBe(101);
        else expect([400, 401, 404, 409], `${which} ${ws} ${operatorId} → ${res.status}`).toContain(res.status);
        if (!real) expect(app.named.conversation).toEqual([]);
        if (which === "revoke" || which === "token") expect(app.named.hub).toEqual([]);
      }),
      { numRuns: 300 },
    );
    await watchedApp().fetch(new Request(`${BASE}/api/workspaces/demo/operators/owner`, { method: "PATCH", headers: owner, body: JSON.stringify({ name: "Dueño" }) }));
  });

  it("ticket fields: built-in names as keys or values, signed or not, never verify as another ticket", async () => {
    const field = fc.oneof(builtin, fc.jsonValue({ maxDepth: 2 }), fc.integer());
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.oneof(builtin, fc.constantFrom("ws", "op", "exp", "n")), field, { maxKeys: 6 }), id, fc.boolean(), async (payload, workspace, signed) => {
        const body = btoa(JSON.stringify(payload)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
        const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(signed ? SECRET : "other"), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
        const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
        const signature = btoa(String.fromCharCode(...mac)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
        const check = await verifyTicket(SECRET, `${body}.${signature}`, workspace, Date.now());
        const p = payload as Record<string, unknown>;
        const valid = signed && typeof p.ws === "string" && p.ws === workspace && typeof p.op === "string" && typeof p.exp === "number" && p.exp > Date.now() && typeof p.n === "string" && /^[0-9a-f]{32}$/.test(p.n);
        expect(check.ok).toBe(valid);
      }),
      { numRuns: 500 },
    );
  });
});

describe("ids in webhooks", () => {
  // Every real conversation a fuzzed webhook reached answers before the file ends, so no turn is
  // still running (and loading modules) when the pool tears the file down.
  const reached = new Set<string>();
  afterAll(async () => {
    for (const name of reached) {
      const [workspace, channel, contact] = name.split(":");
      await settle(contact, channel, workspace, 30_000);
    }
  });

  it("WhatsApp: senders, business numbers, message and status ids with built-in names are answered 200, and name no actor unchecked", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(id, fc.oneof(id, fc.constant("100000000000001")), id, id, async (from, phoneNumberId, messageId, statusId) => {
        const app = watchedApp();
        const message = { from, id: messageId, timestamp: "1700000000", type: "text", text: { body: "hola" } };
        const payload = waPayload([message], { phoneNumberId, statuses: [{ id: statusId, status: "read", timestamp: "1700000000", recipient_id: from }] });
        const raw = JSON.stringify(payload);
        const res = await app.fetch(new Request(`${BASE}/webhooks/whatsapp`, { method: "POST", headers: { "x-hub-signature-256": await sign(raw) }, body: raw }));
        expect(res.status).toBe(200);
        await res.body?.cancel();
        expectOnlyRealActors(app.named);
        for (const name of app.named.conversation) reached.add(name);
      }),
      { numRuns: 150 },
    );
  });

  it("Infobip: the same for its senders, business numbers and message ids", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(id, fc.oneof(id, fc.constant("5491155550000")), id, async (from, to, messageId) => {
        const app = watchedApp();
        const raw = JSON.stringify({ results: [{ messageId, from, to, message: { type: "TEXT", text: "hola" } }] });
        const res = await app.fetch(new Request(`${BASE}/webhooks/infobip`, { method: "POST", headers: { authorization: "Basic " + btoa("infobip:infobip-secret") }, body: raw }));
        expect(res.status).toBe(200);
        await res.body?.cancel();
        expectOnlyRealActors(app.named);
        for (const name of app.named.conversation) reached.add(name);
      }),
      { numRuns: 100 },
    );
  });
});

describe("order numbers", () => {
  let demo: Workspace;
  beforeAll(async () => {
    demo = (await getWorkspace(env.DB, "demo"))!;
  });

  it("in D1: any order number finds nothing that is not the contact's", async () => {
    const orders = d1Orders(env.DB, demo, "demo:demo-wa:5491100000000", { now: () => Date.now() });
    await fc.assert(
      fc.asyncProperty(id, async (number) => {
        expect(await orders.get(number)).toBeNull();
        expect(await orders.cancel(number, "5491100000000")).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it("through the order tools, as the model would pass them: refused or not found, never a throw", async () => {
    await fc.assert(
      fc.asyncProperty(id, fc.constantFrom("get_order_details", "cancel_order", "modify_order"), async (orderNumber, tool) => {
        const ports = memoryPorts();
        const session = newSession("s", ports.clock.now(), "DONE");
        const engine = new TurnEngine(kinds.get("retail"), session, ports, "5491100000000", "conv/t1");
        const outcome = await engine.call(tool, { orderNumber });
        expect(outcome.ok).toBe(false);
        // Refused for what it is (not by the state gate): a malformed number, or no such order of theirs.
        expect(["invalid_input", "order_not_found"]).toContain(!outcome.ok && outcome.code);
      }),
      { numRuns: 200 },
    );
  });
});

describe("names the model chooses", () => {
  it("a tool or an intent named like a built-in is unknown, whatever the state", async () => {
    await fc.assert(
      fc.asyncProperty(builtin, fc.constantFrom("IDLE", "COLLECTING_ORDER", "NEEDS_DETAILS", "AWAITING_CONFIRMATION", "DONE"), async (name, state) => {
        const ports = memoryPorts();
        const session = newSession("s", ports.clock.now(), "IDLE");
        session.state = state;
        const outcome = await new TurnEngine(kinds.get("retail"), session, ports, "5491100000000", "conv/t1").call(name, {});
        expect(outcome).toMatchObject({ ok: false, code: "unknown_tool" });
        expect(DetectionSchema.safeParse({ intent: name, confidence: 90, alternatives: [{ intent: name, confidence: 50 }], thread: "order", sentiment: "neutral" }).success).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
