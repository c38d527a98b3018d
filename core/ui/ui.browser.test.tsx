/**
 * The UI kit in real Chromium, mounted in a real widget (defineWidget: shadow root, the kit's
 * sheet, the page's core and QueryClient) against the real demo hub: errors a guest can read,
 * pictures that fall back, the dialog's focus, the popover, fields, QueryView's states, axe.
 */
import { useQuery } from '@tanstack/react-query';
import { sendKeys } from '@web/test-runner-commands';
import { useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { defineWidget } from '../element/define-widget';
import type { WidgetMeta } from '../element/meta';
import { createHub, HubError } from '../hub/client';
import { assert, expect, nextTask, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, cleanUp, core, hubUrl, place, signIn, signOut, text, until } from '../../tests/helpers/widget-page';
import { useSignedIn, useUiSetting } from '../react/index';
import { AcceptConditions } from './AcceptConditions';
import { Button } from './Button';
import vodDe from '../i18n/locales/de/vod.json';
import vodEn from '../i18n/locales/en/vod.json';
import vodFr from '../i18n/locales/fr/vod.json';
import vodNl from '../i18n/locales/nl/vod.json';
import { uiCatalogues } from './catalogue';
import { Dialog } from './Dialog';
import { EmptyState } from './EmptyState';
import { guestErrorMessage, MAX_HUB_MESSAGE_LENGTH } from './errors';
// the notice's VOD messages (the VOD widgets install these texts)
import './vod-errors';
import { Fact } from './Fact';
import { InputField } from './Field';
import { Loading } from './Loading';
import { ErrorNotice } from './Notice';
import { Picture } from './Picture';
import { Popover } from './Popover';
import { QueryView } from './QueryView';
import { RouteLink } from './RouteLink';
import { StaleNote } from './StaleNote';
import { moveBetweenStops } from './focus';
import { VirtualGrid } from './VirtualGrid';

const meta = {
  tag: 'lido-ui-kit-test',
  description: 'Test widget: renders whatever the test puts on its stage.',
  attributes: [],
  events: [],
  parts: [],
  cssProperties: [],
} as const satisfies WidgetMeta;

/** What the test widget renders (React elements made here, rendered inside the widget). */
const stage = createStore<{ node: ReactNode }>(() => ({ node: null }));
// the VOD texts too: the notice's VOD messages are the vod namespace's
defineWidget(meta, () => <>{useStore(stage, (state) => state.node)}</>, undefined, { ...uiCatalogues, vod: { de: vodDe, en: vodEn, fr: vodFr, nl: vodNl } });

async function show(node: ReactNode): Promise<HTMLElement> {
  stage.setState({ node });
  const element = place('<lido-ui-kit-test></lido-ui-kit-test>');
  await waitFor(() => element.shadowRoot?.childElementCount, 4000, 'widget rendered');
  return element;
}

afterEach(async () => {
  stage.setState({ node: null });
  await cleanUp();
});

/** A HubError exactly as the hub client builds it from an answer (status, content type, body). */
async function hubErrorFrom(status: number, contentType: string, body: string): Promise<HubError> {
  const hub = createHub({
    sessionId: () => null,
    apiUrl: () => 'http://hub.test/api/',
    securedOrigin: () => false,
    fetch: async () => new Response(body, { status, headers: { 'content-type': contentType } }),
  });
  try {
    await hub.get('cms/articles/findById/1', undefined, { quiet: true });
  } catch (caught) {
    assert(caught instanceof HubError, 'a HubError');
    return caught;
  }
  throw new Error('the call did not fail');
}

const BAD_GATEWAY = `<!DOCTYPE html>
<html><head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.24.0</center></body></html>`;

const JAVA_TRACE = `There has been an error: java.lang.NullPointerException: Cannot invoke "String.length()"
\tat com.provider.hub.cms.ArticleService.findById(ArticleService.java:142)
\tat com.provider.hub.cms.ArticleController.find(ArticleController.java:57)
\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)`;

describe('ErrorNotice: errors a guest can read', () => {
  it('a proxy\'s "502 Bad Gateway" HTML page: the status text, never the markup', async () => {
    const error = await hubErrorFrom(502, 'text/html', BAD_GATEWAY);
    let retried = 0;
    const element = await show(<ErrorNotice error={error} onRetry={() => (retried += 1)} />);
    const notice = await until(element, '.notice.error[role="alert"]');
    expect(text(element, '.notice.error p')).toBe('There has been an error: The hub had a problem (502)');
    assert(!notice.textContent!.includes('<') && !notice.textContent!.includes('nginx'), notice.textContent!);
    expect(notice.querySelectorAll('*').length, 'only the sentence and the retry button').toBe(2);
    $<HTMLButtonElement>(element, '.notice.error button')!.click();
    expect(retried).toBe(1);
  });

  it('a Java stack trace after "There has been an error:": the status text, no trace', async () => {
    const error = await hubErrorFrom(500, 'text/plain', JAVA_TRACE);
    const element = await show(<ErrorNotice error={error} />);
    const message = text(element, '.notice.error p');
    expect(message).toBe('There has been an error: The hub had a problem (500)');
    assert(!/java|\tat |Exception/.test(element.shadowRoot!.textContent!), element.shadowRoot!.textContent!);
  });

  it("the hub's JSON message field when it is human text (first line; markup, code and over-long text give the class text)", async () => {
    const json = (body: unknown) => hubErrorFrom(409, 'application/json', JSON.stringify(body));
    const element = await show(<ErrorNotice error={await json({ error: 'conflict', message: 'The excursion is fully booked' })} />);
    expect(text(element, '.notice.error p')).toBe('There has been an error: The excursion is fully booked');

    const t = core.i18n.getFixedT('en', 'ui');
    expect(guestErrorMessage(await json({ message: 'Booking refused\n\tat com.provider.Booking.save(Booking.java:9)' }), t)).toBe('Booking refused');
    // markup and an over-long message are not human text (core/ui/errors.ts humanText): the class text
    expect(guestErrorMessage(await json({ message: '<b>Booking</b> refused' }), t)).toBe('The request was refused (409)');
    expect(guestErrorMessage(await json({ message: 'x '.repeat(MAX_HUB_MESSAGE_LENGTH) }), t)).toBe('The request was refused (409)');
    expect(guestErrorMessage(await json(['not', 'an object']), t)).toBe('The request was refused (409)');
    expect(guestErrorMessage(await hubErrorFrom(503, 'application/json', '{"message": "Maintenance until 14:00"}'), t)).toBe('Maintenance until 14:00');
    // an exception in the message field: the class text (issue 31)
    expect(
      guestErrorMessage(
        await hubErrorFrom(500, 'application/json', JSON.stringify({ message: 'java.lang.NullPointerException: Cannot invoke "String.length()"' })),
        t,
      ),
    ).toBe('The hub had a problem (500)');
  });

  it('a translated text for the status otherwise; "Content not found" for a 404', async () => {
    const t = core.i18n.getFixedT('en', 'ui');
    expect(guestErrorMessage(new HubError('fetch failed', 'NETWORK'), t)).toBe('The hub cannot be reached');
    expect(guestErrorMessage(new HubError('Request timed out', 'TIMEOUT'), t)).toBe('The hub did not answer in time');
    expect(guestErrorMessage(new HubError('Invalid response from hub', 'INVALID_RESPONSE'), t)).toBe("The hub's answer could not be read");
    expect(guestErrorMessage(new HubError('HTTP 401', 401, 'Unauthorized'), t)).toBe('The request was refused (401)');
    expect(guestErrorMessage(new TypeError("Cannot read properties of undefined (reading 'id')"), t)).toBe('Something did not work');

    const notFound = await hubErrorFrom(404, 'application/json', JSON.stringify({ error: 'not_found', message: 'No article 7' }));
    const element = await show(<ErrorNotice error={notFound} />);
    expect(text(element, '.notice.error p')).toBe('Content not found');

    await core.i18n.changeLanguage('de');
    await waitFor(() => text(element, '.notice.error p') === 'Inhalt nicht gefunden' || null, 3000, 'German');
    stage.setState({ node: <ErrorNotice error={new HubError('fetch failed', 'NETWORK')} onRetry={() => {}} /> });
    await waitFor(
      () => text(element, '.notice.error p') === 'Es ist ein Fehler aufgetreten: Der Hub ist nicht erreichbar' || null,
      3000,
      'German network text',
    );
    expect(text(element, '.notice.error button')).toBe('Erneut versuchen');
  });

  it('VOD messages read as the VOD views always showed them', async () => {
    const element = await show(<ErrorNotice error={{ key: 'errorRetrievingPlayoutAssets', detail: 'Title 68 has no playout assets' }} />);
    expect(text(element, '.notice.error p')).toBe('error while retrieving playout assets: Title 68 has no playout assets');
    stage.setState({ node: <ErrorNotice error={{ key: 'providerMessage', detail: '<html><body>Proxy error</body></html>' }} /> });
    await waitFor(() => text(element, '.notice.error p') === 'No detailed message available' || null, 2000, 'markup in a provider message is not shown');
  });
});

describe('Picture', () => {
  before(async () => {
    await core.config.load();
  });

  it('lazy, with its size; falls back to the default picture, then to a plain surface', async () => {
    const fallback = core.stores.configuration.getState().hubSettings.defaultImageUrl;
    assert(fallback, 'the hub configures a default picture');
    const missing = `${hubUrl()}/api/blobs/image?id=999999`;
    const element = await show(<Picture src={missing} alt="Deck 7" width={400} height={300} />);
    const img = await waitFor(() => $$<HTMLImageElement>(element, 'img.picture').find((node) => node.dataset.fallback === 'true'), 5000, 'fallback');
    expect(img.getAttribute('src')).toBe(fallback);
    expect(img.loading).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')].join('x')).toBe('400x300');
    expect(img.alt).toBe('Deck 7');

    const configuration = core.stores.configuration.getState();
    core.stores.configuration.setState({ hubSettings: { ...configuration.hubSettings, defaultImageUrl: `${hubUrl()}/api/blobs/image?id=999998` } });
    try {
      stage.setState({ node: <Picture src={missing} alt="Deck 8" eager /> });
      const empty = await until(element, 'span.picture-empty[role="img"]', 5000);
      expect(empty.getAttribute('aria-label')).toBe('Deck 8');
      expect($(element, 'img'), 'no broken-image icon').toBe(null);
    } finally {
      core.stores.configuration.setState({ hubSettings: configuration.hubSettings });
    }
  });
});

/** A page with a button that opens a dialog. */
function DialogScene() {
  const [open, setOpen] = useState(false);
  const save = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button className="opener" onClick={() => setOpen(true)}>
        Open
      </Button>
      {open && (
        <Dialog labelledBy="scene-title" onClose={() => setOpen(false)} initialFocus={save}>
          <h2 id="scene-title" className="dialog-title">
            A dialog
          </h2>
          <InputField label="Name" name="name" />
          <div className="button-row">
            <Button variant="secondary" className="cancel" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button ref={save} className="save">
              Save
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

const active = (element: HTMLElement) => element.shadowRoot!.activeElement;

describe('Dialog', () => {
  it('modal, in the shadow root; focus trapped, Escape closes, focus restored', async () => {
    const element = await show(<DialogScene />);
    const opener = await until<HTMLButtonElement>(element, '.opener');
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await until<HTMLDialogElement>(element, 'dialog.dialog');
    assert(dialog.open && dialog.matches(':modal'), 'a modal dialog');
    expect(dialog.getRootNode(), 'portalled into the widget’s own shadow root').toBe(element.shadowRoot);
    assert(dialog.parentElement?.hasAttribute('data-floating-ui-portal'), 'through FloatingPortal');
    expect(dialog.getAttribute('aria-labelledby')).toBe('scene-title');
    await waitFor(() => active(element) === $(element, '.save'), 2000, 'initial focus on Save');

    await sendKeys({ press: 'Tab' });
    expect(active(element), 'Tab wraps from the last control to the first').toBe($(element, '.dialog input'));
    await sendKeys({ press: 'Shift+Tab' });
    expect(active(element), 'Shift+Tab wraps back to the last').toBe($(element, '.save'));
    await sendKeys({ press: 'Shift+Tab' });
    expect(active(element)).toBe($(element, '.cancel'));

    await expectNoAxeViolations(element);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$(element, 'dialog'), 2000, 'closed by Escape');
    expect(active(element), 'focus back on the button that opened it').toBe(opener);

    // its own buttons close it too, and focus comes back again
    opener.click();
    await until(element, 'dialog.dialog');
    $<HTMLButtonElement>(element, '.cancel')!.click();
    await waitFor(() => !$(element, 'dialog'), 2000, 'closed by Cancel');
    expect(active(element)).toBe(opener);
  });
});

/** Cards that open a dialog; opening one refetches the list, so React renders every card anew. */
function RerenderScene({ keyed }: { keyed: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <>
      {['Morning stretch', 'Pool games'].map((title) => (
        // a new key per version: new <button> elements, the old ones leave the DOM
        <button
          key={`${title}-${version}`}
          type="button"
          className="card"
          data-focus-key={keyed ? title : undefined}
          onClick={() => (setOpen(title), setVersion((v) => v + 1))}
        >
          {title}
        </button>
      ))}
      {open && (
        <Dialog label={open} onClose={() => setOpen(null)}>
          <p>{open}</p>
          <Button className="ok" onClick={() => setOpen(null)}>
            OK
          </Button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog: focus back to the opener', () => {
  for (const keyed of [false, true]) {
    it(`after Escape, also when the opener was rendered anew meanwhile (${keyed ? 'found by its data-focus-key' : 'found by its name and place'}), with its ring`, async () => {
      const element = await show(<RerenderScene keyed={keyed} />);
      const cards = await waitFor(() => ($$(element, '.card').length === 2 ? $$(element, '.card') : null), 2000, 'the cards');
      cards[1]!.focus();
      await sendKeys({ press: 'Enter' });
      await until(element, 'dialog.dialog');
      await waitFor(() => !cards[1]!.isConnected, 2000, 'the opener rendered anew');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !$(element, 'dialog'), 2000, 'closed by Escape');
      const again = $$(element, '.card')[1]!;
      assert(again !== cards[1], 'another element than the one that opened it');
      await waitFor(() => active(element) === again, 2000, 'focus on the card that replaced the opener, not on <body>');
      expect(again.textContent).toBe('Pool games');
      assert(again.matches(':focus-visible'), 'with its focus ring (closed from the keyboard)');
    });
  }
});

describe('VirtualGrid', () => {
  it('keyboard focus stays on the tiles while rows scroll out of the rendered window', async () => {
    const items = Array.from({ length: 200 }, (_, index) => ({ id: `tile-${index}` }));
    const element = await show(
      <VirtualGrid
        items={items}
        getKey={(item) => item.id}
        label="Tiles"
        ratio={0.75}
        captionHeight={40}
        complete
        total={items.length}
        renderTile={(item, _index, focus) => (
          <button type="button" className="tile" tabIndex={focus.tabIndex} data-index={focus['data-index']}>
            {item.id}
          </button>
        )}
      />,
    );
    const first = await until<HTMLButtonElement>(element, 'button.tile');
    first.focus();
    // far enough that the first rows leave the rendered window (the bug: every tile remounted, focus lost)
    for (let step = 0; step < 12; step += 1) {
      await sendKeys({ press: 'ArrowDown' });
      await nextTask();
    }
    await waitFor(() => active(element)?.matches('button.tile') && !$(element, '[data-index="0"]'), 3000, 'a focused tile, the first row gone');
    const focused = Number(active(element)!.getAttribute('data-index'));
    expect(focused).toBeGreaterThan(20);
    await sendKeys({ press: 'End' });
    await waitFor(() => active(element)?.getAttribute('data-index') === '199', 3000, 'the last tile focused');
    window.scrollTo(0, 0);
  });
});

describe('Popover', () => {
  it('opens from its trigger, in the shadow root; Escape closes it and focus returns', async () => {
    const element = await show(
      <Popover
        label="Opening hours"
        trigger={(props) => (
          <Button {...(props as object)} className="trigger">
            Hours
          </Button>
        )}
      >
        {(close) => (
          <>
            <p>Open from 9:00 to 18:00.</p>
            <Button variant="secondary" className="close" onClick={close}>
              Close
            </Button>
          </>
        )}
      </Popover>,
    );
    const trigger = await until<HTMLButtonElement>(element, '.trigger');
    trigger.focus();
    await sendKeys({ press: 'Enter' });
    const popover = await until(element, '.popover[role="dialog"]');
    expect(popover.getAttribute('aria-label')).toBe('Opening hours');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(popover.getRootNode()).toBe(element.shadowRoot);
    await waitFor(() => active(element) === $(element, '.popover .close'), 2000, 'focus inside');
    await expectNoAxeViolations(element);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$(element, '.popover'), 2000, 'closed by Escape');
    await waitFor(() => active(element) === trigger, 2000, 'focus back on the trigger');
  });
});

describe('Field', () => {
  it('label, hint and error are tied to the control', async () => {
    const element = await show(<InputField label="PIN" hint="4 digits" error="Please enter 4 digits" name="pin" />);
    const input = await until<HTMLInputElement>(element, 'input');
    expect($<HTMLLabelElement>(element, 'label')!.htmlFor).toBe(input.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => element.shadowRoot!.getElementById(id)?.textContent);
    expect(described.join(' | ')).toBe('4 digits | Please enter 4 digits');
  });
});

describe('AcceptConditions', () => {
  function Accept({ error }: { error?: string }) {
    const [accepted, setAccepted] = useState(false);
    const [sent, setSent] = useState(false);
    return (
      <form
        className="accept-form"
        data-sent={sent || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          setSent(true);
        }}
      >
        <AcceptConditions
          texts={['<p>Held for <b>15 minutes</b>.</p>']}
          label="I accept the conditions"
          accepted={accepted}
          onChange={setAccepted}
          error={accepted ? null : error}
        />
      </form>
    );
  }

  it("the terms sanitised, a labelled box that Space and Enter (a remote's OK) tick without sending the form", async () => {
    const element = await show(<Accept />);
    await until(element, '.conditions-text b');
    expect(text(element, '.conditions-text')).toBe('Held for 15 minutes.');
    const box = $<HTMLInputElement>(element, '.accept-conditions input')!;
    expect(box.labels?.[0]?.textContent).toBe('I accept the conditions');
    box.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => box.checked, 2000, 'ticked by Enter');
    await sendKeys({ press: 'Space' });
    await waitFor(() => !box.checked, 2000, 'unticked by Space');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => box.checked, 2000, 'ticked again');
    expect($(element, '.accept-form')!.hasAttribute('data-sent'), 'Enter did not send the form').toBe(false);
  });

  it('its error is tied to the box, and goes once it is ticked', async () => {
    const element = await show(<Accept error="Please accept the conditions." />);
    const box = await until<HTMLInputElement>(element, '.accept-conditions input');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(element.shadowRoot!.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Please accept the conditions.');
    await expectNoAxeViolations(element);
    box.click();
    await waitFor(() => $(element, '.field-error') === null, 2000, 'error gone');
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.hasAttribute('aria-describedby')).toBe(false);
  });
});

