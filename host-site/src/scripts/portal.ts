/**
 * The portal's client side: what the host page does around the widgets.
 *
 * - rewrites a `#/…` address to /QR/{rest}; unregisters any service worker left from an old
 *   installation;
 * - cancels every `lido-navigate` and routes by a full page load, the navigation state saved
 *   for the target (reload-safe);
 * - runs the route guard from the shared session (protected, login-only, login-required setting),
 *   resolves the redirect routes, records the visit; sends a signage screen from the home to its
 *   signage content;
 * - sends the guest to /login with the origin when the hub answers 403;
 * - keeps the page language and the page's own texts in the guest's language.
 *
 * The core comes from the published bundle (/lido/<version>/lido.js) through its page API (window.lido),
 * never from a second copy.
 */
import type { LidoNavigateDetail } from '../../../core/element/events';
import type { LidoCore } from '../../../core/index';
import type {} from '../../../core/element/loader-api';
import { recordPageVisit } from '../../../core/hub/auth';
import { signageHomeOfCore } from '../../../core/config/signage';
import { textContextOf, variantOfCore } from '../../../core/config/variant';
import { readNavigationState, saveNavigationState } from '../../../core/navigation/nav-state';
import { storageKey } from '../../../core/session/persistence';
import { forwardTarget } from '../../../widgets/login/login-variant';
import type { Access, Redirect } from '../routes';
import { loginAddress } from './origin';

interface RouteInfo {
  pattern: string | null;
  tag: string | null;
  access: Access;
  recordVisit: boolean;
  redirect: Redirect | null;
  available: boolean;
}

/**
 * The page's session core, through the bundle's public page API (core/element/loader-api.ts):
 * queued on window.lido, so it works whether lido.js has run yet or not; ready() resolves
 * once the first element (the header is on every portal page) is defined.
 */
function loadCore(): Promise<LidoCore> {
  return new Promise((resolve) => {
    // ready() is typed LidoReady for operators; the resolved object is the whole core, which Lido's own pages use
    (window.lido ||= []).push((lido) => resolve(lido.ready() as unknown as Promise<LidoCore>));
  });
}

function readRoute(): RouteInfo {
  const text = document.getElementById('lido-route')?.textContent ?? '{}';
  return JSON.parse(text) as RouteInfo;
}

const currentAddress = () => location.pathname + location.search;

/** 000 §2 / 002 §2: an address whose hash starts with #/ is the QR form of /QR/{rest}. */
function rewriteHashAddress(): boolean {
  if (!location.hash.startsWith('#/')) return false;
  const rest = location.hash.slice(2);
  location.replace(`/QR/${rest}`);
  return true;
}

/** 002 §9: a registered service worker is unregistered at start. */
function unregisterServiceWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}

/**
 * Set once the page is on its way to another: a second navigation would abort the first (a
 * signage home's <lido-home> asks for the signage content the portal is already replacing it with).
 */
let leaving = false;

/** Every widget link becomes a full page load of the target route. */
function routeNavigation(): void {
  // a page Back brings back from the back/forward cache is not on its way anywhere
  addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
  document.addEventListener('lido-navigate', (event) => {
    const { path, state } = (event as CustomEvent<LidoNavigateDetail>).detail;
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return;
    event.preventDefault();
    if (leaving) return;
    leaving = true;
    saveNavigationState(path, state);
    location.assign(path);
  });
}

function goToLogin(): void {
  location.replace(loginAddress(currentAddress()));
}

/** Where /login sends a guest who is already signed in (002 §2): the origin, else home. */
function originOfLogin(): string {
  const fromQuery = new URLSearchParams(location.search).get('forward_to');
  const fromState = readNavigationState<{ forward_to?: unknown }>('/login')?.forward_to;
  return forwardTarget(fromQuery ?? fromState, '/');
}

