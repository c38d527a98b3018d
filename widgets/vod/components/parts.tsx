/** Small building blocks shared by the media widgets (VOD, live TV, second catalogue). */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { portalTarget } from '../../../core/element/navigation';
import { useCore, useHost, useNavigate, useSlice, useT } from '../../../core/react/index';
import type { VodMessage } from '../../../core/session/vod-slices';

export function Loading({ label }: { label?: string }) {
  const t = useT('common');
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

/** The guest's text for a VOD message (000 §8). */
export function useVodMessageText(): (message: VodMessage | null | undefined) => string {
  const t = useT('vod');
  // A message without its detail text ('error while retrieving playout assets: …' after a reply
  // without a message) completes with 'No detailed message available'.
  return (message) =>
    message ? t(`errors.${message.key}`, { message: message.detail || t('errors.noDetailedMessage') }) : t('errors.noDetailedMessage');
}

export function ErrorNotice({ message, onRetry, children }: { message: VodMessage | null; onRetry?: () => void; children?: ReactNode }) {
  const tc = useT('common');
  const text = useVodMessageText();
  return (
    <div className="notice error" role="alert" part="error">
      <p>{text(message)}</p>
      {children}
      {onRetry && (
        <button type="button" className="button secondary" onClick={onRetry}>
          {tc('retry')}
        </button>
      )}
    </div>
  );
}

/** Href for a spec route: the portal's address when one is configured, else the route itself. */
function useHref(path: string): string {
  const host = useHost();
  const configured = useSlice(useCore().stores.configuration, (state) => state.portalUrl);
  const portal = host.portalUrl || configured;
  return portal ? portalTarget(portal, path) : path;
}

/**
 * A link to a spec route: a real <a href> (middle click, copy link), but a plain click goes
 * through lido-navigate so the host site, or the widget itself, routes it.
 */
export function RouteLink({
  to,
  state,
  className,
  part,
  children,
  label,
  ...rest
}: {
  to: string;
  state?: unknown;
  className?: string;
  part?: string;
  label?: string;
  children: ReactNode;
  'data-index'?: number;
  tabIndex?: number;
}) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, state);
  };
  return (
    <a href={href} className={className} part={part} onClick={onClick} aria-label={label} {...rest}>
      {children}
    </a>
  );
}

/**
 * A provider picture that falls back to the configured default picture when it fails to load
 * (000 §8), and to a plain surface when that fails too — never a broken-image icon.
 */
export function VodImage({ src, alt = '', className, eager, width, height }: { src: string | null | undefined; alt?: string; className?: string; eager?: boolean; width?: number; height?: number }) {
  const fallback = useSlice(useCore().stores.configuration, (state) => state.hubSettings.defaultImageUrl);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = [src, fallback].find((url): url is string => !!url && !failed.has(url)) ?? null;
  const classes = `picture${className ? ` ${className}` : ''}`;
  if (!current) return <span className={`${classes} picture-empty`} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  return (
    <img
      key={current}
      className={classes}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-fallback={current === src ? undefined : 'true'}
      onError={() => setFailed((previous) => new Set(previous).add(current))}
    />
  );
}

/** One row of a title's facts (inside <dl className="facts">). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "1:05:09" / "4:07" for a playback position. */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
