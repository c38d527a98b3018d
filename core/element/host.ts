/** What React code may rely on about the element hosting it (types only). */
import type { StoreApi } from 'zustand/vanilla';
import type { LidoCore } from '../index';
import type { WidgetMeta } from './meta';

/** A spec route shown in place (an un-cancelled lido-navigate to one of the widget's own routes). */
export interface WidgetRoute {
  path: string;
  state?: unknown;
}

export interface WidgetRouteState {
  /** null: show what the attributes say. */
  route: WidgetRoute | null;
}

export interface LidoWidgetHost extends HTMLElement {
  readonly shadowRoot: ShadowRoot;
  readonly lidoMeta: WidgetMeta;
  readonly lidoVersion: string;
  readonly lidoCore: LidoCore;
  /** In-place route; reset when one of the widget's own attributes changes. */
  readonly lidoRoute: StoreApi<WidgetRouteState>;
  /** The common portal-url attribute / property. */
  portalUrl: string | undefined;
  /** The common history attribute / property: how an in-place route is kept in the URL. */
  history: string | undefined;
  /** The common heading-level attribute / property: "2" when the page around has its own h1. */
  headingLevel: string | undefined;
}
