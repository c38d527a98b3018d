/**
 * Ship time in the UI (core/format/ship-time.ts): the note on the day the clocks change ("Clocks
 * go forward 1 h tonight") and the all-aboard countdown of a port day, counted on the ship's
 * clock and refreshed every 30 s. Their texts (namespace `ship-time`,
 * core/i18n/locales/{lang}/ship-time.json) travel in the catalogue of each widget that shows ship time
 * (widgets/<feature>/catalogue.ts), so an embed that shows none does not download them.
 */
import { useEffect, useState } from 'react';
import { allAboardMinutesLeft, changeParts, clockChangeAfter, type ShipDay } from '../format/ship-time';
import { formatTime } from '../format/time';
import { useT } from '../react/index';
import { useUse12Hour } from './time';

export const SHIP_TIME_NAMESPACE = 'ship-time';

/** The current time (ms), re-read every `intervalMs`. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "Clocks go forward 1 h tonight" on the day after which the ship's offset changes; nothing otherwise. */
export function ClockChangeNote({ day, next }: { day: ShipDay; next: ShipDay | undefined }) {
  const t = useT(SHIP_TIME_NAMESPACE);
  const change = clockChangeAfter(day, next);
  if (!change) return null;
  const { hours, minutes } = changeParts(change);
  const amount = [hours > 0 ? t('hours', { count: hours }) : '', minutes > 0 ? t('minutes', { count: minutes }) : ''].filter(Boolean).join(' ');
  return (
    <p className="clock-change" part="clock-change">
      {t(change.direction === 'forward' ? 'forward' : 'back', { amount })}
    </p>
  );
}

/** On a port day: "All aboard at 16:30 (ship time): 2 h 05 min left"; nothing at sea, after it, or outside the voyage. */
export function AllAboardCountdown({ days }: { days: readonly ShipDay[] }) {
  const t = useT(SHIP_TIME_NAMESPACE);
  const use12Hour = useUse12Hour();
  const now = useNow();
  const left = allAboardMinutesLeft(days, now);
  if (!left) return null;
  const day = days[left.index]!;
  const hours = Math.floor(left.minutes / 60);
  const minutes = left.minutes % 60;
  return (
    <p className="all-aboard-countdown" part="all-aboard" role="timer" aria-live="off">
      {t('allAboard', {
        time: formatTime(day.allOnBoard, use12Hour),
        left: hours > 0 ? t('hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') }) : t('minutes', { count: minutes }),
      })}
    </p>
  );
}
