/**
 * Cabin messages (001 §3, §4, §7): the guest's messages from reception, newest first, refreshed
 * every minute while shown, so an urgent one finds the guest wherever they are in the portal
 * (the shell reads the same query: one request for both). The read receipt is the queued write
 * `messageReadWrite` (./mutations.ts), which refetches this list once the hub confirms it.
 */
import { newestFirst } from '../format/dates';
import { findCabinMessages, type CabinMessage } from '../hub/messages';
import { useCore, useSlice } from '../react/hooks';
import { hubQuery } from './define';
import { useHubQuery } from './hooks';

/** How often the messages are asked for again while a page shows them (or their count). */
export const CABIN_MESSAGES_REFRESH_MS = 60_000;

export const cabinMessagesQuery = hubQuery(
  'messages',
  'list',
  (hub) => findCabinMessages(hub).then((list) => newestFirst(list ?? [], (message) => message.createdAt)),
  {
    personal: true,
    perLanguage: false,
    refetchInterval: CABIN_MESSAGES_REFRESH_MS,
  },
);

/** A message not read yet (Sent; 001 §4: it becomes Read once the hub confirms the first opening). */
export const isUnread = (message: CabinMessage) => message.recipientMessageStatus !== 'Read';

/** The unread Urgent messages, newest first. */
export function unreadUrgent(messages: CabinMessage[]): CabinMessage[] {
  return messages.filter((message) => message.messageType === 'Urgent' && isUnread(message));
}

/**
 * The signed-in guest's unread urgent messages (empty for a visitor, and while unknown): what the
 * shell shows and announces on every page.
 */
export function useUnreadUrgentMessages(): CabinMessage[] {
  const signedIn = useSlice(useCore().stores.authentication, (state) => state.isAuthenticated);
  const messages = useHubQuery(cabinMessagesQuery, signedIn ? [] : null, { select: unreadUrgent });
  return (signedIn && messages.data) || NONE;
}

const NONE: CabinMessage[] = [];