/** True when the page may show its content; otherwise a redirect is already under way. */
async function guard(core: LidoCore, route: RouteInfo): Promise<boolean> {
  const signedIn = () => core.stores.authentication.getState().isAuthenticated;
  switch (route.access) {
    case 'open':
      return true;
    case 'login-only':
      if (!signedIn()) return true;
      location.replace(originOfLogin());
      return false;
    case 'protected':
      if (signedIn()) return true;
      goToLogin();
      return false;
    case 'protected-if-login-required': {
      if (signedIn()) return true;
      await core.config.load();
      const required = core.config.uiSettings().loginRequired === true;
      rememberLoginRequired(required);
      if (!required) return true;
      goToLogin();
      return false;
    }
  }
}

/**
 * The hub's "login required" as this device last learned it (a hub setting, no guest data), so a
 * returning guest's page need not wait for the hub's configuration to know it.
 */
const LOGIN_REQUIRED_KEY = storageKey('portal:login-required');
function rememberLoginRequired(required: boolean): void {
  try {
    localStorage.setItem(LOGIN_REQUIRED_KEY, String(required));
  } catch {
    // storage unusable (a privacy mode): the guard waits for the hub, as on a first visit
  }
}

/**
 * Whether what the device already holds lets a guarded route show before the core is ready: the
 * stored session for a protected route, the remembered setting for one guarded only when the hub
 * requires sign-in. The core's readiness waits for the hub's device configuration, one round trip
 * (600 ms on a GEO link) a returning guest's page does not need to wait for; the guard still
 * decides once it is ready, and sends the guest to sign in if the device knew wrong.
 */
function allowedFromDevice(route: RouteInfo): boolean {
  try {
    const session = JSON.parse(localStorage.getItem(storageKey('authentication')) ?? 'null') as { isAuthenticated?: unknown } | null;
    const signedIn = session?.isAuthenticated === true;
    if (route.access === 'protected') return signedIn;
    if (route.access === 'protected-if-login-required') return signedIn || localStorage.getItem(LOGIN_REQUIRED_KEY) === 'false';
  } catch {
    // unreadable: the guard decides once the core is ready
  }
  return false;
}

/**
 * On a DigitalSignage screen the home is the signage content the device profile names (the
 * board, the programme or a content category; core/config/signage.ts), never the guest home's
 * tiles (issue 33). Not waited for: any other device's home is not held up by it.
 */
function followSignageHome(core: LidoCore, route: RouteInfo): void {
  if (route.pattern !== '/') return;
  void core.config.load().then(() => {
    if (!core.config.rules().signageHome) return;
    const home = signageHomeOfCore(core).path;
    if (home === location.pathname || leaving) return;
    leaving = true;
    location.replace(home);
  });
}

/**
 * A signage screen's page is one screen high, never more (issue 33): html[data-lido-signage]
 * drops the content area's least height of a screen below the header (the layout's CSS), so the
 * widgets' self-paging has the room that is really left.
 */
function markSignage(core: LidoCore): void {
  void core.config.load().then(() => {
    document.documentElement.toggleAttribute('data-lido-signage', core.config.rules().selfPaging);
  });
}

/** Puts a guarded page's element into the document once the guard allowed it. */
function revealGuardedContent(): void {
  const template = document.getElementById('lido-guarded');
  if (template instanceof HTMLTemplateElement) template.replaceWith(template.content.cloneNode(true));
}

interface RatingsConfig {
  useAnonymousMode?: boolean;
}
interface HashtagArticle {
  id?: number | string | null;
}

