/**
 * Open (no sign-in) hub calls: device configuration (000 §3, 002 §3), content (000 §2, §3, §7),
 * blobs, itinerary and weather, lineup, tracker, ship, wayfinder and signage (002 §3, §7).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, signIn } from './hub-api.ts';
import { FLIGHT, journeySchedules } from '../../demo-hub/api/journeys.ts';

const hub = useDemoHub();
const api = client(hub);

const LAYOUTS = [
  'FullScreen',
  'Classic',
  'Extended',
  'UnfilteredHtml',
  'Timetable',
  'ExcursionTimetable',
  'ItineraryTimetable',
  'AgendaTimetable',
  'DailySchedule',
];

describe('devices/config', () => {
  it('has the shape of 002 §3 and points at this hub', async () => {
    const r = await api.get('devices/config');
    expect(r.status).toBe(200);
    const c = r.body;
    expect(c.hub).toMatchObject({
      hubType: expect.any(String),
      layoutTheme: expect.any(String),
      currency: 'GBP',
      osmServiceUrl: expect.any(String),
      signageHostname: expect.any(String),
    });
    expect(c.hub.uiSettings).toMatchObject({
      theme: 'ocean',
      appExcursionVariables: expect.any(Object),
      enableRemoteReload: false,
      hideSparkThumbnails: false,
      sparkUrl: `${hub.url.replace('127.0.0.1', '127.0.0.1')}/spark`,
      sparkApiToken: expect.any(String),
      sparkPropertyId: expect.any(String),
    });
    expect(c.deviceGroup.deviceType).toBe('Browser');
    expect(c.deviceGroup.settings.maxIdleTime).toBe(600);
    expect(c.deviceGroup.deviceProfile.languages.map((l: { code: string }) => l.code)).toEqual(['de', 'en', 'fr', 'nl']);
    expect(c.deviceGroup.deviceProfile).toMatchObject({
      id: expect.any(Number),
      label: expect.any(String),
      modules: expect.any(Array),
      enableClock: false,
      enableWayfinder: false,
      enableDisabilityMode: false,
    });
    expect(c.authentication.type).toBe('Passenger');
    expect(c.defaultImageId).toEqual(expect.any(Number));
    expect(c).toHaveProperty('gaCode');
    expect(c.vodConfiguration).toEqual({
      url: `${hub.url}/vod-api/`,
      appIdentifier: 'PLANE_V1',
      apiVersion: 3,
      paymentEnabled: false,
      isDemoSystem: true,
      useWithCredentials: false,
      username: 'lido-demo',
      password: 'lido-demo-pass',
    });
    expect(c.seanetConfiguration).toEqual({ url: `${hub.url}/seanet/`, username: 'seanet-demo', password: 'seanet-demo-pass' });
    expect(c.deviceType).toBe('Browser');
    expect(c.defaultImageUrl).toContain('/api/blobs/image?reference=default');
  });

  it('selects the device type by query or header, with its rules', async () => {
    const kiosk = (await api.get('devices/config?deviceType=Kiosk')).body;
    expect(kiosk.deviceGroup.deviceType).toBe('Kiosk');
    expect(kiosk.hub.uiSettings.enableRemoteReload).toBe(true);
    expect(kiosk.deviceGroup.deviceProfile.enableDisabilityMode).toBe(true);
    expect(kiosk.deviceGroup.settings.maxIdleTime).toBe(120);
    const signage = (await api.get('devices/config', null, { 'X-Device-Type': 'DigitalSignage' })).body;
    expect(signage.deviceGroup.deviceType).toBe('DigitalSignage');
    expect(signage.deviceType).toBe('DigitalSignage');
    expect(signage.hub.uiSettings.hideSparkThumbnails).toBe(true);
    expect((await api.get('devices/config?deviceType=app')).body.deviceGroup.deviceType).toBe('App');
    expect((await api.get('devices/config?deviceType=Toaster')).status).toBe(400);
  });

  it('takes the UI settings an operator switched on the hub (POST /__admin/ui-settings) for every device type, until cleared', async () => {
    const set = await api.admin('/ui-settings', 'POST', { use12HourClock: true, hideExcursionFilters: true });
    expect(set.body).toEqual({ use12HourClock: true, hideExcursionFilters: true });
    for (const deviceType of ['Browser', 'Kiosk', 'DigitalSignage', 'App']) {
      const settings = (await api.get(`devices/config?deviceType=${deviceType}`)).body.hub.uiSettings;
      expect(settings).toMatchObject({ use12HourClock: true, hideExcursionFilters: true, photoMatchEnabled: true });
    }
    expect((await api.admin('/ui-settings', 'POST', [1, 2])).status).toBe(400);
    await api.admin('/ui-settings', 'DELETE');
    expect((await api.get('devices/config')).body.hub.uiSettings).toMatchObject({ use12HourClock: false, hideExcursionFilters: false });
  });

  it('answers as the product variant chosen by ?hubType= or POST /__admin/variant: its hubType and modules', async () => {
    const cruise = (await api.get('devices/config')).body;
    expect(cruise.hub.hubType).toBe('Cruise');
    expect(cruise.deviceGroup.deviceProfile.modules).toContain('cruiseExcursions');
    expect(cruise.hub.shipName).toBe('Lido Aurora');
    expect(cruise.hub.propertyName, 'a cruise hub names its ship only').toBeUndefined();
    const airline = (await api.get('devices/config?hubType=airline')).body;
    expect(airline.hub.hubType).toBe('Airline');
    expect(airline.deviceGroup.deviceProfile.modules).toEqual(['content', 'vod', 'audio', 'liveTv', 'seanetVod', 'tracker', 'ratings']);
    // each variant names what the guest is on or in, never the cruise ship
    expect(airline.hub.propertyName).toBe('Skyline Air · Frankfurt – Palma');
    expect((await api.get('devices/config?hubType=Airport')).body.hub.propertyName).toBe('Palma de Mallorca Airport');
    expect((await api.get('devices/config?hubType=Bus')).body.hub.propertyName).toBe('Alpine Express · Munich – Vienna');
    expect((await api.admin('/variant', 'POST', { hubType: 'Resort' })).body).toEqual({ hubType: 'Resort' });
    const resort = (await api.get('devices/config?deviceType=Kiosk')).body;
    expect(resort.hub.hubType).toBe('Resort');
    expect(resort.deviceGroup.deviceProfile.modules).toContain('dining');
    expect(resort.deviceGroup.deviceProfile.modules).not.toContain('cruiseExcursions');
    expect(resort.hub.propertyName, 'a resort hub names its hotel').toBe('Hotel Arts Barcelona');
    expect((await api.admin('/variant', 'POST', { hubType: 'Ferry' })).status).toBe(400);
    expect((await api.get('devices/config?hubType=Ferry')).status).toBe(400);
    await api.admin('/reset', 'POST');
    expect((await api.get('devices/config')).body.hub.hubType).toBe('Cruise');
  });

  it('selects the sign-in variant and theme', async () => {
    const c = (await api.get('devices/config?authType=PmsAccountPin&theme=sunset')).body;
    expect(c.authentication.type).toBe('PmsAccountPin');
    expect(c.hub.uiSettings.pinLogin).toBe(true);
    expect(c.hub.uiSettings.theme).toBe('sunset');
    const ext = (await api.get('devices/config?authType=External')).body;
    expect(ext.authentication.externalLoginUrl).toEqual(expect.any(String));
  });
});

describe('metrics/userhistory', () => {
  it('records visits, leading slashes removed, empty = home', async () => {
    expect((await api.get('metrics/userhistory//my_holiday')).body).toBe('');
    await api.get('metrics/userhistory/my_holiday');
    await api.get('metrics/userhistory/');
    const visits = (await api.get('metrics/visits')).body as { page: string; visits: number }[];
    expect(visits.find((v) => v.page === 'my_holiday')?.visits).toBe(2);
    expect(visits.find((v) => v.page === 'home')?.visits).toBe(1);
  });
});

describe('content categories', () => {
  it('findByRoot lists published root categories with the Category fields', async () => {
    const list = (await api.get('cms/categories/findByRoot/')).body as any[];
    expect(list.length).toBeGreaterThan(5);
    for (const c of list) {
      expect(c).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        published: true,
        searchable: expect.any(Boolean),
        showTitle: expect.any(Boolean),
        showBookNow: expect.any(Boolean),
        useExternalUrl: expect.any(Boolean),
      });
      for (const k of ['description', 'contentType', 'textColour', 'backgroundColour', 'externalUrl']) expect(c).toHaveProperty(k);
    }
    expect(list.some((c) => c.searchable)).toBe(true);
    expect(list.some((c) => c.useExternalUrl && c.externalUrl)).toBe(true);
    expect(new Set(list.map((c) => c.contentType))).toEqual(new Set([null, 'DoubleColumn', 'SingleColumn', 'Simple']));
    expect(list.find((c) => c.id === 12)).toBeUndefined();
  });

  it('translates category titles (lang query or Accept-Language)', async () => {
    expect((await api.get('cms/categories/findById/3?lang=de')).body.title).toBe('Restaurants');
    expect((await api.get('cms/categories/findById/1', null, { 'Accept-Language': 'fr-FR,fr;q=0.9' })).body.title).toBe('Bienvenue à bord');
    const nl = (await api.get('cms/categories/findById/1?lang=nl')).body;
    expect(nl.title).toBe('Welkom aan boord');
    expect(Object.keys(nl.titles).sort()).toEqual(['de', 'en', 'fr', 'nl']);
  });

  it('hides unpublished items unless previewMode=true', async () => {
    expect((await api.get('cms/categories/findById/12')).status).toBe(404);
    expect((await api.get('cms/categories/findById/12?previewMode=true')).body.published).toBe(false);
    const sub = (await api.get('cms/categories/findByParentId/2')).body as any[];
    expect(sub.map((c) => c.id)).toEqual([21, 22]);
    expect((await api.get('cms/categories/findByParentId/2?previewMode=true')).body.map((c: any) => c.id)).toEqual([21, 22, 23]);
    expect((await api.get('cms/categories/findById/999')).status).toBe(404);
  });

  it('finds categories by hashtag (photocontent, allInOneFeedback)', async () => {
    expect((await api.get('cms/categories/findByHashtag?hashtag=photocontent')).body.id).toBe(8);
    expect((await api.get('cms/categories/findByHashtag?hashtag=allInOneFeedback')).body.id).toBe(9);
    expect((await api.get('cms/categories/findByHashtag?hashtag=none')).status).toBe(404);
  });
});

describe('content articles', () => {
  it('covers every layout type', async () => {
    const ids = [1001, 1002, 1003, 1004, 1012, 1020, 1023, 1030, 1031, 1041, 1050, 1051, 1097];
    const layouts = new Set<string>();
    for (const id of ids) layouts.add((await api.get(`cms/articles/${id}?previewMode=true`)).body.layoutType);
    expect([...layouts].sort()).toEqual([...LAYOUTS].sort());
  });

  it('what visitors see is a credible voyage: no placeholder layout published, no test payloads in any text', async () => {
    // (the sanitising tests bring their own hostile HTML: PUT /__admin/docs/{kind}/{id})
    const texts: string[] = [];
    const articles: any[] = [];
    const visit = async (categoryId: number) => {
      texts.push(JSON.stringify((await api.get(`cms/categories/findById/${categoryId}`)).body));
      articles.push(...((await api.get(`cms/articles/findByCategoryId/${categoryId}?withDescriptions=true`)).body as any[]));
      for (const child of (await api.get(`cms/categories/findByParentId/${categoryId}`)).body as any[]) await visit(child.id);
    };
    for (const category of (await api.get('cms/categories/findByRoot')).body as any[]) await visit(category.id);
    articles.push(...((await api.get('cms/content/articles/findByRoot/')).body as any[]));
    texts.push(...articles.map((a) => JSON.stringify(a)), (await api.get('ships/content')).text);
    for (let day = 1; day <= 14; day++)
      for (const e of (await api.get(`excursions/byDay?day=${day}`)).body as any[]) texts.push((await api.get(`descriptions/${e.id}`)).text);
    expect(articles.length).toBeGreaterThan(30);
    expect(articles.filter((a) => a.layoutType === 'UnfilteredHtml').map((a) => a.id)).toEqual([]);
    expect(texts.filter((text) => /__lidoXss|<script|onerror|onclick|javascript:|<iframe/i.test(text))).toEqual([]);
    // the wine bar's menu is a menu, on its tile too
    const wine = articles.find((a) => a.id === 1023);
    expect(wine).toMatchObject({ title: 'Wine bar menu', layoutType: 'Classic', overviewDescription: expect.stringContaining('sommelier') });
    // the laundry's price list link opens the price list
    expect((await api.get('cms/articles/1012')).body.description).toContain('<a href="/content/detail/1014">Open the price list</a>');
    expect((await api.get('cms/articles/1014')).body).toMatchObject({ title: 'Laundry price list', published: true });
  });

  it('an article has the Article fields', async () => {
    const a = (await api.get('cms/articles/1020')).body;
    expect(a).toMatchObject({
      id: 1020,
      title: 'Horizon Restaurant',
      description: expect.stringContaining('<p>'),
      overviewDescription: expect.any(String),
      layoutType: 'Extended',
      published: true,
      whereAndWhen: { locationInformation: expect.any(String), timeInformation: expect.any(String) },
      category: { id: 3, title: 'Dining' },
      showAdditionalArticles: true,
      additionalArticlesCategory: { id: 3, title: 'Dining' },
      wayfinderProfile: { id: 1 },
      externalRedirectURL: null,
      location: expect.any(String),
      times: expect.any(String),
    });
  });

  it('bookingLink (an addition to 000 §3): Book now categories link their articles to a bookable venue, or to nothing', async () => {
    const links = async (categoryId: number) =>
      Object.fromEntries(((await api.get(`cms/articles/findByCategoryId/${categoryId}`)).body as any[]).map((a) => [a.id, a.bookingLink]));
    expect(await links(3)).toEqual({ 1020: '/dining/detail/7201', 1021: '/dining/detail/7202', 1022: null, 1023: null });
    expect(await links(5)).toEqual({ 1040: '/spa/detail/7301', 1041: null });
    expect((await api.get('cms/articles/1020')).body.bookingLink).toBe('/dining/detail/7201');
    expect((await api.get('cms/articles/1001')).body.bookingLink).toBe(null);
    // each link opens a venue that can be booked online (its externalId, 001 §3)
    for (const [module, id, title] of [
      ['dining', 7201, 'Horizon Restaurant'],
      ['dining', 7202, 'The Grill'],
      ['spa', 7301, 'Hot stone massage'],
    ] as const) {
      expect((await api.get(`${module}/${id}`)).body).toMatchObject({ id, title, externalId: expect.any(String) });
    }
  });

  it('findByCategoryId: descriptions and wayfinder only when asked; previewMode shows unpublished', async () => {
    const plain = (await api.get('cms/articles/findByCategoryId/3')).body as any[];
    expect(plain.every((a) => a.description === null && !('wayfinderProfile' in a))).toBe(true);
    const full = (await api.get('cms/articles/findByCategoryId/3?withDescriptions=true&withWayFinder=true')).body as any[];
    expect(full.find((a) => a.id === 1020)).toMatchObject({ description: expect.stringContaining('restaurant'), wayfinderProfile: { id: 1 } });
    expect(full.some((a) => a.id === 1024)).toBe(false);
    const preview = (await api.get('cms/articles/findByCategoryId/3?previewMode=true')).body as any[];
    expect(preview.find((a) => a.id === 1024)?.published).toBe(false);
    expect((await api.get('cms/articles/1024')).status).toBe(404);
    expect((await api.get('cms/articles/1024?previewMode=true')).status).toBe(200);
  });

  it('content/articles/findByRoot lists the home articles', async () => {
    const list = (await api.get('cms/content/articles/findByRoot/')).body as any[];
    expect(list.map((a) => a.id)).toEqual([1001, 1002]);
    expect(list.every((a) => a.category === null)).toBe(true);
  });

  it('finds articles by every hashtag the spec names, and route hashes', async () => {
    for (const tag of [
      'loginFormExtra',
      'loginFormKiosk',
      'vodmovieimage',
      'vodseriesimage',
      'safetyvideo',
      'musterSchedule',
      'problemReportingTiles',
      'photopackages',
      'myphotos',
      'photoorders',
      'photoconsent',
    ]) {
      const r = await api.get(`cms/articles/findByHashtag?hashtag=${tag}`);
      expect(r.status, tag).toBe(200);
      expect(r.body.hashtags, tag).toContain(tag);
    }
    expect((await api.get('cms/articles/findByHashtag?hashtag=%23%2Fspa-offer')).body.id).toBe(1096);
    expect((await api.get('cms/articles/findByHashtag?hashtag=nothing-here')).status).toBe(404);
    expect((await api.get('cms/articles/findByHashtag')).status).toBe(400);
  });

  it('keeps hostile markup for the client to sanitise (a test fixture put in place through the admin API)', async () => {
    const seeded = (await api.admin('/docs/article/1012')).body;
    const hostile = '<p>Price list</p><script>window.__lidoXss=1</script><img src=x onerror="window.__lidoXss=2"><a href="javascript:window.__lidoXss=3">x</a>';
    expect((await api.admin('/docs/article/1012', 'PUT', { ...seeded, description: hostile })).status).toBe(200);
    try {
      expect((await api.get('cms/articles/1012')).body.description).toBe(hostile);
    } finally {
      await api.admin('/docs/article/1012', 'PUT', seeded);
    }
    expect((await api.get('cms/articles/1012')).body.description).toBe(seeded.description);
    // only seeded documents can be replaced
    expect((await api.admin('/docs/article/424242', 'PUT', { id: 424242 })).status).toBe(404);
  });

  it('findEventsByArticleId filters past events unless filterPastEvents=false', async () => {
    const all = (await api.get('cms/articles/findEventsByArticleId/1030?filterPastEvents=false')).body as any[];
    const upcoming = (await api.get('cms/articles/findEventsByArticleId/1030')).body as any[];
    expect(all.length).toBe(15);
    expect(all[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      fromDate: dmy(-1),
      startTime: '19:30',
      endTime: '21:00',
      location: expect.any(String),
      locationDetail: expect.any(String),
      category: expect.any(String),
      eventOverview: expect.any(String),
      stylingRequired: expect.any(Boolean),
    });
    for (const k of ['startTimeDescription', 'endTimeDescription']) expect(all[0]).toHaveProperty(k);
    expect(upcoming.some((e) => e.fromDate === dmy(-1))).toBe(false);
    expect(upcoming.length).toBeLessThan(all.length);
    const music = (await api.get('cms/articles/findEventsByArticleId/1031?filterPastEvents=false')).body as any[];
    expect(music.some((e) => e.endTime === 'Late')).toBe(true);
    const today = (await api.get('cms/articles/findEventsByArticleId/1002')).body as any[];
    expect(today.every((e) => e.fromDate === dmy(0))).toBe(true);
  });

  it('where-and-when lists articles with location and time information', async () => {
    const list = (await api.get('cms/articles/whereAndWhen/')).body as any[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((a) => a.whereAndWhen.locationInformation && a.whereAndWhen.timeInformation)).toBe(true);
  });
});

describe('daily schedules', () => {
  it('today, tomorrow and by date: a list whose first item has events', async () => {
    const today = (await api.get('cms/dailySchedule')).body as any[];
    expect(today[0]).toMatchObject({ date: dmy(0), atSea: false, title: expect.any(String) });
    expect(today[0].events.length).toBeGreaterThan(5);
    const e = today[0].events[0];
    expect(e).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      fromDate: dmy(0),
      startTime: expect.stringMatching(/^\d\d:\d\d$/),
      levels: expect.any(Array),
      attributes: expect.any(Array),
    });
    const tomorrow = (await api.get('cms/dailyScheduleTomorrow')).body as any[];
    expect(tomorrow[0]).toMatchObject({ date: dmy(1), atSea: true });
    expect(tomorrow[0].events.some((x: any) => x.attributes.includes('Chargeable Experience'))).toBe(true);
    const byDate = (await api.get(`cms/dailyScheduleByDate?date=${dmy(5)}`)).body as any[];
    expect(byDate[0].date).toBe(dmy(5));
    expect((await api.get(`cms/dailyScheduleByDate?date=${dmy(30)}`)).body).toEqual([]);
    expect((await api.get('cms/dailyScheduleByDate?date=2026-13-40')).status).toBe(400);
  });
});

describe('content per variant (each installation its own CMS content; POST /__admin/variant switches it)', () => {
  /** The cruise's own category titles: no other variant shows one. */
  const CRUISE_TITLES = [
    'Welcome aboard',
    'Ship & services',
    'Dining',
    'Destinations',
    'Kids Club',
    'Ports of call',
    'Guest services',
    'Theatre',
    'Tips & tricks',
  ];
  /** Each variant's root categories (en), in order. */
  const ROOTS: Record<string, string[]> = {
    Resort: [
      'Welcome to the resort',
      'Hotel & services',
      'Restaurants & bars',
      'Pools & spa',
      'Activities & shows',
      'Kids & family',
      'Excursions & surroundings',
      'Safety',
      'Photo gallery',
      'Your feedback',
    ],
    Airline: ['Welcome on board', 'Menu & bar', 'Duty free', 'Your flight & arrival', 'Safety on board', 'Entertainment', 'Your feedback'],
    Airport: ['Welcome to Palma Airport', 'Shops & dining', 'Services', 'Getting to the city', 'Security & baggage', 'Your feedback'],
    Bus: ['Welcome on board', 'On-board services', 'Stops on the way', 'Safety', 'Your feedback'],
  };
  /** Words of a cruise that no text of another variant's content uses. */
  const CRUISE_WORDS = /\b(ship|ships|cruise|voyage|aboard|cabins?|deck|decks|ports?|knots|nautical|muster|gangway)\b/i;
  const variant = (hubType: string) => api.admin('/variant', 'POST', { hubType });
  afterEach(async () => {
    await variant('Cruise');
  });

  /** What a visitor can reach of the current variant's content: every category from the root, every article. */
  async function content(lang = 'en') {
    const categories: any[] = [];
    const articles: any[] = [];
    const visit = async (category: any) => {
      categories.push(category);
      articles.push(...((await api.get(`cms/articles/findByCategoryId/${category.id}?withDescriptions=true&lang=${lang}`)).body as any[]));
      for (const child of (await api.get(`cms/categories/findByParentId/${category.id}?lang=${lang}`)).body as any[]) await visit(child);
    };
    for (const category of (await api.get(`cms/categories/findByRoot?lang=${lang}`)).body as any[]) await visit(category);
    articles.push(...((await api.get(`cms/content/articles/findByRoot?lang=${lang}`)).body as any[]));
    return { categories, articles };
  }

  for (const hubType of Object.keys(ROOTS)) {
    it(`${hubType}: its own categories and articles in four languages, none of the cruise's`, async () => {
      const tags = [
        'loginFormExtra',
        'loginFormKiosk',
        'vodmovieimage',
        'vodseriesimage',
        'feedback',
        ...(hubType === 'Resort' ? ['problemReportingTiles', 'photopackages', 'myphotos', 'photoorders', 'photoconsent'] : []),
      ];
      const cruiseTagged = new Set<number>();
      for (const tag of tags) cruiseTagged.add((await api.get(`cms/articles/findByHashtag?hashtag=${tag}`)).body.id);
      const cruise = await content();
      const cruiseCategories = new Set(cruise.categories.map((c) => c.id));
      const cruiseArticles = new Set(cruise.articles.map((a) => a.id));
      expect((await variant(hubType)).status).toBe(200);

      const roots = (await api.get('cms/categories/findByRoot')).body as any[];
      expect(roots.map((c) => c.title)).toEqual(ROOTS[hubType]);
      const own = await content();
      const titles = own.categories.map((c) => c.title);
      for (const title of CRUISE_TITLES) expect(titles, `${hubType} shows the cruise's "${title}"`).not.toContain(title);
      expect(own.categories.filter((c) => cruiseCategories.has(c.id)).map((c) => c.id)).toEqual([]);
      expect(own.articles.filter((a) => cruiseArticles.has(a.id)).map((a) => a.id)).toEqual([]);
      expect(own.articles.length).toBeGreaterThan(12);
      // tile titles fit a tile (000 §9: 30 characters) in every language
      expect(
        [...own.categories.flatMap((c) => Object.values(c.titles) as string[]), ...own.articles.map((a) => a.title as string)].filter(
          (title) => [...title].length > 30,
        ),
      ).toEqual([]);
      // real texts, in its own words
      for (const item of [...own.categories, ...own.articles]) {
        const text = JSON.stringify([item.title, item.description, item.overviewDescription ?? '', item.whereAndWhen ?? '']);
        expect(text.match(CRUISE_WORDS)?.[0] ?? null, `${hubType} ${item.id}: ${text.slice(0, 200)}`).toBe(null);
      }
      expect(
        own.articles.filter((a) => a.description.replace(/<[^>]*>/g, '').length < 60).map((a) => a.title),
        'every article says something',
      ).toEqual([]);
      // category titles in de, en, fr and nl (the caller's language as title)
      for (const category of own.categories) {
        expect(Object.keys(category.titles).sort()).toEqual(['de', 'en', 'fr', 'nl']);
        expect(Object.values(category.titles).every((title) => typeof title === 'string' && title.length > 0)).toBe(true);
      }
      const german = (await api.get('cms/categories/findByRoot?lang=de')).body as any[];
      expect(german.map((c) => c.title)).toEqual(roots.map((c) => c.titles.de));
      for (const title of ['Schiff & Service', 'Reiseziele', 'Kinderclub']) expect(german.map((c) => c.title)).not.toContain(title);

      // the home article (route hash #/welcome-home) is its own, and so are the hashtags its modules use
      const home = (await api.get('cms/articles/findByHashtag?hashtag=welcome-home')).body;
      expect(home).toMatchObject({ category: null, layoutType: 'FullScreen' });
      expect(own.articles.map((a) => a.id)).toContain(home.id);
      expect(cruiseArticles.has(home.id)).toBe(false);
      for (const tag of tags) {
        const r = await api.get(`cms/articles/findByHashtag?hashtag=${tag}`);
        expect(r.status, tag).toBe(200);
        expect(cruiseTagged.has(r.body.id) || cruiseArticles.has(r.body.id), `${hubType} ${tag}: ${r.body.id} is the cruise's`).toBe(false);
        expect(r.body.description.match(CRUISE_WORDS)?.[0] ?? null, `${hubType} ${tag}`).toBe(null);
      }
      const feedback = (await api.get('cms/categories/findByHashtag?hashtag=allInOneFeedback')).body;
      expect(roots.map((c) => c.id)).toContain(feedback.id);
      for (const tag of ['safetyvideo', 'musterSchedule', 'cruisecard', 'spa-offer'])
        expect((await api.get(`cms/articles/findByHashtag?hashtag=${tag}`)).status, tag).toBe(404);
      if (hubType !== 'Resort') expect((await api.get('cms/categories/findByHashtag?hashtag=photocontent')).status).toBe(404);
    });
  }

  it("a cruise's category or article answers 404 under the airport, and the airport's under the cruise", async () => {
    const cruiseHome = (await api.get('cms/articles/findByHashtag?hashtag=welcome-home')).body;
    expect(cruiseHome).toMatchObject({ id: 1001, title: 'Welcome aboard the Lido Aurora' });
    await variant('Airport');
    for (const path of [
      'cms/articles/1001',
      'cms/articles/1020',
      'cms/articles/1097?previewMode=true',
      'cms/categories/findById/1',
      'cms/categories/findById/12?previewMode=true',
      'cms/categories/findByParentId/2',
      'cms/articles/findByCategoryId/3',
      'cms/articles/findEventsByArticleId/1030',
      'cms/articles/findEventsByArticleId/1002',
    ]) {
      expect((await api.get(path)).status, path).toBe(404);
    }
    const airportHome = (await api.get('cms/articles/findByHashtag?hashtag=welcome-home')).body;
    expect(airportHome.title).toBe('Welcome to Palma de Mallorca');
    const shops = ((await api.get('cms/categories/findByRoot')).body as any[]).find((c) => c.title === 'Shops & dining');
    expect((await api.get(`cms/articles/${airportHome.id}`)).status).toBe(200);
    expect((await api.get(`cms/categories/findById/${shops.id}?lang=fr`)).body.title).toBe('Boutiques et restaurants');
    const shopArticles = (await api.get(`cms/articles/findByCategoryId/${shops.id}`)).body as any[];
    expect(shopArticles.length).toBeGreaterThan(1);
    expect(shopArticles.every((a) => a.category.id === shops.id)).toBe(true);
    // where-and-when: the airport's places only
    const places = (await api.get('cms/articles/whereAndWhen/')).body as any[];
    expect(places.map((a) => a.title)).toContain('Lost and found');
    expect(places.some((a) => a.id === 1010 || /Deck/.test(a.whereAndWhen.locationInformation))).toBe(false);

    await variant('Cruise');
    for (const path of [
      `cms/articles/${airportHome.id}`,
      `cms/categories/findById/${shops.id}`,
      `cms/articles/findByCategoryId/${shops.id}`,
      `cms/articles/${shopArticles[0].id}?previewMode=true`,
    ]) {
      expect((await api.get(path)).status, path).toBe(404);
    }
    expect((await api.get('cms/articles/1001')).body.title).toBe('Welcome aboard the Lido Aurora');
  });

  it("switching back to the cruise answers the cruise's content again, as it was", async () => {
    const before = {
      roots: (await api.get('cms/categories/findByRoot?lang=de')).body,
      home: (await api.get('cms/content/articles/findByRoot/')).body,
      dining: (await api.get('cms/articles/findByCategoryId/3')).body,
    };
    expect(before.roots.map((c: any) => c.title)).toContain('Willkommen an Bord');
    for (const hubType of ['Resort', 'Airline', 'Airport', 'Bus']) {
      await variant(hubType);
      expect(((await api.get('cms/categories/findByRoot')).body as any[]).map((c) => c.title)).toEqual(ROOTS[hubType]);
    }
    await variant('Cruise');
    expect((await api.get('cms/categories/findByRoot?lang=de')).body).toEqual(before.roots);
    expect((await api.get('cms/content/articles/findByRoot/')).body).toEqual(before.home);
    expect((await api.get('cms/articles/findByCategoryId/3')).body).toEqual(before.dining);
    expect((await api.get('cms/articles/findByHashtag?hashtag=welcome-home')).body.id).toBe(1001);
  });

  it('a resort keeps a day programme of its own (translated); a flight, an airport and a coach trip have none', async () => {
    await variant('Resort');
    const [today] = (await api.get('cms/dailySchedule')).body as any[];
    expect(today).toMatchObject({ date: dmy(0), atSea: false, portName: null, arrives: null, departs: null });
    expect(today.events.length).toBeGreaterThan(5);
    const texts = JSON.stringify(today.events);
    expect(texts).toContain('Beach yoga');
    expect(texts.match(CRUISE_WORDS)?.[0] ?? null).toBe(null);
    expect(today.events.map((e: any) => e.startTime)).toEqual(today.events.map((e: any) => e.startTime).sort());
    expect(today.events.every((e: any) => e.fromDate === dmy(0))).toBe(true);
    const german = (await api.get('cms/dailySchedule?lang=de')).body[0].events as any[];
    expect(german.map((e) => e.title)).toContain('Yoga am Strand');
    expect(german.map((e) => e.location)).toContain('Strandterrasse');
    expect((await api.get('cms/dailyScheduleTomorrow')).body[0].date).toBe(dmy(1));
    expect((await api.get(`cms/dailyScheduleByDate?date=${dmy(30)}`)).body).toEqual([]);
    // its DailySchedule article shows today's programme, its Timetable article the whole stay's
    const daily = ((await api.get('cms/content/articles/findByRoot/')).body as any[]).find((a) => a.layoutType === 'DailySchedule');
    const dailyEvents = (await api.get(`cms/articles/findEventsByArticleId/${daily.id}?filterPastEvents=false`)).body as any[];
    expect(dailyEvents.map((e) => e.id)).toEqual(today.events.map((e: any) => e.id));
    const programme = (await api.get('cms/articles/whereAndWhen/')).body as any[];
    expect(programme.length).toBeGreaterThan(3);
    expect(programme.some((a) => /Deck/.test(a.whereAndWhen.locationInformation))).toBe(false);

    for (const hubType of ['Airline', 'Airport', 'Bus']) {
      await variant(hubType);
      expect((await api.get('cms/dailySchedule')).body, hubType).toEqual([]);
      expect((await api.get('cms/dailyScheduleTomorrow')).body, hubType).toEqual([]);
    }
  });

  it("a signage screen's information category is one the variant's content answers", async () => {
    for (const hubType of ['Cruise', 'Resort', 'Airline', 'Airport', 'Bus']) {
      await variant(hubType);
      const { categoryId } = (await api.get('devices/config?deviceType=DigitalSignage&signageHome=content')).body.deviceGroup.deviceProfile.signage;
      const category = await api.get(`cms/categories/findById/${categoryId}`);
      expect(category.status, `${hubType} category ${categoryId}`).toBe(200);
      expect(category.body.title, hubType).toBe(
        { Cruise: 'Dining', Resort: 'Restaurants & bars', Airline: 'Menu & bar', Airport: 'Shops & dining', Bus: 'On-board services' }[hubType],
      );
    }
  });
});

