import { describe, expect, it } from "vitest";
import { issueTicket, TICKET_TTL_MS, verifyTicket } from "../../src/lib/tickets";
import { APP_SECRET, converse, newContact, settle } from "../helpers";
import { BUILTIN_NAMES, watchedApp } from "../support/security";
import { BASE, openConversation, requestTicket, snapshotOf, staff, ticket, upgrade } from "./operator-support";

const SECRET = "test-ticket-secret"; // OPERATOR_TICKET_SECRET in vitest.config.ts

describe("operator tickets", () => {
  it("are issued for a valid operator token, bound to the workspace and short-lived, naming the person the token is", async () => {
    const before = Date.now();
    // The bootstrap token is the owner, whatever name the body claims.
    const res = await requestTicket({ body: { workspace: "demo", operator: "ana" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ticket: string; expiresAt: number; workspace: string; operator: { id: string; name: string; role: string } };
    expect(body).toMatchObject({ workspace: "demo", operator: { id: "owner", name: "Dueño", role: "owner" } });
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + TICKET_TTL_MS);
    expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + TICKET_TTL_MS);
    const check = await verifyTicket(SECRET, body.ticket, "demo", Date.now());
    expect(check).toEqual({ ok: true, ticket: { workspaceId: "demo", operatorId: "owner", expiresAt: body.expiresAt, nonce: expect.stringMatching(/^[0-9a-f]{32}$/) } });

    // A staff token gets a ticket for that staff member, in their workspace only.
    const ana = await staff("ana");
    const mine = (await (await requestTicket({ token: ana.token })).json()) as { operator: { id: string; name: string; role: string }; ticket: string };
    expect(mine.operator).toEqual({ id: ana.id, name: "ana", role: "staff" });
    expect(await verifyTicket(SECRET, mine.ticket, "demo", Date.now())).toMatchObject({ ok: true, ticket: { operatorId: ana.id } });
    expect((await requestTicket({ token: ana.token, workspace: "packs" })).status).toBe(401);
  });

  it("are refused for a wrong token, a token of another workspace, or a body that is not JSON", async () => {
    expect((await requestTicket({ token: "wrong" })).status).toBe(401);
    expect((await requestTicket({ token: "dev-packs-token", workspace: "demo" })).status).toBe(401);
    expect((await requestTicket({ workspace: "nowhere" })).status).toBe(401);
    const { exports } = await import("../helpers");
    const notJson = await exports.default.fetch(
      new Request("https://tendero.test/api/operator/tickets", { method: "POST", headers: { authorization: "Bearer dev-operator-token" }, body: "{" }),
    );
    expect(notJson.status).toBe(400);
  });

  it("expire, cannot be forged, and only open their own workspace", async () => {
    const now = 1_800_000_000_000;
    const t = await issueTicket(SECRET, { workspaceId: "demo", operatorId: "ana", expiresAt: now + TICKET_TTL_MS });
    expect((await verifyTicket(SECRET, t, "demo", now + TICKET_TTL_MS - 1)).ok).toBe(true);
    expect(await verifyTicket(SECRET, t, "demo", now + TICKET_TTL_MS)).toMatchObject({ ok: false, status: 401, reason: "ticket expired" });
    expect(await verifyTicket(SECRET, t, "packs", now)).toMatchObject({ ok: false, status: 403 });
    expect(await verifyTicket("another-secret", t, "demo", now)).toMatchObject({ ok: false, status: 401, reason: "invalid ticket signature" });

    // A payload edited to another operator or a later expiry keeps the old signature: refused.
    const [, signature] = t.split(".");
    const edited = btoa(JSON.stringify({ ws: "demo", op: "boss", exp: now + 10 * TICKET_TTL_MS })).replace(/=+$/, "");
    expect(await verifyTicket(SECRET, `${edited}.${signature}`, "demo", now)).toMatchObject({ ok: false, status: 401 });
    for (const junk of ["", "abc", "a.b.c", `${t}.x`, "!!!.???"]) expect((await verifyTicket(SECRET, junk, "demo", now)).ok).toBe(false);
  });
});

