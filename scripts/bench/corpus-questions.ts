// The question corpus (test/questions/corpus.ts) as bench conversations: each phrasing of the
// kiosk and the packs shop after what its case says before it. With a model configured, the
// phrasings the rules answer must make no model call:
//   npm run bench:llm -- --corpus scripts/bench/corpus-questions.ts
// (The almacén's phrasings stay in `npm run eval`: the bench's shops come from the demo seed.)
import { CORPUS } from "../../test/questions/corpus";

export default CORPUS.filter((c) => c.shop !== "almacen").map((c, i) => ({
  name: `q${i} ${c.say}`,
  workspace: c.shop,
  messages: [...c.before, c.say],
}));
