/** The guest's account (002 §7): invoice lines. PIN change and reset are writes in ./auth.ts. */
import { compareDates, parseDmy } from '../format/dates';
import { findInvoices, type InvoiceLine } from '../hub/account';
import { hubQuery } from './define';

export const invoicesQuery = hubQuery('account', 'invoices', (hub) => findInvoices(hub).then((lines) => byChargeDate(lines ?? [])), {
  personal: true,
  perLanguage: false,
});

/** Oldest charge first, as a bill reads; lines of one day keep the hub's order. */
export function byChargeDate(lines: InvoiceLine[]): InvoiceLine[] {
  const at = (line: InvoiceLine) => parseDmy(line.chargeDate ?? '');
  return lines
    .map((line, index) => ({ line, index, date: at(line) }))
    .sort((a, b) => (a.date && b.date ? compareDates(a.date, b.date) : 0) || a.index - b.index)
    .map(({ line }) => line);
}

export interface InvoiceTotals {
  charges: number;
  discounts: number;
  total: number;
}

/** The sums of the bill, to the cent. */
export function invoiceTotals(lines: InvoiceLine[]): InvoiceTotals {
  const cents = (value: number | null | undefined) => Math.round((Number.isFinite(value) ? (value as number) : 0) * 100);
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + cents(pick(line)), 0) / 100;
  return {
    charges: sum((line) => line.charges),
    discounts: sum((line) => line.discounts),
    total: sum((line) => line.chargesWithDiscounts ?? line.charges - line.discounts),
  };
}
