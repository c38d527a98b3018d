import { describe, expect, test } from 'vitest';
import { DEFAULT_PAGE_SECONDS, pageSecondsOf, signageHomeOf } from './signage';

describe('signageHomeOf: the signage home the profile names', () => {
  test('a board, the programme, a content category', () => {
    expect(signageHomeOf({ home: 'board', boardId: 3 })).toEqual({ content: 'board', path: '/restaurantavailability/overview/3' });
    expect(signageHomeOf({ home: 'programme' }, ['content'])).toEqual({ content: 'programme', path: '/dailyprogram' });
    expect(signageHomeOf({ home: 'content', categoryId: '12' })).toEqual({ content: 'content', path: '/content/overview/12' });
    expect(signageHomeOf({ home: 'content' })).toEqual({ content: 'content', path: '/content/overview' });
  });

  test('nothing usable: the programme where the profile has it, else the information overview', () => {
    expect(signageHomeOf(null)).toEqual({ content: 'programme', path: '/dailyprogram' });
    expect(signageHomeOf({ home: 'board' }, ['dailySchedule'])).toEqual({ content: 'programme', path: '/dailyprogram' });
    expect(signageHomeOf(undefined, ['content', 'vod'])).toEqual({ content: 'content', path: '/content/overview' });
  });
});

describe('pageSecondsOf: attribute, profile, default; bounded', () => {
  test('order and bounds', () => {
    expect(pageSecondsOf(null, null)).toBe(DEFAULT_PAGE_SECONDS);
    expect(pageSecondsOf(null, { pageSeconds: 20 })).toBe(20);
    expect(pageSecondsOf('8', { pageSeconds: 20 })).toBe(8);
    expect(pageSecondsOf('1', null)).toBe(4);
    expect(pageSecondsOf('nonsense', { pageSeconds: -3 })).toBe(DEFAULT_PAGE_SECONDS);
    expect(pageSecondsOf(null, { pageSeconds: 99999 })).toBe(300);
  });
});
