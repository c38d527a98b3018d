import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { MAX_STARS, readStars, starsKey, starsOwner, subscribeStars, toggleStar, toggled, wipeStars, writeStars } from './stars';
import { createStores } from './stores';

const guest = { isAuthenticated: true, bookingReference: 'LIDO123', pmsName: 'John Smith', sessionName: null };

describe('starred programme events', () => {
  it('belong to the signed-in guest: none for a visitor', () => {
    expect(starsOwner(guest)).toBe('LIDO123|John Smith');
    expect(starsOwner({ ...guest, pmsName: null, sessionName: 'Anna' })).toBe('LIDO123|Anna');
    expect(starsOwner({ ...guest, isAuthenticated: false })).toBe(null);
    expect(starsKey('LIDO123|John Smith')).toBe('lido:v1:stars:LIDO123|John Smith');
  });

  it('are kept per guest and toggled', () => {
    const storage = new MemoryStorage();
    toggleStar('a', '501', storage);
    toggleStar('a', '502', storage);
    toggleStar('b', '900', storage);
    toggleStar('a', '501', storage);
    expect(readStars(storage, 'a')).toEqual(['502']);
    expect(readStars(storage, 'b')).toEqual(['900']);
    expect(toggled(['1'], '2')).toEqual(['1', '2']);
  });

  it('corrupt or foreign stored state starts clean and is removed', () => {
    const storage = new MemoryStorage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of ['{not json', '{"a":1}', '[1,2]']) {
      storage.setItem(starsKey('a'), bad);
      expect(readStars(storage, 'a')).toEqual([]);
      expect(storage.getItem(starsKey('a'))).toBe(null);
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
    expect(readStars(null, 'a')).toEqual([]);
  });

  it('keeps at most MAX_STARS, and tells subscribers of a change', () => {
    const storage = new MemoryStorage();
    writeStars(
      storage,
      'a',
      Array.from({ length: MAX_STARS + 5 }, (_, i) => String(i)),
    );
    expect(readStars(storage, 'a')).toHaveLength(MAX_STARS);
    expect(readStars(storage, 'a')[0]).toBe('5');
    const heard = vi.fn();
    const stop = subscribeStars(heard);
    toggleStar('a', 'x', storage);
    stop();
    toggleStar('a', 'y', storage);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("logout (and the kiosk idle logout) removes every guest's stars, and nothing else of Lido's", () => {
    const storage = new MemoryStorage();
    toggleStar('a', '1', storage);
    toggleStar('b', '2', storage);
    storage.setItem('lido:v1:i18nState', '{"lang":"de"}');
    const stores = createStores({ storage, sessionStorage: null });
    stores.wipePersonalData();
    stores.dispose();
    expect(readStars(storage, 'a')).toEqual([]);
    expect(readStars(storage, 'b')).toEqual([]);
    expect(storage.getItem('lido:v1:i18nState')).toBe('{"lang":"de"}');
    wipeStars(null);
  });
});
