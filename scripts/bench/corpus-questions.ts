// The question corpus (test/questions/corpus.ts) as bench conversations: each phrasing after
// what its case says before it, in its shop (kiosk, almacén, packs). With a model configured, the
// phrasings the rules answer must make no model call:
//   npm run bench:llm -- --corpus scripts/bench/corpus-questions.ts
// BENCH_SHOPS=demo,packs limits it to some shops (an older checkout has no almacén).
import { CORPUS } from "../../test/questions/corpus";

const shops = process.env.BENCH_SHOPS?.split(",");

export default CORPUS.filter((c) => !shops || shops.includes(c.shop)).map((c, i) => ({
  name: `q${i} ${c.say}`,
  workspace: c.shop,
  messages: [...c.before, c.say],
}));
