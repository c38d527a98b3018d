import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createPersistence, matchesShape } from './persistence';
import { FullStorage, MemoryStorage } from './memory-storage';

describe('matchesShape', () => {
  const initial = { id: null as string | null, count: 0, tags: [] as string[], flag: false, info: {} };
  test.each([
    [{}, true],
    [{ count: 3 }, true],
    [{ id: 'x', count: 1, tags: ['a'], flag: true, info: { a: 1 } }, true],
    [{ id: 42 }, true],
    [{ count: null }, true],
    [{ count: '3' }, false],
    [{ tags: {} }, false],
    [{ info: [] }, false],
    [{ unknown: 1 }, false],
    [null, false],
    [[], false],
    ['text', false],
    [42, false],
  ])('%j → %s', (stored, ok) => {
    expect(matchesShape(initial, stored)).toBe(ok);
  });
});

describe('createPersistence', () => {
  const lifecycle = new EventTarget();
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    warn.mockRestore();
  });

  test('saves at most once per 2-second window, with the latest value', () => {
    const storage = new MemoryStorage();
    const persistence = createPersistence({ storage, lifecycleTarget: lifecycle });
    let value = 1;
    for (let i = 0; i < 5; i++) {
      value += 1;
      persistence.schedule('counter', () => ({ value }));
      vi.advanceTimersByTime(300);
    }
    // 1.5 s after the first change nothing is written yet.
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(500);
    expect(storage.writes).toBe(1);
    expect(storage.getItem('lido:v1:counter')).toBe('{"value":6}');
    // Continuous changes still save every 2 s (not postponed forever).
    persistence.schedule('counter', () => ({ value: 7 }));
    vi.advanceTimersByTime(1999);
    expect(storage.writes).toBe(1);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(2);
    persistence.dispose();
  });

  test('pagehide flushes pending saves at once', () => {
    const storage = new MemoryStorage();
    const persistence = createPersistence({ storage, lifecycleTarget: lifecycle });
    persistence.schedule('a', () => ({ x: 1 }));
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(storage.getItem('lido:v1:a')).toBe('{"x":1}');
    persistence.dispose();
  });

  test('restores a stored value', () => {
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:nav', '{"footerType":"dashboard"}');
    const persistence = createPersistence({ storage, lifecycleTarget: null });
    expect(persistence.restore('nav', { footerType: 'standard' })).toEqual({ footerType: 'dashboard' });
    expect(persistence.restore('absent', { footerType: 'standard' })).toBeNull();
  });

  test('corrupt JSON is discarded, removed and logged', () => {
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:nav', '{"footerType":');
    const persistence = createPersistence({ storage, lifecycleTarget: null });
    expect(persistence.restore('nav', { footerType: 'standard' })).toBeNull();
    expect(storage.getItem('lido:v1:nav')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nav" is unusable and was discarded'), expect.any(SyntaxError));
  });

  test('a foreign shape is discarded, removed and logged', () => {
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:nav', '{"footerType":5}');
    storage.setItem('lido:v1:other', '["a"]');
    const persistence = createPersistence({ storage, lifecycleTarget: null });
    expect(persistence.restore('nav', { footerType: 'standard' })).toBeNull();
    expect(persistence.restore('other', { footerType: 'standard' })).toBeNull();
    expect(storage.data.size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test('the validate hook can reject a well-shaped value', () => {
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:lang', '{"lang":"xx"}');
    const persistence = createPersistence({ storage, lifecycleTarget: null });
    expect(persistence.restore('lang', { lang: 'en' }, (v) => v.lang === 'en' || v.lang === 'de')).toBeNull();
  });

  test('a full storage does not throw; the failure is logged', () => {
    const storage = new FullStorage();
    const persistence = createPersistence({ storage, lifecycleTarget: null });
    persistence.schedule('big', () => ({ blob: 'x'.repeat(100) }));
    expect(() => vi.advanceTimersByTime(2000)).not.toThrow();
    expect(storage.writes).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not save "big"'), expect.any(DOMException));
  });

  test('a storage that throws on read is treated as empty', () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    const persistence = createPersistence({ storage, lifecycleTarget: null });
    expect(persistence.restore('nav', { footerType: 'standard' })).toBeNull();
  });

  test('no storage: everything is a no-op', () => {
    const persistence = createPersistence({ storage: null, lifecycleTarget: null });
    persistence.schedule('a', () => 1);
    persistence.flush();
    expect(persistence.restore('a', {})).toBeNull();
  });

  test('remove drops a pending save as well as the stored value', () => {
    const storage = new MemoryStorage();
    storage.setItem('lido:v1:cart', '{}');
    const persistence = createPersistence({ storage, lifecycleTarget: null });
    persistence.schedule('cart', () => ({ items: [1] }));
    persistence.remove('cart');
    vi.advanceTimersByTime(5000);
    expect(storage.getItem('lido:v1:cart')).toBeNull();
  });
});
