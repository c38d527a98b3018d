/**
 * The loading state (000 §4: a loading indicator until the data is there), shown at once: a
 * spinner with its text, or skeleton lines where the shape of what comes is known. Always a
 * polite status, so a screen reader hears "Loading…".
 */
import { useT } from '../react/index';

export interface LoadingProps {
  /** Defaults to the common "Loading…". */
  label?: string;
  variant?: 'spinner' | 'skeleton';
  /** Skeleton lines (variant skeleton). */
  lines?: number;
}

export function Loading({ label, variant = 'spinner', lines = 3 }: LoadingProps) {
  const t = useT('common');
  const text = label ?? t('loading');
  if (variant === 'skeleton') {
    return (
      <div className="loading skeleton" role="status" part="loading">
        <span className="lido-visually-hidden">{text}</span>
        {Array.from({ length: Math.max(1, lines) }, (_, line) => (
          <span key={line} className="skeleton-line" aria-hidden="true" />
        ))}
      </div>
    );
  }
  return (
    <div className="loading" role="status" part="loading">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
