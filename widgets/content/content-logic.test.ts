/** The pure rules of the content widgets (content-logic.ts, event-logic.ts). */
import type { ContentEvent } from '../../core/hub/content';
import { deepEqual, equal } from '../../tests/helpers/assert';
import {
  articleLink,
  categoryLink,
  categoryTitle,
  cmsColour,
  detailPath,
  externalUrl,
  keepsPastEvents,
  layoutOf,
  matchesKeyword,
  overviewPath,
  parseContentPath,
  showsEvents,
} from './content-logic';
import { eventTimeRange, eventTimes, groupEventsByDay, scheduleDayOf } from './event-logic';

describe('content routes', () => {
  it('parses overview and detail paths with their preview flag', () => {
    deepEqual(parseContentPath('/content/overview'), { view: 'overview', categoryId: null, previewMode: null });
    deepEqual(parseContentPath('/content/overview/12'), { view: 'overview', categoryId: '12', previewMode: null });
    deepEqual(parseContentPath('/content/overview/12/'), { view: 'overview', categoryId: '12', previewMode: null });
    deepEqual(parseContentPath('/content/detail/1003?previewMode=true'), { view: 'detail', articleId: '1003', previewMode: true });
    deepEqual(parseContentPath('/content/detail/1003?previewMode=false#x'), { view: 'detail', articleId: '1003', previewMode: false });
    equal(parseContentPath('/content/detail'), null);
    equal(parseContentPath('/content/other/1'), null);
    equal(parseContentPath('/vod/detail/1'), null);
  });

  it('builds paths, keeping preview mode', () => {
    equal(overviewPath(null), '/content/overview');
    equal(overviewPath(7, true), '/content/overview/7?previewMode=true');
    equal(detailPath('a b'), '/content/detail/a%20b');
  });

  it('daily schedule day: date wins, else tomorrow or today; an invalid date is null', () => {
    equal(scheduleDayOf(undefined, undefined), 'today');
    equal(scheduleDayOf('tomorrow', undefined), 'tomorrow');
    equal(scheduleDayOf('tomorrow', '  '), 'tomorrow');
    deepEqual(scheduleDayOf('today', '05/06/2025'), { year: 2025, month: 6, day: 5 });
    equal(scheduleDayOf('today', '31/02/2025'), null);
    equal(scheduleDayOf('today', '2025-06-05'), null);
  });
});

describe('links and colours', () => {
  it('only http(s) external addresses are followed', () => {
    equal(externalUrl('https://kids.example/club'), 'https://kids.example/club');
    equal(externalUrl('javascript:alert(1)'), null);
    equal(externalUrl('/relative'), null);
    equal(externalUrl(''), null);
  });

  it('a category links to its external URL only when useExternalUrl is on', () => {
    deepEqual(categoryLink({ id: 11, title: 'Kids', useExternalUrl: true, externalUrl: 'https://k.example/' }, false), { kind: 'external', url: 'https://k.example/' });
    deepEqual(categoryLink({ id: 11, title: 'Kids', useExternalUrl: false, externalUrl: 'https://k.example/' }, true), { kind: 'route', path: '/content/overview/11?previewMode=true' });
    deepEqual(categoryLink({ id: 11, title: 'Kids', useExternalUrl: true, externalUrl: 'javascript:x' }, false), { kind: 'route', path: '/content/overview/11' });
  });

  it('an article with an external redirect URL links there', () => {
    deepEqual(articleLink({ id: 1, title: 'A', externalRedirectURL: 'https://x.example/' }, false), { kind: 'external', url: 'https://x.example/' });
    deepEqual(articleLink({ id: 1, title: 'A', externalRedirectURL: null }, false), { kind: 'route', path: '/content/detail/1' });
  });

  it('CMS colours must be hex', () => {
    equal(cmsColour('FFFFFF'), '#FFFFFF');
    equal(cmsColour('#0b3d91'), '#0b3d91');
    equal(cmsColour('abc'), '#abc');
    equal(cmsColour('red; background: url(x)'), null);
    equal(cmsColour('12345'), null);
    equal(cmsColour(null), null);
  });

  it('category titles follow the language when the hub sent all of them', () => {
    equal(categoryTitle({ id: 1, title: 'Dining', titles: { de: 'Restaurants' } }, 'de'), 'Restaurants');
    equal(categoryTitle({ id: 1, title: 'Dining', titles: { de: 'Restaurants' } }, 'fr'), 'Dining');
    equal(categoryTitle({ id: 1, title: 'Dining' }, 'nl'), 'Dining');
  });
});

describe('keyword filter', () => {
  it('matches every word, case- and accent-insensitively, in any of the texts', () => {
    equal(matchesKeyword(['Health & care'], 'HEALTH'), true);
    equal(matchesKeyword(['Café Aurora', 'Deck 5'], 'cafe deck'), true);
    equal(matchesKeyword(['Santé'], 'sante'), true);
    equal(matchesKeyword(['Theatre'], 'cinema'), false);
    equal(matchesKeyword(['Theatre', null], ''), true);
    equal(matchesKeyword([undefined], 'x'), false);
  });
});

describe('layouts', () => {
  it('an unknown layout is Classic; timetables and the daily schedule list events', () => {
    equal(layoutOf({ layoutType: 'Timetable' }), 'Timetable');
    equal(layoutOf({ layoutType: 'Fancy' }), 'Classic');
    equal(layoutOf({ layoutType: null }), 'Classic');
    deepEqual(
      (['FullScreen', 'Classic', 'Extended', 'UnfilteredHtml', 'Timetable', 'ExcursionTimetable', 'ItineraryTimetable', 'AgendaTimetable', 'DailySchedule'] as const).filter(showsEvents),
      ['Timetable', 'ExcursionTimetable', 'ItineraryTimetable', 'AgendaTimetable', 'DailySchedule'],
    );
    equal(keepsPastEvents('ItineraryTimetable'), true);
    equal(keepsPastEvents('Timetable'), false);
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
    deepEqual(days.map((d) => d.key), ['30/05/2025', '01/06/2025', '02/06/2025', '']);
    deepEqual(days[1]!.events.map((e) => e.id), [3, 4, 2]);
    deepEqual(days[0]!.date, { year: 2025, month: 5, day: 30 });
    equal(days[3]!.date, null);
  });

  it('an end time of Late is empty; times follow the 12-hour setting', () => {
    deepEqual(eventTimes(event(1, '', '21:00', 'Late'), false), { start: '21:00', end: '' });
    deepEqual(eventTimes(event(1, '', '21:00', 'late'), true), { start: '9:00 PM', end: '' });
    equal(eventTimeRange(event(1, '', '19:30', '21:00'), false), '19:30 – 21:00');
    equal(eventTimeRange(event(1, '', '19:30', '21:00'), true), '7:30 PM – 9:00 PM');
    equal(eventTimeRange(event(1, '', '21:00', 'Late'), false), '21:00');
  });
});
