/**
 * Embedded widgets keep their place in the URL (core/element/navigation.ts, the history
 * attribute): on an operator's page (a frame, so the page really reloads and its history is its
 * own) an in-place route goes into the URL without touching the page's own query, hash or state;
 * Back/Forward, a reload and a deep link show the place again; two widgets keep separate places;
 * history="none" leaves the URL alone; history="hash" keeps the place in the hash.
 */
import './setup';
import type { LidoWidgetHost } from '../../core/element/host';
import { assert, expect, waitFor } from '../helpers/assert';

const FIXTURE = '/tests/shell/fixtures/history.html';
let frame: HTMLIFrameElement | null = null;

const win = () => frame!.contentWindow!;
const counter = (id: string) => frame!.contentDocument!.getElementById(id) as LidoWidgetHost;
/** The in-place route the counter shows (its .route line), null at its start view. */
const shown = (id: string) => counter(id).shadowRoot.querySelector('.route')?.textContent ?? null;
/** A value of the frame's realm as one of this realm (toEqual compares prototypes too). */
const here = (value: unknown) => structuredClone(value);
const place = () => decodeURIComponent(win().location.search + win().location.hash);

function goOwn(id: string): void {
  const button = counter(id).shadowRoot.querySelector<HTMLButtonElement>('.go-own');
  assert(button, `#${id} is not rendered`);
  button.click();
}

/** Loads (or reloads) the fixture and waits until its counters have rendered. */
async function open(load: (frame: HTMLIFrameElement) => void): Promise<void> {
  if (!frame) {
    frame = document.createElement('iframe');
    frame.title = 'operator page';
    document.body.append(frame);
  }
  const before = frame.contentDocument;
  load(frame);
  await waitFor(
    () => {
      const doc = frame!.contentDocument;
      return (
        doc !== before &&
        doc?.readyState === 'complete' &&
        ['first', 'second', 'quiet', 'hashed'].every((id) => doc.getElementById(id)?.shadowRoot?.querySelector('.go-own'))
      );
    },
    8000,
    'the operator page',
  );
}

async function until(condition: () => unknown, what: string): Promise<void> {
  await waitFor(condition, 3000, what);
}

afterEach(() => {
  frame?.remove();
  frame = null;
});

describe('embedded widgets keep their place in the URL', () => {
  it('an in-place route goes into the URL beside the page’s own query, hash and state; Back and Forward follow it', async () => {
    await open((f) => (f.src = `${FIXTURE}?section=spa#top`));
    win().history.replaceState({ operator: 'page state' }, '');
    const entries = win().history.length;

    goOwn('first');
    await until(() => shown('first') === '/test-counter/detail/7', 'first in place');
    expect(place()).toBe('?section=spa&lido-test-counter-first=/test-counter/detail/7#top');
    expect(here(win().history.state)).toEqual({ operator: 'page state', lido: { 'lido-test-counter-first': { from: 'test' } } });
    expect(win().history.length).toBe(entries + 1);

    // a second widget: a place of its own, the first keeps its
    goOwn('second');
    await until(() => shown('second') === '/test-counter/detail/7', 'second in place');
    expect(place()).toBe('?section=spa&lido-test-counter-first=/test-counter/detail/7&lido-test-counter-second=/test-counter/detail/7#top');

    // history="none": shown in place, the URL and the history stay as they were
    goOwn('quiet');
    await until(() => shown('quiet') === '/test-counter/detail/7', 'quiet in place');
    expect(place()).toBe('?section=spa&lido-test-counter-first=/test-counter/detail/7&lido-test-counter-second=/test-counter/detail/7#top');
    expect(win().history.length).toBe(entries + 2);

    win().history.back();
    await until(() => shown('second') === null, 'Back: the second widget at its start view');
    expect(shown('first')).toBe('/test-counter/detail/7');
    win().history.back();
    await until(() => shown('first') === null, 'Back again: the first widget at its start view');
    expect(place()).toBe('?section=spa#top');
    expect(here(win().history.state)).toEqual({ operator: 'page state' });

    win().history.forward();
    await until(() => shown('first') === '/test-counter/detail/7', 'Forward: the first widget in place again');
    expect(here(counter('first').lidoRoute.getState().route?.state), 'with its navigation state').toEqual({ from: 'test' });
    expect(shown('second')).toBe(null);
  });

  it('a reload and a deep link start at the URL’s place; a route the widget does not show is ignored', async () => {
    await open((f) => (f.src = FIXTURE));
    goOwn('first');
    await until(() => shown('first') === '/test-counter/detail/7', 'first in place');

    await open((f) => f.contentWindow!.location.reload());
    expect(shown('first'), 'after the reload').toBe('/test-counter/detail/7');
    expect(here(counter('first').lidoRoute.getState().route?.state), 'the navigation state survived the reload').toEqual({ from: 'test' });
    expect(shown('second')).toBe(null);

    await open((f) => (f.src = `${FIXTURE}?lido-test-counter-second=/test-counter/detail/9&lido-test-counter-first=/vod/detail/42`));
    expect(shown('second'), 'the deep link').toBe('/test-counter/detail/9');
    expect(shown('first'), 'not one of its routes').toBe(null);
  });

  it('two elements of one tag without ids keep separate places too (by position)', async () => {
    await open((f) => (f.src = FIXTURE));
    const doc = frame!.contentDocument!;
    const [plain, other] = [doc.createElement('lido-test-counter'), doc.createElement('lido-test-counter')];
    plain.className = 'plain';
    other.className = 'other';
    doc.body.append(plain, other);
    const button = (element: Element) => waitFor(() => element.shadowRoot?.querySelector<HTMLButtonElement>('.go-own'), 3000, 'rendered');
    (await button(other)).click();
    await until(() => other.shadowRoot!.querySelector('.route'), 'the other one in place');
    // the fifth and sixth lido-test-counter of the page (four have ids)
    expect(place()).toBe('?lido-test-counter-6=/test-counter/detail/7');
    expect(plain.shadowRoot!.querySelector('.route')).toBe(null);
  });

  it('history="hash" keeps the place in the hash; a new attribute takes the place out of the URL', async () => {
    await open((f) => (f.src = `${FIXTURE}?section=spa`));
    goOwn('hashed');
    await until(() => shown('hashed') === '/test-counter/detail/7', 'hashed in place');
    expect(place()).toBe('?section=spa#lido-test-counter-hashed=/test-counter/detail/7');

    // the page decides what the widget shows again: its place leaves the URL (no new entry)
    const entries = win().history.length;
    counter('hashed').setAttribute('label', 'the page decides');
    await until(() => shown('hashed') === null, 'the start view');
    expect(place()).toBe('?section=spa');
    expect(win().history.length).toBe(entries);
  });
});
