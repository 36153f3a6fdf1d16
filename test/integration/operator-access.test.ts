import { describe, expect, it } from "vitest";
import { issueTicket, TICKET_TTL_MS, verifyTicket } from "../../src/lib/tickets";
import { converse, newContact, settle } from "../helpers";
import { openConversation, requestTicket, snapshotOf, ticket, upgrade } from "./operator-support";

const SECRET = "test-ticket-secret"; // OPERATOR_TICKET_SECRET in vitest.config.ts

describe("operator tickets", () => {
  it("are issued for a valid operator token, bound to the workspace and short-lived", async () => {
    const before = Date.now();
    const res = await requestTicket({ operator: "ana" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ticket: string; expiresAt: number; workspace: string; operator: string };
    expect(body).toMatchObject({ workspace: "demo", operator: "ana" });
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + TICKET_TTL_MS);
    expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + TICKET_TTL_MS);
    const check = await verifyTicket(SECRET, body.ticket, "demo", Date.now());
    expect(check).toEqual({ ok: true, ticket: { workspaceId: "demo", operatorId: "ana", expiresAt: body.expiresAt } });
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
