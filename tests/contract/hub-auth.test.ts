/**
 * Sign-in variants (000 §5, §7; 002 hospitality), PIN change and reset, account status,
 * appointments, invoices, cabin messages and the holiday itinerary.
 */
import { describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, DEMO, signIn } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

function expectAuthentication(body: any, sessionType: string) {
  expect(body).toMatchObject({
    sessionId: expect.any(String),
    isAuthenticated: true,
    sessionType,
    sessionName: expect.any(String),
    bookingReference: expect.any(String),
  });
  expect(body.pms).toMatchObject({ name: expect.any(String), information: expect.any(String) });
  const info = JSON.parse(body.pms.information);
  expect(info).toMatchObject({ isPinChangeRequired: expect.any(Boolean), embarkDate: dmy(0) });
  return info;
}

describe('authentication/loginByPassenger', () => {
  it('signs in with booking reference (trimmed, any case), lead surname and today', async () => {
    const r = await api.post('authentication/loginByPassenger', { bookingReference: ' lido123 ', lastName: 'SMITH', departureDate: dmy(0) });
    expect(r.status).toBe(200);
    expectAuthentication(r.body, 'Passenger');
    expect(r.body.bookingReference).toBe('LIDO123');
    expect(r.body.pms.name).toBe('Mr John Smith');
  });

  it('authentication/session answers the authentication object of a valid session', async () => {
    const sid = await signIn(hub);
    const r = await api.get('authentication/session', sid);
    expect(r.body.sessionId).toBe(sid);
    expectAuthentication(r.body, 'Passenger');
    expect((await api.get('authentication/session', 'nope')).status).toBe(403);
  });

  it('fails with 401 loginFailed on a wrong date, surname or reference', async () => {
    for (const body of [
      { bookingReference: 'LIDO123', lastName: 'Smith', departureDate: dmy(1) },
      { bookingReference: 'LIDO123', lastName: 'Jones', departureDate: dmy(0) },
      { bookingReference: 'NOPE', lastName: 'Smith', departureDate: dmy(0) },
    ]) {
      const r = await api.post('authentication/loginByPassenger', body);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: 'login_failed', message: 'loginFailed' });
    }
  });

  it('answers missing fields and bad dates with 400', async () => {
    expect((await api.post('authentication/loginByPassenger', { bookingReference: 'LIDO123', lastName: 'Smith' })).body.error).toBe('missing_field');
    expect((await api.post('authentication/loginByPassenger', { bookingReference: '  ', lastName: 'Smith', departureDate: dmy(0) })).status).toBe(400);
    expect(
      (await api.post('authentication/loginByPassenger', { bookingReference: 'LIDO123', lastName: 'Smith', departureDate: '2026-99-99' })).body.error,
    ).toBe('invalid_date');
    expect((await api.call('authentication/loginByPassenger', { method: 'POST' })).status).toBe(400);
  });
});

