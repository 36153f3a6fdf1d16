import { describe, expect, it } from "vitest";
import { exports, sign } from "../helpers";

// #12 item 5: nothing is read before what can be authenticated without the body is, and no route
// reads more than its cap: a chunked body (no Content-Length) is cancelled as soon as it passes.

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body that streams `total` bytes of a JSON array in chunks, counting what the Worker pulled. */
function hugeBody(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const piece = new TextEncoder().encode("[" + "1,".repeat(CHUNK / 2 - 1) + "1");
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.enqueue(new TextEncoder().encode("]"));
        controller.close();
        return;
      }
      sent += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled: () => sent };
}

/** The Worker read at most `cap` and a few chunks, and a moment later still has not read more. */
async function stoppedPulling(body: { pulled: () => number }, cap: number): Promise<void> {
  const slack = 8 * CHUNK; // what the runtime's pipe may have buffered ahead
  expect(body.pulled()).toBeLessThanOrEqual(cap + slack);
  await new Promise((r) => setTimeout(r, 300));
  expect(body.pulled()).toBeLessThanOrEqual(cap + slack);
}

async function post(path: string, body: BodyInit, headers: Record<string, string>): Promise<Response> {
  return exports.default.fetch(new Request(`https://tendero.test${path}`, { method: "POST", headers, body }));
}

describe("request bodies are read only after authentication, and never past their cap", () => {
  it("tickets: a 45 MB chunked body without a valid token is refused without being read", async () => {
    const body = hugeBody(45 * MB);
    const res = await post("/api/operator/tickets", body.stream, { authorization: "Bearer wrong" });
    expect(res.status).toBe(401);
    expect(body.pulled()).toBeLessThan(MB);
  });

  it("tickets: with a valid token, a chunked body stops at the 4 KB cap with 413", async () => {
    const body = hugeBody(45 * MB);
    const res = await post("/api/operator/tickets", body.stream, { authorization: "Bearer dev-operator-token" });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "body too large" });
    await stoppedPulling(body, 4 * 1024);
  });

  it("tickets: a declared Content-Length over the cap is refused before reading", async () => {
    const res = await post("/api/operator/tickets", JSON.stringify({ workspace: "demo", operator: "x".repeat(10_000) }), { authorization: "Bearer dev-operator-token" });
    expect(res.status).toBe(413);
  });

  it("WhatsApp: no signature header, nothing read; a signed-looking chunked body stops at 3 MB with 413", async () => {
    const unsigned = hugeBody(20 * MB);
    expect((await post("/webhooks/whatsapp", unsigned.stream, { "content-type": "application/json" })).status).toBe(401);
    expect(unsigned.pulled()).toBeLessThan(MB);

    const malformed = hugeBody(20 * MB);
    expect((await post("/webhooks/whatsapp", malformed.stream, { "x-hub-signature-256": "sha256=nothex" })).status).toBe(401);
    expect(malformed.pulled()).toBeLessThan(MB);

    const big = hugeBody(20 * MB);
    const res = await post("/webhooks/whatsapp", big.stream, { "x-hub-signature-256": await sign("anything") });
    expect(res.status).toBe(413);
    await stoppedPulling(big, 3 * MB);
  });

  it("Infobip: wrong credentials, nothing read; right ones, a chunked body stops at 3 MB with 413", async () => {
    const anon = hugeBody(20 * MB);
    expect((await post("/webhooks/infobip", anon.stream, { authorization: "Basic " + btoa("infobip:wrong") })).status).toBe(401);
    expect(anon.pulled()).toBeLessThan(MB);

    const big = hugeBody(20 * MB);
    const res = await post("/webhooks/infobip", big.stream, { authorization: "Basic " + btoa("infobip:infobip-secret") });
    expect(res.status).toBe(413);
    await stoppedPulling(big, 3 * MB);
  });

  it("a chunked body under the cap is read whole and answered normally", async () => {
    const json = JSON.stringify({ workspace: "demo", operator: "ana" });
    const bytes = new TextEncoder().encode(json);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    const res = await post("/api/operator/tickets", stream, { authorization: "Bearer dev-operator-token" });
    expect(res.status).toBe(200);
    // Who the ticket is for comes from the token (the owner's), never from the body's "operator".
    expect(await res.json()).toMatchObject({ workspace: "demo", operator: { id: "owner" } });
  });
});
