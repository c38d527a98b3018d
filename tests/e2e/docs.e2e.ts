/**
 * The element gallery (/docs, /docs/<tag>), generated from dist/custom-elements.json: every
 * element listed; an element page with its reference, a live example against the demo hub, the
 * theme switcher (ocean, sunset, high-contrast), the language switcher (the page and the element
 * follow), a copyable embed snippet; keyboard operable and axe-clean.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { axeViolations, expect, test } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Manifest {
  modules: Array<{ declarations: Array<{ tagName?: string; customElement?: boolean }> }>;
}

test('/docs lists every element of the manifest, each linking to its page', async ({ page }) => {
  const manifest = JSON.parse(await readFile(path.join(ROOT, 'dist/custom-elements.json'), 'utf8')) as Manifest;
  const tags = manifest.modules
    .flatMap((m) => m.declarations)
    .filter((d) => d.customElement && d.tagName)
    .map((d) => d.tagName!)
    .sort();
  expect(tags.length).toBeGreaterThan(20);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Lido element gallery' })).toBeVisible();
  const links = page.locator('[data-docs-elements] a');
  expect((await links.allTextContents()).map((text) => text.replace(/[<>]/g, ''))).toEqual(tags);
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard: the skip link, then the gallery link, then the language switcher.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeFocused();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Lido-elementengalerij' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');

  await page.getByRole('link', { name: '<lido-content-overview>' }).click();
  await expect(page).toHaveURL(/\/docs\/lido-content-overview$/);
});

test('an element page: reference, live example, themes, languages, snippet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/lido-content-overview');
  const live = page.locator('[data-docs-live]');
  await expect(live.getByRole('link', { name: 'Dining' }), 'the live example shows demo-hub content').toBeVisible();

  const attributes = page.getByRole('table', { name: 'Attributes' });
  await expect(attributes.getByRole('rowheader', { name: 'category-id' })).toBeVisible();
  await expect(attributes.getByRole('rowheader', { name: 'hub-url' })).toBeVisible();
  await expect(attributes.getByRole('row', { name: /hub-url/ })).toContainText('Page-wide');
  await expect(page.getByRole('table', { name: 'Events' }).getByRole('rowheader', { name: 'lido-navigate' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'CSS custom properties' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Theme switcher: the element's own theme, the snippet follows.
  const primary = () => live.evaluate((element) => getComputedStyle(element).getPropertyValue('--lido-color-primary').trim());
  const defaultPrimary = await primary();
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await theme.focus();
  await theme.selectOption('high-contrast');
  await expect(live).toHaveAttribute('theme', 'high-contrast');
  expect(await primary()).toBe('#00306b');
  expect(await primary()).not.toBe(defaultPrimary);
  await expect(page.locator('#snippet-embed')).toContainText('<lido-content-overview theme="high-contrast"></lido-content-overview>');
  expect(await axeViolations(page), 'axe-clean in the high-contrast theme').toEqual([]);
  await theme.selectOption('ocean');
  expect(await primary()).toBe('#005f73');
  await theme.selectOption('sunset');
  expect(await primary()).toBe('#a33a00');

  // Copy: the snippet as shown, announced.
  await page.getByRole('button', { name: 'Copy' }).first().click();
  await expect(page.getByRole('status').first()).toHaveText('Copied to the clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.locator('#snippet-embed').textContent());
  // Operators' snippets follow the major line (the page itself loads its pinned copy).
  expect(copied).toContain('/lido/0/lido.js"></script>');

  // Language switcher: the page and the live element follow.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Live-Beispiel' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  await expect(live.getByRole('link', { name: 'Restaurants' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Exemple en direct' })).toBeVisible();
});

test('an element page shows its element in 10-foot mode too (a cabin TV by remote)', async ({ page }) => {
  await page.goto('/docs/lido-content-overview');
  const live = page.locator('[data-docs-live]');
  await expect(live.getByRole('link', { name: 'Dining' })).toBeVisible();
  const linkHeight = () => live.getByRole('link', { name: 'Dining' }).evaluate((link) => link.getBoundingClientRect().height);
  const before = await linkHeight();
  await expect(page.locator('html[data-lido-ten-foot]')).toHaveCount(0);

  const box = page.getByRole('checkbox', { name: 'Cabin TV (10-foot mode)' });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveAttribute('ten-foot', 'on');
  await expect(live).toHaveAttribute('data-lido-ten-foot', '');
  await expect(page.locator('#snippet-embed')).toContainText('<lido-content-overview ten-foot="on"></lido-content-overview>');
  // sized for 3 m: the tiles grow, and a control is always focused
  await expect.poll(linkHeight).toBeGreaterThan(before);
  expect(await axeViolations(page), 'axe-clean in 10-foot mode').toEqual([]);

  await box.uncheck();
  await expect(live).toHaveAttribute('ten-foot', 'off');
  await expect(live).not.toHaveAttribute('data-lido-ten-foot');
  await expect(page.locator('#snippet-embed')).toContainText('<lido-content-overview></lido-content-overview>');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
  await expect(page.getByRole('checkbox', { name: 'Hut-tv (10-voetmodus)' })).toBeVisible();
});
