/**
 * <lido-login> as an operator embeds it (alone, no host page), in real Chromium against the real
 * demo hub, and the pure rules behind the sign-in variants (000 §5). The full flows per variant
 * run end to end in tests/e2e/login.e2e.ts.
 */
import './login.element';
import { getCore } from '../../core/index';
import { assert, expect, nextTask, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { useHubDeviceConfig } from '../../tests/helpers/widget-page';
import { cardNumberFromSwipe, forwardTarget, isoToDmy, loginVariant } from './login-variant';
import { isValidNewPin } from './PinChangeDialog';
import { validatePassenger } from './forms';

const core = getCore();
const placed: HTMLElement[] = [];

function place(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  placed.push(container);
  return container.firstElementChild as HTMLElement;
}

const $ = <T extends Element = HTMLElement>(host: Element, selector: string) => host.shadowRoot?.querySelector<T>(selector) ?? null;

afterEach(async () => {
  for (const container of placed.splice(0)) container.remove();
  core.stores.clearAuthentication();
  await nextTask();
});

describe('sign-in variant by reservation system and device (000 §5)', () => {
  it('follows the table of login-variant.ts', () => {
    const cases: Array<[unknown, string, string]> = [
      [null, 'Browser', 'missing'],
      [{}, 'Browser', 'missing'],
      [{ type: 'Passenger' }, 'Browser', 'passenger'],
      [{ type: 'SomethingNew' }, 'App', 'passenger'],
      [{ type: 'PmsAccount' }, 'Browser', 'account'],
      [{ type: 'PmsAccountPin' }, 'App', 'account'],
      [{ type: 'PmsName' }, 'Browser', 'name'],
      [{ type: 'External' }, 'Kiosk', 'external'],
      [{ type: 'CardSwipe' }, 'Kiosk', 'card-scan'],
      [{ type: 'Passenger' }, 'Kiosk', 'guest-card'],
      [{ type: 'PmsName' }, 'Kiosk', 'guest-card'],
      [{ type: 'CardSwipe' }, 'Browser', 'guest-card'],
    ];
    for (const [authentication, device, expected] of cases) {
      expect(loginVariant(authentication as never, device), `${JSON.stringify(authentication)} on ${device}`).toBe(expected);
    }
  });

  it('reads the account or card number from a swipe', () => {
    expect(cardNumberFromSwipe(';100200?')).toBe('100200');
    expect(cardNumberFromSwipe('%CARD100200?')).toBe('CARD100200');
    expect(cardNumberFromSwipe('  100200 ')).toBe('100200');
  });

  it('forwards only to paths on this site, never back to /login', () => {
    expect(forwardTarget('/basket', '/my_holiday')).toBe('/basket');
    expect(forwardTarget('//evil.example/', '/my_holiday')).toBe('/my_holiday');
    expect(forwardTarget('https://evil.example/', '/my_holiday')).toBe('/my_holiday');
    expect(forwardTarget('/login?forward_to=/x', '/my_holiday')).toBe('/my_holiday');
    expect(forwardTarget(undefined, '/')).toBe('/');
  });

  it('validates the default form: date from today, reference and surname required', () => {
    expect(validatePassenger('2030-01-02', 'LIDO123', 'Smith', '2030-01-02')).toEqual({});
    expect(validatePassenger('2030-01-01', ' ', '', '2030-01-02')).toEqual({
      date: 'login_date_error',
      reference: 'login_booking_reference_error',
      surname: 'login_last_name_error',
    });
    expect(isoToDmy('2030-01-02')).toBe('02/01/2030');
  });

  it('a new PIN is exactly 4 digits', () => {
    assert(isValidNewPin('0421'));
    for (const pin of ['', '123', '12345', '12a4', ' 1234']) assert(!isValidNewPin(pin), pin);
  });
});

describe('<lido-login> on its own', () => {
  it('shows the default form of the demo hub, marks the empty fields, and is axe-clean', async () => {
    const login = place('<lido-login></lido-login>');
    const submit = await waitFor(() => $<HTMLButtonElement>(login, 'button[type="submit"]'), 8000, 'the form');
    const date = $<HTMLInputElement>(login, 'input[name="departureDate"]')!;
    assert(date.value && date.min === date.value, 'the date defaults to today, its minimum');
    await expectNoAxeViolations(login);
    submit.click();
    await waitFor(() => login.shadowRoot!.querySelectorAll('[aria-invalid="true"]').length === 2 || null, 3000, 'errors');
    const errors = [...login.shadowRoot!.querySelectorAll('.field-error')].map((node) => node.textContent);
    expect(errors).toEqual(['Please enter your booking reference.', 'Please enter the surname of the lead passenger.']);
    await expectNoAxeViolations(login);
  });
});

describe("<lido-login>: the PIN form's own help (#30)", () => {
  afterEach(() => useHubDeviceConfig('Browser'));

  it('the account, cabin and PIN form explains its own fields, not the booking reference', async () => {
    await useHubDeviceConfig('Browser', 'PmsAccountPin');
    const login = place('<lido-login></lido-login>');
    await waitFor(() => $(login, 'input[name="pin"]'), 8000, 'the PIN form');
    const help = await waitFor(() => $(login, '[part="extra"]'), 8000, 'the help');
    expect(help.querySelector('h2')!.textContent).toBe('Need help signing in?');
    expect(help.textContent).toContain('Your account number and your cabin number are on your ship card.');
    expect(help.textContent).toContain('Your PIN is the 4-digit number you were given at check-in.');
    expect(login.shadowRoot!.textContent).not.toContain('booking reference');
    await expectNoAxeViolations(login);
  });
});
