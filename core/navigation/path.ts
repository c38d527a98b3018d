/**
 * Reading a route's path: the one way every widget and the host site decode it. A malformed escape
 * (`%E0%A4%A`) gives null, so no route matches and the guest sees "not found" — never an
 * exception thrown while a widget renders.
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
