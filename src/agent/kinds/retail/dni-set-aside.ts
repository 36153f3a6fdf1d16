import type { TurnEngine } from "../../engine";
import { sentence } from "../../language";
import { text } from "../../replies";

// details25 (t24b 001, t24b 005, t23c 001): the DNI asked three times in a row (the third with why
// and «sin DNI») while the customer answered with the phone, the payment, a "si": a fourth ask is
// the same question again (issue 15, rule 4). The sale goes on without it, said so once, with a
// note that tells the shop the DNI was not given — never "Cliente sin DNI", which the customer did
// not say. A DNI given later (at the summary) is still taken, and the note goes.

/** session.extra key: the DNI was asked out and set aside. */
export const DNI_SET_ASIDE = "dniSetAside";
const NOTE = "DNI no informado.";

/** Goes on without the DNI: said once, noted for the shop. */
export function setDniAside(t: TurnEngine): void {
  t.session.extra[DNI_SET_ASIDE] = true;
  t.session.notes = [t.session.notes?.replace(NOTE, "").trim(), NOTE].filter(Boolean).join(" ").slice(0, 500);
  if (t.session.expecting === "dni") t.session.expecting = null;
  t.say(text(sentence(t.session, "dniSetAside")));
}

/** A DNI given after it was set aside: the note that it was not given goes. */
export function dniGivenLater(t: TurnEngine): void {
  if (!t.session.extra[DNI_SET_ASIDE]) return;
  delete t.session.extra[DNI_SET_ASIDE];
  t.session.notes = t.session.notes?.replace(NOTE, "").replace(/\s+/g, " ").trim() || null;
}