describe('blobs', () => {
  it('pdfs, audios and videos of an article, with absolute URLs', async () => {
    const pdfs = (await api.get('blobs/pdfs/1020')).body as any[];
    expect(pdfs[0]).toEqual({ id: expect.any(Number), url: `${hub.url}/media/pdf/dining-menu.pdf`, name: expect.any(String), description: expect.any(String) });
    expect((await fetch(pdfs[0].url)).headers.get('content-type')).toBe('application/pdf');
    const audios = (await api.get('blobs/audios/1032')).body as any[];
    expect(audios[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), url: expect.stringMatching(/\/media\/audio\/track-1\.mp3$/) });
    const videos = (await api.get('blobs/videos/1033')).body as any[];
    expect(videos).toHaveLength(2);
    expect(videos[0]).toMatchObject({ id: expect.any(Number), description: expect.any(String), urlFrontend: expect.stringMatching(/index\.m3u8$/) });
    expect((await api.get('blobs/videos/1033?previewMode=true')).body).toHaveLength(3);
    // an owner without media: an empty list, as a hub answers
    for (const kind of ['pdfs', 'audios', 'videos', 'images']) expect(await api.get(`blobs/${kind}/424242`)).toMatchObject({ status: 200, body: [] });
  });

  it('without an id, the blob calls list every PDF, audio and published video', async () => {
    const pdfs = (await api.get('blobs/pdfs')).body as any[];
    expect(pdfs.length).toBeGreaterThan(5);
    expect((await api.get('blobs/audios')).body.length).toBe(3);
    const videos = (await api.get('blobs/videos')).body as any[];
    expect(videos.every((v) => v.published)).toBe(true);
    expect((await api.get('blobs/videos?previewMode=true')).body.length).toBe(videos.length + 1);
  });

  it('image lists carry category and url', async () => {
    const list = (await api.get('blobs/images/1020')).body as any[];
    expect(list[0]).toMatchObject({ category: expect.any(String), url: expect.stringContaining('/api/blobs/image?reference=') });
  });

  it('serves real JPEGs at the nearest width, SVG for pictures without a file', async () => {
    const small = await fetch(`${hub.url}/api/blobs/image?reference=ship&width=150`);
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    const s = new Uint8Array(await small.arrayBuffer());
    expect([s[0], s[1]]).toEqual([0xff, 0xd8]);
    const big = await fetch(`${hub.url}/api/blobs/image?id=1&width=800`);
    expect(Number(big.headers.get('content-length'))).toBeGreaterThan(s.byteLength);
    const svg = await fetch(`${hub.url}/api/blobs/image?reference=tag-family&width=64`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    const text = await svg.text();
    expect(text).toContain('width="64"');
    expect(text).toContain('Family friendly');
    expect((await fetch(`${hub.url}/api/blobs/image?reference=nope`)).status).toBe(404);
  });
});

