/**
 * The high-contrast theme keeps its promise (themes/high-contrast.css): text and controls at least
 * 7:1 on their backgrounds (WCAG 1.4.6, AAA), borders and the focus ring at least 4.5:1. That the
 * elements apply it is checked in tests/e2e/docs.e2e.ts (the gallery's theme switcher).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'themes/high-contrast.css'), 'utf8');
const token = (name: string): string => {
  const match = new RegExp(`--lido-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`--lido-${name} is not a #rrggbb colour in high-contrast.css`);
  return match[1];
};

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

test.each([
  ['color-text', 'color-background'],
  ['color-text', 'color-surface'],
  ['color-text-muted', 'color-background'],
  ['color-on-primary', 'color-primary'],
  ['color-on-primary', 'color-primary-hover'],
  ['color-on-accent', 'color-accent'],
  ['color-primary', 'color-background'],
  ['color-danger', 'color-background'],
  ['color-success', 'color-background'],
  ['color-warning', 'color-background'],
])('%s on %s ≥ 7:1', (fore, back) => {
  expect(contrast(token(fore), token(back))).toBeGreaterThanOrEqual(7);
});

test.each([['color-border'], ['focus-ring-color']])('%s on the background ≥ 4.5:1', (name) => {
  expect(contrast(token(name), token('color-background'))).toBeGreaterThanOrEqual(4.5);
});
