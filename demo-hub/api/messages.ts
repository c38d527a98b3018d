/** Cabin messages (001 §3, §7): listed per cabin; the read status is a guest write. */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { ago, formatDate } from '../lib/dates.ts';
import { requireSession } from '../lib/sessions.ts';
import { idempotent } from '../lib/idempotency.ts';

export type MessageType = 'Urgent' | 'Important' | 'Normal';

interface CabinMessage {
  id: number;
  sourceMessageId: string;
  cabin: string;
  messageType: MessageType;
  /** the seeded status; reads are stored separately as `messageRead` documents */
  recipientMessageStatus: 'Sent' | 'Read';
  createdAt: string;
  messageTitle: string;
  messageContent: string;
}

/** Sends a new message to a cabin (used by PIN reset and photo orders). */
export function addCabinMessage(db: DatabaseSync, cabin: string, m: { messageType: MessageType; messageTitle: string; messageContent: string }): void {
  const id = 200000 + docs.count(db, 'cabinMessage');
  const now = new Date();
  docs.put(
    db,
    'cabinMessage',
    id,
    {
      id,
      sourceMessageId: `MSG-${id}`,
      cabin,
      ...m,
      recipientMessageStatus: 'Sent',
      createdAt: formatDate(now, 'iso'),
    } satisfies CabinMessage,
    -Math.floor(now.getTime() / 1000),
  );
}

function list(ctx: Ctx) {
  const s = requireSession(ctx);
  return docs
    .list<CabinMessage>(ctx.db, 'cabinMessage')
    .filter((m) => m.cabin === s.cabin)
    .map(({ cabin: _c, ...m }) => ({
      ...m,
      recipientMessageStatus: docs.get(ctx.db, 'messageRead', `${s.cabin}:${m.sourceMessageId}`) ? 'Read' : m.recipientMessageStatus,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function markRead(ctx: Ctx) {
  const s = requireSession(ctx);
  const sourceId = ctx.params.sourceMessageId!;
  const m = docs.list<CabinMessage>(ctx.db, 'cabinMessage').find((x) => x.sourceMessageId === sourceId && x.cabin === s.cabin);
  if (!m) throw new HttpError(404, `No cabin message ${sourceId}`);
  docs.put(ctx.db, 'messageRead', `${s.cabin}:${sourceId}`, { readAt: new Date().toISOString() });
  return '';
}

export function routes(): Router {
  return new Router().get('/cabinmessage/get/app', list).post('/cabinmessage/read/app/:sourceMessageId', idempotent(markRead));
}

export function seed(db: DatabaseSync): void {
  // Sent minutes before now: never later than the current time, whenever the demo runs.
  const msgs: [string, MessageType, 'Sent' | 'Read', number, string, string][] = [
    [
      '7012',
      'Urgent',
      'Sent',
      25,
      'Safety drill today at 16:00',
      '<p>All guests must attend the safety drill at <strong>16:00</strong> today. Please bring your cruise card and go to <em>Muster Station B, Deck 5</em>.</p>',
    ],
    [
      '7012',
      'Important',
      'Sent',
      2 * 60 + 10,
      'Your table reservation',
      '<p>Your table for four at <strong>The Grill</strong> is confirmed for tomorrow at 19:30.</p>',
    ],
    [
      '7012',
      'Normal',
      'Read',
      5 * 60,
      'Welcome aboard the Lido Aurora',
      '<p>Welcome aboard! Your luggage will be delivered to your cabin by 19:00.</p><p>Need anything? Dial 0 for Guest Services.</p>',
    ],
    ['7012', 'Normal', 'Sent', 20 * 60, 'Online check-in complete', '<p>Thank you for checking in online. See you at the terminal tomorrow.</p>'],
    ['7014', 'Important', 'Sent', 60, 'Please change your PIN', '<p>For your security please choose a new PIN for your cabin account.</p>'],
    ['7014', 'Normal', 'Read', 5 * 60, 'Welcome aboard the Lido Aurora', '<p>Welcome aboard! Your luggage will be delivered to your cabin by 19:00.</p>'],
    ['8020', 'Urgent', 'Sent', 90, 'Please visit Guest Services', '<p>Please visit Guest Services on Deck 4 regarding your onboard account.</p>'],
    ['8022', 'Urgent', 'Sent', 30, 'Muster: station visit required', '<p>Please complete your muster station visit at Station C before departure.</p>'],
  ];
  msgs.forEach(([cabin, messageType, status, minutesAgo, title, content], i) => {
    const id = 5001 + i;
    docs.put(
      db,
      'cabinMessage',
      id,
      {
        id,
        sourceMessageId: `MSG-${id}`,
        cabin,
        messageType,
        recipientMessageStatus: status,
        createdAt: ago(minutesAgo, 'iso'),
        messageTitle: title,
        messageContent: content,
      } satisfies CabinMessage,
      i,
    );
  });
}
