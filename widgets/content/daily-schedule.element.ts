import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './daily-schedule.meta';
import article from './article.css';
import content from './content.css';
import { DailyScheduleWidget } from './ScheduleWidget';

export const LidoDailyScheduleElement = defineWidget(meta, DailyScheduleWidget, [content, article], catalogues);
/** @deprecated use LidoDailyScheduleElement; removed in 0.3 */
export const DailyScheduleElement = LidoDailyScheduleElement;
