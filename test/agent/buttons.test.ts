import { describe, expect, it } from "vitest";
import type { OutboundMessage } from "../../src/lib/messages";
import { CORPUS } from "../scenarios/corpus";
import type { Scenario } from "../scenarios/types";
import type { ConversationHost } from "../support/conversation-host";
import { hostFor, perform, shopView } from "../support/play";
import { fold } from "../support/scenario-expect";

// Every button and list row the agent offers anywhere in the corpus is understood: tapped (its
// id round-trips to the rules), typed as its label in lowercase without accents, and typed
// with a typo, each read exactly as the tap — the same replies, the same shop afterwards.

interface Offer {
  scenario: Scenario;
  /** Steps played before the offer was on screen. */
  upTo: number;
  options: { id: string; title: string }[];
}

function options(m: OutboundMessage): { id: string; title: string }[] {
  return m.type === "buttons" ? m.buttons : m.type === "list" ? m.rows : [];
}

/** The first place in the corpus where each distinct set of options is offered (played once for both tests). */
let played: Promise<Offer[]> | null = null;
const offers = (): Promise<Offer[]> => (played ??= findOffers());

async function findOffers(): Promise<Offer[]> {
  const seen = new Map<string, Offer>();
  for (const scenario of CORPUS.flatMap((c) => c.scenarios)) {
    const host = hostFor(scenario);
    for (const [i, step] of scenario.turns.entries()) {
      const before = host.sent.length;
      await perform(host, step);
      const last = host.sent.slice(before).filter((s) => s.status === "sent").at(-1);
      const opts = last ? options(last.message) : [];
      const key = opts.map((o) => o.id).join("|");
      if (opts.length && !seen.has(key)) seen.set(key, { scenario, upTo: i + 1, options: opts });
    }
  }
  return [...seen.values()];
}

async function replay(offer: Offer): Promise<ConversationHost> {
  const host = hostFor(offer.scenario);
  for (const step of offer.scenario.turns.slice(0, offer.upTo)) await perform(host, step);
  return host;
}

/** The label with one letter dropped from its longest word ("modifcar"), if it has one of 5+. */
function typo(title: string): string | null {
  const words = fold(title).split(" ");
  const k = words.reduce((best, w, i) => (w.length > words[best].length ? i : best), 0);
  if (words[k].length < 5) return null;
  words[k] = words[k].slice(0, 3) + words[k].slice(4);
  return words.join(" ");
}

async function outcome(host: ConversationHost, act: (h: ConversationHost) => Promise<string[]>) {
  const replies = await act(host);
  return { replies, shop: shopView(host), intent: host.audit.at(-1)?.intent };
}

describe("every offered button and list row is understood, tapped or typed", () => {
  it("the corpus offers buttons of every kind", async () => {
    const all = (await offers()).flatMap((o) => o.options);
    expect(new Set(all.map((o) => o.id)).size).toBeGreaterThanOrEqual(20);
    const ids = all.map((x) => x.id.split(":")[0]);
    for (const kind of ["confirm", "fulfilment", "payment", "product", "consent", "details", "person", "pack", "usual", "saved_address"]) expect(ids).toContain(kind);
  }, 1_200_000); // plays the whole corpus once (minutes on a loaded 2-core machine, past 10 under heavy load: the limit guards a hang, it is no speed check)

  it("tapped, typed in lowercase without accents, and typed with a typo, each option means the same", async () => {
    for (const offer of await offers()) {
      for (const option of offer.options) {
        const where = `${offer.scenario.name}, after step ${offer.upTo}: "${option.title}" (${option.id})`;
        const tapped = await outcome(await replay(offer), (h) => h.tap(option.id, option.title));
        expect(tapped.replies.join("\n"), where).not.toContain("No te entendí");
        expect(["fallback", "clarify_details", "turn_failed"], where).not.toContain(tapped.intent);
        // lists7: a label several rows of the list share ("Multisuperficies…") names none of them when typed.
        if (offer.options.filter((o) => fold(o.title) === fold(option.title)).length > 1) continue;
        for (const typed of [fold(option.title), typo(option.title)]) {
          if (!typed) continue;
          const said = await outcome(await replay(offer), (h) => h.say(typed));
          expect({ replies: said.replies, shop: said.shop }, `${where} typed "${typed}"`).toEqual({ replies: tapped.replies, shop: tapped.shop });
        }
      }
    }
  }, 900_000); // replays every offer of the corpus three ways: minutes on a loaded 2-core machine (the limit guards a hang, it is no speed check)
});
