import type { Provider } from "../channels/types";

/** Who a ConversationActor is: fixed at its first message, stored in its meta table. */
export interface ConversationIdentity {
  workspaceId: string;
  channelId: string;
  provider: Provider;
  /** phone_number_id or Infobip sender number: where replies are sent from. */
  channelExternalId: string;
  contact: string;
}

export function conversationName(workspaceId: string, channelId: string, contact: string): string {
  return `${workspaceId}:${channelId}:${contact}`;
}
