/**
 * The schedule export pages (002 §2 /itinerary/spark, /itinerary/spark/{date}; 000 §7): without a
 * date one tile per voyage day from today on, leading to that day; with a date the day's
 * scheduled events from the export (time in ship time, title, location, overview), their
 * thumbnails hidden when the hub settings say hideSparkThumbnails.
 */
import { useMemo } from 'react';
import { formatDashedDmy, formatDmy, parseDmy, parseRouteDate, type CalendarDate } from '../../core/format/dates';
import { upcomingDays } from '../../core/format/ship-time';
import { eventEndTime, formatTime } from '../../core/format/time';
import { useHubQuery } from '../../core/query/hooks';
import { scheduleExportQuery, schedulesQuery } from '../../core/query/itinerary';
import { useT, useUiSetting } from '../../core/react/index';
import { Notice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { useUse12Hour } from '../../core/ui/time';
import { useDateText } from './Overview';

export function Spark({ date }: { date: string | null }) {
  const day = parseRouteDate(date);
  return day ? <SparkDay day={day} /> : <SparkTiles />;
}

function SparkTiles() {
  const t = useT('itinerary');
  const schedules = useHubQuery(schedulesQuery, []);
  const date = useDateText();
  return (
    <section className="spark">
      <PageTitle>{t('sparkTitle')}</PageTitle>
      <QueryView query={schedules} isEmpty={(list) => upcomingDays(list, Date.now()).length === 0} empty={t('noSchedules')}>
        {(list) => (
          <ul className="grid spark-tiles">
            {upcomingDays(list, Date.now()).map((day) => {
              const calendar = parseDmy(day.date)!;
              return (
                <li key={day.id} className="grid-cell">
                  <RouteLink to={`/itinerary/spark/${formatDashedDmy(calendar)}`} className="card spark-tile" part="tile">
                    <span className="spark-tile-date">{date(day.date)}</span>
                    <span className="spark-tile-title">{day.atSea ? t('atSea') : day.title}</span>
                  </RouteLink>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function SparkDay({ day }: { day: CalendarDate }) {
  const t = useT('itinerary');
  const date = useDateText();
  const use12Hour = useUse12Hour();
  const hideThumbnails = useUiSetting('hideSparkThumbnails');
  const exported = useHubQuery(scheduleExportQuery, [formatDmy(day)]);
  const events = useMemo(() => exported.data?.events ?? [], [exported.data]);
  return (
    <section className="spark">
      <PageTitle>{t('sparkDayTitle', { date: date(formatDmy(day)) })}</PageTitle>
      <QueryView query={exported} isEmpty={(data) => data !== null && data.events.length === 0} empty={t('noScheduledEvents')}>
        {(data) =>
          data === null ? (
            <Notice>{t('sparkNotSetUp')}</Notice>
          ) : (
            <ol className="spark-events">
              {events.map((event) => {
                const end = eventEndTime(event.endTime);
                return (
                  <li key={event.id} className="spark-event" part="scheduled-event">
                    {!hideThumbnails && event.thumbnailUrl && <Picture src={event.thumbnailUrl} width={200} height={112} className="spark-thumbnail" />}
                    <div>
                      <p className="spark-time">
                        {[formatTime(event.startTime, use12Hour), end ? formatTime(end, use12Hour) : ''].filter(Boolean).join(' – ')}
                      </p>
                      <h2 className="spark-title">{event.title}</h2>
                      {event.location && <p className="spark-location">{event.location}</p>}
                      {event.eventOverview && <p>{event.eventOverview}</p>}
                    </div>
                  </li>
                );
              })}
            </ol>
          )
        }
      </QueryView>
      <p className="back">
        <RouteLink to="/itinerary/spark">{t('allDays')}</RouteLink>
      </p>
    </section>
  );
}
