/**
 * <lido-wayfinder> (002 §2 "Wayfinder and cabin finder", §3, §4, §5, §7, §8): the deck maps of
 * one or more wayfinder profiles (/wayfinder/{profileId}: the place an article, a venue or the
 * muster station points at) — the top view of every deck, starting at the deck with wayfinding,
 * else the device's deck, else the first, and the side view — and the cabin keypad. A cabin
 * search replaces both maps with the cabin finder's, or says the cabin could not be found (the
 * maps shown stay). Arrow keys (TV remote) move between the controls.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { Deck, SideView } from '../../core/hub/wayfinder';
import { useHubQuery } from '../../core/query/hooks';
import { cabinSideViewQuery, cabinTopViewQuery, deckSideViewQuery, deckTopViewQuery } from '../../core/query/wayfinder';
import type { WidgetProps } from '../../core/react/index';
import { useCore, useDeviceRules, useHost, useSlice } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { Loading } from '../../core/ui/Loading';
import { ErrorNotice, Notice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { moveFocusByArrow } from '../../core/ui/spatial';
import { CabinKeypad } from './Keypad';
import { useWayfinderT } from './texts';
import type meta from './wayfinder.meta';
import { boundsOf, initialDeckIndex, profileIdsOf, type CabinBounds } from './wayfinder-logic';

/** The theme's cabin-number bounds, followed when the theme changes. */
function useCabinBounds(): CabinBounds {
  const host = useHost();
  const subscribe = useCallback(
    (listener: () => void) => {
      const observer = new MutationObserver(listener);
      observer.observe(host, { attributes: true, attributeFilter: ['data-lido-theme', 'style', 'class'] });
      return () => observer.disconnect();
    },
    [host],
  );
  const snapshot = useSyncExternalStore(subscribe, () => {
    const style = getComputedStyle(host);
    return `${style.getPropertyValue('--lido-cabin-finder-min')}|${style.getPropertyValue('--lido-cabin-finder-max')}`;
  });
  const [min = '', max = ''] = snapshot.split('|');
  return boundsOf(min, max);
}

export function Wayfinder({ profileId, view }: WidgetProps<typeof meta>) {
  const profile = useSlice(useCore().config.state, (state) => state.device?.deviceGroup?.deviceProfile);
  const { deviceType } = useDeviceRules();
  const enabled = profile?.enableWayfinder === true;
  const home = view === 'home';
  // The home's panel: a kiosk's, where its profile enables the wayfinder (002 §2, issue 33).
  if (home && (deviceType !== 'Kiosk' || !enabled)) return null;
  // Without a profile this is the device's wayfinder panel: only where the device profile enables it (002 §2).
  if (!home && profileIdsOf(profileId).length === 0 && !enabled) return null;
  // The device's panel marks the device profile's own wayfinder profile when it names one.
  const own = profile?.wayfinderProfileId;
  const shown = profileIdsOf(profileId).length > 0 ? profileId : own !== undefined && own !== null ? String(own) : undefined;
  return <WayfinderView profileId={shown} home={home} />;
}

