/**
 * PDFs, audio and video of an article or a venue (000 §2, §4, §6; 001 §2 venue details). Which
 * kinds a device shows is the caller's business (useDeviceRules: showPdfs, showVideos, pdfMode).
 *
 * PDF viewer: the kit's modal dialog showing one of the article's PDFs page by page, drawn by
 * pdf.js (./pdf-document.ts, loaded on first open). Previous / next page turn the pages (also Page
 * Up / Down and the arrow keys, for a TV remote); a second pair moves between the article's PDFs.
 * The dialog traps focus, Escape closes it, and focus returns to the PDF button of the document
 * shown last — so a PDF button toggles its document shown / hidden.
 *
 * Audio and video: the kit's player (native first, hls.js only on first play), on demand — nothing
 * crosses a satellite link until the guest presses play.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { truncatePdfLabel } from '../../format/text';
import type { Audio, Pdf, Video } from '../../hub/content';
import { useCore, useT } from '../../react/index';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Loading } from '../Loading';
import { ErrorNotice } from '../Notice';
import { StreamPlayer } from '../player/StreamPlayer';
import { useAdoptedSheet } from '../sheet';
import { useMediaT } from '../media-texts';
import sheet from './media-lists.css';
import { openPdfDocument, renderPdfPage, type PdfDocument } from './pdf-document';

// ── PDFs ───────────────────────────────────────────────────────────────────────────────────

export function PdfList({ pdfs, mode: deviceMode }: { pdfs: readonly Pdf[]; mode: 'inline' | 'download' }) {
  // The legacy set (the engine floor) has no pdf.js (./pdf-document.ts): its PDFs open with the engine.
  const mode = __LIDO_LEGACY__ ? 'download' : deviceMode;
  useAdoptedSheet(sheet);
  const t = useMediaT();
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef(new Map<number, HTMLButtonElement>());
  const lastOpened = useRef<number | null>(null);

  const close = () => setOpen(null);
  // Once the viewer is gone, focus goes back to the button of the document shown last (after
  // paging it may not be the one that opened the viewer).
  const shownLast = () => (lastOpened.current === null ? null : openers.current.get(lastOpened.current));

  return (
    <>
      <ul className="pdf-list">
        {pdfs.map((pdf, index) => {
          const label = truncatePdfLabel(pdf.name);
          return (
            <li key={pdf.id}>
              {mode === 'download' ? (
                // App devices download PDFs instead of showing them (000 §6).
                <a
                  className="button pdf-button"
                  href={pdf.url}
                  download={fileName(pdf)}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t('media.downloadPdf', { name: pdf.name })}
                >
                  <PdfIcon />
                  {label}
                </a>
              ) : (
                <button
                  type="button"
                  className="button pdf-button"
                  // The visible (cut) label is the name (WCAG 2.5.3); the full one is the description.
                  title={t('media.openPdf', { name: pdf.name })}
                  aria-haspopup="dialog"
                  aria-pressed={open === index}
                  ref={(element) => {
                    if (element) openers.current.set(index, element);
                    else openers.current.delete(index);
                  }}
                  onClick={() => {
                    lastOpened.current = index;
                    setOpen((current) => (current === index ? null : index));
                  }}
                >
                  <PdfIcon />
                  {label}
                </button>
              )}
              {pdf.description && <span className="pdf-description">{pdf.description}</span>}
            </li>
          );
        })}
      </ul>
      {mode === 'inline' && open !== null && pdfs[open] && (
        <PdfViewer
          pdfs={pdfs}
          index={open}
          onPage={(index) => {
            lastOpened.current = index;
            setOpen(index);
          }}
          onClose={close}
          returnFocus={shownLast}
        />
      )}
    </>
  );
}

function fileName(pdf: Pdf): string {
  const base = pdf.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'document';
  return base.toLowerCase().endsWith('.pdf') ? base : `${base}.pdf`;
}

function PdfViewer({
  pdfs,
  index,
  onPage,
  onClose,
  returnFocus,
}: {
  pdfs: readonly Pdf[];
  index: number;
  onPage: (index: number) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const t = useMediaT();
  const common = useT('common');
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const pdf = pdfs[index]!;
  const count = pdfs.length;
  const pdfDocument = usePdfDocument(pdf.url);
  // Each document opens at its first page (two documents may share one file).
  const [paging, setPaging] = useState({ index, page: 1 });
  const page = paging.index === index ? paging.page : 1;
  const pages = pdfDocument.document?.numPages ?? 0;
  const turn = (by: number) => setPaging({ index, page: Math.min(Math.max(1, page + by), Math.max(1, pages)) });

  return (
    <Dialog className="pdf-viewer" part="pdf-viewer" labelledBy={titleId} onClose={onClose} initialFocus={closeButton} returnFocus={returnFocus}>
      <div
        className="pdf-viewer-content"
        // Page Up / Down turn pages from anywhere in the viewer (a remote's channel keys); the
        // arrow keys on the page itself (elsewhere they move focus between the controls).
        onKeyDown={(event) => {
          const onPage = (event.target as Element).classList.contains('pdf-canvas');
          const by = { PageDown: 1, PageUp: -1, ...(onPage ? { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } : {}) }[event.key];
          if (by && pages > 0) {
            event.preventDefault();
            turn(by);
          }
        }}
      >
        <header className="pdf-viewer-header">
          <h2 id={titleId} className="pdf-viewer-title">
            {pdf.name}
          </h2>
          {count > 1 && <p className="pdf-position">{t('media.pdfPosition', { index: index + 1, count })}</p>}
          <button type="button" ref={closeButton} className="icon-button" aria-label={t('media.closePdf')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
            </svg>
          </button>
        </header>
        <div className="pdf-pages">
          {pdfDocument.error ? (
            <ErrorNotice error={pdfDocument.error} message={t('media.pdfFailed')} onRetry={pdfDocument.retry} />
          ) : pdfDocument.document ? (
            <PdfPage document={pdfDocument.document} number={Math.min(page, pages)} label={t('media.pdfPage', { page: Math.min(page, pages), count: pages })} />
          ) : (
            <Loading label={t('media.pdfLoading')} />
          )}
        </div>
        <footer className="pdf-viewer-footer">
          <div className="pdf-pager" role="group" aria-label={t('media.pdfPages')}>
            <Button variant="secondary" disabled={page <= 1 || pages === 0} onClick={() => turn(-1)}>
              {t('media.previousPage')}
            </Button>
            <span className="pdf-page-number" aria-live="polite">
              {pages > 0 ? t('media.pdfPage', { page: Math.min(page, pages), count: pages }) : ''}
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => turn(1)}>
              {t('media.nextPage')}
            </Button>
          </div>
          <a className="pdf-open" href={pdf.url} target="_blank" rel="noopener noreferrer">
            {t('media.openInNewWindow')}
          </a>
          {count > 1 && (
            <div className="pdf-documents" role="group" aria-label={t('media.documents')}>
              <Button disabled={index === 0} onClick={() => onPage(index - 1)}>
                {common('previous')}
              </Button>
              <Button disabled={index >= count - 1} onClick={() => onPage(index + 1)}>
                {common('next')}
              </Button>
            </div>
          )}
        </footer>
      </div>
    </Dialog>
  );
}

/** The PDF at `url`, opened with pdf.js; destroyed (its worker memory freed) when it is left. */
function usePdfDocument(url: string): { document: PdfDocument | null; error: unknown; retry: () => void } {
  const core = useCore();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ url: string; document: PdfDocument | null; error: unknown }>({ url, document: null, error: null });
  useEffect(() => {
    let left = false;
    let stop = () => {};
    setState({ url, document: null, error: null });
    openPdfDocument(url, core.stores.configuration.getState().securedOrigin)
      .then((task) => {
        stop = () => void task.destroy();
        if (left) stop();
        return task.promise;
      })
      .then(
        (document) => {
          if (!left) setState({ url, document, error: null });
        },
        (error: unknown) => {
          if (!left) setState({ url, document: null, error });
        },
      );
    return () => {
      left = true;
      stop();
    };
  }, [url, attempt, core]);
  const current = state.url === url ? state : { document: null, error: null };
  return { document: current.document, error: current.error, retry: () => setAttempt((n) => n + 1) };
}

