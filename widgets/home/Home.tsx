/**
 * <lido-home>: the home tiles (home-logic.ts) as links, following the device profile's modules and
 * the installation's variant; on a kiosk a signed-out guest first gets the guest-card sign-in.
 */
import { useMemo } from 'react';
import { useCore, useDeviceRules, useSlice, useT, useVariant } from '../../core/react/index';
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
  const signedIn = useSlice(core.stores.authentication, (auth) => auth.isAuthenticated);
  const names = useMemo(() => modules.map((module) => module.name), [modules]);
  const tiles = homeTiles(variant, names);
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
                <RouteLink to={tile.to} className="home-tile" part="tile" data-key={tile.key}>
                  <TileIcon name={tile.key} />
                  <span className="tile-label">{t(`tile.${tile.key}`)}</span>
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
