/**
 * The deck-map route of an item's wayfinder profile (articles 000 §3, venues 001 §3), shown only
 * when the device profile enables the wayfinder (002 §3 deviceProfile.enableWayfinder).
 */
import type { Id } from '../hub/content';
import { useCore, useSlice } from '../react/index';
import { useRouteLink } from './RouteLink';
import { useMediaT } from './media-texts';

export function WayfinderLink({ profile }: { profile: { id: Id } | null | undefined }) {
  const t = useMediaT();
  const routeLink = useRouteLink();
  const enabled = useSlice(useCore().config.state, (state) => state.device?.deviceGroup?.deviceProfile?.enableWayfinder === true);
  const profileId = profile?.id;
  if (!enabled || profileId === undefined || profileId === null || profileId === '') return null;
  return (
    <p className="wayfinder" part="wayfinder">
      <a className="button" {...routeLink(`/wayfinder/${encodeURIComponent(String(profileId))}`)}>
        {t('media.wayfinder')}
      </a>
    </p>
  );
}
