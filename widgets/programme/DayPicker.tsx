/**
 * The day picker (002 §4): 7 dates at a time, the window being the 7-day block of the selection
 * (the last block shifted back to show 7), previous and next arrows that move by one and are
 * disabled at the ends, a date click jumping to that day.
 */
import { parseDmy } from '../../core/format/dates';
import type { PortSchedule } from '../../core/hub/itinerary';
import { useLanguage, useT } from '../../core/react/index';
import { PICKER_WINDOW, windowStart } from './programme-logic';

export function DayPicker({ days, selected, onSelect }: { days: readonly PortSchedule[]; selected: number; onSelect: (index: number) => void }) {
  const t = useT('programme');
  const language = useLanguage();
  const start = windowStart(selected, days.length);
  const visible = days.slice(start, start + PICKER_WINDOW);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <nav className="day-picker" part="day-picker" aria-label={t('days')}>
      <button type="button" className="icon-button day-arrow" aria-label={t('previousDay')} disabled={selected <= 0} onClick={() => onSelect(selected - 1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="day-list">
        {visible.map((day, offset) => {
          const index = start + offset;
          const date = parseDmy(day.date);
          const at = date ? new Date(Date.UTC(date.year, date.month - 1, date.day)) : null;
          const current = index === selected;
          return (
            <li key={day.date}>
              <button
                type="button"
                className={`day${current ? ' selected' : ''}`}
                aria-pressed={current}
                aria-current={current ? 'date' : undefined}
                onClick={() => onSelect(index)}
              >
                <span className="day-weekday">{at ? weekday.format(at) : ''}</span>
                <span className="day-date">{at ? dayMonth.format(at) : day.date}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="icon-button day-arrow"
        aria-label={t('nextDay')}
        disabled={selected >= days.length - 1}
        onClick={() => onSelect(selected + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
