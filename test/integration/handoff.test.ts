import { describe, expect, it } from "vitest";
import { converse, env, newContact } from "../helpers";

describe("handoff requests in D1", () => {
  it("carry trigger, reason and the context a person needs to continue", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi", "listo", "retiro", "Mirta Legrand", "12345678", "quiero hablar con una persona"]);
    const row = await env.DB.prepare("SELECT * FROM handoff_requests WHERE contact = ?").bind(contact).first<Record<string, string>>();
    expect(row).toMatchObject({ trigger: "customer_request", status: "pending", workspace_id: "demo", conversation: `demo:demo-wa:${contact}` });
    const context = JSON.parse(row!.context);
    expect(context).toMatchObject({ state: "NEEDS_DETAILS", cart: "2 × Pepsi 1,5 L", total: 440000, customerName: "Mirta Legrand", phone: contact });
    expect(context.lastMessages).toHaveLength(5);
    expect(context.lastMessages.at(-1)).toMatchObject({ role: "customer", text: "quiero hablar con una persona" });
    expect(context).toHaveProperty("totalOrders");
    expect(context).toHaveProperty("totalSpend");
  });
});

describe("the demo seed", () => {
  it("is idempotent: running it again changes nothing, not even stock after a sale", async () => {
    const snapshot = async () => ({
      workspaces: (await env.DB.prepare("SELECT * FROM workspaces ORDER BY id").all()).results,
      channels: (await env.DB.prepare("SELECT * FROM channels ORDER BY id").all()).results,
      products: (await env.DB.prepare("SELECT * FROM products ORDER BY id").all()).results,
      stock: (await env.DB.prepare("SELECT product_id, quantity FROM stock ORDER BY product_id").all()).results,
    });
    const before = await snapshot();
    const statements = env.TEST_SEED_SQL!.split("\n").filter((l) => !l.trim().startsWith("--")).join("\n").split(/;\s*$/m).map((s) => s.trim()).filter(Boolean);
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    expect(await snapshot()).toEqual(before);
  });
});
