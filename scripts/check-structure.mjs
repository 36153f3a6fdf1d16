#!/usr/bin/env node
// The shape rules of src/, checked on every `npm test` so they stay true:
//   - no import cycle among src/ files (type-only imports count: they tie two designs together);
//   - agent/ is pure: nothing from the rooms that hold bindings or I/O (store/, channels/,
//     conversation/, http/, workspace/), not even types from conversation/, http/, workspace/;
//   - no code picks behaviour by comparing a kind's name, and inside agent/ no code outside a
//     kind's own folder (agent/kinds/<kind>/) names it (kinds are modules);
//   - no src/ file over 400 lines;
//   - ARCHITECTURE.md names every folder of src/.
// Prints each problem and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");
const MAX_LINES = 400;
const IO_ROOMS = ["store", "channels", "conversation", "http", "workspace"];
const NO_TYPES_FROM = ["conversation", "http", "workspace"];

function walk(dir, files = [], dirs = []) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      dirs.push(path);
      walk(path, files, dirs);
    } else if (/\.(ts|mjs|js)$/.test(name)) files.push(path);
  }
  return { files, dirs };
}

/** Relative imports and re-exports of a file: { target, typeOnly }. */
function importsOf(file, text) {
  const out = [];
  const re = /^\s*(?:import|export)\s+(type\s+)?(?:[\s\S]*?\s+from\s+)?["'](\.{1,2}\/[^"']+)["']/gm;
  for (const m of text.matchAll(re)) {
    const base = resolve(dirname(file), m[2]);
    const target = [base, `${base}.ts`, join(base, "index.ts")].find((p) => existsSync(p) && statSync(p).isFile());
    if (target) out.push({ target, typeOnly: Boolean(m[1]) });
  }
  return out;
}

const { files, dirs } = walk(src);
const kindsDir = join(src, "agent", "kinds");
const kindIds = existsSync(kindsDir) ? readdirSync(kindsDir).filter((n) => statSync(join(kindsDir, n)).isDirectory()) : [];
const rel = (p) => relative(root, p);
const room = (p) => relative(src, p).split("/")[0];
const problems = [];
const graph = new Map();

for (const file of files) {
  const text = readFileSync(file, "utf8");
  const imports = importsOf(file, text);
  graph.set(file, imports.map((i) => i.target));
  const lines = text.split("\n").length;
  if (lines > MAX_LINES) problems.push(`size: ${rel(file)} has ${lines} lines (max ${MAX_LINES})`);
  if (/\b(?:kind|def|definition)\.(?:id|policy)\s*[!=]==?\s*["']|["'](?:retail|packs)["']\s*[!=]==?\s*\w+\.(?:id|policy|definition)\b/.test(text)) {
    problems.push(`dispatch: ${rel(file)} compares a kind's name; give the kind a field or hook instead`);
  }
  if (room(file) === "agent") {
    for (const id of kindIds) {
      if (!file.startsWith(join(kindsDir, id) + "/") && new RegExp(`["'\`]${id}["'\`]`).test(text)) problems.push(`dispatch: ${rel(file)} names the kind "${id}" outside src/agent/kinds/${id}/`);
    }
    for (const { target, typeOnly } of imports) {
      const r = room(target);
      if (!typeOnly && IO_ROOMS.includes(r)) problems.push(`purity: ${rel(file)} imports ${rel(target)} at run time`);
      if (typeOnly && NO_TYPES_FROM.includes(r)) problems.push(`purity: ${rel(file)} depends on ${rel(target)}`);
    }
  }
}

// Cycles: strongly connected components of more than one file (Tarjan, iterative-safe depth here).
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
function connect(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!index.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) problems.push(`cycle: ${component.map(rel).sort().join(" → ")}`);
  }
}
for (const file of files) if (!index.has(file)) connect(file);

const doc = existsSync(join(root, "ARCHITECTURE.md")) ? readFileSync(join(root, "ARCHITECTURE.md"), "utf8") : null;
if (!doc) problems.push("doc: ARCHITECTURE.md is missing");
else for (const dir of dirs) {
  // A nested room may be named by its own name under its parent's entry ("`kinds/`" under agent/).
  const path = `${relative(src, dir)}/`;
  const name = `\`${path.split("/").at(-2)}/`;
  if (!doc.includes(path) && !doc.includes(name)) problems.push(`doc: ARCHITECTURE.md does not name the room src/${path}`);
}

for (const p of problems) console.error(p);
console.log(problems.length ? `structure: ${problems.length} problem(s) in ${files.length} files` : `structure: ok (${files.length} files, no cycles, agent/ pure)`);
process.exit(problems.length ? 1 : 0);
