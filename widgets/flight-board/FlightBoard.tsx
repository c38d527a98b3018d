/**
 * <lido-flight-board> (the airport variant): departures or arrivals from the hub, in the
 * airport's local time (the wall clock of the hub's times, never the device's zone). A Departures
 * / Arrivals switch and a search on devices with input; on DigitalSignage neither, and the rows
 * that do not fit the screen page themselves (core/ui/pages). Public screens (kiosk, signage) and
 * 10-foot TVs get large type; the arrows move between the controls (core/ui/spatial).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Flight, FlightBoard as Board, FlightDirection } from '../../core/hub/flights';
import { formatTime } from '../../core/format/time';
import { useHubQuery } from '../../core/query/hooks';
import { flightsQuery } from '../../core/query/flights';
import { useCore, useDeviceRules, useSlice, useT } from '../../core/react/index';
import { InputField } from '../../core/ui/Field';
import { PageIndicator, useFitPages, usePageMs, useRotation } from '../../core/ui/pages';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { SegmentedSwitch } from '../../core/ui/SegmentedSwitch';
import { useNow } from '../../core/ui/ShipTime';
import { moveFocusByArrow } from '../../core/ui/spatial';
import { useUse12Hour } from '../../core/ui/time';
import { changedTime, isGone, shownFlights, statusOf } from './flight-board-logic';

export interface FlightBoardProps {
  /** 'departures' (default) or 'arrivals'. */
  direction?: string;
  /** DigitalSignage: the seconds a page of flights stays. */
  pageSeconds?: string;
}

const DIRECTIONS: readonly FlightDirection[] = ['departures', 'arrivals'];
/** How often the board looks at the clock for flights that drop off. */
const CLOCK_TICK_MS = 30_000;

const useFlightsT = () => useT('flights');

export function FlightBoard({ direction, pageSeconds }: FlightBoardProps) {
  const t = useFlightsT();
  const rules = useDeviceRules();
  const tenFoot = useSlice(useCore().stores.configuration, (state) => state.tenFoot);
  const interactive = !rules.selfPaging;
  const asked: FlightDirection = direction === 'arrivals' ? 'arrivals' : 'departures';
  const [shown, setShown] = useState<FlightDirection>(asked);
  // the attribute changed: show what it asks for
  useEffect(() => setShown(asked), [asked]);
  const [search, setSearch] = useState('');
  const board = useHubQuery(flightsQuery, [shown]);
  // A signage screen placed without a direction shows both, each after the other's last page;
  // the other half is kept fresh meanwhile, so the turn shows it at once.
  const alternates = rules.selfPaging && !direction;
  const other: FlightDirection = shown === 'departures' ? 'arrivals' : 'departures';
  useHubQuery(flightsQuery, alternates ? [other] : null);
  const turn = useCallback(() => setShown(other), [other]);
  // public screens are read from a distance
  const large = rules.cardStyling || tenFoot;
  return (
    <section className={`flight-board${large ? ' large' : ''}`} onKeyDown={interactive ? moveFocusByArrow : undefined}>
      <div className="board-bar">
        <PageTitle>{t('title')}</PageTitle>
        {interactive && (
          <SegmentedSwitch
            label={t('directions')}
            part="direction-switch"
            options={DIRECTIONS.map((each) => ({ key: each, label: t(each) }))}
            shown={shown}
            onShow={setShown}
          />
        )}
      </div>
      {interactive && (
        <div className="board-search" role="search" part="search">
          <InputField type="search" label={t('search')} value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        </div>
      )}
      <QueryView query={board} isEmpty={(data) => data.flights.every((flight) => isGone(flight, Date.now()))} empty={t('noFlights')}>
        {(data) => (
          <FlightTable
            key={alternates ? shown : undefined}
            board={data}
            direction={shown}
            search={interactive ? search : ''}
            selfPaging={rules.selfPaging}
            pageSeconds={pageSeconds}
            onLastPage={alternates ? turn : undefined}
          />
        )}
      </QueryView>
    </section>
  );
}

