/**
 * Contract of the schedule export (/spark/, spec 000 §7, 002 §3 "Scheduled event"): bearer token and
 * property id from the hub's devices/config, dd/mm/yyyy dates, optional day count.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoHub } from './hub-api.ts';

const hub = useDemoHub();
let settings: { sparkUrl: string; sparkApiToken: string; sparkPropertyId: string };

const dmy = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

async function schedule(query: string, token: string | null = settings.sparkApiToken, property = settings.sparkPropertyId) {
  const res = await fetch(
    `${settings.sparkUrl}/api/v1/ext/export/${encodeURIComponent(property)}/schedule?${query}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
  return { status: res.status, json: (await res.json()) as any, res };
}

beforeAll(async () => {
  const config = (await (await fetch(`${hub.url}/api/devices/config`)).json()) as any;
  settings = config.hub.uiSettings;
}, 60_000);

describe('schedule export', () => {
  it('the device configuration points at this service', () => {
    expect(settings.sparkUrl).toBe(`${hub.url}/spark`);
    expect(settings.sparkApiToken).toBeTruthy();
    expect(settings.sparkPropertyId).toBeTruthy();
  });

  it('answers the scheduled events of one day, sorted by start', async () => {
    const today = new Date();
    const r = await schedule(`date=${dmy(today)}`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ propertyId: settings.sparkPropertyId, date: dmy(today), days: 1 });
    const events = r.json.events as any[];
    expect(events.length).toBeGreaterThanOrEqual(8);
    for (const e of events) {
      expect(e).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        location: expect.any(String),
        eventOverview: expect.any(String),
        date: dmy(today),
      });
      expect(e.startTime).toMatch(new RegExp(`^${ymd(today)}T\\d\\d:\\d\\d:00$`));
      if (e.endTime !== null) expect(e.endTime > e.startTime).toBe(true);
      expect(e.thumbnailUrl).toMatch(/\/api\/blobs\/image\?reference=[a-z-]+&width=200$/);
    }
    const starts = events.map((e) => e.startTime);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(events.some((e) => e.endTime === null)).toBe(true);
  });

  it('covers several days with days=n, and each day has its own specials', async () => {
    const start = new Date();
    const r = await schedule(`date=${dmy(start)}&days=7`);
    const dates = [...new Set((r.json.events as any[]).map((e) => e.date))];
    expect(dates).toHaveLength(7);
    expect(dates[0]).toBe(dmy(start));
    const titlesPerDay = dates.map((d) =>
      (r.json.events as any[])
        .filter((e) => e.date === d)
        .map((e) => e.title)
        .sort()
        .join('|'),
    );
    expect(new Set(titlesPerDay).size).toBe(7);
  });

  it('validates date and days', async () => {
    expect((await schedule('')).json).toMatchObject({ error: 'invalid_date' });
    expect((await schedule('date=2026-05-01')).status).toBe(400);
    expect((await schedule('date=31/02/2026')).status).toBe(400);
    expect((await schedule(`date=${dmy(new Date())}&days=0`)).status).toBe(400);
    expect((await schedule(`date=${dmy(new Date())}&days=15`)).status).toBe(400);
  });

  it('401 without or with a wrong token, 404 for another property', async () => {
    const none = await schedule(`date=${dmy(new Date())}`, null);
    expect(none.status).toBe(401);
    expect(none.res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await schedule(`date=${dmy(new Date())}`, 'wrong-token')).json).toMatchObject({ error: 'invalid_token' });
    expect((await schedule(`date=${dmy(new Date())}`, settings.sparkApiToken, 'OTHER-SHIP')).status).toBe(404);
  });
});
