/**
 * The ship tracker's read (002 §4 "Tracker", §7): GET gps/current, then live updates from the
 * cms/events/register stream — each message's gpsProfile replaces the profile in the cache, so
 * every reader of the position (the map, its text alternative, the weather panel) follows. The
 * stream goes through the core's one event-stream wrapper (reconnects with backoff and jitter;
 * survives 503 answers and a hub restart); it opens once gps/current has answered, and stays open
 * while a component uses it.
 */
import { useEffect } from 'react';
import { openEventStream } from '../channel/event-stream';
import { findGpsCurrent, gpsMessageOf, gpsProfileOf, gpsStreamUrl } from '../hub/tracker';
import { useCore, useSlice } from '../react/hooks';
import { queryKeyOf, hubQuery } from './define';
import { useHubQuery } from './hooks';

export const gpsQuery = hubQuery('tracker', 'gps', (hub) => findGpsCurrent(hub).then(gpsProfileOf), { perLanguage: false, persist: false });

/** The current GPS profile, kept live by the event stream while mounted. */
export function useLiveGps() {
  const core = useCore();
  const secured = useSlice(core.stores.configuration, (state) => state.securedOrigin);
  const url = gpsStreamUrl(core.hub);
  const query = useHubQuery(gpsQuery, []);
  // GET gps/current first, then the live updates: a failed first read shows its error (and retry).
  const started = query.data !== undefined;
  useEffect(() => {
    if (!started || typeof EventSource !== 'function') return;
    const key = queryKeyOf(gpsQuery, [], core.i18n.language);
    const stream = openEventStream(url, {
      withCredentials: secured,
      onMessage: (data) => {
        const profile = gpsMessageOf(data);
        if (profile) core.queryClient.setQueryData(key, profile);
      },
    });
    return () => stream.close();
  }, [core, url, secured, started]);
  return query;
}