describe('itinerary, weather, lineup', () => {
  it('port schedules: every voyage day with the Port schedule fields', async () => {
    const list = (await api.get('itinerary/schedules')).body as any[];
    expect(list).toHaveLength(15);
    expect(list.filter((d) => d.atSea)).toHaveLength(3);
    const palma = list[2];
    expect(palma).toMatchObject({
      id: 3,
      date: dmy(2),
      day: expect.any(String),
      title: 'Palma de Mallorca',
      arrives: '08:00',
      departs: '18:00',
      allOnBoard: '17:30',
      atSea: false,
      image: expect.stringContaining('/api/blobs/image'),
      currency: 'EUR',
      language: expect.any(String),
      nameOfPier: expect.any(String),
      localAgentName: expect.any(String),
      gangway: expect.any(String),
      openWeatherCityName: 'Palma',
    });
    expect((await api.get('itinerary/schedules/3')).body).toEqual(palma);
    expect((await api.get('itinerary/schedules/99')).status).toBe(404);
  });

  it('weather by DD-MM-YYYY: port weather, at sea, unavailable', async () => {
    const dash = (o: number) => dmy(o).replaceAll('/', '-');
    const w = (await api.get(`itinerary/weather/${dash(2)}`)).body;
    expect(w).toMatchObject({
      temperature: expect.any(Number),
      feelsLike: expect.any(Number),
      humidity: expect.any(Number),
      windSpeed: expect.any(Number),
      windDirection: expect.any(String),
      synopsis: expect.any(String),
      unit: 'metric',
      icon: expect.any(String),
      atSea: false,
    });
    expect((await api.get(`itinerary/weather/${dash(1)}`)).body.atSea).toBe(true);
    const none = await api.get(`itinerary/weather/${dash(40)}`);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('weather_unavailable');
  });

  it('lineup?startDate&days: days with events (images Preview/Full, levels, attributes)', async () => {
    const days = (await api.get(`lineup?startDate=${dmy(0)}&days=7`)).body as any[];
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((o) => dmy(o)));
    const e = days[1].events.find((x: any) => x.attributes.includes('Chargeable Experience'));
    expect(e).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      venue: expect.any(String),
      imageId: expect.any(Number),
      start: expect.stringMatching(/T\d\d:\d\d:00$/),
      description: expect.any(String),
      levels: expect.any(Array),
      eventOverview: expect.any(String),
      image: expect.any(String),
    });
    expect(e.images.map((i: any) => i.types[0])).toEqual(['Preview', 'Full']);
    expect(days[0].events.some((x: any) => x.end === null)).toBe(true);
  });
});

