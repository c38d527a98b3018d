/**
 * Navigation between spec routes (architecture: "Navigation"). A widget asks with a cancelable
 * `lido-navigate` event from its host; the host site cancels it and routes. When nobody cancels,
 * the widget shows the route itself if it is one of its own (meta.routes), else the browser goes
 * to portal-url + path. So every widget works alone, inside the portal and on an operator page.
 *
 * Alone on an operator's page, a route shown in place is also kept in the URL (issue 13), so
 * Back/Forward, reload and deep links work as in the portal: `?lido-vod=/vod/detail/42` (history
 * "query", the default: it leaves the page's own hash, its anchors and hash router, alone) or
 * `#lido-vod=/vod/detail/42` ("hash", for pages whose server must not see unknown parameters);
 * "none" keeps the URL untouched. The key is the tag, with the element's id or its position
 * (placeKey), so two widgets keep separate places. The page's other parameters and hash stay as written; the
 * route's navigation state goes into history.state, merged under `lido` next to the page's own
 * state (so it survives a reload and each entry keeps its own).
 */
import { saveNavigationState } from '../navigation/nav-state';
import type { LidoWidgetHost, WidgetRoute } from './host';

export type NavigationOutcome = 'cancelled' | 'in-place' | 'portal' | 'unhandled';

/**
 * True when `path` is one of the prefixes or below it (`/vod` covers `/vod/detail/1`, not `/vodka`).
 * The root covers only itself: the home's `/` is not every route of the portal.
 */
function under(prefixes: readonly string[] | undefined, pathname: string): boolean {
  return (prefixes ?? []).some((prefix) => {
    const base = prefix.replace(/\/+$/, '');
    if (base === '') return pathname === '/' || pathname === '';
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}

/** True when `path` is under one of `routes` and under none of `excluded` (another element's routes). */
export function ownsRoute(routes: readonly string[] | undefined, path: string, excluded?: readonly string[]): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return under(routes, pathname) && !under(excluded, pathname);
}

/** portal-url + path, without doubled or missing slashes. */
export function portalTarget(portalUrl: string, path: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** `unhandled`: what the caller does when nothing can open the path (instead of a console warning). */
export function navigateFrom(host: LidoWidgetHost, path: string, state?: unknown, unhandled?: () => void): NavigationOutcome {
  const event = new CustomEvent('lido-navigate', {
    detail: { path, state },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (!host.dispatchEvent(event)) return 'cancelled';

  if (ownsRoute(host.lidoMeta.routes, path, host.lidoMeta.excludedRoutes)) {
    const route = { path, state };
    host.lidoRoute.setState({ route });
    keepPlace(host, route);
    return 'in-place';
  }

  const portalUrl = host.portalUrl || host.lidoCore.stores.configuration.getState().portalUrl;
  if (portalUrl) {
    // The target page reads its state back (same origin only: sessionStorage).
    if (state !== undefined) saveNavigationState(path, state);
    host.ownerDocument.defaultView?.location.assign(portalTarget(portalUrl, path));
    return 'portal';
  }
  if (unhandled) unhandled();
  else console.warn(`[lido] <${host.localName}> cannot open ${path}: no page handles lido-navigate and no portal-url is configured`);
  return 'unhandled';
}

const STATE_KEY = 'lido';

/** 'query' | 'hash' | 'none': the element's history attribute, else the page configuration's. */
function historyMode(host: LidoWidgetHost): string {
  return host.history || host.lidoCore.stores.configuration.getState().history || 'query';
}

/**
 * The element's parameter: its tag; with its id when it has one (`lido-vod-kids`), else with its
 * position from the second element of that tag on (`lido-vod-2`): two elements never share one.
 */
function placeKey(host: LidoWidgetHost): string {
  const index = [...(host.getRootNode() as ParentNode).querySelectorAll(host.localName)].indexOf(host);
  return host.localName + (host.id ? `-${host.id}` : index > 0 ? `-${index + 1}` : '');
}

/** The part of the URL that carries places (without its ? or #), '' when none. */
function placesText(host: LidoWidgetHost, hash: boolean): string {
  const { location } = host.ownerDocument.defaultView!;
  return (hash ? location.hash : location.search).slice(1);
}

/**
 * Records `route` (null: the attributes' start view) as this element's place in the URL: a new
 * history entry, or the current one replaced. Everything else in the URL and the state stays.
 */
export function keepPlace(host: LidoWidgetHost, route: WidgetRoute | null, replace?: boolean): void {
  const mode = historyMode(host);
  if (mode === 'none') return;
  const hash = mode === 'hash';
  const key = placeKey(host);
  const before = placesText(host, hash);
  // Split by hand: URLSearchParams would rewrite the page's own parameters ("?a" → "?a=").
  const parts = before ? before.split('&').filter((part) => !new URLSearchParams(part).has(key)) : [];
  if (route) parts.push(`${key}=${encodeURIComponent(route.path).replace(/%2F/g, '/')}`);
  const text = parts.join('&');
  const { location, history } = host.ownerDocument.defaultView!;
  const url = hash ? location.pathname + location.search + (text ? `#${text}` : '') : location.pathname + (text ? `?${text}` : '') + location.hash;
  const page: unknown = history.state;
  // Only a plain object can take our part; any other state of the page stays as it is.
  const merge = page == null || (page as object).constructor === Object;
  const own = merge ? { ...(page as Record<string, Record<string, unknown>> | null)?.[STATE_KEY], [key]: route?.state } : undefined;
  const write = (state: unknown) => history[replace || text === before ? 'replaceState' : 'pushState'](state, '', url);
  try {
    write(merge ? { ...(page as object | null), [STATE_KEY]: own } : page);
  } catch {
    // state that cannot be cloned (a function): the place without it
    write(page);
  }
}

/**
 * The place the URL gives this element: a route it shows, null for its start view (no place, or
 * one it does not show), undefined when it keeps no place in the URL (history "none").
 */
export function placeInUrl(host: LidoWidgetHost): WidgetRoute | null | undefined {
  const mode = historyMode(host);
  if (mode === 'none') return undefined;
  const key = placeKey(host);
  const path = new URLSearchParams(placesText(host, mode === 'hash')).get(key);
  if (!path?.startsWith('/') || !ownsRoute(host.lidoMeta.routes, path, host.lidoMeta.excludedRoutes)) return null;
  const state: unknown = host.ownerDocument.defaultView!.history.state;
  return { path, state: (state as Record<string, Record<string, unknown> | undefined> | null)?.[STATE_KEY]?.[key] };
}
