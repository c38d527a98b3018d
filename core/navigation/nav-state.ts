/**
 * Navigation state (spec 000 §2: the channel player and the second catalogue's player receive
 * their stream as navigation state). Routing may be a full page load (host site) or in place
 * (a widget alone), so the state is kept in sessionStorage keyed by the target path: it survives
 * the load and a reload of that page, and dies with the tab.
 */
const KEY = 'lido:nav-state';

interface Stored {
  path: string;
  state: unknown;
}

function normalise(path: string): string {
  const p = path.split(/[?#]/)[0] ?? '';
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

export function saveNavigationState(path: string, state: unknown): void {
  try {
    if (state === undefined) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify({ path: normalise(path), state } satisfies Stored));
  } catch {
    /* storage full or disabled: the target page shows its "no navigation state" message */
  }
}

/** The state saved for `path`, or undefined when there is none (or it was for another page). */
export function readNavigationState<T>(path: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored>;
    return stored && stored.path === normalise(path) ? (stored.state as T) : undefined;
  } catch {
    return undefined;
  }
}
