/**
 * The embedding examples (examples/*) as an operator's static server serves them, each against
 * the demo hub: one script, one element, and the element renders hub content. The signage CMS
 * page is a 1920×1080 screen nobody touches: it fits the screen without scrolling and hides the
 * pointer. (Each example's deeper flow is in content.e2e.ts and vod.e2e.ts.)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO, EXAMPLE_HUB, HUB_URL, axeViolations, expect, serveExamples, test } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');

const EXAMPLES: Array<{ name: string; tag: string; content: (element: Locator) => Locator }> = [
  { name: 'brand-site', tag: 'lido-content-overview', content: (element) => element.getByRole('link', { name: 'Dining' }) },
  { name: 'airline-vod', tag: 'lido-vod', content: (element) => element.getByRole('link', { name: 'Movies' }).first() },
  { name: 'signage-cms', tag: 'lido-signage-board', content: (element) => element.getByRole('heading', { name: 'Horizon Restaurant' }) },
];

let examples: Awaited<ReturnType<typeof serveExamples>>;
test.beforeAll(async () => {
  examples = await serveExamples();
});
test.afterAll(() => examples.close());

async function open(page: Page, name: string): Promise<void> {
  await page.goto(`${examples.origin}/examples/${name}/`);
}

for (const { name, tag, content } of EXAMPLES) {
  test(`examples/${name}: one script, one <${tag}>, rendering hub content`, async ({ page }) => {
    const html = (await readFile(path.join(ROOT, `examples/${name}/index.html`), 'utf8')).replace(/<!--[\s\S]*?-->/g, '');
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual(['<script type="module" src="../../dist/cdn/0/lido.js">']);
    expect([...html.matchAll(/<lido-[a-z-]+\b/g)].map((m) => m[0])).toEqual([`<${tag}`]);
    expect(html, 'the example names the demo hub address').toContain(`hub-url="${EXAMPLE_HUB}"`);
    if (name === 'signage-cms') {
      await page.setViewportSize({ width: 1920, height: 1080 });
      // The evening, when the cards are tallest (a venue's last slots gone: its note and the
      // "no timeslots" text): the board once ran out of the CMS zone then, its legend on the dark page.
      const evening = new Date();
      evening.setUTCHours(21, 10, 0, 0);
      await page.clock.install({ time: evening });
    }
    await open(page, name);
    await expect(content(page.locator(tag))).toBeVisible();
    expect(await axeViolations(page, [tag]), 'the element is axe-clean').toEqual([]);
    // the operator's page keeps its own h1: the element's title is an h2 (heading-level="2")
    if (name !== 'signage-cms') await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    if (name === 'signage-cms') {
      const screen = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
        cursor: getComputedStyle(document.body).cursor,
      }));
      expect(screen, 'fits 1920×1080, no pointer').toEqual({ width: 1920, height: 1080, cursor: 'none' });
    }
  });
}

test('an operator page with a guest’s widget and nothing else to sign in with: lido.js loads the sign-in into the widget’s dialog, and the guest stays on the page', async ({
  page,
}) => {
  const operator = await serveExamples({
    '/examples/my-messages/': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My messages</title></head>
      <body><main><script type="module" src="../../dist/cdn/0/lido.js"></script><lido-cabin-messages hub-url="${EXAMPLE_HUB}"></lido-cabin-messages></main></body></html>`.replaceAll(
      EXAMPLE_HUB,
      HUB_URL,
    ),
  });
  try {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('[lido]')) warnings.push(message.text());
    });
    await page.goto(`${operator.origin}/examples/my-messages/`);
    const messages = page.locator('lido-cabin-messages');
    await messages.getByRole('link', { name: 'Log in' }).click();
    const dialog = messages.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    // lido-login was not on the page: lido.js fetched its chunk for the dialog
    await dialog.getByLabel('Booking reference').fill(DEMO.bookingReference);
    await dialog.getByLabel('Lead passenger surname').fill(DEMO.surname);
    expect(await axeViolations(page, ['lido-cabin-messages'])).toEqual([]);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(messages.getByText('Welcome aboard the Lido Aurora')).toBeVisible();
    expect(new URL(page.url()).pathname, 'still on the operator’s page').toBe('/examples/my-messages/');
    expect(warnings).toEqual([]);
  } finally {
    await operator.close();
  }
});
