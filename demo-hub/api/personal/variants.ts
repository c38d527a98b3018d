/**
 * Each variant's personal seed (issue 34): the same demo guests have a cruise passenger's records
 * on a cruise, a hotel guest's on a resort, a lounge entry at the airport, and none on a flight or
 * a coach trip (the spec's empty states: no_onboard_bookings, no charges, 'No messages.'). Every
 * record carries its variant; the calls answer the current variant's only, so POST
 * /__admin/variant switches them without reseeding. What a guest books or is charged on a variant
 * is written with that variant (../auth.ts addAppointment, addInvoiceLine …).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { HubType } from '../config.ts';
import { docs } from '../../lib/db.ts';
import { ago, rel } from '../../lib/dates.ts';
import type { VariantPersonal } from './model.ts';
import { cruise } from './cruise.ts';
import { resort } from './resort.ts';
import { airport } from './airport.ts';

const NONE: VariantPersonal = { appointments: [], invoices: [], messages: [], excursionOrders: [] };

export const PERSONAL: Record<HubType, VariantPersonal> = { Cruise: cruise(), Resort: resort(), Airline: NONE, Airport: airport(), Bus: NONE };

const money = (n: number) => Math.round(n * 100) / 100;

/** Message ids of a variant: 5001… on a cruise (as before the variants), then 100 a variant. */
const MESSAGE_BASE: Record<HubType, number> = { Cruise: 5001, Resort: 5101, Airline: 5201, Airport: 5301, Bus: 5401 };

export function seed(db: DatabaseSync): void {
  for (const [variant, p] of Object.entries(PERSONAL) as [HubType, VariantPersonal][]) {
    // the cruise's ids as they were before the variants (seed-1…, 1…), the others' prefixed
    const id = (n: number) => (variant === 'Cruise' ? `seed-${n}` : `seed-${variant}-${n}`);
    p.appointments.forEach((a, i) => docs.put(db, 'appointment', id(i + 1), { id: id(i + 1), ...a, variant }, i));
    p.invoices.forEach(({ offset, charges, discounts = 0, ...l }, i) =>
      docs.put(
        db,
        'invoice',
        variant === 'Cruise' ? i + 1 : id(i + 1),
        { ...l, chargeDate: rel(offset, 'dmy'), charges, discounts, chargesWithDiscounts: money(charges - discounts), variant },
        i + 1,
      ),
    );
    p.messages.forEach((m, i) => {
      const n = MESSAGE_BASE[variant] + i;
      docs.put(
        db,
        'cabinMessage',
        n,
        {
          id: n,
          sourceMessageId: `MSG-${n}`,
          cabin: m.cabin,
          messageType: m.messageType,
          recipientMessageStatus: m.status,
          createdAt: ago(m.minutesAgo, 'iso'),
          messageTitle: m.title,
          messageContent: m.content,
          variant,
        },
        i,
      );
    });
    for (const o of p.excursionOrders) {
      for (const passengerId of o.passengerIds) {
        const key = `${o.excursionId}:${passengerId}`;
        // a booking without its shoreOrder: the order numbers guests get (GRP-10002 …) stay as they were
        docs.put(
          db,
          'shoreBooking',
          `${o.groupReference}:${key}`,
          {
            id: key,
            type: o.type,
            excursionId: o.excursionId,
            parentId: o.parentId,
            date: rel(o.offset, 'dmy'),
            passengerId,
            price: o.price,
            bookingInformation: null,
            groupReference: o.groupReference,
            bookingReference: o.bookingReference,
            status: 'Confirmed',
            confirmationMail: o.confirmationMail,
            mobileNumber: null,
            paymentReference: 'CARD',
            createdAt: new Date(0).toISOString(),
            variant,
          },
          0,
        );
      }
    }
  }
}
