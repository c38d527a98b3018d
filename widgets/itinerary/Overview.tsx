/**
 * The itinerary overview (002 §2, §3): for a signed-in guest the holiday — flights out and in,
 * cruises and their days, hotels, guests — then the port schedules from today on (002 §7: only
 * the dates passing the filter are kept) in ship time, with the all-aboard countdown of a port
 * day and the night the clocks change. A visitor sees the port schedules and a way to sign in.
 */
import { useMemo } from 'react';
import { daysBetween, formatDashedDmy, formatDate, parseDmy, parseIsoDate } from '../../core/format/dates';
import { upcomingDays } from '../../core/format/ship-time';
import { formatTime } from '../../core/format/time';
import { hasModule } from '../../core/config/portal';
import type { Flight, Holiday, PortSchedule } from '../../core/hub/itinerary';
import { useHubQuery } from '../../core/query/hooks';
import { holidayQuery, schedulesQuery } from '../../core/query/itinerary';
import { useCore, useRoute, useSlice, useT, useVariant, useSignedIn } from '../../core/react/index';
import { PageTitle } from '../../core/ui/PageTitle';
import { Fact } from '../../core/ui/Fact';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { AllAboardCountdown, ClockChangeNote } from '../../core/ui/ShipTime';
import { SignInLink } from '../../core/ui/SignInLink';
import { matchRoute } from '../../core/navigation/route-table';
import meta from './itinerary.meta';
import { useHubDateTime, useUse12Hour, useDateLocale } from '../../core/ui/time';

export function useDateText(): (dmy: string | null | undefined) => string {
  const dateLocale = useDateLocale();
  return (value) => {
    if (!value) return '';
    const date = parseDmy(value) ?? parseIsoDate(value);
    return date ? formatDate(date, dateLocale) : value;
  };
}

/** Nights of a stay between two hub dates (dd/mm/yyyy or ISO); null when either is unreadable. */
function nightsOf(from: string | null | undefined, to: string | null | undefined): number | null {
  const read = (value: string | null | undefined) => (value ? (parseDmy(value) ?? parseIsoDate(value)) : null);
  const [start, end] = [read(from), read(to)];
  const nights = start && end ? daysBetween(start, end) : 0;
  return nights > 0 ? nights : null;
}

/** The profile sells excursions of this kind (a profile listing no modules has every feature). */
export function useSells(module: 'cruiseExcursions' | 'resortExcursions'): boolean {
  return useSlice(useCore().stores.modules, (state) => hasModule(state.modules, module));
}

/** The list of a port day's cruise excursions (their detail routes' entrance, issue 34). */
export const portExcursionsPath = (id: string | number) => `/excursion/${encodeURIComponent(String(id))}`;

export function Overview() {
  const t = useT('itinerary');
  const signedIn = useSignedIn();
  const route = useRoute();
  // the guest's own holiday (/my_holiday, /holiday) is named as its home tile names it
  const path = route?.path ?? (typeof location === 'undefined' ? '' : location.pathname);
  const page = matchRoute(meta.pages, path)?.route.pattern;
  const mine = page === '/holiday' || page === '/my_holiday';
  const variant = useVariant();
  return (
    <section className="itinerary">
      <PageTitle>{mine ? t('myHoliday') : t('title')}</PageTitle>
      {signedIn ? (
        <HolidaySection />
      ) : (
        // an invitation, not an alert: the port schedules below are the page's content
        <p className="sign-in-hint">
          {t('signInForHoliday')} <SignInLink origin={route?.path ?? '/my_holiday'} className="button secondary" />
        </p>
      )}
      {/* a resort has no port calls (its hub answers none): no empty "port schedules" */}
      {variant === 'cruise' && <PortSchedules />}
    </section>
  );
}

function HolidaySection() {
  const holiday = useHubQuery(holidayQuery, []);
  return <QueryView query={holiday}>{(data) => <HolidayView holiday={data} />}</QueryView>;
}

