/**
 * A hub or provider picture: lazy unless asked to load at once, with explicit width and height
 * where the caller knows them (the space is reserved before it loads), and when it fails, the
 * configured default picture (000 §8), then a plain surface — never a broken-image icon.
 */
import { useCallback, useState } from 'react';
import { imageUrl, type ImageRef } from '../hub/content';
import { useCore, useSlice } from '../react/index';

export interface PictureProps {
  src: string | null | undefined;
  /** '' (the default): decorative. */
  alt?: string;
  width?: number;
  height?: number;
  /** Extra widths for srcset: [[url, width] …] (used while the picture itself is shown). */
  srcSet?: ReadonlyArray<readonly [string, number]>;
  sizes?: string;
  className?: string;
  /** Load at once (in view at first paint) instead of lazily. */
  eager?: boolean;
  /** Load before other pictures (fetchpriority=high, at once): the first row, the largest picture. */
  priority?: boolean;
}

export function Picture({ src, alt = '', width, height, srcSet, sizes, className, eager, priority }: PictureProps) {
  const fallback = useSlice(useCore().stores.configuration, (state) => state.hubSettings.defaultImageUrl);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = [src, fallback].find((url): url is string => !!url && !failed.has(url)) ?? null;
  const classes = `picture${className ? ` ${className}` : ''}`;
  if (!current) return <span className={`${classes} picture-empty`} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  const ownSrcSet = current === src && srcSet && srcSet.length > 0;
  return (
    <img
      key={current}
      className={classes}
      src={current}
      srcSet={ownSrcSet ? srcSet.map(([url, w]) => `${url} ${w}w`).join(', ') : undefined}
      sizes={ownSrcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-fallback={current === src ? undefined : 'true'}
      onError={() => setFailed((previous) => new Set(previous).add(current))}
    />
  );
}

/** Builds the address of a hub picture (blobs/image) at a width; null when there is none to show. */
export function useImageUrl(): (image: ImageRef, width?: number) => string | null {
  const { hub } = useCore();
  return useCallback((image: ImageRef, width?: number) => imageUrl(hub, image, width), [hub]);
}
