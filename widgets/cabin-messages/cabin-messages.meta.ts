/** Cabin messages (spec 001 §2, §3, §4, §7, §8). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-cabin-messages',
  description:
    "The signed-in guest's messages from reception, newest first, each with its type (Urgent, Important, Normal) and whether it is read. Opening a message toggles it; the first opening of an unread message tells the hub, and the message counts as read once the hub has confirmed it (a failed confirmation is only logged). Refreshed every minute while shown.",
  attributes: [],
  events: [],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'message', description: 'One message.' },
    { name: 'message-type', description: 'The type badge of a message (Urgent, Important, Normal).' },
    { name: 'message-content', description: 'The text of an opened message.' },
    { name: 'login', description: 'The sign-in link shown to a visitor (the element alone on a page).' },
  ],
  cssProperties: [
    { name: '--lido-message-urgent', description: 'Colour of urgent messages.', default: 'var(--lido-color-danger)' },
    { name: '--lido-message-important', description: 'Colour of important messages.', default: 'var(--lido-color-warning)' },
  ],
  pages: [{ pattern: '/cabinmessages', access: 'protected', spec: '001 §2' }],
  routes: ['/cabinmessages'],
} as const satisfies WidgetMeta;