function WayfinderView({ profileId, home }: { profileId: string | undefined; home: boolean }) {
  const t = useWayfinderT();
  const rules = useDeviceRules();
  const deviceType = rules.deviceType === 'Kiosk' || rules.deviceType === 'DigitalSignage' ? rules.deviceType : null;
  const profiles = profileIdsOf(profileId);
  const bounds = useCabinBounds();
  const [cabin, setCabin] = useState<string | null>(null);
  const top = useHubQuery(deckTopViewQuery, [profiles, deviceType]);
  const side = useHubQuery(deckSideViewQuery, [profiles, deviceType]);
  const cabinTop = useHubQuery(cabinTopViewQuery, cabin === null ? null : [cabin, deviceType]);
  const cabinSide = useHubQuery(cabinSideViewQuery, cabin === null ? null : [cabin]);
  const searching = cabin !== null && (cabinTop.isPending || cabinSide.isPending);
  const notFound = cabin !== null && (cabinTop.data === null || cabinSide.data === null);
  const found = cabin !== null && !!cabinTop.data && cabinSide.data !== undefined && !notFound;

  return (
    <section className={home ? 'wayfinder home-panel' : 'wayfinder'} onKeyDown={moveFocusByArrow} aria-labelledby={home ? 'wayfinder-panel-title' : undefined}>
      {home ? (
        <h2 className="panel-title" part="heading" id="wayfinder-panel-title">
          {t('title')}
        </h2>
      ) : (
        <PageTitle>{t('title')}</PageTitle>
      )}
      <div className="wayfinder-layout">
        <div className="wayfinder-maps">
          {found ? (
            <>
              <p className="cabin-result" role="status" part="cabin-result">
                {cabinText(t, cabin, cabinTop.data ?? [])}
              </p>
              <Maps key={`cabin-${cabin}`} decks={cabinTop.data ?? []} side={cabinSide.data ?? null} />
              <Button variant="secondary" onClick={() => setCabin(null)}>
                {profiles.length > 0 ? t('backToRoute') : t('backToDecks')}
              </Button>
            </>
          ) : (
            <>
              {notFound && (
                <Notice tone="error">
                  <p>{t('notFound')}</p>
                </Notice>
              )}
              {cabin !== null && !searching && !notFound && (cabinTop.isError || cabinSide.isError) && (
                <ErrorNotice
                  error={cabinTop.error ?? cabinSide.error}
                  onRetry={() => {
                    void cabinTop.refetch();
                    void cabinSide.refetch();
                  }}
                />
              )}
              {searching && <Loading />}
              <QueryView query={top} isEmpty={(decks) => decks.length === 0} empty={t('noDecks')}>
                {(decks) => <Maps key={`route-${profiles.join(',')}`} decks={decks} side={side.data ?? null} />}
              </QueryView>
            </>
          )}
        </div>
        <CabinKeypad bounds={bounds} busy={searching} onSearch={setCabin} />
      </div>
    </section>
  );
}

function cabinText(t: ReturnType<typeof useWayfinderT>, cabin: string | null, decks: readonly Deck[]): string {
  const deck = decks.find((d) => d.hasWayFinding);
  const place = deck?.cabin;
  const where = [
    place?.side ? t(`side.${place.side}`, { defaultValue: place.side }) : null,
    place?.position ? t(`position.${place.position}`, { defaultValue: place.position }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return deck ? t('cabinFound', { cabin, level: deck.level, where: where ? ` (${where})` : '' }) : t('cabinShown', { cabin });
}

/** The top view of the active deck with a deck chooser, and the side view. */
function Maps({ decks, side }: { decks: readonly Deck[]; side: SideView | null }) {
  const t = useWayfinderT();
  const [chosen, setChosen] = useState(() => initialDeckIndex(decks));
  const active = decks[Math.min(chosen, decks.length - 1)];
  if (!active) return null;
  const marks = (deck: Deck) =>
    [
      deck.isDevicePresent ? t('youAreHere') : null,
      ...(deck.profiles ?? []).map((p) => p.name),
      deck.cabin ? t('cabinLabel', { cabin: deck.cabin.number }) : null,
    ].filter(Boolean) as string[];
  const activeMarks = marks(active);
  const marked = decks.filter((deck) => deck.hasWayFinding).map((deck) => deck.level);
  return (
    <div className="maps" part="maps">
      <div className="deck-chooser" role="group" aria-label={t('decks')} part="decks">
        {decks.map((deck, index) => (
          <Button
            key={deck.level}
            variant={index === chosen ? 'primary' : 'secondary'}
            aria-pressed={index === chosen}
            className={`deck${deck.hasWayFinding ? ' has-route' : ''}${deck.isDevicePresent ? ' device' : ''}`}
            onClick={() => setChosen(index)}
            aria-label={[t('deck', { level: deck.level }), ...marks(deck)].join(', ')}
          >
            {deck.level}
          </Button>
        ))}
      </div>
      <figure className="top-view" part="top-view">
        <img
          src={`data:image/png;base64,${active.map}`}
          alt={[t('topViewAlt', { level: active.level }), ...activeMarks].join('. ')}
          data-level={active.level}
        />
        <figcaption>
          {t('deck', { level: active.level })}
          {active.name ? ` · ${active.name}` : ''}
          {activeMarks.length > 0 ? ` · ${activeMarks.join(', ')}` : ''}
        </figcaption>
      </figure>
      {side && (
        <figure className="side-view" part="side-view">
          <img src={`data:image/png;base64,${side.map}`} alt={marked.length > 0 ? t('sideViewMarked', { levels: marked.join(', ') }) : t('sideView')} />
          <figcaption>{t('sideView')}</figcaption>
        </figure>
      )}
    </div>
  );
}
