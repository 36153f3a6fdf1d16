import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { admin, json, newShop, shopBody } from "./support";

describe("admin API: access", () => {
  it("refuses a missing or wrong token before reading the body, and never answers without ADMIN_TOKEN", async () => {
    expect((await admin("GET", "/workspaces/demo", undefined, { token: null })).status).toBe(401);
    const wrong = await admin("PUT", "/workspaces/demo", JSON.stringify(shopBody("Robada")), { token: "dev-operator-token" });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({ error: "invalid admin token" });
    // A body far over the limit is not read either: the answer is still 401, not 413.
    const huge = await admin("POST", "/workspaces/demo/catalog", "x".repeat(11 * 1024 * 1024), { type: "text/csv", token: "nope" });
    expect(huge.status).toBe(401);
    const row = await env.DB.prepare("SELECT name FROM workspaces WHERE id = 'demo'").first<{ name: string }>();
    expect(row?.name).toBe("Kiosco Don Tito");
  });

  it("validates every id in the path, built-in property names included", async () => {
    for (const bad of ["__proto__", "Demo", "a_b", "-x", "x".repeat(41), "a%2Fb", "..", "%00"]) {
      const res = await admin("GET", `/workspaces/${bad}`);
      expect([400, 404], bad).toContain(res.status);
      if (res.status === 400) expect((await json(res)).error).toMatch(/^ws: /);
    }
    expect((await admin("GET", "/workspaces/__proto__")).status).toBe(400);
    expect((await admin("PUT", "/workspaces/demo/channels/__proto__", JSON.stringify({ provider: "whatsapp", externalId: "1" }))).status).toBe(400);
    // "constructor" and "toString" are valid ids and mean nothing special: unknown workspaces.
    for (const name of ["constructor", "tostring", "hasownproperty"]) {
      expect((await admin("GET", `/workspaces/${name}`)).status).toBe(404);
      expect((await admin("GET", `/workspaces/${name}/catalog`)).status).toBe(404);
    }
    const ctor = await admin("PUT", "/workspaces/constructor", JSON.stringify(shopBody("Constructor SA")));
    expect(ctor.status).toBe(201);
    expect((await json(ctor)).name).toBe("Constructor SA");
    const proto = await admin("PUT", "/workspaces/demo", JSON.stringify({ ...shopBody("x"), definition: "constructor" }));
    expect(proto.status).toBe(400);
    expect((await json(proto)).error).toBe('definition: unknown kind "constructor"; known kinds: retail, packs');
  });
});

describe("admin API: workspaces and channels", () => {
  it("creates, reads back and updates a shop; the answer names each invalid field", async () => {
    const id = `ws-${Date.now().toString(36)}`;
    const created = await admin("PUT", `/workspaces/${id}`, JSON.stringify(shopBody("Almacén Doña Rosa")));
    expect(created.status).toBe(201);
    const again = await admin("PUT", `/workspaces/${id}`, JSON.stringify(shopBody("Almacén Doña Rosa y Cía")));
    expect(again.status).toBe(200);
    const got = await json(await admin("GET", `/workspaces/${id}`));
    expect(got).toMatchObject({ id, name: "Almacén Doña Rosa y Cía", definition: "retail", currency: "ARS", channels: [], products: 0 });
    expect(got.profile.paymentMethods).toEqual(["cash"]);

    const bad = await admin("PUT", `/workspaces/${id}`, JSON.stringify({ ...shopBody("x"), currency: "pesos", timezone: "Mars/Olympus", profile: { name: "x" } }));
    expect(bad.status).toBe(400);
    const fields = (await json(bad)).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["currency", "timezone", "profile.address", "profile.hours", "profile.paymentMethods"]));
    const unknown = await admin("PUT", `/workspaces/${id}`, JSON.stringify({ ...shopBody("x"), definition: "supermercado" }));
    expect(await json(unknown)).toMatchObject({ error: 'definition: unknown kind "supermercado"; known kinds: retail, packs' });
    expect((await admin("PUT", `/workspaces/${id}`, "{not json")).status).toBe(400);
  });

  it("adds channels; a number another workspace uses is a 409, and channels never move between workspaces", async () => {
    const ws = await newShop();
    const put = (channel: string, body: unknown, on = ws) => admin("PUT", `/workspaces/${on}/channels/${channel}`, JSON.stringify(body));
    const number = `55${Date.now()}`;
    const res = await put(`${ws}-wa`, { provider: "whatsapp", externalId: number, displayPhone: "+54 11 1234-5678", accessToken: "EAAG-secret" });
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ id: `${ws}-wa`, provider: "whatsapp", externalId: number, displayPhone: "+54 11 1234-5678", hasAccessToken: true });
    // Updating without a token keeps the stored one.
    expect(await json(await put(`${ws}-wa`, { provider: "whatsapp", externalId: number }))).toMatchObject({ hasAccessToken: true });

    const taken = await put(`${ws}-wa2`, { provider: "whatsapp", externalId: "100000000000001" });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error).toBe("externalId: whatsapp 100000000000001 is already used by another workspace");
    const stolen = await put("demo-wa", { provider: "whatsapp", externalId: `${number}9` });
    expect(stolen.status).toBe(409);
    expect((await json(stolen)).error).toBe("channelId: belongs to another workspace");
    const row = await env.DB.prepare("SELECT workspace_id, external_id FROM channels WHERE id = 'demo-wa'").first();
    expect(row).toEqual({ workspace_id: "demo", external_id: "100000000000001" });

    expect((await put("x-wa", { provider: "telegram", externalId: "1" })).status).toBe(400);
    expect((await put("x-wa", { provider: "whatsapp", externalId: "1" }, "no-such-shop")).status).toBe(404);
    const both = await Promise.all([put(`${ws}-a`, { provider: "infobip", externalId: `${number}7` }), put(`${ws}-b`, { provider: "infobip", externalId: `${number}7` })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("the almacén is seeded through this API: its channel and 1,731 active products", async () => {
    const got = await json(await admin("GET", "/workspaces/almacen"));
    expect(got.channels).toEqual([{ id: "almacen-wa", provider: "whatsapp", externalId: "100000000000003", displayPhone: "+54 351 555-0200", hasAccessToken: false }]);
    expect(got.products).toBe(1731);
  });
});

describe("admin API: search", () => {
  it("shows what the agent's search finds and what it read", async () => {
    const res = await admin("GET", "/workspaces/demo/search?q=coca%20grande");
    const body = await json(res);
    expect(body.result).toEqual({ kind: "one", product: { id: "coca-15", name: "Coca-Cola 1,5 L", price: 250000 } });
    expect(body.rowsRead).toBeGreaterThan(0);
    expect((await admin("GET", "/workspaces/demo/search?q=coca", undefined, { token: "x" })).status).toBe(401);
  });
});
