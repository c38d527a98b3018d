/**
 * The npm package as a front-end developer adopts it: `npm pack`, the tarball installed into the
 * example Vite apps (examples/react-app, examples/vue-app), each typechecked as its own project
 * (strict tsc for React, vue-tsc for Vue, neither with skipLibCheck) and built ONCE with Vite —
 * no Lido plugin, no network (scripts/pack-examples.mjs) — then served and rendered in Chromium
 * against the demo hub. And a page using both routes (npm package and the CDN lido.js) has one
 * core and one QueryClient.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, appDir, packExamples } from '../../scripts/pack-examples.mjs';
import { expect, HUB_URL, serveExamples, test } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');

test.describe.configure({ mode: 'serial' });

let examples: Awaited<ReturnType<typeof serveExamples>>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await packExamples();
  examples = await serveExamples();
});
test.afterAll(() => examples?.close());

/** The CDN route's loader as served next to the examples: the pinned dist/cdn/<version>/lido.js. */
function cdnLoaderPath(): string {
  const report = JSON.parse(readFileSync(path.join(ROOT, 'dist/size-report.json'), 'utf8')) as { dir: string };
  return `/dist/${report.dir}/lido.js`;
}

for (const app of APPS) {
  test(`${app}: the tarball installed, typechecked and built with Vite renders <lido-content-overview> from the demo hub`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().startsWith(HUB_URL)) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${examples.origin}/examples/${app}/dist/`);
    const overview = page.locator('lido-content-overview');
    // Real hub data, through the element the app's bundler built from the package.
    await expect(overview.getByRole('link', { name: 'Dining' })).toBeVisible();
    // lido/core's ready(): the page's core loaded the hub's configuration.
    await expect(page.getByTestId('lido-version')).toHaveText(/^Lido \d+\.\d+\.\d+/);
    // The typed lido-navigate handler of the app hears the element's links.
    await overview.getByRole('link', { name: 'Dining' }).click();
    await expect(overview.getByRole('heading', { name: 'Dining' })).toBeVisible();
    await expect(page.getByTestId('last-route')).toHaveText(/Last opened: \/content\/overview\/\d+/);
    // The theme the app set (ocean / sunset) is applied on the element.
    expect(await overview.getAttribute('data-lido-theme')).toBe(app === 'react-app' ? 'ocean' : 'sunset');
    // Vite emitted what the package's modules reference (fonts): nothing 404s.
    await page.evaluate(() => document.fonts.ready);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    // The app's bundle holds Lido's code: the build resolved lido/content-overview itself.
    const bundle = globSync('dist/assets/*.js', { cwd: appDir(app) })
      .map((file) => readFileSync(path.join(appDir(app), file), 'utf8'))
      .join('\n');
    expect(bundle).toContain('lido-content-overview');
  });
}

test('a page using the npm package AND the CDN lido.js has one core and one QueryClient', async ({ page }) => {
  const cdnChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/dist\/(cdn\/[^/]+\/)?core-[\w-]+\.js$/.test(request.url())) cdnChunks.push(request.url());
  });
  await page.goto(`${examples.origin}/examples/react-app/dist/`);
  await expect(page.locator('lido-content-overview').getByRole('link', { name: 'Dining' })).toBeVisible();

  // The CDN route on the same page: its loader defines a tag the app did not import.
  await page.evaluate((src) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
    document.querySelector('main')!.append(document.createElement('lido-daily-schedule'));
  }, cdnLoaderPath());
  await expect(page.locator('lido-daily-schedule').getByRole('heading').first()).toBeVisible();
  // Two copies of Lido's code are on the page (the CDN core chunk was loaded) …
  expect(cdnChunks).toHaveLength(1);

  // … and one core: both elements hold the registered core, and its one QueryClient has both reads.
  const shared = await page.evaluate(() => {
    type Holder = { lidoCore: { queryClient: { getQueryCache(): { getAll(): { queryKey: unknown[] }[] } } } };
    const registered = (globalThis as unknown as Record<symbol, Holder['lidoCore']>)[Symbol.for('lido.core.v1')];
    const npmElement = document.querySelector('lido-content-overview') as unknown as Holder;
    const cdnElement = document.querySelector('lido-daily-schedule') as unknown as Holder;
    const overviewClass = customElements.get('lido-content-overview') as unknown as { lidoVersion?: string };
    const scheduleClass = customElements.get('lido-daily-schedule') as unknown as { lidoVersion?: string };
    return {
      sameCore: npmElement.lidoCore === registered && cdnElement.lidoCore === registered,
      sameClient: npmElement.lidoCore.queryClient === cdnElement.lidoCore.queryClient,
      differentClasses: overviewClass !== scheduleClass && Boolean(overviewClass.lidoVersion) && Boolean(scheduleClass.lidoVersion),
      keys: registered.queryClient
        .getQueryCache()
        .getAll()
        .map((query) => JSON.stringify(query.queryKey)),
    };
  });
  expect(shared.sameCore).toBe(true);
  expect(shared.sameClient).toBe(true);
  expect(shared.differentClasses).toBe(true);
  // The overview's category read and the schedule's read sit in the same cache.
  expect(
    shared.keys.some((key) => /categor/i.test(key)),
    shared.keys.join(' '),
  ).toBe(true);
  expect(
    shared.keys.some((key) => /schedule|event/i.test(key)),
    shared.keys.join(' '),
  ).toBe(true);
});
