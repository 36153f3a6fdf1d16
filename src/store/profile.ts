import { z } from "zod";

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
  }),
  pickup: z.boolean().default(true),
  paymentMethods: z.array(z.enum(["cash", "transfer", "mercadopago"])).min(1),
  transferAlias: z.string().optional(),
  /** WhatsApp template names for messages sent outside the 24 h window. */
  templates: z
    .object({ followup: z.object({ name: z.string(), language: z.string() }).optional() })
    .default({}),
});
export type CommerceProfile = z.infer<typeof CommerceProfileSchema>;

export interface Workspace {
  id: string;
  name: string;
  definition: string;
  currency: string;
  timezone: string;
  profile: CommerceProfile;
}

export interface Channel {
  id: string;
  workspaceId: string;
  provider: "whatsapp" | "infobip";
  externalId: string;
  accessToken: string | null;
}

/** The delivery fee the shop's rules charge for this subtotal (minor units). */
export function deliveryFee(profile: CommerceProfile, subtotal: number, fulfilment: "delivery" | "pickup"): number {
  if (fulfilment !== "delivery" || !profile.delivery.enabled) return 0;
  if (profile.delivery.freeFrom !== null && subtotal >= profile.delivery.freeFrom) return 0;
  return profile.delivery.fee;
}
