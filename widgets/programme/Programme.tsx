/**
 * <lido-daily-programme> (002 §2, §4): the daily programme (the lineup) or the Scheduled
 * Programme (the content system's daily schedules) of the voyage days from today on (a resort's:
 * the days of the stay from today, it has no port schedules), with the
 * day picker, the day heading, the filter and the event cards. The whole widget moves focus with
 * the arrow keys (a cabin TV remote: arrows and OK).
 */
import { useEffect, useMemo, useState } from 'react';
import { formatDate, formatDmy, parseDmy, parseRouteDate } from '../../core/format/dates';
import { shipClock, shipOffsetOf, upcomingDays } from '../../core/format/ship-time';
import type { PortSchedule } from '../../core/hub/itinerary';
import { useHubQuery } from '../../core/query/hooks';
import { schedulesQuery } from '../../core/query/itinerary';
import { useDeviceRules, useLanguage, useT, useVariant, type WidgetProps } from '../../core/react/index';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { ClockChangeNote, useNow } from '../../core/ui/ShipTime';
import { moveFocusByArrow } from '../../core/ui/spatial';
import type meta from './programme.meta';
import { DayPicker } from './DayPicker';
import { LineupDay, ScheduledDay } from './days';
import { PageSecondsContext } from './DayEvents';
import { NO_FILTERS, initialIndex, stayDays, type ProgrammeFilters } from './programme-logic';
import { useDateLocale } from '../../core/ui/time';

export function Programme({ mode, date, pageSeconds }: WidgetProps<typeof meta>) {
  const t = useT('programme');
  const scheduled = mode === 'scheduled';
  // A resort has no port calls (its hub answers no port schedules): its programme's days are the stay's from today.
  const stay = useVariant() === 'resort';
  return (
    <section className={`programme programme-${scheduled ? 'scheduled' : 'daily'}`} onKeyDown={moveFocusByArrow}>
      <PageTitle>{scheduled ? t('scheduledTitle') : t('dailyTitle')}</PageTitle>
      <PageSecondsContext.Provider value={pageSeconds}>
        {stay ? <StayDays scheduled={scheduled} date={date ?? null} /> : <VoyageDays scheduled={scheduled} date={date ?? null} />}
      </PageSecondsContext.Provider>
    </section>
  );
}

/** The voyage's days: the port schedules. */
function VoyageDays({ scheduled, date }: { scheduled: boolean; date: string | null }) {
  const t = useT('programme');
  const schedules = useHubQuery(schedulesQuery, []);
  return (
    <QueryView query={schedules} isEmpty={(list) => list.length === 0} empty={t('inTheWorks')}>
      {(list) => <ProgrammeDays all={list} scheduled={scheduled} date={date} />}
    </QueryView>
  );
}

/** A stay's days: today and the days after it, on the device's calendar (the hotel's local time). */
function StayDays({ scheduled, date }: { scheduled: boolean; date: string | null }) {
  const now = useNow(60_000);
  const today = formatDmy(shipClock(now, shipOffsetOf({}, now)).date);
  const days = useMemo(() => stayDays(parseDmy(today)!), [today]);
  return <ProgrammeDays all={days} scheduled={scheduled} date={date} />;
}

function ProgrammeDays({ all, scheduled, date }: { all: PortSchedule[]; scheduled: boolean; date: string | null }) {
  const t = useT('programme');
  const dateLocale = useDateLocale();
  const rules = useDeviceRules();
  // 002 §7: only the dates passing the filter (today on board and later) are kept — and again
  // when the ship's day changes, so a screen left on all night (signage, a cabin TV) shows the new day.
  const now = useNow(60_000);
  const today = upcomingDays(all, now)[0]?.date;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- today: a new list when the ship's day changes, not with each tick of the minute clock
  const days = useMemo(() => upcomingDays(all, Date.now()), [all, today]);
  const [selected, setSelected] = useState(() => initialIndex(days, parseRouteDate(date)));
  // The chosen day stays chosen when the days before it are dropped at midnight.
  const [daysShown, setDaysShown] = useState(days);
  if (daysShown !== days) {
    const dropped = daysShown.findIndex((day) => day.date === days[0]?.date);
    setDaysShown(days);
    if (dropped > 0) setSelected(Math.max(0, selected - dropped));
  }
  const [filters, setFilters] = useState<ProgrammeFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The levels are the hub's words in the guest's language: chosen in another, they match nothing.
  const language = useLanguage();
  const [filtersLanguage, setFiltersLanguage] = useState(language);
  if (filtersLanguage !== language) {
    setFiltersLanguage(language);
    setFilters({ ...filters, levels: null });
  }
  const filterState = { filters, setFilters, open: filtersOpen, setOpen: setFiltersOpen };
  useEffect(() => {
    if (selected > days.length - 1) setSelected(Math.max(0, days.length - 1));
  }, [days.length, selected]);
  const day = days[Math.min(selected, days.length - 1)];
  if (!day)
    return (
      <p className="empty" part="empty">
        {t('inTheWorks')}
      </p>
    );
  const calendar = parseDmy(day.date);
  const heading = (
    <>
      <h2 className="day-heading" part="day-heading">
        {calendar ? formatDate(calendar, dateLocale) : day.date}
        {day.atSea ? ` | ${t('atSea')}` : day.title ? ` | ${day.title}` : ''}
      </h2>
      <ClockChangeNote day={day} next={days[selected + 1]} />
    </>
  );
  return (
    <>
      {/* DigitalSignage (no input): the day shown, no picker waiting for a touch */}
      {!rules.selfPaging && <DayPicker days={days} selected={selected} onSelect={setSelected} />}
      {scheduled ? (
        <ScheduledDay key={day.date} day={day} heading={heading} filterState={filterState} />
      ) : (
        <LineupDay days={days} selected={selected} heading={heading} filterState={filterState} />
      )}
    </>
  );
}