describe('authentication/loginByPms', () => {
  it('name and date of birth', async () => {
    const r = await api.post('authentication/loginByPms', DEMO.name);
    expect(r.status).toBe(200);
    expectAuthentication(r.body, 'RemotePms');
    expect(r.body.pms.name).toBe('Mrs Anna Smith');
    const bad = await api.post('authentication/loginByPms', { ...DEMO.name, dob: '02/01/1980' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Login failed, please check the details you have entered');
    expect((await api.post('authentication/loginByPms', { ...DEMO.name, dob: '1980-02-01' })).status).toBe(400);
  });

  it('account number and location (cabin)', async () => {
    const r = await api.post('authentication/loginByPms', { accountNumber: '100200', location: '7012' });
    expectAuthentication(r.body, 'RemotePms');
    expect((await api.post('authentication/loginByPms', { accountNumber: '100200', location: '7014' })).status).toBe(401);
    expect((await api.post('authentication/loginByPms', { accountNumber: '100200' })).status).toBe(400);
  });

  it('hospitality: token, and id + room → a Retina session', async () => {
    const byToken = await api.post('authentication/loginByPms', { token: DEMO.retina.token });
    expectAuthentication(byToken.body, 'RemotePms');
    expect(byToken.body.sessionName).toBe('Retina');
    const byId = await api.post('authentication/loginByPms', { accountNumber: DEMO.retina.id, location: DEMO.retina.room });
    expect(byId.body).toMatchObject({ sessionType: 'RemotePms', sessionName: 'Retina', bookingReference: 'LIDO123' });
    expect((await api.post('authentication/loginByPms', { token: 'RETINA-NOPE' })).status).toBe(401);
    expect((await api.post('authentication/loginByPms', { accountNumber: '42', location: '9999' })).status).toBe(401);
    expect((await api.post('authentication/loginByPms', {})).status).toBe(400);
  });
});

describe('PIN and card sign-in', () => {
  it('loginByAccountIdCabinNoAndPinNo', async () => {
    const r = await api.post('authentication/loginByAccountIdCabinNoAndPinNo', DEMO.account);
    const info = expectAuthentication(r.body, 'RemotePms');
    expect(info.isPinChangeRequired).toBe(false);
    expect((await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { ...DEMO.account, pinNo: '9999' })).status).toBe(401);
    expect((await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { ...DEMO.account, pinNo: '12' })).status).toBe(400);
  });

  it('a guest who must change the PIN gets a session and isPinChangeRequired', async () => {
    const r = await api.post('authentication/loginByAccountIdCabinNoAndPinNo', DEMO.pinChangeAccount);
    expect(expectAuthentication(r.body, 'RemotePms').isPinChangeRequired).toBe(true);
  });

  it('card swipe (loginByAccountId) by card id or account number', async () => {
    const r = await api.post('authentication/loginByAccountId', { swipe: true, accountNumber: DEMO.card });
    expectAuthentication(r.body, 'RemotePms');
    expect((await api.post('authentication/loginByAccountId', { swipe: ';CARD100300?' })).body.pms.name).toBe('Mr Peter Jones');
    const bad = await api.post('authentication/loginByAccountId', { swipe: true, accountNumber: 'CARD999' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe("Login failed: we couldn't find your account number. Please speak to reception.");
    expect((await api.post('authentication/loginByAccountId', { swipe: true })).status).toBe(400);
  });
});

describe('pms/changePin and pms/resetPin', () => {
  it('changes the PIN (empty answer = success); the old PIN stops working', async () => {
    const login = await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { accountNumber: '100501', location: '8022', pinNo: '1234' });
    const sid = login.body.sessionId;
    const ok = await api.post('pms/changePin', { currentPin: '1234', newPin: '2468' }, sid);
    expect(ok.status).toBe(200);
    expect(ok.body).toBe('');
    expect((await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { accountNumber: '100501', location: '8022', pinNo: '1234' })).status).toBe(401);
    expect((await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { accountNumber: '100501', location: '8022', pinNo: '2468' })).status).toBe(200);
  });

  it('a wrong current PIN answers a non-empty text; malformed PINs 400', async () => {
    const sid = await signIn(hub);
    const wrong = await api.post('pms/changePin', { currentPin: '0000', newPin: '2468' }, sid);
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual(expect.stringMatching(/.+/));
    const short = await api.post('pms/changePin', { currentPin: '1234', newPin: '12' }, sid);
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: 'new_pin_length', message: 'Please make sure that both PINs are 4 digits' });
    expect((await api.post('pms/changePin', { currentPin: '1234' }, sid)).status).toBe(400);
  });

  it('a required PIN change clears isPinChangeRequired', async () => {
    const first = await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { accountNumber: '100301', location: '7014', pinNo: '0000' });
    expect(JSON.parse(first.body.pms.information).isPinChangeRequired).toBe(false);
    const login = await api.post('authentication/loginByAccountIdCabinNoAndPinNo', DEMO.pinChangeAccount);
    expect((await api.post('pms/changePin', { currentPin: '0000', newPin: '1357' }, login.body.sessionId)).body).toBe('');
    const again = await api.post('authentication/loginByAccountIdCabinNoAndPinNo', { ...DEMO.pinChangeAccount, pinNo: '1357' });
    expect(JSON.parse(again.body.pms.information).isPinChangeRequired).toBe(false);
  });

  it('resetPin restores the card PIN, requires a change and sends a cabin message', async () => {
    const sid = (await api.post('authentication/loginByAccountIdCabinNoAndPinNo', DEMO.blocked)).body.sessionId;
    expect((await api.post('pms/changePin', { currentPin: '1234', newPin: '8642' }, sid)).body).toBe('');
    const reset = await api.post('pms/resetPin', {}, sid);
    expect(reset.status).toBe(200);
    expect(reset.body).toBe('');
    const login = await api.post('authentication/loginByAccountIdCabinNoAndPinNo', DEMO.blocked);
    expect(JSON.parse(login.body.pms.information).isPinChangeRequired).toBe(true);
    const msgs = (await api.get('cabinmessage/get/app', sid)).body as any[];
    expect(msgs.some((m) => m.messageTitle === 'Your PIN has been reset')).toBe(true);
  });
});

