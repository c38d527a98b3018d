/** The pure rules of the content widgets (content-logic.ts, event-logic.ts). */
import type { ContentEvent } from '../../core/hub/content';
import { expect } from '../../tests/helpers/assert';
import {
  articleLink,
  bookingLink,
  categoryLink,
  categoryTitle,
  cmsColour,
  detailPath,
  externalUrl,
  keepsPastEvents,
  layoutOf,
  matchesKeyword,
  overviewPath,
  contentTargetOf,
  showsEvents,
} from './content-logic';
import { eventTimeRange, eventTimes, groupEventsByDay, scheduleDayOf } from './event-logic';

describe('content routes', () => {
  it('parses overview and detail paths with their preview flag', () => {
    expect(contentTargetOf('/content/overview')).toEqual({ view: 'overview', categoryId: null, previewMode: null });
    expect(contentTargetOf('/content/overview/12')).toEqual({ view: 'overview', categoryId: '12', previewMode: null });
    expect(contentTargetOf('/content/overview/12/')).toEqual({ view: 'overview', categoryId: '12', previewMode: null });
    expect(contentTargetOf('/content/detail/1003?previewMode=true')).toEqual({ view: 'detail', articleId: '1003', previewMode: true });
    expect(contentTargetOf('/content/detail/1003?previewMode=false#x')).toEqual({ view: 'detail', articleId: '1003', previewMode: false });
    expect(contentTargetOf('/content/detail')).toBe(null);
    expect(contentTargetOf('/content/other/1')).toBe(null);
    expect(contentTargetOf('/vod/detail/1')).toBe(null);
    expect(contentTargetOf('/content/detail/%E0%A4%A')).toBe(null);
  });

  it('builds paths, keeping preview mode', () => {
    expect(overviewPath(null)).toBe('/content/overview');
    expect(overviewPath(7, true)).toBe('/content/overview/7?previewMode=true');
    expect(detailPath('a b')).toBe('/content/detail/a%20b');
  });

  it('daily schedule day: date wins, else tomorrow or today; an invalid date is null', () => {
    expect(scheduleDayOf(undefined, undefined)).toBe('today');
    expect(scheduleDayOf('tomorrow', undefined)).toBe('tomorrow');
    expect(scheduleDayOf('tomorrow', '  ')).toBe('tomorrow');
    expect(scheduleDayOf('today', '05/06/2025')).toEqual({ year: 2025, month: 6, day: 5 });
    expect(scheduleDayOf('today', '31/02/2025')).toBe(null);
    expect(scheduleDayOf('today', '2025-06-05')).toBe(null);
  });
});

describe('links and colours', () => {
  it('only http(s) external addresses are followed', () => {
    expect(externalUrl('https://kids.example/club')).toBe('https://kids.example/club');
    expect(externalUrl('javascript:alert(1)')).toBe(null);
    expect(externalUrl('/relative')).toBe(null);
    expect(externalUrl('')).toBe(null);
  });

  it('a category links to its external URL only when useExternalUrl is on', () => {
    expect(categoryLink({ id: 11, title: 'Kids', useExternalUrl: true, externalUrl: 'https://k.example/' }, false)).toEqual({
      kind: 'external',
      url: 'https://k.example/',
    });
    expect(categoryLink({ id: 11, title: 'Kids', useExternalUrl: false, externalUrl: 'https://k.example/' }, true)).toEqual({
      kind: 'route',
      path: '/content/overview/11?previewMode=true',
    });
    expect(categoryLink({ id: 11, title: 'Kids', useExternalUrl: true, externalUrl: 'javascript:x' }, false)).toEqual({
      kind: 'route',
      path: '/content/overview/11',
    });
  });

  it('an article with an external redirect URL links there', () => {
    expect(articleLink({ id: 1, title: 'A', externalRedirectURL: 'https://x.example/' }, false)).toEqual({ kind: 'external', url: 'https://x.example/' });
    expect(articleLink({ id: 1, title: 'A', externalRedirectURL: null }, false)).toEqual({ kind: 'route', path: '/content/detail/1' });
  });

  it("an article's bookingLink is a portal route or an http(s) address; anything else books nothing", () => {
    expect(bookingLink({ bookingLink: '/dining/detail/7201' })).toEqual({ kind: 'route', path: '/dining/detail/7201' });
    expect(bookingLink({ bookingLink: ' /tacbooking?module=spa&objectId=7301 ' })).toEqual({ kind: 'route', path: '/tacbooking?module=spa&objectId=7301' });
    expect(bookingLink({ bookingLink: 'https://book.example/spa' })).toEqual({ kind: 'external', url: 'https://book.example/spa' });
    for (const value of [null, undefined, '', '  ', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'dining/detail/1', 'data:text/html,x']) {
      expect(bookingLink({ bookingLink: value }), String(value)).toBe(null);
    }
  });

  it('CMS colours must be hex', () => {
    expect(cmsColour('FFFFFF')).toBe('#FFFFFF');
    expect(cmsColour('#0b3d91')).toBe('#0b3d91');
    expect(cmsColour('abc')).toBe('#abc');
    expect(cmsColour('red; background: url(x)')).toBe(null);
    expect(cmsColour('12345')).toBe(null);
    expect(cmsColour(null)).toBe(null);
  });

  it('category titles follow the language when the hub sent all of them', () => {
    expect(categoryTitle({ id: 1, title: 'Dining', titles: { de: 'Restaurants' } }, 'de')).toBe('Restaurants');
    expect(categoryTitle({ id: 1, title: 'Dining', titles: { de: 'Restaurants' } }, 'fr')).toBe('Dining');
    expect(categoryTitle({ id: 1, title: 'Dining' }, 'nl')).toBe('Dining');
  });
});

