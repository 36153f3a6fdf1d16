#!/usr/bin/env node
// `npm run soak`: the chaos soak against `wrangler dev` (see test/e2e/support/soak.ts).
//   npm run soak                                   1,000 conversations, faults on
//   npm run soak -- --conversations 200 --concurrency 50 --seed 3
// Prints progress, then a one-line verdict and the counts; exits 1 on any violation.
import { DEFAULTS, runSoak, type SoakOptions } from "../test/e2e/support/soak.ts";

const args = process.argv.slice(2);
const overrides: Partial<SoakOptions> = {};
for (let i = 0; i < args.length; i += 2) {
  const key = args[i].replace(/^--/, "").replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()) as keyof SoakOptions;
  if (!(key in DEFAULTS) || key === "log") {
    console.error(`unknown option ${args[i]}; options: ${Object.keys(DEFAULTS).filter((k) => k !== "log").map((k) => "--" + k).join(" ")}`);
    process.exit(2);
  }
  (overrides as Record<string, number>)[key] = Number(args[i + 1]);
}
const report = await runSoak(overrides);
for (const f of report.failures.slice(0, 40)) console.log(`  ✗ ${f}`);
if (report.failures.length > 40) console.log(`  … and ${report.failures.length - 40} more`);
console.log(JSON.stringify({ counts: report.counts, seconds: report.seconds }));
console.log(report.verdict);
process.exit(report.ok ? 0 : 1);
