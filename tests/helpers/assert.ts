/**
 * Assertions of the browser tests (mocha runs them in Chromium). `expect` has the API and the
 * semantics of vitest's, which the Node tests use, so both kinds of test read alike: toBe is
 * Object.is, toEqual a deep comparison. Failures throw with both values printed.
 */
export class AssertionError extends Error {
  override name = 'AssertionError';
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Resolves with fn's first truthy result; fails after `timeout` ms with the last error or value.
 * A `message` function is asked at the timeout (what the page shows then, not when the wait began).
 */
export async function waitFor<T>(fn: () => T | Promise<T>, timeout = 3000, message: string | (() => string) = 'condition'): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (performance.now() > deadline) {
      const detail = last instanceof Error ? last.message : show(last);
      throw new AssertionError(`timed out after ${timeout} ms waiting for ${typeof message === 'function' ? message() : message} (last: ${detail})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets React commit pending work (it schedules renders in tasks, not microtasks). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface Matchers {
  /** The opposite of every matcher. */
  readonly not: Matchers;
  toBe(expected: unknown): void;
  toEqual(expected: unknown): void;
  toBeTruthy(): void;
  toBeFalsy(): void;
  toBeNull(): void;
  toBeDefined(): void;
  toBeUndefined(): void;
  toBeGreaterThan(bound: number): void;
  toBeGreaterThanOrEqual(bound: number): void;
  toBeLessThan(bound: number): void;
  toBeLessThanOrEqual(bound: number): void;
  /** A string containing the text, or an array containing the item (Object.is). */
  toContain(item: unknown): void;
  toMatch(pattern: RegExp | string): void;
  toHaveLength(length: number): void;
}

function matchers(actual: unknown, message: string | undefined, negated: boolean): Matchers {
  const check = (pass: boolean, description: string) => {
    if (pass === negated) throw new AssertionError(`${message ? `${message}: ` : ''}expected ${show(actual)} ${negated ? 'not ' : ''}${description}`);
  };
  const number = (value: unknown) => (typeof value === 'number' ? value : NaN);
  return {
    get not() {
      return matchers(actual, message, !negated);
    },
    toBe: (expected) => check(Object.is(actual, expected), `to be ${show(expected)}`),
    toEqual: (expected) => check(same(actual, expected), `to equal ${show(expected)}`),
    toBeTruthy: () => check(Boolean(actual), 'to be truthy'),
    toBeFalsy: () => check(!actual, 'to be falsy'),
    toBeNull: () => check(actual === null, 'to be null'),
    toBeDefined: () => check(actual !== undefined, 'to be defined'),
    toBeUndefined: () => check(actual === undefined, 'to be undefined'),
    toBeGreaterThan: (bound) => check(number(actual) > bound, `to be greater than ${bound}`),
    toBeGreaterThanOrEqual: (bound) => check(number(actual) >= bound, `to be at least ${bound}`),
    toBeLessThan: (bound) => check(number(actual) < bound, `to be less than ${bound}`),
    toBeLessThanOrEqual: (bound) => check(number(actual) <= bound, `to be at most ${bound}`),
    toContain: (item) =>
      check(
        typeof actual === 'string' ? actual.includes(String(item)) : Array.isArray(actual) && actual.some((entry) => Object.is(entry, item)),
        `to contain ${show(item)}`,
      ),
    toMatch: (pattern) =>
      check(typeof actual === 'string' && (typeof pattern === 'string' ? actual.includes(pattern) : pattern.test(actual)), `to match ${String(pattern)}`),
    toHaveLength: (length) => check((actual as { length?: unknown } | null)?.length === length, `to have length ${length}`),
  };
}

/** vitest's `expect(actual, message?)` for the browser tests. */
export function expect(actual: unknown, message?: string): Matchers {
  return matchers(actual, message, false);
}
