#!/usr/bin/env node
// `npm run bench:llm`: plays a conversation corpus through the Claude path (the agent's real
// turn code, the real SDK) against the fake Messages API in its rule-driven mode, and prints
// per definition: model calls per turn, share of turns with no call, prompt tokens per turn and
// the share of them that is cacheable. A measurement, not a test: nothing here fails a build.
//   --corpus <module>   conversations to play (.mjs or .ts; repeatable). Default: the bench's own
//                       retail corpus (scripts/bench/corpus.mjs) plus the scenario corpus in
//                       test/scenarios/*.ts, whose turns ({ say } or { tap }) are played as messages.
//   --latency <ms>      fake model latency (default 0)
//   --verbose           calls per turn for each conversation
//   (scripts/bench/corpus-questions.ts plays the question corpus's kiosk and packs phrasings,
//   each after what its case says before it: `--corpus scripts/bench/corpus-questions.ts`)
import { build } from "esbuild";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startFakeAnthropic } from "./fakes/anthropic.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const given = process.argv.flatMap((a, i) => (a === "--corpus" ? [resolve(process.argv[i + 1])] : []));
const scenarioDir = join(root, "test/scenarios");
const scenarioFiles = (() => {
  try {
    return readdirSync(scenarioDir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !["types.ts", "runner.ts"].includes(f)).map((f) => join(scenarioDir, f));
  } catch {
    return [];
  }
})();
const corpusPaths = given.length ? given : [join(root, "scripts/bench/corpus.mjs"), ...scenarioFiles];
const latencyMs = Number(arg("latency", "0"));
const verbose = process.argv.includes("--verbose");

const out = mkdtempSync(join(tmpdir(), "tendero-bench-"));
try {
  await build({ entryPoints: [join(root, "scripts/bench/llm-turns.ts")], bundle: true, platform: "node", format: "esm", target: "node22", outfile: join(out, "llm-turns.mjs"), logLevel: "error" });
  const { playConversation } = await import(pathToFileURL(join(out, "llm-turns.mjs")).href);
  const corpus = [];
  for (const path of corpusPaths) {
    try {
      corpus.push(...(await loadCorpus(path, out)));
    } catch (err) {
      console.log(`skipped ${path.replace(root + "/", "")}: ${err.message.split("\n")[0]}`);
    }
  }
  const fake = await startFakeAnthropic({ port: 0, latencyMs, apiKey: "bench-key" });
  const seedSql = readFileSync(join(root, "scripts/seed/demo.sql"), "utf8");
  const almacen = { spec: readFileSync(join(root, "scripts/seed/almacen.json"), "utf8"), csv: readFileSync(join(root, "scripts/seed/almacen.csv"), "utf8") };
  // Quiet the agent's own warnings (fallbacks are counted below instead).
  const warn = console.warn;
  console.warn = () => {};
  const byDefinition = new Map();
  const started = Date.now();
  try {
    for (const [i, conversation] of corpus.entries()) {
      const contact = `54911000${String(i).padStart(5, "0")}`;
      const { turns, definition } = await playConversation({ seedSql, almacen, workspace: conversation.workspace, baseUrl: fake.url, apiKey: "bench-key" }, contact, conversation.messages);
      if (verbose) {
        console.log(`\n# ${conversation.name}`);
        turns.forEach((t) => console.log(`  ${t.silent ? "silent" : `${t.calls} call(s)`} · ${t.said.slice(0, 60)} → [${t.state}] ${t.replies.join(" / ").replace(/\s+/g, " ").slice(0, 140)}`));
      }
      const list = byDefinition.get(definition) ?? [];
      list.push(...turns.filter((t) => !t.silent));
      byDefinition.set(definition, list);
    }
  } finally {
    console.warn = warn;
    await fake.close();
  }
  const pct = (n) => `${(n * 100).toFixed(1)}%`;
  console.log(`corpus: ${corpusPaths.map((p) => p.replace(root + "/", "")).join(", ")} · ${corpus.length} conversations · fake latency ${latencyMs} ms · ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log("(turns answered by the agent; turns silenced by a handoff are left out)\n");
  const rows = [["definition", "turns", "calls/turn", "zero-call turns", "messages/turn", "prompt tokens/turn", "cacheable share", "cache-read share", "failed attempts"]];
  for (const [definition, turns] of byDefinition) {
    const sum = (f) => turns.reduce((n, t) => n + f(t), 0);
    const prompt = sum((t) => t.promptTokens);
    rows.push([
      definition,
      String(turns.length),
      (sum((t) => t.calls) / turns.length).toFixed(2),
      pct(turns.filter((t) => t.calls === 0).length / turns.length),
      (sum((t) => t.messages) / Math.max(1, turns.filter((t) => t.messages > 0).length)).toFixed(2),
      (prompt / turns.length).toFixed(0),
      pct(prompt ? sum((t) => t.cacheRead + t.cacheWrite) / prompt : 0),
      pct(prompt ? sum((t) => t.cacheRead) / prompt : 0),
      String(sum((t) => t.failedAttempts)),
    ]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((v, c) => v.padEnd(widths[c])).join("  "));
  console.log("\ntargets: ≤ 1.00 calls/turn, ≥ 35% zero-call turns (the seeds' design: 2 calls every turn), ≤ 1.20 messages per answered turn");
} finally {
  rmSync(out, { recursive: true, force: true });
}

/**
 * A corpus module's conversations: its default export, else every exported array. Entries are
 * { name, workspace?, messages } (bench corpus) or { name, workspace?, turns: [{ say } | { tap }] }
 * (test/scenarios); a .ts module is bundled first.
 */
async function loadCorpus(path, outDir) {
  let file = path;
  if (path.endsWith(".ts")) {
    file = join(outDir, `corpus-${Math.random().toString(36).slice(2)}.mjs`);
    await build({ entryPoints: [path], bundle: true, platform: "node", format: "esm", target: "node22", outfile: file, logLevel: "silent" });
  }
  const mod = await import(pathToFileURL(file).href);
  const lists = mod.default ? [mod.default] : Object.values(mod).filter(Array.isArray);
  return lists.flat().map((c) => ({
    name: c.name,
    workspace: c.workspace ?? "demo",
    messages: c.messages ?? c.turns.map(({ expect: _e, note: _n, ...step }) => step),
  }));
}