describe("the conversation socket refuses an operator without a valid ticket", () => {
  async function expectRefused(path: string, status: 401 | 403): Promise<void> {
    const res = await upgrade(path);
    expect(res.status, path).toBe(status);
    // Nothing of the conversation leaks: no socket at all, so no snapshot frame can be sent.
    expect(res.webSocket).toBeNull();
    const body = await res.text();
    expect(body).not.toContain("Pepsi");
    expect(body).not.toContain("COLLECTING_ORDER");
  }

  it("no ticket, expired, forged, or another workspace's ticket → 401/403 and no snapshot", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi"]);
    const path = `/api/workspaces/demo/conversations/${contact}/socket`;
    await expectRefused(path, 401);
    await expectRefused(`${path}?ticket=`, 401);
    const expired = await issueTicket(SECRET, { workspaceId: "demo", operatorId: "ana", expiresAt: Date.now() - 1 });
    await expectRefused(`${path}?ticket=${expired}`, 401);
    const forged = await issueTicket("not-the-secret", { workspaceId: "demo", operatorId: "ana", expiresAt: Date.now() + 60_000 });
    await expectRefused(`${path}?ticket=${forged}`, 401);
    await expectRefused(`${path}?ticket=${await ticket("ana", "packs")}`, 403);
    // A full conversation name of another workspace is refused even with a valid ticket.
    await expectRefused(`/api/workspaces/packs/conversations/demo:demo-wa:${contact}/socket?ticket=${await ticket("ana", "packs")}`, 403);
    // The hub socket and the inbox list follow the same rule.
    await expectRefused(`/api/workspaces/demo/socket`, 401);
    await expectRefused(`/api/workspaces/demo/socket?ticket=${await ticket("ana", "packs")}`, 403);
    await expectRefused(`/api/workspaces/demo/conversations?ticket=${forged}`, 401);
  });

  it("a conversation that does not exist is 404, not an empty snapshot", async () => {
    const res = await upgrade(`/api/workspaces/demo/conversations/${newContact()}/socket?ticket=${await ticket()}`);
    expect(res.status).toBe(404);
    expect(res.webSocket).toBeNull();
  });
});

describe("snapshot on connect", () => {
  it("shows state, cart, customer data, messages with author and delivery status, and no handoff", async () => {
    const contact = newContact();
    await converse(contact, ["hola", "quiero 2 pepsi"]);
    await settle(contact);
    const op = await openConversation(contact);
    const snapshot = snapshotOf(op);
    expect(snapshot).toMatchObject({
      conversation: `demo:demo-wa:${contact}`,
      contact,
      workspaceId: "demo",
      state: "COLLECTING_ORDER",
      control: { mode: "agent", operatorId: null },
      cart: { lines: [{ productId: "pepsi-15", name: "Pepsi 1,5 L", quantity: 2, unitPrice: 220000 }], subtotal: 440000 },
      handoff: null,
      windowOpen: true,
    });
    expect(snapshot.messages.map((m) => [m.direction, m.author])).toEqual([
      ["in", "customer"],
      ["out", "agent"],
      ["in", "customer"],
      ["out", "agent"],
    ]);
    expect(snapshot.messages[2].text).toBe("quiero 2 pepsi");
    expect(snapshot.messages[3].text).toMatch(/Agregué 2 Pepsi/);
    expect(snapshot.messages.filter((m) => m.direction === "out").every((m) => m.status === "sent")).toBe(true);
    op.close();
  });
});

/** What a plain object "has" under a name: String(({})[name]), or of a function for its own names. */
function inheritedValue(name: string): string {
  try {
    return String((Object.prototype as unknown as Record<string, unknown>)[name] ?? (function () {} as unknown as Record<string, unknown>)[name]);
  } catch {
    return name; // "caller" and "arguments" throw when read
  }
}

describe("operator auth under JavaScript built-in names (#12 item 2)", () => {
  const app = watchedApp();
  const post = (token: string, body: unknown) =>
    app.fetch(new Request(`${BASE}/api/operator/tickets`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) }));
  const get = (path: string, token?: string) =>
    app.fetch(new Request(`${BASE}${path}`, { headers: { upgrade: "websocket", ...(token ? { authorization: `Bearer ${token}` } : {}) } }));

  it("workspace 'constructor' with token 'function Object() { [native code] }' gets nothing, and no actor is named", async () => {
    for (const name of BUILTIN_NAMES) {
      // What a plain-object token table would have "found" under that name.
      const inherited = inheritedValue(name);
      for (const token of [inherited, "dev-operator-token", "undefined", "[object Object]"]) {
        expect((await post(token, { workspace: name, operator: "mallory" })).status, `ticket ${name} / ${token}`).toBe(401);
        const ws = encodeURIComponent(name);
        for (const path of [`/api/workspaces/${ws}/conversations`, `/api/workspaces/${ws}/socket`, `/api/workspaces/${ws}/handoffs`, `/api/workspaces/${ws}/conversations/5491100000000/socket`]) {
          expect((await get(path, token)).status, `${path} / ${token}`).toBe(401);
        }
      }
    }
    expect(app.named).toEqual({ hub: [], conversation: [] });
  });

  it("contacts, channels and conversation names that are built-in names are refused before any actor is named", async () => {
    const demo = "dev-operator-token";
    for (const name of BUILTIN_NAMES) {
      const n = encodeURIComponent(name);
      expect((await get(`/api/workspaces/demo/conversations/${n}`, demo)).status, name).toBe(400);
      expect((await get(`/api/workspaces/demo/conversations/${n}/socket`, demo)).status, name).toBe(400);
      expect((await get(`/api/workspaces/demo/conversations/5491100000000?channel=${n}`, demo)).status, name).toBe(/^[a-z0-9][a-z0-9_-]*$/.test(name) ? 404 : 400);
      expect((await get(`/api/workspaces/demo/conversations/${encodeURIComponent(`demo:${name}:5491100000000`)}`, demo)).status, name).toBe(/^[a-z0-9][a-z0-9_-]*$/.test(name) ? 404 : 400);
      expect((await get(`/api/workspaces/demo/handoffs?conversation=${n}`, demo)).status, name).toBe(400);
      expect((await get(`/api/workspaces/demo/conversations?status=${n}`, demo)).status, name).toBe(400);
    }
    expect(app.named.conversation).toEqual([]);
  });

  it("a token for a workspace that is not in D1 names no actor (404)", async () => {
    const ghost = watchedApp({ OPERATOR_TOKENS: "demo:dev-operator-token,ghost:ghost-operator-token" });
    const res = await ghost.fetch(new Request(`${BASE}/api/operator/tickets`, { method: "POST", headers: { authorization: "Bearer ghost-operator-token" }, body: JSON.stringify({ workspace: "ghost" }) }));
    expect(res.status).toBe(404);
    expect((await ghost.fetch(new Request(`${BASE}/api/workspaces/ghost/conversations`, { headers: { authorization: "Bearer ghost-operator-token" } }))).status).toBe(404);
    expect(ghost.named).toEqual({ hub: [], conversation: [] });
  });
});

