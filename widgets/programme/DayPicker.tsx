/**
 * The day picker (002 §4): 7 dates at a time, the window being the 7-day block of the selection
 * (the last block shifted back to show 7), previous and next arrows that move by one and are
 * disabled at the ends, a date click jumping to that day.
 *
 * Each day reads as a weekday over its day number (the month under the first day of the window
 * and under a 1st, read out on every day), never a clipped "Nov 28": on a phone the row scrolls
 * sideways with targets of at least 2.75rem, and the selected day is scrolled into the row's view.
 * Dates in the guest's language through core/format/dates (English as en-GB: "Sat 28 Nov").
 */
import { useEffect, useRef } from 'react';
import { parseDmy } from '../../core/format/dates';
import { formatDayMonth, formatLongDate, formatWeekday } from '../../core/format/dates-in-words';
import type { PortSchedule } from '../../core/hub/itinerary';
import { useT } from '../../core/react/index';
import { useDateLocale } from '../../core/ui/time';
import { PICKER_WINDOW, windowStart } from './programme-logic';

export function DayPicker({ days, selected, onSelect }: { days: readonly PortSchedule[]; selected: number; onSelect: (index: number) => void }) {
  const t = useT('programme');
  const locale = useDateLocale();
  const list = useRef<HTMLUListElement>(null);
  const start = windowStart(selected, days.length);
  const visible = days.slice(start, start + PICKER_WINDOW);

  // The selected day stays in the row's view (a phone shows part of the week); only the row scrolls, never the page.
  useEffect(() => {
    const row = list.current;
    const item = row?.querySelector<HTMLElement>('.day.selected')?.parentElement;
    if (!row || !item) return;
    const left = item.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (left + item.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left + item.offsetWidth - row.clientWidth;
  }, [selected, start]);

  return (
    <nav className="day-picker" part="day-picker" aria-label={t('days')}>
      <button type="button" className="icon-button day-arrow" aria-label={t('previousDay')} disabled={selected <= 0} onClick={() => onSelect(selected - 1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="day-list" ref={list}>
        {visible.map((day, offset) => {
          const index = start + offset;
          const date = parseDmy(day.date);
          const current = index === selected;
          // the month is shown where it is needed to read the day (the window's first day and a
          // 1st); on the other days it is only read out
          const month = date
            ? formatDayMonth(date, locale)
                .replace(/[0-9]+\.?/, '')
                .trim()
            : '';
          const monthShown = offset === 0 || date?.day === 1;
          return (
            <li key={day.date}>
              <button
                type="button"
                className={`day${current ? ' selected' : ''}`}
                aria-pressed={current}
                aria-current={current ? 'date' : undefined}
                title={date ? formatLongDate(date, locale) : undefined}
                onClick={() => onSelect(index)}
              >
                <span className="day-weekday">{date ? formatWeekday(date, locale) : ''}</span>{' '}
                <span className="day-date">{date ? String(date.day) : day.date}</span>{' '}
                <span className={monthShown ? 'day-month' : 'day-month lido-visually-hidden'}>{month}</span>
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
