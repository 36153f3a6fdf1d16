import type { Understanding } from "../../understand/types";

// t27a 109: "y el havanna? ponelo igual aunque sea 1" at the summary was answered "Sí, tenemos
// Alfajor Havanna" and the yes confirmed without it. An add verb whose object is a pronoun
// ("ponelo", "agregala", "sumalos") with nothing after it but "igual", "nomás" or "aunque sea N"
// points at the one product the same message names: that product is ordered, with that count.

/** The add verb with a pronoun object, then only softeners and an optional "aunque sea N". */
const ADD_IT = /(?:^|[\s,.;!?]+)(?:poneme|ponemelo|ponemela|ponelo|ponela|ponelos|ponelas|agregalo|agregala|agregalos|agregalas|agregamelo|agregamela|sumalo|sumala|sumalos|sumalas|sumamelo|sumamela)(?:\s+(?:igual|nomas|tambien|porfa|por favor|dale))*(?:\s+(?:aunque|aunq|aunke)\s+sea\s+(\d+|una?|uno))?(?:\s+(?:igual|nomas|porfa|por favor))*\s*[.!]*$/;

const WORD_COUNT: Record<string, number> = { un: 1, una: 1, uno: 1 };

/** Reads the message as an order of the one product it names when it ends in "ponelo (igual) (aunque sea N)". */
export function orderedByPronoun(u: Understanding): boolean {
  if (u.items.length || u.cartEdit || u.wantsToCheckout) return false;
  const said = ADD_IT.exec(u.normalized);
  if (!said) return false;
  const named = [...u.mentions, ...u.questions.flatMap((q) => (q.kind === "product" ? [q] : []))];
  const ids = new Set(named.map((m) => (m.match.kind === "one" ? m.match.productId : null)));
  if (ids.size !== 1 || ids.has(null)) return false;
  const m = named[0];
  const count = said[1] ? (WORD_COUNT[said[1]] ?? Number(said[1])) : null;
  u.items = [{ quantity: count, query: m.query, match: m.match, ...(m.said ? { said: m.said } : {}) }];
  u.questions = u.questions.filter((q) => q.kind !== "product");
  u.mentions = [];
  u.isQuestion = false;
  return true;
}
