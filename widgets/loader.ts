/**
 * The autoloader, published as dist/cdn/<version>/lido.js (the one script an operator includes):
 *
 *   <script type="module" src="https://portal.example/lido/0/lido.js"></script>
 *   <lido-vod view="overview"></lido-vod>
 *
 * scripts/build.mjs also writes the follow copies <major>/lido.js and lido.js, which load the
 * version's chunks: import.meta.url is used for chunk addresses only.
 *
 * A tag's chunk (and with it the shared core chunk) is imported when the tag first appears in
 * the document, also in DOM added later and inside open shadow roots (attachShadow is observed,
 * as GitHub's lazy-define does; roots attached before lido.js ran are found at start).
 * `data-load-on="visible"` waits until the element is near the viewport, `"interaction"` until
 * the first pointerdown, focusin or keydown on it. `window.lido` is the page API
 * (core/element/loader-api.ts): commands queued before lido.js ran, `lido.ready()`. Kept tiny: no React, no core, only the tag → chunk map
 * that the build generates from the *.meta.ts files (a separate build after the widgets', so
 * the few dependency-free core modules it uses are copied in, not shared with the core chunk).
 *
 * lido.js parses on the engine floor (its syntax is lowered like the legacy set's) and decides
 * first (./floor.ts): a modern engine gets this loader's chunks; any other gets the legacy set,
 * whose own loader (legacy/lido.js: this file built with __LIDO_LEGACY__, after the polyfills:
 * ./legacy-loader.ts) does all of this — or, below the floor, shows each element's notice. The
 * floor's checks and notices live there, so modern engines never download them.
 */
import widgets, { shared } from 'virtual:lido-widgets';
import { livePage, readPageConfig, type PageConfig } from '../core/config/page-config';
import { hubCallUrl, resolveHubAddress } from '../core/hub/address';
import { storageKey } from '../core/session/persistence';
import { SERVER_ATTRIBUTE } from '../core/element/server-marks';
import type { LidoCore } from '../core/index';
import type { LidoApi, LidoCommand } from '../core/element/loader-api';
import { CORE, configure, settle } from '../core/element/page-api';
import { below, needsLegacy } from './floor';

/**
 * lido.js hands any engine but a modern one to the legacy set's loader — on a page: evaluated in
 * a worker (no DOM, no Document, no import()) it does nothing.
 */
const legacySet: Promise<{ load: typeof load }> | undefined =
  !__LIDO_LEGACY__ && self.document && needsLegacy() ? import(new URL('legacy/lido.js', import.meta.url).href) : undefined;

const coreOf = (): LidoCore | undefined => (globalThis as unknown as Record<symbol, LidoCore | undefined>)[CORE];
let coreReady: (core: LidoCore) => void;
/** The core comes with the first defined element; ready() as lido/core's (core/element/page-api.ts). */
const ready = new Promise<LidoCore>((resolve) => (coreReady = resolve)).then(settle);
const checkCore = () => {
  const core = coreOf();
  if (core) coreReady(core);
};

const requested = new Map<string, Promise<CustomElementConstructor>>();
const linked = new Set<string>();

/** A resource hint in the document's head, once per address. */
function link(rel: string, href: string, crossOrigin?: string): void {
  if (linked.has(href)) return;
  linked.add(href);
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (rel == 'preload') element.as = 'fetch';
  if (crossOrigin) element.crossOrigin = crossOrigin;
  document.head.append(element);
}

/** Start fetching a widget's static chunk graph now, in parallel with its element chunk. */
const preload = (files: readonly string[]) => {
  for (const file of files) link('modulepreload', new URL(`${file}.js`, import.meta.url).href);
};

/**
 * The language the core will show (core/i18n/i18n.ts): the page's once it runs, else the guest's
 * stored choice, the element's or page's language, the browser's. A guess the core overrules
 * (a hub default) costs that language's fetch, as a switch does.
 */
