/** Text to match literally inside a RegExp ("(subtotal $5.000)." matches itself). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
