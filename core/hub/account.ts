/** The guest's account: invoice lines (002 §3 "Invoice line", §7 GET pms/invoices). */
import type { HubClient } from './client';

export interface InvoiceLine {
  /** dd/mm/yyyy */
  chargeDate: string;
  department: string;
  description: string;
  charges: number;
  discounts: number;
  /** charges less discounts */
  chargesWithDiscounts: number;
}

export const findInvoices = (hub: HubClient) => hub.get<InvoiceLine[]>('pms/invoices');