/** A hub read the test controls: each fetch waits for the test to answer it. */
function controlledRead<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  const next = () => waitFor(() => pending.shift(), 3000, 'a fetch');
  return { fetcher, next };
}

function Read({ queryKey, fetcher }: { queryKey: string; fetcher: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['ui-kit-test', queryKey], queryFn: fetcher, retry: false, staleTime: 0, gcTime: 0 });
  return (
    <QueryView query={query} isEmpty={(items) => items.length === 0} empty="No excursions today.">
      {(items) => (
        <ul className="items">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('QueryView', () => {
  it('loading, error with retry, data, stale after a failed refetch, empty', async () => {
    const read = controlledRead<string[]>();
    const element = await show(<Read queryKey="states" fetcher={read.fetcher} />);
    const loading = await until(element, '.loading[role="status"]');
    expect(loading.textContent).toBe('Loading…');

    (await read.next()).reject(await hubErrorFrom(500, 'application/json', '{"message":"Schedules are being rebuilt"}'));
    await until(element, '.notice.error');
    expect(text(element, '.notice.error p')).toBe('There has been an error: Schedules are being rebuilt');
    $<HTMLButtonElement>(element, '.notice.error button')!.click();
    await until(element, '.loading');
    (await read.next()).resolve(['Palma by bike', 'Valldemossa']);
    await until(element, '.items');
    expect($$(element, '.items li').length).toBe(2);
    expect($(element, '.stale-note'), 'fresh data: no note').toBe(null);

    // a refetch fails: the data stays, with the time it is from
    const query = core.queryClient.getQueryCache().find({ queryKey: ['ui-kit-test', 'states'] })!;
    void core.queryClient.refetchQueries({ queryKey: ['ui-kit-test', 'states'] });
    (await read.next()).reject(new HubError('fetch failed', 'NETWORK'));
    const note = await until(element, '.stale-note');
    const at = new Date(query.state.dataUpdatedAt);
    const hhmm = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    expect(note.textContent).toBe(`As of ${hhmm}`);
    expect($$(element, '.items li').length, 'still shown').toBe(2);
    expect($(element, '.notice.error'), 'no error notice while there is data').toBe(null);

    void core.queryClient.refetchQueries({ queryKey: ['ui-kit-test', 'states'] });
    (await read.next()).resolve([]);
    await until(element, '.empty');
    expect(text(element, '.empty')).toBe('No excursions today.');
    expect($(element, '.stale-note')).toBe(null);
  });

  it('data shown while the hub is unreachable carries the stale note', async () => {
    const read = controlledRead<string[]>();
    const element = await show(<Read queryKey="offline" fetcher={read.fetcher} />);
    (await read.next()).resolve(['Sunset cruise']);
    await until(element, '.items');
    expect($(element, '.stale-note')).toBe(null);
    core.connection.unreachable();
    try {
      await until(element, '.stale-note');
    } finally {
      core.connection.reachable();
    }
    await waitFor(() => !$(element, '.stale-note'), 2000, 'note gone once the hub answers');
  });
});

describe('useSignedIn and useUiSetting', () => {
  function Probe() {
    const signedIn = useSignedIn();
    const pinLogin = useUiSetting('pinLogin');
    return <p className="probe">{`${signedIn ? 'in' : 'out'} ${pinLogin ? 'pin' : 'no-pin'}`}</p>;
  }

  it('follow sign-in, logout and the hub UI settings; a switch is on only when the hub says true', async () => {
    const configuration = core.stores.configuration.getState();
    const withSettings = (uiSettings: Record<string, unknown>) =>
      core.stores.configuration.setState({
        hubSettings: { ...configuration.hubSettings, uiSettings: { ...configuration.hubSettings.uiSettings, ...uiSettings } },
      });
    try {
      withSettings({ pinLogin: 'yes' });
      const element = await show(<Probe />);
      await waitFor(() => text(element, '.probe') === 'out no-pin', 2000, 'signed out, "yes" is no true');
      withSettings({ pinLogin: true });
      await waitFor(() => text(element, '.probe') === 'out pin', 2000, 'the switch on');
      await signIn();
      await waitFor(() => text(element, '.probe') === 'in pin', 4000, 'signed in');
      signOut();
      await waitFor(() => text(element, '.probe') === 'out pin', 2000, 'logged out');
    } finally {
      signOut();
      core.stores.configuration.setState({ hubSettings: configuration.hubSettings });
    }
  });
});

describe('the kit together', () => {
  it('is axe-clean through the shadow root', async () => {
    const element = await show(
      <main>
        <h1>Kit</h1>
        <Loading />
        <Loading variant="skeleton" lines={2} />
        <ErrorNotice error={new HubError('Request timed out', 'TIMEOUT')} onRetry={() => {}} />
        <StaleNote updatedAt={Date.now() - 60_000} />
        <EmptyState />
        <Button>Primary</Button>{' '}
        <Button variant="secondary" busy>
          Busy
        </Button>
        <InputField label="Cabin" error="Please enter your cabin number" />
        <Picture src={null} alt="" width={40} height={30} />
        <RouteLink to="/vod/overview" className="button secondary">
          Films
        </RouteLink>
        <dl className="facts">
          <Fact label="Year">2024</Fact>
        </dl>
      </main>,
    );
    await until(element, '.skeleton-line');
    await nextTask();
    expect(text(element, '.empty')).toBe('There is nothing here yet.');
    expect($(element, '.button[aria-busy="true"]')!.getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(element);
  });
});

describe('moveBetweenStops (a TV remote: Up and Down between the controls of a page)', () => {
  it('moves focus to the next and previous control, enters a choice list at its tabbable option, leaves text fields alone', async () => {
    const element = await show(
      <div onKeyDown={moveBetweenStops}>
        <button type="button" className="one">
          One
        </button>
        <input type="text" aria-label="Text" className="text" />
        <div role="listbox" aria-label="Choices" data-stop="" className="list">
          <div role="option" aria-selected="false" tabIndex={-1}>
            A
          </div>
          <div role="option" aria-selected="true" tabIndex={0} className="chosen">
            B
          </div>
        </div>
        <input type="checkbox" aria-label="Tick" className="tick" />
      </div>,
    );
    const root = element.shadowRoot!;
    const press = (key: string) => root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
    $<HTMLButtonElement>(element, '.one')!.focus();
    press('ArrowDown');
    expect(root.activeElement).toBe($(element, '.text'));
    press('ArrowDown'); // a text field keeps its arrow keys
    expect(root.activeElement).toBe($(element, '.text'));
    $<HTMLElement>(element, '.chosen')!.focus();
    press('ArrowDown');
    expect(root.activeElement).toBe($(element, '.tick'));
    press('ArrowUp');
    expect(root.activeElement).toBe($(element, '.chosen'));
    press('ArrowUp');
    expect(root.activeElement).toBe($(element, '.text'));
  });
});
