/**
 * The kit's modal dialog, shown while it is rendered. The best of Lido's former dialogs (the PDF
 * viewer, the PIN change, the film language):
 *
 * - a native <dialog> opened with showModal(): the top layer (no z-index fight with an operator's
 *   page), the rest of the page inert, a ::backdrop;
 * - portalled (FloatingPortal) into a node of the widget's own shadow root (./portal.ts), so the
 *   widget's sheets style it wherever the component that opened it sits;
 * - focus trapped: Tab and Shift+Tab wrap inside (a native modal lets Tab leave for the browser's
 *   toolbar), also past an <iframe>;
 * - Escape closes it (the browser's cancel event), and so does the browser closing it;
 * - focus restored on close, explicitly (engines differ: Firefox dropped the ring, WPE left focus on
 *   <body>, its shadow tree left inert: recomputed, ./focus-return.ts; the engine smoke checks
 *   it): to `returnFocus()` when given, else to what had focus before it opened — found again
 *   by its key when the widget re-rendered it meanwhile (./focus-return.ts) — with its focus ring
 *   when the dialog was closed from the keyboard.
 */
import { FloatingPortal } from '@floating-ui/react';
import { FOCUSABLE } from './focus';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { deepActiveElement, usePortalRoot } from './portal';
import { focusMarkOf, returnFocusTo, type FocusMark } from './focus-return';

export interface DialogProps {
  /** Escape, the browser closing the dialog, or the caller's own buttons: the caller stops rendering it. */
  onClose: () => void;
  /** id of the heading that names the dialog (or `label`). */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  className?: string;
  part?: string;
  /** What gets focus when it opens (default: the browser's choice, the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes when it closes (default: the element that had focus before it opened, or the
   * one that replaced it: same `data-focus-key` or id, else same kind, name and place).
   */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/** The focusable elements of `root` in document order, also inside open shadow roots (a Lido element in a dialog). */
function focusableWithin(root: ParentNode): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.matches(FOCUSABLE) && element.getClientRects().length > 0) found.push(element);
    if (element.shadowRoot) found.push(...focusableWithin(element.shadowRoot));
  }
  return found;
}

/** True when `node` is `container` or inside it, across shadow boundaries. */
function containsDeep(container: Node, node: Node | null): boolean {
  for (let at = node; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) if (at === container) return true;
  return false;
}

/** Tab and Shift+Tab wrap between the first and the last focusable element of the dialog. */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const container = event.currentTarget;
  const focusable = focusableWithin(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  let active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (event.shiftKey && (active === first || !containsDeep(container, active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !containsDeep(container, active))) {
    event.preventDefault();
    first.focus();
  }
}

export function Dialog(props: DialogProps) {
  const root = usePortalRoot();
  // What had focus when the dialog was asked for: the button that opened it, as a rule; and how
  // to find it again should the widget re-render it while the dialog is open.
  const [opener] = useState(() => {
    const element = deepActiveElement();
    return element ? focusMarkOf(element) : null;
  });
  return (
    <FloatingPortal root={root} preserveTabOrder={false}>
      <ModalDialog {...props} opener={opener} />
    </FloatingPortal>
  );
}

function ModalDialog({
  onClose,
  labelledBy,
  label,
  describedBy,
  className,
  part,
  initialFocus,
  returnFocus,
  opener,
  children,
}: DialogProps & { opener: FocusMark | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  // the guest's last way of acting in the dialog: a key (the ring comes back with focus) or a pointer
  const byKeyboard = useRef(opener?.visible ?? true);
  const latest = useRef({ onClose, returnFocus });
  latest.current = { onClose, returnFocus };

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => {
      // Closed by the caller: the page is interactive again before focus goes back to it.
      closing.current = true;
      if (element.open) element.close();
      returnFocusTo(latest.current.returnFocus?.() ?? null, opener, byKeyboard.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once per mount (a new run would close and reopen the modal); initialFocus and the opener are read at that moment
  }, []);

  const close = () => {
    if (!closing.current) latest.current.onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : 'dialog'}
      part={part}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      onKeyDown={(event) => {
        byKeyboard.current = true;
        trapTab(event);
      }}
      onPointerDown={() => (byKeyboard.current = false)}
      onCancel={(event) => {
        // Escape: the caller decides (it stops rendering the dialog).
        event.preventDefault();
        close();
      }}
      onClose={close}
    >
      {children}
    </dialog>
  );
}
