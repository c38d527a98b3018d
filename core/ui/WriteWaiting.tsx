/**
 * A queued write the hub has not confirmed yet (a report, feedback, the muster confirmation): it
 * is kept on this device, and the guest reads why it waits — the hub not answering, or answering
 * with a failure — how often it was tried, when it tries next, and can send it now. It is a
 * status, never a lock: the page around it stays usable.
 */
import { useSyncExternalStore } from 'react';
import { registerCatalogues } from '../i18n/catalogue';
import de from '../i18n/locales/de/writes.json';
import en from '../i18n/locales/en/writes.json';
import fr from '../i18n/locales/fr/writes.json';
import nl from '../i18n/locales/nl/writes.json';
import { getCore } from '../index';
import { nextTryOf, subscribeToTurns, tryNow } from '../query/mutations';
import type { WriteDelay } from '../query/writes';
import { useCore, useT } from '../react/index';
import { Button } from './Button';
import { useTimeOfDay } from './clock';
import { useAdoptedSheet } from './sheet';
import sheet from './write-waiting.css';

// Its texts travel with it (namespace `writes`): only the widgets that write download them.
export const writesCatalogues = { writes: { de, en, fr, nl } };
registerCatalogues(getCore().i18n, writesCatalogues);

export function WriteWaiting({ delay, kept }: { delay: WriteDelay; /** What is kept, in the widget's words. */ kept: string }) {
  useAdoptedSheet(sheet);
  const t = useT('writes');
  const core = useCore();
  const timeOfDay = useTimeOfDay();
  const nextTry = useSyncExternalStore(subscribeToTurns, () => nextTryOf(core.queryClient, delay.key));
  const sendNow = () => {
    tryNow(core.queryClient, delay.key);
    // paused while the hub seemed away: ask it now; its answer resumes the write
    if (core.connection.isUnreachable()) core.hub.get('devices/config', undefined, { quiet: true }).catch(() => {});
  };
  return (
    <div className="write-waiting" role="status" part="write-waiting">
      <p>
        {kept} {delay.reason === 'unreachable' ? t('unreachable') : t('serverProblem')}
      </p>
      <p className="write-tries">
        {delay.tries > 0 && t('tries', { count: delay.tries })} {nextTry !== null && nextTry > Date.now() && t('nextTry', { time: timeOfDay(nextTry) })}
      </p>
      <Button variant="secondary" onClick={sendNow}>
        {t('sendNow')}
      </Button>
    </div>
  );
}
