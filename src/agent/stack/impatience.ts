import type { TurnEngine, TurnMessage } from "../engine";
import { phrase, sentence } from "../language";
import { text } from "../replies";
import { apologise } from "../subflows/escalation";
import { detectCues } from "../understand/cues";
import { normalize } from "../understand/normalize";
import { isImpatient, isLate, onlyHurry } from "./cues";
import type { AgentAnswer, RouteInput } from "./types";

/**
 * "hola??? me van a contestar???" once the conversation had messages: impatience, not a greeting
 * nor a question to say unknown. The first time one apology and where the sale stands (`goOn`,
 * the kind's own words); at the second frustrated message a person. Shared by every kind's sales agent.
 */
export async function answerImpatience(t: TurnEngine, messages: TurnMessage[], route: RouteInput, goOn: () => Promise<void>): Promise<AgentAnswer | null> {
  if (route.tap || !isImpatient(route.text)) return null;
  // Insults or a person asked for go to the rules' escalation: a person at once, never an apology.
  const cues = detectCues(normalize(route.text), route.text);
  if (cues.anger === "strong" || cues.wantsHuman) return null;
  const said = t.session.history.filter((h) => h.role === "customer");
  const hurry = onlyHurry(route.text);
  if (hurry && said.slice(-10).filter((h) => isImpatient(h.text)).length < 2) {
    // lang8: "apurate!!", "estoy apurado": the hurry heard, and where the sale stands (or what they want).
    t.intent("frustration");
    t.say(text(sentence(t.session, "hurryOnIt")));
    const before = t.replies.length;
    await goOn();
    if (t.replies.length === before) t.say(text(phrase(t.session, "whatWanted")));
    return { certain: true, understanding: null };
  }
  if (said.length <= messages.length) {
    // An opening that is a complaint ("HACE UNA HORA QUE ESPERO Y NADIE ME CONTESTA, son unos
    // desastres"): the wait acknowledged, never read as products. "hola???" alone stays a greeting.
    if (!isLate(route.text) && cues.anger === "none") return null;
    t.intent("frustration");
    t.say(text(sentence(t.session, "sorryWaitHelp")));
    return { certain: true, understanding: null };
  }
  const frustrated = said.slice(-10).filter((h) => isImpatient(h.text) || detectCues(normalize(h.text), h.text).anger !== "none").length;
  if (frustrated >= 2) {
    t.intent("handoff");
    t.say(text(sentence(t.session, "sorryWaitHandoff")));
    t.requestHandoff({ trigger: "frustration", reason: `El cliente está impaciente (segundo mensaje): "${route.text.slice(0, 120)}"` });
    return { certain: true, understanding: null };
  }
  apologise(t);
  await goOn();
  return { certain: true, understanding: null };
}
