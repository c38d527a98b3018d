/**
 * The widget descriptor: the single source of truth for an element's public API. The runtime
 * (defineWidget) reads it, and scripts/build.mjs turns every `<feature>.meta.ts` into
 * custom-elements.json and the typings in dist/lido.d.ts. Node loads meta files directly (type
 * stripping), so they must stay plain erasable TS with `import type` only, like this file.
 */

import type { HubQuery } from '../hub/address';
import type { RoutePattern } from '../navigation/route-table';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export type AttributeValue = string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };

export interface WidgetAttribute {
  /** The attribute name, kebab-case: `item-id`. */
  readonly name: string;
  /** The matching element property and React prop, camelCase: `itemId`. */
  readonly prop: string;
  /**
   * How the attribute string is parsed. Attributes are never HTML booleans: a boolean attribute
   * must read "true" or "false" (`<lido-x autoplay>` keeps the default).
   */
  readonly type: AttributeType;
  /** Value while the attribute is absent (also after it is removed). Omitted: undefined. */
  readonly default?: AttributeValue;
  /** Allowed values of a string attribute; they become a union type in the typings. */
  readonly values?: readonly string[];
  /**
   * A blank string attribute ("" or whitespace) is a value of its own, given to the widget as "":
   * `booking-url=""` shows no QR codes. Without it blank reads as absent (the default).
   */
  readonly blankIsValue?: true;
  readonly description: string;
}

export interface WidgetEvent {
  /** Full DOM event name, prefixed: `lido-navigate`. */
  readonly name: `lido-${string}`;
  readonly description: string;
  /** Name of the detail interface in core/element/events.ts (the public event types). */
  readonly detail: string;
}

export interface WidgetPart {
  readonly name: string;
  readonly description: string;
}

export interface WidgetCssProperty {
  readonly name: `--${string}`;
  readonly description: string;
  readonly default?: string;
}

/** Who may open a route (the host site's guard, spec 000 §2, 001 §2, 002 §2). */
export type RouteAccess =
  /** Anyone. */
  | 'open'
  /** Signed-in guests only; others go to /login with the origin. */
  | 'protected'
  /** Protected only while the hub's `loginRequired` UI setting is on. */
  | 'protected-if-login-required'
  /** /login: signed-in guests are sent back to the origin, or home. */
  | 'login-only';

/**
 * A portal route that places this element (issue 35: routes as data): its pattern and the
 * attributes it gives the element (syntax: core/navigation/route-table.ts). The host site's route
 * table is built from these, and an element showing a route in place reads its attributes from them.
 */
export interface WidgetPage extends RoutePattern {
  /** Default: open. */
  readonly access?: RouteAccess;
  /** GET metrics/userhistory on every visit (default true; not on content and third-party activity routes). */
  readonly recordVisit?: boolean;
  /** Spec section the route comes from, for the reader and the route report. */
  readonly spec: string;
}

export interface WidgetMeta {
  /** Public API: never rename a shipped tag. */
  readonly tag: `lido-${string}`;
  /** Defaults to the library version; a different version already registered is warned about. */
  readonly version?: string;
  readonly description: string;
  readonly attributes: readonly WidgetAttribute[];
  readonly events: readonly WidgetEvent[];
  readonly parts: readonly WidgetPart[];
  readonly cssProperties: readonly WidgetCssProperty[];
  /** The portal routes that place this element, the most specific pattern winning (see WidgetPage). */
  readonly pages?: readonly WidgetPage[];
  /**
   * Route prefixes (spec route language) this widget shows itself, e.g. ['/vod'].
   * An un-cancelled lido-navigate to one of them is handled in place; any other path goes to
   * the configured portal-url.
   */
  readonly routes?: readonly string[];
  /**
   * Route prefixes under `routes` that another element shows (lido-live-tv's /vod/overview/channels
   * under lido-vod's /vod): an un-cancelled lido-navigate to them follows portal-url.
   */
  readonly excludedRoutes?: readonly string[];
  /**
   * The hub GETs the widget makes first, from its attributes (trimmed; '' when absent). The autoloader
   * starts them while the widget's chunks download (one satellite round trip saved), and the hub
   * client's own call takes the preloaded answer. The build copies this function's source into
   * lido.js: it must be self-contained (no imports, no outer names). Sessions are not involved:
   * the loader only preloads for a visitor without one.
   */
  readonly firstCalls?: (attribute: (name: string) => string) => ReadonlyArray<readonly [path: string, query?: HubQuery]>;
}

/**
 * The attributes every element takes, as defineWidget parses them (no descriptions: those only
 * the manifest and typings need, and every byte here is in the core chunk every embed loads).
 * hub-url, lang and device-type are page-wide (one hub, one guest language, one device per page).
 */
export const COMMON_ATTRIBUTE_SHAPES = [
  { name: 'hub-url', prop: 'hubUrl', type: 'string', description: '' },
  { name: 'lang', prop: 'lang', type: 'string', values: ['de', 'en', 'fr', 'nl'], description: '' },
  { name: 'theme', prop: 'theme', type: 'string', description: '' },
  { name: 'device-type', prop: 'deviceType', type: 'string', values: ['Kiosk', 'DigitalSignage', 'App', 'Browser'], description: '' },
  { name: 'portal-url', prop: 'portalUrl', type: 'string', description: '' },
  { name: 'history', prop: 'history', type: 'string', values: ['query', 'hash', 'none'], description: '' },
  { name: 'ten-foot', prop: 'tenFoot', type: 'string', values: ['on', 'off'], description: '' },
  { name: 'heading-level', prop: 'headingLevel', type: 'string', values: ['1', '2'], description: '' },
] as const satisfies readonly WidgetAttribute[];

