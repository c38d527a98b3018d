/**
 * The shell elements as an operator embeds them (alone on a page, no portal), in real Chromium
 * against the real demo hub; and the pure rules of the disability mode and the signage address.
 * The portal-level flows (kiosk idle, remote reload, logout) run in tests/e2e/.
 */
import './header.element';
import './footer.element';
import './subheader.element';
import { getCore } from '../../core/index';
import { assert, expect, nextTask, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { clampOffset } from './content-offset';
import { reloadMessageFor, signageAddress } from './device-behaviour';
import { canLogOut } from './Subheader';
import { authenticationFromResponse, type AuthenticationResponse } from '../../core/hub/auth';
import { initialAuthentication } from '../../core/session/slices';
import { settled } from '../../tests/helpers/widget-page';

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
const $$ = <T extends Element = HTMLElement>(host: Element, selector: string) => [...(host.shadowRoot?.querySelectorAll<T>(selector) ?? [])];

afterEach(async () => {
  for (const container of placed.splice(0)) container.remove();
  if (core.i18n.language !== 'en') await core.i18n.changeLanguage('en');
  await nextTask();
});

describe('shell rules', () => {
  it('the content offset stays between 0 and half the window height', () => {
    expect(clampOffset(-50, 800)).toBe(0);
    expect(clampOffset(150, 800)).toBe(150);
    expect(clampOffset(450, 800)).toBe(400);
    expect(clampOffset(Number.NaN, 800)).toBe(0);
  });

  it('the signage address comes from the hub, with the page protocol when it has none', () => {
    expect(signageAddress('signage.ship.local', { protocol: 'https:' })).toBe('https://signage.ship.local/');
    expect(signageAddress('http://board.example/screen', { protocol: 'https:' })).toBe('http://board.example/screen');
    expect(signageAddress(null, { protocol: 'http:' })).toBe('/');
    expect(reloadMessageFor('DigitalSignage')).toBe('DIGITALSIGNAGE');
  });

  it('a Retina remote-PMS session has no logout', () => {
    assert(!canLogOut('RemotePms', 'Retina'));
    assert(canLogOut('RemotePms', 'Mr John Smith'));
    assert(canLogOut('Passenger', null));
  });
});

describe('shell elements on their own', () => {
  it('<lido-header>: the logo asks to go home with a cancelable lido-navigate', async () => {
    const header = place('<lido-header></lido-header>');
    const logo = await waitFor(() => $<HTMLAnchorElement>(header, 'a[part="logo"]'), 8000, 'logo');
    expect(logo.getAttribute('href')).toBe('/');
    expect(logo.textContent?.trim()).toBe('Home page');
    let asked: string | null = null;
    const listener = (event: Event) => {
      event.preventDefault();
      asked = (event as CustomEvent<{ path: string }>).detail.path;
    };
    document.addEventListener('lido-navigate', listener);
    logo.click();
    document.removeEventListener('lido-navigate', listener);
    expect(asked).toBe('/');
  });

  it('<lido-header>: the ship the hub names instead of "Guest Portal"; the language menu at the top', async () => {
    const header = place('<lido-header></lido-header>');
    // the demo hub is a cruise hub serving the Lido Aurora (devices/config hub.shipName)
    await waitFor(() => $(header, '[part="title"]')?.textContent === 'Lido Aurora' || null, 8000, 'the ship name');
    const menu = await waitFor(() => $<HTMLSelectElement>(header, 'select[part="language-menu"]'), 3000, 'the language menu');
    expect(menu.getAttribute('aria-label')).toBe('Choose language');
    expect([...menu.options].map((option) => option.value)).toEqual(['de', 'en', 'fr', 'nl']);
    menu.value = 'fr';
    menu.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => core.i18n.language === 'fr' || null, 3000, 'French chosen in the header');
    await waitFor(() => menu.getAttribute('aria-label') === 'Choisir la langue' || null, 3000, 'the header in French');
    expect($(header, '[part="title"]')?.textContent, 'a name is a name in every language').toBe('Lido Aurora');
    await expectNoAxeViolations(header);
  });

  it('<lido-footer>: four languages; a choice re-renders every element and is remembered', async () => {
    const header = place('<lido-header></lido-header>');
    const footer = place('<lido-footer></lido-footer>');
    await waitFor(() => $$(footer, 'button.language').length === 4 || null, 8000, 'language buttons');
    const german = $$<HTMLButtonElement>(footer, 'button.language').find((button) => button.lang === 'de')!;
    german.click();
    await waitFor(() => $(header, '[part="language-menu"]')?.getAttribute('aria-label') === 'Sprache wählen' || null, 3000, 'German header');
    expect($<HTMLSelectElement>(header, 'select[part="language-menu"]')!.value, 'the header menu follows the footer').toBe('de');
    expect(german.getAttribute('aria-pressed')).toBe('true');
    assert(
      $$(footer, 'button').some((button) => button.textContent?.includes('Zurück')),
      'German footer',
    );
    expect(core.stores.i18nState.getState().lang).toBe('de');
  });

  it('<lido-header>: the hub connection state, announced politely (nothing while online)', async () => {
    const header = place('<lido-header></lido-header>');
    const state = await waitFor(() => $(header, '[part="connection"]'), 8000, 'connection state');
    expect(state.getAttribute('role'), 'a polite live region, there from the start').toBe('status');
    expect(state.textContent).toBe('');
    const hhmm = (at: number) => `${String(new Date(at).getHours()).padStart(2, '0')}:${String(new Date(at).getMinutes()).padStart(2, '0')}`;
    try {
      core.connection.unreachable();
      const since = core.connection.state.getState().since!;
      await waitFor(() => state.textContent === `Hub unreachable since ${hhmm(since)}` || null, 2000, 'unreachable');
      await expectNoAxeViolations(header);
      await core.i18n.changeLanguage('de');
      await waitFor(() => state.textContent === `Hub nicht erreichbar seit ${hhmm(since)}` || null, 2000, 'German');
      await core.i18n.changeLanguage('en');
    } finally {
      core.connection.reachable();
    }
    await waitFor(() => state.textContent === 'Back online' || null, 2000, 'back online');
    expect(core.connection.state.getState().status).toBe('back-online');
  });

  it('header, subheader and footer together are axe-clean', async () => {
    place('<lido-header></lido-header>');
    const subheader = place('<lido-subheader></lido-subheader>');
    const footer = place('<lido-footer></lido-footer>');
    await waitFor(() => $$(footer, 'button.language').length === 4 || null, 8000, 'footer');
    await waitFor(() => $(subheader, '[part="bar"]'), 3000, 'subheader');
    await expectNoAxeViolations(document.body);
  });
});

