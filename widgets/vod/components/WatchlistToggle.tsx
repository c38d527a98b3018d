/**
 * The watchlist button of a title (000 §4: the flag flips only after the provider confirmed). The
 * toggle is a write of the query layer (core/query/vod.ts), which changes the flag on the cached
 * title the button shows.
 */
import { useState } from 'react';
import type { VodItem } from '../../../core/hub/vod';
import { toggleWatchlist } from '../../../core/query/vod';
import type { VodMessage } from '../../../core/session/vod-slices';
import { useCore, useT } from '../../../core/react/index';
import { Button } from '../../../core/ui/Button';
import { useErrorText } from '../../../core/ui/Notice';

export function WatchlistToggle({ item }: { item: VodItem }) {
  const core = useCore();
  const t = useT('vod');
  const text = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<VodMessage | null>(null);
  const on = item.watchlisted === true;
  return (
    <div className="watchlist-toggle">
      <Button
        variant="secondary"
        className={on ? 'on' : undefined}
        part="watchlist-toggle"
        // Not `disabled`: a disabled button drops the keyboard focus.
        busy={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          const result = await toggleWatchlist(core, item);
          setError(result.error);
          setBusy(false);
        }}
      >
        <span aria-hidden="true" className="watchlist-icon">
          {on ? '✓' : '+'}
        </span>{' '}
        {on ? t('watchlist.remove') : t('watchlist.add')}
      </Button>
      {error && (
        <p className="inline-error" role="alert">
          {text(error)}
        </p>
      )}
    </div>
  );
}
