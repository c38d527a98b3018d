/**
 * Voyage information calls as <lido-itinerary>, <lido-daily-programme> and <lido-ship-detail>
 * use them (002 §3, §7): ship time per itinerary day with a clock change, port weather in
 * imperial units for some ports and temperatures of the voyage's season, where-and-when, the
 * ship's image lists.
 */
import { describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

const dash = (o: number) => dmy(o).replaceAll('/', '-');

describe('ship time', () => {
  it('every port schedule carries its UTC offset; the clocks go forward before Katakolon and back after', async () => {
    const list = (await api.get('itinerary/schedules')).body as any[];
    for (const day of list) expect(day.utcOffsetMinutes).toEqual(expect.any(Number));
    const [naplesSea, katakolon, messina] = [list[7], list[8], list[9]];
    expect(katakolon.portName).toBe('Katakolon');
    expect(katakolon.countryName).toBe('Greece');
    expect(katakolon.utcOffsetMinutes - naplesSea.utcOffsetMinutes).toBe(60);
    expect(messina.utcOffsetMinutes - katakolon.utcOffsetMinutes).toBe(-60);
    expect((await api.get('itinerary/schedules/9')).body.utcOffsetMinutes).toBe(katakolon.utcOffsetMinutes);
  });
});

describe('port weather', () => {
  it('some ports answer in imperial units (°F), the others metric, with temperatures of the season', async () => {
    const month = new Date().getMonth();
    const palma = (await api.get(`itinerary/weather/${dash(2)}`)).body;
    const ajaccio = (await api.get(`itinerary/weather/${dash(3)}`)).body;
    expect(palma.unit).toBe('metric');
    expect(ajaccio.unit).toBe('imperial');
    expect(ajaccio.temperature).toBeGreaterThan(40);
    // winter months are cooler than the summer ones
    if (month === 11 || month <= 1) expect(palma.temperature).toBeLessThan(16);
    if (month >= 5 && month <= 8) expect(palma.temperature).toBeGreaterThan(22);
  });
});

describe('where and when, ship images', () => {
  it('cms/articles/whereAndWhen/ lists articles with location and time', async () => {
    const list = (await api.get('cms/articles/whereAndWhen/')).body as any[];
    expect(list.length).toBeGreaterThan(2);
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      whereAndWhen: { locationInformation: expect.any(String), timeInformation: expect.any(String) },
    });
  });

  it('blobs/images/{shipCode} and {shipCode}_{cabinCode}: Ship and DeckPlan pictures', async () => {
    const ship = (await api.get('ships/content')).body;
    const images = (await api.get(`blobs/images/${ship.shipCode}`)).body as any[];
    expect(images.map((i) => i.category)).toContain('DeckPlan');
    expect(images.filter((i) => i.category === 'Ship').length).toBeGreaterThan(1);
    const cabin = (await api.get(`blobs/images/${ship.shipCode}_${ship.cabin.cabinDeck[0].cabinCode}`)).body as any[];
    expect(cabin.map((i) => i.category).sort()).toEqual(['DeckPlan', 'Ship']);
    expect(cabin[0].url).toContain('/api/blobs/image');
  });
});
