/**
 * The hub's reachability as the guest should know it (core/query/connection.ts): nothing while all
 * is well, "Hub unreachable since 14:05" while calls get no answer, "Back online" for a moment once
 * they do again. A polite live region, present from the start so that screen readers announce
 * each change without interrupting.
 */
import { useCore, useSlice, useT } from '../../core/react/index';
import { useTimeOfDay } from '../../core/ui/time';

export function ConnectionState() {
  const t = useT('shell');
  const timeOfDay = useTimeOfDay();
  const { status, since } = useSlice(useCore().connection.state);
  const text = status === 'unreachable' ? t('connectionLost', { time: since ? timeOfDay(since) : '' }) : status === 'back-online' ? t('connectionBack') : '';
  return (
    <p part="connection" className={`connection ${status}`} role="status">
      {text}
    </p>
  );
}
