/**
 * The widget shell (defineWidget + hooks + styles) in real Chromium, through the test-only
 * widgets in tests/shell/test-widgets (real core, real stores, real i18next).
 */
import './setup';
import { defineWidget } from '../../core/element/define-widget';
import type { LidoWidgetHost } from '../../core/element/host';
import { getCore } from '../../core/index';
import { useT } from '../../core/react/index';
import { assert, expect, nextTask, waitFor } from '../helpers/assert';
import { expectNoAxeViolations } from '../helpers/axe';
import counterMeta from './test-widgets/test-counter.meta';
import { LidoTestCounterElement } from './test-widgets/test-counter.element';
import './test-widgets/test-echo.element';
import { testCounterSlice } from './test-widgets/test-slice';

type Counter = LidoWidgetHost & { label: string; step: number; explode: boolean; settings: unknown; size: string };

const core = getCore();
const places: HTMLElement[] = [];

function place(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  places.push(container);
  return container;
}

function counter(html = '<lido-test-counter></lido-test-counter>'): Counter {
  return place(html).firstElementChild as Counter;
}

const part = (element: Element, selector: string) => element.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
const text = (element: Element, selector: string) => part(element, selector)?.textContent ?? null;
const click = (element: Element, selector: string) => {
  const target = part(element, selector);
  assert(target, `${selector} not rendered`);
  target.click();
};

/** Collects console.warn calls while `run` executes (the shell reports misuse as warnings). */
async function warningsDuring(run: () => unknown): Promise<string[]> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => seen.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return seen;
}

afterEach(async () => {
  for (const container of places.splice(0)) container.remove();
  testCounterSlice(core).setState({ count: 0 });
  document.documentElement.style.removeProperty('--lido-color-primary');
  if (core.i18n.language !== 'en') await core.i18n.changeLanguage('en');
  await nextTask();
});

describe('defineWidget: session and language', () => {
  it("two separately placed elements share one session and see each other's changes", async () => {
    const a = counter('<lido-test-counter label="First"></lido-test-counter>');
    const b = counter('<lido-test-counter label="Second" step="5"></lido-test-counter>');
    const echo = place('<lido-test-echo></lido-test-echo>').firstElementChild as HTMLElement;
    await waitFor(() => text(a, '.count') === 'Count: 0' && text(b, '.count') === 'Count: 0' && text(echo, '.count') === 'Count: 0');

    click(a, '.increment');
    await waitFor(() => text(b, '.count') === 'Count: 1' && text(echo, '.count') === 'Count: 1', 2000, 'b and echo to show 1');
    click(b, '.increment');
    await waitFor(() => text(a, '.count') === 'Count: 6', 2000, 'a to show 6');
    expect(testCounterSlice(core).getState().count).toBe(6);
  });

  it('a language switch re-renders every element without remounting', async () => {
    const a = counter();
    const b = counter();
    await waitFor(() => text(a, '.count') === 'Count: 0' && text(b, '.count') === 'Count: 0');
    click(a, '.local');
    await waitFor(() => text(a, '.local') === 'Clicked 1 times');

    await core.i18n.changeLanguage('de');
    await waitFor(() => text(a, '.count') === 'Anzahl: 0' && text(b, '.count') === 'Anzahl: 0', 2000, 'German in both');
    expect(text(b, '.increment')).toBe('Hinzufügen');
    expect(text(a, '.local'), 'local state survives the switch').toBe('1 Mal geklickt');

    await core.i18n.changeLanguage('nl');
    await waitFor(() => text(b, '.count') === 'Aantal: 0', 2000, 'Dutch');
  });
});