describe('keyword filter', () => {
  it('matches every word, case- and accent-insensitively, in any of the texts', () => {
    expect(matchesKeyword(['Health & care'], 'HEALTH')).toBe(true);
    expect(matchesKeyword(['Café Aurora', 'Deck 5'], 'cafe deck')).toBe(true);
    expect(matchesKeyword(['Santé'], 'sante')).toBe(true);
    expect(matchesKeyword(['Theatre'], 'cinema')).toBe(false);
    expect(matchesKeyword(['Theatre', null], '')).toBe(true);
    expect(matchesKeyword([undefined], 'x')).toBe(false);
  });
});

describe('layouts', () => {
  it('an unknown layout is Classic; timetables and the daily schedule list events', () => {
    expect(layoutOf({ layoutType: 'Timetable' })).toBe('Timetable');
    expect(layoutOf({ layoutType: 'Fancy' })).toBe('Classic');
    expect(layoutOf({ layoutType: null })).toBe('Classic');
    expect(
      (
        [
          'FullScreen',
          'Classic',
          'Extended',
          'UnfilteredHtml',
          'Timetable',
          'ExcursionTimetable',
          'ItineraryTimetable',
          'AgendaTimetable',
          'DailySchedule',
        ] as const
      ).filter(showsEvents),
    ).toEqual(['Timetable', 'ExcursionTimetable', 'ItineraryTimetable', 'AgendaTimetable', 'DailySchedule']);
    expect(keepsPastEvents('ItineraryTimetable')).toBe(true);
    expect(keepsPastEvents('Timetable')).toBe(false);
  });
});

describe('events', () => {
  const event = (id: number, fromDate: string, startTime: string, endTime = ''): ContentEvent => ({ id, title: `e${id}`, fromDate, startTime, endTime });

  it('groups by day in date order, each day by start time, stable for equal times', () => {
    const days = groupEventsByDay([
      event(1, '02/06/2025', '19:30'),
      event(2, '01/06/2025', '21:00'),
      event(3, '01/06/2025', '07:00'),
      event(4, '01/06/2025', '07:00'),
      event(5, '', 'All day'),
      event(6, '30/05/2025', '10:00'),
    ]);
    expect(days.map((d) => d.key)).toEqual(['30/05/2025', '01/06/2025', '02/06/2025', '']);
    expect(days[1]!.events.map((e) => e.id)).toEqual([3, 4, 2]);
    expect(days[0]!.date).toEqual({ year: 2025, month: 5, day: 30 });
    expect(days[3]!.date).toBe(null);
  });

  it('an end time of Late is empty; times follow the 12-hour setting', () => {
    expect(eventTimes(event(1, '', '21:00', 'Late'), false)).toEqual({ start: '21:00', end: '' });
    expect(eventTimes(event(1, '', '21:00', 'late'), true)).toEqual({ start: '9:00 PM', end: '' });
    expect(eventTimeRange(event(1, '', '19:30', '21:00'), false)).toBe('19:30 – 21:00');
    expect(eventTimeRange(event(1, '', '19:30', '21:00'), true)).toBe('7:30 PM – 9:00 PM');
    expect(eventTimeRange(event(1, '', '21:00', 'Late'), false)).toBe('21:00');
  });
});
