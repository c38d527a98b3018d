/** The widgets that read an in-place route through their meta's pages (issue 35): each route gives its view. */
import { describe, expect, it } from 'vitest';
import type { WidgetPage } from '../../core/element/meta';
import { attributesOfPath, examplePath } from '../../core/navigation/route-table';
import { accountViewOf } from '../../widgets/account/Account';
import contentDetail from '../../widgets/content/content-detail.meta';
import contentOverview from '../../widgets/content/content-overview.meta';
import { contentTargetOf } from '../../widgets/content/content-logic';
import dailySchedule from '../../widgets/content/daily-schedule.meta';
import { scheduleRoute } from '../../widgets/content/ScheduleWidget';
import activitiesFinder from '../../widgets/excursions/activities-finder.meta';
import basket from '../../widgets/excursions/basket.meta';
import { finderTargetOf } from '../../widgets/excursions/ActivitiesFinder';
import { excursionViewOf } from '../../widgets/excursions/cart-logic';
import excursion from '../../widgets/excursions/excursion.meta';
import { feedbackTargetOf } from '../../widgets/feedback/routing';
import { itineraryViewOf } from '../../widgets/itinerary/Itinerary';
import liveTv from '../../widgets/live-tv/live-tv.meta';
import { liveTvRouteOf } from '../../widgets/live-tv/LiveTv';
import muster from '../../widgets/muster/muster.meta';
import { musterViewOf } from '../../widgets/muster/muster-logic';
import { onboardTargetOf } from '../../widgets/onboard/logic';
import onboardExcursions from '../../widgets/onboard/onboard-excursions.meta';
import shoreExcursions from '../../widgets/onboard/shore-excursions.meta';
import { shoreTargetOf } from '../../widgets/onboard/ShoreExcursions';
import { photoViewOf } from '../../widgets/photo-shop/photo-logic';
import photoShop from '../../widgets/photo-shop/photo-shop.meta';
import { problemsViewOf } from '../../widgets/problems/Problems';
import seanetVod from '../../widgets/seanet-vod/seanet-vod.meta';
import { seanetRouteOf } from '../../widgets/seanet-vod/SeanetVod';
import { parseBookingPath, venueTargetOf } from '../../widgets/venues/routing';
import slotBooking from '../../widgets/venues/slot-booking.meta';
import venues from '../../widgets/venues/venues.meta';
import { vodRouteOf } from '../../widgets/vod/routes';
import vod from '../../widgets/vod/vod.meta';

/** Sample values that make each page's example a real address (the route dates as the widgets read them). */
const sample = (param: string) => ({ dd: '24', mm: '06', yyyy: '2026', date: '24-06-2026' })[param] ?? '7';
/** A reader's answer that shows something: not null, not the "not found" view. */
const shows = (value: unknown) => value !== null && (value as { view?: string }).view !== 'not-found';

describe('every page of a migrated meta shows a view in place (its reader and its pages agree)', () => {
  it.each<[string, readonly WidgetPage[], (path: string) => unknown]>([
    ['content', [...contentOverview.pages, ...contentDetail.pages], contentTargetOf],
    ['daily schedule', dailySchedule.pages, scheduleRoute],
    ['activities finder', activitiesFinder.pages, finderTargetOf],
    ['excursion', excursion.pages, excursionViewOf],
    ['live TV', liveTv.pages, (path) => liveTvRouteOf(path).route],
    ['muster', muster.pages, musterViewOf],
    ['onboard excursions', onboardExcursions.pages, onboardTargetOf],
    ['shore excursions', shoreExcursions.pages, shoreTargetOf],
    ['photo shop', photoShop.pages, photoViewOf],
    ['second catalogue', seanetVod.pages, seanetRouteOf],
    ['venues', venues.pages, venueTargetOf],
    ['VOD', vod.pages, vodRouteOf],
  ])('%s', (_, pages, read) => {
    for (const page of pages) expect(shows(read(examplePath(page, sample))), page.pattern).toBe(true);
  });

  it('slot booking: its page with the module and object in the query', () => {
    expect(slotBooking.pages.map((page) => examplePath(page))).toEqual(['/tacbooking']);
    expect(parseBookingPath('/tacbooking?module=dining&objectId=7201')).toEqual({ module: 'dining', objectId: '7201' });
    expect(parseBookingPath('/tacbooking?module=dining&objectId=%20')).toBeNull();
    expect(parseBookingPath('/tacbooking?module=bar&objectId=7')).toBeNull();
    expect(parseBookingPath('/tacbooking/7?module=dining&objectId=7')).toBeNull();
  });
});

