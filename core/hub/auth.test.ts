import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  authenticationFromResponse,
  changePin,
  loginByAccountId,
  loginByAccountIdCabinNoAndPinNo,
  loginByPassenger,
  loginByPms,
  parsePmsInformation,
  recordPageVisit,
  userHistoryPage,
} from './auth';
import { createHub, type HubClient } from './client';
import { json, startTestServer, type TestServer } from './test-server';

describe('userHistoryPage (spec 000 §7)', () => {
  test.each([
    ['/', 'home'],
    ['', 'home'],
    ['///', 'home'],
    ['/vod/detail/42', 'vod/detail/42'],
    ['//my_bookings', 'my_bookings'],
    ['/itinerary/go?day=2#top', 'itinerary/go'],
    ['/activity/detail/3', 'activity/detail/3'],
  ])('%j → %j', (path, page) => {
    expect(userHistoryPage(path)).toBe(page);
  });

  test.each(['/content/overview', '/content/detail/12', 'content', '/musement/12', '/musement/activity/99'])('%j is not recorded', (path) => {
    expect(userHistoryPage(path)).toBeNull();
  });

  test('a route merely starting with the same letters is recorded', () => {
    expect(userHistoryPage('/contents')).toBe('contents');
  });
});

describe('pms information', () => {
  test('parses the JSON text', () => {
    expect(parsePmsInformation('{"isPinChangeRequired":true,"embarkDate":"2025-06-01"}')).toEqual({
      isPinChangeRequired: true,
      embarkDate: '2025-06-01',
    });
  });
  test.each([null, undefined, '', 'not json', '[1,2]', '42'])('%j → null', (text) => {
    expect(parsePmsInformation(text)).toBeNull();
  });

  test('authenticationFromResponse', () => {
    expect(
      authenticationFromResponse({
        sessionId: 's1',
        sessionType: 'RemotePms',
        sessionName: 'Retina',
        pms: { name: 'Ada Lovelace', information: '{"isPinChangeRequired":false}' },
      }),
    ).toEqual({
      sessionId: 's1',
      isAuthenticated: true,
      errorMessage: null,
      sessionType: 'RemotePms',
      sessionName: 'Retina',
      bookingReference: null,
      pmsName: 'Ada Lovelace',
      pmsInformation: { isPinChangeRequired: false },
    });
  });
});

describe('sign-in calls against a real server', () => {
  let server: TestServer;
  let hub: HubClient;
  const bodyOf = () => JSON.parse(server.requests.at(-1)?.body ?? 'null') as unknown;

  beforeAll(async () => {
    server = await startTestServer();
    for (const path of ['loginByPassenger', 'loginByPms', 'loginByAccountIdCabinNoAndPinNo', 'loginByAccountId']) {
      server.handle(`POST /api/authentication/${path}`, (_req, res) => json(res, 200, { sessionId: `session-${path}` }));
    }
    server.handle('POST /api/pms/changePin', (req, res) => {
      const { newPin } = JSON.parse(req.body) as { newPin: string };
      if (newPin === '1234') {
        res.writeHead(200);
        res.end();
      } else if (newPin === '8888') json(res, 200, { code: 17, detail: '<b>x</b>' });
      else json(res, 200, 'PIN rejected');
    });
    server.handle('GET /api/metrics/userhistory/home', (_req, res) => json(res, 200, {}));
    server.handle('GET /api/metrics/userhistory/vod/detail/42', (_req, res) => json(res, 500, { message: 'down' }));
    hub = createHub({ sessionId: () => null, apiUrl: () => `${server.origin}/api/`, securedOrigin: () => false });
  });
  afterAll(async () => {
    await server.close();
  });

  test('loginByPassenger trims the booking reference', async () => {
    const answer = await loginByPassenger(hub, { bookingReference: '  AB123 ', lastName: 'Smith', departureDate: '01/06/2025' });
    expect(answer.sessionId).toBe('session-loginByPassenger');
    expect(server.requests.at(-1)?.url).toBe('/api/authentication/loginByPassenger');
    expect(bodyOf()).toEqual({ bookingReference: 'AB123', lastName: 'Smith', departureDate: '01/06/2025' });
  });

  test('loginByPms in its three forms', async () => {
    await loginByPms(hub, { firstName: 'Ada', lastName: 'Lovelace', dob: '10/12/1985' });
    expect(bodyOf()).toEqual({ firstName: 'Ada', lastName: 'Lovelace', dob: '10/12/1985' });
    await loginByPms(hub, { accountNumber: '5001', location: '7123' });
    expect(bodyOf()).toEqual({ accountNumber: '5001', location: '7123' });
    const answer = await loginByPms(hub, { token: 'tok', location: '7123' });
    expect(bodyOf()).toEqual({ token: 'tok', location: '7123' });
    expect(answer.sessionId).toBe('session-loginByPms');
  });

  test('PIN and swipe sign-in', async () => {
    await loginByAccountIdCabinNoAndPinNo(hub, { accountNumber: '5001', location: '7123', pinNo: '0000' });
    expect(server.requests.at(-1)?.url).toBe('/api/authentication/loginByAccountIdCabinNoAndPinNo');
    expect(bodyOf()).toEqual({ accountNumber: '5001', location: '7123', pinNo: '0000' });
    await loginByAccountId(hub, { swipe: ';5001?', accountNumber: '5001' });
    expect(server.requests.at(-1)?.url).toBe('/api/authentication/loginByAccountId');
    expect(bodyOf()).toEqual({ swipe: ';5001?', accountNumber: '5001' });
  });

  test('changePin: an empty answer is success, anything else a refusal with its text as the reason', async () => {
    expect(await changePin(hub, { currentPin: '0000', newPin: '1234' })).toEqual({ changed: true });
    expect(await changePin(hub, { currentPin: '0000', newPin: '9999' })).toEqual({ changed: false, reason: 'PIN rejected' });
    expect(await changePin(hub, { currentPin: '0000', newPin: '8888' })).toEqual({ changed: false, reason: null });
  });

  test('recordPageVisit calls metrics/userhistory, skips untracked routes, never throws', async () => {
    const before = server.requests.length;
    await recordPageVisit(hub, '/');
    expect(server.requests.at(-1)?.url).toBe('/api/metrics/userhistory/home');
    await recordPageVisit(hub, '/content/detail/3');
    expect(server.requests.length).toBe(before + 1);
    await expect(recordPageVisit(hub, '/vod/detail/42')).resolves.toBeUndefined();
    expect(server.requests.at(-1)?.url).toBe('/api/metrics/userhistory/vod/detail/42');
  });
});
