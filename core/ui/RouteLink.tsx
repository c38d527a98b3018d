/**
 * Links to spec routes: a real <a href> (middle click, copy link, new tab), but a plain click goes
 * through lido-navigate so the host site, or the widget itself, routes it (core/element/navigation).
 * The href is the portal's address of the route when a portal-url is configured.
 */
import { useCallback, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { portalTarget } from '../element/navigation';
import { useCore, useHost, useNavigate, useSlice } from '../react/index';

/** A plain left click: modified clicks keep their browser meaning (new tab, new window, download). */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface RouteLinkProps {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Props for an <a> that opens a spec route (with optional navigation state). */
export function useRouteLink(): (path: string, state?: unknown) => RouteLinkProps {
  const navigate = useNavigate();
  const host = useHost();
  const configuredPortal = useSlice(useCore().stores.configuration, (state) => state.portalUrl);
  const portalUrl = host.portalUrl || configuredPortal;
  return useCallback(
    (path: string, state?: unknown) => ({
      href: portalUrl ? portalTarget(portalUrl, path) : path,
      onClick(event: MouseEvent<HTMLAnchorElement>) {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(path, state);
      },
    }),
    [navigate, portalUrl],
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'children'>;

export interface RouteLinkComponentProps extends AnchorProps {
  to: string;
  /** Navigation state handed to the target route (e.g. a stream address). */
  state?: unknown;
  part?: string;
  /** The accessible name, when it differs from the text. */
  label?: string;
  'data-index'?: number;
  children: ReactNode;
}

export function RouteLink({ to, state, label, children, ...rest }: RouteLinkComponentProps) {
  const link = useRouteLink()(to, state);
  return (
    <a {...rest} href={link.href} onClick={link.onClick} aria-label={label ?? rest['aria-label']}>
      {children}
    </a>
  );
}
