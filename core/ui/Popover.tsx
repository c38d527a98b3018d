/**
 * A non-modal popover anchored to its trigger (@floating-ui/react): placed below (flipping and
 * shifting to stay on screen, following scroll and resize), portalled into the widget's shadow
 * root, opened and closed by its trigger, closed by Escape or a press outside; focus moves into it
 * and goes back to the trigger when it closes, Tab leaves it in page order.
 */
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type HTMLProps, type ReactNode } from 'react';
import { usePortalRoot } from './portal';

/** What the trigger element must carry (spread onto a <button>). */
export type PopoverTriggerProps = HTMLProps<Element> & { ref: (node: HTMLElement | null) => void };

export interface PopoverProps {
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** The popover's accessible name. */
  label: string;
  placement?: Placement;
  className?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
}

export function Popover({ trigger, label, placement = 'bottom-start', className, children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = usePortalRoot();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    // fixed: no offsetParent lookups across the shadow boundary
    strategy: 'fixed',
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useClick(context), useDismiss(context), useRole(context, { role: 'dialog' })]);
  const close = () => setOpen(false);
  return (
    <>
      {trigger({ ref: refs.setReference, ...getReferenceProps() })}
      {open && (
        <FloatingPortal root={root}>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              className={className ? `popover ${className}` : 'popover'}
              part="popover"
              aria-label={label}
              {...getFloatingProps()}
            >
              {typeof children === 'function' ? children(close) : children}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
