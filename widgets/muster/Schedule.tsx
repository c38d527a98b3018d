/** /muster/schedule (002 §2): the musterSchedule article's events — time, title, location and where exactly. */
import { formatDate, parseDmy } from '../../core/format/dates';
import { eventEndTime, formatTime } from '../../core/format/time';
import type { Article, ContentEvent } from '../../core/hub/content';
import { MUSTER_HASHTAGS } from '../../core/hub/muster';
import { articleByHashtagQuery, articleEventsQuery } from '../../core/query/content';
import { useHubQuery } from '../../core/query/hooks';
import { EmptyState } from '../../core/ui/EmptyState';
import { PageTitle } from '../../core/ui/PageTitle';
import { Fact } from '../../core/ui/Fact';
import { QueryView } from '../../core/ui/QueryView';
import { useUse12Hour, useDateLocale } from '../../core/ui/time';
import { ArticlePdfs, BackLink, useMusterT } from './parts';

export function Schedule() {
  const t = useMusterT();
  const article = useHubQuery(articleByHashtagQuery, [MUSTER_HASHTAGS.schedule]);
  return (
    <section className="schedule-page" aria-busy={article.data === undefined}>
      <PageTitle>{t('schedule.title')}</PageTitle>
      <QueryView query={article}>{(data) => (data ? <ScheduleEvents article={data} /> : <EmptyState>{t('schedule.empty')}</EmptyState>)}</QueryView>
      <BackLink />
    </section>
  );
}

function ScheduleEvents({ article }: { article: Article }) {
  const t = useMusterT();
  const events = useHubQuery(articleEventsQuery, [article.id, {}]);
  return (
    <>
      <QueryView query={events} isEmpty={(list) => list.length === 0} empty={t('schedule.empty')}>
        {(list) => <EventList events={list} />}
      </QueryView>
      <ArticlePdfs articleId={article.id} />
    </>
  );
}

function EventList({ events }: { events: readonly ContentEvent[] }) {
  const t = useMusterT();
  const dateLocale = useDateLocale();
  const use12Hour = useUse12Hour();
  const days = new Set(events.map((event) => event.fromDate ?? ''));
  return (
    <ul className="schedule" part="schedule">
      {events.map((event) => {
        const start = formatTime(event.startTime, use12Hour);
        const endText = eventEndTime(event.endTime);
        const end = endText ? formatTime(endText, use12Hour) : '';
        const day = event.fromDate ? parseDmy(event.fromDate) : null;
        return (
          <li key={event.id} className="drill">
            <p className="drill-time">
              {days.size > 1 && day && <span className="drill-day">{formatDate(day, dateLocale)} </span>}
              {end ? t('schedule.time', { start, end }) : start}
            </p>
            <h2 className="drill-title">{event.title}</h2>
            <dl className="facts">
              {event.location && <Fact label={t('schedule.location')}>{event.location}</Fact>}
              {event.locationDetail && <Fact label={t('schedule.locationDetail')}>{event.locationDetail}</Fact>}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
