/**
 * Routes as data (issue 35): every element declares its routes in its meta (`pages`: pattern →
 * attributes), and this one matcher reads them — for the host site's table, a route an element
 * shows in place, the gallery and the route tests. Node runs this file as it is (the host site's
 * table and the engine smoke tests import it), so it imports nothing: an extensionless import does
 * not resolve there. The guarded decoding of ./path lives here for that reason.
 *
 * Pattern syntax: `/vod/detail/:id`; a trailing `:name?` is optional. Attribute values: `:name`
 * takes a path parameter (several may be joined: `:dd/:mm/:yyyy`), `?name` a query parameter
 * (omitted when absent or empty), anything else is a literal.
 */

/** One decoded path segment; null when its escapes are malformed. */
export function decodeSegment(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A path's segments (its query and hash dropped), each decoded; null when one is malformed. */
export function pathSegments(path: string): string[] | null {
  const segments: string[] = [];
  for (const segment of (path.split(/[?#]/)[0] ?? '').split('/')) {
    if (!segment) continue;
    const decoded = decodeSegment(segment);
    if (decoded === null) return null;
    segments.push(decoded);
  }
  return segments;
}

export interface RoutePattern {
  readonly pattern: string;
  readonly attributes?: Readonly<Record<string, string>>;
}

export interface RouteMatch<R extends RoutePattern = RoutePattern> {
  route: R;
  params: Record<string, string>;
}

function splitPattern(pattern: string): string[] {
  return pattern.split('/').filter(Boolean);
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = splitPattern(pattern);
  if (segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const segment = segments[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[part.slice(1, optional ? -1 : undefined)] = segment;
    } else if (segment !== part) {
      return null;
    }
  }
  return params;
}

/** A part's weight: a literal is more specific than a parameter, a required one than an optional one. */
const weight = (part: string | undefined) => (part === undefined ? 3 : !part.startsWith(':') ? 0 : part.endsWith('?') ? 2 : 1);

/** True when `a` is more specific than `b`: at their first differing part, `a`'s weighs less. */
function moreSpecific(a: string, b: string): boolean {
  const pa = splitPattern(a);
  const pb = splitPattern(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const wa = weight(pa[i]);
    const wb = weight(pb[i]);
    if (wa !== wb) return wa < wb;
  }
  return false;
}

/**
 * The route of `table` for an address path (its query and hash ignored, trailing slashes too), or
 * null: no route matches, or an escape is malformed (`%E0%A4%A`: "not found", never a throw). The
 * most specific pattern wins (`/vod/login` over `/vod/:id`), so a table may be assembled from
 * several metas in any order; between equally specific ones, the first.
 */
export function matchRoute<R extends RoutePattern>(table: readonly R[], path: string): RouteMatch<R> | null {
  const segments = pathSegments(path);
  if (!segments) return null;
  let best: RouteMatch<R> | null = null;
  for (const route of table) {
    const params = matchPattern(route.pattern, segments);
    if (params && (!best || moreSpecific(route.pattern, best.route.pattern))) best = { route, params };
  }
  return best;
}

/** The element's attributes for a match: path parameters and query values filled in. */
export function routeAttributes(match: RouteMatch, query: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, template] of Object.entries(match.route.attributes ?? {})) {
    if (template.startsWith('?')) {
      const value = query.get(template.slice(1));
      if (value !== null && value !== '') attributes[name] = value;
      continue;
    }
    let missing = false;
    const value = template.replace(/:([A-Za-z]+)/g, (_, param: string) => {
      const v = match.params[param];
      if (v === undefined) missing = true;
      return v ?? '';
    });
    if (!missing) attributes[name] = value;
  }
  return attributes;
}

/** The attributes a path gives (its query included), or null when no route of `table` matches it. */
export function attributesOfPath(table: readonly RoutePattern[] | undefined, path: string): Record<string, string> | null {
  const match = matchRoute(table ?? [], path);
  return match && routeAttributes(match, new URLSearchParams(/\?([^#]*)/.exec(path)?.[1] ?? ''));
}

/** A concrete example address of a route (parameters filled with sample values), for tests and the gallery. */
export function examplePath(route: RoutePattern, sample: (param: string) => string = () => '1'): string {
  const path = splitPattern(route.pattern)
    .filter((part) => !part.endsWith('?'))
    .map((part) => (part.startsWith(':') ? sample(part.slice(1)) : part))
    .join('/');
  return `/${path}`;
}