describe('account', () => {
  it('pms/account/status for a normal, a blocked and a blocked-for-muster guest', async () => {
    expect((await api.get('pms/account/status', await signIn(hub))).body).toEqual({ isBlocked: false, isBlockedForMuster: false, showBlockedMessage: false });
    expect((await api.get('pms/account/status', await signIn(hub, 'blocked'))).body).toEqual({
      isBlocked: true,
      isBlockedForMuster: false,
      showBlockedMessage: true,
    });
    expect((await api.get('pms/account/status', await signIn(hub, 'muster'))).body).toEqual({
      isBlocked: false,
      isBlockedForMuster: true,
      showBlockedMessage: true,
    });
  });

  it("pms/accounts/appointments: the party's appointments with statuses C, W, X and R", async () => {
    const list = (await api.get('pms/accounts/appointments', await signIn(hub))).body as any[];
    expect(list[0]).toEqual({
      accountNumber: expect.any(String),
      date: expect.any(String),
      fromTime: expect.any(String),
      toTime: expect.any(String),
      text: expect.any(String),
      excursionCode: expect.any(String),
      bookingStatus: expect.any(String),
      accountName: expect.any(String),
    });
    expect(new Set(list.map((a) => a.bookingStatus))).toEqual(new Set(['C', 'W', 'X', 'R']));
  });

  it('pms/invoices: each account its own lines; a guest without charges none', async () => {
    const john = (await api.get('pms/invoices', await signIn(hub))).body as any[];
    const peter = (await api.get('pms/invoices', (await api.post('authentication/loginByPms', { accountNumber: '100300', location: '7014' })).body.sessionId))
      .body as any[];
    const anna = (await api.get('pms/invoices', (await api.post('authentication/loginByPms', { accountNumber: '100201', location: '7012' })).body.sessionId))
      .body as any[];
    const tom = (await api.get('pms/invoices', (await api.post('authentication/loginByPms', { accountNumber: '100202', location: '7012' })).body.sessionId))
      .body as any[];
    const descriptions = (lines: any[]) => lines.map((l) => l.description).join('|');
    expect(new Set([descriptions(john), descriptions(peter), descriptions(anna)]).size).toBe(3);
    expect(peter.some((l) => l.charges < 0)).toBe(true);
    expect(tom).toEqual([]);
  });

  it('pms/invoices: a booking and an order charge the account', async () => {
    const sid = (await api.post('authentication/loginByPms', { accountNumber: '100501', location: '8022' })).body.sessionId;
    expect((await api.get('pms/invoices', sid)).body).toEqual([]);
    // a venue booking: the first free slot of The Grill tomorrow, for two
    const info = (await api.get('dining/bookingInformation/7202')).body;
    const date = info.dates[1].value;
    const times = (await api.post('dining/availabilityTimes/7202', { date, bookingRequest: { numberOfPersons: 2 } })).body as any[];
    const booked = await api.post('dining/book/7202', { numberOfPersons: 2, date, fromTime: times[0].fromTime, toTime: times[0].toTime, objectId: 7202 }, sid);
    expect(booked.body.reference).toEqual(expect.any(String));
    const lines = (await api.get('pms/invoices', sid)).body as any[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ department: 'Restaurants', chargeDate: dmy(0), discounts: 0 });
    expect(lines[0].description).toContain('The Grill');
    expect(lines[0].charges).toBeGreaterThan(0);
    expect(lines[0].chargesWithDiscounts).toBe(lines[0].charges);
  });

  it('pms/invoices: invoice lines of the account', async () => {
    const lines = (await api.get('pms/invoices', await signIn(hub))).body as any[];
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) {
      expect(l).toEqual({
        chargeDate: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
        department: expect.any(String),
        description: expect.any(String),
        charges: expect.any(Number),
        discounts: expect.any(Number),
        chargesWithDiscounts: expect.any(Number),
      });
      expect(l.chargesWithDiscounts).toBeCloseTo(l.charges - l.discounts, 2);
    }
  });

  it('itinerary/holiday: cruise with itinerary days, hotels, flights, passengers incl. a child and an infant', async () => {
    const h = (await api.get('itinerary/holiday', await signIn(hub))).body;
    const cruise = h.cruises[0];
    expect(cruise).toMatchObject({ name: expect.any(String), numberOfDays: 15, fromDate: dmy(0), ship: { name: 'Lido Aurora' } });
    expect(cruise.itinerary).toHaveLength(15);
    expect(cruise.itinerary[1]).toMatchObject({ id: 2, type: 'Sea', dayOfCruise: 2, port: null });
    expect(cruise.itinerary[2]).toMatchObject({ type: 'Port', port: { name: 'Palma de Mallorca', countryName: 'Spain' } });
    expect(h.hotels[0]).toEqual({
      hotelName: expect.any(String),
      resortName: expect.any(String),
      subResortName: expect.any(String),
      touristRegionName: expect.any(String),
      fromDate: dmy(-2),
      toDate: dmy(0),
    });
    expect(h.flights.out[0]).toMatchObject({
      id: expect.any(Number),
      departureAirportCode: 'LGW',
      arrivalAirportCode: 'BCN',
      departureAirportName: expect.any(String),
      arrivalAirportName: expect.any(String),
      departureTime: expect.any(String),
      arrivalTime: expect.any(String),
      flightNumber: expect.any(String),
    });
    expect(h.flights.in).toHaveLength(1);
    expect(h.passengers.map((p: any) => p.type)).toEqual(['Adult', 'Adult', 'Child', 'Infant']);
    expect(h.passengers.filter((p: any) => p.lead)).toHaveLength(1);
  });

  it('a Resort hub: the holiday is a week at its hotel with the flights there and back, and there are no port calls', async () => {
    const variant = (hubType: string) => api.admin('/variant', 'POST', { hubType });
    try {
      await variant('Resort');
      const h = (await api.get('itinerary/holiday', await signIn(hub))).body;
      expect(h.cruises).toEqual([]);
      expect(h.hotels).toEqual([
        {
          hotelName: 'Hotel Arts Barcelona',
          resortName: 'Barcelona',
          subResortName: expect.any(String),
          touristRegionName: 'Catalonia',
          fromDate: dmy(-2),
          toDate: dmy(5),
        },
      ]);
      expect([h.flights.out[0].arrivalAirportCode, h.flights.in[0].departureAirportCode]).toEqual(['BCN', 'BCN']);
      expect(h.passengers.length).toBeGreaterThan(0);
      expect((await api.get('itinerary/schedules')).body).toEqual([]);
    } finally {
      await variant('Cruise');
    }
    expect((await api.get('itinerary/schedules')).body).toHaveLength(15);
  });
});