describe('tracker', () => {
  it('gps/current is a GPS profile with weather', async () => {
    const g = (await api.get('gps/current')).body;
    expect(g).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number), dataType: 'Ship' });
    expect(g.advancedInformation).toMatchObject({ heading: expect.any(Number), course: expect.any(Number) });
    expect(g.advancedInformation.weather).toMatchObject({
      synopsis: expect.any(String),
      icon: expect.any(String),
      temp: expect.any(Number),
      humidity: expect.any(Number),
      feels_like: expect.any(Number),
      windDirection: expect.any(String),
      windSpeed: expect.any(Number),
      unit: 'metric',
    });
  });

  it('by default the ship is under way (whatever the hour); the admin clock can dock it (511 = unknown heading)', async () => {
    const g = (await api.get('gps/current')).body;
    expect(g.advancedInformation.speed).toBeGreaterThan(0);
    expect(g.advancedInformation.heading).not.toBe(511);
    await fetch(`${hub.url}/__admin/gps`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hoursIntoVoyage: 10 }) });
    const docked = (await api.get('gps/current')).body;
    expect(docked.advancedInformation).toMatchObject({ heading: 511, course: 511, speed: 0 });
    await fetch(`${hub.url}/__admin/reset`, { method: 'POST' });
    expect((await api.get('gps/current')).body.advancedInformation.heading).not.toBe(511);
  });

  it("an airline's aircraft flies Frankfurt → Palma, a coach runs Munich → Vienna: the tracker's position and itinerary/schedules follow the variant", async () => {
    const variant = (hubType: string) =>
      fetch(`${hub.url}/__admin/variant`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hubType }) });
    try {
      await variant('Airline');
      const flight = (await api.get('itinerary/schedules')).body;
      expect(flight.map((stop: any) => stop.portName)).toEqual(['Frankfurt', 'Palma de Mallorca']);
      const [from, to] = flight;
      expect(from).toMatchObject({ arrives: null, departs: expect.stringMatching(/^\d\d:\d\d$/), atSea: false, utcOffsetMinutes: expect.any(Number) });
      // 2 h 5 min gate to gate, on the same day
      const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
      expect(minutes(to.arrives) - minutes(from.departs)).toBe(125);
      const aircraft = (await api.get('gps/current')).body;
      expect(aircraft.dataType).toBe('Aircraft');
      // between Frankfurt and Palma (or at either), never on the cruise's sea route
      expect(aircraft.latitude).toBeGreaterThanOrEqual(39.5);
      expect(aircraft.latitude).toBeLessThanOrEqual(50.1);
      const speed = aircraft.advancedInformation.speed;
      expect(speed === 0 || speed > 250, `${speed} knots: at the gate or flying`).toBe(true);

      await variant('Bus');
      const trip = (await api.get('itinerary/schedules')).body;
      expect(trip.map((stop: any) => stop.portName)).toEqual(['München ZOB', 'Salzburg Hauptbahnhof', 'Linz Hauptbahnhof', 'Wien Erdberg']);
      const coach = (await api.get('gps/current')).body;
      // the spec knows Ship and Aircraft only: a coach is not an aircraft
      expect(coach.dataType).toBe('Ship');
      expect(coach.longitude).toBeGreaterThanOrEqual(11.5);
      expect(coach.longitude).toBeLessThanOrEqual(16.5);
      expect(coach.advancedInformation.speed).toBeLessThan(60);
    } finally {
      await variant('Cruise');
    }
    expect((await api.get('itinerary/schedules')).body[0].portName).toBe('Barcelona');
  });

  it('serves offline map tiles as PNG', async () => {
    const res = await fetch(`${hub.url}/api/osm/4/8/5.png`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await fetch(`${hub.url}/api/osm/2/9/9.png`)).status).toBe(400);
    // real coastlines (Natural Earth land): two tiles of the western Mediterranean differ (before, every tile of a zoom level was the same sea)
    const png = async (path: string) => Buffer.from(await (await fetch(`${hub.url}/api/osm/${path}.png`)).arrayBuffer());
    const [coast, sea] = await Promise.all([png('5/16/11'), png('7/66/48')]);
    expect(coast.equals(sea)).toBe(false);
  });
});