function language(element?: Element): string {
  const { lang, defaultLanguage } = page();
  // || rather than ?? and ?.: lido.js is lowered to the floor's syntax, where each of those costs bytes
  const core = coreOf();
  const code = (
    (core && core.i18n.language) ||
    stored<{ lang: string }>('i18nState').lang ||
    (element && element.getAttribute('lang')) ||
    defaultLanguage ||
    lang ||
    navigator.language
  )
    .slice(0, 2)
    .toLowerCase();
  // core/i18n/languages.ts; 'en' the fallback
  return /^(de|fr|nl)$/.test(code) ? code : 'en';
}

/** Load and define one tag now (e.g. before creating it from script). Resolves when defined. */
export function load(tag: string, element?: Element): Promise<CustomElementConstructor> {
  if (legacySet) return legacySet.then((legacy) => legacy.load(tag, element));
  if (below) return Promise.reject(new Error(`[lido] this browser is below Lido's engine floor: ${below} is missing`));
  const name = tag.toLowerCase();
  let pending = requested.get(name);
  if (!pending) {
    const widget = widgets[name];
    if (!widget) return Promise.reject(new Error(`[lido] unknown element <${name}>`));
    // Already defined (e.g. by another Lido bundle on the page): nothing to fetch.
    const defined = customElements.get(name);
    const [hash, files] = widget;
    const file = `${name}-${hash}`;
    const lang = language(element);
    // The element chunk, its graph and its texts in the page's language download together; the
    // texts (build/rollup-plugin-texts.mjs) run first, so the element starts with them. The two
    // small files are asked for first, so neither waits behind the core for one of a host's six
    // HTTP/1.1 connections.
    if (!defined) preload([`${file}.${lang}`, file, ...shared, ...files]);
    // computed addresses: the browser (not rollup) resolves them, relative to lido.js
    const url = (suffix: string) => new URL(file + suffix, import.meta.url).href;
    pending = (
      defined
        ? Promise.resolve()
        : // not fetched: the core fetches it again (core/i18n/texts.ts)
          import(url(`.${lang}.js`)).catch(() => {}).then(() => import(url('.js')))
    )
      .then(() => customElements.whenDefined(name))
      .then((element) => (checkCore(), element));
    requested.set(name, pending);
    pending.catch((error: unknown) => {
      // Let a later appearance of the tag try again (flaky satellite links).
      requested.delete(name);
      console.error(`[lido] could not load <${name}>`, error);
    });
  }
  return pending;
}

/** The page's own configuration, read once (the core reports anything invalid in it). */
let pageConfig: PageConfig | undefined;
const page = (): PageConfig => pageConfig || (pageConfig = readPageConfig(livePage()));

/** The element's API base, as the core's config will resolve it (attribute, page, host name). */
function apiUrl(element: Element): string {
  return resolveHubAddress({ ...page(), attributeHubUrl: (element.getAttribute('hub-url') || '').trim() || undefined }, location).hubApiUrl;
}

/** A stored session slice (core/session/persistence.ts); {} when there is none or it is unreadable. */
function stored<T>(slice: string): Partial<T> {
  try {
    return JSON.parse(localStorage.getItem(storageKey(slice))!) || {};
  } catch {
    return {};
  }
}

/** A stored session makes the hub client add its header: a preload would then not match. */
const hasSession = () => stored<{ sessionId: unknown }>('authentication').sessionId;

// The same request mode and credentials as the hub client's fetch, or the browser will not reuse it.
const hint = (rel: 'preconnect' | 'preload', href: string) => link(rel, href, page().securedOrigin ? 'use-credentials' : 'anonymous');

/**
 * While a widget's chunks download (the core chunk alone is most of a second on satellite),
 * open the connection to its hub and start its first calls: devices/config, which the core
 * always makes first, and the ones its meta declares. The hub client's fetch of the same URL
 * then takes the preloaded answer instead of waiting another round trip.
 */
