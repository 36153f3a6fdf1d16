import { z } from "zod";

// The shop as the agent and its customers see it: validated JSON in workspaces.profile, and the
// delivery-fee rule every total uses. Pure, so the agent, the store and the HTTP API share it.

export const TemplateSchema = z.object({
  name: z.string().min(1),
  language: z.string().min(2),
  body: z.string().optional(),
});
export type TemplateConfig = z.infer<typeof TemplateSchema>;

/** The shop as customers ask about it. Stored as JSON in workspaces.profile, validated on read. */
export const CommerceProfileSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string().optional(),
  /** Opening hours per weekday group; days use 0 = Sunday … 6 = Saturday, times "HH:MM" local. */
  hours: z.array(z.object({ days: z.array(z.number().int().min(0).max(6)), open: z.string(), close: z.string() })),
  delivery: z.object({
    enabled: z.boolean(),
    /** Fee in minor units, charged when the subtotal is under freeFrom. */
    fee: z.number().int().nonnegative(),
    freeFrom: z.number().int().nonnegative().nullable(),
    area: z.string().optional(),
    eta: z.string().optional(),
    /** The area and time in English and Portuguese, for customers who write in them (else quoted as written). */
    translated: z.object({ en: z.object({ area: z.string().optional(), eta: z.string().optional() }).optional(), pt: z.object({ area: z.string().optional(), eta: z.string().optional() }).optional() }).optional(),
  }),
  pickup: z.boolean().default(true),
  paymentMethods: z.array(z.enum(["cash", "transfer", "mercadopago"])).min(1),
  transferAlias: z.string().optional(),
  /**
   * Approved WhatsApp templates for follow-ups outside the 24 h window, by key (a timer names
   * its key). `body` is the approved text with {{1}}, {{2}}… as the console shows it.
   */
  templates: z.record(z.string(), TemplateSchema).default({}),
  /** Shops that sell one product in packs: the pack offered by default and ordered on silence. */
  packs: z.object({ defaultPack: z.string() }).optional(),
  /**
   * Mark each accepted WhatsApp message read and show "typing…" while the reply is prepared.
   * Absent means on; false: customers see grey ticks until the answer arrives.
   */
  readReceipts: z.boolean().optional(),
  /**
   * The Meta commerce catalog connected to the shop's WhatsApp number. With it, products go as
   * WhatsApp product messages; its retailer ids must be our SKUs. Without it, as lists.
   */
  whatsappCatalogId: z.string().regex(/^[0-9]{1,32}$/).optional(),
  /**
   * A 👍 (or 👌 ✅) reaction to the order summary counts as the customer's yes. Absent or false:
   * a reaction is never a yes, and the customer is asked to confirm in words or with the button.
   */
  reactionConfirms: z.boolean().optional(),
  /**
   * The shop's own cross-sell rules, used when its order history has nothing bought together
   * yet: with a product whose SKU or category is in `when` in the cart, offer the product `offer` (a SKU).
   */
  crossSell: z.array(z.object({ when: z.array(z.string().min(1)).min(1), offer: z.string().min(1) })).max(50).optional(),
});
export type CommerceProfile = z.infer<typeof CommerceProfileSchema>;

/** The delivery fee the shop's rules charge for this subtotal (minor units). */
export function deliveryFee(profile: CommerceProfile, subtotal: number, fulfilment: "delivery" | "pickup"): number {
  if (fulfilment !== "delivery" || !profile.delivery.enabled) return 0;
  if (profile.delivery.freeFrom !== null && subtotal >= profile.delivery.freeFrom) return 0;
  return profile.delivery.fee;
}
