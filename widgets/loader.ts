/**
 * The autoloader, published as dist/lido.js (the one script an operator includes):
 *
 *   <script type="module" src="https://portal.example/lido/lido.js"></script>
 *   <lido-vod view="overview"></lido-vod>
 *
 * A tag's chunk (and with it the shared core chunk) is imported when the tag first appears in
 * the document, also in DOM added later. Kept tiny: no React, no core, only the tag → chunk map
 * that the build generates from the *.meta.ts files.
 */
import widgets from 'virtual:lido-widgets';

const requested = new Map<string, Promise<CustomElementConstructor>>();
const preloaded = new Set<string>();

/** Start fetching a widget's static chunk graph now, in parallel with its element chunk. */
function preload(files: readonly string[]): void {
  for (const file of files) {
    if (preloaded.has(file)) continue;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, import.meta.url).href;
    document.head.append(link);
  }
}

/** Load and define one tag now (e.g. before creating it from script). Resolves when defined. */
export function load(tag: string): Promise<CustomElementConstructor> {
  const name = tag.toLowerCase();
  let pending = requested.get(name);
  if (!pending) {
    const widget = widgets[name];
    if (!widget) return Promise.reject(new Error(`[lido] unknown element <${name}>`));
    // Already defined (e.g. by another Lido bundle on the page): nothing to fetch.
    const defined = customElements.get(name);
    if (!defined) preload(widget.preload);
    pending = (defined ? Promise.resolve() : widget.load()).then(() => customElements.whenDefined(name));
    requested.set(name, pending);
    pending.catch((error: unknown) => {
      // Let a later appearance of the tag try again (flaky satellite links).
      requested.delete(name);
      console.error(`[lido] could not load <${name}>`, error);
    });
  }
  return pending;
}

const preconnected = new Set<string>();

/** The page's configured hub (window.lidoConfig or #lido-config), read once. */
let pageHub: string | null | undefined;
function configuredHub(): string | null {
  if (pageHub === undefined) {
    const fromWindow = (globalThis as { lidoConfig?: { hubUrl?: unknown } }).lidoConfig?.hubUrl;
    let fromScript: unknown;
    try {
      fromScript = (JSON.parse(document.getElementById('lido-config')?.textContent || '{}') as { hubUrl?: unknown }).hubUrl;
    } catch {
      /* the core reports invalid config */
    }
    const hub = fromScript ?? fromWindow;
    pageHub = typeof hub === 'string' ? hub : null;
  }
  return pageHub;
}

/**
 * Open the connection to the element's hub while its chunks download: the first hub call then
 * skips the connection set-up (a round trip, 0.6 s on satellite).
 */
function preconnect(element: Element): void {
  const hub = element.getAttribute('hub-url') || configuredHub();
  if (!hub) return;
  let origin: string;
  try {
    origin = new URL(hub, location.href).origin;
  } catch {
    return;
  }
  if (origin === location.origin || preconnected.has(origin)) return;
  preconnected.add(origin);
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/** Every tag the loader knows. */
export const tags: readonly string[] = Object.keys(widgets);

const selector = tags.join(',');

function found(element: Element): void {
  preconnect(element);
  void load(element.localName).catch(() => {});
}

function scan(root: Element | Document): void {
  if (root instanceof Element && Object.hasOwn(widgets, root.localName)) found(root);
  for (const element of root.querySelectorAll(selector)) found(element);
}

if (selector && typeof document !== 'undefined') {
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  }).observe(document, { childList: true, subtree: true });
  scan(document);
}
