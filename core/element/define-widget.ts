/**
 * defineWidget(): the one wrapper every widget goes through. An HTMLElement of our own that
 * renders the widget with React into its shadow root:
 *
 * - open shadow root adopting the shared base/theme sheets and the widget's own sheet (each a
 *   constructed CSSStyleSheet created once at module scope); tokens and fonts go on the document;
 * - attributes are strings parsed here from the meta (number, boolean "true"/"false", json);
 *   removing one resets the prop to its default, and so does a blank one (`item-id=""`, as a
 *   template with an empty value writes it): a widget never sees "" or untrimmed text, so it needs
 *   no blank check of its own (unless the meta says `blankIsValue`); only the meta's attributes become properties;
 * - properties set before the element was defined are re-applied on connect;
 * - unmount waits a microtask, so an element moved in the DOM keeps its React state;
 * - one definition per tag: the same version again is a no-op, another version a warning;
 * - the common attributes (hub-url, lang, theme, device-type, portal-url) feed the core config;
 * - the tree is wrapped in context, the language provider and an error boundary (WidgetRoot);
 * - a route shown in place is kept in the URL (history attribute, ./navigation.ts): the element
 *   starts at the URL's place and follows Back/Forward while connected;
 * - channel events with a public counterpart listed in the meta are re-dispatched from the host
 *   while it is connected (`lido:cart` → `lido-cart-change`), so a page hears every cart change
 *   — from any widget, the query layer or another tab — on the elements it cares about.
 *
 * The base is ours, not @r2wc/react-to-web-component's (issue 35): we used only its mount, update
 * and unmount, reached through its private symbols under a ^ range, so a minor release could have
 * broken every element silently. Those are the few lines of `render` and `disconnectedCallback`.
 * A shadow root the element already has (declarative shadow DOM sent by a server) is kept; one the
 * host site rendered (`data-lido-ssr`, issue 36: ./server-root.ts) is hydrated from the answers
 * the server sent with the page, else the element renders anew.
 *
 * A feature (widgets/<feature>/): `vod.meta.ts` (export default {…} as const satisfies WidgetMeta),
 * `vod.css`, the components, and `vod.element.ts`:
 *
 *   import { defineWidget } from '../../core/element/define-widget';
 *   import meta from './vod.meta';
 *   import styles from './vod.css';
 *   import { Vod } from './Vod';
 *   import catalogues from './catalogue';   // { vod: { de, en, fr, nl } } from core/i18n/locales
 *   export const LidoVodElement = defineWidget(meta, Vod, styles, catalogues);
 *
 * The component's props are `WidgetProps<typeof meta>` (the parsed attributes).
 */
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { registerCatalogues, type Catalogues } from '../i18n/catalogue';
import { createElement, type ComponentType } from 'react';
import { createStore } from 'zustand/vanilla';
import type { LidoEventMap } from '../channel/channel';
import { CORE_VERSION, getCore } from '../index';
import { WidgetRoot } from '../react/widget-root';
import { adoptSheets, clearShadowRoot } from '../styles/adopt';
import { registerDocumentStyles, sharedShadowSheets } from '../styles/index';
import type { LidoPublicEventMap } from './events';
import type { LidoWidgetHost, WidgetRouteState } from './host';
import { COMMON_ATTRIBUTE_SHAPES, type AttributeValue, type WidgetAttribute, type WidgetMeta } from './meta';
import { keepPlace, placeInUrl } from './navigation';
import { SERVER_ATTRIBUTE } from './server-marks';

const SESSION_ATTRIBUTES = new Set(['hub-url', 'lang', 'device-type', 'ten-foot']);

/** The public `lido-cart-change` repeats the channel's `lido:cart`. */
const cartChangeDetail = (event: LidoEventMap['lido:cart']): LidoPublicEventMap['lido-cart-change'] => ({ count: event.count });

/** What the element renders its React tree with. */
interface ShellProps {
  container: ShadowRoot;
  /** The widget's props; replaced (never mutated) on change, so its identity marks a change. */
  widgetProps: Record<string, unknown>;
  theme: string | undefined;
}

type AttributeProp<A> = A extends { readonly type: 'number' }
  ? number
  : A extends { readonly type: 'boolean' }
    ? boolean
    : A extends { readonly type: 'json' }
      ? unknown
      : A extends { readonly values: readonly (infer V)[] }
        ? V
        : string;

/**
 * Props of a widget component, derived from its meta (declare the meta `as const satisfies
 * WidgetMeta`): attributes with a default are always set, the others may be undefined.
 */
export type WidgetProps<M extends WidgetMeta> = {
  [A in M['attributes'][number] as A['prop']]: A extends { readonly default: AttributeValue } ? AttributeProp<A> : AttributeProp<A> | undefined;
};

/** A defined Lido element class. */
export interface LidoElementConstructor {
  new (): LidoWidgetHost;
  readonly prototype: LidoWidgetHost;
  readonly lidoVersion: string;
  readonly observedAttributes: string[];
}

