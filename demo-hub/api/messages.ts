/** Cabin messages (001 §3, §7): listed per cabin; the read status is a guest write. */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { formatDate } from '../lib/dates.ts';
import { requireSession } from '../lib/sessions.ts';
import { idempotent } from '../lib/idempotency.ts';
import { currentVariant, type HubType } from './config.ts';
import { ofVariant, type MessageType } from './personal/model.ts';

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
  /** the variant it was sent on (none: a cruise's) */
  variant?: HubType;
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
      variant: currentVariant(db),
    } satisfies CabinMessage,
    -Math.floor(now.getTime() / 1000),
  );
}

function list(ctx: Ctx) {
  const s = requireSession(ctx);
  return docs
    .list<CabinMessage>(ctx.db, 'cabinMessage')
    .filter((m) => m.cabin === s.cabin)
    .filter(ofVariant(currentVariant(ctx.db)))
    .map(({ cabin: _c, variant: _v, ...m }) => ({
      ...m,
      recipientMessageStatus: docs.get(ctx.db, 'messageRead', `${s.cabin}:${m.sourceMessageId}`) ? 'Read' : m.recipientMessageStatus,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function markRead(ctx: Ctx) {
  const s = requireSession(ctx);
  const sourceId = ctx.params.sourceMessageId!;
  const m = docs
    .list<CabinMessage>(ctx.db, 'cabinMessage')
    .filter(ofVariant(currentVariant(ctx.db)))
    .find((x) => x.sourceMessageId === sourceId && x.cabin === s.cabin);
  if (!m) throw new HttpError(404, `No cabin message ${sourceId}`);
  docs.put(ctx.db, 'messageRead', `${s.cabin}:${sourceId}`, { readAt: new Date().toISOString() });
  return '';
}

export function routes(): Router {
  return new Router().get('/cabinmessage/get/app', list).post('/cabinmessage/read/app/:sourceMessageId', idempotent(markRead));
}

// each variant's messages to its cabins or rooms: ./personal/variants.ts
export function seed(_db: DatabaseSync): void {}