function HolidayView({ holiday }: { holiday: Holiday }) {
  const t = useT('itinerary');
  const date = useDateText();
  const resortExcursions = useSells('resortExcursions');
  return (
    <div className="holiday" part="holiday">
      {holiday.flights.out.length > 0 && <Flights title={t('flightsOut')} flights={holiday.flights.out} />}
      {holiday.cruises.map((cruise, index) => (
        <section key={cruise.id ?? index} className="cruise" aria-labelledby={`cruise-${index}`}>
          <h2 id={`cruise-${index}`} className="section-title">
            {t('cruise')}: {cruise.name}
          </h2>
          <dl className="facts">
            <Fact label={t('days')}>{cruise.numberOfDays}</Fact>
            <Fact label={t('from')}>{date(cruise.fromDate)}</Fact>
            {cruise.ship?.name && <Fact label={t('ship')}>{cruise.ship.name}</Fact>}
          </dl>
          {(cruise.itinerary?.length ?? 0) > 0 && (
            <table className="cruise-days">
              <caption className="lido-visually-hidden">{t('cruiseDays')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dayOfCruise')}</th>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('seaOrPort')}</th>
                  <th scope="col">{t('port')}</th>
                </tr>
              </thead>
              <tbody>
                {cruise.itinerary!.map((day) => (
                  <tr key={day.id}>
                    <td>{day.dayOfCruise}</td>
                    <td>{date(day.date)}</td>
                    <td>{day.type === 'Sea' ? t('sea') : t('portDay')}</td>
                    <td>{day.port ? [day.port.name, day.port.countryName].filter(Boolean).join(', ') : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
      {holiday.hotels.length > 0 && (
        <section className="hotels" aria-labelledby="hotels">
          <h2 id="hotels" className="section-title">
            {t('hotels')}
          </h2>
          <ul className="card-list">
            {holiday.hotels.map((hotel, index) => (
              <li key={index} className="card hotel">
                <h3>{hotel.hotelName}</h3>
                <p>{[hotel.resortName, hotel.subResortName, hotel.touristRegionName].filter(Boolean).join(', ')}</p>
                <p>
                  {t('fromTo', { from: date(hotel.fromDate), to: date(hotel.toDate) })}
                  {nightsOf(hotel.fromDate, hotel.toDate) !== null && ` · ${t('nights', { count: nightsOf(hotel.fromDate, hotel.toDate)! })}`}
                </p>
                {resortExcursions && (
                  <p>
                    <RouteLink to="/resorts" part="resort-excursions" className="button secondary">
                      {t('resortExcursions')}
                    </RouteLink>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {holiday.flights.in.length > 0 && <Flights title={t('flightsIn')} flights={holiday.flights.in} />}
      {holiday.passengers.length > 0 && (
        <section className="guests" aria-labelledby="guests">
          <h2 id="guests" className="section-title">
            {t('guests')}
          </h2>
          <ul className="guest-list">
            {holiday.passengers.map((guest) => (
              <li key={guest.id}>{[guest.title, guest.firstName, guest.lastName].filter(Boolean).join(' ')}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Flights({ title, flights }: { title: string; flights: Flight[] }) {
  const t = useT('itinerary');
  const dateTime = useHubDateTime();
  return (
    <section className="flights" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <ul className="card-list">
        {flights.map((flight) => (
          <li key={flight.id} className="card flight">
            <h3>{t('flight', { number: flight.flightNumber })}</h3>
            <dl className="facts">
              <Fact label={t('departure')}>
                {flight.departureAirportName ?? ''} ({flight.departureAirportCode}), {dateTime(flight.departureTime)}
              </Fact>
              <Fact label={t('arrival')}>
                {flight.arrivalAirportName ?? ''} ({flight.arrivalAirportCode}), {dateTime(flight.arrivalTime)}
              </Fact>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PortSchedules() {
  const t = useT('itinerary');
  const schedules = useHubQuery(schedulesQuery, []);
  return (
    <section className="schedules" aria-labelledby="port-schedules">
      <h2 id="port-schedules" className="section-title">
        {t('portSchedules')}
      </h2>
      <QueryView query={schedules} isEmpty={(list) => list.length === 0} empty={t('noSchedules')}>
        {(list) => <ScheduleList all={list} />}
      </QueryView>
    </section>
  );
}

function ScheduleList({ all }: { all: PortSchedule[] }) {
  const t = useT('itinerary');
  const cruiseExcursions = useSells('cruiseExcursions');
  const date = useDateText();
  const use12Hour = useUse12Hour();
  const days = useMemo(() => upcomingDays(all, Date.now()), [all]);
  if (days.length === 0)
    return (
      <p className="empty" part="empty">
        {t('noSchedules')}
      </p>
    );
  return (
    <>
      <AllAboardCountdown days={days} />
      <ol className="schedule-list" part="schedules">
        {days.map((day, index) => {
          const calendar = parseDmy(day.date);
          return (
            <li key={day.id} className={`schedule${day.atSea ? ' at-sea' : ''}`}>
              <h3 className="schedule-title">
                <RouteLink to={`/itinerary/detail/${encodeURIComponent(String(day.id))}`}>
                  {date(day.date)} · {day.atSea ? t('atSea') : day.title}
                </RouteLink>
              </h3>
              {!day.atSea && (
                <p className="schedule-times">
                  {[
                    day.arrives ? t('arrivesAt', { time: formatTime(day.arrives, use12Hour) }) : '',
                    day.departs ? t('departsAt', { time: formatTime(day.departs, use12Hour) }) : '',
                    day.allOnBoard ? t('allOnBoardAt', { time: formatTime(day.allOnBoard, use12Hour) }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              <ClockChangeNote day={day} next={days[index + 1]} />
              <p className="schedule-links">
                {/* a port day leads to its cruise excursions */}
                {!day.atSea && cruiseExcursions && (
                  <RouteLink to={portExcursionsPath(day.id)} part="port-excursions" label={t('excursionsIn', { place: day.title })}>
                    {t('excursions')}
                  </RouteLink>
                )}
                {calendar && (
                  <RouteLink to={`/weather?date=${formatDashedDmy(calendar)}`} label={t('weatherOf', { day: date(day.date) })}>
                    {t('weather')}
                  </RouteLink>
                )}
                {calendar && (
                  <RouteLink to={`/itinerary/spark/${formatDashedDmy(calendar)}`} label={t('scheduleOf', { day: date(day.date) })}>
                    {t('schedule')}
                  </RouteLink>
                )}
              </p>
            </li>
          );
        })}
      </ol>
    </>
  );
}
