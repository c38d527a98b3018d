/**
 * The session-wide common attributes (hub-url, lang, device-type) reach the core configuration;
 * its own page, so they do not leak into the other shell tests.
 */
import './setup';
import { getCore } from '../../core/index';
import { expect, waitFor } from '../helpers/assert';
import './test-widgets/test-echo.element';

const core = getCore();
const text = (element: Element, selector: string) => element.shadowRoot?.querySelector(selector)?.textContent ?? null;

describe('common attributes', () => {
  it('device-type selects the device rules every widget reads (useDeviceRules)', async () => {
    const plain = document.createElement('lido-test-echo');
    document.body.append(plain);
    await waitFor(() => text(plain, '.device') === 'Browser videos');
    const kiosk = document.createElement('lido-test-echo');
    kiosk.setAttribute('device-type', 'Kiosk');
    document.body.append(kiosk);
    // One device per page: both widgets follow.
    await waitFor(() => text(kiosk, '.device') === 'Kiosk no-videos' && text(plain, '.device') === 'Kiosk no-videos', 2000, 'kiosk rules');
    expect((kiosk as HTMLElement & { deviceType?: string }).deviceType).toBe('Kiosk');
  });

  it('hub-url and lang configure the session', async () => {
    const el = document.createElement('lido-test-echo');
    el.setAttribute('hub-url', `${location.origin}/another-hub/`);
    el.setAttribute('lang', 'fr');
    document.body.append(el);
    expect(core.stores.configuration.getState().hubUrl).toBe(`${location.origin}/another-hub`);
    await waitFor(() => text(el, '.count') === 'Nombre : 0', 2000, 'French from the lang attribute');
    expect(core.i18n.language).toBe('fr');
  });
});
