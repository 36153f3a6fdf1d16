import { describe, expect, it } from "vitest";
import { env, graphRequests, inside, postWebhook, waitFor, waPayload } from "../helpers";
import { newContact } from "../helpers";
import { DEMO, elapse, HOUR, inbox, MIN, PACKS, requests, stubOf, tell, timerAudit, view } from "./followups-support";

// The WhatsApp customer-service window: free-form messages only within 24 h of the customer's
// last message; after it, a follow-up goes as an approved template or is recorded as skipped.

function failedStatus(wamid: string, contact: string, code: number, title: string) {
  return waPayload([], { statuses: [{ id: wamid, status: "failed", timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: contact, errors: [{ code, title }] }] });
}

async function hubLine(workspace: string, contact: string) {
  const hub = env.WORKSPACE_HUB.getByName(workspace);
  return waitFor(
    async () => (await hub.list("all")).find((c) => c.contact === contact),
    (line) => !!line && /13104[67]|131026/.test(line.lastMessage?.text ?? ""),
    10_000,
    "the operator inbox to show the delivery failure",
  );
}

describe("the 24-hour window", () => {
  it("outside the window a follow-up goes as the shop's approved template", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "quiero 2 pepsi");
    await elapse(contact, DEMO, 25 * HOUR, 1);
    const sent = (await requests(contact)).at(-1)!.body as unknown as {
      type: string;
      template: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; text: string }[] }[] };
    };
    expect(sent.type).toBe("template");
    expect(sent.template.name).toBe("seguimiento_pedido");
    expect(sent.template.language.code).toBe("es_AR");
    expect(sent.template.components).toEqual([
      { type: "body", parameters: [{ type: "text", text: "Kiosco Don Tito" }, { type: "text", text: "Te quedó un pedido sin terminar: 2 Pepsi 1,5 L (subtotal $4.400)." }] },
    ]);
    // The operator reads the template as the customer does.
    const log = (await view(contact, DEMO)).log;
    expect(log.at(-1)).toMatchObject({ author: "agent", text: "¡Hola! Te escribimos de Kiosco Don Tito. Te quedó un pedido sin terminar: 2 Pepsi 1,5 L (subtotal $4.400). Si querés seguir, respondé este mensaje." });
  });

  it("outside the window without an approved template nothing is sent, and that is recorded", async () => {
    const contact = newContact();
    await tell(contact, PACKS, "hola");
    await tell(contact, PACKS, "sí, me interesa");
    await tell(contact, PACKS, "me llamo Juan Pérez");
    const before = await inbox(contact);
    await elapse(contact, PACKS, 25 * HOUR, 0);
    expect(await inbox(contact)).toEqual(before);
    const skipped = (await view(contact, PACKS)).outbox.filter((o) => o.status === "skipped");
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ author: "system", error: "outside the 24 h window; no template" });
    expect(JSON.parse(skipped[0].message).text).toContain('Seguimiento "missing_data" no enviado');
    expect((await timerAudit(contact, PACKS)).find((a) => a.intent === "ask_missing")?.detail).toBe("skipped: outside the 24 h window, no template");
  });

  it("131047 (window closed at WhatsApp) marks the row failed, tells the operator inbox, and only templates follow", async () => {
    const contact = newContact();
    const [reply] = await tell(contact, DEMO, "quiero 2 pepsi");
    expect(reply).toContain("Agregué 2 Pepsi");
    const [sent] = await graphRequests(contact);
    expect((await postWebhook(failedStatus(sent.wamid, contact, 131047, "Re-engagement message"))).status).toBe(200);
    const row = await waitFor(
      () => env.DB.prepare("SELECT status, error_code FROM outbound_messages WHERE provider_message_id = ?").bind(sent.wamid).first<{ status: string; error_code: string }>(),
      (r) => r?.status === "failed",
    );
    expect(row).toEqual({ status: "failed", error_code: "131047" });
    const v = await view(contact, DEMO);
    expect(v.outbox[0]).toMatchObject({ status: "failed", error: "131047 Re-engagement message" });
    expect(v.log.at(-1)).toMatchObject({ author: "system", status: "failed" });
    expect(v.log.at(-1)!.text).toContain("131047");
    expect((await hubLine("demo", contact))!.lastMessage!.text).toContain("más de 24 h");
    // Not retried: WhatsApp got that message once. The next follow-up can only be a template.
    const [followup] = await elapse(contact, DEMO, 15 * MIN, 1);
    expect(followup).toBe("[template seguimiento_pedido]");
    expect((await graphRequests(contact)).filter((r) => r.wamid === sent.wamid)).toHaveLength(1);
  });

  it("131026 (undeliverable) is reported to the operator but does not close the window", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "quiero 2 pepsi");
    const [sent] = await graphRequests(contact);
    await postWebhook(failedStatus(sent.wamid, contact, 131026, "Message undeliverable"));
    expect((await hubLine("demo", contact))!.lastMessage!.text).toContain("131026");
    const [followup] = await elapse(contact, DEMO, 15 * MIN, 1);
    expect(followup).toContain("Te quedó un pedido sin terminar");
  });

  it("an operator's message outside the window is refused in the console, with the reason", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "hola");
    // The console's socket on this conversation (the Worker has checked the operator's ticket).
    const res = await stubOf(contact, DEMO).fetch(new Request("https://tendero.test/", { headers: { Upgrade: "websocket", "x-operator-id": "ana", "x-workspace-id": "demo" } }));
    const ws = res.webSocket!;
    const frames: { type: string; error?: string }[] = [];
    ws.addEventListener("message", (e) => frames.push(JSON.parse(String(e.data))));
    ws.accept();
    await elapse(contact, DEMO, 25 * HOUR, 0);
    ws.send(JSON.stringify({ type: "send", text: "¿Seguís ahí?" }));
    const error = await waitFor(async () => frames.find((f) => f.type === "error"), (f) => !!f, 10_000, "an error frame");
    expect(error!.error).toContain("ventana de 24 h");
    expect(await inbox(contact)).toHaveLength(1);
    ws.close(1000, "done");
  });

  it("a free-form reply still waiting when the window closes is held back, never sent", async () => {
    const contact = newContact();
    await tell(contact, DEMO, "hola");
    await stubOf(contact, DEMO).advanceClock(24 * HOUR + MIN);
    // No user path leaves a free-form reply waiting for 24 h: put one in the outbox directly.
    await inside(stubOf(contact, DEMO), async ({ state, dispatcher }) => {
      state.transaction(() => state.queueReply(`${state.name()}/late`, "agent", { type: "text", text: "mensaje tardío" }, state.now()));
      await dispatcher.dispatch();
    });
    const late = (await view(contact, DEMO)).outbox.find((o) => o.id.endsWith("/late"));
    expect(late).toMatchObject({ status: "skipped", error: "outside the 24 h window" });
    expect(await inbox(contact)).toHaveLength(1);
  });
});
