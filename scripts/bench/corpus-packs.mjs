// The mattress shop's conversations off the rules' script, to see the packs kind on the Claude
// path: `npm run bench:llm -- --corpus scripts/bench/corpus-packs.mjs` (not in the default run,
// so its figures stay comparable across changes).
export default [
  { name: "dudas antes de comprar", workspace: "packs", messages: ["hola", "cuál es la diferencia entre los packs? somos una pareja con un hijo", "sí", "soy Ana, mi celular es 3415556677, mi ciudad es Rosario y mi dirección es Mitre 456", "pasame las promos", "el de 2", "sí"] },
  { name: "elige con sus palabras", workspace: "packs", messages: ["quiero comprar", "soy Luis, mi cel es 3415550000, vivo en Funes, Belgrano 1200", "dale, mostrame", "me quedo con el que conviene para tres personas", "sí"] },
  { name: "charla y se va", workspace: "packs", messages: ["hola", "che y cómo hago para tener uno de esos?", "mmm lo pienso", "gracias"] },
  { name: "cambia después de comprar", workspace: "packs", messages: ["quiero comprar", "soy Eva, mi celular es 3415551111, mi ciudad es Rosario y mi dirección es Mitre 100", "pasame las promos", "el primero", "confirmo", "y si me arrepiento qué hago?", "mejor el de 3"] },
];
