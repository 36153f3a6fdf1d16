import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/lib/crypto";
import { actor, converse, env, exports, newContact, settle, waitFor } from "../helpers";
import { BASE, openConversation, openHub, requestTicket, Socket, staff, TOKENS, upgrade, type Account, type OperatorSocket } from "./operator-support";
import { api, move, placeOrder } from "./orders-support";

// Operators are people (issue 18): the owner (the workspace's bootstrap token) adds staff, each
// with a token shown once; what a person does is recorded with their id; revoking one closes
// every socket they have open, at once, and nothing of theirs works any more.

interface OperatorView {
  id: string;
  name: string;
  role: "owner" | "staff";
  createdAt: number;
  revokedAt: number | null;
}

function team(token: string, method = "GET", path = "", body?: unknown, workspace = "demo"): Promise<Response> {
  return exports.default.fetch(
    new Request(`${BASE}/api/workspaces/${workspace}/operators${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

async function roster(token = TOKENS.demo): Promise<{ operators: OperatorView[]; me: { id: string; name: string; role: string } }> {
  const res = await team(token);
  expect(res.status).toBe(200);
  return res.json();
}

async function hire(name: string): Promise<Account> {
  const res = await team(TOKENS.demo, "POST", "", { name });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { operator: OperatorView; token: string };
  return { id: body.operator.id, name: body.operator.name, token: body.token, workspace: "demo" };
}

async function closedWith(socket: { closed: { code: number } | null }): Promise<number> {
  return (await waitFor(async () => socket.closed, (c) => c !== null, 5_000, "the socket to close"))!.code;
}

describe("the owner's team", () => {
  it("the owner adds a person: the token is shown once, only its hash is kept, and it works for that workspace only", async () => {
    const res = await team(TOKENS.demo, "POST", "", { name: "  Dora Díaz " });
    expect(res.status).toBe(201);
    const { operator, token } = (await res.json()) as { operator: OperatorView; token: string };
    expect(operator).toMatchObject({ name: "Dora Díaz", role: "staff", revokedAt: null, id: expect.stringMatching(/^op-[a-z2-7]{16}$/) });
    expect(token.startsWith(`${operator.id}.`)).toBe(true);

    // D1 has the hash, never the token; the roster never shows either.
    const row = await env.DB.prepare("SELECT * FROM operators WHERE workspace_id = 'demo' AND id = ?").bind(operator.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ name: "Dora Díaz", role: "staff", token_hash: await sha256Hex(token), revoked_at: null });
    expect(JSON.stringify(await env.DB.prepare("SELECT * FROM operators").all())).not.toContain(token);
    const listed = await roster(token);
    expect(listed.me).toEqual({ id: operator.id, name: "Dora Díaz", role: "staff" });
    expect(listed.operators.map((o) => o.id)).toEqual(expect.arrayContaining(["owner", operator.id]));
    expect(listed.operators[0]).toMatchObject({ id: "owner", role: "owner" });
    expect(JSON.stringify(listed)).not.toMatch(/hash|token/i);

    // The token opens this workspace's API and sockets, and nothing of another's.
    expect((await api("GET", "/api/workspaces/demo/orders", { token })).status).toBe(200);
    expect((await api("GET", "/api/workspaces/packs/orders", { token })).status).toBe(401);
    expect((await requestTicket({ token, workspace: "packs" })).status).toBe(401);
    // A token one character off, or with another id, is nobody.
    const wrong = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect((await api("GET", "/api/workspaces/demo/orders", { token: wrong })).status).toBe(401);
    expect((await api("GET", "/api/workspaces/demo/orders", { token: `op-aaaaaaaaaaaaaaaa.${token.split(".")[1]}` })).status).toBe(401);
  });

  it("only the owner manages the team; names are checked; the owner cannot be revoked from the console", async () => {
    const eva = await hire("Eva");
    expect((await team(eva.token, "POST", "", { name: "Intrusa" })).status).toBe(403);
    expect((await team(eva.token, "POST", `/${eva.id}/revoke`)).status).toBe(403);
    expect((await team(eva.token, "PATCH", `/${eva.id}`, { name: "Jefa" })).status).toBe(403);
    // Another shop's owner is a stranger here.
    expect((await team(TOKENS.packs, "POST", "", { name: "X" })).status).toBe(401);
    for (const name of ["", "a".repeat(61), "Ana\u0000", "Ana\u202e", 42]) expect((await team(TOKENS.demo, "POST", "", { name })).status, JSON.stringify(name)).toBe(400);
    expect((await team(TOKENS.demo, "POST", "/owner/revoke")).status).toBe(409);
    expect((await team(TOKENS.demo, "POST", "/op-aaaaaaaaaaaaaaaa/revoke")).status).toBe(404);
    expect((await team(TOKENS.demo, "POST", "/constructor/revoke")).status).toBe(400);
    // Renaming is the owner's: the new name is what everyone sees.
    const renamed = await team(TOKENS.demo, "PATCH", `/${eva.id}`, { name: "Eva Gómez" });
    expect(((await renamed.json()) as { operator: OperatorView }).operator.name).toBe("Eva Gómez");
    expect((await roster(eva.token)).me.name).toBe("Eva Gómez");
  });
});

describe("what a person does is recorded with their id", () => {
  it("take over (handoff_requests.operator_id), messages (the transcript), order changes (order_status_history)", async () => {
    const flor = await hire("Flor");
    const contact = newContact();
    const order = await placeOrder(contact);
    await converse(contact, ["quiero hablar con una persona"]);
    const res = await upgrade(`/api/workspaces/demo/conversations/${contact}/socket?ticket=${encodeURIComponent(await ticketFor(flor))}`);
    const socket = new Socket(res.webSocket!) as OperatorSocket;
    await socket.next("snapshot");
    socket.send({ type: "take_over" });
    expect((await socket.next("takeover")).control).toMatchObject({ mode: "operator", operatorId: flor.id });
    socket.send({ type: "send", text: "Hola, soy Flor. Ya te ayudo." });
    const written = await socket.next("message", (m) => m.message.author === "operator");
    expect(written.message).toMatchObject({ operatorId: flor.id, text: "Hola, soy Flor. Ya te ayudo." });
    await socket.next("delivery", (d) => d.ref === written.message.ref && d.status === "sent");
    socket.send({ type: "close", resolution: "resuelto" });
    await socket.next("handoff_resolved");
    socket.close();

    const handoff = await waitFor(
      () => env.DB.prepare("SELECT operator_id, status FROM handoff_requests WHERE conversation = ? ORDER BY created_at DESC").bind(`demo:demo-wa:${contact}`).first<{ operator_id: string; status: string }>(),
      (r) => r?.status === "resolved",
    );
    expect(handoff!.operator_id).toBe(flor.id);
    // The transcript anyone opens later still says who wrote it.
    expect((await actor(contact).snapshot()).messages.find((m) => m.author === "operator")).toMatchObject({ operatorId: flor.id });

    const moved = await api("POST", `/api/workspaces/demo/orders/${order.id}/status`, { token: flor.token, body: { status: "preparing" } });
    expect(((await moved.json()) as { change: unknown }).change).toMatchObject({ by: "operator", operatorId: flor.id, operatorName: "Flor" });
    const history = await env.DB.prepare("SELECT changed_by, operator_id FROM order_status_history WHERE order_id = ? ORDER BY version DESC").bind(order.id).first();
    expect(history).toEqual({ changed_by: "operator", operator_id: flor.id });
    await settle(contact);
  });
});

async function ticketFor(account: Account): Promise<string> {
  const res = await requestTicket({ token: account.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { ticket: string }).ticket;
}

describe("revoking a person", () => {
  it("closes their inbox socket and every conversation socket at once; their token, their unused tickets and new sockets are refused", async () => {
    const gabi = await hire("Gabi");
    const [first, second] = [newContact(), newContact()];
    await converse(first, ["hola"]);
    await converse(second, ["quiero 2 pepsi"]);
    const open = async (path: string) => {
      const res = await upgrade(`${path}?ticket=${encodeURIComponent(await ticketFor(gabi))}`);
      expect(res.status).toBe(101);
      return new Socket(res.webSocket!);
    };
    const hub = await open("/api/workspaces/demo/socket");
    const a = await open(`/api/workspaces/demo/conversations/${first}/socket`);
    const b = await open(`/api/workspaces/demo/conversations/${second}/socket`);
    // Someone else on the same conversation is not touched.
    const owner = await openConversation(first, "owner");
    const unused = await ticketFor(gabi);

    const res = await team(TOKENS.demo, "POST", `/${gabi.id}/revoke`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { operator: OperatorView; closed: { hubSockets: number; conversations: number } };
    expect(body.operator.revokedAt).toEqual(expect.any(Number));
    expect(body.closed).toEqual({ hubSockets: 1, conversations: 2 });
    for (const s of [hub, a, b]) expect(await closedWith(s)).toBe(4003);
    expect(owner.closed).toBeNull();

    expect((await requestTicket({ token: gabi.token })).status).toBe(401);
    expect((await api("GET", "/api/workspaces/demo/orders", { token: gabi.token })).status).toBe(401);
    const late = await upgrade(`/api/workspaces/demo/conversations/${first}/socket?ticket=${encodeURIComponent(unused)}`);
    expect(late.status).toBe(401);
    expect(late.webSocket).toBeNull();

    // Kept for the record, marked revoked; revoking again answers the same.
    expect((await roster()).operators.find((o) => o.id === gabi.id)).toMatchObject({ name: "Gabi", revokedAt: body.operator.revokedAt });
    const again = (await (await team(TOKENS.demo, "POST", `/${gabi.id}/revoke`)).json()) as { operator: OperatorView };
    expect(again.operator.revokedAt).toBe(body.operator.revokedAt);
    owner.close();
  });

  it("a conversation socket whose upgrade was still on its way when the revocation closed the others is closed by the second sweep", async () => {
    const hana = await hire("Hana");
    const contact = newContact();
    await converse(contact, ["hola"]);
    const conversation = `demo:demo-wa:${contact}`;
    const hubStub = env.WORKSPACE_HUB.getByName("demo");
    // The Worker noted the socket with the hub (ticket checked) ...
    expect(await hubStub.conversationSocketOpening(hana.id, conversation)).toBe(true);
    // ... the revocation lands and closes what exists (nothing yet) ...
    expect((await team(TOKENS.demo, "POST", `/${hana.id}/revoke`)).status).toBe(200);
    // ... and only then does the upgrade reach the actor.
    const res = await actor(contact).fetch(new Request("https://actor/", { headers: { upgrade: "websocket", "x-operator-id": hana.id, "x-workspace-id": "demo" } }));
    const late = new Socket(res.webSocket!);
    await late.next("snapshot");
    // A new socket of theirs is refused by the hub from now on.
    expect(await hubStub.conversationSocketOpening(hana.id, conversation)).toBe(false);

    await new Promise((r) => setTimeout(r, 5_200)); // SECOND_SWEEP_MS
    await runDurableObjectAlarm(hubStub);
    expect(await closedWith(late)).toBe(4003);
  });
});

describe("the agent's orders reach open boards live", () => {
  it("a new order and the agent's cancellation arrive as hub 'order' events, without waiting for a poll", async () => {
    const contact = newContact();
    const hub = await openHub("owner");
    try {
      const order = await placeOrder(contact);
      const placed = await hub.next("order", (f) => f.order.id === order.id);
      expect(placed.order).toMatchObject({ number: order.number, status: "confirmed", customer: { name: "Juan Pérez" }, history: [{ by: "agent", status: "confirmed" }] });
      // The agent asks first (a yes before anything destructive), then cancels.
      await converse(contact, ["quiero cancelar mi pedido"]);
      await converse(contact, ["sí"]);
      const cancelled = await hub.next("order", (f) => f.order.id === order.id && f.order.status === "cancelled");
      expect(cancelled.order.history.at(-1)).toMatchObject({ by: "agent", status: "cancelled", operatorId: null, operatorName: null });
    } finally {
      hub.close();
    }
    // An operator's move still names them on the board.
    const other = newContact();
    const again = await placeOrder(other);
    const hub2 = await openHub("ana");
    try {
      await move(other, again.id, "preparing", { operator: "ana" });
      const frame = await hub2.next("order", (f) => f.order.id === again.id && f.order.status === "preparing");
      expect(frame.order.history.at(-1)).toMatchObject({ operatorId: (await staff("ana")).id, operatorName: "ana" });
    } finally {
      hub2.close();
    }
  });
});