describe('defineWidget: element lifecycle', () => {
  it('an element moved in the DOM keeps its state; a removed one unmounts', async () => {
    const el = counter();
    const other = place('<section></section>').firstElementChild as HTMLElement;
    await waitFor(() => part(el, '.text'));
    const input = part(el, '.text') as HTMLInputElement;
    input.value = 'typed by the guest';
    click(el, '.local');
    click(el, '.local');
    await waitFor(() => text(el, '.local') === 'Clicked 2 times');

    other.append(el); // remove + insert in one task
    await nextTask();
    expect(part(el, '.text'), 'same input node (no remount)').toBe(input);
    expect(input.value).toBe('typed by the guest');
    expect(text(el, '.local')).toBe('Clicked 2 times');

    el.remove();
    await nextTask();
    expect(el.shadowRoot?.childElementCount, 'unmounted once detached past the microtask').toBe(0);
    other.append(el);
    await waitFor(() => text(el, '.local') === 'Clicked 0 times', 2000, 'fresh mount');
  });

  it('applies properties set before the element was defined', async () => {
    const el = document.createElement('lido-test-late') as HTMLElement & { greeting?: string; options?: unknown };
    el.greeting = 'set early';
    el.options = { note: 'rich input' };
    place('').append(el);

    function Late({ greeting, options }: { greeting: string; options: unknown }) {
      const t = useT();
      const note = (options as { note?: string } | null)?.note ?? '';
      return (
        <p>
          {greeting} / {note} / {t('close')}
        </p>
      );
    }
    defineWidget(
      {
        tag: 'lido-test-late',
        description: 'late definition',
        attributes: [
          { name: 'greeting', prop: 'greeting', type: 'string', default: 'default', description: 'text' },
          { name: 'options', prop: 'options', type: 'json', default: null, description: 'rich input' },
        ],
        events: [],
        parts: [],
        cssProperties: [],
      } as const,
      Late,
    );
    await waitFor(() => text(el, 'p') === 'set early / rich input / Close', 2000, 'early properties rendered');
    expect(Object.hasOwn(el, 'greeting'), 'own property moved onto the accessor').toBe(false);
    el.greeting = 'set later';
    await waitFor(() => text(el, 'p') === 'set later / rich input / Close');
  });

  it('defining a tag again is a no-op (same version) or a warning (other version), never a throw', async () => {
    const el = counter();
    await waitFor(() => text(el, '.count') === 'Count: 0');
    const Other = () => <p className="other">other</p>;
    let again: unknown;
    const sameVersion = await warningsDuring(() => {
      again = defineWidget(counterMeta, Other);
    });
    expect(again).toBe(LidoTestCounterElement);
    expect(sameVersion).toEqual([]);

    const otherVersion = await warningsDuring(() => {
      again = defineWidget({ ...counterMeta, version: '9.9.9' }, Other);
    });
    expect(again).toBe(LidoTestCounterElement);
    expect(otherVersion.length).toBe(1);
    assert(otherVersion[0]?.includes('9.9.9'), otherVersion[0]);
    expect(customElements.get('lido-test-counter')).toBe(LidoTestCounterElement);
    expect(part(counter(), '.other'), 'the first definition stays in charge').toBe(null);
  });
});

