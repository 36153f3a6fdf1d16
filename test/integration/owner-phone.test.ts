import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { actor, converse, graphRequests, newContact, postWebhook, replyText, settle, wamid } from "../helpers";

// The owner answers from the shop's phone (WhatsApp Coexistence): Meta sends what they type in
// the Business app as smb_message_echoes. It shows in the conversation as the shop's message and
// is a takeover: the agent stays silent until released from the console or two idle hours pass.

const SILENCE_MS = 600;

function echoWebhook(contact: string, text: string, id = wamid()) {
  const echo = { from: "5491155550000", to: contact, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } };
  return {
    object: "whatsapp_business_account",
    entry: [{ id: "WABA_ID", changes: [{ field: "smb_message_echoes", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "5491155550000", phone_number_id: "100000000000001" }, message_echoes: [echo] } }] }],
  };
}

const texts = async (contact: string) => (await graphRequests(contact)).map(replyText);

describe("the owner answering from the phone", () => {
  it("is shown as the shop's message, silences the agent, and is recorded once however often Meta sends it", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    const payload = echoWebhook(contact, "Hola! Soy Tito, te atiendo yo");
    for (let i = 0; i < 3; i++) expect((await postWebhook(payload)).status).toBe(200);
    const snap = await actor(contact).snapshot();
    expect(snap.messages.filter((m) => m.author === "shop").map((m) => m.text)).toEqual(["Hola! Soy Tito, te atiendo yo"]);
    expect(snap.control).toMatchObject({ mode: "operator", operatorId: "owner-phone" });

    await converse(contact, ["quiero 2 pepsi"]);
    await new Promise((r) => setTimeout(r, SILENCE_MS));
    expect(await texts(contact)).toHaveLength(1); // only the greeting: the owner is answering
    // The agent remembers what the owner said, as the shop's.
    expect((await actor(contact).debugState()).session.history.map((h) => `${h.role}: ${h.text}`)).toContain("operator: Hola! Soy Tito, te atiendo yo");
  });

  it("goes back to the agent after two idle hours; the customer's next message is answered", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    await postWebhook(echoWebhook(contact, "Ya te paso el precio"));
    const stub = actor(contact);
    await stub.advanceClock(119 * 60_000);
    await runDurableObjectAlarm(stub);
    expect((await stub.snapshot()).control.mode).toBe("operator");
    await stub.advanceClock(2 * 60_000);
    await runDurableObjectAlarm(stub);
    await settle(contact);
    expect((await stub.snapshot()).control.mode).toBe("agent");
    await converse(contact, ["quiero 2 pepsi"]);
    expect((await texts(contact)).at(-1)).toMatch(/Agregué 2 Pepsi/);
  });

  it("an operator can give it back from the console at once", async () => {
    const contact = newContact();
    await converse(contact, ["hola"]);
    await postWebhook(echoWebhook(contact, "Dame un minuto"));
    await actor(contact).command({ type: "release", mode: "keep" }, "ana");
    await converse(contact, ["quiero una fanta"]);
    expect((await texts(contact)).at(-1)).toMatch(/Agregué 1 Fanta/);
  });
});