describe('cabin messages', () => {
  it('lists messages of every type and status; reading marks Read', async () => {
    const sid = await signIn(hub);
    const list = (await api.get('cabinmessage/get/app', sid)).body as any[];
    expect(new Set(list.map((m) => m.messageType))).toEqual(new Set(['Urgent', 'Important', 'Normal']));
    expect(new Set(list.map((m) => m.recipientMessageStatus))).toEqual(new Set(['Sent', 'Read']));
    const m = list.find((x) => x.recipientMessageStatus === 'Sent');
    expect(m).toEqual({
      id: expect.any(Number),
      sourceMessageId: expect.any(String),
      messageType: expect.any(String),
      recipientMessageStatus: 'Sent',
      createdAt: expect.any(String),
      messageTitle: expect.any(String),
      messageContent: expect.any(String),
    });
    const read = await api.post(`cabinmessage/read/app/${m.sourceMessageId}`, undefined, sid);
    expect(read.status).toBe(200);
    const after = (await api.get('cabinmessage/get/app', sid)).body as any[];
    expect(after.find((x) => x.sourceMessageId === m.sourceMessageId).recipientMessageStatus).toBe('Read');
    expect((await api.post('cabinmessage/read/app/MSG-424242', undefined, sid)).status).toBe(404);
  });

  it('messages were sent no later than now', async () => {
    const list = (await api.get('cabinmessage/get/app', await signIn(hub))).body as any[];
    for (const m of list) expect(new Date(m.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('another cabin sees only its own messages', async () => {
    const sid = (await api.post('authentication/loginByPms', { accountNumber: '100301', location: '7014' })).body.sessionId;
    const list = (await api.get('cabinmessage/get/app', sid)).body as any[];
    expect(list.every((m) => !m.messageTitle.includes('table reservation'))).toBe(true);
    expect(list.length).toBeGreaterThan(0);
  });
});
