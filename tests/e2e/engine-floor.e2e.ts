/**
 * The engine floor as the published bundle serves it (widgets/floor.ts, build/floor.mjs), in
 * today's Chromium; the floor engines themselves run the same bundle in tests/engines/.
 * - the legacy set (chosen by feature detection: here the page lacks AbortSignal.any, as every
 *   engine below Chromium 116 / Safari 17.4 does) renders hub content from legacy/ chunks, its
 *   styles as <style> elements;
 * - below the floor, each element shows the translated notice and the console names the check
 *   (decided by the legacy set's loader, so modern engines never download the floor's checks).
 */
import type { Page } from '@playwright/test';
import { checkFloorCode } from '../../build/floor.mjs';
import { HUB_URL, expect, serveExamples, test } from './fixtures';

// the operator's own token: it wins over Lido's defaults and the hub's theme (ocean) in both sets
const operatorPage = (lang: string) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Lido</title>
<style>:root { --lido-color-accent: #123456; }</style>
<script type="module" src="/dist/cdn/0/lido.js"></script></head>
<body><lido-content-overview hub-url="${HUB_URL}"></lido-content-overview><lido-signage-board hub-url="${HUB_URL}" board-id="1"></lido-signage-board></body></html>`;

let server: Awaited<ReturnType<typeof serveExamples>>;
test.beforeAll(async () => {
  server = await serveExamples({
    '/examples/legacy/': operatorPage('en'),
    '/examples/modern/': operatorPage('en'),
    '/examples/too-old/': operatorPage('de'),
  });
});
test.afterAll(() => server.close());

/** Every script the page loaded, and its page errors. */
function watch(page: Page): { scripts: string[]; errors: string[]; console: string[] } {
  const seen = { scripts: [] as string[], errors: [] as string[], console: [] as string[] };
  page.on('request', (request) => request.resourceType() === 'script' && seen.scripts.push(new URL(request.url()).pathname));
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && seen.console.push(message.text()));
  return seen;
}

/** An engine of the floor, as lido.js sees one: no AbortSignal.any (no constructable stylesheets would do as well). */
const olderEngine = (page: Page) =>
  page.addInitScript(() => {
    delete (AbortSignal as unknown as Record<string, unknown>).any;
  });

test('the legacy set renders hub content from its own chunks, its styles as <style> elements and its container fallback', async ({ page }) => {
  await olderEngine(page);
  const seen = watch(page);
  await page.goto(`${server.origin}/examples/legacy/`);
  const overview = page.locator('lido-content-overview');
  await expect(overview.getByRole('link', { name: 'Dining' })).toBeVisible();
  await expect(page.locator('lido-signage-board').getByRole('heading', { name: 'Horizon Restaurant' })).toBeVisible();
  const own = seen.scripts.filter((file) => !file.endsWith('/lido.js'));
  expect(own.length).toBeGreaterThan(3);
  expect(
    own.filter((file) => !file.includes('/legacy/')),
    'every chunk from legacy/',
  ).toEqual([]);
  const styles = await page.evaluate(() => {
    const element = document.querySelector('lido-content-overview')!;
    return {
      shadowStyles: element.shadowRoot!.querySelectorAll('style').length,
      adopted: element.shadowRoot!.adoptedStyleSheets.length,
      // tokens and themes first in <head>, before the page's own sheets
      headFirst: document.head.firstElementChild?.tagName,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--lido-color-primary').trim(),
      accent: getComputedStyle(document.documentElement).getPropertyValue('--lido-color-accent').trim(),
      containers: element.getAttribute('data-lido-cq'),
      width: element.getBoundingClientRect().width,
    };
  });
  // the hub's theme (ocean) over the defaults, the operator's :root over both
  expect(styles).toMatchObject({ adopted: 0, headFirst: 'STYLE', primary: '#005f73', accent: '#123456' });
  expect(styles.shadowStyles).toBeGreaterThanOrEqual(3);
  // 1280 px wide: the content grid's 768 and 1024 px container conditions hold
  expect(styles.width).toBeGreaterThan(1024);
  expect(styles.containers?.split(' ')).toEqual(expect.arrayContaining(['min-width:768px', 'min-width:1024px']));
  expect(seen.errors).toEqual([]);
});

test('a modern engine loads the modern set: nothing from legacy/', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${server.origin}/examples/modern/`);
  await expect(page.locator('lido-content-overview').getByRole('link', { name: 'Dining' })).toBeVisible();
  expect(seen.scripts.filter((file) => file.includes('/legacy/'))).toEqual([]);
  const styles = await page.evaluate(() => ({
    adopted: document.querySelector('lido-content-overview')!.shadowRoot!.adoptedStyleSheets.length,
    primary: getComputedStyle(document.documentElement).getPropertyValue('--lido-color-primary').trim(),
    accent: getComputedStyle(document.documentElement).getPropertyValue('--lido-color-accent').trim(),
  }));
  expect(styles.adopted).toBeGreaterThanOrEqual(3);
  expect(styles).toMatchObject({ primary: '#005f73', accent: '#123456' });
});

