import { describe, expect, it } from "vitest";
import { actor, exports, graphRequests, newContact, postWebhook, replyText, settle, textMsg, waPayload } from "../helpers";

// #12 item 7: a provider may name the same customer "+549…" or "549…". Both are one contact, so
// one conversation: one history, one cart, and every reply to one number.

const INFOBIP_AUTH = "Basic " + btoa("infobip:infobip-secret");

async function infobip(from: string, text: string): Promise<void> {
  const body = {
    results: [{ messageId: `ib-${crypto.randomUUID()}`, from, to: "5491155550000", integrationType: "WHATSAPP", receivedAt: new Date().toISOString(), message: { type: "TEXT", text } }],
  };
  const res = await exports.default.fetch(new Request("https://t.test/webhooks/infobip", { method: "POST", headers: { authorization: INFOBIP_AUTH, "content-type": "application/json" }, body: JSON.stringify(body) }));
  expect(res.status).toBe(200);
}

/** Every request the fake provider got for either spelling of the number. */
async function sendsTo(contact: string): Promise<{ digits: unknown[]; plus: unknown[] }> {
  return { digits: await graphRequests(contact), plus: await graphRequests(encodeURIComponent(`+${contact}`)) };
}

describe("one number, one conversation", () => {
  it("WhatsApp: '+549…' and '549…' continue the same cart, and replies go to the digits", async () => {
    const contact = newContact();
    expect((await postWebhook(waPayload([textMsg(`+${contact}`, "quiero 2 pepsi")], { name: "Rosa" }))).status).toBe(200);
    await settle(contact);
    expect((await postWebhook(waPayload([textMsg(contact, "y 1 coca chica")]))).status).toBe(200);
    await settle(contact);
    expect((await postWebhook(waPayload([textMsg(`+${contact}`, "listo")]))).status).toBe(200);
    await settle(contact);

    const { session } = await actor(contact).debugState();
    expect(session.cart.map((l) => [l.productId, l.quantity])).toEqual([
      ["pepsi-15", 2],
      ["coca-500", 1],
    ]);
    expect((await actor(`+${contact}`).debugState()).session.history).toEqual([]); // no second conversation
    const { digits, plus } = await sendsTo(contact);
    expect(plus).toEqual([]);
    expect(digits.map((r) => replyText(r as never))).toHaveLength(3);
    // The inbox shows one line, named by the WhatsApp profile sent with the "+" form.
    const snap = await actor(contact).snapshot();
    expect(snap.messages.filter((m) => m.direction === "in").map((m) => m.text)).toEqual(["quiero 2 pepsi", "y 1 coca chica", "listo"]);
  });

  it("Infobip: both spellings reach the same actor too", async () => {
    const contact = newContact();
    await infobip(`+${contact}`, "quiero 2 pepsi");
    await settle(contact, "demo-ib");
    await infobip(contact, "y 1 coca chica");
    await settle(contact, "demo-ib");
    const { session } = await actor(contact, "demo-ib").debugState();
    expect(session.cart.map((l) => [l.productId, l.quantity])).toEqual([
      ["pepsi-15", 2],
      ["coca-500", 1],
    ]);
    expect((await actor(`+${contact}`, "demo-ib").debugState()).session.history).toEqual([]);
    const { digits, plus } = await sendsTo(contact);
    expect(plus).toEqual([]);
    expect(digits).toHaveLength(2);
  });
});
