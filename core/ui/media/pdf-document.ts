/**
 * PDF documents for the kit's PDF viewer, through pdf.js — loaded only when a guest opens a PDF,
 * like hls.js on first play. The browser's own PDF viewer in an <iframe> is no viewer on a guest's
 * phone: Android Chrome shows nothing inline and iOS Safari only the first page, and a TV remote
 * cannot reach its toolbar. pdf.js draws each page on a canvas we page ourselves.
 *
 * pdf.js parses in its worker, `pdf.worker.js` next to this chunk in the published bundle (the
 * build copies it there; the test server maps the same address to the package's file).
 */
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

export type { PDFDocumentProxy as PdfDocument };

/** Where pdf.js's worker is: next to this chunk (a literal URL, so an app's bundler copies it). */
function workerUrl(): string {
  return new URL('./pdf.worker.js', import.meta.url).href;
}

/**
 * Opens the document at `url` (on the hub: with credentials where the hub's calls carry them).
 * destroy() on the task frees the worker's memory for it (or stops it loading).
 */
export async function openPdfDocument(url: string, withCredentials: boolean): Promise<PDFDocumentLoadingTask> {
  // pdf.js 6 needs engines far above the floor (structuredClone, WeakRef, Promise.withResolvers …):
  // the legacy set links its PDFs instead (MediaLists.tsx), and ships no pdf.js
  if (__LIDO_LEGACY__) throw new Error('pdf.js is not part of the legacy set');
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl();
  // No font or colour-map fetches from elsewhere: the page draws with what the document embeds
  // and the browser's own fonts.
  return pdfjs.getDocument({ url, withCredentials, useSystemFonts: true });
}

export interface RenderedPage {
  /** The page's text, for screen readers (the canvas is a picture). */
  text: string;
  cancel(): void;
  done: Promise<void>;
}

/**
 * Draws page `number` (1-based) on `canvas`, as wide as `cssWidth` at the screen's pixel density,
 * and reads its text. cancel() stops a render that a page turn made stale.
 */
export function renderPdfPage(document: PDFDocumentProxy, number: number, canvas: HTMLCanvasElement, cssWidth: number): RenderedPage {
  let cancelled = false;
  let cancelRender = () => {};
  const page: RenderedPage = {
    text: '',
    cancel() {
      cancelled = true;
      cancelRender();
    },
    done: document.getPage(number).then(async (pdfPage: PDFPageProxy) => {
      if (cancelled) return;
      const natural = pdfPage.getViewport({ scale: 1 });
      const ratio = Math.min(globalThis.devicePixelRatio || 1, 2);
      const viewport = pdfPage.getViewport({ scale: (cssWidth / natural.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.aspectRatio = `${natural.width} / ${natural.height}`;
      const task = pdfPage.render({ canvas, viewport });
      cancelRender = () => task.cancel();
      const [content] = await Promise.all([pdfPage.getTextContent(), task.promise]);
      page.text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .trim();
    }),
  };
  return page;
}