test('below the floor (an engine without AbortSignal.any nor ResizeObserver): each element says so in the page language, and the console names the check', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).ResizeObserver;
    delete (AbortSignal as unknown as Record<string, unknown>).any;
  });
  const seen = watch(page);
  await page.goto(`${server.origin}/examples/too-old/`);
  for (const tag of ['lido-content-overview', 'lido-signage-board']) {
    await expect(page.locator(tag).getByRole('status')).toHaveText(
      'Der Browser dieses Bildschirms ist für diesen Dienst zu alt. Bitte wenden Sie sich an die Crew.',
    );
  }
  expect(seen.console.join('\n')).toContain("below Lido's engine floor (Chromium 69, Safari 14, WPE WebKit 2.38): ResizeObserver is missing");
  // lido.js hands the engine to the legacy set's loader, which finds it below the floor: no chunk
  expect(seen.scripts.map((file) => file.replace(/^.*\/cdn\/[^/]+\//, ''))).toEqual(['lido.js', 'legacy/lido.js']);
  expect(seen.errors).toEqual([]);
});

test('the portal’s own scripts parse and run on the floor before the legacy set is there: its syntax, no API the polyfills would bring', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  for (const route of ['/', '/content', '/vod', '/login']) {
    const response = await page.request.get(`${baseURL ?? ''}${route}`);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length, `${route} has inline scripts`).toBeGreaterThan(0);
    scripts.forEach((code, index) => problems.push(...checkFloorCode(code, `${route} inline script ${index + 1}`, [])));
  }
  expect(problems).toEqual([]);
});

test('the portal on an engine below the modern set: its elements from the legacy set, and not one modern chunk downloaded (the portal’s preload hints are for modern engines)', async ({
  page,
  baseURL,
}) => {
  await olderEngine(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/lido/') && pathname.endsWith('.js')) chunks.push(pathname.replace(/^\/lido\/[^/]+\//, ''));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseURL ?? ''}/content/overview`);
  await expect(page.locator('lido-content-overview').getByRole('link', { name: 'Dining' })).toBeVisible();
  // the legacy loader's own hints only
  const hints = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(hints.length).toBeGreaterThan(0);
  expect(hints.filter((href) => !href.includes('/legacy/'))).toEqual([]);
  expect(chunks.filter((file) => file !== 'lido.js' && !file.startsWith('legacy/'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the portal on a modern engine: the preload hints are there at parse', async ({ page, baseURL }) => {
  await page.goto(`${baseURL ?? ''}/content/overview`);
  const hints = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(hints.some((href) => /\/core-[\w-]+\.js$/.test(href))).toBe(true);
  expect(hints.filter((href) => href.includes('/legacy/'))).toEqual([]);
});
