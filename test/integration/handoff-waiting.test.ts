import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { HubEvent } from "../../src/workspace/protocol";
import { actor, env, graphRequests, newContact, postWebhook, replyText, settle, textMsg, waitFor, waPayload } from "../helpers";

// While a conversation waits for a person: the customer's first message is acknowledged once
// (with when to expect an answer if the shop is closed), and a request nobody takes within the
// escalation time (10 minutes of opening hours by default) is escalated once.

const MIN = 60_000;
let shops = 0;

/** A shop of its own (hours under the test's control), with a WhatsApp channel. */
async function shop(hours: { days: number[]; open: string; close: string }[]) {
  shops += 1;
  const id = `wait-${Date.now().toString(36)}-${shops}`;
  const number = `7${String(Date.now()).slice(-9)}${shops}`;
  const profile = {
    name: "Almacén Espera", address: "Mitre 100", hours, delivery: { enabled: false, fee: 0, freeFrom: null }, pickup: true, paymentMethods: ["cash"], templates: {},
  };
  await env.DB.batch([
    env.DB.prepare("INSERT INTO workspaces (id, name, definition, currency, timezone, profile, created_at) VALUES (?, 'Almacén Espera', 'retail', 'ARS', 'America/Argentina/Buenos_Aires', ?, ?)").bind(id, JSON.stringify(profile), Date.now()),
    env.DB.prepare("INSERT INTO channels (id, workspace_id, provider, external_id, created_at) VALUES (?, ?, 'whatsapp', ?, ?)").bind(`${id}-wa`, id, number, Date.now()),
  ]);
  const tell = async (contact: string, text: string) => {
    const res = await postWebhook(waPayload([textMsg(contact, text)], { phoneNumberId: number }));
    expect(res.status).toBe(200);
    await settle(contact, `${id}-wa`, id);
  };
  return { id, stub: (contact: string) => actor(contact, `${id}-wa`, id), tell };
}

const ALWAYS_OPEN = [{ days: [0, 1, 2, 3, 4, 5, 6], open: "00:00", close: "24:00" }];
const texts = async (contact: string) => (await graphRequests(contact)).map(replyText);

describe("a conversation waiting for a person", () => {
  it("acknowledges every customer message while waiting, in new words each time (answers12: never silence)", async () => {
    const s = await shop(ALWAYS_OPEN);
    const contact = newContact();
    await s.tell(contact, "quiero hablar con una persona");
    await s.tell(contact, "hola? hay alguien?");
    await s.tell(contact, "che");
    const all = await texts(contact);
    expect(all).toHaveLength(3);
    expect(all[1]).toBe("Ya le avisé al equipo, en breve te responden 🙏");
    expect(all[2]).toBe("Sigo acá 🙂 Ya le avisé al equipo y en breve te responde una persona.");
    expect((await s.stub(contact).snapshot()).handoff).toMatchObject({ status: "pending", acknowledgedAt: expect.any(Number) });
  });

  it("packs10: '¿sos un bot?' while waiting is answered honestly at every message, not only the first", async () => {
    const s = await shop(ALWAYS_OPEN);
    const contact = newContact();
    await s.tell(contact, "hola sos un bot? quiero hablar con una persona de verdad");
    await s.tell(contact, "pero sos un bot o no?");
    await s.tell(contact, "che");
    await s.tell(contact, "sos una persona?");
    const all = await texts(contact);
    // answers12: every message gets a line ("che" too); the bot questions are answered honestly each time.
    expect(all).toHaveLength(4);
    expect(all[0]).toMatch(/^Sí, soy el asistente automático de Almacén Espera 🤖\s+Te paso con una persona del equipo/);
    expect(all[1]).toBe("Sí, soy el asistente automático de Almacén Espera 🤖 Ya le avisé al equipo, en breve te responden 🙏");
    expect(all[2]).not.toMatch(/asistente automático/);
    expect(all[3]).toMatch(/^Sí, soy el asistente automático de Almacén Espera 🤖 /);
  });

  it("outside opening hours the acknowledgement says when the shop opens", async () => {
    // Open one hour a day, twelve hours from now (local time), so it is closed now.
    const local = Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/Argentina/Buenos_Aires", hour: "2-digit", hourCycle: "h23" }).format(new Date()));
    const h = String((local + 12) % 24).padStart(2, "0");
    const s = await shop([{ days: [0, 1, 2, 3, 4, 5, 6], open: `${h}:00`, close: `${h}:59` }]);
    const contact = newContact();
    await s.tell(contact, "quiero hablar con una persona");
    await s.tell(contact, "hola?");
    expect((await texts(contact)).at(-1)).toMatch(/Ahora estamos cerrados; abrimos domingo a sábado de \d+ a \d+:59, y te responden apenas abramos/);
  });

  it("a request nobody takes in 10 minutes is escalated once: operators hear it again, the customer is told", async () => {
    const s = await shop(ALWAYS_OPEN);
    const contact = newContact();
    const hub = await env.WORKSPACE_HUB.getByName(s.id).fetch(new Request("https://hub/", { headers: { upgrade: "websocket" } }));
    const ws = hub.webSocket!;
    ws.accept();
    const frames: HubEvent[] = [];
    ws.addEventListener("message", (e) => frames.push(JSON.parse(String(e.data))));
    await s.tell(contact, "quiero hablar con una persona");
    const stub = s.stub(contact);
    await stub.advanceClock(9 * MIN);
    await runDurableObjectAlarm(stub);
    expect(await texts(contact)).toHaveLength(1);
    await stub.advanceClock(2 * MIN);
    await runDurableObjectAlarm(stub);
    await settle(contact, `${s.id}-wa`, s.id);
    expect((await texts(contact)).at(-1)).toMatch(/Ya le volví a avisar al equipo/);
    await waitFor(async () => frames, (f) => f.some((e) => e.type === "handoff_escalated"), 5_000, "the hub's escalation event");
    const [line] = (await env.WORKSPACE_HUB.getByName(s.id).list()).filter((c) => c.contact === contact);
    expect(line.handoff).toMatchObject({ status: "pending", escalatedAt: expect.any(Number) });
    expect(line.waitingSince).toBe(line.handoff!.createdAt);
    // Once only.
    await stub.advanceClock(60 * MIN);
    await runDurableObjectAlarm(stub);
    expect(await texts(contact)).toHaveLength(2);
    ws.close(1000, "done");
  });

  it("a request taken by an operator in time is not escalated", async () => {
    const s = await shop(ALWAYS_OPEN);
    const contact = newContact();
    await s.tell(contact, "quiero hablar con una persona");
    const stub = s.stub(contact);
    await stub.command({ type: "take_over" }, "ana");
    await stub.advanceClock(15 * MIN);
    await runDurableObjectAlarm(stub);
    expect(await texts(contact)).toHaveLength(1);
    const { handoff } = await stub.snapshot();
    expect(handoff).toMatchObject({ status: "assigned", operatorId: "ana" });
    expect(handoff!.escalatedAt).toBeUndefined();
  });
});