describe('an address under an element’s routes that is none of its pages reads as "not found" (issue 35: one rule)', () => {
  // every reader answers null (or its not-found view); the element then shows the kit's not-found
  // view instead of its start view (tests/routes/unknown-paths.browser.test.ts)
  it.each<[string, string, (path: string) => unknown]>([
    ['account', '/my_account/invoices/7', accountViewOf],
    ['problems', '/problem/old', problemsViewOf],
    ['muster', '/muster/drill', musterViewOf],
    ['feedback', '/ratings/feedback', feedbackTargetOf],
    ['daily schedule', '/dailyschedule/yesterday', scheduleRoute],
    ['activities finder', '/musement/5/11/2', finderTargetOf],
    ['itinerary', '/itinerary/overview/7', itineraryViewOf],
    ['slot booking', '/tacbooking/7?module=dining&objectId=7', parseBookingPath],
    ['photo shop', '/photomatch/albums', photoViewOf],
    ['content', '/content/overview/7/8', contentTargetOf],
    ['venues', '/dining/category/7', venueTargetOf],
    ['excursion', '/excursion/7/8/1/2', excursionViewOf],
    ['onboard excursions', '/onboard/excursion', onboardTargetOf],
    ['shore excursions', '/shoreexcursion', shoreTargetOf],
    ['live TV', '/channel/x/y', (path) => liveTvRouteOf(path).route],
    ['second catalogue', '/seanetvod/nothing', seanetRouteOf],
    ['VOD', '/vod/nothing/7/8', vodRouteOf],
  ])('%s: %s', (_, path, read) => {
    expect(shows(read(path))).toBe(false);
  });

  it('the basket: its two pages, and nothing else', () => {
    expect(attributesOfPath(basket.pages, '/basket')).toEqual({});
    expect(attributesOfPath(basket.pages, '/confirmation')).toEqual({ view: 'confirmation' });
    expect(attributesOfPath(basket.pages, '/basket/7')).toBeNull();
  });
});

describe('in-place routes read through the metas', () => {
  it('daily schedule', () => {
    expect(scheduleRoute('/dailyschedule')).toEqual({ day: 'today' });
    expect(scheduleRoute('/dailyschedule/tomorrow/')).toEqual({ day: 'tomorrow' });
    expect(scheduleRoute('/dailyschedule/24/06/2026')).toEqual({ date: '24/06/2026' });
    expect(scheduleRoute('/dailyschedule/24/06')).toBeNull();
    expect(scheduleRoute('/dailyschedule/yesterday')).toBeNull();
  });

  it('activities finder: the countries, a country, a city, an activity', () => {
    expect(finderTargetOf('/musement')).toEqual({ countryId: null, cityId: null, activityId: null });
    expect(finderTargetOf('/musement/5')).toEqual({ countryId: '5', cityId: null, activityId: null });
    expect(finderTargetOf('/musement/5/11')).toEqual({ countryId: '5', cityId: '11', activityId: null });
    expect(finderTargetOf('/musement/activity/ab-12')).toEqual({ countryId: null, cityId: null, activityId: 'ab-12' });
    expect(finderTargetOf('/musement/5/11/2')).toBeNull();
  });

  it('venues', () => {
    expect(venueTargetOf('/activity')).toEqual({ module: 'activity', categoryId: null, itemId: null });
    expect(venueTargetOf('/dining/detail/3')).toEqual({ module: 'dining', categoryId: null, itemId: '3' });
    expect(venueTargetOf('/activity/category/7')).toEqual({ module: 'activity', categoryId: '7', itemId: null });
    expect(venueTargetOf('/dining/category/7')).toBeNull();
    expect(venueTargetOf('/spa/detail')).toBeNull();
  });

  it('shore excursions', () => {
    expect(shoreTargetOf('/shoreexcursions')).toEqual({ kind: 'schedules' });
    expect(shoreTargetOf('/shoreexcursions/24-06-2026')).toEqual({ kind: 'date', date: '24-06-2026' });
    expect(shoreTargetOf('/shoreexcursion/6001')).toEqual({ kind: 'detail', id: '6001' });
    expect(shoreTargetOf('/shoreexcursion')).toBeNull();
  });

  it('account', () => {
    expect(accountViewOf('/my_account')).toBe('invoices');
    expect(accountViewOf('/my_account/pin/')).toBe('pin');
    expect(accountViewOf('/my_account/other')).toBeNull();
  });

  it('problems', () => {
    expect(['/problem/overview', '/problem/new?x=1', '/problem/tracking'].map(problemsViewOf)).toEqual(['overview', 'new', 'tracking']);
    expect(problemsViewOf('/problem/old')).toBeNull();
  });

  it('feedback, open and signed in', () => {
    expect(feedbackTargetOf('/ratings/overview')).toEqual({ view: 'overview', profileId: null });
    expect(feedbackTargetOf('/userratings/allinone')).toEqual({ view: 'allinone', profileId: null });
    expect(feedbackTargetOf('/userratings/feedback/3')).toEqual({ view: 'form', profileId: '3' });
    expect(feedbackTargetOf('/userratings')).toBeNull();
    expect(feedbackTargetOf('/ratings/feedback')).toBeNull();
  });

  it('itinerary', () => {
    expect(itineraryViewOf('/holiday')?.view).toBe('overview');
    expect(itineraryViewOf('/my_holiday')?.view).toBe('overview');
    expect(itineraryViewOf('/weather?date=2026-05-01')).toMatchObject({ view: 'weather', date: '2026-05-01' });
    expect(itineraryViewOf('/itinerary/spark')).toMatchObject({ view: 'spark', date: undefined });
    expect(itineraryViewOf('/itinerary/spark/2026-05-01')).toMatchObject({ view: 'spark', date: '2026-05-01' });
    expect(itineraryViewOf('/wherewhen')?.view).toBe('wherewhen');
    expect(itineraryViewOf('/itinerary/go')).toBeNull();
  });
});
