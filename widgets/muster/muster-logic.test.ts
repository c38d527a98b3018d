/** The muster rules (002 §4, §5) and the per-guest progress slice. */
import { describe, expect, it } from 'vitest';
import { createStores } from '../../core/session/stores';
import { clock, guestFirst, isComplete, overallOf, toView, validateConfirm, musterViewOf } from './muster-logic';
import { guestVideoKey, recordProgress, type MusterSlice } from './progress';

const p = (isVideoWatched: boolean, isMusterScanPerformed: boolean) => ({ isVideoWatched, isMusterScanPerformed });

describe('overall complete (002 §4)', () => {
  it('needs the video and, only when required, the station visit', () => {
    expect(isComplete(p(true, true), true)).toBe(true);
    expect(isComplete(p(true, false), true)).toBe(false);
    expect(isComplete(p(false, true), true)).toBe(false);
    expect(isComplete(p(true, false), false)).toBe(true);
    expect(isComplete(p(false, true), false)).toBe(false);
  });

  it('what the guest still has to do', () => {
    expect(overallOf(p(false, true), true)).toBe('video');
    expect(overallOf(p(true, false), true)).toBe('station');
    expect(overallOf(p(true, false), false)).toBe('complete');
    expect(overallOf(p(true, true), true)).toBe('complete');
  });
});

describe('the video submit (002 §5)', () => {
  it('at least one passenger and the conditions accepted', () => {
    expect(validateConfirm(0, false)).toEqual({ passengers: 'noPassenger', terms: 'terms' });
    expect(validateConfirm(1, false)).toEqual({ terms: 'terms' });
    expect(validateConfirm(0, true)).toEqual({ passengers: 'noPassenger' });
    expect(validateConfirm(2, true)).toEqual({});
  });
});

describe('views, order, clock', () => {
  it('routes and attribute values', () => {
    expect(musterViewOf('/muster/status')).toBe('status');
    expect(musterViewOf('/muster/schedule/')).toBe('schedule');
    expect(musterViewOf('/muster/video?x=1')).toBe('video');
    expect(musterViewOf('/muster/other')).toBe(null);
    expect(musterViewOf('/vod/overview')).toBe(null);
    expect(musterViewOf('/muster/%E0%A4%A')).toBe(null);
    expect(toView('nonsense')).toBe('home');
    expect(toView(undefined)).toBe('home');
  });

  it('the signed-in guest first, the party in the hub order', () => {
    const list = [
      { id: 1, isLoggedInUser: false },
      { id: 2, isLoggedInUser: false },
      { id: 3, isLoggedInUser: true },
    ];
    expect(guestFirst(list).map((x) => x.id)).toEqual([3, 1, 2]);
  });

  it('m:ss, h:mm:ss', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(9.9)).toBe('0:09');
    expect(clock(605)).toBe('10:05');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(Number.NaN)).toBe('0:00');
  });
});

describe('the furthest point watched, per guest', () => {
  const stores = () => createStores({ storage: null });

  it('grows in whole seconds, never shrinks, and remembers the end', () => {
    const store = stores().defineSlice<MusterSlice>('muster', { watched: {} }, { persist: true, personal: true });
    recordProgress(store, 'k', 3.7);
    expect(store.getState().watched.k).toEqual({ furthest: 3, completed: false });
    recordProgress(store, 'k', 2);
    expect(store.getState().watched.k).toEqual({ furthest: 3, completed: false });
    recordProgress(store, 'k', 0, true);
    expect(store.getState().watched.k).toEqual({ furthest: 3, completed: true });
  });

  it('is kept per guest: another booking or guest has its own', () => {
    const url = 'https://hub/media/safety.m3u8';
    const john = guestVideoKey({ bookingReference: 'LIDO123', pmsName: 'Mr John Smith', sessionId: 's1' }, url);
    expect(guestVideoKey({ bookingReference: 'LIDO123', pmsName: 'Mr John Smith', sessionId: 's2' }, url)).toBe(john);
    expect(guestVideoKey({ bookingReference: 'LIDO123', pmsName: 'Mrs Anna Smith', sessionId: 's1' }, url)).not.toBe(john);
    expect(guestVideoKey({ bookingReference: 'LIDO456', pmsName: 'Mr John Smith', sessionId: 's1' }, url)).not.toBe(john);
  });

  it('goes at logout with the other personal data', () => {
    const all = stores();
    const store = all.defineSlice<MusterSlice>('muster', { watched: {} }, { persist: true, personal: true });
    recordProgress(store, 'k', 5);
    all.wipePersonalData();
    expect(store.getState().watched).toEqual({});
  });
});
