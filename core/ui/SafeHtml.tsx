/**
 * CMS HTML (article descriptions, cabin messages, feedback profiles, conditions …) is untrusted:
 * it is shown only through the one sanitiser (core/html/sanitize.ts, DOMPurify), which is its own
 * chunk — a page without HTML never loads it; a widget that will show HTML starts loading it
 * early with `void loadSanitizer().catch(() => {})`. Nothing is shown until it is loaded.
 */
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from '../react/index';
import { isPlainClick } from './RouteLink';

type Sanitize = (html: string | null | undefined) => string;
let sanitizer: Sanitize | null = null;
let loadingSanitizer: Promise<Sanitize> | null = null;

/**
 * The one sanitiser (core/html/sanitize.ts, with DOMPurify) is its own chunk: an overview without
 * HTML never loads it; the article page and the schedule start loading it as they load.
 */
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

/**
 * CMS HTML, always through the one sanitiser (nothing is shown until it is loaded). Links to
 * spec routes inside the text navigate like every other widget link (lido-navigate).
 */
export function SafeHtml({ html, className, part }: { html: string | null | undefined; className?: string; part?: string }) {
  const navigate = useNavigate();
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize && html ? sanitize(html) : ''), [sanitize, html]);
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
  return <div className={className ? `cms-html ${className}` : 'cms-html'} part={part} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}