describe('defineWidget: attributes are strings, parsed by the wrapper', () => {
  it('parses number, boolean, json and enumerated strings, and resets removed attributes to their default', async () => {
    const el = counter('<lido-test-counter step="3" explode size="large" settings=\'{"note":"hello"}\'></lido-test-counter>');
    await waitFor(() => text(el, '.count') === 'Count: 0');
    expect(el.step).toBe(3);
    expect(el.explode, 'a bare boolean attribute is not "true"').toBe(false);
    expect(el.size).toBe('large');
    expect(text(el, '.note')).toBe('Note: hello');
    assert(part(el, 'section.large'), 'enum value reached the component');

    click(el, '.increment');
    await waitFor(() => text(el, '.count') === 'Count: 3');
    el.removeAttribute('step');
    expect(el.step, 'default after removal').toBe(1);
    await waitFor(() => part(el, '.increment')?.dataset.step === '1', 2000, 'rendered with the default');
    click(el, '.increment');
    await waitFor(() => text(el, '.count') === 'Count: 4');

    const warnings = await warningsDuring(() => {
      el.setAttribute('settings', '{broken');
      el.setAttribute('size', 'huge');
      el.setAttribute('step', 'many');
    });
    expect(warnings.length, 'each invalid value is reported').toBe(3);
    expect(el.settings).toBe(null);
    expect(el.size).toBe('small');
    expect(el.step).toBe(1);
    await waitFor(() => text(el, '.note') === null && part(el, 'section.small'));
  });

  it('reads a blank attribute or property ("" or whitespace) as absent, silently, and trims string text', async () => {
    let el!: Counter;
    const warnings = await warningsDuring(async () => {
      el = counter('<lido-test-counter label="  " step="" size=" " settings=""></lido-test-counter>');
      await waitFor(() => text(el, '.count') === 'Count: 0');
    });
    expect(warnings.join('\n'), 'a blank value is no invalid value').toBe('');
    expect(el.label).toBe('Counter');
    expect(el.step).toBe(1);
    expect(el.size).toBe('small');
    expect(el.settings).toBe(null);
    assert(part(el, 'section[aria-label="Counter"].small'), 'the component got the defaults');

    el.setAttribute('label', ' Deck 5 ');
    expect(el.label, 'attribute text is trimmed').toBe('Deck 5');
    el.setAttribute('label', '\t');
    expect(el.label, 'blank again: the default').toBe('Counter');
    el.label = ' Deck 7 ';
    expect(el.label, 'a property reads like its attribute').toBe('Deck 7');
    el.label = '';
    expect(el.label).toBe('Counter');
    el.setAttribute('portal-url', ' ');
    expect(el.portalUrl, 'a common attribute too').toBe(undefined);
    await waitFor(() => part(el, 'section[aria-label="Counter"]'));
  });

  it("observes exactly the common and the meta's attributes, and reflects nothing it was not asked to", () => {
    expect((LidoTestCounterElement as unknown as { observedAttributes: string[] }).observedAttributes.join(',')).toBe(
      'hub-url,lang,theme,device-type,portal-url,history,ten-foot,heading-level,label,step,explode,settings,size',
    );
  });

  it('keeps a shadow root the element already has (declarative shadow DOM, as a server sends it) and renders into it', async () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    // fragment parsing attaches the template's shadow root first; the element is upgraded after
    holder.setHTMLUnsafe('<lido-test-counter label="Served"><template shadowrootmode="open"><p class="served">first paint</p></template></lido-test-counter>');
    const el = holder.querySelector('lido-test-counter')!;
    const served = el.shadowRoot;
    assert(served, 'the declarative shadow root is attached');
    // upgraded already, and the served content stays until React's first render replaces it (no blank flash)
    expect(el instanceof LidoTestCounterElement).toBe(true);
    expect(part(el, '.served')?.textContent).toBe('first paint');
    await waitFor(() => part(el, '.increment'));
    expect(el.shadowRoot).toBe(served);
    holder.remove();
  });
});

