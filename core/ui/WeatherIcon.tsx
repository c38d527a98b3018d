/**
 * The kit's weather pictures: inline SVG for an OpenWeather icon code ('01d' …), drawn in the
 * text colour. Not emoji — signage players and set-top boxes without an emoji font show a
 * missing-glyph box — and no third-party image on a ship's link. Decorative (aria-hidden): the
 * synopsis is always written beside it.
 */
import type { ReactNode } from 'react';

const CLOUD = 'M7 19h10.5a3.5 3.5 0 0 0 .4-6.98A5.5 5.5 0 0 0 7.3 11.1 4 4 0 0 0 7 19z';
const SMALL_CLOUD = 'M9 20h9a3 3 0 0 0 .3-5.98A4.7 4.7 0 0 0 9.3 13.2 3.4 3.4 0 0 0 9 20z';

function sun(cx: number, cy: number, r: number, ray: number): ReactNode {
  const rays = [0, 45, 90, 135, 180, 225, 270, 315].map((angle) => {
    const a = (angle * Math.PI) / 180;
    const from = r + 1.5;
    const to = r + 1.5 + ray;
    return <line key={angle} x1={cx + from * Math.cos(a)} y1={cy + from * Math.sin(a)} x2={cx + to * Math.cos(a)} y2={cy + to * Math.sin(a)} />;
  });
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} />
      {rays}
    </g>
  );
}

const SHAPES: Readonly<Record<string, () => ReactNode>> = {
  // clear sky
  '01': () => sun(12, 12, 4, 3),
  // few clouds, scattered clouds: the sun behind a cloud
  '02': () => (
    <>
      {sun(8, 8, 3, 2)}
      <path d={SMALL_CLOUD} />
    </>
  ),
  '03': () => (
    <>
      {sun(8, 8, 3, 2)}
      <path d={SMALL_CLOUD} />
    </>
  ),
  // broken clouds
  '04': () => <path d={CLOUD} />,
  // shower rain, rain
  '09': () => (
    <>
      <path d="M7 15h10.5a3.5 3.5 0 0 0 .4-6.98A5.5 5.5 0 0 0 7.3 7.1 4 4 0 0 0 7 15z" />
      <line x1="8" y1="18" x2="7" y2="21" />
      <line x1="12" y1="18" x2="11" y2="21" />
      <line x1="16" y1="18" x2="15" y2="21" />
    </>
  ),
  '10': () => (
    <>
      {sun(7, 6, 2.5, 1.5)}
      <path d="M8 15h9.5a3.2 3.2 0 0 0 .3-6.38A5 5 0 0 0 8.3 8.2 3.4 3.4 0 0 0 8 15z" />
      <line x1="10" y1="18" x2="9" y2="21" />
      <line x1="14" y1="18" x2="13" y2="21" />
    </>
  ),
  // thunderstorm
  '11': () => (
    <>
      <path d="M7 15h10.5a3.5 3.5 0 0 0 .4-6.98A5.5 5.5 0 0 0 7.3 7.1 4 4 0 0 0 7 15z" />
      <path d="M12.5 15l-2 3.5h3l-2 3.5" />
    </>
  ),
  // snow
  '13': () => (
    <>
      <path d="M7 15h10.5a3.5 3.5 0 0 0 .4-6.98A5.5 5.5 0 0 0 7.3 7.1 4 4 0 0 0 7 15z" />
      <circle cx="8" cy="19" r="0.8" />
      <circle cx="12" cy="20.5" r="0.8" />
      <circle cx="16" cy="19" r="0.8" />
    </>
  ),
  // mist
  '50': () => (
    <>
      <line x1="4" y1="8" x2="20" y2="8" />
      <line x1="6" y1="12" x2="18" y2="12" />
      <line x1="4" y1="16" x2="20" y2="16" />
      <line x1="7" y1="20" x2="17" y2="20" />
    </>
  ),
};

/** The picture of a weather code, or null for a code without one (the synopsis stands alone). */
export function WeatherIcon({ code, className = 'weather-icon' }: { code: string | null | undefined; className?: string }) {
  const shape = code ? SHAPES[code.slice(0, 2)] : undefined;
  if (!shape) return null;
  return (
    <svg
      className={className}
      data-icon={code!.slice(0, 2)}
      viewBox="0 0 24 24"
      width="1.5em"
      height="1.5em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shape()}
    </svg>
  );
}
