/**
 * A cabin TV by remote (issue 32, 10-foot mode): arrows, OK and Back only, at 1920×1080.
 * The mode comes from the TV's user agent (webOS here), as on a guest's TV, or from the hub's
 * device profile. The crawler presses only arrow keys and checks that they reach every control
 * of the page's main widget, that the focused control is always on screen and ringed, and that
 * Back walks home and then asks.
 */
import type { Page } from '@playwright/test';
import { expect, portalReady, sessionState, signInAsPassenger, test, useDevice } from './fixtures';

const WEBOS_22 = 'Mozilla/5.0 (Linux; webOS/22) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.88 Safari/537.36 WebAppManager';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ARROWS = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'] as const;

/**
 * The pages a cabin guest completes by remote (issue 32): the crawler starts on each after its
 * load (and `prepare`, a guest's OK on the way there).
 */
const CRAWLED: { route: string; name?: string; signedIn?: boolean; prepare?: (page: Page) => Promise<void> }[] = [
  { route: '/' },
  { route: '/login' },
  { route: '/muster/video', signedIn: true },
  { route: '/channels' },
  {
    route: '/channels',
    name: 'the TV guide',
    prepare: async (page) => {
      await page.locator('lido-live-tv').getByRole('button', { name: 'TV guide' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('lido-live-tv [role="grid"]')).toBeVisible();
    },
  },
  { route: '/vod/overview' },
  { route: '/dailyprogram' },
  { route: '/map/tracker/1' },
  { route: '/itinerary/overview' },
  { route: '/flights' },
  { route: '/cabinmessages', signedIn: true },
  { route: '/my_bookings', signedIn: true },
  { route: '/tacbooking?module=dining&objectId=7204', name: 'the slot booking', signedIn: true },
];

interface Focused {
  /** Where it is: child indexes from <body> through shadow roots. */
  key: string;
  label: string;
  inMain: boolean;
  inView: boolean;
  ring: string;
  rect: string;
}

/** The focused control, seen through shadow roots. */
function focused(page: Page): Promise<Focused | null> {
  // after the frame in which the remote keeps the control inside the screen
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    let active: Element | null = document.activeElement;
    while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    // Content that grows late (a video's picture once its stream starts) pushes the control down;
    // the remote brings it back a frame after the page's resize: a few frames' grace, no more.
    for (let grace = 0; grace < 6; grace += 1) {
      const box = active.getBoundingClientRect();
      if (box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth) break;
      await frame();
    }
    // a grid (the TV guide) is one stop: its own keys move inside it, tested with the widget
    const grid = active.closest('[role="grid"]');
    const where = grid ?? active;
    const path: number[] = [];
    let inMain = false;
    for (let at: Node | null = where; at && at !== document.body;) {
      const parent: Node | null = at.parentNode;
      if (!parent) break;
      path.unshift(Array.prototype.indexOf.call(parent.childNodes, at));
      if (at instanceof Element && at.localName === 'main') inMain = true;
      at = parent instanceof ShadowRoot ? parent.host : parent;
      if (at instanceof Element && at.localName === 'main') inMain = true;
    }
    const rect = active.getBoundingClientRect();
    const style = getComputedStyle(active);
    return {
      key: path.join('.'),
      label: `${active.localName} "${(active.getAttribute('aria-label') || active.textContent || '').trim().slice(0, 40)}"`,
      inMain,
      inView: rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth,
      ring: `${style.outlineStyle} ${style.outlineWidth}`,
      rect: `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)} in ${innerWidth}×${innerHeight} at scrollY ${Math.round(scrollY)}`,
    };
  });
}

/** Every visible control (and reading stop) of the main widget (the Lido element in <main>): key → label. */
function mainControls(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [data-remote-read]';
    const keys: Record<string, string> = {};
    const keyOf = (element: Element) => {
      const path: number[] = [];
      for (let at: Node | null = element; at && at !== document.body;) {
        const parent: Node | null = at.parentNode;
        if (!parent) break;
        path.unshift(Array.prototype.indexOf.call(parent.childNodes, at));
        at = parent instanceof ShadowRoot ? parent.host : parent;
      }
      return path.join('.');
    };
    const walk = (root: ParentNode) => {
      for (const found of root.querySelectorAll('*')) {
        if (found.matches(selector) && found.getClientRects().length > 0 && !found.closest('[inert],[data-arrow-skip]')) {
          const element = found.closest('[role="grid"]') ?? found;
          keys[keyOf(element)] = `${element.localName} "${(element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40)}"`;
        }
        if (found.shadowRoot) walk(found.shadowRoot);
      }
    };
    const main = document.querySelector('main');
    if (main) walk(main);
    return keys;
  });
}

