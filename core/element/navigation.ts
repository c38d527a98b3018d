/**
 * Navigation between spec routes (architecture: "Navigation"). A widget asks with a cancelable
 * `lido-navigate` event from its host; the host site cancels it and routes. When nobody cancels,
 * the widget shows the route itself if it is one of its own (meta.routes), else the browser goes
 * to portal-url + path. So every widget works alone, inside the portal and on an operator page.
 */
import { saveNavigationState } from '../navigation/nav-state';
import type { LidoWidgetHost } from './host';

export type NavigationOutcome = 'cancelled' | 'in-place' | 'portal' | 'unhandled';

/** True when `path` is one of the prefixes or below it (`/vod` covers `/vod/detail/1`, not `/vodka`). */
function under(prefixes: readonly string[] | undefined, pathname: string): boolean {
  return (prefixes ?? []).some((prefix) => {
    const base = prefix.replace(/\/+$/, '');
    return base === '' || pathname === base || pathname.startsWith(`${base}/`);
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

export function navigateFrom(host: LidoWidgetHost, path: string, state?: unknown): NavigationOutcome {
  const event = new CustomEvent('lido-navigate', {
    detail: { path, state },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (!host.dispatchEvent(event)) return 'cancelled';

  if (ownsRoute(host.lidoMeta.routes, path, host.lidoMeta.excludedRoutes)) {
    host.lidoRoute.setState({ route: { path, state } });
    return 'in-place';
  }

  const portalUrl = host.portalUrl || host.lidoCore.stores.configuration.getState().portalUrl;
  if (portalUrl) {
    // The target page reads its state back (same origin only: sessionStorage).
    if (state !== undefined) saveNavigationState(path, state);
    host.ownerDocument.defaultView?.location.assign(portalTarget(portalUrl, path));
    return 'portal';
  }
  console.warn(`[lido] <${host.localName}> cannot open ${path}: no page handles lido-navigate and no portal-url is configured`);
  return 'unhandled';
}
