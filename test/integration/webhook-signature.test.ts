import { describe, expect, it } from "vitest";
import { exports, newContact, postWebhook, sign, textMsg, waPayload } from "../helpers";

describe("WhatsApp webhook verification", () => {
  it("answers Meta's handshake with the challenge as plain text", async () => {
    const res = await exports.default.fetch("https://t.test/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=test-verify-token&hub.challenge=1158201444");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toBe("1158201444");
  });

  it("refuses the handshake with a wrong verify token", async () => {
    const res = await exports.default.fetch("https://t.test/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1");
    expect(res.status).toBe(403);
  });

  it("accepts a correctly signed body", async () => {
    const res = await postWebhook(waPayload([textMsg(newContact(), "hola")]));
    expect(res.status).toBe(200);
  });

  it("rejects a tampered body, a wrong secret and a missing header with 401", async () => {
    const body = JSON.stringify(waPayload([textMsg(newContact(), "hola")]));
    const good = await sign(body);
    const tampered = await postWebhook(null, { raw: body.replace("hola", "chau"), signature: good });
    const wrongSecret = await postWebhook(null, { raw: body, secret: "not-the-secret" });
    const missing = await postWebhook(null, { raw: body, signature: null });
    const wrongLength = await postWebhook(null, { raw: body, signature: good.slice(0, 20) });
    expect([tampered.status, wrongSecret.status, missing.status, wrongLength.status]).toEqual([401, 401, 401, 401]);
  });

  it("answers 400 for a signed body that is not JSON and 413 for one over 3 MB", async () => {
    const notJson = "this is not json";
    expect((await postWebhook(null, { raw: notJson })).status).toBe(400);
    const huge = "x".repeat(3 * 1024 * 1024 + 10);
    expect((await postWebhook(null, { raw: huge })).status).toBe(413);
  });

  it("records and acknowledges an authentic payload of an unknown shape", async () => {
    const res = await postWebhook({ object: "page", entry: "weird" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ recorded: true });
  });

  it("acknowledges a message for an unknown phone_number_id", async () => {
    const res = await postWebhook(waPayload([textMsg(newContact(), "hola")], { phoneNumberId: "999999" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ delivered: 0, unknownChannels: ["999999"] });
  });
});
