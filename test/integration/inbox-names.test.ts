import { describe, expect, it } from "vitest";
import { converse, exports, newContact, postWebhook, settle, textMsg, waPayload } from "../helpers";

async function inboxLine(contact: string) {
  const res = await exports.default.fetch("https://t.test/api/workspaces/demo/conversations", { headers: { authorization: "Bearer dev-operator-token" } });
  const { conversations } = (await res.json()) as { conversations: { contact: string; customerName: string | null }[] };
  return conversations.find((c) => c.contact === contact);
}

describe("the operator inbox names customers", () => {
  it("by their WhatsApp profile name, then by the name they give", async () => {
    const contact = newContact();
    await postWebhook(waPayload([textMsg(contact, "hola")], { name: "Rosa M." }));
    await settle(contact);
    expect((await inboxLine(contact))?.customerName).toBe("Rosa M.");
    await converse(contact, ["quiero una pepsi", "listo", "retiro", "Rosa Martínez"]);
    expect((await inboxLine(contact))?.customerName).toBe("Rosa Martínez");
  });
});