describe('defineWidget: public events and navigation', () => {
  it('public events are dispatched from the host and reach document (bubbling, composed)', async () => {
    const el = counter();
    await waitFor(() => part(el, '.increment'));
    const seen: CustomEvent[] = [];
    const listener = (event: CustomEvent<{ count: number }>) => seen.push(event);
    document.addEventListener('lido-cart-change', listener);
    try {
      click(el, '.increment');
      await waitFor(() => seen.length === 1);
    } finally {
      document.removeEventListener('lido-cart-change', listener);
    }
    const [event] = seen;
    assert(event);
    expect(event.target, 'retargeted to the host').toBe(el);
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ count: 1 });
  });

  it('lido-navigate is cancelable: a cancelled one does nothing else', async () => {
    const el = counter();
    await waitFor(() => part(el, '.go-other'));
    const seen: Array<{ path: string; state?: unknown }> = [];
    const cancel = (event: CustomEvent<{ path: string; state?: unknown }>) => {
      seen.push(event.detail);
      event.preventDefault();
    };
    document.addEventListener('lido-navigate', cancel);
    const before = location.href;
    try {
      const warnings = await warningsDuring(() => {
        click(el, '.go-other');
        click(el, '.go-own');
      });
      expect(warnings).toEqual([]);
    } finally {
      document.removeEventListener('lido-navigate', cancel);
    }
    expect(seen).toEqual([
      { path: '/vod/detail/42', state: { title: 'Forty-two' } },
      { path: '/test-counter/detail/7', state: { from: 'test' } },
    ]);
    await nextTask();
    expect(part(el, '.route'), 'not shown in place').toBe(null);
    expect(location.href).toBe(before);
  });

  it('an un-cancelled lido-navigate to its own route is shown in place; a new attribute leaves it', async () => {
    const el = counter();
    await waitFor(() => part(el, '.go-own'));
    let dispatched = 0;
    const count = () => dispatched++;
    document.addEventListener('lido-navigate', count);
    try {
      click(el, '.go-own');
    } finally {
      document.removeEventListener('lido-navigate', count);
    }
    expect(dispatched).toBe(1);
    await waitFor(() => text(el, '.route') === '/test-counter/detail/7');
    el.setAttribute('label', 'the host decides again');
    await waitFor(() => part(el, '.route') === null);
  });

  it('an un-cancelled lido-navigate elsewhere follows portal-url (in a frame, for real)', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/tests/shell/fixtures/navigate.html';
    frame.title = 'navigation fixture';
    place('').append(frame);
    const inFrame = await waitFor(
      () => {
        const el = frame.contentDocument?.querySelector('lido-test-counter');
        return el?.shadowRoot?.querySelector<HTMLButtonElement>('.go-other') ? el : null;
      },
      5000,
      'the fixture widget',
    );
    inFrame.shadowRoot?.querySelector<HTMLButtonElement>('.go-other')?.click();
    await waitFor(() => frame.contentWindow?.location.pathname === '/portal-test/vod/detail/42', 5000, 'the portal page');
    const saved = frame.contentWindow?.sessionStorage.getItem('lido:nav-state');
    expect(JSON.parse(saved ?? 'null'), 'navigation state for the target').toEqual({ path: '/vod/detail/42', state: { title: 'Forty-two' } });
  });

  it('without a portal-url an un-cancelled lido-navigate elsewhere only warns', async () => {
    const el = counter();
    await waitFor(() => part(el, '.go-other'));
    const before = location.href;
    const warnings = await warningsDuring(() => click(el, '.go-other'));
    expect(warnings.length).toBe(1);
    assert(warnings[0]?.includes('/vod/detail/42'), warnings[0]);
    expect(location.href).toBe(before);
  });
});

