/**
 * A QR code of an address, drawn as one SVG path (uqr encodes it; nothing is fetched): black on
 * white whatever the theme (phone cameras read dark-on-light) with the standard quiet zone, so a
 * phone reads it off a signage screen; `label` names it for screen readers.
 */
import { encode } from 'uqr';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** The SVG path of a QR code's dark modules (one unit per module) and its size with the quiet zone. */
export function qrPath(value: string): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    });
  });
  return { path, size: size + QUIET_ZONE * 2 };
}

export function QrCode({ value, label, className, part }: { value: string; label: string; className?: string; part?: string }) {
  const { path, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={className ? `qr-code ${className}` : 'qr-code'}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-value={value}
      part={part}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
