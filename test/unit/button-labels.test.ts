import { describe, expect, it } from "vitest";
import { LANGS, MESSAGE_KEYS, phrasings } from "../../src/agent/language";
import { OutboundMessageSchema } from "../../src/lib/messages";

// WhatsApp refuses a reply button whose title is longer than 20 characters, and the whole message
// with it: a label that long would silence the reply it rides on (round 10: the after-sale
// "Hablar con una persona" button took the order's status down with it). Every button label of
// every language fits.
describe("button labels", () => {
  const labels = MESSAGE_KEYS.filter((k) => /^button[A-Z]/.test(k));

  it("are found in the catalogs", () => {
    expect(labels).toEqual(expect.arrayContaining(["buttonPerson", "buttonConfirm", "buttonChangePack"]));
  });

  for (const lang of LANGS)
    it(`fit a WhatsApp reply button in ${lang}`, () => {
      for (const key of labels)
        for (const title of phrasings(lang, key)) {
          const sent = OutboundMessageSchema.safeParse({ type: "buttons", text: "¿Seguimos?", buttons: [{ id: "x", title }] });
          expect(sent.success, `${lang} ${key}: "${title}" (${title.length} characters)`).toBe(true);
        }
    });
});
