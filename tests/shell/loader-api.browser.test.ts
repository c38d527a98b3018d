/**
 * The built autoloader's page API and shadow-root loading (dist-test/lido.js, as an operator page
 * loads it; built by web-test-runner.config.mjs when stale): commands queued on window.lido before
 * lido.js runs, lido.ready() and lido/core's configure/ready (one implementation), tags inside open shadow roots (attached before and after lido.js
 * ran), and the page-wide hub-url reported once when a second element disagrees.
 */
import type { LidoApi, LidoCommand } from '../../core/element/loader-api';
import type { LidoCore } from '../../core/index';
import { assert, expect, waitFor } from '../helpers/assert';

const page = window as unknown as Window & { lidoConfig?: Record<string, unknown> };
const HUB = `${location.origin}/no-hub`;
const ran: string[] = [];
let apiSeenByQueue: LidoApi | undefined;

const rendered = (element: Element | null | undefined) => element?.shadowRoot?.querySelector('.count')?.textContent ?? null;

/** A plain (non-Lido) custom element that renders its content into an open shadow root when connected. */
class HostCard extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    this.attachShadow({ mode: 'open' }).innerHTML = `<section><${this.dataset.inner} label="In a shadow root"></${this.dataset.inner}></section>`;
  }
}

let early: HTMLElement;

before(async () => {
  // The snippet an operator puts before the script tag.
  const queue: LidoCommand[] = (page.lido = page.lido || []) as LidoCommand[];
  queue.push(['configure', { hubUrl: HUB, theme: 'ocean' }]);
  queue.push((api) => {
    ran.push('function');
    apiSeenByQueue = api;
  });
  // A component whose open shadow root exists before lido.js runs.
  early = document.createElement('div');
  early.attachShadow({ mode: 'open' }).innerHTML = '<lido-test-counter label="Early"></lido-test-counter>';
  document.body.append(early);
  const loaderUrl = '/dist-test/lido.js';
  await import(loaderUrl);
});

describe('lido.js page API (window.lido)', () => {
  it('runs the commands queued before it loaded, in order, and replaces the queue by the API', () => {
    const api = page.lido as LidoApi;
    assert(!Array.isArray(api), 'window.lido is the API now');
    expect(typeof api.ready).toBe('function');
    expect(api.tags).toContain('lido-test-counter');
    expect(ran).toEqual(['function']);
    expect(apiSeenByQueue, 'a queued function gets the API').toBe(api);
    expect(page.lidoConfig, 'configure merged into the page configuration').toEqual({ hubUrl: HUB, theme: 'ocean' });
  });

  it('defines a tag inside an open shadow root attached before lido.js ran', async () => {
    const counter = early.shadowRoot?.querySelector('lido-test-counter');
    await waitFor(() => rendered(counter) === 'Count: 0', 5000, "the early shadow root's counter renders");
  });

  it("ready() resolves with the page's one core once its device configuration has settled; a later push runs at once", async () => {
    const api = page.lido as LidoApi;
    // the public type is LidoReady; the page's core is all of LidoCore
    const core = (await api.ready()) as LidoCore;
    expect(core, 'the core every element shares').toBe((globalThis as Record<symbol, unknown>)[Symbol.for('lido.core.v1')]);
    expect(typeof core.stores.authentication.getState).toBe('function');
    // HUB answers no device configuration: ready() waited for the failure, it did not reject.
    expect(core.config.state.getState().status).toBe('error');
    expect(await api.ready(), 'the same promise every time').toBe(core);
    let now = false;
    api.push(() => (now = true));
    expect(now, 'commands after load run synchronously').toBe(true);
  });

  it('lido/core (the npm route) has the same configure and ready: the same object, the same checks', async () => {
    const api = page.lido as LidoApi;
    const npm = await import('../../core/package');
    expect(await npm.ready(), 'one core, one shape on both routes').toBe(await api.ready());
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      // Both routes drop what is not a page setting and say that the running core will not read it.
      api.configure({ portalUrl: 42 } as never);
      npm.configure({ lang: 'de', theme: '' } as never);
    } finally {
      console.warn = warn;
    }
    expect(page.lidoConfig).toEqual({ hubUrl: HUB, theme: 'ocean', lang: 'de' });
    expect(warnings).toEqual(Array(2).fill('[lido] configure() after start: ignored'));
  });

  it("defines a tag that appears in a shadow root attached later (another library's component)", async () => {
    customElements.define('x-host-card', HostCard);
    const card = document.createElement('x-host-card');
    card.dataset.inner = 'lido-test-echo';
    expect(customElements.get('lido-test-echo'), 'not defined before').toBe(undefined);
    document.body.append(card);
    const echo = card.shadowRoot?.querySelector('lido-test-echo');
    assert(echo, 'the card rendered its shadow root');
    await customElements.whenDefined('lido-test-echo');
    await waitFor(() => /^Count: \d+$/.test(rendered(echo) ?? ''), 5000, 'the echo renders inside the card');
  });

  it('hub-url is page-wide: a second, different value is reported once and the first wins', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn.apply(console, args);
    };
    try {
      const a = document.createElement('lido-test-echo');
      a.setAttribute('hub-url', `${location.origin}/hub-a`);
      const b = document.createElement('lido-test-echo');
      b.setAttribute('hub-url', `${location.origin}/hub-b`);
      const c = document.createElement('lido-test-echo');
      c.setAttribute('hub-url', `${location.origin}/hub-c`);
      document.body.append(a, b, c);
      const core = (await (page.lido as LidoApi).ready()) as LidoCore;
      await waitFor(() => rendered(c), 5000, 'the third element rendered');
      const conflicts = warnings.filter((text) => text.includes('hub-url'));
      expect(conflicts).toEqual([`[lido] hub-url="${location.origin}/hub-b" ignored: one hub per page, the first set ("${location.origin}/hub-a") is used`]);
      expect(core.stores.configuration.getState().hubUrl).toBe(`${location.origin}/hub-a`);
    } finally {
      console.warn = warn;
    }
  });
});
