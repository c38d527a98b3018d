/**
 * <lido-excursion-cart> and <lido-basket> in real Chromium against the real demo hub (001 §2–§9):
 * the cart grouped by itinerary or date then by excursion, totals, remove (a remove action per
 * passenger) and Amend; the empty basket; checkout validation (each error, announced, linked,
 * focus on the first), terms panel, Card or Cash; the order → confirmation (survives a reload of
 * the route state), exactly one order for a double click and for a retry after a dropped answer,
 * nothing typed lost after a failure, a 403 keeps the typed fields; axe.
 */
import './basket.element';
import './excursion-cart.element';
import { sendKeys } from '@web/test-runner-commands';
import type { LidoWidgetHost } from '../../core/element/host';
import type { Cart, CartItemRequest, ShoreBooking } from '../../core/hub/excursions';
import { readNavigationState } from '../../core/navigation/nav-state';
import { QUERY_CACHE_KEY } from '../../core/query/layer';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import type { ConfirmationState } from './Confirmation';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import {
  $,
  $$,
  addFault,
  cleanUp,
  core,
  dmy,
  hubGet,
  hubUrl,
  place,
  resetHub,
  sessionHeader,
  signIn,
  text,
  typeInto,
  until,
  untilText,
} from '../../tests/helpers/widget-page';

async function addToCart(items: Partial<CartItemRequest>[]): Promise<void> {
  const response = await fetch(`${hubUrl()}/api/passengers/cart`, {
    method: 'POST',
    headers: { ...sessionHeader(), 'Content-Type': 'application/json' },
    body: JSON.stringify(items),
  });
  assert(response.ok, `cart: ${response.status} ${await response.text()}`);
}

const cruiseItem = (id: string, passenger: number) => ({ type: 'CruiseExcursion' as const, excursion: { id }, passenger: { id: passenger } });

/** Palma (John, Anna, Tom) and a Barcelona resort excursion (Anna) in the cart. */
async function fillCart(): Promise<void> {
  const ymd = (() => {
    const d = new Date();
    d.setDate(d.getDate() + 15);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  })();
  await addToCart([cruiseItem('PMI-CATH', 1), cruiseItem('PMI-CATH', 2), cruiseItem('PMI-CATH', 3), cruiseItem('AJA-BOAT', 1)]);
  await addToCart([{ type: 'ResortExcursion', excursion: { id: 'BCN-SAGRADA' }, passenger: { id: 2 }, date: ymd }]);
}

const basket = () => place('<lido-basket></lido-basket>', 900);

function fill(element: HTMLElement, fields: { email?: string; confirm?: string; mobile?: string }): void {
  if (fields.email !== undefined) typeInto($<HTMLInputElement>(element, '.field-email input')!, fields.email);
  if (fields.confirm !== undefined) typeInto($<HTMLInputElement>(element, '.field-confirm-email input')!, fields.confirm);
  if (fields.mobile !== undefined) typeInto($<HTMLInputElement>(element, '.field-mobile input')!, fields.mobile);
}

const orders = async () => new Set((await hubGet<ShoreBooking[]>('passengers/bookings')).map((b) => b.groupReference)).size;

beforeEach(async () => {
  await resetHub();
  await signIn();
  sessionStorage.clear();
});

afterEach(async () => {
  await cleanUp();
  core.stores.wipePersonalData();
  sessionStorage.clear();
});