describe('defineWidget: styles', () => {
  const colour = (el: Element) => getComputedStyle(part(el, '.count') as Element).color;

  it('tokens come from the page: a token set on the document reaches inside the shadow root', async () => {
    const el = counter();
    await waitFor(() => part(el, '.count'));
    expect(colour(el), 'default token').toBe('rgb(11, 92, 173)');
    document.documentElement.style.setProperty('--lido-color-primary', 'rgb(1, 2, 3)');
    expect(colour(el), 'page override').toBe('rgb(1, 2, 3)');
  });

  it('the theme attribute selects a brand theme on the host; removing it falls back', async () => {
    const el = counter('<lido-test-counter theme="ocean"></lido-test-counter>');
    await waitFor(() => el.getAttribute('data-lido-theme') === 'ocean');
    document.documentElement.style.setProperty('--lido-color-primary', 'rgb(1, 2, 3)');
    expect(colour(el), 'ocean primary').toBe('rgb(0, 95, 115)');
    el.setAttribute('theme', 'sunset');
    await waitFor(() => colour(el) === 'rgb(163, 58, 0)', 2000, 'sunset primary');
    el.removeAttribute('theme');
    await waitFor(() => !el.hasAttribute('data-lido-theme'));
    expect(colour(el)).toBe('rgb(1, 2, 3)');
  });

  it('adopts constructed sheets once; fonts live on the document, served locally', async () => {
    const a = counter();
    const b = counter();
    await waitFor(() => part(a, '.count') && part(b, '.count'));
    const sheetsA = a.shadowRoot.adoptedStyleSheets;
    const sheetsB = b.shadowRoot.adoptedStyleSheets;
    expect(sheetsA.length).toBe(sheetsB.length);
    assert(
      sheetsA.every((sheet, i) => sheet === sheetsB[i]),
      'the same sheet objects are shared',
    );
    const rules = (sheets: readonly CSSStyleSheet[]) => sheets.flatMap((sheet) => [...sheet.cssRules]);
    expect(
      rules(sheetsA).some((rule) => rule instanceof CSSFontFaceRule),
      'no @font-face in the shadow root',
    ).toBe(false);

    // Inter is registered once the page is idle (a first visit: it never competes with first
    // content and pictures); the metric-compatible local fallbacks at once.
    const family = (face: FontFace) => face.family.replace(/"/g, '');
    expect(
      [...document.fonts].some((face) => family(face) === 'Inter Fallback Arial'),
      'local fallback registered',
    ).toBe(true);
    await waitFor(() => [...document.fonts].some((face) => family(face) === 'Inter Variable'), 5000, 'Inter registered after load + idle');
    const faces = [...document.fonts].filter((face) => family(face) === 'Inter Variable');
    expect(faces.length, 'only the latin subset (de, en, fr, nl) registered on the document').toBe(1);
    await document.fonts.load('16px "Inter Variable"', 'Lido');
    assert(
      faces.some((face) => face.status === 'loaded'),
      'the latin face loaded from this server',
    );
    expect(getComputedStyle(part(a, '.count') as Element).fontFamily.startsWith('"Inter Variable"')).toBe(true);
  });

  it('third-party CSS keeps its url()s working: they are inlined into the sheet', async () => {
    const { default: leaflet } = await import('leaflet/dist/leaflet.css');
    const rules = [...leaflet.cssRules].map((rule) => rule.cssText);
    const toggle = rules.find((rule) => rule.startsWith('.leaflet-control-layers-toggle'));
    assert(toggle?.includes('url("data:image/png;base64,'), toggle ?? 'no layers toggle rule');
  });

  it('shows a visible focus ring for keyboard focus', async () => {
    const el = counter();
    await waitFor(() => part(el, '.increment'));
    const button = part(el, '.increment') as HTMLButtonElement;
    button.focus({ focusVisible: true } as FocusOptions);
    expect(el.shadowRoot.activeElement).toBe(button);
    const style = getComputedStyle(button);
    expect(style.outlineStyle).toBe('solid');
    expect(style.outlineWidth).toBe('3px');
  });
});

describe('defineWidget: error boundary', () => {
  it('shows the translated message when the component throws, and recovers when the attributes change', async () => {
    const errors: string[] = [];
    const onError = (event: CustomEvent<{ message: string }>) => errors.push(event.detail.message);
    document.addEventListener('lido-error', onError);
    const originalError = console.error;
    console.error = () => {}; // React and the boundary log the (expected) failure
    try {
      const el = counter('<lido-test-counter explode="true"></lido-test-counter>');
      await waitFor(() => part(el, '[part="error"]'));
      const title = core.i18n.t('common:errorBoundaryTitle');
      assert(title && title !== 'errorBoundaryTitle', 'the common catalogue has the key');
      expect(part(el, '[part="error"]')?.getAttribute('role')).toBe('alert');
      assert(text(el, '[part="error"]')?.includes(title), 'English message');
      expect(errors).toEqual(['test explosion']);

      await core.i18n.changeLanguage('fr');
      const titleFr = core.i18n.t('common:errorBoundaryTitle');
      assert(titleFr !== title, 'French differs from English');
      await waitFor(() => text(el, '[part="error"]')?.includes(titleFr), 2000, 'French message');

      el.setAttribute('explode', 'false');
      await waitFor(() => part(el, '.count') && !part(el, '[part="error"]'), 2000, 'recovered');
    } finally {
      console.error = originalError;
      document.removeEventListener('lido-error', onError);
    }
  });
});

describe('accessibility', () => {
  it('is axe-clean through the shadow roots', async () => {
    const container = place(
      '<lido-test-counter label="First counter" settings=\'{"note":"n"}\'></lido-test-counter><lido-test-counter label="Second counter" theme="sunset"></lido-test-counter>',
    );
    await waitFor(() => [...container.children].every((el) => part(el, '.count')));
    await expectNoAxeViolations(container);
  });
});
