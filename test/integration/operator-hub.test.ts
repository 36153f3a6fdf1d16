import { describe, expect, it } from "vitest";
import type { ConversationSummary } from "../../src/workspace/protocol";
import { converse, exports, newContact, say, settle } from "../helpers";
import { BASE, openConversation, openHub, staff, ticket, TOKENS } from "./operator-support";

async function list(query: string, auth: { ticket?: string; token?: string } = {}): Promise<Response> {
  const params = new URLSearchParams(query);
  if (auth.ticket) params.set("ticket", auth.ticket);
  const headers: Record<string, string> = auth.token ? { authorization: `Bearer ${auth.token}` } : {};
  return exports.default.fetch(new Request(`${BASE}/api/workspaces/demo/conversations?${params}`, { headers }));
}

async function contactsIn(status: string): Promise<string[]> {
  const res = await list(`status=${status}`, { ticket: await ticket() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { conversations: ConversationSummary[] }).conversations.map((c) => c.contact);
}

describe("the workspace inbox", () => {
  it("lists conversations by ?status=, people-needed first, with last message, state and waiting time", async () => {
    const calm = newContact();
    const upset = newContact();
    await converse(calm, ["quiero 2 pepsi"]);
    await converse(upset, ["hola", "quiero hablar con una persona"]);
    await converse(calm, ["y una fanta"]); // the calm one is now the most recent

    const all = await contactsIn("all");
    expect(all.indexOf(upset)).toBeLessThan(all.indexOf(calm));
    expect(all).toEqual(expect.arrayContaining([calm, upset]));
    expect(await contactsIn("needs_person")).toContain(upset);
    expect(await contactsIn("needs_person")).not.toContain(calm);
    expect(await contactsIn("active")).toContain(calm);
    expect(await contactsIn("active")).not.toContain(upset);

    const res = await list("", { token: TOKENS.demo });
    const rows = ((await res.json()) as { conversations: ConversationSummary[] }).conversations;
    const line = rows.find((c) => c.contact === upset)!;
    expect(line).toMatchObject({ conversation: `demo:demo-wa:${upset}`, state: "HANDOFF", control: "agent", needsPerson: true, handoff: { status: "pending" } });
    expect(line.lastMessage).toMatchObject({ author: "agent", text: expect.stringMatching(/persona/) });
    expect(rows.find((c) => c.contact === calm)).toMatchObject({ state: "COLLECTING_ORDER", needsPerson: false, waitingSince: null });

    // A customer writing in HANDOFF is unanswered: the inbox shows since when they wait.
    await say(upset, "¿hola?");
    await settle(upset);
    const again = ((await (await list("", { token: TOKENS.demo })).json()) as { conversations: ConversationSummary[] }).conversations;
    expect(again.find((c) => c.contact === upset)!.waitingSince).toEqual(expect.any(Number));

    expect((await list("status=everything", { token: TOKENS.demo })).status).toBe(400);
    expect((await list("", { token: "wrong" })).status).toBe(401);
  });

  it("the hub socket pushes handoff_requested, conversation_updated and handoff_resolved to every operator at once", async () => {
    const contact = newContact();
    const [ana, beto] = [await openHub("ana"), await openHub("beto")];
    const mine = (e: { conversation: ConversationSummary }) => e.conversation.contact === contact;

    await converse(contact, ["quiero 2 pepsi"]);
    for (const hub of [ana, beto]) {
      const update = await hub.next("conversation_updated", (e) => mine(e) && e.conversation.state === "COLLECTING_ORDER");
      expect(update.conversation.needsPerson).toBe(false);
    }

    await say(contact, "quiero hablar con una persona");
    for (const hub of [ana, beto]) {
      const raised = await hub.next("handoff_requested", mine);
      expect(raised.conversation).toMatchObject({ needsPerson: true, state: "HANDOFF", handoff: { status: "pending", context: { cart: "2 × Pepsi 1,5 L" } } });
    }
    await settle(contact);

    const op = await openConversation(contact, "ana");
    // Who did it is the operator's id (their account), not a name they typed.
    const anaId = (await staff("ana")).id;
    op.send({ type: "take_over" });
    for (const hub of [ana, beto]) await hub.next("conversation_updated", (e) => mine(e) && e.conversation.control === "operator" && e.conversation.operatorId === anaId);
    op.send({ type: "close", resolution: "ok" });
    for (const hub of [ana, beto]) {
      const done = await hub.next("handoff_resolved", mine);
      expect(done.conversation).toMatchObject({ needsPerson: false, handoff: { status: "resolved", operatorId: anaId } });
    }
    // Exactly one handoff_requested per request, however many updates followed.
    expect(ana.all("handoff_requested").filter(mine)).toHaveLength(1);

    // An operator connecting later gets the inbox with this line in it.
    const carla = await openHub("carla");
    const inbox = carla.frames[0];
    expect(inbox.type === "inbox" && inbox.conversations.find((c) => c.contact === contact)).toMatchObject({ needsPerson: false, control: "operator" });
    for (const s of [ana, beto, carla, op]) s.close();
  });
});