/** Focuses the control at `key` (as `focused` names it) directly, and returns what is focused then. */
async function focusKey(page: Page, key: string): Promise<Focused | null> {
  const found = await page.evaluate((key) => {
    let at: Element | null = document.body;
    for (const index of key.split('.').map(Number)) {
      const children: NodeListOf<ChildNode> | undefined = at?.shadowRoot?.childNodes.length ? at.shadowRoot.childNodes : at?.childNodes;
      const next: ChildNode | undefined = children?.[index];
      at = next instanceof Element ? next : null;
      if (!at) return false;
    }
    // a grid is one stop: its roving cell takes the focus
    const target = (at as Element).getAttribute('role') === 'grid' ? (at as Element).querySelector<HTMLElement>('[tabindex="0"]') : (at as HTMLElement);
    target?.focus();
    return Boolean(target);
  }, key);
  return found ? focused(page) : null;
}

/**
 * Arrow keys alone, from the page's first focus: every control reached is recorded, and each
 * control reached is left by each arrow once. To leave one that the remote is not on, the
 * crawler focuses it directly rather than travelling there by arrows (a control counts as
 * reached only when an arrow led to it; the direct focus only saves the way back, which made
 * the crawls a third of the browser tests' time). A control that cannot be focused again (the
 * page changed) gets a fresh load first.
 */
async function crawl(page: Page, route: string, prepare?: (page: Page) => Promise<void>): Promise<{ reached: Set<string>; problems: string[] }> {
  const load = async () => {
    await page.goto(route);
    await portalReady(page);
    await prepare?.(page);
    await expect.poll(async () => (await focused(page))?.inMain ?? false, { message: `focus lands in the main widget on ${route}` }).toBe(true);
    return (await focused(page))!;
  };
  const start = await load();
  const reached = new Set<string>([start.key]);
  const problems: string[] = [];
  const check = (state: Focused) => {
    if (!state.inView) problems.push(`${state.label} is focused outside the screen (${state.rect})`);
    const [style, width] = state.ring.split(' ');
    if (style === 'none' || parseFloat(width!) < 4) problems.push(`${state.label} has no visible ring (${state.ring})`);
  };
  check(start);
  let current = start.key;
  let presses = 0;
  let reloads = 0;
  /** Arrows not yet pressed from each control reached (in the order reached). */
  const untried = new Map<string, number>([[start.key, ARROWS.length]]);
  for (;;) {
    const from = (untried.get(current) ?? 0) > 0 ? current : [...untried].find(([, left]) => left > 0)?.[0];
    if (!from) break;
    if (from !== current) {
      let there = await focusKey(page, from);
      if (there?.key !== from) {
        reloads += 1;
        await load();
        there = await focusKey(page, from);
      }
      if (there?.key !== from) {
        untried.set(from, 0);
        continue;
      }
      current = from;
    }
    const arrow = ARROWS[ARROWS.length - untried.get(from)!]!;
    untried.set(from, untried.get(from)! - 1);
    await page.keyboard.press(arrow);
    presses += 1;
    const now = await focused(page);
    if (!now) {
      problems.push(`${arrow} from ${from} left nothing focused`);
      current = (await load()).key;
      continue;
    }
    current = now.key;
    if (!reached.has(now.key)) {
      reached.add(now.key);
      untried.set(now.key, ARROWS.length);
      check(now);
    }
  }
  if (process.env.LIDO_CRAWL_LOG) console.log(`[crawl] ${route}: ${reached.size} controls, ${presses} presses, ${reloads} reloads`);
  return { reached, problems };
}

