/**
 * A quiet "As of 14:05" under data shown from the cache while the hub cannot refresh it (a
 * refetch failed, or the hub is unreachable): the guest knows how old what they read is.
 */
import { useTimeOfDay } from './clock';
import { useUiT } from './texts';

export function StaleNote({ updatedAt }: { updatedAt: number }) {
  const t = useUiT();
  const timeOfDay = useTimeOfDay();
  if (!updatedAt) return null;
  return (
    <p className="stale-note" part="stale-note">
      <time dateTime={new Date(updatedAt).toISOString()}>{t('staleNote', { time: timeOfDay(updatedAt) })}</time>
    </p>
  );
}
