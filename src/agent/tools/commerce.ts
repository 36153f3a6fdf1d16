import { z } from "zod";
import { openNow } from "../hours";
import { defineTool } from "./registry";

export const commerceTools = [
  defineTool({
    name: "get_commerce_profile",
    description: "Datos del local: horarios, dirección, envíos, medios de pago y si está abierto ahora.",
    input: z.object({}),
    async run(ctx) {
      const p = ctx.ports.profile;
      return { ...p, openNow: openNow(p.hours, ctx.ports.timezone, ctx.ports.clock.now()), currency: ctx.ports.currency };
    },
  }),
  defineTool({
    name: "get_payment_methods",
    description: "Medios de pago que acepta el local.",
    input: z.object({}),
    async run(ctx) {
      return { methods: ctx.ports.profile.paymentMethods, transferAlias: ctx.ports.profile.transferAlias ?? null };
    },
  }),
];
