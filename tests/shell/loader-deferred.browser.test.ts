/**
 * data-load-on (dist-test/lido.js, built by web-test-runner.config.mjs when stale): a heavy widget
 * marked "visible" loads when it comes near the viewport, one marked "interaction" on the first
 * pointerdown, focusin or keydown on it — and neither starts its hub calls before.
 */
import { sendMouse } from '@web/test-runner-commands';
import { assert, expect, waitFor } from '../helpers/assert';

const loadedScripts = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\/lido-test-[\w-]+\.js$/.test(path));
const hubPreloads = () => document.querySelectorAll('link[rel="preload"][as="fetch"]').length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

let below: HTMLElement;
let clickable: HTMLElement;

before(async () => {
  (window as Window & { lidoConfig?: unknown }).lidoConfig = { hubUrl: `${location.origin}/no-hub` };
  document.body.innerHTML = `
    <lido-test-counter data-load-on="interaction" label="Heavy" style="display:block;height:80px;background:#eee"></lido-test-counter>
    <div style="height:4000px"></div>
    <lido-test-echo data-load-on="visible" style="display:block;min-height:40px"></lido-test-echo>`;
  clickable = document.querySelector('lido-test-counter')!;
  below = document.querySelector('lido-test-echo')!;
  const loaderUrl = '/dist-test/lido.js';
  await import(loaderUrl);
  await settle();
});

describe('lido.js data-load-on', () => {
  it('loads nothing for deferred elements before their trigger', () => {
    expect(customElements.get('lido-test-counter')).toBe(undefined);
    expect(customElements.get('lido-test-echo')).toBe(undefined);
    expect(loadedScripts(), 'no element chunk').toEqual([]);
    expect(hubPreloads(), 'no hub call started').toBe(0);
  });

  it('"interaction": loads on the first pointerdown on the element', async () => {
    const box = clickable.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 10), Math.round(box.top + 10)] });
    await customElements.whenDefined('lido-test-counter');
    await waitFor(() => clickable.shadowRoot?.querySelector('.count')?.textContent === 'Count: 0', 5000, 'rendered after the click');
    expect(hubPreloads(), 'its first hub call started with it').toBe(1);
    expect(customElements.get('lido-test-echo'), 'the element below the fold still waits').toBe(undefined);
  });

  it('"visible": loads when the element scrolls near the viewport', async () => {
    await settle();
    expect(customElements.get('lido-test-echo')).toBe(undefined);
    below.scrollIntoView();
    await customElements.whenDefined('lido-test-echo');
    await waitFor(() => below.shadowRoot?.querySelector('.count')?.textContent, 5000, 'rendered once visible');
    assert(
      loadedScripts().some((path) => path.includes('lido-test-echo')),
      'its chunk was loaded',
    );
  });
});