/** Common attribute text with blank ("" or whitespace) read as absent (null). */
const given = (value: string | null): string | null => (value !== null && value.trim() !== '' ? value : null);

/** Attribute text → prop value; absent or blank gives the default, anything invalid is reported and gives it too. */
export function parseAttribute(attribute: WidgetAttribute, value: string | null): unknown {
  if (value === null) return attribute.default;
  const text = value.trim();
  if (text === '') return attribute.blankIsValue ? '' : attribute.default;
  switch (attribute.type) {
    case 'string':
      if (!attribute.values || attribute.values.includes(text)) return text;
      break;
    case 'number': {
      const number = Number(text);
      if (Number.isFinite(number)) return number;
      break;
    }
    case 'boolean':
      // Never HTML-boolean semantics: <lido-x autoplay> is not "true".
      if (text.toLowerCase() === 'true') return true;
      if (text.toLowerCase() === 'false') return false;
      break;
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        break;
      }
  }
  console.warn(`[lido] ${attribute.name}="${value}" is not a valid ${attribute.values ? attribute.values.join(' | ') : attribute.type}; using the default`);
  return attribute.default;
}

/** A property set from script reads like its attribute: blank text is absent, string text trimmed. */
function propertyValue(attribute: WidgetAttribute, value: unknown): unknown {
  if (value === null || value === undefined) return attribute.default;
  if (typeof value !== 'string' || attribute.type !== 'string') return value;
  return value.trim() === '' && !attribute.blankIsValue ? attribute.default : value.trim();
}

/**
 * Define `meta.tag` as a shadow-DOM custom element rendering `Component`.
 * Returns the element class (the existing one when the tag is already defined).
 */