test.describe('a cabin TV by remote (10-foot mode)', () => {
  test.use({ userAgent: WEBOS_22, viewport: { width: 1920, height: 1080 } });
  // the crawls are long and independent: both workers take them
  test.describe.configure({ mode: 'parallel' });

  for (const { route, signedIn, name, prepare } of CRAWLED) {
    test(`arrow keys alone reach every control of ${name ?? route}, always on screen and ringed`, async ({ page }) => {
      test.setTimeout(300_000);
      if (signedIn) await signInAsPassenger(page);
      const { reached, problems } = await crawl(page, route, prepare);
      const controls = await mainControls(page);
      expect(Object.keys(controls).length).toBeGreaterThan(signedIn || prepare ? 0 : 1);
      expect(
        Object.entries(controls)
          .filter(([key]) => !reached.has(key))
          .map(([, label]) => label),
        'controls the arrows never reached',
      ).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('the page is sized for 3 m: body text 24 px, inside a 5 % overscan margin', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    const sizes = await page.evaluate(() => ({
      root: getComputedStyle(document.documentElement).fontSize,
      mode: document.documentElement.hasAttribute('data-lido-ten-foot'),
      padding: getComputedStyle(document.body).paddingLeft,
      top: getComputedStyle(document.body).paddingTop,
    }));
    expect(sizes).toEqual({ root: '24px', mode: true, padding: '96px', top: '54px' });
    const smallest = await page.evaluate(() => {
      let min = Infinity;
      const walk = (root: ParentNode) => {
        for (const element of root.querySelectorAll('*')) {
          if (element.shadowRoot) walk(element.shadowRoot);
          const own = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== '');
          if (own && element.getClientRects().length > 0 && !element.closest('.visually-hidden, .sr-only'))
            min = Math.min(min, parseFloat(getComputedStyle(element).fontSize));
        }
      };
      walk(document.querySelector('main')!);
      return min;
    });
    expect(smallest).toBeGreaterThanOrEqual(24);
  });

  test('Back goes to the previous page, and on the home asks before leaving', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    await expect.poll(async () => (await focused(page))?.inMain ?? false).toBe(true);
    const first = (await focused(page))!;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    await portalReady(page);
    await expect.poll(async () => (await focused(page))?.inMain ?? false, { message: 'focus lands on the new page' }).toBe(true);
    // webOS's Back key
    // dispatched after the evaluation returns: the key goes back at once, which ends this page's context
    await page.evaluate(() => {
      setTimeout(() =>
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'GoBack', keyCode: 461, bubbles: true, composed: true } as KeyboardEventInit)),
      );
    });
    await page.waitForURL((url) => url.pathname === '/');
    await portalReady(page);
    await expect.poll(async () => (await focused(page))?.key).toBe(first.key);
    await page.keyboard.press('Escape');
    const leave = page.getByRole('dialog', { name: 'Leave the guest portal?' });
    await expect(leave).toBeVisible();
    await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(leave).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(async () => (await focused(page))?.inMain ?? false, { message: 'focus comes back to the page' }).toBe(true);
  });
});

test.describe('a phone or a desktop browser', () => {
  test.use({ userAgent: DESKTOP });

  test('has no 10-foot mode: nothing takes focus, text stays at the browser size', async ({ page }) => {
    await page.goto('/');
    await portalReady(page);
    await page.waitForTimeout(500);
    expect(await focused(page)).toBe(null);
    expect(
      await page.evaluate(() => ({
        root: getComputedStyle(document.documentElement).fontSize,
        mode: document.documentElement.hasAttribute('data-lido-ten-foot'),
        padding: getComputedStyle(document.body).paddingLeft,
      })),
    ).toEqual({
      root: '16px',
      mode: false,
      padding: '0px',
    });
  });

  test("the hub's cabin-TV profile turns the mode on in any browser", async ({ page }) => {
    await useDevice(page, { tenFoot: 'true' });
    await page.goto('/');
    await portalReady(page);
    await expect(page.locator('html[data-lido-ten-foot]')).toBeAttached();
  });
});

test.describe('the film player by remote', () => {
  test.use({ userAgent: WEBOS_22, viewport: { width: 1920, height: 1080 } });

  test('OK plays and pauses, left and right seek 10 s, Back leaves the player', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/vod/detail/5');
    await portalReady(page);
    await page.goto('/vod/5');
    await portalReady(page);
    const video = page.locator('lido-vod video');
    // a bound for "eventually" (the stream's first segments on a loaded machine), not a speed
    await expect
      .poll(() => video.evaluate((media: HTMLVideoElement) => media.readyState >= 3 && Number.isFinite(media.duration)), { timeout: 20_000 })
      .toBe(true);
    // the TV lands on the video itself
    await expect(video).toBeFocused();
    await video.evaluate((media: HTMLVideoElement) => {
      media.muted = true;
      media.pause();
      media.currentTime = 1;
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => video.evaluate((media: HTMLVideoElement) => media.paused)).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => video.evaluate((media: HTMLVideoElement) => media.paused)).toBe(true);
    const before = await video.evaluate((media: HTMLVideoElement) => media.currentTime);
    await page.keyboard.press('ArrowRight');
    const after = await video.evaluate((media: HTMLVideoElement) => ({ time: media.currentTime, duration: media.duration }));
    expect(after.time).toBeCloseTo(Math.min(before + 10, after.duration), 0);
    await page.keyboard.press('ArrowLeft');
    expect(await video.evaluate((media: HTMLVideoElement) => media.currentTime)).toBeCloseTo(Math.max(0, after.time - 10), 0);
    await page.keyboard.press('Escape');
    await page.waitForURL('**/vod/detail/5');
  });
});

