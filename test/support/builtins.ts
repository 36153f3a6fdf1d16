// The names every plain JavaScript object answers to (own or inherited): a lookup in a plain
// object "finds" them. Every id and word that reaches a lookup is fuzzed with these.
export const BUILTIN_NAMES: string[] = [
  ...new Set([
    ...Object.getOwnPropertyNames(Object.prototype),
    ...Object.getOwnPropertyNames(Function.prototype),
    ...Object.getOwnPropertyNames(Array.prototype),
    "prototype",
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "valueOf",
  ]),
].filter((name) => typeof name === "string");
