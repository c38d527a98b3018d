/**
 * A malformed escape in a link (`%E0%A4%A`) is "not found" for every widget's path reader, never an
 * exception thrown while the widget renders (issue 35: six readers decoded unguarded). Every reader
 * goes through the one matcher (core/navigation/route-table.ts) and its meta's pages; the element
 * shows the kit's not-found view for it in place (tests/routes/unknown-paths.browser.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../host-site/src/routes';
import { accountViewOf } from '../../widgets/account/Account';
import { problemsViewOf } from '../../widgets/problems/Problems';
import { scheduleRoute } from '../../widgets/content/ScheduleWidget';
import { contentTargetOf } from '../../widgets/content/content-logic';
import { excursionViewOf } from '../../widgets/excursions/cart-logic';
import { finderTargetOf } from '../../widgets/excursions/ActivitiesFinder';
import { feedbackTargetOf } from '../../widgets/feedback/routing';
import { itineraryViewOf } from '../../widgets/itinerary/Itinerary';
import { liveTvRouteOf } from '../../widgets/live-tv/LiveTv';
import { musterViewOf } from '../../widgets/muster/muster-logic';
import { onboardTargetOf } from '../../widgets/onboard/logic';
import { shoreTargetOf } from '../../widgets/onboard/ShoreExcursions';
import { photoViewOf } from '../../widgets/photo-shop/photo-logic';
import { seanetRouteOf } from '../../widgets/seanet-vod/SeanetVod';
import { parseBookingPath, venueTargetOf } from '../../widgets/venues/routing';
import { vodRouteOf } from '../../widgets/vod/routes';

const BAD = '%E0%A4%A';
/** What the readers of the widgets with a "not found" view give for a path that is none of their pages. */
const NOT_FOUND = { view: 'not-found' };

describe('a malformed escape in a path', () => {
  it.each<[string, () => unknown, unknown]>([
    ['host site', () => matchRoute(`/itinerary/detail/${BAD}`), null],
    ['account', () => accountViewOf(`/my_account/${BAD}`), null],
    ['problems', () => problemsViewOf(`/problem/${BAD}`), null],
    ['excursions', () => excursionViewOf(`/excursion/${BAD}/7`), null],
    ['activities finder', () => finderTargetOf(`/musement/${BAD}`), null],
    ['content', () => contentTargetOf(`/content/detail/${BAD}`), null],
    ['daily schedule', () => scheduleRoute(`/dailyschedule/${BAD}/05/2026`), null],
    ['feedback', () => feedbackTargetOf(`/ratings/feedback/${BAD}`), null],
    ['itinerary port', () => itineraryViewOf(`/itinerary/detail/${BAD}`), null],
    ['itinerary spark', () => itineraryViewOf(`/itinerary/spark/${BAD}`), null],
    ['live TV', () => liveTvRouteOf(`/channel/${BAD}`).route, NOT_FOUND],
    ["live TV, the VOD area's", () => liveTvRouteOf(`/vod/theo/${BAD}`), { route: NOT_FOUND, base: 'vod' }],
    ['muster', () => musterViewOf(`/muster/${BAD}`), null],
    ['onboard', () => onboardTargetOf(`/onboard/excursionsbyday/${BAD}`), null],
    ['photo shop', () => photoViewOf(`/photomatch/${BAD}`), null],
    ['second catalogue', () => seanetRouteOf(`/seanetvod/movie/${BAD}`), NOT_FOUND],
    ['shore excursions', () => shoreTargetOf(`/shoreexcursion/${BAD}`), null],
    ['slot booking', () => parseBookingPath(`/tacbooking${BAD}?module=dining&objectId=7`), null],
    ['venues', () => venueTargetOf(`/dining/detail/${BAD}`), null],
    ['VOD', () => vodRouteOf(`/vod/detail/${BAD}`), NOT_FOUND],
    ['VOD player', () => vodRouteOf(`/vod/${BAD}`), NOT_FOUND],
  ])('%s: not found', (_, read, notFound) => {
    expect(read).not.toThrow();
    expect(read()).toEqual(notFound);
  });

  it('a well-formed escape still reads', () => {
    expect(itineraryViewOf('/itinerary/detail/Caf%C3%A9')).toEqual({ view: 'port', id: 'Café' });
    expect(shoreTargetOf('/shoreexcursion/A%2FB')).toEqual({ kind: 'detail', id: 'A/B' });
    expect(venueTargetOf('/spa/category/Caf%C3%A9')).toEqual({ module: 'spa', categoryId: 'Café', itemId: null });
    expect(contentTargetOf('/content/overview/A%2FB')).toEqual({ view: 'overview', categoryId: 'A/B', previewMode: null });
    expect(finderTargetOf('/musement/activity/a%20b')).toEqual({ countryId: null, cityId: null, activityId: 'a b' });
    expect(parseBookingPath('/tacbooking?module=spa&objectId=A%2FB')).toEqual({ module: 'spa', objectId: 'A/B' });
  });
});