describe('lido-excursion-cart', () => {
  it('groups by itinerary or date, then by excursion, with passengers, prices and totals', async () => {
    await fillCart();
    const cart = place('<lido-excursion-cart></lido-excursion-cart>', 900);
    await until(cart, '.cart-group');
    const groups = $$(cart, '.cart-group');
    expect(groups.map((group) => group.querySelector('h2')!.textContent)).toEqual([
      `Palma de Mallorca, ${dmy(2)}`,
      `Ajaccio, ${dmy(3)}`,
      `Barcelona, ${dmy(15)}`,
    ]);
    const palma = groups[0]!.querySelector('.cart-excursion')!;
    expect([...palma.querySelectorAll('.cart-passenger')].map((row) => row.textContent)).toEqual(['John Smith£59.00', 'Anna Smith£59.00', 'Tom Smith£35.00']);
    expect(palma.querySelector('.cart-excursion-total')!.textContent).toBe('£153.00');
    expect(text(cart, '[part="totals"]')).toContain('3 excursions');
    expect(text(cart, '.cart-total')).toBe(`£${(153 + 89 + 55).toFixed(2)}`);
    expect($$<HTMLAnchorElement>(cart, '[part="amend"]').map((link) => link.getAttribute('href'))).toEqual([
      '/excursion/3/PMI-CATH',
      '/excursion/4/AJA-BOAT',
      `/resorts/BCN/BCN-SAGRADA/${(() => {
        const d = new Date();
        d.setDate(d.getDate() + 15);
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      })()}`,
    ]);
    expect($<HTMLAnchorElement>(cart, '[part="checkout"]')!.getAttribute('href')).toBe('/basket');
    await expectNoAxeViolations(cart);
  });

  it('a guest going free (an infant, a child at 0) reads FREE in the cart and the basket (#30)', async () => {
    await addToCart([cruiseItem('PMI-CATH', 1), cruiseItem('PMI-CATH', 4), cruiseItem('KAT-OLYMPIA', 3)]);
    const rows = (host: HTMLElement) => $$(host, '.cart-passenger').map((row) => row.textContent);
    const cart = place('<lido-excursion-cart></lido-excursion-cart>', 900);
    await until(cart, '.cart-passenger');
    expect(rows(cart)).toEqual(['John Smith£59.00', 'Lily SmithFREE', 'Tom SmithFREE']);
    const inBasket = basket();
    await until(inBasket, '.cart-passenger');
    expect(rows(inBasket)).toEqual(['John Smith£59.00', 'Lily SmithFREE', 'Tom SmithFREE']);
  });

  it('the remove cross sends a remove action for each passenger of that excursion, then the cart reloads', async () => {
    await fillCart();
    const cart = place('<lido-excursion-cart></lido-excursion-cart>', 900);
    await until(cart, '.cart-excursion');
    const palma = $$(cart, '.cart-excursion').find((row) => row.dataset.excursion === 'PMI-CATH')!;
    const cross = palma.querySelector<HTMLButtonElement>('[part="remove"]')!;
    expect(cross.getAttribute('aria-label')).toBe('Remove Palma cathedral and old town');
    cross.click();
    await waitFor(() => !$$(cart, '.cart-excursion').some((row) => row.dataset.excursion === 'PMI-CATH'), 5000, 'Palma gone');
    const held = await hubGet<Cart>('passengers/cart');
    expect(held.elements.map((e) => e.excursion.id).sort()).toEqual(['AJA-BOAT', 'BCN-SAGRADA']);
    expect(text(cart, '.cart-total')).toBe('£144.00');
  });

  it('the remove cross offers Undo: announced, focused, pressed with the keyboard it puts the excursion back (#30)', async () => {
    await fillCart();
    const cart = place('<lido-excursion-cart></lido-excursion-cart>', 900);
    await until(cart, '.cart-excursion');
    $$(cart, '.cart-excursion')
      .find((row) => row.dataset.excursion === 'PMI-CATH')!
      .querySelector<HTMLButtonElement>('[part="remove"]')!
      .click();
    const undo = await until<HTMLButtonElement>(cart, '.undo-button');
    expect(undo.textContent).toBe('Undo');
    expect(text(cart, '[part="undo"] [role="status"]')).toContain('Palma cathedral and old town was removed from your cart.');
    await waitFor(() => cart.shadowRoot!.activeElement === undo, 3000, 'focus on Undo');
    expect((await hubGet<Cart>('passengers/cart')).elements.some((e) => e.excursion.id === 'PMI-CATH')).toBe(false);
    await expectNoAxeViolations(cart);
    await sendKeys({ press: 'Enter' });
    await untilText(cart, '[part="undo"] [role="status"]', 'Palma cathedral and old town is back in your cart.');
    expect($(cart, '.undo-button')).toBe(null);
    const held = await hubGet<Cart>('passengers/cart');
    expect(
      held.elements
        .filter((e) => e.excursion.id === 'PMI-CATH')
        .map((e) => e.passenger.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    await waitFor(() => $$(cart, '.cart-excursion').some((row) => row.dataset.excursion === 'PMI-CATH'), 5000, 'Palma back');
    expect(text(cart, '.cart-total')).toBe(`£${(153 + 89 + 55).toFixed(2)}`);
    // focus did not fall to the page
    expect(cart.shadowRoot!.activeElement).not.toBe(null);
  });

  it('the basket: removing its last excursion keeps the Undo by the empty notice (#30)', async () => {
    await addToCart([cruiseItem('AJA-BOAT', 1)]);
    const element = basket();
    await until(element, '.cart-excursion');
    $(element, '[part="remove"]')!.click();
    await until(element, '.empty');
    const undo = await until<HTMLButtonElement>(element, '.undo-button');
    expect(text(element, '[part="undo"]')).toContain('Scandola nature reserve by boat was removed from your cart.');
    undo.click();
    await until(element, '[part="form"]');
    expect((await hubGet<Cart>('passengers/cart')).elements.map((e) => e.excursion.id)).toEqual(['AJA-BOAT']);
  });

  it('a failed remove says so and retries; a visitor is asked to log in', async () => {
    await fillCart();
    const cart = place('<lido-excursion-cart></lido-excursion-cart>', 900);
    await until(cart, '.cart-excursion');
    await addFault({ pattern: 'POST /api/passengers/cart', status: 503, times: 1 });
    $$(cart, '[part="remove"]')[0]!.click();
    await until(cart, '.remove-error');
    expect(text(cart, '.remove-error')).toContain('could not be removed');
    $(cart, '.remove-error button')!.click();
    await waitFor(() => $$(cart, '.cart-excursion').length === 2, 5000, 'removed on retry');
    core.stores.wipePersonalData();
    await until(cart, '[part="login"]');
  });
});

describe('lido-basket', () => {
  it('an empty basket: a header, an empty notice and a link home', async () => {
    const element = basket();
    await until(element, '.empty');
    expect(text(element, '[part="heading"]')).toBe('Your basket');
    expect(text(element, '.empty')).toContain('Your basket is empty.');
    expect($<HTMLAnchorElement>(element, '.basket-home')!.getAttribute('href')).toBe('/');
    await expectNoAxeViolations(element);
  });

  it('validation: each error in the summary and at its field, focus on the first; Card by default, Cash exclusive; terms panel', async () => {
    await fillCart();
    const element = basket();
    await until(element, '[part="form"]');
    const radios = $$<HTMLInputElement>(element, '.payment-choices input');
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    radios[1]!.click();
    await waitFor(() => radios[1]!.checked && !radios[0]!.checked, 2000, 'Cash only');

    const toggle = $<HTMLButtonElement>(element, '.terms-toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect($(element, '.terms-panel')!.hidden).toBe(true);
    toggle.click();
    await waitFor(() => !$(element, '.terms-panel')!.hidden, 2000, 'terms open');
    const terms = text(element, '.terms-panel');
    for (const part of [
      '18 or older',
      '1 to 99',
      'under 18',
      '28 days',
      'three months',
      'more than 24 hours',
      '4 hours after your arrival, between 09:00 and 20:00',
      'debited to your cruise account',
      'handed out on board',
    ]) {
      expect(terms).toContain(part);
    }
    toggle.click();
    await waitFor(() => $(element, '.terms-panel')!.hidden, 2000, 'terms closed');

    $<HTMLButtonElement>(element, '[part="order"]')!.click();
    await until(element, '.error-summary');
    expect($$(element, '.error-summary li').map((li) => li.textContent)).toEqual([
      'Please enter a valid email address.',
      'Please accept the booking terms and conditions.',
    ]);
    const email = $<HTMLInputElement>(element, '.field-email input')!;
    expect(element.shadowRoot!.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(element.shadowRoot!.getElementById(email.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent).toBe(
      'Please enter a valid email address.',
    );

    fill(element, { email: 'john.smith@example.com', confirm: 'john.smith@example.org' });
    $<HTMLButtonElement>(element, '[part="order"]')!.click();
    await untilText(element, '.error-summary', 'The email addresses do not match.');
    expect(element.shadowRoot!.activeElement).toBe($(element, '.field-confirm-email input'));
    fill(element, { confirm: 'john.smith@example.com' });
    $<HTMLButtonElement>(element, '[part="order"]')!.click();
    await waitFor(
      () =>
        $$(element, '.error-summary li')
          .map((li) => li.textContent)
          .join() === 'Please accept the booking terms and conditions.',
      3000,
      'only the terms error',
    );
    expect(element.shadowRoot!.activeElement).toBe($(element, '.accept-terms input'));
    await expectNoAxeViolations(element);
    expect(await orders()).toBe(1); // the seeded order only
  });

  it('refuses markup, emoji and over-long addresses and an over-long mobile number: said at the field, nothing ordered (#30)', async () => {
    await fillCart();
    const element = basket();
    await until(element, '[part="form"]');
    $<HTMLInputElement>(element, '.accept-terms input')!.click();
    const long = `${'a'.repeat(64)}@${['b', 'c', 'd', 'e'].map((c) => c.repeat(60)).join('.')}.com`;
    for (const email of ['<script>alert(1)</script>@x.com', '\u{1F600}@example.com', long]) {
      fill(element, { email, confirm: email });
      const order = $<HTMLButtonElement>(element, '[part="order"]')!;
      order.focus();
      order.click();
      // the refusal moves focus back to the address
      await waitFor(() => element.shadowRoot!.activeElement === $(element, '.field-email input'), 3000, `refused: ${email.slice(0, 40)}`);
      expect($$(element, '.error-summary li').map((li) => li.textContent)).toEqual(['Please enter a valid email address.']);
      // what the guest typed stays, to be corrected
      expect($<HTMLInputElement>(element, '.field-email input')!.value).toBe(email);
      fill(element, { email: '', confirm: '' });
    }
    fill(element, { email: 'john.smith@example.com', confirm: 'john.smith@example.com', mobile: '0'.repeat(31) });
    $<HTMLButtonElement>(element, '[part="order"]')!.click();
    await untilText(element, '.error-summary', 'The mobile number can have at most 30 characters.');
    expect(element.shadowRoot!.activeElement).toBe($(element, '.field-mobile input'));
    expect($<HTMLInputElement>(element, '.field-mobile input')!.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(element);
    expect(await orders()).toBe(1); // the seeded order only
  });

  it('orders by Card: confirmation with the group reference and the lead guest, kept for a reload; cart and bookings refresh', async () => {
    await fillCart();
    const element = basket();
    await until(element, '[part="form"]');
    fill(element, { email: 'john.smith@example.com', confirm: 'john.smith@example.com', mobile: '+44 7700 900123' });
    $<HTMLInputElement>(element, '.accept-terms input')!.click();
    $<HTMLButtonElement>(element, '[part="order"]')!.click();
    await until(element, '[part="confirmation"]');
    const reference = text(element, '.group-reference');
    expect(reference).toMatch(/^GRP-\d+$/);
    expect(text(element, '.lead-guest')).toBe('John Smith');
    expect(text(element, '.payment')).toBe('Card');
    expect(text(element, '.confirmation-total')).toBe('£297.00');
    expect($<HTMLAnchorElement>(element, '[part="my-bookings"]')!.getAttribute('href')).toBe('/my_bookings');
    expect((await hubGet<Cart>('passengers/cart')).elements).toEqual([]);
    const booked = await hubGet<ShoreBooking[]>('passengers/bookings');
    expect(booked.filter((b) => b.groupReference === reference).length).toBe(3);
    // the cart query was refetched: empty now
    await waitFor(() => core.queryClient.getQueryData<Cart>(['excursions', 'cart', [], '*'])?.elements.length === 0, 3000, 'cart refetched');
    // a reload of /confirmation: the route state is read back
    expect(readNavigationState<{ order: { groupReference: string } }>('/confirmation')?.order.groupReference).toBe(reference);
    const again = place('<lido-basket view="confirmation"></lido-basket>', 900);
    await until(again, '.group-reference');
    expect(text(again, '.group-reference')).toBe(reference);
    await expectNoAxeViolations(again);
  });

  it('a confirmation page shown without an order shows one given to it later (its hooks run in the same order either way)', async () => {
    const element = place('<lido-basket view="confirmation"></lido-basket>', 900);
    await until(element, '.confirmation [part="notice"]');
    const state: ConfirmationState = {
      order: { groupReference: 'GRP-42', totalPrice: 99, currency: 'GBP' },
      cart: { elements: [], totalPrice: 99, nrExcursions: 0, currency: 'GBP' },
      email: 'anna@example.com',
      mobile: '',
      payment: 'CASH',
    };
    (element as unknown as LidoWidgetHost).lidoRoute.setState({ route: { path: '/confirmation', state } });
    await until(element, '.group-reference');
    expect(text(element, '.group-reference')).toBe('GRP-42');
    expect(text(element, '.confirmation-total')).toBe('£99.00');
  });

  it('a double click and a retry after a dropped answer each place exactly one order, by Cash; typed fields survive the failure', async () => {
    await addToCart([cruiseItem('PMI-CATH', 1)]);
    const element = basket();
    await until(element, '[part="form"]');
    fill(element, { email: 'anna@example.com', confirm: 'anna@example.com' });
    $$<HTMLInputElement>(element, '.payment-choices input')[1]!.click();
    $<HTMLInputElement>(element, '.accept-terms input')!.click();
    // the order runs at the hub, then the link drops before the answer arrives
    await addFault({ pattern: 'POST /api/passengers/cart/order', dropStream: true, times: 1 });
    const button = $<HTMLButtonElement>(element, '[part="order"]')!;
    button.click();
    button.click();
    await until(element, '.order-failure [part="error"]', 20000);
    expect(text(element, '.order-failure')).toContain('not confirmed');
    expect($<HTMLInputElement>(element, '.field-email input')!.value).toBe('anna@example.com');
    expect($<HTMLInputElement>(element, '.field-confirm-email input')!.value).toBe('anna@example.com');
    expect($$<HTMLInputElement>(element, '.payment-choices input')[1]!.checked).toBe(true);
    expect($<HTMLInputElement>(element, '.accept-terms input')!.checked).toBe(true);
    $<HTMLButtonElement>(element, '.order-failure button')!.click();
    await until(element, '[part="confirmation"]', 10000);
    expect(text(element, '.payment')).toBe('Cash');
    expect(await orders()).toBe(2); // the seeded one and this one: the retry did not order again
  });

  it('a 403 while ordering: the guest is sent to sign in, and what was typed is there again afterwards', async () => {
    await addToCart([cruiseItem('PMI-CATH', 1)]);
    const element = basket();
    await until(element, '[part="form"]');
    fill(element, { email: 'john.smith@example.com', confirm: 'john.smith@example.com', mobile: '07700' });
    $<HTMLInputElement>(element, '.accept-terms input')!.click();
    const asked = new Promise<string | undefined>((resolve) => core.channel.on('lido:auth-required', (event) => resolve(event.origin)));
    await addFault({ pattern: 'POST /api/passengers/cart/order', status: 403, times: 1 });
    $<HTMLButtonElement>(element, '[part="order"]')!.click();
    await asked;
    await until(element, '[part="login"]');
    expect($<HTMLAnchorElement>(element, '[part="login"]')!.getAttribute('href')).toBe(`/login?forward_to=${encodeURIComponent('/basket')}`);
    await signIn();
    await until(element, '[part="form"]');
    expect($<HTMLInputElement>(element, '.field-email input')!.value).toBe('john.smith@example.com');
    expect($<HTMLInputElement>(element, '.field-mobile input')!.value).toBe('07700');
    expect((await hubGet<Cart>('passengers/cart')).elements.length).toBe(1);
    expect(await orders()).toBe(1);
  });
});

describe("the cart and the bookings are persisted personal queries (the spec's cart and bookings slices)", () => {
  it("saved with the guest's cache within the 2 s debounce, and gone at logout", async () => {
    await fillCart();
    const cart = place('<lido-excursion-cart></lido-excursion-cart>', 900);
    await until(cart, '.cart-excursion');
    const stored = () => localStorage.getItem(QUERY_CACHE_KEY) ?? '';
    await waitFor(() => stored().includes('"excursions","cart"') && stored().includes('"bookings","shore"'), 5000, 'cart and bookings in the stored cache');
    expect(stored()).toContain('PMI-CATH');
    core.stores.wipePersonalData();
    expect(core.queryClient.getQueryData(['excursions', 'cart', [], '*'])).toBe(undefined);
    await waitFor(() => !stored().includes('PMI-CATH'), 5000, 'the cart gone from storage after logout');
  });
});
