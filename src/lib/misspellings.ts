// Misspellings: the vocabulary terms a customer's misspelt word may have meant (a Spanish sound
// key, a few typing errors, a word's beginning). Its own room: the search and the ranking both
// tolerate typing errors through it, and how much is tolerated changes apart from how text is
// normalised into terms (product-text.ts).

/**
 * A Spanish sound key: words that sound alike share it ("lavandina"/"labandina", "cebolla"/
 * "sebolla", "yerba"/"llerba", "hamburguesa"/"amburguesa"), so a misspelt word finds its term.
 */
export function soundKey(word: string): string {
  const w = word
    .replace(/ch/g, "x")
    .replace(/h/g, "")
    .replace(/qu([ei])/g, "k$1")
    .replace(/g([ei])/g, "j$1")
    .replace(/gu([ei])/g, "g$1")
    .replace(/c([ei])/g, "s$1")
    .replace(/[cq]/g, "k")
    .replace(/z/g, "s")
    .replace(/v/g, "b")
    .replace(/ll/g, "y")
    .replace(/w/g, "u");
  return w.replace(/(.)\1+/g, "$1");
}

/** Optimal string alignment distance (one transposition is one edit), stopping once past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/**
 * Products of their own that a shop may not carry: never a misspelling of another word
 * ("whisky" is no "Whiskas" cat food, "fernet" no "Ferne…"); not sold is said so (words11).
 */
const OWN_WORDS: ReadonlySet<string> = new Set(["whisky", "whiskey", "fernet", "vodka", "tequila", "gancia", "campari", "cinzano", "licor", "ginebra", "champagne", "sidra", "cigarrillo", "cigarrillos", "puchos", "tabaco"]);

/** How many edits a misspelling of this length may have. */
export function allowedEdits(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * The vocabulary terms a query term may have meant, best first: the same sound, a few typing
 * errors, or the beginning of a longer word ("serenis" → "serenisima"). Empty when it is known.
 */
export function corrections(queryTerm: string, vocabulary: Iterable<string>): string[] {
  const max = allowedEdits(queryTerm);
  if (max === 0 || OWN_WORDS.has(queryTerm)) return [];
  const sound = soundKey(queryTerm);
  // offers37 (t36c 012): "arros" is "arroz" written as said (seseo), but its singular "arro" sounds
  // like "aro": a word ending in "z" that the term with its "s" back sounds like is as near as the best.
  const seseo = soundKey(`${queryTerm}s`);
  const scored: { t: string; d: number }[] = [];
  const said: string[] = [];
  for (const t of vocabulary) {
    if (t === queryTerm) return [];
    if (t.endsWith("z") && soundKey(t) === seseo) said.push(t);
    let d = soundKey(t) === sound ? 0.5 : editDistance(queryTerm, t, max);
    if (d > max && queryTerm.length >= 5 && t.startsWith(queryTerm)) d = max;
    if (d <= max) scored.push({ t, d });
  }
  scored.sort((x, y) => x.d - y.d || x.t.localeCompare(y.t));
  const best = scored[0]?.d;
  return [...new Set([...scored.filter((s) => s.d === best).map((s) => s.t), ...said])].slice(0, 5);
}
