/** Cabin messages (spec 001 §3, §4, §7). */
import type { HubClient } from './client';

export type CabinMessageType = 'Urgent' | 'Important' | 'Normal';

export interface CabinMessage {
  id: number;
  sourceMessageId: string;
  messageType: CabinMessageType;
  recipientMessageStatus: 'Sent' | 'Read';
  createdAt: string;
  messageTitle: string;
  messageContent: string;
}

export const findCabinMessages = (hub: HubClient) => hub.get<CabinMessage[]>('cabinmessage/get/app');
/** Read receipt: the message counts as read once the hub confirms. */
export const markCabinMessageRead = (hub: HubClient, sourceMessageId: string) =>
  hub.post<unknown>(`cabinmessage/read/app/${encodeURIComponent(sourceMessageId)}`);
