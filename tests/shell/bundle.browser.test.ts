/**
 * The BUILT bundle (dist-test/: dist plus the tests/shell widgets), as an operator page loads it.
 * Build it first: node scripts/build.mjs --with-test-widgets
 * /dist-test-copy/ is the same files under a second URL (web-test-runner.config.mjs): to the
 * browser a second, independent copy of every chunk, i.e. a second Lido bundle on the page.
 */
import packageJson from '../../package.json';
import enCommon from '../../core/i18n/locales/en/common.json';
import frCommon from '../../core/i18n/locales/fr/common.json';
import { assert, expect, waitFor } from '../helpers/assert';

interface SizeReport {
  chunks: Array<{ file: string; kind: string; tag?: string }>;
}

type CoreHost = HTMLElement & { lidoCore?: unknown };

const text = (element: Element | null | undefined, selector: string) => element?.shadowRoot?.querySelector(selector)?.textContent ?? null;

const loadedScripts = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'));

let report: SizeReport;

before(async () => {
  (window as Window & { lidoConfig?: unknown }).lidoConfig = { hubUrl: `${location.origin}/no-hub` };
  const response = await fetch('/dist-test/size-report.json');
  assert(response.ok, 'dist-test/ is missing: run `node scripts/build.mjs --with-test-widgets` first');
  report = (await response.json()) as SizeReport;
});

const chunkOf = (tag: string) => {
  const chunk = report.chunks.find((c) => c.tag === tag);
  assert(chunk, `no chunk for <${tag}> in dist-test/size-report.json`);
  return chunk.file;
};

