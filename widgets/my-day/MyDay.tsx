/**
 * <lido-my-day> (issue 34): the guest's day in ship time, merged from reads the hub already
 * answers through the query layer (my-day-logic.ts): the port call, the guest's bookings and
 * shore excursions, the programme events they starred, the muster drill while not complete,
 * unread urgent cabin messages and the night the clocks change. Now and next are marked (on the
 * page's clock), each entry opens its feature through lido-navigate, Today / Tomorrow is one
 * button (or one swipe) away, clashes are said in words, and the day can be added to a calendar
 * (.ics). A visitor sees today's port call and the programme's highlights. A source that fails
 * leaves the rest standing with a short note; data kept from before shows with its "as of".
 */
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { parseDmy } from '../../core/format/dates';
import { formatTime } from '../../core/format/time';
import { shoreBookingsQuery } from '../../core/query/excursions';
import { dailyScheduleQuery } from '../../core/query/content';
import { useHubQuery, type QueryLike } from '../../core/query/hooks';
import { lineupQuery, schedulesQuery } from '../../core/query/itinerary';
import { cabinMessagesQuery } from '../../core/query/messages';
import { musterStatusQuery } from '../../core/query/muster';
import { appointmentsQuery } from '../../core/query/onboard';
import { useCore, useDeviceRules, useShadowRoot, useSlice, useT, useVariant, useSignedIn } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { Loading } from '../../core/ui/Loading';
import { ErrorNotice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { RouteLink } from '../../core/ui/RouteLink';
import { SegmentedSwitch } from '../../core/ui/SegmentedSwitch';
import { SHIP_TIME_NAMESPACE, useNow } from '../../core/ui/ShipTime';
import { StaleNote } from '../../core/ui/StaleNote';
import { isScheduledStar } from '../../core/session/stars';
import { useStars } from '../../core/ui/stars';
import { useFormatDate, useUse12Hour } from '../../core/ui/time';
import { dayToIcs } from './ics';
import { guestDay, nextDate, nowAndNext, scheduledEvents, todayOnBoard, visitorDay, type DayEntry } from './my-day-logic';

export interface MyDayProps {
  /** 'today' (default) or 'tomorrow'. */
  date?: string;
}

type Which = 'today' | 'tomorrow';
const DAYS: readonly Which[] = ['today', 'tomorrow'];

export function MyDay({ date }: MyDayProps) {
  const signedIn = useSignedIn();
  const [which, setWhich] = useState<Which>(date === 'tomorrow' ? 'tomorrow' : 'today');
  const variant = useVariant();
  // A day of one's own is a stay's: a cruise's (with its port calls) or a resort's (without);
  // a flight, a terminal or a coach trip has none, and the element stays empty there.
  if (variant !== 'cruise' && variant !== 'resort') return null;
  return <Day which={signedIn ? which : 'today'} setWhich={setWhich} signedIn={signedIn} portCalls={variant === 'cruise'} />;
}

/** The first source that failed with nothing to show, per source (a short note each). */
type Source = 'itinerary' | 'bookings' | 'programme' | 'muster' | 'messages';

function Day({ which, setWhich, signedIn, portCalls }: { which: Which; setWhich: (which: Which) => void; signedIn: boolean; portCalls: boolean }) {
  const t = useT('my-day');
  const common = useT('common');
  const rules = useDeviceRules();
  const now = useNow(30_000);
  const unreachable = useSlice(useCore().connection.state, (state) => state.status === 'unreachable');
  const personal = signedIn ? ([] as []) : null;

  const schedules = useHubQuery(schedulesQuery, portCalls ? [] : null);
  const today = todayOnBoard(schedules.data, now);
  const shown = which === 'today' ? today : nextDate(today);
  const lineup = useHubQuery(lineupQuery, [today, 2]);
  const appointments = useHubQuery(appointmentsQuery, personal);
  const shore = useHubQuery(shoreBookingsQuery, personal);
  const muster = useHubQuery(musterStatusQuery, personal);
  const messages = useHubQuery(cabinMessagesQuery, personal);
  const { starred } = useStars();
  // the scheduled programme of the day shown: asked for only when the guest starred one of its events
  const starsScheduled = signedIn && [...starred].some(isScheduledStar);
  const shownDate = parseDmy(shown);
  const scheduled = useHubQuery(dailyScheduleQuery, starsScheduled && shownDate ? [shownDate] : null);

  const sources: [Source, QueryLike<unknown>, boolean][] = [
    ['itinerary', schedules, portCalls],
    ['programme', lineup, true],
    ['programme', scheduled, starsScheduled],
    ['bookings', appointments, signedIn],
    ['bookings', shore, signedIn],
    ['muster', muster, signedIn],
    ['messages', messages, signedIn],
  ];
  const active = sources.filter(([, , on]) => on);
  const failedQueries = active.filter(([, query]) => query.data === undefined && query.isError && query.fetchStatus !== 'fetching');
  const failed = [...new Set(failedQueries.map(([source]) => source))];
  const retry = () => failedQueries.forEach(([, query]) => query.refetch());
  const waiting = active.some(([, query]) => query.data === undefined && !query.isError);
  const kept = active.filter(([, query]) => query.data !== undefined);
  const stale = kept.some(([, query]) => query.isRefetchError) || (unreachable && kept.length > 0);
  const asOf = Math.min(...kept.map(([, query]) => query.dataUpdatedAt).filter((at) => at > 0));

  const lineupEvents = lineup.data?.find((day) => day.date === shown)?.events ?? [];
  const events = starsScheduled && scheduled.data ? [...lineupEvents, ...scheduledEvents(scheduled.data.events)] : lineupEvents;
  const entries = signedIn
    ? guestDay(
        {
          schedules: schedules.data,
          appointments: appointments.data,
          shoreBookings: shore.data,
          events,
          starred,
          muster: muster.data,
          messages: messages.data,
        },
        shown,
        now,
        which === 'today',
      )
    : visitorDay({ schedules: schedules.data, events }, shown, now);
  const marks = which === 'today' ? nowAndNext(entries, now) : { now: null, next: null };
  const interactive = !rules.selfPaging;

  // one swipe to the other day (touch screens): a mostly sideways move of 60 px or more
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touchStart.current;
    const to = event.changedTouches[0];
    touchStart.current = null;
    if (!signedIn || !interactive || !from || !to) return;
    const dx = to.clientX - from.x;
    if (Math.abs(dx) < 60 || Math.abs(dx) < 2 * Math.abs(to.clientY - from.y)) return;
    setWhich(dx < 0 ? 'tomorrow' : 'today');
  };

  return (
    <section className="my-day" part="my-day" aria-busy={waiting && entries.length === 0} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <div className="my-day-bar">
        <PageTitle>{signedIn ? t('title') : t('titleVisitor')}</PageTitle>
        {signedIn && interactive && (
          <SegmentedSwitch label={t('days')} part="day-switch" options={DAYS.map((day) => ({ key: day, label: t(day) }))} shown={which} onShow={setWhich} />
        )}
      </div>
      <DateLine date={shown} />
      {stale && Number.isFinite(asOf) && <StaleNote updatedAt={asOf} />}
      {failed.length > 0 && failedQueries.length === active.length ? (
        // nothing came: the hub's reason, as every widget says it, and one retry for all
        <ErrorNotice error={failedQueries[0]![1].error} onRetry={retry} />
      ) : (
        failed.length > 0 && (
          <div className="source-notes" part="source-notes">
            <ul>
              {failed.map((source) => (
                <li key={source} className="source-note" data-source={source}>
                  {t(`failed.${source}`)}
                </li>
              ))}
            </ul>
            {interactive && (
              <Button variant="secondary" onClick={retry}>
                {common('retry')}
              </Button>
            )}
          </div>
        )
      )}
      {entries.length === 0 ? (
        waiting ? (
          <Loading />
        ) : (
          failed.length < active.length && (
            <p className="nothing" part="nothing">
              {t('nothing')}
            </p>
          )
        )
      ) : (
        <ol className="timeline" part="timeline" aria-label={signedIn ? t('timeline') : t('timelineVisitor')}>
          {entries.map((entry) => (
            <Entry key={entry.key} entry={entry} mark={marks.now === entry.key ? 'now' : marks.next === entry.key ? 'next' : null} interactive={interactive} />
          ))}
        </ol>
      )}
      {entries.some((entry) => entry.startTime) && (
        <p className="ship-time-note" part="ship-time-note">
          {t('shipTime')}
        </p>
      )}
      {signedIn && interactive && rules.photoDownloadAllowed && entries.some((entry) => entry.start !== null && entry.status !== 'cancelled') && (
        <CalendarButton entries={entries} date={shown} />
      )}
    </section>
  );
}

