/**
 * Helpers of the content widgets' browser tests (not a test file itself). The page runs against
 * the real demo hub that web-test-runner starts (tests/helpers/wtr-demo-hub.mjs):
 * window.lidoConfig.hubUrl points at it before the core is created.
 */
import { $$ } from '../../tests/helpers/widget-page';

export * from '../../tests/helpers/widget-page';

/** Full titles of the tiles (a cut title is complete in its caption's title attribute). */
export function tileTitles(host: Element): string[] {
  return $$(host, '.tile').map((tile) => {
    const caption = tile.querySelector('.tile-caption');
    return (caption?.getAttribute('title') ?? caption?.textContent ?? tile.querySelector('.lido-visually-hidden')?.textContent ?? '').trim();
  });
}

/** The number of grid columns the browser laid out. */
export function columnCount(grid: HTMLElement): number {
  return getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
}
