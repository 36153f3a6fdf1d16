#!/usr/bin/env node
// `npm run eval`: how well the agent answers customers' questions without a model. Plays the
// question corpus (test/questions/corpus.ts) over the three demo shops in memory — the agent's
// real code, the in-memory ports the tests use — and prints accuracy per answer class and the
// misses; then plays the scenario corpus (test/scenarios/*.ts) and prints messages sent per
// turn (Meta bills each). A measurement: test/agent/questions.test.ts and messages.test.ts hold
// the floors.
//   --verbose   every phrasing with its answer, not only the misses
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const verbose = process.argv.includes("--verbose");

/** Vite's "?raw" imports (the demo seed, the almacén's CSV) as esbuild text. */
const raw = {
  name: "raw",
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.slice(0, -4)), namespace: "raw" }));
    b.onLoad({ filter: /.*/, namespace: "raw" }, (args) => ({ contents: readFileSync(args.path, "utf8"), loader: "text" }));
  },
};

const out = mkdtempSync(join(tmpdir(), "tendero-eval-"));
try {
  await build({
    stdin: {
      contents: `export { CORPUS } from "./test/questions/corpus";
export { runEval, formatReport } from "./test/support/question-eval";
export { messagesPerTurn } from "./test/support/message-count";`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    outfile: join(out, "eval.mjs"),
    plugins: [raw],
    logLevel: "error",
  });
  const { CORPUS, runEval, formatReport, messagesPerTurn } = await import(pathToFileURL(join(out, "eval.mjs")).href);
  const warn = console.warn;
  console.warn = () => {};
  const started = Date.now();
  const report = await runEval(CORPUS);
  const messages = await messagesPerTurn();
  console.warn = warn;
  console.log(`question corpus: ${CORPUS.length} phrasings (kiosk, almacén, packs) · ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  console.log(formatReport(report, verbose));
  console.log(`\nmessages per turn (scenario corpus, deterministic, merged as the actor sends them): ${messages.perTurn.toFixed(2)} over ${messages.turns} turns (${messages.messages} messages; turns with more than one: ${messages.multi}) · target ≤ 1.20`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
