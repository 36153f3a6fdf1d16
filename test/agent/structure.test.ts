import { describe, expect, it } from "vitest";
import { kinds } from "../../src/agent/kinds";

// agent/ stays the pure brain and stays in its rooms: no run-time import from the rooms that
// hold bindings or I/O, no import cycle among its files (type-only imports count), no file
// over 400 lines, and no code outside a kind's own folder that names the kind.

const SOURCES = import.meta.glob("../../src/agent/**/*.ts", { query: "?raw", import: "default", eager: true });
const files = new Map(Object.entries(SOURCES).map(([path, text]) => [path.replace("../../", ""), text]));

function imports(file: string): { target: string; typeOnly: boolean }[] {
  const dir = file.split("/").slice(0, -1);
  return [...files.get(file)!.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+["'](\.[^"']+)["']/gm)].map((m) => {
    const parts = [...dir];
    for (const p of m[2].split("/")) {
      if (p === "..") parts.pop();
      else if (p !== ".") parts.push(p);
    }
    const base = parts.join("/");
    const target = [`${base}.ts`, `${base}/index.ts`, base].find((c) => files.has(c)) ?? base;
    return { target, typeOnly: !!m[1] };
  });
}

describe("src/agent structure", () => {
  it("reads every file of src/agent", () => {
    expect([...files.keys()]).toEqual(expect.arrayContaining(["src/agent/job.ts", "src/agent/kinds/index.ts", "src/agent/kinds/retail/rules.ts", "src/agent/claude/brain.ts"]));
  });

  it("has no run-time import from store, channels, conversation, http or workspace, nor any import from the last three", () => {
    const found: string[] = [];
    for (const file of files.keys()) {
      for (const { target, typeOnly } of imports(file)) {
        if (!typeOnly && /^src\/(store|channels|conversation|http|workspace)\//.test(target)) found.push(`${file} → ${target}`);
        if (/^src\/(conversation|http|workspace)\//.test(target)) found.push(`${file} → ${target}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("has no import cycle among its files", () => {
    const state = new Map<string, "open" | "done">();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...path.slice(path.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "open");
      for (const { target } of imports(file)) if (files.has(target)) visit(target, [...path, file]);
      state.set(file, "done");
    };
    for (const file of files.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("has no file over 400 lines", () => {
    expect([...files].filter(([, text]) => text.split("\n").length > 400).map(([file]) => file)).toEqual([]);
  });

  it("names a kind only inside that kind's own folder", () => {
    const found: string[] = [];
    for (const id of kinds.ids()) {
      const literal = new RegExp(`["'\`]${id}["'\`]`);
      for (const [file, text] of files) if (!file.startsWith(`src/agent/kinds/${id}/`) && literal.test(text)) found.push(`${file} names "${id}"`);
    }
    expect(found).toEqual([]);
  });
});