function FlightTable({
  board,
  direction,
  search,
  selfPaging,
  pageSeconds,
  onLastPage,
}: {
  board: Board;
  direction: FlightDirection;
  search: string;
  selfPaging: boolean;
  pageSeconds?: string;
  onLastPage?: () => void;
}) {
  const t = useFlightsT();
  const now = useNow(CLOCK_TICK_MS);
  const flights = shownFlights(board.flights, now, search);
  const departures = direction === 'departures';
  const pageMs = usePageMs(pageSeconds);
  const fit = useFitPages<HTMLTableSectionElement>(selfPaging, `${direction}|${flights.map((flight) => flight.id).join('|')}`);
  const pageIndex = useRotation(fit.pages?.length ?? 1, pageMs, onLastPage);
  const range = fit.pages?.[Math.min(pageIndex, fit.pages.length - 1)] ?? [0, flights.length];
  const airport = board.airport.name;
  const table = (
    <table className={`flights${selfPaging ? ' fixed-columns' : ''}`} part="table">
      <caption>{t('caption', { direction: t(direction), airport, code: board.airport.code })}</caption>
      {selfPaging && (
        // the same column widths on every page, so each page's rows are as tall as when they were measured together
        <colgroup>
          {['time', 'expected', 'place', 'flight-id', ...(departures ? ['desks'] : []), 'where', 'status'].map((column) => (
            <col key={column} className={`column-${column}`} />
          ))}
        </colgroup>
      )}
      <thead>
        <tr>
          <th scope="col">{t('column.time')}</th>
          <th scope="col">{t('column.expected')}</th>
          <th scope="col">{t(departures ? 'column.to' : 'column.from')}</th>
          <th scope="col">{t('column.flight')}</th>
          {departures && <th scope="col">{t('column.checkIn')}</th>}
          <th scope="col">{t(departures ? 'column.gate' : 'column.belt')}</th>
          <th scope="col">{t('column.status')}</th>
        </tr>
      </thead>
      <tbody
        ref={fit.ref}
        key={selfPaging ? pageIndex : undefined}
        className={selfPaging ? 'self-page' : undefined}
        data-page={selfPaging ? pageIndex + 1 : undefined}
      >
        {flights.slice(range[0], range[1]).map((flight) => (
          <FlightRow key={flight.id} flight={flight} departures={departures} />
        ))}
      </tbody>
    </table>
  );
  return (
    <>
      <p className="local-time" part="local-time">
        {t('localTime', { airport })}
      </p>
      {flights.length === 0 ? (
        <p className="no-match" part="no-match" role="status">
          {search.trim() ? t('noMatch', { text: search.trim() }) : t('noFlights')}
        </p>
      ) : selfPaging ? (
        table
      ) : (
        // a narrow screen scrolls the table sideways: a named region the keyboard can reach (a TV's
        // remote skips it: a TV has the width, and a night's board is taller than its screen)
        <div className="table-scroll" role="region" aria-label={t(direction)} tabIndex={0} data-arrow-skip="">
          {table}
        </div>
      )}
      {selfPaging && flights.length > 0 && (fit.pages === null || fit.pages.length > 1) && <PageIndicator page={pageIndex} pages={fit.pages?.length ?? 1} />}
    </>
  );
}

function FlightRow({ flight, departures }: { flight: Flight; departures: boolean }) {
  const t = useFlightsT();
  const use12Hour = useUse12Hour();
  const status = statusOf(flight);
  const changed = changedTime(flight);
  const time = (iso: string) => <time dateTime={iso}>{formatTime(iso, use12Hour)}</time>;
  const text =
    status === 'delayed' && changed
      ? t('status.delayedTo', { time: formatTime(changed, use12Hour) })
      : status === 'expected'
        ? t('status.expected', { time: formatTime(flight.estimatedTime ?? flight.scheduledTime, use12Hour) })
        : status === 'baggage'
          ? t('status.baggage', { belt: flight.baggageBelt ?? '' })
          : t(`status.${status}`);
  const place = [flight.terminal, departures ? flight.gate : flight.baggageBelt].filter(Boolean).join(' / ');
  return (
    <tr className={`flight status-${status}`} part="flight" data-id={flight.id} data-status={status} data-remote-read>
      <td className="time">{time(flight.scheduledTime)}</td>
      <td className="expected">{changed && status !== 'cancelled' ? time(changed) : ''}</td>
      <td className="place">
        <span className="city">{flight.airport.city}</span> <span className="code">{flight.airport.code}</span>
      </td>
      <td className="flight-id">
        <span className="flight-number">{flight.flightNumber}</span> <span className="airline">{flight.airline.name}</span>
      </td>
      {departures && <td className="desks">{flight.checkInDesks ?? ''}</td>}
      <td className="where">{place}</td>
      <td className="status" part="status">
        <span className="status-mark" aria-hidden="true" />
        <span className="status-text">{text}</span>
      </td>
    </tr>
  );
}
