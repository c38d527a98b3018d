/**
 * The legacy set's polyfills (build/floor.mjs POLYFILLED lists them, the floor check holds the
 * legacy output to that list): the APIs above the engine floor (Chromium 69, Safari 14, WPE 2.38)
 * that Lido or its dependencies call unguarded, and only those: the floor check also fails on a
 * polyfill that no legacy file calls (dead weight on every floor engine). Each is only installed
 * where the engine lacks it. The legacy loader (widgets/loader.ts) imports this
 * first, so it runs before any chunk of the set.
 */
type Writable = Record<string, unknown>;

/** Define `name` on `target` (non-enumerable, like the engine's own) if it is missing. */
function fill(target: object, name: string, value: unknown): void {
  if (!(name in target)) Object.defineProperty(target, name, { value, writable: true, configurable: true });
}

// Chromium 71, Safari 12.1
if (typeof globalThis === 'undefined') (self as unknown as Writable).globalThis = self;
// Chromium 71
fill(
  self,
  'queueMicrotask',
  (callback: () => void) =>
    void Promise.resolve()
      .then(callback)
      .catch((error) =>
        setTimeout(() => {
          throw error;
        }),
      ),
);
// Chromium 73
fill(Object, 'fromEntries', (entries: Iterable<readonly [PropertyKey, unknown]>) => {
  const object: Record<PropertyKey, unknown> = {};
  for (const [key, value] of entries) object[key] = value;
  return object;
});
// Chromium 93, Safari 15.4
fill(Object, 'hasOwn', (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key));
// Chromium 92, Safari 15.4
function at(this: ArrayLike<unknown>, index: number): unknown {
  const i = Math.trunc(index) || 0;
  return this[i < 0 ? this.length + i : i];
}
fill(Array.prototype, 'at', at);
fill(String.prototype, 'at', at);
// Chromium 85, Safari 13.1
fill(
  String.prototype,
  'replaceAll',
  function replaceAll(this: string, pattern: string | RegExp, replacement: string | ((match: string, ...rest: unknown[]) => string)) {
    if (pattern instanceof RegExp) {
      if (!pattern.global) throw new TypeError('replaceAll must be called with a global RegExp');
      return this.replace(pattern, replacement as string);
    }
    // the same replacement patterns ($&, $1 …) and callback as replaceAll's
    return this.replace(new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), replacement as string);
  },
);
// Chromium 92, Safari 15.4; and every engine on a plain-http page (not a secure context)
if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
  fill(crypto, 'randomUUID', () =>
    '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
      (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0] & (15 >> (Number(c) / 4)))).toString(16),
    ),
  );
}