/** The address a redirect route resolves to (002 §2 ratings redirects, 000 §2 hashtag route). */
async function redirectTarget(core: LidoCore, redirect: Redirect): Promise<string> {
  if (redirect === 'hashtag') {
    try {
      const hash = decodeURIComponent(location.pathname.replace(/^\/QR\//, ''))
        .replace(/^#?\/*/, '')
        .replace(/\/+$/, '');
      if (!hash) return '/';
      // The hub answers 404 when no article carries the tag: then home, as on any failure.
      const article = await core.hub.get<HashtagArticle | null>('cms/articles/findByHashtag', { hashtag: hash }, { quiet: true });
      return article?.id !== undefined && article.id !== null ? `/content/detail/${encodeURIComponent(String(article.id))}` : '/';
    } catch {
      return '/';
    }
  }
  let anonymous = false;
  try {
    anonymous = (await core.hub.get<RatingsConfig>('ratings/config')).useAnonymousMode === true;
  } catch {
    // Without the setting the open pages are the safe choice: they need no sign-in.
    anonymous = true;
  }
  if (redirect === 'ratings') return anonymous ? '/ratings/overview' : '/userratings/overview';
  return anonymous ? '/ratings/allinone' : '/userratings/allinone';
}

/**
 * The page's own texts ([data-i18n], [data-i18n-label], [data-i18n-content], the <title>) and
 * <html lang> follow the guest's language; again when a catalogue arrives (the shell's texts
 * travel in its chunk) and on each language switch. A text not loaded yet keeps the server's.
 */
/**
 * The guest's chosen language as the `lido-lang` cookie, so the server renders the next page in it
 * (src/ssr.ts, issue 36): the server cannot read the stored choice in localStorage.
 */
function rememberLanguage(core: LidoCore): void {
  const chosen = core.stores.i18nState.getState().lang;
  const current = /(?:^|;\s*)lido-lang=([^;]*)/.exec(document.cookie)?.[1] ?? null;
  if ((chosen ?? null) === current) return;
  document.cookie = chosen ? `lido-lang=${encodeURIComponent(chosen)}; path=/; max-age=31536000; samesite=lax` : 'lido-lang=; path=/; max-age=0; samesite=lax';
}

function translatePage(core: LidoCore): void {
  // the installation's wording (an airline's "Flight map", a resort's "Room messages")
  const context = () => textContextOf(variantOfCore(core));
  const t = (key: string | undefined, values: Record<string, string> = {}): string =>
    key && core.i18n.exists(key) ? String(core.i18n.t(key, { context: context(), ...values })) : '';
  const apply = () => {
    document.documentElement.lang = core.i18n.language;
    rememberLanguage(core);
    for (const element of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
      const text = t(element.dataset.i18n);
      if (text) element.textContent = text;
    }
    for (const element of document.querySelectorAll<HTMLElement>('[data-i18n-label]')) {
      const label = t(element.dataset.i18nLabel);
      if (label) element.setAttribute('aria-label', label);
    }
    for (const element of document.querySelectorAll<HTMLElement>('[data-i18n-content]')) {
      const content = t(element.dataset.i18nContent);
      if (content) element.setAttribute('content', content);
    }
    const title = document.querySelector<HTMLElement>('title[data-i18n-title]');
    const page = t(title?.dataset.i18nTitle);
    const portal = t('shell:portalTitle');
    if (page && portal) document.title = t('shell:pageTitle', { page, portal });
  };
  apply();
  core.channel.on('lido:language', apply);
  core.i18n.store.on('added', apply);
  core.config.state.subscribe((state, previous) => {
    if (state.device?.hub?.hubType !== previous.device?.hub?.hubType) apply();
  });
}

/**
 * Marks a shell element data-painted once its shadow root shows something (a child with a
 * height): until then the layout keeps its space (Portal.astro), so nothing below it moves
 * while React has not rendered yet. An element that stays empty (a subheader with nothing to
 * say) gives its space back after a few seconds.
 */
function markPainted(selector: string, tag: string, onPainted?: () => void, releaseAfterMs = 5000, shows: (root: ShadowRoot) => boolean = () => true): void {
  void customElements.whenDefined(tag).then(() => {
    const host = document.querySelector<HTMLElement>(selector);
    if (!host) return;
    const root = host.shadowRoot;
    let done = false;
    const sizes = new ResizeObserver(() => check());
    const children = new MutationObserver(() => check());
    const finish = () => {
      done = true;
      host.dataset.painted = '';
      sizes.disconnect();
      children.disconnect();
      onPainted?.();
    };
    if (!root) return finish();
    const check = () => {
      if (done || !shows(root)) return;
      for (const child of root.children) {
        if (child instanceof HTMLElement && child.localName !== 'style') {
          sizes.observe(child);
          if (child.getBoundingClientRect().height > 0) return finish();
        }
      }
    };
    children.observe(root, { childList: true, subtree: true });
    check();
    setTimeout(() => {
      if (!done) finish();
    }, releaseAfterMs);
  });
}

/** A configuration failure is shown by the shell (lido-header); the content would only fail too. */
function hideContentWhileConfigFails(core: LidoCore): void {
  const main = document.getElementById('main');
  if (!main) return;
  const update = () => {
    main.hidden = core.config.state.getState().status === 'error';
  };
  update();
  core.config.state.subscribe(update);
}

/** 000 §8 / 001 §7: a 403 clears the session (the core did) and the guest signs in again. */
function followAuthRequired(core: LidoCore, route: RouteInfo): void {
  let leaving = false;
  core.channel.on('lido:auth-required', ({ origin }) => {
    // Several calls may fail with the same dead session: one redirect.
    if (route.access === 'login-only' || leaving) return;
    leaving = true;
    location.assign(loginAddress(origin ?? currentAddress()));
  });
}

/**
 * The server's route heading (Portal.astro) gives way once the route's element shows its content
 * (not its loading state: the heading is what the page paints first).
 */
function hideRouteHeadingOnceRendered(): void {
  const heading = document.getElementById('route-heading');
  const { tag } = readRoute();
  if (!heading || !tag) return;
  // Rendered = more than the kit's loading state: a heading, text, a picture, a control.
  const content = (root: ShadowRoot) => root.querySelector('h1, h2, h3, p, img, a, button, input, li, table, video') !== null;
  markPainted(
    `#main > ${tag}`,
    tag,
    () => {
      // a page of several elements keeps it as its h1, for screen readers only (Portal.astro)
      if (heading.hasAttribute('data-stays')) heading.dataset.painted = '';
      else heading.hidden = true;
    },
    60_000,
    content,
  );
}

/**
 * 002 §2 "a wayfinder panel shows when enabled for the device profile" (issue 33): a kiosk's home
 * gets the deck maps and the cabin keypad under its tiles. Placed only once the hub said the
 * device is a kiosk whose profile enables the wayfinder, so a phone's home loads nothing more.
 */
async function placeKioskWayfinder(core: LidoCore, route: RouteInfo): Promise<void> {
  if (route.pattern !== '/') return;
  await core.config.load();
  const enabled = core.config.state.getState().device?.deviceGroup?.deviceProfile?.enableWayfinder === true;
  if (core.config.rules().deviceType !== 'Kiosk' || !enabled || document.querySelector('lido-wayfinder')) return;
  const lead = document.querySelector('#main > lido-home');
  if (!lead) return;
  const panel = document.createElement('lido-wayfinder');
  panel.setAttribute('view', 'home');
  lead.after(panel);
}

async function start(): Promise<void> {
  if (rewriteHashAddress()) return;
  unregisterServiceWorkers();
  for (const tag of ['lido-header', 'lido-subheader', 'lido-footer']) markPainted(tag, tag);
  hideRouteHeadingOnceRendered();
  routeNavigation();
  const route = readRoute();
  if (!route.redirect && allowedFromDevice(route)) revealGuardedContent();

  const core = await loadCore();
  translatePage(core);
  hideContentWhileConfigFails(core);
  followAuthRequired(core, route);
  void core.config.load();

  if (route.redirect) {
    location.replace(await redirectTarget(core, route.redirect));
    return;
  }
  markSignage(core);
  followSignageHome(core, route);
  if (!(await guard(core, route))) return;
  revealGuardedContent();
  void placeKioskWayfinder(core, route);
  // Fire and forget: metrics never hold up or disturb the guest.
  if (route.recordVisit) void recordPageVisit(core.hub, location.pathname);
  document.documentElement.dataset.portalReady = 'true';
}

void start();
