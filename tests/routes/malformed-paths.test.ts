/**
 * A malformed escape in a link (`%E0%A4%A`) is "not found" for every widget's path reader, never an
 * exception thrown while the widget renders (issue 35: six readers decoded unguarded).
 */
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../host-site/src/routes';
import { excursionViewOf } from '../../widgets/excursions/cart-logic';
import { finderTargetOf } from '../../widgets/excursions/ActivitiesFinder';
import { contentTargetOf } from '../../widgets/content/content-logic';
import { feedbackTargetOf } from '../../widgets/feedback/routing';
import { itineraryViewOf } from '../../widgets/itinerary/Itinerary';
import { onboardTargetOf } from '../../widgets/onboard/logic';
import { shoreTargetOf } from '../../widgets/onboard/ShoreExcursions';
import { venueTargetOf } from '../../widgets/venues/routing';

const BAD = '%E0%A4%A';

describe('a malformed escape in a path', () => {
  it.each([
    ['host site', () => matchRoute(`/itinerary/detail/${BAD}`)],
    ['excursions', () => excursionViewOf(`/excursion/${BAD}/7`)],
    ['activities finder', () => finderTargetOf(`/musement/${BAD}`)],
    ['content', () => contentTargetOf(`/content/detail/${BAD}`)],
    ['feedback', () => feedbackTargetOf(`/ratings/feedback/${BAD}`)],
    ['itinerary port', () => itineraryViewOf(`/itinerary/detail/${BAD}`)],
    ['itinerary spark', () => itineraryViewOf(`/itinerary/spark/${BAD}`)],
    ['onboard', () => onboardTargetOf(`/onboard/excursionsbyday/${BAD}`)],
    ['shore excursions', () => shoreTargetOf(`/shoreexcursion/${BAD}`)],
    ['venues', () => venueTargetOf(`/dining/detail/${BAD}`)],
  ])('%s: not found', (_, read) => {
    expect(read()).toBeNull();
  });

  it('a well-formed escape still reads', () => {
    expect(itineraryViewOf('/itinerary/detail/Caf%C3%A9')).toEqual({ view: 'port', id: 'Café' });
    expect(shoreTargetOf('/shoreexcursion/A%2FB')).toEqual({ kind: 'detail', id: 'A/B' });
  });
});
