/**
 * <lido-ship-tracker> (002 §2 /map/tracker/{id}, §3, §4 "Tracker", §7, §9): a Leaflet map —
 * loaded only by this widget, lazily, inside the shadow root with leaflet.css adopted — on the
 * configured OSM tiles (osmUrl, else the hub's osmServiceUrl: the demo hub serves offline tiles),
 * with a ship (or aircraft) marker rotated by heading or course (511: unknown, no rotation), 80 px
 * up to zoom 14 and 40 px more per level above; zoom 3–18, starting at 4. GET gps/current, then
 * the cms/events/register stream replaces the profile. Autocenter (on by default) follows the
 * ship; off freezes the map, on again recentres. A hide-weather toggle and the weather panel.
 * The map's text alternative (position, speed, heading, next port) is the visible status line.
 * Beyond the spec: the voyage's route through its ports (itinerary/schedules) and the next port
 * with its distance and the arrival at the current speed, in ship time.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { shipClock, shipOffsetOf } from '../../core/format/ship-time';
import { formatTimeOfDay } from '../../core/format/time';
import type { GpsProfile } from '../../core/hub/tracker';
import { useHubQuery } from '../../core/query/hooks';
import { schedulesQuery } from '../../core/query/itinerary';
import { useLiveGps } from '../../core/query/tracker';
import type { WidgetProps } from '../../core/react/index';
import { useCore, useDeviceRules, useLanguage, useShadowRoot, useSlice, useT, useVariant } from '../../core/react/index';
import type { Variant } from '../../core/config/variant';
import { adoptSheets } from '../../core/styles/adopt';
import { Button } from '../../core/ui/Button';
import { Loading } from '../../core/ui/Loading';
import { ErrorNotice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { QueryView } from '../../core/ui/QueryView';
import { useNow } from '../../core/ui/ShipTime';
import { useDateLocale, useUse12Hour } from '../../core/ui/time';
import { WeatherIcon } from '../../core/ui/WeatherIcon';
import type meta from './tracker.meta';
import {
  INITIAL_ZOOM,
  MAX_ZOOM,
  MIN_ZOOM,
  clampZoom,
  formatCoordinate,
  fromNautical,
  isAircraft,
  markerSize,
  vehicleOf,
  nextPort,
  rotationOf,
  routeOf,
  unitsOf,
  type PortDay,
} from './tracker-logic';
import { formatDecimal } from '../../core/format/numbers';
import { Fact } from '../../core/ui/Fact';

const useTrackerT = () => useT('tracker');

export function ShipTracker({ zoom, mode }: WidgetProps<typeof meta>) {
  const t = useTrackerT();
  const gps = useLiveGps();
  // a channel (cabin TV, signage) needs no pointer: no buttons, always on the ship
  const { deviceType } = useDeviceRules();
  const channel = mode === 'channel' || deviceType === 'DigitalSignage';
  // the itinerary gives the route and the next port; the map works without it
  const schedules = useHubQuery(schedulesQuery, []);
  const days = (schedules.data ?? []) as PortDay[];
  const [autocenter, setAutocenter] = useState(true);
  const [hideWeather, setHideWeather] = useState(false);
  return (
    <section className={channel ? 'ship-tracker channel' : 'ship-tracker'}>
      <PageTitle>{t('title')}</PageTitle>
      <QueryView query={gps} isEmpty={(profile) => profile === null} empty={t('noPosition')}>
        {(profile) =>
          profile && (
            <>
              {!channel && (
                <div className="tracker-controls" part="controls">
                  <Button variant={autocenter ? 'primary' : 'secondary'} aria-pressed={autocenter} onClick={() => setAutocenter((on) => !on)}>
                    {t('autocenter')}
                  </Button>
                  <Button variant={hideWeather ? 'primary' : 'secondary'} aria-pressed={hideWeather} onClick={() => setHideWeather((on) => !on)}>
                    {t('hideWeather')}
                  </Button>
                </div>
              )}
              <div className={`tracker-layout${hideWeather ? ' no-weather' : ''}`}>
                <TrackerMap profile={profile} days={days} autocenter={channel || autocenter} pointer={!channel} initialZoom={clampZoom(zoom ?? INITIAL_ZOOM)} />
                {!hideWeather && <WeatherPanel profile={profile} />}
              </div>
            </>
          )
        }
      </QueryView>
    </section>
  );
}

function iconHtml(profile: GpsProfile, size: number, variant: Variant): { html: string; rotation: number | null } {
  const rotation = rotationOf(profile);
  // The hull, the aircraft or the coach points up (north) before rotation.
  const shape = {
    aircraft: '<path d="M50 4l7 30 33 18v8l-33-9v22l10 8v7l-17-5-17 5v-7l10-8V51L10 60v-8l33-18z"/>',
    coach: '<rect x="32" y="8" width="36" height="84" rx="7"/><rect x="37" y="13" width="26" height="12" rx="3" fill="#fff"/>',
    ship: '<path d="M50 4c12 14 18 30 18 48v40H32V52c0-18 6-34 18-48z"/><rect x="42" y="50" width="16" height="22" rx="3" fill="#fff"/>',
  }[vehicleOf(profile, variant)];
  const transform = rotation === null ? '' : ` style="transform: rotate(${rotation}deg)"`;
  return {
    rotation,
    html: `<svg class="marker-shape" viewBox="0 0 100 100" width="${size}" height="${size}" aria-hidden="true"${transform}>${shape}</svg>`,
  };
}

interface MapParts {
  L: typeof Leaflet;
  map: Leaflet.Map;
  marker: Leaflet.Marker;
}

function TrackerMap({
  profile,
  days,
  autocenter,
  pointer,
  initialZoom,
}: {
  profile: GpsProfile;
  days: readonly PortDay[];
  autocenter: boolean;
  pointer: boolean;
  initialZoom: number;
}) {
  const t = useTrackerT();
  const core = useCore();
  const root = useShadowRoot();
  const osmUrl = useSlice(core.stores.configuration, (state) => state.osmUrl);
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<MapParts | null>(null);
  const latest = useRef({ profile, autocenter });
  latest.current = { profile, autocenter };
  const variant = useVariant();
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [zoomLevel, setZoomLevel] = useState(initialZoom);
  const [attempt, setAttempt] = useState(0);
  const descriptionId = useId();

  // Leaflet and its sheet, loaded with the map (never with the other widgets).
  useEffect(() => {
    let cancelled = false;
    let created: MapParts | null = null;
    setStatus('loading');
    Promise.all([import('leaflet/dist/leaflet-src.esm.js'), import('leaflet/dist/leaflet.css')])
      .then(([leaflet, sheet]) => {
        if (cancelled || !container.current) return;
        const L = leaflet as unknown as typeof Leaflet;
        adoptSheets(root, [sheet.default], { first: true });
        const { profile: current } = latest.current;
        const map = L.map(container.current, {
          center: [current.latitude, current.longitude],
          zoom: initialZoom,
          minZoom: MIN_ZOOM,
          maxZoom: MAX_ZOOM,
          worldCopyJump: true,
          // a channel is watched, not handled
          ...(pointer
            ? {}
            : { zoomControl: false, dragging: false, scrollWheelZoom: false, doubleClickZoom: false, touchZoom: false, boxZoom: false, keyboard: false }),
        });
        if (osmUrl) L.tileLayer(osmUrl, { minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM, attribution: '© OpenStreetMap contributors' }).addTo(map);
        const size = markerSize(initialZoom);
        const icon = iconHtml(current, size, variant);
        const marker = L.marker([current.latitude, current.longitude], {
          icon: L.divIcon({ html: icon.html, className: 'ship-marker', iconSize: [size, size], iconAnchor: [size / 2, size / 2] }),
          keyboard: false,
          interactive: false,
        }).addTo(map);
        map.on('zoomend', () => setZoomLevel(map.getZoom()));
        // the attribution's links lead off the portal: read on a TV, never a stop of its remote
        map.attributionControl?.getContainer()?.setAttribute('data-arrow-skip', '');
        created = { L, map, marker };
        parts.current = created;
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('lido-ship-tracker: the map could not be loaded', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      created?.map.remove();
      parts.current = null;
    };
    // The map is made once per attempt; later changes move it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, osmUrl, root, pointer]);

  // Position, heading and zoom: move and redraw the marker; follow the ship while autocentering.
  useEffect(() => {
    const current = parts.current;
    if (!current || status !== 'ready') return;
    const size = markerSize(zoomLevel);
    const icon = iconHtml(profile, size, variant);
    current.marker.setLatLng([profile.latitude, profile.longitude]);
    current.marker.setIcon(current.L.divIcon({ html: icon.html, className: 'ship-marker', iconSize: [size, size], iconAnchor: [size / 2, size / 2] }));
    const element = current.marker.getElement();
    if (element) {
      element.dataset.size = String(size);
      element.dataset.rotation = icon.rotation === null ? 'none' : String(icon.rotation);
    }
    if (autocenter) current.map.setView([profile.latitude, profile.longitude], current.map.getZoom(), { animate: false });
  }, [profile, zoomLevel, autocenter, status, variant]);

  // The voyage's route through its ports, under the ship (a dashed line; styled in tracker.css).
  const route = routeOf(days);
  const routeKey = route.map((point) => point.join(',')).join(';');
  useEffect(() => {
    const current = parts.current;
    if (!current || status !== 'ready' || route.length < 2) return;
    const line = current.L.polyline(route, { className: 'voyage-route', interactive: false }).addTo(current.map);
    const ports = route.map((point) => current.L.circleMarker(point, { className: 'port-dot', radius: 5, interactive: false }).addTo(current.map));
    return () => {
      line.remove();
      for (const port of ports) port.remove();
    };
    // the route changes only with the itinerary (routeKey)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeKey, status]);

  const language = useLanguage();
  const next = useNextPortText(profile, days);
  const speed = profile.advancedInformation?.speed;
  const units = unitsOf(profile.advancedInformation?.weather?.unit);
  const rotation = rotationOf(profile);
  const description = [
    t('position', { lat: formatCoordinate(profile.latitude, 'lat'), lng: formatCoordinate(profile.longitude, 'lng') }),
    typeof speed === 'number' && Number.isFinite(speed)
      ? t('speed', { speed: formatDecimal(speed, language), landSpeed: `${formatDecimal(fromNautical(speed, units), language, 0)} ${units.speed}` })
      : null,
    rotation === null ? t('headingUnknown') : t('heading', { heading: rotation }),
    next,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="tracker-map-area">
      <div
        className="tracker-map"
        part="map"
        ref={container}
        role="region"
        aria-label={isAircraft(profile) ? t('mapAircraft') : t('map')}
        aria-describedby={descriptionId}
        data-state={status}
        data-zoom={zoomLevel}
      />
      {status === 'loading' && <Loading />}
      {status === 'failed' && <ErrorNotice error={new Error('map')} message={t('mapFailed')} onRetry={() => setAttempt((n) => n + 1)} />}
      <p id={descriptionId} className="tracker-position" part="position" aria-live="off">
        {description}
      </p>
    </div>
  );
}

/** "next port Palma: 112 nautical miles, about 06:40 at the current speed (scheduled 08:00, ship time)", or null. */
function useNextPortText(profile: GpsProfile, days: readonly PortDay[]): string | null {
  const t = useTrackerT();
  const language = useLanguage();
  const dateLocale = useDateLocale();
  const use12Hour = useUse12Hour();
  const now = useNow(60_000);
  const port = nextPort(days, profile, profile.advancedInformation?.speed, now);
  if (!port) return null;
  // a time in the ship time of the arrival day, with the weekday when it is not today on board
  const shipTime = (instant: number) => {
    const offset = shipOffsetOf(port.day, instant);
    const clock = shipClock(instant, offset);
    const time = formatTimeOfDay({ hours: Math.floor(clock.minutes / 60), minutes: clock.minutes % 60 }, use12Hour);
    const today = shipClock(now, offset).date;
    if (clock.date.day === today.day && clock.date.month === today.month) return time;
    const weekday = new Intl.DateTimeFormat(dateLocale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(instant + offset * 60_000));
    return `${weekday} ${time}`;
  };
  const units = unitsOf(profile.advancedInformation?.weather?.unit);
  const values = {
    port: port.name,
    distance: formatDecimal(port.distanceNm, language, 0),
    landDistance: `${formatDecimal(fromNautical(port.distanceNm, units), language, 0)} ${units.distance}`,
    time: shipTime(port.arrival),
  };
  return port.eta === null ? t('nextPort', values) : t('nextPortEta', { ...values, eta: shipTime(port.eta) });
}