export function defineWidget<M extends WidgetMeta>(
  meta: M,
  Component: ComponentType<WidgetProps<M>>,
  styles?: CSSStyleSheet | readonly CSSStyleSheet[],
  /** the feature's translation namespaces (widgets/<feature>/catalogue.ts) */
  catalogues?: Catalogues,
): LidoElementConstructor {
  const version = meta.version ?? CORE_VERSION;
  const existing = customElements.get(meta.tag) as (CustomElementConstructor & { lidoVersion?: string }) | undefined;
  if (existing) {
    if (existing.lidoVersion !== version) {
      console.warn(`[lido] <${meta.tag}> is already defined (version ${existing.lidoVersion ?? 'unknown'}); version ${version} is not used`);
    }
    return existing as unknown as LidoElementConstructor;
  }

  const core = getCore();
  if (catalogues) registerCatalogues(core.i18n, catalogues);
  registerDocumentStyles();
  const sheets = [...sharedShadowSheets, ...(styles ? ([] as CSSStyleSheet[]).concat(styles) : [])];
  const common: readonly WidgetAttribute[] = COMMON_ATTRIBUTE_SHAPES;
  const commonNames = new Set(common.map((attribute) => attribute.name));
  const attributes: readonly WidgetAttribute[] = [...common, ...meta.attributes];
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]));
  const defaults = Object.fromEntries(meta.attributes.map((attribute) => [attribute.prop, attribute.default]));
  const Widget = Component as unknown as ComponentType<Record<string, unknown>>;
  const bridgesCart = meta.events.some((event) => event.name === 'lido-cart-change');

  function Shell({ container, widgetProps, theme }: ShellProps) {
    return createElement(WidgetRoot, { host: container.host as LidoWidgetHost, widget: Widget, props: widgetProps, theme });
  }

  /** Store a value (already parsed) and re-render. */
  function write(element: LidoElement, attribute: WidgetAttribute, value: unknown): void {
    const props = element.shellProps;
    if (commonNames.has(attribute.name)) {
      element.commonValues[attribute.prop] = value;
      if (attribute.name === 'theme') props.theme = typeof value === 'string' ? value : undefined;
      // hub-url, lang and device-type are session-wide (one hub, one language, one device per
      // page): they go to the core config, where attributes are the highest-priority source.
      // theme and portal-url stay with this element, falling back to the page configuration.
      if (SESSION_ATTRIBUTES.has(attribute.name)) {
        core.config.applyAttributes({ [attribute.name]: typeof value === 'string' ? value : null });
      }
    } else {
      props.widgetProps = { ...props.widgetProps, [attribute.prop]: value };
      // The host now decides what to show: leave any in-place route (in the URL too).
      if (element.lidoRoute.getState().route) {
        element.lidoRoute.setState({ route: null });
        keepPlace(element, null, true);
      }
    }
    element.render();
  }

  function read(element: LidoElement, attribute: WidgetAttribute): unknown {
    return commonNames.has(attribute.name) ? element.commonValues[attribute.prop] : element.shellProps.widgetProps[attribute.prop];
  }

  class LidoElement extends HTMLElement implements LidoWidgetHost {
    static readonly lidoVersion = version;

    static get observedAttributes(): string[] {
      return attributes.map((attribute) => attribute.name);
    }

    declare readonly shadowRoot: ShadowRoot;
    declare portalUrl: string | undefined;
    declare history: string | undefined;
    declare headingLevel: string | undefined;
    readonly lidoMeta: WidgetMeta = meta;
    readonly lidoVersion = version;
    readonly lidoCore = core;
    readonly lidoRoute = createStore<WidgetRouteState>()(() => ({ route: null }));
    readonly commonValues: Record<string, unknown> = {};
    readonly shellProps: ShellProps;
    /** The React root while connected (a new one after a disconnect). */
    private reactRoot: Root | null = null;
    /** While the hydration code loads for a server-rendered root. */
    private serverRoot: Promise<void> | null = null;
    private connected = false;
    /** Stops re-dispatching channel events from this host (set while connected). */
    private stopBridges: (() => void) | null = null;
    /** Back/Forward (and a typed hash) move this element to the URL's place. */
    private readonly followUrl = () => {
      const place = placeInUrl(this);
      if (place !== undefined && place?.path !== this.lidoRoute.getState().route?.path) this.lidoRoute.setState({ route: place });
    };

    constructor() {
      super();
      const container = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      this.shellProps = { container, widgetProps: { ...defaults }, theme: undefined };
      adoptSheets(container, sheets);
    }

    /** Renders (or re-renders) the tree; only while connected, so every attribute is parsed first. */
    render(): void {
      if (!this.connected) return;
      if (!this.reactRoot && this.hasAttribute(SERVER_ATTRIBUTE)) return this.hydrateServerRoot();
      (this.reactRoot ??= createRoot(this.shadowRoot)).render(createElement(Shell, { ...this.shellProps }));
    }

    /**
     * The server's tree stays on screen while ./server-root.ts (only pages the host site rendered
     * load it) and the device's configuration load; then it is hydrated with the props of that moment, or replaced by a client
     * render when its answers or inputs are not the client's (or the chunk failed to load).
     */
    private hydrateServerRoot(): void {
      const take = (hydrate: boolean) => {
        this.serverRoot = null;
        // disconnected meanwhile: the next connection takes the server's tree
        if (!this.connected || this.reactRoot) return;
        this.removeAttribute(SERVER_ATTRIBUTE);
        // a ShadowRoot is a valid container (a DocumentFragment)
        if (hydrate) this.reactRoot = hydrateRoot(this.shadowRoot as unknown as Element, createElement(Shell, { ...this.shellProps }));
        else {
          // React clears an element container before its first render, not a fragment: the server's nodes go here,
          // and the client's come in the same frame (no blank screen between)
          clearShadowRoot(this.shadowRoot);
          flushSync(() => this.render());
        }
      };
      // the inputs are known once the device's configuration is (its theme and device type: without
      // it the client would take a server render for a different one and throw it away)
      this.serverRoot ??= Promise.all([import('./server-root'), core.config.load()]).then(
        ([{ takeServerRoot }]) => take(takeServerRoot(this, core)),
        () => take(false),
      );
    }

    connectedCallback(): void {
      // Properties set on the element before it was defined are own properties hiding our
      // accessors: move them through the accessors.
      for (const attribute of attributes) {
        if (!Object.hasOwn(this, attribute.prop)) continue;
        const value: unknown = Reflect.get(this, attribute.prop);
        Reflect.deleteProperty(this, attribute.prop);
        Reflect.set(this, attribute.prop, value);
      }
      // A reload or deep link starts at the URL's place instead of the attributes' start view.
      this.followUrl();
      this.ownerDocument.defaultView?.addEventListener('popstate', this.followUrl);
      void core.config.load();
      if (bridgesCart && !this.stopBridges) {
        this.stopBridges = core.channel.on('lido:cart', (event) => {
          this.dispatchEvent(new CustomEvent('lido-cart-change', { detail: cartChangeDetail(event), bubbles: true, composed: true }));
        });
      }
      this.connected = true;
      this.render();
    }

    disconnectedCallback(): void {
      // A move (remove + insert in the same task) reconnects before this runs: keep the tree.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.stopBridges?.();
        this.stopBridges = null;
        this.ownerDocument.defaultView?.removeEventListener('popstate', this.followUrl);
        this.connected = false;
        this.reactRoot?.unmount();
        this.reactRoot = null;
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      const attribute = byName.get(name);
      if (!attribute || oldValue === value) return;
      // Common attributes go to the core config as written (it normalises 'de-AT', 'signage' …).
      write(this, attribute, commonNames.has(name) ? (given(value) ?? undefined) : parseAttribute(attribute, value));
    }
  }

  for (const attribute of attributes) {
    // Native properties (lang) already reflect to their attribute, which we observe.
    if (attribute.prop in HTMLElement.prototype) continue;
    Object.defineProperty(LidoElement.prototype, attribute.prop, {
      configurable: true,
      enumerable: true,
      get(this: LidoElement) {
        return read(this, attribute);
      },
      set(this: LidoElement, value: unknown) {
        write(this, attribute, propertyValue(attribute, value));
      },
    });
  }

  customElements.define(meta.tag, LidoElement);
  return LidoElement as unknown as LidoElementConstructor;
}
