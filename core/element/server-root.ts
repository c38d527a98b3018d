/**
 * A widget the server rendered (issue 36, host-site/src/ssr.ts): the host site sends an element's
 * shadow root as declarative shadow DOM, marked `data-lido-ssr="<language> <device type> <tv|-> <visitor|guest> <theme>"`
 * on the element, and the answers it rendered from in `<script type="application/json" id="lido-ssr">`:
 * `{ queries: DehydratedState }`.
 *
 * The page's core takes those answers once, before the element renders (no second request for
 * them), and an element hydrates its server root only when the core has the inputs the server
 * rendered with (renderInputs); otherwise it renders anew on the client. The device configuration is not among
 * the answers: a hub may tell a kiosk or a cabin TV by its address, and the server's answer is the
 * server's, so the client asks for its own as before. Its theme and device type are inputs, so the
 * element decides once it has arrived (the server's tree stays on screen meanwhile).
 */
import type { DehydratedState } from '@tanstack/react-query';
import { dateLocaleOf } from '../format/dob';
import type { LidoCore } from '../index';
import { SERVER_ATTRIBUTE, SERVER_PAYLOAD_ID, SERVER_STYLE_ATTRIBUTE } from './server-marks';

interface ServerPayload {
  queries?: DehydratedState;
}

const SEEDED = new WeakSet<Document>();

/** Seeds the core with the page's server answers (once per document); false when there are none. */
export function seedFromServer(doc: Document, core: LidoCore): boolean {
  if (SEEDED.has(doc)) return true;
  const script = doc.getElementById(SERVER_PAYLOAD_ID);
  if (!script?.textContent) return false;
  SEEDED.add(doc);
  try {
    const payload = JSON.parse(script.textContent) as ServerPayload;
    if (payload.queries) takeAnswers(core, payload.queries);
    return true;
  } catch (error) {
    console.warn('[lido] the server-rendered answers could not be read; the page renders on the client', error);
    return false;
  }
}

/**
 * The server's answers into the page's query cache, where they are newer than what the device kept
 * (TanStack's hydrate() does this and more — mutations, streamed promises — for 1 KiB the floor
 * engines' bundle has no room for; the server only ever sends settled reads).
 */
function takeAnswers(core: LidoCore, state: DehydratedState): void {
  const cache = core.queryClient.getQueryCache();
  for (const { queryKey, queryHash, state: answer } of state.queries) {
    const kept = cache.get(queryHash);
    if (!kept) cache.build(core.queryClient, { queryKey, queryHash }, answer);
    else if (kept.state.dataUpdatedAt < answer.dataUpdatedAt) kept.setState(answer);
  }
}

/**
 * What a render depends on beyond the answers: the language (with its date order), the device type, 10-foot mode (a TV's
 * user agent turns it on), whether a guest is signed in (the server renders for a visitor: it
 * holds no guest data) and the theme. The
 * server marks its root with it; the client hydrates only where its own is the same. Hydration
 * keeps the server's attributes where the first client render differs (a signage screen's three
 * columns stayed the server's four), so a different device renders anew instead (the server's
 * device type is the hub's answer to the server; a kiosk's or a TV's may only arrive later, and
 * then updates the hydrated tree as any change does).
 */
export function renderInputs(core: LidoCore): string {
  const { theme, tenFoot } = core.stores.configuration.getState();
  const guest = core.stores.authentication.getState().sessionId ? 'guest' : 'visitor';
  // the date locale, not only the language: a browser that sends no Accept-Language (headless Chromium 69) may still say en-US
  return [dateLocaleOf(core.i18n.language, core.navigator.language), core.config.rules().deviceType, tenFoot ? 'tv' : '-', guest, theme ?? ''].join(' ');
}

/**
 * Whether `host` holds a server-rendered tree to hydrate: marked, with a shadow root holding more
 * than the server's styles, rendered with the inputs the core has now (renderInputs). The
 * server's `<style>` elements go either way (the element has adopted the same sheets).
 */
export function takeServerRoot(host: HTMLElement, core: LidoCore): boolean {
  const root = host.shadowRoot;
  const inputs = host.getAttribute(SERVER_ATTRIBUTE);
  if (!root || inputs === null) return false;
  for (const style of Array.from(root.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`))) style.remove();
  if (!root.firstElementChild || !seedFromServer(host.ownerDocument, core)) return false;
  return inputs === renderInputs(core);
}
