/**
 * Onboard excursions (001 §3, §5, §7, §9) — the seed cases the onboard widgets need: the
 * availability boundaries 1, 9, 10, 20, 21 and held places (currentAvailability below
 * availability), fewer places than the demo family (overbooked), child prices for minimum age 1
 * and above 12, time overlap with an existing booking, and the seeded booking EXC-39999 with its
 * appointments matching the excursion's code.
 */
import { describe, expect, it } from 'vitest';
import { client, useDemoHub, dmy, signIn } from './hub-api.ts';

const hub = useDemoHub();
const api = client(hub);

describe('onboard excursion seed cases', () => {
  it('the first sea day holds the availability boundaries and held places', async () => {
    const day = (await api.get(`excursions/byDate?dateAsString=${dmy(1)}`)).body as any[];
    const byId = (id: number) => day.find((e) => e.id === id);
    expect([6901, 6902, 6903, 6904, 6905].map((id) => byId(id).currentAvailability)).toEqual([1, 9, 10, 20, 21]);
    const held = (await api.get('excursions/checkAvailability/6908')).body;
    expect(held).toEqual({ currentAvailability: 8, availability: 12, closedForOnlineBooking: false });
    expect((await api.get('excursions/availability/6908')).body).toMatchObject({ id: 6908, currentAvailability: 8, availability: 12 });
    expect(byId(6907).currentAvailability).toBe(3);
    expect(day.some((e) => e.duration > 300)).toBe(false);
  });

  it('child prices: minimum age 1 with a price, minimum age 14 with a numeric price', async () => {
    expect((await api.get('excursions/6905')).body).toMatchObject({ minimumAge: 1, price: { adult: 20, child: 12 } });
    expect((await api.get('excursions/6906')).body).toMatchObject({ minimumAge: 14, price: { adult: 30, child: 20 } });
  });

  it('held places count: a booking above currentAvailability is overbooked', async () => {
    const sid = await signIn(hub);
    const four = ['100200', '100201', '100202', '100203'].map((accountNumber) => ({ accountNumber }));
    expect((await api.post('excursions/book/6907', { excursionId: 6907, guests: four }, sid)).body).toMatchObject({
      failed: true,
      systemInformation: expect.stringMatching(/Overbooked: 3/),
    });
  });

  it('findApplicableGuests: time overlap with an existing booking, already booked', async () => {
    const sid = await signIn(hub);
    const walking = (await api.get('excursions/6005')).body;
    const tastes = (await api.get('excursions/6007')).body;
    expect(walking.date).toBe(tastes.date);
    const guests = (await api.get('excursions/findApplicableGuests/6007', sid)).body as any[];
    expect(guests.find((g) => g.firstName === 'John')).toMatchObject({ eligible: false, ineligibilityReason: 'TimeOverlapWithOtherBooking' });
    expect(guests.find((g) => g.firstName === 'Anna')).toMatchObject({ eligible: false, ineligibilityReason: 'TimeOverlapWithOtherBooking' });
    const onWalking = (await api.get('excursions/findApplicableGuests/6005', sid)).body as any[];
    expect(onWalking.filter((g) => g.ineligibilityReason === 'AlreadyBooked').map((g) => g.firstName)).toEqual(['John', 'Anna']);
    // a booking that overlaps is refused for that guest
    expect((await api.post('excursions/book/6007', { excursionId: 6007, guests: [{ accountNumber: '100200' }] }, sid)).body).toMatchObject({
      failed: true,
      systemInformation: expect.stringMatching(/TimeOverlapWithOtherBooking/),
    });
  });

  it('the seeded booking EXC-39999 has its appointments, with the excursion code', async () => {
    const sid = await signIn(hub);
    const walking = (await api.get('excursions/6005')).body;
    const appointments = (await api.get('pms/accounts/appointments', sid)).body as any[];
    const mine = appointments.filter((a) => a.excursionCode === walking.bookingCode);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ date: walking.date, fromTime: walking.startTime, text: walking.name, bookingStatus: 'C' });
    // each names its guest: two guests' identical appointments must not read the same
    expect(new Set(mine.map((a) => a.accountName)).size).toBe(2);
    expect(mine.map((a) => a.accountName)).toContain('John Smith');
  });
});