/** One page on a canvas as wide as the viewer, with its text for screen readers. */
function PdfPage({ document, number, label }: { document: PdfDocument; number: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState('');
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    setDrawn(false);
    const width = element.parentElement?.clientWidth || 800;
    const rendered = renderPdfPage(document, number, element, width);
    rendered.done.then(
      () => {
        setText(rendered.text);
        setDrawn(true);
      },
      // A render cancelled by a page turn; a page that fails to draw leaves the text empty.
      () => undefined,
    );
    return () => rendered.cancel();
  }, [document, number]);
  return (
    <figure className="pdf-page" data-page={number} aria-busy={!drawn}>
      <canvas ref={canvas} className="pdf-canvas" role="img" aria-label={label} tabIndex={0} />
      <figcaption className="lido-visually-hidden">{text}</figcaption>
    </figure>
  );
}

function PdfIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13v5h1.3v-1.6h.8a1.7 1.7 0 1 0 0-3.4H8Zm1.3 1.1h.8a.6.6 0 1 1 0 1.2h-.8v-1.2Zm3.2-1.1v5h1.6a2.5 2.5 0 0 0 0-5h-1.6Zm1.3 1.1h.3a1.4 1.4 0 0 1 0 2.8h-.3v-2.8Zm3.2-1.1v5h1.3v-2h1.7v-1.1H18.3v-.8h2V13h-3.3Z"
      />
    </svg>
  );
}

// ── Audio ──────────────────────────────────────────────────────────────────────────────────

export function AudioList({ audios }: { audios: readonly Audio[] }) {
  useAdoptedSheet(sheet);
  const idPrefix = useId();
  return (
    <ul className="media-list">
      {audios.map((audio, i) => (
        <li key={audio.id} className="media-item">
          <p className="media-name" id={`${idPrefix}-a${i}`}>
            {audio.name}
          </p>
          {audio.description && <p className="media-description">{audio.description}</p>}
          <StreamPlayer source={{ url: audio.url }} kind="audio" start="on-demand" labelledBy={`${idPrefix}-a${i}`} />
        </li>
      ))}
    </ul>
  );
}

// ── Video ──────────────────────────────────────────────────────────────────────────────────

export function VideoList({ videos }: { videos: readonly Video[] }) {
  useAdoptedSheet(sheet);
  return (
    <ul className="media-list video-list">
      {videos.map((video) => (
        <li key={video.id} className="media-item">
          <VideoPlayer video={video} />
        </li>
      ))}
    </ul>
  );
}

function VideoPlayer({ video }: { video: Video }) {
  const t = useMediaT();
  const nameId = useId();
  const name = video.name || video.description || '';
  return (
    <figure className="video">
      <StreamPlayer source={{ url: video.urlFrontend }} kind="video" start="on-demand" startLabel={t('media.playVideo', { name })} labelledBy={nameId} />
      <figcaption id={nameId} className="media-name">
        {name}
      </figcaption>
      {video.name && video.description && <p className="media-description">{video.description}</p>}
    </figure>
  );
}
