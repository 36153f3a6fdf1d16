import { kinds } from "../../src/agent/kinds";
import { plainText } from "../../src/lib/messages";
import type { QuestionCase } from "../questions/corpus";
import { ConversationHost } from "./conversation-host";
import { ALMACEN, DEMO, PACKS } from "./demo-shops";
import { MemoryStore } from "./memory-ports";
import { fold } from "./scenario-expect";

// Plays the question corpus over the demo shops in memory — each phrasing in a conversation of
// its own, after its `before` messages — and judges each answer: its class (the turn's main
// intent) and the words it must and must not carry (in every message of the turn, list rows
// included). Used by test/agent/questions.test.ts and `npm run eval`.

export interface CaseResult {
  case: QuestionCase;
  got: string;
  /** What the customer read (every message of the turn, rows included). */
  answer: string;
  ok: boolean;
  why: string | null;
  /** Messages sent for the turn, as the actor sends them (merged). */
  messages: number;
}

export interface ClassScore {
  cls: string;
  total: number;
  ok: number;
}

export interface EvalReport {
  results: CaseResult[];
  byClass: ClassScore[];
  accuracy: number;
}

const SHOPS = { demo: DEMO, almacen: ALMACEN, packs: PACKS };

function matches(answer: string, f: string | RegExp): boolean {
  return typeof f === "string" ? fold(answer).includes(fold(f)) : f.test(answer);
}

export async function runEval(corpus: QuestionCase[]): Promise<EvalReport> {
  // One store per shop: the almacén's search terms are computed once for every case.
  const stores = new Map(Object.entries(SHOPS).map(([id, shop]) => [id, new MemoryStore(shop)]));
  const results: CaseResult[] = [];
  for (const [i, c] of corpus.entries()) {
    const store = stores.get(c.shop)!;
    const host = new ConversationHost({ kind: kinds.get(store.shop.kindId), shop: store, contact: `5493000${String(i).padStart(6, "0")}` });
    for (const b of c.before) await host.say(b);
    const from = host.sent.length;
    await host.say(c.say);
    const sent = host.sent.slice(from).filter((s) => s.status === "sent");
    const answer = sent.map((s) => plainText(s.message)).join("\n");
    const got = host.audit.at(-1)?.intent ?? "none";
    const missing = c.has.filter((f) => !matches(answer, f));
    const unwanted = c.hasNot.filter((f) => matches(answer, f));
    const why = got !== c.class ? `class ${got}` : missing.length ? `missing ${missing.map(String).join(", ")}` : unwanted.length ? `says ${unwanted.map(String).join(", ")}` : null;
    results.push({ case: c, got, answer, ok: why === null, why, messages: sent.length });
  }
  const classes = [...new Set(corpus.map((c) => c.class))];
  const byClass = classes.map((cls) => {
    const of = results.filter((r) => r.case.class === cls);
    return { cls, total: of.length, ok: of.filter((r) => r.ok).length };
  });
  return { results, byClass, accuracy: results.filter((r) => r.ok).length / Math.max(1, results.length) };
}

/** The report as a table and the misses, for the test's log and `npm run eval`. */
export function formatReport(report: EvalReport, verbose = false): string {
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
  const rows = [["class", "phrasings", "right", "accuracy"], ...report.byClass.map((s) => [s.cls, String(s.total), String(s.ok), pct(s.ok, s.total)])];
  const total = report.results.length;
  const right = report.results.filter((r) => r.ok).length;
  rows.push(["all", String(total), String(right), pct(right, total)]);
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const table = rows.map((r) => r.map((v, c) => (c === 0 ? v.padEnd(widths[c]) : v.padStart(widths[c]))).join("  ")).join("\n");
  const shown = report.results.filter((r) => verbose || !r.ok);
  const lines = shown.map((r) => `${r.ok ? "ok  " : "MISS"} [${r.case.shop}] ${r.case.before.length ? `(${r.case.before.join(" / ")}) ` : ""}${r.case.say}  →  want ${r.case.class}, ${r.why ?? `got ${r.got}`}\n      ${r.answer.replace(/\n/g, " ⏎ ").slice(0, 300)}`);
  return `${table}\n${lines.length ? `\n${lines.join("\n")}` : ""}`;
}
