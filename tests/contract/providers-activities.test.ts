/**
 * Contract of the third-party activities provider (/activities-api/, spec 001 §2/§3/§7).
 */
import { describe, expect, it } from 'vitest';
import { useDemoHub } from './hub-api.ts';

const hub = useDemoHub();

async function get(path: string, init: RequestInit = {}): Promise<{ status: number; json: any }> {
  const res = await fetch(`${hub.url}/activities-api/${path}`, init);
  return { status: res.status, json: await res.json() };
}

describe('countries and cities', () => {
  it('lists countries with counts', async () => {
    const r = await get('countries');
    expect(r.status).toBe(200);
    expect(r.json.length).toBeGreaterThanOrEqual(4);
    for (const c of r.json)
      expect(c).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        iso_code: expect.stringMatching(/^[A-Z]{2}$/),
        cities_count: expect.any(Number),
      });
    expect(r.json.find((c: any) => c.iso_code === 'ES').activities_count).toBeGreaterThan(0);
  });

  it('localises names from Accept-Language', async () => {
    const r = await get('countries', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    expect(r.json.find((c: any) => c.iso_code === 'ES').name).toBe('Spanien');
  });

  it('lists the cities of a country, and 404s an unknown one', async () => {
    const r = await get('countries/2/cities');
    expect(r.json.map((c: any) => c.name)).toEqual(['Rome', 'Naples', 'Venice']);
    for (const c of r.json) {
      expect(c).toMatchObject({
        country: { id: 2 },
        activities_count: expect.any(Number),
        cover_image_url: expect.stringMatching(/\/media\/images\/[a-z-]+-800\.jpg$/),
      });
    }
    expect((await get('countries/99/cities')).status).toBe(404);
  });

  it('has a city without activities', async () => {
    const cities = (await get('countries/5/cities')).json;
    expect(cities).toHaveLength(1);
    expect(cities[0].activities_count).toBe(0);
    const r = await get(`cities/${cities[0].id}/activities`);
    expect(r).toEqual({ status: 200, json: [] });
    expect((await get('cities/999/activities')).status).toBe(404);
  });
});

describe('activities', () => {
  it('lists activities of a city in the shape of 001 §3', async () => {
    const r = await get('cities/9/activities');
    expect(r.json.length).toBeGreaterThanOrEqual(3);
    expect((await get('countries/4/cities/9/activities')).json).toEqual(r.json);
    for (const a of r.json) {
      expect(a).toMatchObject({
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: expect.any(String),
        cover_image_url: expect.stringMatching(/^http:\/\/.+\/media\/images\/.+\.jpg$/),
        retail_price: { formatted_value: expect.stringMatching(/^€\d+\.\d\d$/), currency: 'EUR', value: expect.any(Number) },
        languages: expect.arrayContaining([expect.objectContaining({ code: 'en', name: 'English' })]),
        features: expect.any(Array),
        about: expect.stringMatching(/^<p>/),
        where_text: expect.stringContaining('Lisbon'),
        meeting_point: expect.any(String),
        info: expect.stringMatching(/<li>/),
      });
      // exactly one of duration / duration_range, as ISO 8601 durations
      expect('duration' in a).not.toBe('duration_range' in a);
      if (a.duration) expect(a.duration).toMatch(/^PT(\d+H)?(\d+M)?$/);
      else expect(a.duration_range).toEqual({ min: expect.stringMatching(/^PT/), max: expect.stringMatching(/^PT/) });
      for (const f of a.features) expect(f).toEqual({ code: expect.any(String), name: expect.any(String) });
    }
    expect(r.json.some((a: any) => a.duration_range)).toBe(true);
  });

  it('pages with limit and offset', async () => {
    const all = (await get('cities/4/activities')).json;
    const second = (await get('cities/4/activities?limit=2&offset=2')).json;
    expect(second.map((a: any) => a.uuid)).toEqual(all.slice(2, 4).map((a: any) => a.uuid));
  });

  it('serves one activity, its taxonomies and its media', async () => {
    const [first] = (await get('cities/8/activities')).json;
    const detail = await get(`activities/${first.uuid}`);
    expect(detail.json).toEqual(first);

    const tax = (await get(`activities/${first.uuid}/taxonomies`)).json as any[];
    expect(new Set(tax.map((t) => t.type))).toEqual(new Set(['HIGHLIGHT', 'INCLUSION', 'EXCLUSION']));
    for (const t of tax) expect(t).toEqual({ id: expect.any(String), type: expect.any(String), name: expect.any(String) });
    const highlights = (await get(`activities/${first.uuid}/taxonomies?type=HIGHLIGHT`)).json as any[];
    expect(highlights.length).toBeGreaterThan(0);
    expect(highlights.every((t) => t.type === 'HIGHLIGHT')).toBe(true);
    expect((await get(`activities/${first.uuid}/taxonomies?type=OTHER`)).status).toBe(400);

    const media = (await get(`activities/${first.uuid}/media`)).json as any[];
    expect(media.length).toBeGreaterThanOrEqual(2);
    for (const m of media) {
      expect(m).toMatchObject({ type: 'image', url: expect.stringContaining('-800.jpg'), thumbnail_url: expect.stringContaining('-200.jpg') });
      const img = await fetch(m.thumbnail_url);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('404s an unknown activity on every call', async () => {
    for (const path of ['activities/nope', 'activities/nope/taxonomies', 'activities/nope/media']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.json.message).toContain('nope');
    }
  });

  it('the hub’s musement routes answer the same lists as the provider', async () => {
    const hubGet = async (path: string) => (await fetch(`${hub.url}/api/musement/${path}`)).json();
    expect(await hubGet('countries')).toEqual((await get('countries')).json);
    expect(await hubGet('countries/3/cities')).toEqual((await get('countries/3/cities')).json);
    expect(await hubGet('countries/3/cities/7/activities')).toEqual((await get('cities/7/activities')).json);
  });

  it('the Book Excursion link opens the partner booking page', async () => {
    const [first] = (await get('cities/1/activities')).json;
    expect(first.url).toMatch(/\/activities-api\/book\//);
    const page = await fetch(first.url);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(first.title.replace('&', '&amp;'));
  });
});
