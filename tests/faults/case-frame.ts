/**
 * The page each fault-matrix case runs in (frame.html in an iframe): one at a time, fresh for every
 * case, with the previous case's stored state gone. Shared by the read matrix (fault-matrix.ts) and
 * the write matrix (write-matrix.ts).
 */
import { waitFor } from '../helpers/assert';
import type { FaultFrame } from './frame-entry';

let frameElement: HTMLIFrameElement | null = null;

/** The running case's iframe, if any. */
export const caseFrame = (): HTMLIFrameElement | null => frameElement;

/** Forgets what a case left: its page and Lido's stored state (this origin's storage is shared with the frame). */
export function removeCaseFrame(): void {
  frameElement?.remove();
  frameElement = null;
  for (const store of [localStorage, sessionStorage]) {
    for (const name of Object.keys(store)) if (name.startsWith('lido')) store.removeItem(name);
  }
}

/** A fresh case page whose requests carry `caseScope` as their Referer marker; resolves to its API. */
export async function newCaseFrame(caseScope: string): Promise<FaultFrame> {
  removeCaseFrame();
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:1200px;height:900px;border:0;display:block';
  frame.src = `/tests/faults/frame.html?${caseScope}`;
  document.body.append(frame);
  frameElement = frame;
  return caseFrameApi();
}

/** The API of the case page now in the frame (after a load or a reload). */
export const caseFrameApi = (): Promise<FaultFrame> => waitFor(() => frameElement?.contentWindow?.lidoFaultFrame, 20_000, 'the case page (frame.html)');
