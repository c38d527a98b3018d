/** <lido-daily-schedule>: attributes, or an in-place daily-schedule route. */
import { attributesOfPath } from '../../core/navigation/route-table';
import { useRoute, type WidgetProps } from '../../core/react/index';
import { UnknownPageNotice } from '../../core/ui/Notice';
import { scheduleDayOf } from './event-logic';
import { DailyScheduleView } from './DailySchedule';
import meta from './daily-schedule.meta';

/** A path of the meta's pages ('/dailyschedule', '/dailyschedule/tomorrow', '/dailyschedule/dd/mm/yyyy') → its day or date attribute; other paths → null. */
export function scheduleRoute(path: string): { day?: string; date?: string } | null {
  return attributesOfPath(meta.pages, path);
}

export function DailyScheduleWidget({ day, date }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const fromRoute = route ? scheduleRoute(route.path) : null;
  if (route && !fromRoute) return <UnknownPageNotice start="/dailyschedule" />;
  const scheduleDay = fromRoute ? scheduleDayOf(fromRoute.day, fromRoute.date) : scheduleDayOf(day, date);
  return <DailyScheduleView day={scheduleDay} />;
}