function DateLine({ date }: { date: string }) {
  const formatDate = useFormatDate();
  const day = parseDmy(date);
  return (
    <p className="my-day-date" part="date">
      <time dateTime={day ? `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}` : undefined}>
        {day ? formatDate(day) : date}
      </time>
    </p>
  );
}

/** The headline of an entry as the guest reads it (also the calendar's summary). */
function useHeadline(): (entry: DayEntry) => string {
  const t = useT('my-day');
  const shipTime = useT(SHIP_TIME_NAMESPACE);
  return (entry) => {
    switch (entry.kind) {
      case 'arrival':
      case 'departure':
        return t(`kind.${entry.kind}`, { place: entry.place ?? entry.title });
      case 'allAboard':
      case 'atSea':
      case 'muster':
        return t(`kind.${entry.kind}`);
      case 'clockChange': {
        const change = entry.change!;
        const hours = Math.floor(change.minutes / 60);
        const minutes = change.minutes % 60;
        const amount = [hours > 0 ? shipTime('hours', { count: hours }) : '', minutes > 0 ? shipTime('minutes', { count: minutes }) : '']
          .filter(Boolean)
          .join(' ');
        return shipTime(change.direction, { amount });
      }
      default:
        return entry.title;
    }
  };
}

function Entry({ entry, mark, interactive }: { entry: DayEntry; mark: 'now' | 'next' | null; interactive: boolean }) {
  const t = useT('my-day');
  const use12Hour = useUse12Hour();
  const headline = useHeadline();
  const times = [entry.startTime, entry.endTime].filter((time): time is string => !!time).map((time) => formatTime(time, use12Hour));
  const kindLabel =
    entry.kind === 'booking' || entry.kind === 'shore' || entry.kind === 'event' || entry.kind === 'highlight' || entry.kind === 'message'
      ? t(`kind.${entry.kind}`)
      : null;
  const details = [
    kindLabel,
    entry.kind === 'shore' || entry.kind === 'event' || entry.kind === 'highlight' ? entry.place : null,
    entry.status ? t(`status.${entry.status}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const content: ReactNode = (
    <>
      <span className="entry-time">{times.length > 0 ? <time>{times.join('–')}</time> : null}</span>
      <span className="entry-text">
        {mark && <span className={`entry-mark ${mark}`}>{t(mark)}</span>}
        <span className="entry-title">{headline(entry)}</span>
        {details && <span className="entry-details">{details}</span>}
        {entry.clashes.map((clash, index) => (
          <span key={index} className="entry-clash" part="clash">
            {clash.kind === 'afterAllAboard' ? t('clash.afterAllAboard', { minutes: clash.minutes }) : t('clash.overlaps', { title: clash.title })}
          </span>
        ))}
      </span>
    </>
  );
  const className = `entry kind-${entry.kind}${mark ? ` ${mark}` : ''}${entry.status === 'cancelled' ? ' cancelled' : ''}${entry.clashes.length > 0 ? ' clashing' : ''}`;
  return (
    <li className={className} part="entry" data-kind={entry.kind} data-key={entry.key} aria-current={mark === 'now' ? 'time' : undefined}>
      {interactive ? (
        <RouteLink to={entry.path} className="entry-link">
          {content}
        </RouteLink>
      ) : (
        <div className="entry-link still">{content}</div>
      )}
    </li>
  );
}

function CalendarButton({ entries, date }: { entries: DayEntry[]; date: string }) {
  const t = useT('my-day');
  const headline = useHeadline();
  const root = useShadowRoot();
  const download = () => {
    const text = dayToIcs(entries, { summary: headline, now: Date.now(), domain: globalThis.location?.hostname });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('calendarFile', { date: date.replace(/\//g, '-') });
    link.hidden = true;
    root.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Button variant="secondary" className="calendar" part="calendar" onClick={download}>
      {t('calendar')}
    </Button>
  );
}
