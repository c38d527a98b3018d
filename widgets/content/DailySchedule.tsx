/** Daily schedule (000 §2): today, tomorrow or a dd/mm/yyyy date, from the three daily-schedule calls. */
import { parseDmy, type CalendarDate } from '../../core/format/dates';
import { formatTime } from '../../core/format/time';
import type { DailySchedule as Schedule, ScheduleDay } from '../../core/hub/content';
import { dailyScheduleQuery } from '../../core/query/content';
import { useHubQuery } from '../../core/query/hooks';
import { usePageHeading } from '../../core/react/index';
import { EventsView, useDayLabel } from './events';
import { useFocusOnArrival } from '../../core/ui/focus';
import { Notice } from '../../core/ui/Notice';
import { QueryView } from '../../core/ui/QueryView';
import { useUse12Hour } from '../../core/ui/time';
import { loadSanitizer } from '../../core/ui/SafeHtml';
import { useArticleT } from './article-texts';

const dayKey = (day: ScheduleDay) => (typeof day === 'string' ? day : `${day.year}-${day.month}-${day.day}`);

// Descriptions are the page's main text: fetch the sanitiser together with the data.
void loadSanitizer().catch(() => {});

export function DailyScheduleView({ day }: { day: ScheduleDay | null }) {
  const t = useArticleT();
  const schedule = useHubQuery(dailyScheduleQuery, day ? [day] : null);
  const Heading = usePageHeading();
  if (!day) {
    return (
      <section className="daily-schedule">
        <Heading part="heading">{t('dailySchedule.title')}</Heading>
        <Notice tone="error">
          <p>{t('dailySchedule.invalidDate')}</p>
        </Notice>
      </section>
    );
  }
  return (
    <section className="daily-schedule" aria-busy={schedule.data === undefined}>
      <QueryView query={schedule}>{(data) => <SchedulePage key={dayKey(day)} day={day} schedule={data} />}</QueryView>
    </section>
  );
}

function SchedulePage({ day, schedule }: { day: ScheduleDay; schedule: Schedule | null }) {
  const t = useArticleT();
  const use12Hour = useUse12Hour();
  const dayLabel = useDayLabel();
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  const Heading = usePageHeading();
  const date: CalendarDate | null = (schedule?.date ? parseDmy(schedule.date) : null) ?? (typeof day === 'string' ? null : day);
  const relative = day === 'today' ? t('dailySchedule.today') : day === 'tomorrow' ? t('dailySchedule.tomorrow') : '';
  const port = schedule && !schedule.atSea ? schedule.portName : null;
  const arrives = formatTime(schedule?.arrives, use12Hour);
  const departs = formatTime(schedule?.departs, use12Hour);

  return (
    <>
      <header className="schedule-header">
        <Heading part="heading" ref={headingRef} tabIndex={-1}>
          {t('dailySchedule.title')}
          {(relative || date) && <span className="schedule-date">{[relative, dayLabel(date)].filter(Boolean).join(' · ')}</span>}
        </Heading>
        {schedule && (
          <p className="schedule-day">
            {/* a sea day in Lido's words (the hub's title of it would say it again, perhaps in English) */}
            {schedule.atSea ? <span>{t('dailySchedule.atSea')}</span> : schedule.title && <span className="schedule-title">{schedule.title}</span>}
            {port && <span>{port}</span>}
            {port && arrives && <span>{t('dailySchedule.arrives', { time: arrives })}</span>}
            {port && departs && <span>{t('dailySchedule.departs', { time: departs })}</span>}
          </p>
        )}
      </header>
      <div part="events">
        <EventsView events={schedule?.events ?? []} layout="DailySchedule" headingLevel={2} />
      </div>
    </>
  );
}
