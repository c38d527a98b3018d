/** What a title view shows instead of its title: loading, a failed sign-in, an error, or not found. */
import { useT } from '../../../core/react/index';
import { Loading } from '../../../core/ui/Loading';
import { ErrorNotice, Notice } from '../../../core/ui/Notice';
import { SignInFailedNotice } from '../../../core/ui/VodGate';
import type { QueryState } from '../vod-data';

export function ItemNotice({ state, onRetry }: { state: QueryState<unknown>; onRetry: () => void }) {
  const t = useT('vod');
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'signin-failed') return <SignInFailedNotice onRetry={onRetry} />;
  if (state.status === 'error') return <ErrorNotice error={state.error} onRetry={onRetry} />;
  return (
    <Notice>
      <p>{t('notFound')}</p>
    </Notice>
  );
}
