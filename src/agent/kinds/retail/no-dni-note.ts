// details9: the order's note about a customer with no DNI is stored in Spanish for the shop
// ("Cliente sin DNI (extranjero)."), but an English or Portuguese customer reads their summary in
// their own language: the note's no-DNI sentence is worded for them there.

type Lang = "es" | "en" | "pt";

const WORDED: Record<Exclude<Lang, "es">, { foreign: string; none: string; passport: string }> = {
  en: { foreign: "No DNI (foreign customer).", none: "No DNI.", passport: "No DNI: passport {n}." },
  pt: { foreign: "Sem DNI (estrangeiro).", none: "Sem DNI.", passport: "Sem DNI: passaporte {n}." },
};

/** The stored note as the customer reads it in the summary. */
export function noteForCustomer(notes: string, lang: string): string {
  if (lang !== "en" && lang !== "pt") return notes;
  const w = WORDED[lang];
  return notes
    .replace(/Cliente sin DNI: pasaporte ([A-Z0-9]+)\./, (_m, n: string) => w.passport.replace("{n}", n))
    .replace("Cliente sin DNI (extranjero).", w.foreign)
    .replace("Cliente sin DNI.", w.none);
}
