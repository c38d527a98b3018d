/**
 * Saving slices to localStorage: at most once per debounce window (spec 000 §9: 2 s), flushed on
 * pagehide, restored at start. Every slice lives under its own versioned key so a corrupt or
 * over-quota value only costs that slice. Nothing here throws: a bad value is dropped and logged.
 */

/** The part of the Web Storage API persistence needs (tests pass an in-memory implementation). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type LifecycleTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Where `pagehide` arrives: the given target (null: none), else the page's window when there is one. */
export function pageLifecycle(target?: LifecycleTarget | null): LifecycleTarget | null {
  if (target !== undefined) return target;
  return typeof globalThis.addEventListener === 'function' ? globalThis : null;
}

/** Bump when a stored shape changes incompatibly: old keys are then simply ignored. */
export const STORAGE_VERSION = 1;
export const SAVE_DEBOUNCE_MS = 2000;

export function storageKey(slice: string): string {
  return `lido:v${STORAGE_VERSION}:${slice}`;
}

/** localStorage when the environment has a usable one (it throws in some privacy modes). */
export function defaultStorage(): StorageLike | null {
  try {
    const storage = globalThis.localStorage;
    return storage && typeof storage.getItem === 'function' ? storage : null;
  } catch {
    return null;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * True when `stored` looks like a value of the slice whose initial value is `initial`: a plain
 * object with no unknown keys, each known key of the same kind as its initial value. A key whose
 * initial value is null (or undefined) accepts any kind, since such fields are filled later.
 */
export function matchesShape<T extends object>(initial: T, stored: unknown): stored is Partial<T> {
  if (!isPlainObject(stored)) return false;
  const reference = initial as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    if (!Object.hasOwn(reference, key)) return false;
    const expected = kindOf(reference[key]);
    if (expected === 'null' || expected === 'undefined') continue;
    if (value !== null && kindOf(value) !== expected) return false;
  }
  return true;
}

export interface Persistence {
  /** Stored value of a slice, or null when absent, corrupt or foreign (then it is removed). */
  restore<T extends object>(slice: string, initial: T, validate?: (value: Partial<T>) => boolean): Partial<T> | null;
  /** Queue a save; written at most once per debounce window. */
  schedule(slice: string, read: () => unknown): void;
  /** Write everything queued now (pagehide, logout, tests). */
  flush(): void;
  remove(slice: string): void;
  dispose(): void;
}

export interface PersistenceOptions {
  storage: StorageLike | null;
  debounceMs?: number;
  /** Where to listen for pagehide; defaults to globalThis when it has addEventListener. */
  lifecycleTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/** The console's one wording for stored state dropped as unusable (corrupt, of another shape, unreadable): the page starts clean. */
export function warnDiscarded(name: string, error?: unknown): void {
  console.warn(`[lido] stored "${name}" is unusable and was discarded`, error ?? '');
}

/** The console's one wording for state that could not be stored (usually over quota). */
export function warnNotSaved(name: string, error: unknown): void {
  console.warn(`[lido] could not save "${name}"; it will not survive a reload`, error);
}

export function createPersistence(options: PersistenceOptions): Persistence {
  const { storage } = options;
  const debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
  const pending = new Map<string, () => unknown>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function write(slice: string, value: unknown): void {
    if (!storage) return;
    const key = storageKey(slice);
    try {
      storage.setItem(key, JSON.stringify(value));
    } catch (error) {
      // Usually QuotaExceededError: keep the app running, and do not leave a stale copy behind.
      warnNotSaved(slice, error);
      try {
        storage.removeItem(key);
      } catch {
        /* storage unusable: nothing more to do */
      }
    }
  }

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const entries = [...pending];
    pending.clear();
    for (const [slice, read] of entries) write(slice, read());
  }

  const lifecycle = pageLifecycle(options.lifecycleTarget);
  lifecycle?.addEventListener('pagehide', flush);

  return {
    restore(slice, initial, validate) {
      if (!storage) return null;
      const key = storageKey(slice);
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch (error) {
        warnDiscarded(slice, error);
        return null;
      }
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch (error) {
        warnDiscarded(slice, error);
        this.remove(slice);
        return null;
      }
      if (!matchesShape(initial, parsed) || (validate && !validate(parsed))) {
        warnDiscarded(slice);
        this.remove(slice);
        return null;
      }
      return parsed;
    },
    schedule(slice, read) {
      pending.set(slice, read);
      if (timer === undefined) timer = setTimeout(flush, debounceMs);
    },
    flush,
    remove(slice) {
      pending.delete(slice);
      try {
        storage?.removeItem(storageKey(slice));
      } catch {
        /* storage unusable */
      }
    },
    dispose() {
      flush();
      lifecycle?.removeEventListener('pagehide', flush);
    },
  };
}
