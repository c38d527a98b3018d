/**
 * One day of the programme. The daily programme reads the lineup of the 7-day block holding the
 * selected day (start date, day count); the scheduled programme reads cms/dailyScheduleByDate of
 * that day. A day shown again after 120000 ms is asked again (002 §4, §9), with the loading
 * indicator while it comes; what was shown stays (with an "As of" note) when that fails. A day
 * that cannot be fetched at all is logged (002 §8) and says it could not be loaded, with a way to ask again.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { eventEndTime } from '../../core/format/time';
import { parseDmy } from '../../core/format/dates';
import type { PortSchedule, ProgrammeEvent } from '../../core/hub/itinerary';
import type { ContentEvent } from '../../core/hub/content';
import { dailyScheduleQuery } from '../../core/query/content';
import { scheduledStarId } from '../../core/session/stars';
import type { QueryLike } from '../../core/query/hooks';
import { useHubQuery } from '../../core/query/hooks';
import { PROGRAMME_CACHE_MS, lineupQuery } from '../../core/query/itinerary';
import { useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { Loading } from '../../core/ui/Loading';
import { QueryView } from '../../core/ui/QueryView';
import { DayEvents, type CardEvent, type FilterState } from './DayEvents';
import { CHARGEABLE, fetchBlock } from './programme-logic';

/** Asks again for a day shown after it aged past the programme cache time. */
function useRefreshWhenOld(query: QueryLike<unknown> & { isFetching?: boolean }, selectionKey: string) {
  useEffect(() => {
    if (query.data !== undefined && query.fetchStatus === 'idle' && Date.now() - query.dataUpdatedAt > PROGRAMME_CACHE_MS) void query.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked each time a day is selected (with the query's state as deps a failed refetch would ask again at once)
  }, [selectionKey]);
}

/**
 * 002 §8: a day fetch failure is logged; the guest reads that the day could not be loaded (never
 * the empty day's "in the works", which would say nothing is planned) and can ask again.
 */
function DayUnavailable({ error, retry, heading }: { error: unknown; retry: () => void; heading: ReactNode }) {
  const t = useT('programme');
  useEffect(() => {
    console.warn('[lido-daily-programme] the day could not be fetched', error);
  }, [error]);
  return (
    <>
      {heading}
      <p className="day-unavailable" part="day-unavailable">
        {t('dayUnavailable')}
      </p>
      <Button variant="secondary" onClick={retry}>
        {t('reload')}
      </Button>
    </>
  );
}

export function toCardEvent(event: ProgrammeEvent): CardEvent {
  const images = event.images ?? [];
  const preview = images.find((image) => image.types?.includes('Preview'))?.url ?? event.image ?? null;
  const full = images.find((image) => image.types?.includes('Full'))?.url ?? preview;
  return {
    id: String(event.id),
    name: event.name,
    venue: [event.venue, event.venueDetail].filter(Boolean).join(', '),
    start: event.start ?? null,
    end: eventEndTime(event.end),
    description: event.description ?? null,
    overview: event.eventOverview ?? null,
    preview,
    full,
    chargeable: (event.attributes ?? []).includes(CHARGEABLE),
    levels: event.levels ?? [],
  };
}

function fromContentEvent(event: ContentEvent): CardEvent {
  return {
    id: scheduledStarId(event.id),
    name: event.title,
    venue: [event.location, event.locationDetail].filter(Boolean).join(', '),
    start: event.startTime ?? null,
    end: eventEndTime(event.endTime),
    description: null,
    overview: event.eventOverview ?? null,
    preview: null,
    full: null,
    chargeable: false,
    levels: [],
  };
}

export function LineupDay({
  days,
  selected,
  heading,
  filterState,
}: {
  days: readonly PortSchedule[];
  selected: number;
  heading: ReactNode;
  filterState: FilterState;
}) {
  const block = fetchBlock(selected, days.length);
  const first = days[block.start]!;
  const lineup = useHubQuery(lineupQuery, [first.date, block.days]);
  const date = days[selected]!.date;
  useRefreshWhenOld(lineup, date);
  const events = useMemo(() => (lineup.data?.find((day) => day.date === date)?.events ?? []).map(toCardEvent), [lineup.data, date]);
  return (
    <QueryView query={lineup} errorView={(error, retry) => <DayUnavailable error={error} retry={retry} heading={heading} />}>
      {() => (
        <>
          {lineup.fetchStatus === 'fetching' && <Loading />}
          <DayEvents heading={heading} events={events} filterState={filterState} starrable />
        </>
      )}
    </QueryView>
  );
}

export function ScheduledDay({ day, heading, filterState }: { day: PortSchedule; heading: ReactNode; filterState: FilterState }) {
  const calendar = parseDmy(day.date)!;
  const schedule = useHubQuery(dailyScheduleQuery, [calendar]);
  useRefreshWhenOld(schedule, day.date);
  const events = useMemo(() => (schedule.data?.events ?? []).map(fromContentEvent), [schedule.data]);
  return (
    <QueryView query={schedule} errorView={(error, retry) => <DayUnavailable error={error} retry={retry} heading={heading} />}>
      {() => (
        <>
          {schedule.fetchStatus === 'fetching' && <Loading />}
          <DayEvents heading={heading} events={events} filterState={filterState} starrable />
        </>
      )}
    </QueryView>
  );
}
