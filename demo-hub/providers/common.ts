/**
 * Small pieces shared by the stand-in providers: a seeded PRNG (large catalogues must be
 * deterministic), query-list parsing and the SVG artwork (posters, backdrops, logos) that the
 * providers draw on the fly instead of shipping hundreds of image files.
 */
import { HttpError, sendBytes, type NO_RESPONSE, type Ctx } from '../lib/http.ts';

/** mulberry32: tiny, fast, good enough for demo data; same seed → same catalogue. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

/** `a,b, c` → ['a','b','c'] (empty entries dropped); null when the parameter is absent or blank. */
export function csv(value: string | null): string[] | null {
  if (value === null) return null;
  const parts = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return parts.length ? parts : null;
}

/** Comma list of integer ids, else 400 naming the parameter. */
export function csvInts(value: string | null, name: string): number[] | null {
  const parts = csv(value);
  if (!parts) return null;
  return parts.map((p) => {
    if (!/^\d+$/.test(p)) throw new HttpError(400, `Parameter '${name}' must be a comma-separated list of numbers`, 'invalid_parameter');
    return Number(p);
  });
}

export function optInt(value: string | null, name: string, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  if (!/^-?\d+$/.test(value.trim())) throw new HttpError(400, `Parameter '${name}' must be a whole number`, 'invalid_parameter');
  const n = Number(value);
  if (n < min || n > max) throw new HttpError(400, `Parameter '${name}' must be between ${min} and ${max}`, 'invalid_parameter');
  return n;
}

/** true/1/yes → true, false/0/no → false, absent → null, anything else → 400. */
export function optBool(value: string | null, name: string): boolean | null {
  if (value === null || value === '') return null;
  const v = value.toLowerCase();
  if (v === 'true' || v === '1' || v === 'yes') return true;
  if (v === 'false' || v === '0' || v === 'no') return false;
  throw new HttpError(400, `Parameter '${name}' must be true or false`, 'invalid_parameter');
}

// ------------------------------------------------------------------------------- SVG artwork

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Greedy word wrap for SVG text (SVG has no automatic line breaks). */
function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/\s+\S*$/, '')}…`;
  }
  return lines;
}

export type ArtShape = 'poster' | 'backdrop' | 'tile' | 'logo' | 'square';
const SIZES: Record<ArtShape, [number, number]> = {
  poster: [400, 600],
  backdrop: [1280, 720],
  tile: [800, 450],
  logo: [320, 180],
  square: [600, 600],
};

/**
 * Title text on a two-colour gradient. `hue` (0–359) keeps each title's colours stable.
 * Fonts: the generic sans-serif family, so nothing is fetched.
 */
export function artworkSvg(shape: ArtShape, title: string, hue: number, subtitle = ''): string {
  const [w, h] = SIZES[shape];
  const h2 = (hue + 40) % 360;
  const fontSize = shape === 'poster' ? 44 : shape === 'logo' ? 34 : shape === 'square' ? 48 : shape === 'backdrop' ? 72 : 56;
  const maxChars = Math.max(8, Math.floor((w * 0.85) / (fontSize * 0.58)));
  const lines = wrapWords(title, maxChars, shape === 'logo' ? 2 : 4);
  const lineHeight = fontSize * 1.15;
  const top = (shape === 'poster' ? h * 0.62 : h / 2) - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((l, i) => `<text x="${w / 2}" y="${(top + i * lineHeight).toFixed(1)}" font-size="${fontSize}" font-weight="700">${escapeXml(l)}</text>`)
    .join('');
  const sub = subtitle
    ? `<text x="${w / 2}" y="${(top + lines.length * lineHeight + fontSize * 0.2).toFixed(1)}" font-size="${Math.round(fontSize * 0.45)}" opacity="0.85">${escapeXml(subtitle)}</text>`
    : '';
  const deco =
    shape === 'poster'
      ? `<circle cx="${w * 0.72}" cy="${h * 0.26}" r="${w * 0.2}" fill="hsl(${h2} 80% 85%)" opacity="0.35"/><path d="M0 ${h * 0.42} Q ${w / 2} ${h * 0.34} ${w} ${h * 0.42} L ${w} ${h * 0.46} Q ${w / 2} ${h * 0.38} 0 ${h * 0.46} Z" fill="#fff" opacity="0.25"/>`
      : `<path d="M0 ${h * 0.8} Q ${w / 4} ${h * 0.72} ${w / 2} ${h * 0.8} T ${w} ${h * 0.8} V ${h} H 0 Z" fill="#fff" opacity="0.12"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 32%)"/><stop offset="1" stop-color="hsl(${h2} 70% 55%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${deco}` +
    `<g fill="#fff" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" text-anchor="middle" dominant-baseline="middle">${text}${sub}</g></svg>`
  );
}

/** Writes an SVG answer (cached for a day: artwork never changes for an id). */
export function sendSvg(ctx: Ctx, svg: string): typeof NO_RESPONSE {
  return sendBytes(ctx, svg, 'image/svg+xml; charset=utf-8', 86400);
}

/** Stable hue for a text (genre names, channel names …). */
export function hueOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h % 360;
}
