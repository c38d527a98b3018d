/**
 * Terms and conditions per module (001 §3 "Conditions", §7; 002 §7 conditions/Rating) and the
 * "allowed" checks (blocked guests, 001 §6). Every text carries a `default` value.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Router, HttpError, type Ctx } from '../lib/http.ts';
import { docs } from '../lib/db.ts';
import { requireSession } from '../lib/sessions.ts';
import { sessionGuest } from './auth.ts';

const TYPES = ['Excursion', 'Photoshop', 'Rating', 'dining', 'spa', 'activity'] as const;
type ConditionType = (typeof TYPES)[number];

interface ConditionDoc {
  conditionText: string;
  additionalConditionText: string;
  salesMessage: string;
}

function typeOf(raw: string | undefined): ConditionType {
  const t = TYPES.find((x) => x.toLowerCase() === (raw ?? '').toLowerCase());
  if (!t) throw new HttpError(404, `No conditions for '${raw}'. Known: ${TYPES.join(', ')}`);
  return t;
}

function conditions(ctx: Ctx) {
  const c = docs.get<ConditionDoc>(ctx.db, 'conditions', typeOf(ctx.params.type))!;
  return {
    conditionText: { default: c.conditionText },
    additionalConditionText: { default: c.additionalConditionText },
    salesMessage: { default: c.salesMessage },
  };
}

/** Excursion answers {allowed, messages}; Photoshop answers {allowed, message}; the others both. */
function allowed(ctx: Ctx) {
  const type = typeOf(ctx.params.type);
  const g = sessionGuest(ctx.db, requireSession(ctx));
  const messages: string[] = [];
  if (g.isBlocked) messages.push('Your onboard account is on hold. Please visit Guest Services on Deck 4 before booking.');
  if (type === 'Excursion' && g.age < 18 && g.type !== 'Adult') messages.push('Bookings must be made by a guest aged 18 or over.');
  const ok = messages.length === 0;
  if (type === 'Photoshop') return { allowed: ok, message: ok ? null : messages[0] };
  if (type === 'Excursion') return { allowed: ok, messages };
  return { allowed: ok, messages, message: ok ? null : messages[0] };
}

export function routes(): Router {
  return new Router().get('/conditions/allowed/:type', allowed).get('/conditions/:type', conditions);
}

export function seed(db: DatabaseSync): void {
  const put = (t: ConditionType, c: ConditionDoc) => docs.put(db, 'conditions', t, c);
  put('Excursion', {
    conditionText:
      '<p>The lead booker must be 18 or older. Group sizes from 1 to 99 guests. Guests under 18 must be accompanied by an adult. Excursions are debited to your cruise account and tickets are handed out on board.</p>',
    additionalConditionText:
      '<p>Complaints must reach us within 28 days of the end of your holiday; injury claims within three months. For the value guarantee, evidence must be provided more than 24 hours before the excursion.</p>',
    salesMessage: '<p>Book before 18:00 the day before the tour to secure your place.</p>',
  });
  put('Photoshop', {
    conditionText: '<p>Prints are collected at the photo gallery on Deck 6. Digital photos are available to download for 30 days after the voyage.</p>',
    additionalConditionText: '<p>Orders are charged to your cruise account.</p>',
    salesMessage: '<p>Buy 5 prints from the gala night and pay 8.99 each.</p>',
  });
  put('Rating', {
    conditionText: '<p>I agree that Lido may store my answers to improve its services and may contact me about my feedback.</p>',
    additionalConditionText: '',
    salesMessage: '',
  });
  put('dining', {
    conditionText: '<p>Reservations are held for 15 minutes. Cancellations later than 12 hours before the reservation are charged the cover charge.</p>',
    additionalConditionText: '<p>Please tell us about allergies when you arrive.</p>',
    salesMessage: '',
  });
  put('spa', {
    conditionText: '<p>Treatments cancelled less than 24 hours in advance are charged in full. Please tell the therapist about any medical condition.</p>',
    additionalConditionText: '',
    salesMessage: '<p>20% off all treatments on port days before 11:00.</p>',
  });
  put('activity', { conditionText: '', additionalConditionText: '', salesMessage: '' });
}