test.describe('a cabin TV left alone (issue 33)', () => {
  test.use({ userAgent: WEBOS_22, viewport: { width: 1920, height: 1080 } });

  test('a film playing keeps the guest signed in; then 30 min without a key warn ≥ 20 s ahead, OK gives more time, and the guest is logged out', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await signInAsPassenger(page, '/vod/5');
    await page.waitForURL('**/vod/5');
    const video = page.locator('lido-vod video');
    await expect.poll(() => video.evaluate((media: HTMLVideoElement) => media.readyState >= 3), { timeout: 20_000 }).toBe(true);
    // the demo films last 10 s: looped, it plays on as a real film would while the page's clock jumps
    // 31 minutes (a loaded machine once took longer than the clip for the jumps, and the film had ended)
    await video.evaluate((media: HTMLVideoElement) => {
      media.muted = true;
      media.loop = true;
      return media.play();
    });
    const dialog = page.getByRole('dialog', { name: 'Still there?' });
    const secondsLeft = async () => Number((await dialog.getByRole('timer').textContent())!.match(/in (\d+) seconds/)![1]);
    /** The TV left alone for `seconds` (a jump of the page's clock a minute at a time), then one second of running time: the dialog's render waits on React's timers. */
    const leaveAlone = async (seconds: number) => {
      for (let jumped = 0; jumped < seconds; jumped += 60) await page.clock.fastForward(Math.min(60, seconds - jumped) * 1000);
      await page.clock.runFor(1_000);
    };

    // From here the page's time moves only when the test says so; the last key is now.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.keyboard.press('Shift');
    // a film of 31 minutes, watched without a key: no warning, still signed in
    await leaveAlone(31 * 60);
    await expect(dialog).toHaveCount(0);
    expect((await sessionState(page)).isAuthenticated).toBe(true);

    // the film stops (the guest's last key), and the TV is left on: 29 min, nothing; 29 min 35 s, the warning
    await video.evaluate((media: HTMLVideoElement) => media.pause());
    await page.keyboard.press('Shift');
    await leaveAlone(29 * 60);
    await expect(dialog).toHaveCount(0);
    await leaveAlone(34);
    await expect(dialog).toBeVisible();
    expect(await secondsLeft()).toBeGreaterThanOrEqual(20);
    await expect(dialog.getByRole('button', { name: 'More time' })).toBeFocused();
    // the remote's OK
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect((await sessionState(page)).isAuthenticated).toBe(true);

    // left alone again: warned, then logged out and home
    await leaveAlone(29 * 60 + 34);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(25_000);
    await page.waitForURL((url) => url.pathname === '/');
    await portalReady(page);
    expect((await sessionState(page)).isAuthenticated).toBe(false);
  });
});

test.describe('live TV by remote', () => {
  test.use({ userAgent: WEBOS_22, viewport: { width: 1920, height: 1080 } });

  test('channel up and down change the channel in the player', async ({ page }) => {
    await page.goto('/channels');
    await portalReady(page);
    const tiles = page.locator('lido-live-tv a.channel-tile');
    await expect(tiles.nth(1)).toBeVisible();
    const [first, second] = await Promise.all([tiles.nth(0).getAttribute('href'), tiles.nth(1).getAttribute('href')]);
    await tiles.nth(0).click();
    await page.waitForURL(`**${first}`);
    await portalReady(page);
    // the TV lands on the channel's video
    await expect(page.locator('lido-live-tv video')).toBeFocused();
    await page.keyboard.press('PageUp');
    await page.waitForURL(`**${second}`);
    await portalReady(page);
    await expect(page.locator('lido-live-tv video')).toBeFocused();
    await page.keyboard.press('PageDown');
    await page.waitForURL(`**${first}`);
  });
});