describe("today's onboard experience", () => {
  it('starts after the hub clock in ship time (the next half hour an hour on, 10:00–22:00), so the afternoon demo still has one to come', async () => {
    const [today] = (await api.get('excursions/byDay?day=today')).body as any[];
    const [offset] = ((await api.get('itinerary/schedules')).body as any[]).filter((day) => day.date === dmy(0)).map((day) => day.utcOffsetMinutes);
    const now = new Date();
    const shipMinutes = (now.getUTCHours() * 60 + now.getUTCMinutes() + offset + 1440) % 1440;
    const [h, m] = today.startTime.split(':').map(Number);
    const start = h * 60 + m;
    expect(start % 30).toBe(0);
    expect(start).toBeGreaterThanOrEqual(10 * 60);
    expect(start).toBeLessThanOrEqual(22 * 60);
    if (shipMinutes < 21 * 60) expect(start).toBeGreaterThan(shipMinutes + 30);
    expect(today.timeOfDay).toBe(start < 12 * 60 ? 'Morning' : start < 17 * 60 ? 'Afternoon' : 'Evening');
  });
});

describe('seeded appointments agree with the bookings', () => {
  it("John's galley tour appointment is a booking (EXC-39998), GRP-10000 has its appointments, codes name excursions", async () => {
    const sid = await signIn(hub);
    const galley = (await api.get('excursions/6002')).body;
    const appointments = (await api.get('pms/accounts/appointments', sid)).body as any[];
    expect(appointments.find((a) => a.text === galley.name)).toMatchObject({
      excursionCode: galley.bookingCode,
      date: galley.date,
      fromTime: galley.startTime,
    });
    const guests = (await api.get('excursions/findApplicableGuests/6002', sid)).body as any[];
    expect(guests.find((g) => g.firstName === 'John')).toMatchObject({ ineligibilityReason: 'AlreadyBooked' });
    const harbour = appointments.filter((a) => a.excursionCode === 'KAT-OLIVE');
    expect(harbour).toHaveLength(2);
    expect(harbour[0]).toMatchObject({ date: dmy(8), fromTime: '10:00', bookingStatus: 'C' });
    const shore = (await api.get('passengers/bookings', sid)).body as any[];
    expect(shore.some((b) => b.groupReference === 'GRP-10000' && b.excursionId === 'KAT-OLIVE')).toBe(true);
    expect(appointments.filter((a) => a.bookingStatus === 'W' || a.bookingStatus === 'X').map((a) => a.excursionCode)).toEqual(['LIV-FLO', 'CIV-ROME']);
  });

  it("Peter Jones's Palma appointment is his shore booking GRP-10001, and his invoice has its charge", async () => {
    const jones = (await api.post('authentication/loginByPms', { accountNumber: '100300', location: '7014' })).body.sessionId;
    const appointments = (await api.get('pms/accounts/appointments', jones)).body as any[];
    expect(appointments).toEqual([
      expect.objectContaining({ excursionCode: 'PMI-CATH', date: dmy(2), fromTime: '09:00', toTime: '12:30', accountName: 'Peter Jones' }),
    ]);
    const bookings = (await api.get('passengers/bookings', jones)).body as any[];
    expect(bookings).toEqual([expect.objectContaining({ groupReference: 'GRP-10001', excursionId: 'PMI-CATH', date: dmy(2), price: 59 })]);
    const invoice = (await api.get('pms/invoices', jones)).body as any[];
    expect(invoice.some((line) => line.description === 'Pre-booked: Palma cathedral and old town' && line.charges === 59)).toBe(true);
  });
});

describe('a booking that partly fails', () => {
  it('books the guests who can go (with an adult) and says exactly who is booked', async () => {
    const sid = await signIn(hub);
    // Anna is booked meanwhile (another device)
    expect((await api.post('excursions/book/6905', { excursionId: 6905, guests: [{ accountNumber: '100201' }] }, sid)).body.failed).toBe(false);
    const both = await api.post('excursions/book/6905', { excursionId: 6905, guests: [{ accountNumber: '100200' }, { accountNumber: '100201' }] }, sid);
    expect(both.body).toMatchObject({
      failed: true,
      bookingReference: expect.stringMatching(/^EXC-/),
      systemInformation: expect.stringMatching(/Partly booked 1 of 2 .*AlreadyBooked: Anna Smith/),
      bookedGuests: [{ accountNumber: '100200', firstName: 'John', lastName: 'Smith' }],
    });
    expect((await api.get('excursions/availability/6905')).body.currentAvailability).toBe(19);
    // a child alone is never booked, even when the adult of the request cannot go
    const child = await api.post('excursions/book/6905', { excursionId: 6905, guests: [{ accountNumber: '100200' }, { accountNumber: '100202' }] }, sid);
    expect(child.body).toMatchObject({ failed: true, bookingReference: null });
    expect((await api.get('excursions/availability/6905')).body.currentAvailability).toBe(19);
  });
});
