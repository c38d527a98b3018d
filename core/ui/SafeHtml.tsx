/**
 * CMS HTML (article and venue descriptions, conditions, event overviews …) is untrusted: it is
 * shown only through the one sanitiser (core/html/sanitize.ts, with DOMPurify), which is its own
 * chunk — a page without HTML never loads it; a page whose main text is HTML starts loading it
 * with its data (`void loadSanitizer()` at module scope).
 */
import { useEffect, useMemo, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useNavigate } from '../react/index';
import { isPlainClick } from './RouteLink';

type Sanitize = (html: string | null | undefined) => string;
let sanitizer: Sanitize | null = null;
let loadingSanitizer: Promise<Sanitize> | null = null;

export function loadSanitizer(): Promise<Sanitize> {
  loadingSanitizer ??= import('../html/sanitize').then(
    (module) => (sanitizer = module.sanitizeHtml),
    (error: unknown) => {
      loadingSanitizer = null; // a later render tries again (flaky links)
      throw error;
    },
  );
  return loadingSanitizer;
}

function useSanitizer(): Sanitize | null {
  const [ready, setReady] = useState<Sanitize | null>(() => sanitizer);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      (sanitize) => live && setReady(() => sanitize),
      () => {
        /* not loaded: the HTML stays hidden, never shown unsanitised */
      },
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

const subscribeNothing = () => () => {};

/**
 * CMS HTML, always through the one sanitiser (nothing is shown until it is loaded). Links to
 * spec routes inside the text navigate like every other widget link (lido-navigate).
 * A server render (host-site/src/ssr.ts) has no DOM to sanitise with, so it leaves the HTML out,
 * and a tree hydrating from it does the same until hydration is done (the server's snapshot):
 * the text follows on the client, never as escaped markup, never as a hydration mismatch.
 */
export function SafeHtml({ html, className, part, id }: { html: string | null | undefined; className?: string; part?: string; id?: string }) {
  const navigate = useNavigate();
  const sanitize = useSanitizer();
  const onServerOrHydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const clean = useMemo(() => (sanitize && html && !onServerOrHydrating ? sanitize(html) : ''), [sanitize, html, onServerOrHydrating]);
  if (!clean) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event)) return;
    const anchor = (event.target as Element).closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.hasAttribute('target') || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
  // The sanitised text may contain links; the click handler only routes them.
  return <div id={id} className={className ? `cms-html ${className}` : 'cms-html'} part={part} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
