/**
 * The React tree defineWidget mounts in every shadow root: context (core + host), the brand
 * theme on the host, and an error boundary with a translated message, around the widget.
 */
import { Component, useCallback, useLayoutEffect, useMemo, useSyncExternalStore, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { LidoWidgetHost } from '../element/host';
import { WidgetContext } from './context';
import { useSlice, useT } from './hooks';
import { i18nRevision, subscribeI18n } from './i18n';

export interface WidgetRootProps {
  host: LidoWidgetHost;
  widget: ComponentType<Record<string, unknown>>;
  /** The widget's own props (its meta attributes), already parsed. */
  props: Record<string, unknown>;
  /** The element's theme attribute; falls back to the configured theme. */
  theme: string | undefined;
}

/** Whether the remote was ever loaded on this page (so that turning the mode off reaches it). */
let remoteLoaded = false;

export function WidgetRoot({ host, widget: Widget, props, theme }: WidgetRootProps) {
  const core = host.lidoCore;
  const configuredTheme = useSlice(core.stores.configuration, (state) => state.theme);
  // The i18n provider: a language switch re-renders the whole widget (new elements below), so
  // text produced outside useT (formatters, helpers calling i18n.t) follows without a reload.
  // Nothing remounts: state survives the switch.
  const { i18n } = core;
  const revision = () => i18nRevision(i18n);
  // the same snapshot on the server (host-site/src/ssr.ts) and while hydrating
  useSyncExternalStore(
    useCallback((listener: () => void) => subscribeI18n(i18n, listener), [i18n]),
    revision,
    revision,
  );

  // Themes are document sheets matching [data-lido-theme=…] (core/styles/themes): the page's or
  // hub's theme on <html>, below the operator's :root tokens; an element's own theme on it.
  useLayoutEffect(() => {
    if (theme) host.setAttribute('data-lido-theme', theme);
    else host.removeAttribute('data-lido-theme');
  }, [host, theme]);
  // Until the hub's configuration has come the theme is not known: the page's (a server render's) stays.
  const configurationKnown = useSlice(core.config.state, (state) => state.status === 'ready' || state.status === 'error');
  useLayoutEffect(() => {
    const root = host.ownerDocument.documentElement;
    if (configuredTheme) root.setAttribute('data-lido-theme', configuredTheme);
    else if (configurationKnown) root.removeAttribute('data-lido-theme');
  }, [host, configuredTheme, configurationKnown]);

  // 10-foot mode (core/config/ten-foot.ts): the shared sheets' [data-lido-ten-foot] rules on the
  // page and the element, and the remote's keys, loaded only when a TV needs them.
  const tenFoot = useSlice(core.stores.configuration, (state) => state.tenFoot);
  useLayoutEffect(() => {
    for (const element of [host, host.ownerDocument.documentElement]) element.toggleAttribute('data-lido-ten-foot', tenFoot);
    if (tenFoot) void import('../ui/remote').then(({ setRemote }) => setRemote(true, host.ownerDocument));
    else if (remoteLoaded) void import('../ui/remote').then(({ setRemote }) => setRemote(false));
    remoteLoaded ||= tenFoot;
  }, [host, tenFoot]);

  // A kiosk's sizes (the shared sheets' [data-lido-kiosk] rules), page-wide like the 10-foot mode.
  // (the rules read both stores; each selector answers a boolean, so nothing else re-renders)
  const isKiosk = () => core.config.rules().deviceType === 'Kiosk';
  const kioskByAttributes = useSlice(core.stores.configuration, isKiosk);
  const kioskByDevice = useSlice(core.config.state, isKiosk);
  const kiosk = kioskByAttributes && kioskByDevice;
  useLayoutEffect(() => {
    for (const element of [host, host.ownerDocument.documentElement]) element.toggleAttribute('data-lido-kiosk', kiosk);
  }, [host, kiosk]);

  const context = useMemo(() => ({ core, host }), [core, host]);
  return (
    <QueryClientProvider client={core.queryClient}>
      <WidgetContext.Provider value={context}>
        <ErrorBoundary host={host} resetKey={props}>
          <Widget {...props} />
        </ErrorBoundary>
      </WidgetContext.Provider>
    </QueryClientProvider>
  );
}

interface ErrorBoundaryProps {
  host: LidoWidgetHost;
  /** A new value (new attributes) clears the error and tries again. */
  resetKey: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: unknown;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { host } = this.props;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[lido] <${host.localName}> failed to render`, error, info.componentStack);
    host.dispatchEvent(new CustomEvent('lido-error', { detail: { message }, bubbles: true, composed: true }));
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <ErrorMessage onRetry={() => this.setState({ error: null })} />;
  }
}

function ErrorMessage({ onRetry }: { onRetry: () => void }) {
  const t = useT('common');
  return (
    // the UI kit's error notice look (core/ui/ui.css is adopted by every shadow root)
    <div role="alert" part="error" className="notice error">
      <p>
        <strong>{t('errorBoundaryTitle')}</strong>
      </p>
      <p>{t('errorBoundaryText')}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