function WeatherPanel({ profile }: { profile: GpsProfile }) {
  const t = useTrackerT();
  const weather = profile.advancedInformation?.weather;
  if (!weather) {
    return (
      <aside className="tracker-weather" part="weather">
        <p>{t('weatherUnavailable')}</p>
      </aside>
    );
  }
  const units = unitsOf(weather.unit);
  const number = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null);
  const rows: [string, string | null][] = [
    [t('weather.temperature'), number(weather.temp) === null ? null : `${number(weather.temp)} ${units.temperature}`],
    [t('weather.feelsLike'), number(weather.feels_like) === null ? null : `${number(weather.feels_like)} ${units.temperature}`],
    [t('weather.humidity'), number(weather.humidity) === null ? null : `${number(weather.humidity)} %`],
    [
      t('weather.wind'),
      [weather.windDirection, number(weather.windSpeed) === null ? null : `${number(weather.windSpeed)} ${units.speed}`].filter(Boolean).join(' ') || null,
    ],
  ];
  return (
    <aside className="tracker-weather" part="weather" aria-labelledby="tracker-weather-title">
      <h2 id="tracker-weather-title">{t('weather.title')}</h2>
      {weather.synopsis && (
        <p className="weather-synopsis">
          <WeatherIcon code={weather.icon} />
          {weather.synopsis}
        </p>
      )}
      <dl className="weather-facts">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <Fact key={label} label={label}>
              {value}
            </Fact>
          ))}
      </dl>
    </aside>
  );
}
