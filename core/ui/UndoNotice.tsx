/**
 * What a destructive press did, said at once, with the way back: "Palma … was removed from your
 * cart. [Undo]". The removal happens at once (the hub is the truth every widget and tab shows);
 * the notice is a live region, so a screen reader hears it, and focus moves to Undo — the control
 * the guest pressed has gone with what it removed, and a keyboard or a remote is then one press
 * from undoing. When the notice loses its action (undone, or failed), focus stays in the notice.
 * Texts come from the widget (its own namespace).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';

export interface UndoNoticeProps {
  /** What happened; null: nothing to say (the live region stays, empty, so the next is heard). */
  message: ReactNode;
  /** The undo control; absent once undone. */
  action?: { label: string; onUndo: () => void; busy?: boolean } | null;
  /** Changes with every new event, so focus moves to its Undo again. */
  token: number;
  className?: string;
  /** Below the message: an undo that failed, with its retry. */
  children?: ReactNode;
}

export function UndoNotice({ message, action, token, className, children }: UndoNoticeProps) {
  const region = useRef<HTMLDivElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  const hasAction = !!action;
  const shown = message !== null;
  useEffect(() => {
    if (!shown) return;
    if (hasAction) undo.current?.focus();
    // the Undo that had focus is gone with its action: keep focus here, not on the page's body
    else if (region.current && focusLost(region.current)) region.current.focus();
  }, [token, hasAction, shown]);
  return (
    <div className={`undo-notice${className ? ` ${className}` : ''}`} part="undo" tabIndex={-1} ref={region}>
      <div role="status">
        {message !== null && (
          <p className="notice undo-message">
            <span>{message}</span>{' '}
            {action && (
              <Button ref={undo} variant="secondary" className="undo-button" busy={action.busy} onClick={action.onUndo}>
                {action.label}
              </Button>
            )}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

/** Focus fell to the body (its control was removed), in the page or in the element's shadow root. */
function focusLost(inside: HTMLElement): boolean {
  const root = inside.getRootNode();
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return root instanceof ShadowRoot && active === root.host && root.activeElement === null;
}
