/**
 * The host site's table is the element metas' pages (issue 35): a meta with pages that the table
 * does not list would leave its routes out of the portal without a word.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WidgetMeta } from '../../core/element/meta';
import { examplePath, matchRoute, ROUTES } from '../../host-site/src/routes';

describe('the host site route table', () => {
  it('holds every page of every meta, for its element', async () => {
    const root = fileURLToPath(new URL('../../widgets/', import.meta.url));
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.meta.ts'));
    const metas = await Promise.all(files.map(async (file) => ((await import(`${root}${file}`)) as { default: WidgetMeta }).default));
    const pages = metas.flatMap((meta) => (meta.pages ?? []).map((page) => `${meta.tag} ${page.pattern}`));
    expect(pages.length).toBeGreaterThan(100);
    const table = ROUTES.filter((route) => route.tag !== null && route.pattern !== '/').map((route) => `${route.tag} ${route.pattern}`);
    expect(table.sort()).toEqual(pages.sort());
  });

  it('opens each route at its example address', () => {
    for (const route of ROUTES) expect(matchRoute(examplePath(route))?.route, route.pattern).toBe(route);
  });
});
