/** The watchlist button of a title (000 §4: the flag flips only after the provider confirmed). */
import { useState } from 'react';
import type { VodItem } from '../../../core/hub/vod';
import type { VodMessage } from '../../../core/session/vod-slices';
import { useCore, useT } from '../../../core/react/index';
import { toggleWatchlist } from '../titles';
import { useVodMessageText } from './parts';

export function WatchlistToggle({ item }: { item: VodItem }) {
  const core = useCore();
  const t = useT('vod');
  const text = useVodMessageText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<VodMessage | null>(null);
  const on = item.watchlisted === true;
  return (
    <div className="watchlist-toggle">
      <button
        type="button"
        className={on ? 'button secondary on' : 'button secondary'}
        part="watchlist-toggle"
        // Not `disabled`: a disabled button drops the keyboard focus.
        aria-busy={busy || undefined}
        onClick={async () => {
          if (busy) return;
          setBusy(true);
          setError(null);
          const result = await toggleWatchlist(core, item);
          setError(result.error);
          setBusy(false);
        }}
      >
        <span aria-hidden="true" className="watchlist-icon">{on ? '✓' : '+'}</span> {on ? t('watchlist.remove') : t('watchlist.add')}
      </button>
      {error && (
        <p className="inline-error" role="alert">
          {text(error)}
        </p>
      )}
    </div>
  );
}
