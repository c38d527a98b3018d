/**
 * A 403 on an operator's page (no host site listens to lido:auth-required): the widget whose read
 * the hub refused says the session has ended and offers the sign-in — portal-url's /login with
 * forward_to = the route, or, with a lido-login on the page, that one — and once the guest has
 * signed in it shows the place again by itself (core/ui/Notice.tsx, core/ui/SignInLink.tsx). A page
 * with none of these (no router, no portal-url, no lido-login) gets the sign-in in a dialog.
 */
import '../../widgets/content/content-overview.element';
import '../../widgets/login/login.element';
import '../../widgets/onboard/shore-excursions.element';
import { deepActiveElement } from '../../core/ui/portal';
import { assert, expect, waitFor } from '../helpers/assert';
import { expectNoAxeViolations } from '../helpers/axe';
import { $, $$, addFault, cleanUp, clearFaults, core, place, signIn, signOut, text, typeInto, until } from '../helpers/widget-page';

afterEach(cleanUp);

describe('a 403 on an operator page offers sign-in', () => {
  it('the notice, its link with forward_to (portal or this page), the page’s own lido-login, and back at the place after signing in', async () => {
    const overview = place('<lido-content-overview></lido-content-overview>');
    const login = place('<lido-login></lido-login>');
    await until(overview, 'a.tile');
    await until(login, 'input');
    await signIn();
    await addFault({ pattern: 'GET /api/cms/*', status: 403 });

    // the guest opens a category in place: the hub refuses it, the session has ended
    $$<HTMLAnchorElement>(overview, 'a.tile')
      .find((tile) => tile.textContent?.includes('Dining'))!
      .click();
    await waitFor(() => text(overview, '[role="alert"] p').includes('Your session has expired'), 8000, 'the session notice');
    expect(core.stores.authentication.getState().isAuthenticated).toBe(false);
    const place_ = new URLSearchParams(location.search).get('lido-content-overview');
    assert(place_?.startsWith('/content/overview/'), `the place in the URL: ${location.search}`);

    // no portal-url: /login, coming back to this page's address, which carries the place
    const signInLink = () => $<HTMLAnchorElement>(overview, '[role="alert"] a[part="login"]')!;
    expect(signInLink().textContent).toBe('Log in');
    expect(new URL(signInLink().href).pathname).toBe('/login');
    expect(new URL(signInLink().href).searchParams.get('forward_to')).toBe(location.pathname + location.search + location.hash);
    // with a portal: the portal's /login, coming back to the route there
    overview.setAttribute('portal-url', 'https://portal.example/');
    await waitFor(() => signInLink().href.startsWith('https://portal.example/login?'), 3000, 'the portal link');
    expect(new URL(signInLink().href).searchParams.get('forward_to')).toBe(place_);
    expect($(overview, '[role="alert"] button')?.textContent, 'the retry stays').toBe('Try again');
    await expectNoAxeViolations(overview);

    // the page's own sign-in is used in place: focus goes to its form
    signInLink().click();
    await waitFor(() => login.shadowRoot!.contains(deepActiveElement()), 3000, 'focus in lido-login');
    expect(location.search).toContain('lido-content-overview=');

    // signed in again, the widget reads again by itself and shows the place
    await clearFaults();
    await signIn();
    await waitFor(() => $(overview, '[part="heading"]')?.textContent === 'Dining', 8000, 'the category again');
    expect($(overview, '[role="alert"]')).toBe(null);
  });

  it('a page with no router, no portal-url and no lido-login: the sign-in opens in a dialog, and the guest stays at the place', async () => {
    const overview = place('<lido-content-overview></lido-content-overview>');
    await until(overview, 'a.tile');
    await signIn();
    await addFault({ pattern: 'GET /api/cms/*', status: 403 });
    $$<HTMLAnchorElement>(overview, 'a.tile')
      .find((tile) => tile.textContent?.includes('Dining'))!
      .click();
    const signInLink = await until<HTMLAnchorElement>(overview, '[role="alert"] a[part="login"]');
    const placeBefore = location.search;
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      signInLink.focus();
      signInLink.click();
      const dialog = await until<HTMLDialogElement>(overview, 'dialog.sign-in-dialog');
      assert(dialog.open, 'a modal dialog');
      expect(dialog.getAttribute('aria-label')).toBe('Log in');
      const login = dialog.querySelector('lido-login')!;
      const surname = await waitFor(() => login.shadowRoot?.querySelector<HTMLInputElement>('input[name="lastName"]'), 8000, 'the form in the dialog');
      await expectNoAxeViolations(overview);

      // Tab stays in the dialog and reaches into the login's form (focus trap across the shadow root)
      const close = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Close')!;
      close.focus();
      close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true, composed: true }));
      assert(
        login.shadowRoot!.contains(deepActiveElement()),
        `Tab from the last control wraps to the form, not to ${deepActiveElement()?.outerHTML.slice(0, 60)}`,
      );

      // a refused sign-in keeps the dialog and what was typed
      await clearFaults();
      typeInto(login.shadowRoot!.querySelector<HTMLInputElement>('input[name="bookingReference"]')!, 'LIDO123');
      typeInto(surname, 'Smyth');
      login.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await waitFor(() => login.shadowRoot!.querySelector('.form-message')?.textContent, 8000, 'the refusal');
      assert(dialog.open, 'still open after a refusal');
      expect(surname.value).toBe('Smyth');

      // signed in: the dialog closes, focus returns, the guest is at the same place, which reads again
      typeInto(surname, 'Smith');
      login.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await waitFor(() => $(overview, 'dialog.sign-in-dialog') === null, 8000, 'the dialog closes');
      expect(core.stores.authentication.getState().isAuthenticated).toBe(true);
      await waitFor(() => $(overview, '[part="heading"]')?.textContent === 'Dining', 8000, 'the category again');
      expect(location.search).toBe(placeBefore);
      expect(warnings).toEqual([]);
    } finally {
      console.warn = warn;
    }
  });

  it("a widget's own 'Log in to book' is the kit's sign-in link too: with no router and no portal-url, the dialog, no warning", async () => {
    signOut();
    const shore = place('<lido-shore-excursions excursion-id="6006"></lido-shore-excursions>');
    const link = await until<HTMLAnchorElement>(shore, 'a.login-link');
    expect(link.textContent).toBe('Log in to book');
    expect(link.getAttribute('href')).toBe(`/login?forward_to=${encodeURIComponent('/onboard/bookexcursion/6006')}`);
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      link.click();
      const dialog = await until<HTMLDialogElement>(shore, 'dialog.sign-in-dialog');
      assert(dialog.open, 'a modal dialog');
      expect(warnings).toEqual([]);
    } finally {
      console.warn = warn;
    }
  });
});
