/**
 * <lido-home>: the home tiles (home-logic.ts) as links, following the device profile's modules and
 * the installation's variant; on a kiosk a signed-out guest first gets the guest-card sign-in.
 * On a signage screen the home is the signage content the device profile names (issue 33): the
 * element asks to go there, as the portal's own home does, so an operator's signage page that
 * places <lido-home> shows the board, the programme or the category too. Where nothing can open
 * it (no page handles the navigation, no portal-url), the tiles show as an overview with no link.
 */
import { useEffect, useMemo, useState } from 'react';
import { signageHomeOfCore } from '../../core/config/signage';
import { navigateFrom } from '../../core/element/navigation';
import { useCore, useDeviceRules, useHost, useSlice, useT, useVariant, useSignedIn } from '../../core/react/index';
import { PageTitle } from '../../core/ui/PageTitle';
import { RouteLink } from '../../core/ui/RouteLink';
import { moveFocusByArrow } from '../../core/ui/spatial';
import { groupTiles, homeTiles } from './home-logic';
import { TileIcon } from './icons';

export function Home() {
  const t = useT('home');
  const core = useCore();
  const rules = useDeviceRules();
  const variant = useVariant();
  const modules = useSlice(core.stores.modules, (state) => state.modules);
  const signedIn = useSignedIn();
  const names = useMemo(() => modules.map((module) => module.name), [modules]);
  const tiles = homeTiles(variant, names);
  const signage = useSignageHome(rules.signageHome);
  if (signage === 'leaving') return <PageTitle>{t('title')}</PageTitle>;
  return (
    <section className="home" data-variant={variant} onKeyDown={moveFocusByArrow}>
      <PageTitle>{t('title')}</PageTitle>
      {rules.kioskLogin && !signedIn && (
        <div className="home-sign-in" part="sign-in">
          <h2>{t('kiosk.title')}</h2>
          <p>{t('kiosk.text')}</p>
          <RouteLink to="/login" className="button primary">
            {t('kiosk.action')}
          </RouteLink>
        </div>
      )}
      {/* issue 34: the tiles grouped by journey, each with its icon */}
      {groupTiles(tiles).map(({ group, tiles: inGroup }) => (
        <section key={group} className="home-group" part="group" data-group={group} aria-labelledby={`home-group-${group}`}>
          <h2 className="home-group-title" id={`home-group-${group}`}>
            {t(`group.${group}`)}
          </h2>
          <ul className="home-tiles" part="tiles">
            {inGroup.map((tile) => (
              <li key={tile.key}>
                {signage === 'overview' ? (
                  <span className="home-tile" part="tile" data-key={tile.key}>
                    <TileIcon name={tile.key} />
                    <span className="tile-label">{t(`tile.${tile.key}`)}</span>
                  </span>
                ) : (
                  <RouteLink to={tile.to} className="home-tile" part="tile" data-key={tile.key}>
                    <TileIcon name={tile.key} />
                    <span className="tile-label">{t(`tile.${tile.key}`)}</span>
                  </RouteLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/**
 * A signage screen's home (no input): 'leaving' while the element asks to go to the signage
 * content, 'overview' when nothing could open it; null on every other device.
 */
function useSignageHome(signageHome: boolean): 'leaving' | 'overview' | null {
  const core = useCore();
  const host = useHost();
  const [unhandled, setUnhandled] = useState(false);
  useEffect(() => {
    if (!signageHome) return;
    let current = true;
    void core.config.load().then(() => {
      if (current) navigateFrom(host, signageHomeOfCore(core).path, undefined, () => setUnhandled(true));
    });
    return () => {
      current = false;
    };
  }, [core, host, signageHome]);
  if (!signageHome) return null;
  return unhandled ? 'overview' : 'leaving';
}
