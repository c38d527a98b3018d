/**
 * The tile grids' columns (000 §9: 2 on small screens, 3 on medium, 3 or 4 on large) and which
 * of their pictures load first. Plain functions, apart from VirtualGrid: an embed showing a
 * short grid (the content overview) does not load the virtualiser for them.
 */
export const TABLET_MIN_WIDTH = 768;
export const LAPTOP_MIN_WIDTH = 1024;

export function columnsFor(width: number, maxColumns: 3 | 4): number {
  if (width < TABLET_MIN_WIDTH) return 2;
  if (width < LAPTOP_MIN_WIDTH) return 3;
  return maxColumns;
}

/** 10-foot mode's scale of everything sized in rem (core/styles/tokens.css: the root at 150 %). */
export const TEN_FOOT_SCALE = 1.5;

/** The share of the screen kept clear above and below a focused control in 10-foot mode: a TV crops about 5 % at its edges. */
export const TEN_FOOT_SAFE_MARGIN = 0.1;

/**
 * 10-foot mode: at least two full rows of tiles on a TV screen (inside its 90 % safe area), so a
 * remote's Down shows the next row instead of half a poster: more, smaller columns than a laptop.
 * `ratio`: the picture's height / width; `caption` and `gap` in px.
 */
export function tenFootColumns(width: number, screenHeight: number, ratio: number, caption: number, gap: number, maxColumns: 3 | 4): number {
  const rowHeight = (screenHeight * 0.9) / 2 - caption - gap;
  const tileWidth = Math.max(rowHeight / ratio, 1);
  return Math.max(columnsFor(width, maxColumns), Math.ceil((width + gap) / (tileWidth + gap)));
}

/**
 * How the pictures of a tile grid load, decided before the grid has a layout (on the window, which
 * a page's main grid about fills): the first row first (fetchpriority=high; the page's largest
 * picture is among them), every tile a window's height holds at once, the rest lazily.
 * `ratio`: a tile's height / width, caption included.
 */
export function tileLoading(
  maxColumns: 3 | 4,
  ratio: number,
  // a server render knows no viewport: a phone's (the hints only say which pictures load first)
  width = globalThis.innerWidth ?? 390,
  height = globalThis.innerHeight ?? 844,
): (index: number) => { eager: boolean; priority: boolean } {
  const columns = columnsFor(width, maxColumns);
  const inView = columns * Math.ceil(height / ((width / columns) * ratio));
  return (index) => ({ eager: index < inView, priority: index < columns });
}
