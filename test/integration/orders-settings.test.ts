import { describe, expect, it } from "vitest";
import type { CommerceProfile } from "../../src/lib/commerce-profile";
import { env, newContact } from "../helpers";
import { PACKS, tell } from "./followups-support";
import { TOKENS } from "./operator-support";
import { api } from "./orders-support";

// The shop's settings page API (the profile the agent reads) and the labels the console shows.

interface Settings {
  profile: CommerceProfile;
  version: string;
}

async function read(workspace: string): Promise<Settings> {
  const res = await api("GET", `/api/workspaces/${workspace}/settings`, { token: TOKENS[workspace] });
  expect(res.status).toBe(200);
  return (await res.json()) as Settings;
}

function write(workspace: string, body: unknown): Promise<Response> {
  return api("PUT", `/api/workspaces/${workspace}/settings`, { token: TOKENS[workspace], body });
}

describe("shop settings", () => {
  it("reads and writes the profile the agent answers from; the agent uses it at once", async () => {
    const original = await read("packs");
    expect(original.profile).toMatchObject({ name: "Colchones Sueño Pleno", pickup: false, packs: { defaultPack: "colchon-2x" } });
    const { packs: _kept, ...editable } = original.profile;
    const changed = {
      ...editable,
      hours: [{ days: [1, 2, 3, 4, 5, 6], open: "08:30", close: "19:00" }],
      delivery: { ...editable.delivery, fee: 150000, freeFrom: 90000000, area: "Rosario y alrededores", eta: "en 48 horas" },
      paymentMethods: ["cash", "transfer"],
      transferAlias: "colchones.rosario",
    };
    try {
      const res = await write("packs", { profile: changed, version: original.version });
      expect(res.status, await res.clone().text()).toBe(200);
      const saved = (await res.json()) as Settings;
      expect(saved.version).not.toBe(original.version);
      // What the agent reads: the row, with the kind's own data (packs) kept.
      const row = await env.DB.prepare("SELECT profile FROM workspaces WHERE id = 'packs'").first<{ profile: string }>();
      expect(JSON.parse(row!.profile)).toMatchObject({ hours: changed.hours, delivery: { fee: 150000, eta: "en 48 horas" }, paymentMethods: ["cash", "transfer"], transferAlias: "colchones.rosario", packs: { defaultPack: "colchon-2x" } });
      const [reply] = await tell(newContact(), PACKS, "¿qué horarios tienen?");
      expect(reply).toMatch(/8:30 a 19/);

      // A second editor still holding the old version is refused, and nothing is lost.
      const stale = await write("packs", { profile: { ...changed, transferAlias: "otro.alias" }, version: original.version });
      expect(stale.status).toBe(409);
      expect((await read("packs")).profile.transferAlias).toBe("colchones.rosario");
    } finally {
      const now = await read("packs");
      expect((await write("packs", { profile: editable, version: now.version })).status).toBe(200);
    }
    expect((await read("packs")).profile).toEqual(original.profile);
  });

  it("refuses what the agent could not read, naming the field", async () => {
    const { profile, version } = await read("demo");
    const { packs: _none, ...editable } = profile;
    const bad: [string, unknown][] = [
      ["hours", [{ days: [1], open: "9", close: "20:00" }]],
      ["hours", [{ days: [1], open: "20:00", close: "09:00" }]],
      ["hours", [{ days: [7], open: "09:00", close: "20:00" }]],
      ["delivery", { ...editable.delivery, fee: -1 }],
      ["delivery", { ...editable.delivery, fee: 12.5 }],
      ["paymentMethods", []],
      ["paymentMethods", ["cash", "bitcoin"]],
      ["templates", { order_update: { name: "Con Mayúsculas", language: "es_AR" } }],
      ["name", ""],
    ];
    for (const [field, value] of bad) {
      const res = await write("demo", { profile: { ...editable, [field]: value }, version });
      expect(res.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(field);
    }
    expect((await write("demo", { profile: { ...editable, packs: { defaultPack: "x" } }, version })).status).toBe(400);
    expect((await write("demo", { profile: editable, version: "nope" })).status).toBe(400);
    expect((await read("demo")).version).toBe(version);
  });

  it("another workspace's token is refused", async () => {
    expect((await api("GET", "/api/workspaces/packs/settings", { token: TOKENS.demo })).status).toBe(401);
    const { profile, version } = await read("packs");
    expect((await api("PUT", "/api/workspaces/packs/settings", { token: TOKENS.demo, body: { profile, version } })).status).toBe(401);
  });
});

describe("console labels", () => {
  it("the kind's state labels and the order statuses, for the shop's own kind", async () => {
    const demo = (await (await api("GET", "/api/workspaces/demo/meta")).json()) as { workspace: { kind: string; name: string }; stateLabels: Record<string, string>; orderStatuses: { id: string; label: string }[] };
    expect(demo.workspace).toMatchObject({ kind: "retail", name: "Kiosco Don Tito" });
    expect(demo.stateLabels).toMatchObject({ COLLECTING_ORDER: "Armando el pedido", HANDOFF: "Con una persona" });
    expect(demo.orderStatuses.map((s) => s.label)).toEqual(["Confirmado", "En preparación", "En camino", "Listo para retirar", "Entregado", "Cancelado"]);
    const packs = (await (await api("GET", "/api/workspaces/packs/meta", { token: TOKENS.packs })).json()) as { stateLabels: Record<string, string> };
    expect(Object.keys(packs.stateLabels)).toContain("compra_confirmada");
    expect((await api("GET", "/api/workspaces/packs/meta")).status).toBe(401);
  });
});
