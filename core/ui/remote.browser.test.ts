/**
 * The remote's landing (remote.ts) in real Chromium: focus lands on the main widget's first
 * control, and lands again when the mode went off and on (a hydrating tree once read it off for a
 * frame, and the landing had stopped for good: no control had focus on a cabin TV).
 */
import { expect, waitFor } from '../../tests/helpers/assert';
import '../../tests/helpers/widget-page';
import { deepActiveElement } from './portal';
import { setRemote } from './remote';

describe('the remote’s landing', () => {
  // a page's main widget: a Lido element in <main> with one control in its shadow root
  const main = document.body.appendChild(document.createElement('main'));
  const widget = main.appendChild(document.createElement('lido-remote-probe'));
  const button = widget.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
  button.textContent = 'Play';

  after(() => {
    setRemote(false);
    main.remove();
  });

  it('lands on the main widget’s first control', async () => {
    setRemote(true);
    await waitFor(() => deepActiveElement(document) === button, 3000, 'focus on the control');
  });

  it('turned off and on again, it lands again', async () => {
    setRemote(false);
    button.blur();
    expect(deepActiveElement(document) === button).toBe(false);
    // the landing's next look (after the blur too) finds the remote off and stops
    await new Promise((resolve) => setTimeout(resolve, 400));
    setRemote(true);
    await waitFor(() => deepActiveElement(document) === button, 3000, 'focus on the control again');
  });
});
