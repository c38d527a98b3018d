/**
 * The few assertions the browser tests need (mocha runs them; no assertion library is
 * installed for the browser). Failures throw with both values printed.
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

export function equal<T>(actual: T, expected: T, message?: string): void {
  if (!Object.is(actual, expected)) {
    throw new AssertionError(`${message ? `${message}: ` : ''}expected ${show(expected)}, got ${show(actual)}`);
  }
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

export function deepEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!same(actual, expected)) {
    throw new AssertionError(`${message ? `${message}: ` : ''}expected ${show(expected)}, got ${show(actual)}`);
  }
}

/** Resolves with fn's first truthy result; fails after `timeout` ms with the last error or value. */
export async function waitFor<T>(fn: () => T | Promise<T>, timeout = 3000, message = 'condition'): Promise<NonNullable<T>> {
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
      throw new AssertionError(`timed out after ${timeout} ms waiting for ${message} (last: ${detail})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets React commit pending work (it schedules renders in tasks, not microtasks). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
