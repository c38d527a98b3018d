/**
 * <lido-account> in real Chromium against the real demo hub (001 §2–§8, 002 §2–§7): each guest's
 * own invoices as a table, the 'no charges' note, the PIN link's device rules, the PIN change
 * (4-digit rule, the hub's empty answer as success, anything else an error, a double submit sends
 * once, a lost link keeps what was typed), the PIN reset, the dashboard link, a visitor, axe.
 */
import './account.element';
import { authenticationFromResponse, loginByAccountIdCabinNoAndPinNo } from '../../core/hub/auth';
import { expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import {
  $,
  $$,
  addFault,
  cleanUp,
  core,
  place,
  resetHub,
  signIn,
  signOut,
  text,
  typeInto,
  until,
  untilText,
  useHubDeviceConfig,
} from '../../tests/helpers/widget-page';

const account = (view: string) => place(`<lido-account view="${view}"></lido-account>`, 1000);
const JOHN = { accountNumber: '100200', location: '7012', pinNo: '1234' };
const PETER = { accountNumber: '100300', location: '7014', pinNo: '0000' };
const TOM = { accountNumber: '100202', location: '7012', pinNo: '1111' };

const rows = (element: HTMLElement) => $$(element, 'table.invoices tbody tr').map((row) => [...row.children].map((cell) => cell.textContent));
const pinChanges = () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/pms/changePin')).length;

before(resetHub);
afterEach(async () => {
  signOut();
  await useHubDeviceConfig('Browser');
  await cleanUp();
});

describe('lido-account: invoices', () => {
  it('a visitor is asked to log in and brought back', async () => {
    const element = account('invoices');
    expect((await until(element, '[part="login"]')).getAttribute('href')).toBe('/login?forward_to=%2Fmy_account');
  });

  it("the guest's own charges as a table with column headers, oldest first, and their sums", async () => {
    await signIn(JOHN);
    const element = account('invoices');
    await until(element, 'table.invoices');
    expect($$(element, 'table.invoices thead th').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Charge date', 'col'],
      ['Department', 'col'],
      ['Description', 'col'],
      ['Charges', 'col'],
      ['Discount', 'col'],
      ['Total', 'col'],
    ]);
    const lines = rows(element);
    expect(lines).toHaveLength(5);
    expect(lines[0]!.slice(1)).toEqual(['Shore Excursions', 'Pre-booked: Olive oil tasting (2)', '£78.00', '', '£78.00']);
    expect(lines[1]!.slice(1)).toEqual(['Bars', 'Pre-booked: wine package, 7 days', '£210.00', '£21.00', '£189.00']);
    expect(lines.map((line) => line[0])).toEqual(
      [...lines.map((line) => line[0])].sort((a, b) => a!.split('/').reverse().join().localeCompare(b!.split('/').reverse().join())),
    );
    expect(lines[0]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const sums = [...$(element, 'table.invoices tfoot tr')!.children].map((cell) => cell.textContent);
    expect(sums).toEqual(['Sum', '£456.50', '£36.80', '£419.70']);
    await expectNoAxeViolations(element);
  });

  it('each account has its own invoices (a refund shows as a negative amount)', async () => {
    await signIn(PETER);
    const element = account('invoices');
    await until(element, 'table.invoices');
    const lines = rows(element);
    expect(lines.map((line) => line[2])).toEqual([
      'Pre-booked: Palma cathedral and old town',
      'Pre-booked: premium Wi-Fi, voyage',
      'Espresso bar',
      'Refund: laundry service charged twice',
    ]);
    expect(lines[3]![5]).toBe('-£12.00');
  });

  it('a guest without charges reads "no charges"', async () => {
    await signIn(TOM);
    const element = account('invoices');
    await untilText(element, '.empty', 'There are no charges on your account.');
    expect($(element, 'table')).toBe(null);
  });

  it('dates follow the language (German: dd.mm.yyyy, German headers)', async () => {
    await signIn(JOHN);
    await core.i18n.changeLanguage('de');
    const element = account('invoices');
    await until(element, 'table.invoices');
    expect($$(element, 'table.invoices thead th').map((th) => th.textContent)).toEqual(['Datum', 'Abteilung', 'Beschreibung', 'Betrag', 'Rabatt', 'Gesamt']);
    expect(rows(element)[0]![0]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it('the link to the PIN page: shown with PIN login, hidden without it and on a kiosk', async () => {
    await signIn(JOHN);
    await useHubDeviceConfig('Browser', 'PmsAccountPin');
    let element = account('invoices');
    const link = await until<HTMLAnchorElement>(element, '[part="pin-link"]');
    expect(link.getAttribute('href')).toBe('/my_account/pin');
    element.parentElement!.remove();

    await useHubDeviceConfig('Kiosk', 'PmsAccountPin');
    element = account('invoices');
    await until(element, 'table.invoices');
    expect($(element, '[part="pin-link"]')).toBe(null);
    element.parentElement!.remove();

    await useHubDeviceConfig('Browser', 'Passenger');
    element = account('invoices');
    await until(element, 'table.invoices');
    expect($(element, '[part="pin-link"]')).toBe(null);
  });

  it('has a link back to the dashboard', async () => {
    await signIn(JOHN);
    const element = account('invoices');
    expect((await until(element, '[part="dashboard-link"]')).getAttribute('href')).toBe('/');
  });
});

describe('lido-account: PIN', () => {
  const fields = (element: HTMLElement) => ({
    current: $<HTMLInputElement>(element, 'input[name="currentPin"]')!,
    next: $<HTMLInputElement>(element, 'input[name="newPin"]')!,
    repeat: $<HTMLInputElement>(element, 'input[name="repeatPin"]')!,
    submit: $<HTMLButtonElement>(element, '[part="pin-change"] button[type="submit"]')!,
  });

  it('both PINs must be exactly 4 digits: the message is tied to the field, nothing is sent', async () => {
    await signIn(JOHN);
    const element = account('pin');
    await until(element, '[part="pin-change"]');
    const { current, next, submit } = fields(element);
    typeInto(current, 'ab12');
    await waitFor(() => current.value === '12');
    typeInto(next, '567890');
    await waitFor(() => next.value === '5678');
    performance.clearResourceTimings();
    submit.click();
    const error = await untilText(element, '.field-error', 'Please make sure that both PINs are 4 digits');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe(error.id);
    expect(next.getAttribute('aria-invalid')).toBe(null);
    expect(element.shadowRoot!.activeElement).toBe(current);
    expect(pinChanges()).toBe(0);
    await expectNoAxeViolations(element);
  });

  it('the new PIN is asked twice, as at sign-in: a mismatch says so at the repeat field and sends nothing (#30)', async () => {
    await signIn(JOHN);
    const element = account('pin');
    await until(element, '[part="pin-change"]');
    const { current, next, repeat, submit } = fields(element);
    expect(repeat, 'a "Repeat the new PIN" field').not.toBe(null);
    expect(element.shadowRoot!.querySelector(`label[for="${repeat.id}"]`)!.textContent).toBe('Repeat the new PIN');
    typeInto(current, '1234');
    typeInto(next, '4321');
    typeInto(repeat, '4312');
    performance.clearResourceTimings();
    submit.click();
    const error = await untilText(element, '.field-error', 'The two PINs are not the same.');
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(repeat.getAttribute('aria-describedby')).toContain(error.id);
    expect(element.shadowRoot!.activeElement).toBe(repeat);
    expect(pinChanges()).toBe(0);
    // what was typed stays, to be corrected
    expect([current.value, next.value, repeat.value]).toEqual(['1234', '4321', '4312']);
    await expectNoAxeViolations(element);
  });

  it('a refused change (a non-empty answer) reads "There has been an error." with the reason the hub gives', async () => {
    await signIn(JOHN);
    const element = account('pin');
    await until(element, '[part="pin-change"]');
    const { current, next, repeat, submit } = fields(element);
    typeInto(current, '9999');
    typeInto(next, '4321');
    typeInto(repeat, '4321');
    submit.click();
    await untilText(element, '.notice.error', 'There has been an error. The current PIN is not correct.');
    expect(current.value).toBe('9999');
  });

  it('changes the PIN once (a double submit sends once); the new PIN signs in', async () => {
    await signIn(JOHN);
    const element = account('pin');
    await until(element, '[part="pin-change"]');
    const { current, next, repeat, submit } = fields(element);
    typeInto(current, '1234');
    typeInto(next, '4321');
    typeInto(repeat, '4321');
    performance.clearResourceTimings();
    submit.click();
    submit.click();
    await untilText(element, '.success', 'Your PIN has been changed.');
    expect(pinChanges()).toBe(1);
    expect(current.value).toBe('');
    const signedIn = authenticationFromResponse(await loginByAccountIdCabinNoAndPinNo(core.hub, { ...JOHN, pinNo: '4321' }));
    expect(signedIn.isAuthenticated).toBe(true);
    // back to the demo PIN for the other tests
    await core.hub.post('pms/changePin', { currentPin: '4321', newPin: '1234' });
  });

  it('a lost link: a readable message, the PINs kept', async () => {
    await signIn(JOHN);
    const element = account('pin');
    await until(element, '[part="pin-change"]');
    const { current, next, repeat, submit } = fields(element);
    typeInto(current, '1234');
    typeInto(next, '2468');
    typeInto(repeat, '2468');
    await addFault({ pattern: 'POST /api/pms/changePin', unreachable: true });
    submit.click();
    await untilText(element, '.notice.error', 'There has been an error: The hub cannot be reached');
    expect([current.value, next.value]).toEqual(['1234', '2468']);
  });

  it('resets the PIN after a confirmation (cancel keeps it); the hub then asks for a new PIN at sign-in', async () => {
    await signIn(PETER);
    const element = account('pin');
    const start = await untilText(element, '[part="pin-reset"] button', 'Reset PIN');
    start.click();
    const cancel = await untilText(element, '[part="pin-reset"] button', 'Cancel');
    expect(text(element, '.confirm p')).toBe('Do you really want to reset your PIN? Your current PIN will no longer work.');
    cancel.click();
    await waitFor(() => element.shadowRoot!.activeElement?.textContent === 'Reset PIN');
    element.shadowRoot!.activeElement!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    (await untilText(element, '[part="pin-reset"] button', 'Yes, reset my PIN')).click();
    await untilText(element, '.success', 'Your PIN has been reset.');
    const again = authenticationFromResponse(await loginByAccountIdCabinNoAndPinNo(core.hub, PETER));
    expect(again.pmsInformation?.isPinChangeRequired).toBe(true);
  });

  it('has a link back to the dashboard and is axe-clean in German', async () => {
    await signIn(JOHN);
    await core.i18n.changeLanguage('de');
    const element = account('pin');
    await untilText(element, '[part="heading"]', 'Ihre PIN');
    expect($(element, '[part="dashboard-link"]')!.getAttribute('href')).toBe('/');
    expect($(element, '[part="dashboard-link"]')!.textContent).toBe('Zurück zur Übersicht');
    await expectNoAxeViolations(element);
  });
});