describe("a journey's timetable is dated by its own clock", () => {
  it("between local midnight and UTC midnight the stops carry the local date, not the machine's (the tracker had no destination then)", () => {
    // 23:30 UTC on 5 December is 00:30 on the 6th in Madrid (UTC+1), where the journey's clock runs
    const stops = journeySchedules(FLIGHT, Date.UTC(2026, 11, 5, 23, 30));
    expect(stops.map((stop) => [stop.date, stop.departs ?? stop.arrives])).toEqual([
      ['06/12/2026', '00:00'],
      ['06/12/2026', '02:05'],
    ]);
  });
});

describe('ship, wayfinder, cabin finder', () => {
  it('ships/content has the Ship content fields', async () => {
    const s = (await api.get('ships/content')).body;
    expect(s).toMatchObject({ shipCode: 'AUR', shipName: 'Lido Aurora', description: expect.stringContaining('<p>') });
    expect(s.technicalData[0]).toEqual({ spalte1: expect.any(String), spalte2: expect.any(String) });
    expect(s.cabin).toMatchObject({ title: expect.any(String), description: expect.any(String) });
    expect(s.cabin.cabinDeck[0]).toEqual({ cabinCategory: expect.any(String), colours: [expect.stringMatching(/^[0-9A-F]{6}$/)], cabinCode: 'IS' });
    const ship = (await api.get('blobs/images/AUR')).body as any[];
    expect(new Set(ship.map((i) => i.category))).toEqual(new Set(['Ship', 'DeckPlan']));
    const cabin = (await api.get('blobs/images/AUR_IS')).body as any[];
    expect(cabin.map((i) => i.category)).toEqual(['Ship', 'DeckPlan']);
  });

  it('top view decks: level, isDevicePresent, hasWayFinding, base64 PNG map', async () => {
    const decks = (await api.get('wayfinder/maps/topview/marker?wayfinderProfileId=1&wayfinderProfileId=6')).body as any[];
    expect(decks.length).toBeGreaterThan(8);
    for (const d of decks) {
      expect(d).toMatchObject({ level: expect.any(Number), isDevicePresent: false, hasWayFinding: expect.any(Boolean) });
      expect(Buffer.from(d.map, 'base64').subarray(1, 4).toString()).toBe('PNG');
    }
    expect(decks.filter((d) => d.hasWayFinding).map((d) => d.level)).toEqual([5, 10]);
    const kiosk = (await api.get('wayfinder/maps/topview/marker?deviceType=Kiosk')).body as any[];
    expect(kiosk.filter((d) => d.isDevicePresent).map((d) => d.level)).toEqual([4]);
    const side = (await api.get('wayfinder/maps/sideview/marker?wayfinderProfileId=1')).body;
    expect(side.levels).toEqual([5]);
    expect(Buffer.from(side.map, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect((await api.get('wayfinder/maps/topview/marker?wayfinderProfileId=999')).status).toBe(404);
  });

  it('wayfinder profiles name the places markers point at', async () => {
    const profiles = (await api.get('wayfinder/profiles')).body as any[];
    expect(profiles.find((p) => p.id === 1)).toMatchObject({ name: 'Horizon Restaurant', level: 5 });
  });

  it('cabin finder finds 7012 on deck 7 and rejects unknown cabins', async () => {
    const decks = (await api.get('cabinfinder/topview/7012')).body as any[];
    expect(decks.filter((d) => d.hasWayFinding).map((d) => d.level)).toEqual([7]);
    expect((await api.get('cabinfinder/sideview/7012')).body).toMatchObject({ level: 7, map: expect.any(String) });
    const bad = await api.get('cabinfinder/topview/9999');
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('The cabin could not be found, please search for another cabin');
  });
});

describe('digital signage content', () => {
  it('templateValues is a JSON text of restaurants with coloured time slots', async () => {
    const r = (await api.get('digitalsignage/content/1')).body;
    expect(r.templateValues).toEqual(expect.any(String));
    const v = JSON.parse(r.templateValues);
    expect(v.restaurant1).toMatchObject({
      name: expect.any(String),
      location: expect.any(String),
      id: expect.any(Number),
      type: expect.stringMatching(/specialty|open seating/),
      link: { privateonly: expect.any(Boolean) },
    });
    const colours = new Set(
      Object.keys(v)
        .filter((k) => k.startsWith('restaurant'))
        .flatMap((k) => v[k].timeslots.map((t: any) => t.colour)),
    );
    for (const c of colours) expect(['Green', 'Yellow', 'Red', 'Off']).toContain(c);
    expect(colours.has('Off')).toBe(true);
    expect((await api.get('digitalsignage/content/99')).status).toBe(404);
  });

  it('boards 3 and 4 run round the clock (keyed by HHMM, and as a list); board 3 has a restaurant with no slots; board 5 is cut off', async () => {
    const keyed = JSON.parse((await api.get('digitalsignage/content/3')).body.templateValues);
    expect(Object.keys(keyed.restaurant1.timeslots)).toHaveLength(48);
    expect(keyed.restaurant1.timeslots).toMatchObject({ '0000': expect.stringMatching(/^(Green|Yellow|Red|Off)$/), '2330': expect.any(String) });
    expect(keyed.restaurant3).toMatchObject({ name: 'Sakura Teppanyaki', timeslots: {} });
    const list = JSON.parse((await api.get('digitalsignage/content/4')).body.templateValues);
    expect(list.restaurant1.timeslots.map((t: any) => t.time)).toHaveLength(48);
    expect(list.restaurant1.timeslots[0]).toEqual({ time: '00:00', colour: expect.any(String) });
    const broken = (await api.get('digitalsignage/content/5')).body;
    expect(broken.templateValues).toEqual(expect.any(String));
    expect(() => JSON.parse(broken.templateValues)).toThrow();
  });

  it('a booking turns a green slot busier (board of tomorrow)', async () => {
    const board = async () => JSON.parse((await api.get(`digitalsignage/content/2?date=${dmy(1)}`)).body.templateValues);
    const before = await board();
    const green = before.restaurant2.timeslots.find((t: any) => t.colour === 'Green');
    expect(green, 'the seed has a green Sakura slot tomorrow').toBeDefined();
    const sid = await signIn(hub);
    const times = (await api.post('dining/availabilityTimes/7203', { date: dmy(1), bookingRequest: { numberOfPersons: 6 } }, sid)).body as any[];
    const slot = times.find((t) => t.fromTime === green.time);
    expect(slot).toBeDefined();
    const booked = (await api.post('dining/book/7203', { numberOfPersons: 6, date: dmy(1), fromTime: slot.fromTime, toTime: slot.toTime, objectId: 7203 }, sid))
      .body;
    expect(booked).toMatchObject({ reference: expect.stringMatching(/^DIN-/), error: null });
    const after = await board();
    expect(['Yellow', 'Red']).toContain(after.restaurant2.timeslots.find((t: any) => t.time === green.time).colour);
  });
});
