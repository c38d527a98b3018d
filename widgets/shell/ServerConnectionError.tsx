import type { ConfigError } from '../../core/index';
import { useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { humanText } from '../../core/ui/errors';

/**
 * 002 §8: the page shown when the configuration cannot be fetched: 'Server Connection Error'
 * with 'Could not fetch configuration from Hub.' — or, when the hub did answer, its message (when
 * it is human text: core/ui/errors.ts) and status code.
 */
export function ServerConnectionError({ error, onRetry }: { error: ConfigError; onRetry: () => void }) {
  const t = useT('common');
  const ts = useT('shell');
  const hubAnswered = typeof error.code === 'number';
  return (
    <section part="server-error" className="server-error" role="alert" aria-labelledby="server-error-title">
      <h1 id="server-error-title">{t('serverConnectionErrorTitle')}</h1>
      {hubAnswered ? (
        <>
          <p className="server-error-message">{humanText(error.message) ?? t('serverConnectionErrorText')}</p>
          <p className="server-error-code">{ts('serverErrorCode', { code: error.code })}</p>
        </>
      ) : (
        <p className="server-error-message">{t('serverConnectionErrorText')}</p>
      )}
      <p>{ts('serverErrorHelp')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </section>
  );
}
