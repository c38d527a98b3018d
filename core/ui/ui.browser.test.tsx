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
import { assert, equal, nextTask, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, cleanUp, core, hubUrl, place, text, until } from '../../tests/helpers/widget-page';
import { Button } from './Button';
import { uiCatalogues } from './catalogue';
import { Dialog } from './Dialog';
import { EmptyState } from './EmptyState';
import { guestErrorMessage, MAX_HUB_MESSAGE_LENGTH } from './errors';
import { Fact } from './Fact';
import { InputField } from './Field';
import { Loading } from './Loading';
import { ErrorNotice } from './Notice';
import { Picture } from './Picture';
import { Popover } from './Popover';
import { QueryView } from './QueryView';
import { RouteLink } from './RouteLink';
import { StaleNote } from './StaleNote';

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
defineWidget(meta, () => <>{useStore(stage, (state) => state.node)}</>, undefined, uiCatalogues);

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
    equal(text(element, '.notice.error p'), 'There has been an error: The hub had a problem (502)');
    assert(!notice.textContent!.includes('<') && !notice.textContent!.includes('nginx'), notice.textContent!);
    equal(notice.querySelectorAll('*').length, 2, 'only the sentence and the retry button');
    $<HTMLButtonElement>(element, '.notice.error button')!.click();
    equal(retried, 1);
  });

  it('a Java stack trace after "There has been an error:": the status text, no trace', async () => {
    const error = await hubErrorFrom(500, 'text/plain', JAVA_TRACE);
    const element = await show(<ErrorNotice error={error} />);
    const message = text(element, '.notice.error p');
    equal(message, 'There has been an error: The hub had a problem (500)');
    assert(!/java|\tat |Exception/.test(element.shadowRoot!.textContent!), element.shadowRoot!.textContent!);
  });

  it("the hub's JSON message field when there is one (first line, no markup, not too long)", async () => {
    const json = (body: unknown) => hubErrorFrom(409, 'application/json', JSON.stringify(body));
    const element = await show(<ErrorNotice error={await json({ error: 'conflict', message: 'The excursion is fully booked' })} />);
    equal(text(element, '.notice.error p'), 'There has been an error: The excursion is fully booked');

    const t = core.i18n.getFixedT('en', 'ui');
    equal(guestErrorMessage(await json({ message: 'Booking refused\n\tat com.provider.Booking.save(Booking.java:9)' }), t), 'Booking refused');
    // markup is dropped and a long message cut (the client's reading: HubError.hubMessage)
    equal(guestErrorMessage(await json({ message: '<b>Booking</b> refused' }), t), 'Booking refused');
    equal(guestErrorMessage(await json({ message: 'x'.repeat(MAX_HUB_MESSAGE_LENGTH + 1) }), t), `${'x'.repeat(MAX_HUB_MESSAGE_LENGTH - 1)}…`);
    equal(guestErrorMessage(await json(['not', 'an object']), t), 'The request was refused (409)');
    equal(guestErrorMessage(await hubErrorFrom(503, 'application/json', '{"message": "Maintenance until 14:00"}'), t), 'Maintenance until 14:00');
    // HubError.hubMessage (the client's own reading of the body), once it carries one, comes first
    const carried = Object.assign(new HubError('raw', 500, { message: 'from data' }), { hubMessage: 'from the client' });
    equal(guestErrorMessage(carried, t), 'from the client');
  });

  it('a translated text for the status otherwise; "Content not found" for a 404', async () => {
    const t = core.i18n.getFixedT('en', 'ui');
    equal(guestErrorMessage(new HubError('fetch failed', 'NETWORK'), t), 'The hub cannot be reached');
    equal(guestErrorMessage(new HubError('Request timed out', 'TIMEOUT'), t), 'The hub did not answer in time');
    equal(guestErrorMessage(new HubError('Invalid response from hub', 'INVALID_RESPONSE'), t), "The hub's answer could not be read");
    equal(guestErrorMessage(new HubError('HTTP 401', 401, 'Unauthorized'), t), 'The request was refused (401)');
    equal(guestErrorMessage(new TypeError("Cannot read properties of undefined (reading 'id')"), t), 'Something did not work');

    const notFound = await hubErrorFrom(404, 'application/json', JSON.stringify({ error: 'not_found', message: 'No article 7' }));
    const element = await show(<ErrorNotice error={notFound} />);
    equal(text(element, '.notice.error p'), 'Content not found');

    await core.i18n.changeLanguage('de');
    await waitFor(() => text(element, '.notice.error p') === 'Inhalt nicht gefunden' || null, 3000, 'German');
    stage.setState({ node: <ErrorNotice error={new HubError('fetch failed', 'NETWORK')} onRetry={() => {}} /> });
    await waitFor(() => text(element, '.notice.error p') === 'Es ist ein Fehler aufgetreten: Der Hub ist nicht erreichbar' || null, 3000, 'German network text');
    equal(text(element, '.notice.error button'), 'Erneut versuchen');
  });

  it('VOD messages read as the VOD views always showed them', async () => {
    const element = await show(<ErrorNotice error={{ key: 'errorRetrievingPlayoutAssets', detail: 'Title 68 has no playout assets' }} />);
    equal(text(element, '.notice.error p'), 'error while retrieving playout assets: Title 68 has no playout assets');
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
    equal(img.getAttribute('src'), fallback);
    equal(img.loading, 'lazy');
    equal([img.getAttribute('width'), img.getAttribute('height')].join('x'), '400x300');
    equal(img.alt, 'Deck 7');

    const configuration = core.stores.configuration.getState();
    core.stores.configuration.setState({ hubSettings: { ...configuration.hubSettings, defaultImageUrl: `${hubUrl()}/api/blobs/image?id=999998` } });
    try {
      stage.setState({ node: <Picture src={missing} alt="Deck 8" eager /> });
      const empty = await until(element, 'span.picture-empty[role="img"]', 5000);
      equal(empty.getAttribute('aria-label'), 'Deck 8');
      equal($(element, 'img'), null, 'no broken-image icon');
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
          <div className="dialog-actions">
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
    equal(dialog.getRootNode(), element.shadowRoot, 'portalled into the widget’s own shadow root');
    assert(dialog.parentElement?.hasAttribute('data-floating-ui-portal'), 'through FloatingPortal');
    equal(dialog.getAttribute('aria-labelledby'), 'scene-title');
    await waitFor(() => active(element) === $(element, '.save'), 2000, 'initial focus on Save');

    await sendKeys({ press: 'Tab' });
    equal(active(element), $(element, '.dialog input'), 'Tab wraps from the last control to the first');
    await sendKeys({ press: 'Shift+Tab' });
    equal(active(element), $(element, '.save'), 'Shift+Tab wraps back to the last');
    await sendKeys({ press: 'Shift+Tab' });
    equal(active(element), $(element, '.cancel'));

    await expectNoAxeViolations(element);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$(element, 'dialog'), 2000, 'closed by Escape');
    equal(active(element), opener, 'focus back on the button that opened it');

    // its own buttons close it too, and focus comes back again
    opener.click();
    await until(element, 'dialog.dialog');
    $<HTMLButtonElement>(element, '.cancel')!.click();
    await waitFor(() => !$(element, 'dialog'), 2000, 'closed by Cancel');
    equal(active(element), opener);
  });
});