/** What the manifest, the typings and the element gallery say about each common attribute. */
const COMMON_ATTRIBUTE_DOCS: Record<(typeof COMMON_ATTRIBUTE_SHAPES)[number]['name'], string> = {
  'hub-url':
    'Hub origin, e.g. https://hub.ship.example:8080. Page-wide: all elements share one hub, the first hub-url set on the page wins (a different value on another element is ignored and reported on the console). Default: the page configuration, else derived from the page host name.',
  lang: "Interface language (de, en, fr, nl). Page-wide: the guest has one language, so the value set last applies to every element. Default: the guest's choice, the configured default, then the browser language.",
  theme: 'Brand theme of this element only (ocean, sunset, high-contrast); sets data-lido-theme on it. Default: the page or hub theme.',
  'device-type':
    "Device type rules to apply (Kiosk, DigitalSignage, App, Browser). Page-wide: one device per page, the value set last applies to every element. Default: the hub's device configuration.",
  'portal-url':
    'Portal base URL that links of this element to other features follow when no host page handles lido-navigate. Default: the page configuration portalUrl.',
  'ten-foot':
    "10-foot mode for a TV driven by a remote (on, off): focus always on one control, the arrow keys move across every element, Back goes back, text and targets sized for 3 m, a 5 % overscan margin. Page-wide, the value set last winning. Default: the page configuration tenFoot, else the hub's device profile (tenFoot), else on in TV browsers (webOS, Tizen, HbbTV, Android TV and similar user agents).",
  'heading-level':
    "The level of the element's page title (1, 2): 2 where the page around already has its h1 (an operator page with its own title; the portal's home, which shows several elements), so the page keeps one h1 and a screen reader's outline stays true. Default: 1.",
  history:
    'How this element keeps a route it shows in place (an un-cancelled lido-navigate) in the page URL, so Back/Forward, reload and deep links work on an operator page: query (?lido-vod=/vod/detail/42; the key is the tag, with "-" and the element id when it has one, ?lido-vod-kids=…, else from the second element of a tag on its position, ?lido-vod-2=…), hash (#lido-vod=/vod/detail/42) or none (the URL is left alone). The page\'s own parameters, hash and history.state are kept. Default: the page configuration history, else query.',
};

/** Attributes every element takes; page config and the hub's device config fill the gaps. */
export const COMMON_ATTRIBUTES: readonly WidgetAttribute[] = /*#__PURE__*/ COMMON_ATTRIBUTE_SHAPES.map((attribute) => ({
  ...attribute,
  description: COMMON_ATTRIBUTE_DOCS[attribute.name],
}));

/** Public events every element may dispatch, whatever its own meta lists. */
export const COMMON_EVENTS = [
  {
    name: 'lido-navigate',
    detail: 'LidoNavigateDetail',
    description:
      'Cancelable. A link asks to go to a portal route (detail.path, e.g. /vod/detail/42). Call preventDefault() to route it yourself; otherwise the element navigates in place (its own routes) or to portal-url + path.',
  },
  {
    name: 'lido-error',
    detail: 'LidoErrorDetail',
    description: 'The element caught an error it could not show inline (also after its error boundary caught a render failure).',
  },
] as const satisfies readonly WidgetEvent[];

/** Parts every element renders (the error boundary) or may render (the UI kit's states of a hub read). */
export const COMMON_PARTS = [
  { name: 'error', description: 'The message shown when the widget failed to render, or a hub read failed.' },
  { name: 'loading', description: 'The loading state (spinner or skeleton) while hub data is on its way.' },
  { name: 'notice', description: 'An informational message (not an error), e.g. that something is not available.' },
  { name: 'stale-note', description: 'The note that the data shown is older because the hub cannot be reached.' },
] as const satisfies readonly WidgetPart[];

/**
 * Theme tokens every element reads through the shared sheets (core/styles/base.css, core/ui/ui.css)
 * with no page default in tokens.css: a value on :root would be resolved there, before an
 * element's theme or font could change what it falls back to. Listed in the manifest beside the
 * design tokens.
 */
export const COMMON_CSS_PROPERTIES = [
  { name: '--lido-font-heading', description: 'Theme token (type): the font of headings. Unset: the body font (--lido-font).', default: 'var(--lido-font)' },
  { name: '--lido-heading-case', description: 'Theme token (layout flag): the case of headings, none (as written) or uppercase.', default: 'none' },
  {
    name: '--lido-button-radius',
    description: 'Theme token (layout flag): the shape of buttons, e.g. 999px for pills. Unset: the corners of everything else (--lido-radius).',
    default: 'var(--lido-radius)',
  },
] as const satisfies readonly WidgetCssProperty[];

/** kebab-case attribute → camelCase property, the naming rule the meta checks enforce. */
export function propFromAttribute(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
