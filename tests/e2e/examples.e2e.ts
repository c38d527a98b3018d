/**
 * The embedding examples (examples/*) as an operator's static server serves them, each against
 * the demo hub: one script, one element, and the element renders hub content. The signage CMS
 * page is a 1920×1080 screen nobody touches: it fits the screen without scrolling and hides the
 * pointer. (Each example's deeper flow is in content.e2e.ts and vod.e2e.ts.)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { EXAMPLE_HUB, axeViolations, expect, serveExamples, test } from './fixtures';

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
    if (name === 'signage-cms') await page.setViewportSize({ width: 1920, height: 1080 });
    await open(page, name);
    await expect(content(page.locator(tag))).toBeVisible();
    expect(await axeViolations(page, [tag]), 'the element is axe-clean').toEqual([]);
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
