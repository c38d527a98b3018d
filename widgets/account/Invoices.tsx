/**
 * The account page (002 §2 account invoices, §3 invoice line, §7 pms/invoices): every charge as a
 * table row under column headers (charge date, department, description, charges, discount,
 * total), the sums below, or the 'no charges' note. The link to the PIN page is hidden on kiosks
 * and when PIN login is off (001 §2, §6; 002 §6: device rules).
 */
import { formatDate, parseDmy } from '../../core/format/dates';
import { usePrice } from '../../core/ui/price';
import type { InvoiceLine } from '../../core/hub/account';
import { invoiceTotals, invoicesQuery } from '../../core/query/account';
import { useHubQuery } from '../../core/query/hooks';
import { useDeviceRules, useT } from '../../core/react/index';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { DashboardLink } from './DashboardLink';
import { useDateLocale } from '../../core/ui/time';

export function Invoices() {
  const t = useT('account');
  const rules = useDeviceRules();
  const invoices = useHubQuery(invoicesQuery, []);
  return (
    <section className="account">
      <PageTitle>{t('title')}</PageTitle>
      {rules.showPinLink && (
        <p>
          <RouteLink to="/my_account/pin" part="pin-link">
            {t('pinLink')}
          </RouteLink>
        </p>
      )}
      <h2 className="section-title">{t('charges')}</h2>
      <QueryView query={invoices} isEmpty={(lines) => lines.length === 0} empty={t('noCharges')} loading={{ variant: 'skeleton', lines: 4 }}>
        {(lines) => <InvoiceTable lines={lines} />}
      </QueryView>
      <DashboardLink />
    </section>
  );
}

function InvoiceTable({ lines }: { lines: InvoiceLine[] }) {
  const t = useT('account');
  const dateLocale = useDateLocale();
  const price = usePrice();
  const money = (amount: number) => price(amount);
  const date = (text: string) => {
    const parsed = parseDmy(text ?? '');
    return parsed ? formatDate(parsed, dateLocale) : text;
  };
  const totals = invoiceTotals(lines);
  return (
    // A wide table scrolls on its own on a phone; the region is focusable so a keyboard can scroll it.
    <div className="table-scroll" role="region" aria-label={t('charges')} tabIndex={0}>
      <table className="invoices" part="invoices">
        <caption className="lido-visually-hidden">{t('charges')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.chargeDate')}</th>
            <th scope="col">{t('columns.department')}</th>
            <th scope="col">{t('columns.description')}</th>
            <th scope="col" className="amount">
              {t('columns.charges')}
            </th>
            <th scope="col" className="amount">
              {t('columns.discounts')}
            </th>
            <th scope="col" className="amount">
              {t('columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td>{date(line.chargeDate)}</td>
              <td>{line.department}</td>
              <td>{line.description}</td>
              <td className="amount">{money(line.charges)}</td>
              <td className="amount">{line.discounts ? money(line.discounts) : ''}</td>
              <td className="amount">{money(line.chargesWithDiscounts ?? line.charges - line.discounts)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('sum')}
            </th>
            <td className="amount">{money(totals.charges)}</td>
            <td className="amount">{money(totals.discounts)}</td>
            <td className="amount">{money(totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
