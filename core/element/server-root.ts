/**
 * A widget the server rendered (issue 36, host-site/src/ssr.ts): the host site sends an element's
 * shadow root as declarative shadow DOM, marked `data-lido-ssr="<language>"` on the element, and
 * the answers it rendered from in `<script type="application/json" id="lido-ssr">`:
 * `{ queries: DehydratedState }`.
 *
 * The page's core takes those answers once, before the element renders (no second request for
 * them), and an element hydrates its server root only when the core shows the language the server
 * rendered in; otherwise it renders anew on the client. The device configuration is not among
 * them: a hub may tell a kiosk or a cabin TV by its address, and the server's answer is the
 * server's, so the client asks for its own as before (it holds up no content).
 */
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { LidoCore } from '../index';

export const SERVER_ATTRIBUTE = 'data-lido-ssr';
export const SERVER_PAYLOAD_ID = 'lido-ssr';
/** Marks the `<style>` elements the server put in a shadow root (the element adopts its own sheets). */
export const SERVER_STYLE_ATTRIBUTE = 'data-lido-ssr-style';

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
    if (payload.queries) hydrate(core.queryClient, payload.queries);
    return true;
  } catch (error) {
    console.warn('[lido] the server-rendered answers could not be read; the page renders on the client', error);
    return false;
  }
}

/**
 * Whether `host` holds a server-rendered tree to hydrate: marked, with a shadow root holding more
 * than the server's styles, rendered in the language the core shows. The server's `<style>`
 * elements go either way (the element has adopted the same sheets).
 */
export function takeServerRoot(host: HTMLElement, core: LidoCore): boolean {
  const root = host.shadowRoot;
  const lang = host.getAttribute(SERVER_ATTRIBUTE);
  if (!root || lang === null) return false;
  host.removeAttribute(SERVER_ATTRIBUTE);
  for (const style of Array.from(root.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`))) style.remove();
  if (!root.firstElementChild || !seedFromServer(host.ownerDocument, core)) return false;
  return core.i18n.language === lang;
}