describe('the published bundle', () => {
  it('lido.js defines a tag only when it appears, also in DOM added later', async () => {
    const loaderUrl = '/dist-test/lido.js';
    const loader = (await import(loaderUrl)) as { tags: readonly string[]; load(tag: string): Promise<unknown> };
    assert(loader.tags.includes('lido-test-counter'), 'the generated map knows the tag');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(customElements.get('lido-test-counter'), 'nothing defined before the tag appears').toBe(undefined);
    assert(!loadedScripts().some((path) => /\/core-[\w-]+\.js$/.test(path)), 'the core chunk is not fetched yet');

    const later = document.createElement('div');
    document.body.append(later);
    later.innerHTML = '<section><lido-test-counter label="Late arrival"></lido-test-counter></section>';
    await customElements.whenDefined('lido-test-counter');
    const el = later.querySelector('lido-test-counter');
    await waitFor(() => text(el, '.count') === 'Count: 0', 5000, 'rendered by the bundle');
    assert(loadedScripts().includes(`/dist-test/${chunkOf('lido-test-counter')}`), 'its own chunk was loaded');
    assert(!loadedScripts().includes(`/dist-test/${chunkOf('lido-test-echo')}`), 'other widgets stay unloaded');
  });

  it("the built core's version is package.json's (put in at build time)", () => {
    const core = (globalThis as Record<symbol, unknown>)[Symbol.for('lido.core.v1')] as { version?: unknown } | undefined;
    assert(core, 'the bundle registered its core');
    expect(core.version).toBe(packageJson.version);
    const element = customElements.get('lido-test-counter') as (CustomElementConstructor & { lidoVersion?: string }) | undefined;
    expect(element?.lidoVersion, 'an element defined by the bundle carries it too').toBe(packageJson.version);
  });

  it("preloads a widget's static chunk graph (the core chunk) together with its own chunk", async () => {
    const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);
    const core = report.chunks.find((c) => c.kind === 'core');
    assert(core, 'a core chunk in the report');
    assert(preloads().includes(`/dist-test/${core.file}`), `the core chunk is preloaded (${preloads().join(', ')})`);
    assert(!preloads().includes(`/dist-test/${chunkOf('lido-test-echo')}`), 'nothing of widgets not on the page');
  });

  it("starts the core's first hub call (devices/config) together with the chunks, as the hub client will make it", () => {
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')];
    const config = preloads.filter((link) => link.href === `${location.origin}/no-hub/api/devices/config`);
    expect(config.length, `one devices/config preload (${preloads.map((link) => link.href).join(', ')})`).toBe(1);
    expect(config[0]?.crossOrigin, 'the request mode and credentials of the hub client (no secured origin)').toBe('anonymous');
  });

  it('loads the texts of the page language only, with the chunks; a switch fetches the other language first', async () => {
    const counter = chunkOf('lido-test-counter').replace(/\.js$/, '');
    const textFiles = () => loadedScripts().filter((path) => path.startsWith(`/dist-test/${counter}.`) && /\.[a-z]{2}\.js$/.test(path));
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);
    // headless Chromium's language is en-US: the page shows English
    assert(preloads.includes(`/dist-test/${counter}.en.js`), `the English texts are preloaded with the chunks (${preloads.join(', ')})`);
    expect(textFiles()).toEqual([`/dist-test/${counter}.en.js`]);
    const core = (globalThis as Record<symbol, unknown>)[Symbol.for('lido.core.v1')] as {
      i18n: { language: string; t(key: string): string; changeLanguage(lang: string): Promise<unknown> };
    };
    expect(core.i18n.t('common:retry')).toBe(enCommon.retry);

    const switched = core.i18n.changeLanguage('fr');
    expect(core.i18n.language, 'English until the French texts arrived').toBe('en');
    await switched;
    expect(core.i18n.language).toBe('fr');
    expect(core.i18n.t('common:retry')).toBe(frCommon.retry);
    expect(textFiles()).toEqual([`/dist-test/${counter}.en.js`, `/dist-test/${counter}.fr.js`]);
    await core.i18n.changeLanguage('en');
    localStorage.removeItem('lido:v1:i18nState');
  });

  it('preconnects to the hub of an element on another origin, once', async () => {
    const preconnects = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => link.href);
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = '<lido-test-echo hub-url="http://127.0.0.1:9/api"></lido-test-echo><lido-test-echo hub-url="http://127.0.0.1:9/"></lido-test-echo>';
    await waitFor(() => preconnects().length > 0, 2000, 'a preconnect link');
    expect(preconnects().filter((href) => href.startsWith('http://127.0.0.1:9')).length, `one preconnect (${preconnects().join(', ')})`).toBe(1);
    host.remove();
  });

  it('a second copy of the bundle joins the first core instead of starting its own', async () => {
    const counter = document.querySelector<CoreHost>('lido-test-counter');
    assert(counter, 'previous test placed a counter');
    // Copy B: its echo chunk pulls B's own core chunk (own React, own core module).
    const copyUrl = `/dist-test-copy/${chunkOf('lido-test-echo')}`;
    await import(copyUrl);
    const cores = loadedScripts().filter((path) => /\/core-[\w-]+\.js$/.test(path));
    expect(new Set(cores.map((path) => path.split('/')[1])).size, `two core chunks evaluated (${cores.join(', ')})`).toBe(2);

    const echo = document.createElement('lido-test-echo') as CoreHost;
    document.body.append(echo);
    await waitFor(() => text(echo, '.count') === 'Count: 0', 5000, 'copy B renders');
    const registered = (globalThis as Record<symbol, unknown>)[Symbol.for('lido.core.v1')];
    expect(echo.lidoCore, 'copy B uses the registered core').toBe(registered);
    expect(counter.lidoCore, 'copy A created it').toBe(registered);

    counter.shadowRoot?.querySelector<HTMLButtonElement>('.increment')?.click();
    await waitFor(() => text(echo, '.count') === 'Count: 1', 3000, 'a change in copy A shows in copy B');

    // Copy B defining a tag copy A already defined (same version): a no-op, not an error.
    const before = customElements.get('lido-test-counter');
    const counterCopyUrl = `/dist-test-copy/${chunkOf('lido-test-counter')}`;
    await import(counterCopyUrl);
    expect(customElements.get('lido-test-counter')).toBe(before);
  });

  it('ships the font next to the bundle and registers it on the document', async () => {
    // Registered once the page has loaded and is idle (it never competes with first content).
    await waitFor(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter Variable'), 5000, 'Inter registered');
    await document.fonts.load('16px "Inter Variable"', 'Lido');
    const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Inter Variable');
    assert(
      faces.some((face) => face.status === 'loaded'),
      'a face loaded',
    );
    assert(loadedScripts().length > 0);
    const fonts = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.woff2'));
    assert(
      fonts.some((path) => path.startsWith('/dist-test/fonts/inter-latin-wght-normal')),
      `font from dist-test/fonts (${fonts.join(', ')})`,
    );
  });
});
