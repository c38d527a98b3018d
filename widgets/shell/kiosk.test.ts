import { describe, expect, test } from 'vitest';
import { afterSwipe } from './device-behaviour';
import { announcedCount, leavingAddress } from './kiosk';

const portal = { href: 'https://portal.ship.example/content/overview', origin: 'https://portal.ship.example' };
const link = (href: string, target = '', download = false) => ({ href, target, hasAttribute: (name: string) => name === 'download' && download });

describe('leavingAddress: what a kiosk offers as a QR code instead of opening it', () => {
  test('another origin, or any new window, leaves the portal', () => {
    expect(leavingAddress(link('https://kids.lido.example/club'), portal)).toBe('https://kids.lido.example/club');
    expect(leavingAddress(link('https://portal.ship.example/media/a.pdf', '_blank'), portal)).toBe('https://portal.ship.example/media/a.pdf');
    expect(leavingAddress(link('https://portal.ship.example/media/a.pdf', '', true), portal)).toBe('https://portal.ship.example/media/a.pdf');
    expect(leavingAddress(link('http://portal.ship.example:8080/api/blobs/1'), portal)).toBe('http://portal.ship.example:8080/api/blobs/1');
    expect(leavingAddress(link('mailto:spa@ship.example'), portal)).toBe('mailto:spa@ship.example');
  });

  test('a portal page in this tab stays', () => {
    expect(leavingAddress(link('https://portal.ship.example/dailyprogram'), portal)).toBeNull();
    expect(leavingAddress(link('/my_holiday', '_self'), portal)).toBeNull();
    expect(leavingAddress(link('#top', '_top'), portal)).toBeNull();
  });
});

describe('announcedCount: the idle dialog is heard at its start, at 10 s and at 5 s, not every second', () => {
  test.each([
    [25, 25, 25],
    [25, 11, 25],
    [25, 10, 10],
    [25, 6, 10],
    [25, 5, 5],
    [25, 1, 5],
    [8, 8, 8],
    [8, 5, 5],
  ])('opened at %i s, %i s left: %i', (first, left, heard) => {
    expect(announcedCount(first, left)).toBe(heard);
  });
});

describe('afterSwipe: where a card swipe outside the login form leads', () => {
  test.each([
    ['/', '', '/my_holiday'],
    ['/dailyprogram', '?day=2', '/dailyprogram?day=2'],
    ['/login', '?forward_to=%2Fmuster%2Fstatus', '/muster/status'],
    ['/login', '?forward_to=%2F%2Fevil.example', '/my_holiday'],
    ['/login', '?forward_to=%2Flogin', '/my_holiday'],
    ['/login', '', '/my_holiday'],
  ])('%s%s → %s', (pathname, search, target) => {
    expect(afterSwipe({ pathname, search })).toBe(target);
  });
});