const today = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

/** The demo passenger signs in (loginByPassenger), with the configuration loaded. */
async function signInAsDemoPassenger(): Promise<void> {
  const answer = await core.hub.post<AuthenticationResponse>('authentication/loginByPassenger', {
    bookingReference: 'LIDO123',
    lastName: 'Smith',
    departureDate: today(),
  });
  core.stores.authentication.setState(authenticationFromResponse(answer), true);
  await core.config.load();
}

describe('one event vocabulary: lido:cart → lido-cart-change', () => {
  it('a cart change on the channel: the subheader dispatches lido-cart-change and its photo basket button reads the basket again', async () => {
    // The demo passenger, signed in, with photo consent and (below) a photo package in the basket.
    await signInAsDemoPassenger();
    await core.hub.post('photomatch/emptyCart');
    await core.hub.post('photo/passenger/consent/true');
    const basketReads = () => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('/photomatch/cart')).length;
    performance.clearResourceTimings();
    try {
      const subheader = place('<lido-subheader></lido-subheader>');
      await waitFor(() => basketReads() === 1 || null, 5000, 'the first basket read');
      // the answer is rendered after its request ended: quiet first, then the absence means something
      await settled();
      expect($(subheader, '[part="photo-basket"]'), 'an empty basket: no button').toBe(null);

      const seen: CustomEvent<{ count: number }>[] = [];
      const listener = (event: CustomEvent<{ count: number }>) => seen.push(event);
      document.addEventListener('lido-cart-change', listener);
      try {
        await core.hub.post('photomatch/addToCart', { bulk: 'ALLDIGITAL' });
        core.channel.emit('lido:cart', { count: 1 });
        expect(seen.length, 'one lido-cart-change from the one element that lists it').toBe(1);
        expect(seen[0]!.target, 'dispatched from the subheader host').toBe(subheader);
        expect(seen[0]!.bubbles && seen[0]!.composed, 'bubbling, composed').toBe(true);
        expect(seen[0]!.detail.count).toBe(1);
        const button = await waitFor(() => $(subheader, '[part="photo-basket"]'), 5000, 'the photo basket button after lido:cart');
        expect(basketReads(), 'lido:cart made the button read the basket again').toBe(2);
        assert(/\d/.test(button.textContent ?? ''), `the basket total: ${button.textContent}`);

        // A removed element hears nothing any more.
        subheader.parentElement!.remove();
        await nextTask();
        core.channel.emit('lido:cart', { count: 0 });
        expect(seen.length, 'no event from a removed element').toBe(1);
      } finally {
        document.removeEventListener('lido-cart-change', listener);
      }
    } finally {
      await core.hub.post('photomatch/emptyCart').catch(() => undefined);
      core.stores.authentication.setState({ ...initialAuthentication }, true);
    }
  });
});

