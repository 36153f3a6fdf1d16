import { expect, it } from "vitest";
import { CORPUS } from "../questions/corpus";
import { formatReport, runEval } from "../support/question-eval";

// The question corpus over the three demo shops in memory: each phrasing's answer class and the
// words its answer carries. Floors set from the measured accuracy (see `npm run eval`); a drop
// below them is a regression to look at.
const OVERALL_FLOOR = 0.95;
const CLASS_FLOOR = 0.85;

it(`answers at least ${OVERALL_FLOOR * 100}% of ${CORPUS.length} customer questions right, every class at least ${CLASS_FLOOR * 100}%`, async () => {
  const report = await runEval(CORPUS);
  console.log(formatReport(report));
  expect(CORPUS.length).toBeGreaterThanOrEqual(300);
  expect(report.accuracy).toBeGreaterThanOrEqual(OVERALL_FLOOR);
  for (const s of report.byClass) expect(s.ok / s.total, `class ${s.cls}`).toBeGreaterThanOrEqual(CLASS_FLOOR);
}, 120_000);