describe('Popover', () => {
  it('opens from its trigger, in the shadow root; Escape closes it and focus returns', async () => {
    const element = await show(
      <Popover label="Opening hours" trigger={(props) => <Button {...(props as object)} className="trigger">Hours</Button>}>
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
    equal(popover.getAttribute('aria-label'), 'Opening hours');
    equal(trigger.getAttribute('aria-expanded'), 'true');
    equal(popover.getRootNode(), element.shadowRoot);
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
    equal($<HTMLLabelElement>(element, 'label')!.htmlFor, input.id);
    equal(input.getAttribute('aria-invalid'), 'true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => element.shadowRoot!.getElementById(id)?.textContent);
    equal(described.join(' | '), '4 digits | Please enter 4 digits');
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
    equal(loading.textContent, 'Loading…');

    (await read.next()).reject(await hubErrorFrom(500, 'application/json', '{"message":"Schedules are being rebuilt"}'));
    await until(element, '.notice.error');
    equal(text(element, '.notice.error p'), 'There has been an error: Schedules are being rebuilt');
    $<HTMLButtonElement>(element, '.notice.error button')!.click();
    await until(element, '.loading');
    (await read.next()).resolve(['Palma by bike', 'Valldemossa']);
    await until(element, '.items');
    equal($$(element, '.items li').length, 2);
    equal($(element, '.stale-note'), null, 'fresh data: no note');

    // a refetch fails: the data stays, with the time it is from
    const query = core.queryClient.getQueryCache().find({ queryKey: ['ui-kit-test', 'states'] })!;
    void core.queryClient.refetchQueries({ queryKey: ['ui-kit-test', 'states'] });
    (await read.next()).reject(new HubError('fetch failed', 'NETWORK'));
    const note = await until(element, '.stale-note');
    const at = new Date(query.state.dataUpdatedAt);
    const hhmm = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    equal(note.textContent, `As of ${hhmm}`);
    equal($$(element, '.items li').length, 2, 'still shown');
    equal($(element, '.notice.error'), null, 'no error notice while there is data');

    void core.queryClient.refetchQueries({ queryKey: ['ui-kit-test', 'states'] });
    (await read.next()).resolve([]);
    await until(element, '.empty');
    equal(text(element, '.empty'), 'No excursions today.');
    equal($(element, '.stale-note'), null);
  });

  it('data shown while the hub is unreachable carries the stale note', async () => {
    const read = controlledRead<string[]>();
    const element = await show(<Read queryKey="offline" fetcher={read.fetcher} />);
    (await read.next()).resolve(['Sunset cruise']);
    await until(element, '.items');
    equal($(element, '.stale-note'), null);
    core.connection.unreachable();
    try {
      await until(element, '.stale-note');
    } finally {
      core.connection.reachable();
    }
    await waitFor(() => !$(element, '.stale-note'), 2000, 'note gone once the hub answers');
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
        <Button>Primary</Button> <Button variant="secondary" busy>
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
    equal(text(element, '.empty'), 'There is nothing here yet.');
    equal($(element, '.button[aria-busy="true"]')!.getAttribute('aria-disabled'), 'true');
    await expectNoAxeViolations(element);
  });
});
