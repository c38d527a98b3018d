/** <lido-daily-schedule>: attributes, or an in-place daily-schedule route. */
import { useRoute, type WidgetProps } from '../../core/react/index';
import { scheduleDayOf } from './event-logic';
import { DailyScheduleView } from './DailySchedule';
import type meta from './daily-schedule.meta';
import { scheduleRoute } from './routing';

export function DailyScheduleWidget({ day, date }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const fromRoute = route ? scheduleRoute(route.path) : null;
  const scheduleDay = fromRoute ? scheduleDayOf(fromRoute.day, fromRoute.date) : scheduleDayOf(day, date);
  return <DailyScheduleView day={scheduleDay} />;
}
