import { templateParam } from "../../../../src/agent/followups";
import { defineKind } from "../../../../src/agent/kind";
import { hello, text } from "../../../../src/agent/replies";
import { info } from "./definition";
import { infoRules } from "./rules";

/** The info-only shop: answers from its profile, hands orders to a person, asks once if anything is left. */
export const infoKind = defineKind({
  definition: info,
  conditions: { answered: (s) => s.extra.answered === true },
  rules: infoRules,
  timers: {
    sends: () => true,
    async run(t, action) {
      if (action !== "ask_more") throw new Error(`info: unknown timer action "${action}"`);
      t.say(text(`${hello(t.session)} ¿Te quedó alguna duda? Si querés hacer un pedido, te paso con una persona del equipo.`));
      return { templateParams: [templateParam(t.ports.profile.name), "¿Te quedó alguna duda? Respondé este mensaje y te ayudamos."] };
    },
  },
  stateLabels: { charla: "Respondiendo consultas", persona: "Con una persona" },
});
