/**
 * One rule for an address shown in place that is none of the element's pages (issue 35): every
 * element that reads its routes through its meta's pages shows the kit's "not found" view (the
 * NotFoundNotice: the notice and the way back), never its start view. Each element is placed
 * with its start view, then shown such an address in place, as an un-cancelled lido-navigate or
 * a reloaded history entry would.
 */
import '../../widgets/account/account.element';
import '../../widgets/content/content-detail.element';
import '../../widgets/content/content-overview.element';
import '../../widgets/content/daily-schedule.element';
import '../../widgets/excursions/activities-finder.element';
import '../../widgets/excursions/basket.element';
import '../../widgets/excursions/excursion.element';
import '../../widgets/feedback/feedback.element';
import '../../widgets/itinerary/itinerary.element';
import '../../widgets/live-tv/live-tv.element';
import '../../widgets/muster/muster.element';
import '../../widgets/onboard/onboard-excursions.element';
import '../../widgets/onboard/shore-excursions.element';
import '../../widgets/photo-shop/photo-shop.element';
import '../../widgets/problems/problems.element';
import '../../widgets/seanet-vod/seanet-vod.element';
import '../../widgets/venues/slot-booking.element';
import '../../widgets/venues/venues.element';
import '../../widgets/vod/vod.element';
import type { LidoWidgetHost } from '../../core/element/host';
import { expect, waitFor } from '../helpers/assert';
import { $, $$, cleanUp, core, place, until } from '../helpers/widget-page';

/** The kit's one text and link for an address that is none of an element's pages. */
const UNKNOWN = { text: 'Content not found', back: 'Back' };

/** Element, an address under its routes that is none of its pages, where "Back" leads (null: the element's own not-found texts). */
const CASES: ReadonlyArray<readonly [tag: string, path: string, start: string | null]> = [
  ['lido-account', '/my_account/invoices/7', '/my_account'],
  ['lido-problems', '/problem/old', '/problem/overview'],
  ['lido-muster', '/muster/drill', '/muster/home'],
  ['lido-feedback', '/ratings/feedback', '/ratings/overview'],
  ['lido-daily-schedule', '/dailyschedule/yesterday', '/dailyschedule'],
  ['lido-activities-finder', '/musement/5/11/2', '/musement'],
  ['lido-itinerary', '/itinerary/overview/7', '/itinerary/overview'],
  ['lido-slot-booking', '/tacbooking/7?module=dining&objectId=7', '/'],
  ['lido-photo-shop', '/photomatch/albums', '/photomatch/overview'],
  ['lido-basket', '/basket/7', '/basket'],
  ['lido-content-overview', '/content/overview/7/8', '/content/overview'],
  ['lido-content-detail', '/content/article/7', '/content/overview'],
  // these had their "not found" view before, in their own words
  ['lido-venues', '/dining/category/7', null],
  ['lido-vod', '/vod/nothing/7/8', null],
  ['lido-live-tv', '/channel/x/y', null],
  ['lido-seanet-vod', '/seanetvod/nothing', null],
  ['lido-excursion', '/excursion/7/8/1/2', null],
  ['lido-onboard-excursions', '/onboard/excursion', null],
  ['lido-shore-excursions', '/shoreexcursion', null],
];

afterEach(async () => {
  await cleanUp();
});

describe('an address in place that is none of the element’s pages', () => {
  for (const [tag, path, start] of CASES) {
    it(`${tag} ${path}: the kit's not-found view`, async () => {
      const element = place(`<${tag}></${tag}>`, 900);
      await until(element, ':is(section, div, p, h1)');
      (element as unknown as LidoWidgetHost).lidoRoute.setState({ route: { path } });
      // (a signed-out guest's start view is a notice too: the sign-in's; wait for the not-found one)
      const notice = await waitFor(
        () =>
          $$(element, '[part="notice"]').find((candidate) =>
            start === null ? candidate.querySelector('a.button') : candidate.querySelector('p')?.textContent === UNKNOWN.text,
          ),
        8000,
        'the not-found notice',
      );
      const back = notice.querySelector<HTMLAnchorElement>('a.button');
      expect(back, 'the way back').not.toBe(null);
      if (start !== null) {
        expect(back!.textContent).toBe(UNKNOWN.back);
        // the element's first page (as an address of this page's history, or of the portal)
        expect(decodeURIComponent(back!.getAttribute('href') ?? '')).toContain(start);
        // not the start view behind it: the notice is the element's whole page
        expect($(element, '[part="heading"]')).toBe(null);
        expect($$(element, '[part="notice"]').length).toBe(1);
      }
    });
  }

  it('in the guest’s language', async () => {
    await core.i18n.changeLanguage('de');
    try {
      const element = place('<lido-problems></lido-problems>', 900);
      await until(element, ':is(section, div, p, h1)');
      (element as unknown as LidoWidgetHost).lidoRoute.setState({ route: { path: '/problem/old' } });
      const notice = await waitFor(
        () => $$(element, '[part="notice"]').find((candidate) => candidate.querySelector('p')?.textContent === 'Inhalt nicht gefunden'),
        8000,
        'the German not-found notice',
      );
      expect(notice.querySelector('a')?.textContent).toBe('Zurück');
    } finally {
      await core.i18n.changeLanguage('en');
    }
  });
});
