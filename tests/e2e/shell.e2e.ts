/**
 * The app shell: language switch without reload (remembered), the dashboard footer's disability
 * mode, the server connection error page, the clock, and axe on the shell and sign-in pages in
 * every language.
 */
import { axeViolations, DEMO, expect, HUB_URL, portalReady, seedStorageOnce, sessionState, signInAsPassenger, test, useDevice } from './fixtures';

/** A guest of its own booking (demo hub LIDO789), so its photo basket is nobody else's. */
const PHOTO_GUEST = { account: '100400', cabin: '8020', name: 'Mr Brian Brown' };

async function hubFetch(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${HUB_URL}/api/${path}`, init);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

const LANGUAGES = [
  { code: 'de', button: 'Deutsch', login: 'Anmelden', notFound: 'Inhalt nicht gefunden' },
  { code: 'en', button: 'English', login: 'Log in', notFound: 'Content not found' },
  { code: 'fr', button: 'Français', login: 'Connexion', notFound: 'Contenu introuvable' },
  { code: 'nl', button: 'Nederlands', login: 'Inloggen', notFound: 'Inhoud niet gevonden' },
] as const;

test('switching language re-renders every widget without a reload, is remembered and followed by another tab; only the language shown is loaded', async ({
  page,
  context,
}) => {
  // The elements' texts, one file per language (build/rollup-plugin-texts.mjs).
  const texts: string[] = [];
  page.on('request', (request) => {
    const language = /^\/lido\/\d+\.\d+\.\d+[^/]*\/lido-[\w-]+\.([a-z]{2})\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (language) texts.push(language);
  });
  await page.goto('/login');
  await portalReady(page);
  expect(new Set(texts), 'English only').toEqual(new Set(['en']));
  const otherTab = await context.newPage();
  await otherTab.goto('/login');
  await portalReady(otherTab);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  await page.locator('lido-footer').getByRole('button', { name: 'Français' }).click();

  await expect(page.locator('lido-login').getByRole('heading', { level: 1 })).toHaveText('Connexion');
  // the header names the ship (a name is a name in every language); its language menu follows
  await expect(page.locator('lido-header').getByRole('combobox', { name: 'Choisir la langue' })).toHaveValue('fr');
  await expect(page.locator('lido-footer').getByRole('button', { name: 'Retour' })).toBeVisible();
  await expect(page.locator('lido-footer').getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Se connecter · Espace passagers Lido');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
  expect(new Set(texts), 'the French texts fetched for the switch').toEqual(new Set(['en', 'fr']));
  // the other tab fetches the French texts too, then follows
  await expect(otherTab.locator('lido-login').getByRole('heading', { level: 1 })).toHaveText('Connexion');
  await otherTab.close();

  texts.length = 0;
  await page.reload();
  await expect(page.locator('lido-login').getByRole('heading', { level: 1 })).toHaveText('Connexion');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(new Set(texts), "the remembered language's texts only, fetched with the chunks").toEqual(new Set(['fr']));
});

test('on a phone the languages are one compact menu, so the footer stays one row', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await portalReady(page);
  const footer = page.locator('lido-footer');
  await expect(footer.getByRole('button', { name: 'Français' })).toBeHidden();
  const menu = footer.getByRole('combobox', { name: 'Choose language' });
  await expect(menu).toHaveValue('en');
  expect(await menu.locator('option').allTextContents()).toEqual(['Deutsch', 'English', 'Français', 'Nederlands']);
  const height = await footer.evaluate((element) => element.getBoundingClientRect().height);
  expect(height, 'one row').toBeLessThanOrEqual(90);
  await menu.selectOption('nl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('lido-login').getByRole('heading', { level: 1 })).toHaveText('Inloggen');
  // wider than a phone: the buttons again
  await page.setViewportSize({ width: 800, height: 740 });
  await expect(footer.getByRole('button', { name: 'Nederlands' })).toHaveAttribute('aria-pressed', 'true');
  await expect(menu).toBeHidden();
});

test('the dashboard footer moves the content by 50 px steps between 0 and half the window height', async ({ page }) => {
  await useDevice(page, { deviceType: 'Kiosk' });
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  await portalReady(page);
  const footer = page.locator('lido-footer');
  const up = footer.getByRole('button', { name: 'Move content up' });
  const down = footer.getByRole('button', { name: 'Move content down' });
  // Position in the document (Playwright scrolls the buttons into view, so not the viewport).
  const top = () => page.evaluate(() => document.getElementById('main')!.offsetTop);
  const start = await top();
  await expect(up).toBeDisabled();
  await down.click();
  await expect.poll(top).toBe(start + 50);
  for (let i = 0; i < 6; i += 1) if (await down.isEnabled()) await down.click();
  // Half of 400 px is the limit.
  await expect.poll(top).toBe(start + 200);
  await expect(down).toBeDisabled();
  await up.click();
  await expect.poll(top).toBe(start + 150);
  // The lowered content lasts for the session, on every page (not only on the home page).
  await page.goto('/content/overview/3');
  await portalReady(page);
  await expect.poll(top).toBe(start + 150);
});

test('on a TV or signage screen (1920 px) the focus ring is thick enough to see from 3 m', async ({ page }) => {
  const ringWidth = async () => {
    await page.goto('/login');
    await portalReady(page);
    await page.keyboard.press('Tab');
    return page.evaluate(() => {
      let element: Element | null = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      return parseFloat(getComputedStyle(element!).outlineWidth);
    });
  };
  expect(await ringWidth()).toBe(3);
  await page.setViewportSize({ width: 1920, height: 1080 });
  expect(await ringWidth()).toBeGreaterThanOrEqual(5);
});

test('kiosk header shows the clock', async ({ page }) => {
  await useDevice(page, { deviceType: 'Kiosk' });
  await page.goto('/login');
  await expect(page.locator('lido-header').locator('time')).toHaveText(/^\d{2}:\d{2}$/);
});

test.describe('server connection error', () => {
  test("shows the hub's message and code when devices/config fails, and retries", async ({ page }) => {
    // The hub answers 503 once (a hub-wide fault would also hit tests running in parallel).
    let failures = 1;
    await page.route(/\/api\/devices\/config(\?.*)?$/, async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, json: { error: 'unavailable', message: 'The hub is restarting' } });
      else await route.continue();
    });
    await page.goto('/login');
    const header = page.locator('lido-header');
    await expect(header.getByRole('heading', { name: 'Server Connection Error' })).toBeVisible();
    await expect(header.getByText('The hub is restarting')).toBeVisible();
    await expect(header.getByText('Error code: 503')).toBeVisible();
    await expect(page.locator('#main')).toBeHidden();
    await header.getByRole('button', { name: 'Try again' }).click();
    await expect(header.getByRole('heading', { name: 'Server Connection Error' })).toHaveCount(0);
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.locator('lido-login').getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('shows "Could not fetch configuration from Hub." when the hub cannot be reached', async ({ page }) => {
    await page.route(/\/api\/devices\/config(\?.*)?$/, (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    const header = page.locator('lido-header');
    await expect(header.getByRole('heading', { name: 'Server Connection Error' })).toBeVisible();
    await expect(header.getByText('Could not fetch configuration from Hub.')).toBeVisible();
  });
});

test.describe('accessibility (axe, through the shadow roots)', () => {
  for (const language of LANGUAGES) {
    test(`shell and sign-in pages are axe-clean in ${language.code}`, async ({ page }) => {
      await page.goto('/login');
      await portalReady(page);
      await page.locator('lido-footer').getByRole('button', { name: language.button }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page.locator('lido-login').getByRole('heading', { level: 1 })).toHaveText(language.login);
      expect(await axeViolations(page), 'default sign-in').toEqual([]);

      // The form with its errors shown.
      await page.locator('lido-login').locator('button[type="submit"]').click();
      await expect(page.locator('lido-login').locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await axeViolations(page), 'default sign-in with errors').toEqual([]);

      await page.goto('/no/such/page');
      await portalReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.notFound);
      expect(await axeViolations(page), 'fallback page').toEqual([]);

      await page.goto('/retina/loginsuccess');
      await portalReady(page);
      expect(await axeViolations(page), 'hospitality welcome page').toEqual([]);
    });
  }

  for (const authType of ['PmsAccountPin', 'PmsName', 'External'] as const) {
    test(`the ${authType} sign-in form is axe-clean`, async ({ page }) => {
      await useDevice(page, { authType });
      await page.goto('/login');
      await portalReady(page);
      await expect(page.locator('lido-login').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('kiosk sign-in and dashboard footer are axe-clean', async ({ page }) => {
    await useDevice(page, { deviceType: 'Kiosk', authType: 'CardSwipe' });
    await page.goto('/login');
    await portalReady(page);
    await expect(page.locator('lido-login').getByText('Find the barcode on your ship card.')).toBeVisible();
    expect(await axeViolations(page), 'kiosk sign-in').toEqual([]);
    await page.goto('/');
    await portalReady(page);
    await expect(page.locator('lido-footer').getByRole('button', { name: 'Move content down' })).toBeVisible();
    // The home content is the content feature's; here the shell with the dashboard footer.
    expect(await axeViolations(page, ['lido-header', 'lido-subheader', 'lido-footer']), 'dashboard').toEqual([]);
  });
});

test.describe('subheader', () => {
  test('signed out, a Log in that brings the guest back to the page; signed in, Log out instead', async ({ page }) => {
    await page.goto('/content/overview/3');
    await portalReady(page);
    const subheader = page.locator('lido-subheader');
    await subheader.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login?forward_to=*');
    // on the sign-in page itself it does not offer itself again
    await expect(subheader.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    const login = page.locator('lido-login');
    await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
    await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/content/overview/3');
    await expect(subheader.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(subheader.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  test('a signage screen has no interactive chrome: no sign-in entry, no back, home or language buttons, no empty bands', async ({ page }) => {
    await useDevice(page, { deviceType: 'DigitalSignage' });
    await page.goto('/content/overview/3');
    await portalReady(page);
    const subheader = page.locator('lido-subheader');
    const footer = page.locator('lido-footer');
    await expect(subheader.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(footer.getByRole('button')).toHaveCount(0);
    await expect.poll(() => subheader.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
    await expect.poll(() => footer.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
  });

  test('PMS name, and the photo basket button with the amount once consent is given and the basket has photos', async ({ page }) => {
    await useDevice(page, { authType: 'PmsAccount' });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('Account number').fill(PHOTO_GUEST.account);
    await login.getByLabel('Cabin number').fill(PHOTO_GUEST.cabin);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/my_holiday');
    await portalReady(page);
    const subheader = page.locator('lido-subheader');
    await expect(subheader.getByText(PHOTO_GUEST.name)).toBeVisible();
    await expect(subheader.getByRole('button', { name: /^Photo basket/ })).toHaveCount(0);

    // The guest opts in and puts a photo in the basket (the photo service's own calls).
    const { sessionId } = await sessionState(page);
    const asGuest = { 'X-Session-Id': sessionId!, 'content-type': 'application/json' };
    await hubFetch('photo/passenger/consent/true', { method: 'POST', headers: asGuest });
    const photos = (await hubFetch('photomatch/cabinImages', { headers: asGuest })) as Array<{ id: string }>;
    const cart = (await hubFetch('photomatch/addToCart', {
      method: 'POST',
      headers: asGuest,
      body: JSON.stringify({ photos: [{ id: photos[0]!.id, variants: [{ id: 'P6X8', count: 2 }] }] }),
    })) as { totals: { grandTotal: number } };

    await page.reload();
    const basket = subheader.getByRole('button', { name: `Photo basket: £${cart.totals.grandTotal.toFixed(2)}` });
    await expect(basket).toBeVisible();
    await basket.click();
    await page.waitForURL('**/photomatch/cart');
  });

  test('film language: Save stays disabled until another language is chosen; the choice is kept', async ({ page }) => {
    // The second catalogue's page loads its languages; the subheader offers them from there.
    await page.goto('/seanetvod');
    await portalReady(page);
    const subheader = page.locator('lido-subheader');
    await subheader.getByRole('button', { name: 'Film language: English' }).click();
    const dialog = subheader.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await dialog.getByRole('radio', { name: 'German' }).check();
    await expect(save).toBeEnabled();
    await dialog.getByRole('radio', { name: 'English' }).check();
    await expect(save).toBeDisabled();
    await dialog.getByRole('radio', { name: 'German' }).check();
    await save.click();
    await expect(dialog).toHaveCount(0);
    await expect(subheader.getByRole('button', { name: 'Film language: German' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:seanetVod') ?? '{}').seanetLocale)).toBe('de');
    // Only the second catalogue's pages offer it, though its languages stay cached.
    await page.goto('/content/overview/3');
    await portalReady(page);
    await expect(subheader.getByRole('button', { name: /^Film language/ })).toHaveCount(0);
  });

  test('logout signs out of the VOD provider first when a VOD token exists, then clears everything', async ({ page }) => {
    await seedStorageOnce(page, { 'lido:v1:vod': { maxicastertoken: 'VOD-TOKEN-E2E', deviceUuid: 'e2e-device' } });
    const vodLogouts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('customers/logout')) vodLogouts.push(request.url());
    });
    await signInAsPassenger(page);
    await page.locator('lido-subheader').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(vodLogouts).toHaveLength(1);
    expect(new URL(vodLogouts[0]!).searchParams.get('token')).toBe('VOD-TOKEN-E2E');
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(storage).not.toContain('VOD-TOKEN-E2E');
    expect(storage).not.toContain('lido:v1:authentication');
  });
});

test.describe('footer and themes', () => {
  test('back and home buttons', async ({ page }) => {
    await page.goto('/no/such/page');
    await portalReady(page);
    await page.goto('/login');
    await portalReady(page);
    const footer = page.locator('lido-footer');
    await footer.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/no/such/page');
    await portalReady(page);
    await footer.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('brand themes are selected by configuration', async ({ page }) => {
    const barColour = async (theme: string) => {
      await page.addInitScript((name) => ((window as unknown as { lidoConfig: unknown }).lidoConfig = { theme: name }), theme);
      await page.goto('/login');
      await portalReady(page);
      await expect(page.locator('html')).toHaveAttribute('data-lido-theme', theme);
      return page
        .locator('lido-header')
        .locator('header')
        .evaluate((bar) => getComputedStyle(bar).backgroundColor);
    };
    const ocean = await barColour('ocean');
    const sunset = await barColour('sunset');
    expect(ocean).toBe('rgb(0, 95, 115)');
    expect(sunset).toBe('rgb(163, 58, 0)');
  });

  test("an operator's own tokens on :root win over the configured theme", async ({ page }) => {
    await page.addInitScript(() => ((window as unknown as { lidoConfig: unknown }).lidoConfig = { theme: 'ocean' }));
    await page.goto('/login');
    await portalReady(page);
    await page.addStyleTag({ content: ':root { --lido-color-primary: rgb(12, 34, 56); }' });
    const bar = page.locator('lido-header').locator('header');
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(12, 34, 56)');
    // what the operator did not set stays the theme's (its surface colour)
    const surface = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lido-color-surface').trim());
    expect(surface).toBe('#f0f8fa');
  });
});
