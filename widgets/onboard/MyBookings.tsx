/**
 * <lido-my-bookings> (/my_onboard_bookings, /my_bookings; login required; 001 §2–§4, §8): the
 * guest's appointments (GET pms/accounts/appointments: date, from/to time, text, code, status C,
 * W or X with R shown as C) — in sections confirmed, waitlist, cancelled when
 * groupBookingsByStatus is on — the booked shore excursions (GET passengers/bookings) and, when
 * photoMatchEnabled, the photo orders (GET photomatch/orders). no_onboard_bookings when there is
 * nothing. One entry per booking with its guests (a PMS answers one appointment per guest), and
 * a shore excursion only once, under shore excursions (its appointment is left out). Every booking
 * widget invalidates these reads, so a booking made anywhere on the page appears here without a
 * reload. Times are ship times, labelled so when the device's zone differs.
 */
import { formatDate, parseDmy } from '../../core/format/dates';
import { formatTime } from '../../core/format/time';
import type { ShoreBooking } from '../../core/hub/excursions';
import type { PhotoOrder } from '../../core/hub/photo';
import { shoreBookingsQuery } from '../../core/query/excursions';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { appointmentsQuery } from '../../core/query/onboard';
import { photoOrdersQuery } from '../../core/query/photo';
import { useRoute, useT, useUiSetting } from '../../core/react/index';
import { usePrice } from '../../core/ui/price';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { SignInGate } from '../../core/ui/SignInGate';
import { moveBetweenStops } from '../../core/ui/focus';
import { useUse12Hour, useDateLocale } from '../../core/ui/time';
import { appointmentEntries, groupByStatus, shoreEntries, statusOf, type AppointmentEntry } from './logic';
import { useNeedsShipTimeLabel } from './ship-time';

export function MyBookingsWidget() {
  const route = useRoute();
  return (
    <SignInGate origin={route?.path.startsWith('/my_bookings') ? '/my_bookings' : '/my_onboard_bookings'}>
      <Bookings />
    </SignInGate>
  );
}

function Bookings() {
  const t = useT('onboard');
  const photo = useUiSetting('photoMatchEnabled');
  const appointments = useHubQuery(appointmentsQuery, []);
  const shore = useHubQuery(shoreBookingsQuery, []);
  const orders = useHubQuery(photoOrdersQuery, photo ? [] : null);
  const all = useCombinedQueries([appointments, shore] as const);
  return (
    <section className="my-bookings" aria-busy={all.data === undefined} onKeyDown={moveBetweenStops}>
      <PageTitle>{t('bookings.title')}</PageTitle>
      <QueryView
        query={all}
        isEmpty={([mine, booked]) => mine.length === 0 && booked.length === 0 && (!photo || (orders.data !== undefined && orders.data.length === 0))}
        empty={t('bookings.no_onboard_bookings')}
      >
        {([mine, booked]) => (
          <>
            {/* one entry per booking with its guests; shore excursions once, in their own section */}
            <AppointmentSections appointments={appointmentEntries(mine, booked)} />
            {booked.length > 0 && <ShoreBookings bookings={booked} />}
          </>
        )}
      </QueryView>
      {photo && (
        <QueryView query={orders} isEmpty={(list) => list.length === 0} empty={null}>
          {(list) => <PhotoOrders orders={list} />}
        </QueryView>
      )}
    </section>
  );
}

function AppointmentSections({ appointments }: { appointments: AppointmentEntry[] }) {
  const t = useT('onboard');
  const grouped = useUiSetting('groupBookingsByStatus');
  if (appointments.length === 0) return null;
  if (!grouped) return <AppointmentList items={appointments} />;
  return (
    <>
      {groupByStatus(appointments).map((group) => (
        <section key={group.status} className={`booking-group status-${group.status}`} data-status={group.status}>
          <h2>{t(`bookings.${group.status}`)}</h2>
          <AppointmentList items={group.items} />
        </section>
      ))}
    </>
  );
}

function AppointmentList({ items }: { items: AppointmentEntry[] }) {
  const t = useT('onboard');
  const dateLocale = useDateLocale();
  const use12Hour = useUse12Hour();
  const needsLabel = useNeedsShipTimeLabel();
  // the guests are named when the account's bookings are not all for one guest
  const forSeveral = new Set(items.flatMap((item) => item.guests)).size > 1;
  return (
    <ul className="appointment-list">
      {items.map((item) => {
        const day = parseDmy(item.date);
        const times = [item.fromTime, item.toTime].filter((time): time is string => !!time).map((time) => formatTime(time, use12Hour));
        const status = statusOf(item);
        return (
          <li key={item.key} className="appointment" data-status={status} data-code={item.excursionCode ?? ''} data-remote-read>
            <p className="appointment-text">{item.text}</p>
            <p className="appointment-when">
              {[day ? formatDate(day, dateLocale) : item.date, times.join('–')].filter(Boolean).join(' · ')}
              {times.length > 0 && needsLabel(item.date) && <span className="ship-time-label"> ({t('shipTime')})</span>}
            </p>
            <p className="appointment-meta">
              {[forSeveral && item.guests.length > 0 ? item.guests.join(', ') : null, t(`bookings.${status}`)].filter(Boolean).join(' · ')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function ShoreBookings({ bookings }: { bookings: ShoreBooking[] }) {
  const t = useT('onboard');
  const dateLocale = useDateLocale();
  const price = usePrice();
  return (
    <section className="shore-bookings">
      <h2>{t('bookings.shore')}</h2>
      <ul className="appointment-list">
        {shoreEntries(bookings).map(({ key, booking, passengers, price: total }) => {
          const day = parseDmy(booking.date);
          return (
            <li key={key} className="shore-booking" data-remote-read>
              <p className="appointment-text">{booking.excursionName}</p>
              <p className="appointment-when">
                {[day ? formatDate(day, dateLocale) : booking.date, booking.portName, price(total)].filter(Boolean).join(' · ')}
              </p>
              <p className="appointment-meta">{t('bookings.passengers', { names: passengers.map((p) => `${p.firstName} ${p.lastName}`).join(', ') })}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PhotoOrders({ orders }: { orders: PhotoOrder[] }) {
  const t = useT('onboard');
  const dateLocale = useDateLocale();
  const price = usePrice();
  return (
    <section className="photo-orders">
      <h2>{t('bookings.photoOrders')}</h2>
      <ul className="appointment-list">
        {orders.map((order) => {
          const day = order.date ? parseDmy(order.date) : null;
          return (
            <li key={order.orderId} className="photo-order" data-remote-read>
              <p className="appointment-text">{t('bookings.order', { id: order.orderId })}</p>
              <p className="appointment-when">
                {[
                  day ? formatDate(day, dateLocale) : order.date,
                  (order.status ?? '').replace(/_/g, ' '),
                  order.totals?.grandTotalString || price(order.totals?.grandTotal),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
