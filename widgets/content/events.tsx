/**
 * Events of timetable articles and daily schedules (000 §2, §3): grouped by day, times by the
 * 12/24-hour setting, an end of 'Late' shown empty, `no_events` when there are none.
 */
import { formatDate, type CalendarDate } from '../../core/format/dates';
import type { ContentEvent, LayoutType } from '../../core/hub/content';
import { useLanguage } from '../../core/react/index';
import { eventTimeRange, eventTimes, groupEventsByDay, type EventDay } from './event-logic';
import { EmptyState } from '../../core/ui/EmptyState';
import { useUse12Hour, useDateLocale } from '../../core/ui/time';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { useArticleT } from './article-texts';

/** 'Monday, 02/06/2025' in the guest's language and date order. */
export function useDayLabel(): (date: CalendarDate | null) => string {
  const lang = useLanguage();
  const dateLocale = useDateLocale();
  return (date) => {
    if (!date) return '';
    const weekday = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
    return `${weekday}, ${formatDate(date, dateLocale)}`;
  };
}

export type EventLayout = Extract<LayoutType, 'Timetable' | 'ExcursionTimetable' | 'ItineraryTimetable' | 'AgendaTimetable' | 'DailySchedule'>;

type HeadingLevel = 2 | 3 | 4;
const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const;

/** `headingLevel`: the level of the day headings (the event titles are one below them). */
export function EventsView({ events, layout, headingLevel }: { events: readonly ContentEvent[]; layout: EventLayout; headingLevel: HeadingLevel }) {
  const t = useArticleT();
  if (events.length === 0) return <EmptyState>{t('no_events')}</EmptyState>;
  const days = groupEventsByDay(events);
  switch (layout) {
    case 'ItineraryTimetable':
      return <ItineraryTable days={days} />;
    case 'AgendaTimetable':
    case 'DailySchedule':
      return <Agenda days={days} headingLevel={headingLevel} showDayHeadings={layout === 'AgendaTimetable' || days.length > 1} />;
    case 'ExcursionTimetable':
      return <DayTables days={days} columns={EXCURSION_COLUMNS} />;
    case 'Timetable':
      return <DayTables days={days} columns={TIMETABLE_COLUMNS} />;
  }
}

type Column = 'start' | 'end' | 'title' | 'deck' | 'category' | 'location';
/** 002 §9 catalogue: timetable columns start, end, title, deck, category, location. */
const TIMETABLE_COLUMNS: readonly Column[] = ['start', 'end', 'title', 'deck', 'category', 'location'];
/** Excursions: the meeting point (location, deck) matters more than a category. */
const EXCURSION_COLUMNS: readonly Column[] = ['start', 'end', 'title', 'location', 'deck'];

function Cell({ column, event, use12Hour }: { column: Column; event: ContentEvent; use12Hour: boolean }) {
  const times = eventTimes(event, use12Hour);
  switch (column) {
    case 'start':
      return (
        <td className="time">
          {times.start}
          {event.startTimeDescription && <span className="note">{event.startTimeDescription}</span>}
        </td>
      );
    case 'end':
      return (
        <td className="time">
          {times.end}
          {event.endTimeDescription && <span className="note">{event.endTimeDescription}</span>}
        </td>
      );
    case 'title':
      return (
        <th scope="row" className="event-title">
          {event.title}
        </th>
      );
    case 'deck':
      return <td>{event.locationDetail}</td>;
    case 'category':
      return <td>{event.category}</td>;
    case 'location':
      return <td>{event.location}</td>;
  }
}

function DayTables({ days, columns }: { days: EventDay[]; columns: readonly Column[] }) {
  const t = useArticleT();
  const use12Hour = useUse12Hour();
  const dayLabel = useDayLabel();
  return (
    <div className="timetables">
      {days.map((day) => (
        <div className="table-scroll" key={day.key} role="region" aria-label={dayLabel(day.date) || t('events')} tabIndex={0}>
          <table className="timetable">
            {day.date && <caption>{dayLabel(day.date)}</caption>}
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {t(`timetable.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {day.events.map((event) => (
                <tr key={event.id} className={event.stylingRequired ? 'highlight' : undefined}>
                  {columns.map((column) => (
                    <Cell key={column} column={column} event={event} use12Hour={use12Hour} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

/** The voyage day by day: date, port (title), location, arrival and departure. */
function ItineraryTable({ days }: { days: EventDay[] }) {
  const t = useArticleT();
  const use12Hour = useUse12Hour();
  const dayLabel = useDayLabel();
  return (
    <div className="table-scroll" role="region" aria-label={t('events')} tabIndex={0}>
      <table className="timetable itinerary">
        <thead>
          <tr>
            <th scope="col">{t('timetable.date')}</th>
            <th scope="col">{t('timetable.port')}</th>
            <th scope="col">{t('timetable.location')}</th>
            <th scope="col">{t('timetable.arrival')}</th>
            <th scope="col">{t('timetable.departure')}</th>
          </tr>
        </thead>
        <tbody>
          {days.flatMap((day) =>
            day.events.map((event) => {
              const times = eventTimes(event, use12Hour);
              return (
                <tr key={event.id} className={event.stylingRequired ? 'highlight' : undefined}>
                  <td>{dayLabel(day.date)}</td>
                  <th scope="row" className="event-title">
                    {event.title}
                  </th>
                  <td>{[event.location, event.locationDetail].filter(Boolean).join(', ')}</td>
                  <td className="time">{times.start}</td>
                  <td className="time">{times.end}</td>
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Day headings with the events as a list: time, title, place and the overview text. */
function Agenda({ days, headingLevel, showDayHeadings }: { days: EventDay[]; headingLevel: HeadingLevel; showDayHeadings: boolean }) {
  const use12Hour = useUse12Hour();
  const dayLabel = useDayLabel();
  const DayHeading = HEADINGS[headingLevel];
  // Without day headings the event titles take their level (no skipped level).
  const EventHeading = HEADINGS[showDayHeadings ? ((headingLevel + 1) as 3 | 4 | 5) : headingLevel];
  return (
    <div className="agenda">
      {days.map((day) => (
        <section key={day.key} className="agenda-day" aria-label={showDayHeadings ? undefined : dayLabel(day.date) || undefined}>
          {showDayHeadings && day.date && <DayHeading className="agenda-date">{dayLabel(day.date)}</DayHeading>}
          <ul className="agenda-list">
            {day.events.map((event) => (
              <li key={event.id} className={event.stylingRequired ? 'agenda-event highlight' : 'agenda-event'}>
                <p className="agenda-time">
                  {eventTimeRange(event, use12Hour)}
                  {event.startTimeDescription && <span className="note">{event.startTimeDescription}</span>}
                </p>
                <div className="agenda-body">
                  <EventHeading className="agenda-title">{event.title}</EventHeading>
                  {(event.location || event.locationDetail) && (
                    <p className="agenda-place">{[event.location, event.locationDetail].filter(Boolean).join(' · ')}</p>
                  )}
                  <SafeHtml html={event.eventOverview} className="agenda-overview" />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