describe("the ticket signing key (#12 item 6)", () => {
  it("without OPERATOR_TICKET_SECRET operator access is off with a clear error, and the app secret signs nothing", async () => {
    const noSecret = watchedApp({ OPERATOR_TICKET_SECRET: undefined });
    const res = await noSecret.fetch(new Request(`${BASE}/api/operator/tickets`, { method: "POST", headers: { authorization: "Bearer dev-operator-token" }, body: JSON.stringify({ workspace: "demo" }) }));
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/OPERATOR_TICKET_SECRET is not set/);
    // A ticket signed with the webhook secret, which the old fallback accepted.
    const forged = await issueTicket(APP_SECRET, { workspaceId: "demo", operatorId: "mallory", expiresAt: Date.now() + 60_000 });
    const list = await noSecret.fetch(new Request(`${BASE}/api/workspaces/demo/conversations?ticket=${forged}`));
    expect(list.status).toBe(503);
    expect((await noSecret.fetch(new Request(`${BASE}/api/workspaces/demo/conversations`, { headers: { authorization: "Bearer dev-operator-token" } }))).status).toBe(503);
    expect(noSecret.named).toEqual({ hub: [], conversation: [] });
    // And with a secret configured, the app secret's signature is simply wrong.
    expect((await upgrade(`/api/workspaces/demo/socket?ticket=${forged}`)).status).toBe(401);
  });

  it("a secret shorter than 16 characters is refused too", async () => {
    const weak = watchedApp({ OPERATOR_TICKET_SECRET: "short" });
    const res = await weak.fetch(new Request(`${BASE}/api/operator/tickets`, { method: "POST", headers: { authorization: "Bearer dev-operator-token" }, body: JSON.stringify({ workspace: "demo" }) }));
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/shorter than 16/);
  });
});

describe("tickets are single-use (#12 item 9)", () => {
  it("a ticket seen in a log is worthless: the second use is refused, on any route", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const t = encodeURIComponent(await ticket());
    const first = await upgrade(`/api/workspaces/demo/socket?ticket=${t}`);
    expect(first.status).toBe(101);
    first.webSocket!.accept();
    first.webSocket!.close(1000, "done");
    for (const path of [`/api/workspaces/demo/socket`, `/api/workspaces/demo/conversations`, `/api/workspaces/demo/conversations/${contact}/socket`, `/api/workspaces/demo/conversations/${contact}`]) {
      const again = await upgrade(`${path}?ticket=${t}`);
      expect(again.status, path).toBe(401);
      expect(again.webSocket).toBeNull();
      expect(((await again.json()) as { error: string }).error).toBe("ticket already used");
    }
  });

  it("two connections racing with one ticket: exactly one opens", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const t = encodeURIComponent(await ticket());
    const results = await Promise.all(Array.from({ length: 5 }, () => upgrade(`/api/workspaces/demo/conversations/${contact}/socket?ticket=${t}`)));
    expect(results.map((r) => r.status).sort()).toEqual([101, 401, 401, 401, 401]);
    const open = results.find((r) => r.status === 101)!.webSocket!;
    open.accept();
    open.close(1000, "done");
  });

  it("the console's way still works: a fresh ticket for every connection", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi"]);
    for (let i = 0; i < 3; i++) {
      const op = await openConversation(contact);
      expect(snapshotOf(op).contact).toBe(contact);
      op.close();
    }
  });
});