function startFirstCalls(element: Element, widget: (typeof widgets)[string]): void {
  const api = apiUrl(element);
  const origin = new URL(api).origin;
  if (origin !== location.origin) hint('preconnect', origin);
  // A server-rendered element (issue 36) came with its answers: only the device's own configuration to start.
  if (hasSession()) return;
  // The widget asks in the guest's language: a language other than the browser's goes as a header
  // (core/query/define.ts languageHeaders), which a preload cannot carry — its calls go unhinted then
  // (the browser's first language stands for the one the hub answers unasked: at worst a hint less).
  const calls = [
    ['devices/config'] as const,
    ...(widget[2] && !element.hasAttribute(SERVER_ATTRIBUTE) && language(element) == navigator.language.slice(0, 2).toLowerCase()
      ? widget[2]((name) => (element.getAttribute(name) || '').trim())
      : []),
  ];
  for (const [path, query] of calls) hint('preload', hubCallUrl(api, path, query));
}

/** Every tag the loader knows. */
export const tags: readonly string[] = Object.keys(widgets);

const selector = tags.join(',');

function start(element: Element): void {
  const widget = widgets[element.localName];
  if (widget && !customElements.get(element.localName)) {
    try {
      startFirstCalls(element, widget);
    } catch {
      // Only a head start (e.g. an unusable hub address): the widget loads and reports regardless.
    }
  }
  void load(element.localName, element).catch(() => {});
}

let visibility: IntersectionObserver | undefined;

function found(element: Element): void {
  const on = element.getAttribute('data-load-on');
  if (!on || customElements.get(element.localName)) return start(element);
  // Found again (a re-scan) while waiting: observing again and one more listener are harmless.
  if (on == 'visible') {
    (
      visibility ||
      (visibility = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            visibility!.unobserve(entry.target);
            start(entry.target);
          }
        }
      }))
    ).observe(element);
  } else {
    // start() runs once per tag (load() and the hints are deduplicated): no need to remove the others.
    for (const type of ['pointerdown', 'focusin', 'keydown']) element.addEventListener(type, () => start(element), { capture: true, once: true });
  }
}

function scan(root: ParentNode): void {
  // (no Object.hasOwn: lido.js runs on engines without it; a tag's hyphen keeps Object.prototype's names out)
  if (root instanceof Element && widgets[root.localName]) found(root);
  for (const element of root.querySelectorAll(selector)) found(element);
}

/** Made on a page only (lido.js may be evaluated where no DOM exists, e.g. as a worker script). */
let mutations: MutationObserver;

/** Define the tags that appear in this root, now and later. */
function observe(root: Document | ShadowRoot): void {
  mutations.observe(root, { childList: true, subtree: true });
  scan(root);
}

const api: LidoApi = {
  push(...commands: LidoCommand[]) {
    for (const command of commands) {
      try {
        if (typeof command == 'function') command(api);
        else (api[command[0]] as (value: unknown) => void)(command[1]);
      } catch (error) {
        console.error(error);
      }
    }
  },
  ready: () => (checkCore(), ready),
  configure(config) {
    configure(config);
    pageConfig = undefined;
  },
  load,
  observe,
  tags,
};

// (a legacy set that fails to load: the engine reports the failed import, load() rejects)
if (!legacySet && !below && selector && typeof document != 'undefined') {
  // The page API: a queue left by the page runs now. A second Lido bundle on the page keeps the first's API.
  const queued = window.lido;
  if (!queued || Array.isArray(queued)) {
    window.lido = api;
    if (queued) api.push(...queued);
  }
  mutations = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    if (init.mode == 'open') observe(root);
    return root;
  };
  observe(document);
  // Open shadow roots attached before lido.js ran.
  for (const element of document.querySelectorAll('*')) if (element.shadowRoot) observe(element.shadowRoot);
}
