import type { CommerceProfile } from "../lib/commerce-profile";

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
