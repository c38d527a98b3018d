/** In-memory Storage for tests of persistence (test-only, never bundled). */
import type { StorageLike } from './persistence';

export class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  writes = 0;
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writes += 1;
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

/** A storage that is full: every write throws like the browser's QuotaExceededError. */
export class FullStorage extends MemoryStorage {
  override setItem(): void {
    this.writes += 1;
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}
