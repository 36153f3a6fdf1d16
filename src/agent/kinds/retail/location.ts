import type { TurnEngine, TurnMessage } from "../../engine";
import { inboundText } from "../../../lib/messages";
import { sentence } from "../../language";
import { text } from "../../replies";
import type { Understanding } from "../../understand/types";

// A location the customer shares (WhatsApp's "Enviar ubicación", or any pin) is kept with the
// session and written with a delivery order, so the shop can open it on a map. While the address
// is asked, the pin's written address is the address when it has a street number; a pin without
// one (a place name, a bare point) gets a question for the street and number, since the courier
// and the summary need them written.

/** A street number in what the pin says ("Tucumán 1500", "Av. Colón 850 2B"). */
const STREET_NUMBER = /\b\d{1,5}\b/;

/**
 * Reads a shared location. Returns "asked" when the pin lacks a street number and its street and
 * number were asked for (the turn says nothing else), else "none" or "stored".
 */
export function readLocation(t: TurnEngine, messages: TurnMessage[], u: Understanding): "none" | "stored" | "asked" {
  const last = [...messages].reverse().find((m) => m.content.type === "location");
  if (!last || last.content.type !== "location") return "none";
  const { latitude, longitude, name, address } = last.content;
  t.session.location = { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) };
  if (t.session.expecting !== "address") return "stored";
  // An address typed next to the pin is the customer's; the pin's own words are read as WhatsApp names them.
  const typed = messages.some((m) => m.content.type !== "location" && inboundText(m.content).trim() !== "");
  if (typed && u.fields.address) return "stored";
  const written = [name, address].filter(Boolean).join(", ");
  if (written && STREET_NUMBER.test(address ?? name ?? "")) {
    // The place as WhatsApp names it, whatever the message's words would read as.
    u.fields.address = written;
    delete u.fields.apartment;
    delete u.invalidFields.address;
    u.doubtful = u.doubtful.filter((f) => f !== "address");
    return "stored";
  }
  t.intent("location");
  t.say(text(sentence(t.session, "askStreet")));
  return "asked";
}
