/**
 * The personal records a variant's demo guests start with (001 §7, 002 §3): their PMS
 * appointments, the lines of their invoices, the messages to their room or cabin, and excursions
 * booked before the demo starts. Each record carries its variant: the guests are the same people
 * on every variant (LIDO123, the Smiths …), but a hotel guest's bill is not a cruise passenger's.
 */
import type { HubType } from '../config.ts';
import type { Appointment } from '../auth.ts';

/** An appointment as seeded: its `date` a date token (lib/dates.ts rel), turned into a day when seeded. */
export type SeedAppointment = Omit<Appointment, 'id' | 'variant'>;

export interface SeedInvoiceLine {
  accountNumber: string;
  /** days from today (negative: before the demo starts) */
  offset: number;
  department: string;
  description: string;
  charges: number;
  discounts?: number;
}

export type MessageType = 'Urgent' | 'Important' | 'Normal';

export interface SeedMessage {
  /** the cabin or room the message goes to */
  cabin: string;
  messageType: MessageType;
  status: 'Sent' | 'Read';
  /** sent this many minutes before now: never later than the clock, whenever the demo runs */
  minutesAgo: number;
  title: string;
  content: string;
}

/** A message to a cabin or room, written as one line. */
export const msg = (
  cabin: string,
  messageType: MessageType,
  status: SeedMessage['status'],
  minutesAgo: number,
  title: string,
  content: string,
): SeedMessage => ({ cabin, messageType, status, minutesAgo, title, content });

/** A catalogue excursion booked for some of a booking's passengers (one order). */
export interface SeedExcursionOrder {
  groupReference: string;
  bookingReference: string;
  type: 'CruiseExcursion' | 'ResortExcursion';
  excursionId: string;
  parentId: string;
  offset: number;
  passengerIds: number[];
  price: number;
  confirmationMail: string;
}

export interface VariantPersonal {
  appointments: SeedAppointment[];
  invoices: SeedInvoiceLine[];
  messages: SeedMessage[];
  excursionOrders: SeedExcursionOrder[];
}

/** Records a variant's seeded or written document belongs to (documents without a variant are a cruise's). */
export interface OfVariant {
  variant?: HubType;
}

export const ofVariant =
  (variant: HubType) =>
  (doc: OfVariant): boolean =>
    (doc.variant ?? 'Cruise') === variant;