describe("the header's excursion cart button", () => {
  it('shows the count whenever the cart holds something, follows lido:cart, leads to /cart, and is named with the count', async () => {
    await signInAsDemoPassenger();
    type Entry = { type: string; excursion: { id: string }; date: string; passenger: { id: number } };
    const emptyCart = async () => {
      const cart = await core.hub.get<{ elements: Entry[] }>('passengers/cart');
      if (cart.elements.length > 0)
        await core.hub.post(
          'passengers/cart',
          cart.elements.map((e) => ({ type: e.type, excursion: e.excursion, date: e.date, passenger: e.passenger, action: 'remove' })),
        );
    };
    await emptyCart();
    try {
      const header = place('<lido-header></lido-header>');
      await waitFor(() => $(header, '[part="title"]')?.textContent === 'Lido Aurora' || null, 8000, 'the header');
      await settled();
      expect($(header, '[part="cart"]'), 'an empty cart: no button').toBe(null);

      // two passengers on Palma's cathedral tour, added by someone else (another widget, another tab)
      const excursion = await core.hub.get<{ date: string; passengers: { id: number; eligible: boolean }[] }>('catalogue/cruise/3/PMI-CATH');
      const party = excursion.passengers.filter((p) => p.eligible).slice(0, 2);
      expect(party.length).toBe(2);
      await core.hub.post(
        'passengers/cart',
        party.map((p) => ({ type: 'CruiseExcursion', excursion: { id: 'PMI-CATH' }, itinerary: { id: '3' }, date: excursion.date, passenger: { id: p.id } })),
      );
      core.channel.emit('lido:cart', { count: 2 });
      const button = await waitFor(() => $<HTMLAnchorElement>(header, 'a[part="cart"]'), 5000, 'the cart button after lido:cart');
      expect(button.getAttribute('aria-label')).toBe('Excursion cart, 2 items');
      expect(button.getAttribute('href')).toBe('/cart');
      expect(button.querySelector('.cart-count')!.textContent).toBe('2');
      await expectNoAxeViolations(header);

      let asked: string | null = null;
      const listener = (event: Event) => {
        event.preventDefault();
        asked = (event as CustomEvent<{ path: string }>).detail.path;
      };
      document.addEventListener('lido-navigate', listener);
      button.click();
      document.removeEventListener('lido-navigate', listener);
      expect(asked).toBe('/cart');

      await core.i18n.changeLanguage('de');
      await waitFor(() => button.getAttribute('aria-label') === 'Ausflugs-Warenkorb, 2 Einträge' || null, 3000, 'German name');
      await core.i18n.changeLanguage('en');

      await emptyCart();
      core.channel.emit('lido:cart', { count: 0 });
      await waitFor(() => ($(header, '[part="cart"]') === null ? true : null), 5000, 'no button once the cart is empty');
    } finally {
      await emptyCart().catch(() => undefined);
      core.stores.authentication.setState({ ...initialAuthentication }, true);
    }
  });
});
