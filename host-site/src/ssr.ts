/**
 * First content before any JavaScript runs (issue 36): a public route's widget rendered on the
 * server, from the hub's answers, into its element's shadow root as declarative shadow DOM.
 *
 * - The widget's own React tree (the same components the bundle runs, never a second copy) under
 *   the same WidgetRoot, with a core of its own per request (no storage, no tab channel): its
 *   language is the one the client would pick (the guest's stored choice, sent as the `lido-lang`
 *   cookie by scripts/portal.ts, else the hub's default, else Accept-Language, else English).
 * - Its hub reads are found by rendering: a pass builds the queries the tree asks for, they are
 *   fetched from the configured hub, the next pass renders with their answers (a few passes at
 *   most, for reads that need another's answer).
 * - The whole render has a budget (SSR_BUDGET_MS, `LIDO_SSR_BUDGET_MS`): a hub that is slow or down,
 *   an answer that failed or a render that throws gives `null`, and the page goes out as before
 *   (the client renders). Nothing is kept between requests: the host site stays stateless.
 * - The result: the element's shadow root (`<template shadowrootmode="open">` with the widget's
 *   styles as `<style>`), marked `data-lido-ssr` with the language, device type and theme it rendered with, and the answers it used
 *   (dehydrated queries; the device's own configuration the client asks for itself) for `<script type="application/json" id="lido-ssr">`:
 *   core/element/server-root.ts seeds the client's core with them and hydrates.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { createCore } from '../../core/index';
import { parseAttribute } from '../../core/element/define-widget';
import type { LidoWidgetHost, WidgetRouteState } from '../../core/element/host';
import { COMMON_ATTRIBUTE_SHAPES, type WidgetMeta } from '../../core/element/meta';
import { renderInputs } from '../../core/element/server-root';
import { SERVER_ATTRIBUTE, SERVER_STYLE_ATTRIBUTE } from '../../core/element/server-marks';
import { registerCatalogues, type Catalogues } from '../../core/i18n/catalogue';
import { toLanguage } from '../../core/i18n/i18n';
import { WidgetRoot } from '../../core/react/widget-root';
import { sharedShadowSheets, themes } from '../../core/styles/index';
import tokens from '../../core/styles/tokens.css';
import contentCatalogues from '../../widgets/content/catalogue';
import contentOverviewMeta from '../../widgets/content/content-overview.meta';
import contentStyles from '../../widgets/content/content.css';
import articleStyles from '../../widgets/content/article.css';
import dailyScheduleMeta from '../../widgets/content/daily-schedule.meta';
import { DailyScheduleWidget } from '../../widgets/content/ScheduleWidget';
import { ContentOverviewWidget } from '../../widgets/content/OverviewWidget';
import programmeCatalogues from '../../widgets/programme/catalogue';
import programmeMeta from '../../widgets/programme/programme.meta';
import programmeStyles from '../../widgets/programme/programme.css';
import { Programme } from '../../widgets/programme/Programme';
import itineraryCatalogues from '../../widgets/itinerary/catalogue';
import itineraryMeta from '../../widgets/itinerary/itinerary.meta';
import itineraryStyles from '../../widgets/itinerary/itinerary.css';
import { Itinerary } from '../../widgets/itinerary/Itinerary';
import venuesCatalogues from '../../widgets/venues/catalogue';
import venuesMeta from '../../widgets/venues/venues.meta';
import venuesStyles from '../../widgets/venues/venues.css';
import { VenuesWidget } from '../../widgets/venues/Venues';
import mediaStyles from '../../core/ui/media-catalogue.css';
import vodCatalogues from '../../widgets/vod/catalogue';
import vodMeta from '../../widgets/vod/vod.meta';
import vodStyles from '../../widgets/vod/vod.css';
import { Vod } from '../../widgets/vod/Vod';

/** How long a page may wait for the hub and the render (ms), by default. */
export const SSR_BUDGET_MS = 300;
/** Render passes at most (each may discover reads that needed the previous answers). */
const MAX_PASSES = 4;

/** On the server a `.css` import is its text (astro.config.mjs, lido-server-sheets). */
interface ServerSheet {
  readonly cssText: string;
}

interface ServerWidget {
  meta: WidgetMeta;
  component: ComponentType<Record<string, unknown>>;
  styles: readonly ServerSheet[];
  catalogues: Catalogues;
}

const sheetsOf = (...sheets: readonly unknown[]): ServerSheet[] => sheets as ServerSheet[];

/** A widget as its element file defines it (meta, component, its own sheets, catalogues), for the server. */
function serverWidget(meta: WidgetMeta, component: unknown, sheets: readonly unknown[], catalogues: Catalogues): ServerWidget {
  return { meta, component: component as ComponentType<Record<string, unknown>>, styles: sheetsOf(...sharedShadowSheets, ...sheets), catalogues };
}

/**
 * The elements rendered on the server: public routes only (a guarded route never gets here).
 * Not the article (lido-content-detail): its main text is CMS HTML, which a server without a DOM
 * cannot sanitise (core/ui/SafeHtml.tsx leaves it to the client), so it would arrive late.
 */
const WIDGETS: Readonly<Record<string, ServerWidget>> = Object.fromEntries(
  [
    serverWidget(contentOverviewMeta, ContentOverviewWidget, [contentStyles], contentCatalogues),
    serverWidget(dailyScheduleMeta, DailyScheduleWidget, [contentStyles, articleStyles], contentCatalogues),
    serverWidget(programmeMeta, Programme, [programmeStyles], programmeCatalogues),
    serverWidget(itineraryMeta, Itinerary, [itineraryStyles], itineraryCatalogues),
    serverWidget(venuesMeta, VenuesWidget, [venuesStyles], venuesCatalogues),
    serverWidget(vodMeta, Vod, [mediaStyles, vodStyles], vodCatalogues),
  ].map((widget) => [widget.meta.tag, widget]),
);

export const rendersOnServer = (tag: string): boolean => Object.hasOwn(WIDGETS, tag);

export interface ServerRequest {
  /** The page's address (the hub is derived from it, as the client derives it). */
  url: URL;
  /** The page configuration the portal sends (`#lido-config`). */
  pageConfig: Readonly<Record<string, unknown>>;
  acceptLanguage: string | null;
  /** The guest's browser (a TV's turns 10-foot mode on, as it does in the client). */
  userAgent?: string | null;
  cookie: string | null;
  budgetMs?: number;
}

export interface ServerRender {
  /** The element with its declarative shadow root. */
  html: string;
  /** `<script type="application/json" id="lido-ssr">`'s content. */
  payload: { queries: DehydratedState };
  lang: string;
  theme: string | null;
  /**
   * The document's sheets (the tokens, the theme), for a <style> in <head>: the client adopts them
   * when its script runs; a page whose script never runs is styled by these.
   */
  documentCss: string;
}

/**
 * The page configuration the portal sends (`#lido-config`): LIDO_HUB_URL, else the core derives
 * the hub from the page's host name (spec 000 §7: same host, port 8080); LIDO_THEME a brand theme.
 */
export function portalPageConfig(env: Readonly<Record<string, string | undefined>> = process.env): Record<string, string> {
  const config: Record<string, string> = {};
  if (env.LIDO_HUB_URL) config.hubUrl = env.LIDO_HUB_URL;
  if (env.LIDO_THEME) config.theme = env.LIDO_THEME;
  return config;
}

/**
 * Engines without declarative shadow DOM (below Chromium 111, Safari 16.4, Firefox 123): attach
 * each `<template shadowrootmode>` still in the page as its parent's shadow root, at parse time (an
 * inline classic script right after the content). The engine floor's syntax: ES5, nothing newer.
 */
export const ATTACH_ON_PARSE =
  '(function(){if(HTMLTemplateElement.prototype.hasOwnProperty("shadowRootMode"))return;' +
  'var t=document.querySelectorAll("template[shadowrootmode]");' +
  'for(var i=0;i<t.length;i++){var e=t[i],h=e.parentNode;' +
  'if(!h||!h.attachShadow||h.shadowRoot)continue;' +
  'h.attachShadow({mode:e.getAttribute("shadowrootmode")}).appendChild(e.content);h.removeChild(e)}})()';

/** The budget in ms: LIDO_SSR_BUDGET_MS when set (0 turns server rendering off), else SSR_BUDGET_MS. */
export function ssrBudget(env: string | undefined = process.env.LIDO_SSR_BUDGET_MS): number {
  const value = env === undefined || env.trim() === '' ? Number.NaN : Number(env);
  return Number.isFinite(value) && value >= 0 ? value : SSR_BUDGET_MS;
}

/** Accept-Language → language codes by preference (q=0 left out). */
export function acceptedLanguages(header: string | null): string[] {
  return String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The guest's chosen language from the `lido-lang` cookie (scripts/portal.ts writes it). */
export function cookieLanguage(cookie: string | null): string | null {
  const match = /(?:^|;\s*)lido-lang=([^;]*)/.exec(cookie ?? '');
  return match ? toLanguage(decodeURIComponent(match[1] ?? '')) : null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** CSS text inside <style>: nothing in it may close the element. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

class BudgetExceeded extends Error {}

/**
 * Renders `tag` with `attributes` on the server, or null (not rendered here, over budget, a hub
 * error, a render error): the caller then sends the element empty, as before.
 */
export async function renderOnServer(tag: string, attributes: Readonly<Record<string, string>>, request: ServerRequest): Promise<ServerRender | null> {
  const widget = WIDGETS[tag];
  const budget = request.budgetMs ?? ssrBudget();
  if (!widget || budget <= 0) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BudgetExceeded()), budget);
  });
  const accepted = acceptedLanguages(request.acceptLanguage);
  const core = createCore({
    storage: null,
    hubTimeout: budget,
    navigator: { languages: accepted, language: accepted[0], userAgent: request.userAgent ?? '' },
    location: request.url,
    page: { lidoConfig: request.pageConfig },
  });
  // one core per request: nothing may reach another request's (the tab channel is a process-wide BroadcastChannel in Node)
  core.channel.close();
  const defaults = core.queryClient.getDefaultOptions();
  core.queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  try {
    registerCatalogues(core.i18n, widget.catalogues);
    const device = await Promise.race([core.config.load(), overBudget]);
    if (!device) return null;
    const chosen = cookieLanguage(request.cookie);
    if (chosen) await Promise.race([core.i18n.changeLanguage(chosen), overBudget]);

    const props = propsOf(widget.meta, attributes);
    const host = serverHost(core, widget.meta, attributes, request.url);
    const tree = createElement(WidgetRoot, { host, widget: widget.component, props, theme: attributes.theme });
    let html = '';
    for (let pass = 0; ; pass += 1) {
      html = renderToString(tree);
      const waiting = asked(core.queryClient).filter((query) => query.state.status === 'pending');
      if (waiting.length === 0) break;
      if (pass + 1 >= MAX_PASSES) return null;
      await Promise.race([Promise.all(waiting.map((query) => fetchQuery(core.queryClient, query))), overBudget]);
    }
    if (asked(core.queryClient).some((query) => query.state.status !== 'success')) return null;
    const lang = core.i18n.language;
    const { theme, tenFoot } = core.stores.configuration.getState();
    const themeSheet = theme && Object.hasOwn(themes, theme) ? [themes[theme]] : [];
    const styles = widget.styles.map((sheet) => `<style ${SERVER_STYLE_ATTRIBUTE}>${styleText(sheet.cssText)}</style>`).join('');
    const attributeText = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    // as WidgetRoot marks its host on the client (10-foot focus rings from the first paint)
    const tenFootMark = tenFoot ? ' data-lido-ten-foot' : '';
    return {
      html: `<${tag}${attributeText}${tenFootMark} ${SERVER_ATTRIBUTE}="${escapeAttribute(renderInputs(core))}"><template shadowrootmode="open">${styles}${html}</template></${tag}>`,
      payload: { queries: dehydrate(core.queryClient) },
      lang,
      theme,
      documentCss: sheetsOf(tokens, ...themeSheet)
        .map((sheet) => styleText(sheet.cssText))
        .join('\n'),
    };
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) console.error(`[portal] <${tag}> could not be rendered on the server; the client renders it`, error);
    return null;
  } finally {
    clearTimeout(timer);
    // reads still under way end with the hub client's timeout (the budget); nothing retries them
    core.queryClient.cancelQueries().catch(() => {});
  }
}

/** The reads the tree asked for: a query it built but left disabled (no id to ask with yet) is none. */
function asked(client: ReturnType<typeof createCore>['queryClient']): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    });
}

function fetchQuery(client: ReturnType<typeof createCore>['queryClient'], query: Query): Promise<unknown> {
  return client.fetchQuery({ ...query.options, queryKey: query.queryKey }).catch(() => undefined);
}

/** The widget's props from the route's attributes, parsed as the element parses them. */
function propsOf(meta: WidgetMeta, attributes: Readonly<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(meta.attributes.map((attribute) => [attribute.prop, parseAttribute(attribute, attributes[attribute.name] ?? null)]));
}

/**
 * What the tree may read of its element while rendering (core/element/host.ts); effects, which
 * use the DOM, never run on the server.
 */
function serverHost(core: ReturnType<typeof createCore>, meta: WidgetMeta, attributes: Readonly<Record<string, string>>, url: URL): LidoWidgetHost {
  const common = Object.fromEntries(COMMON_ATTRIBUTE_SHAPES.map((attribute) => [attribute.prop, attributes[attribute.name]]));
  return {
    localName: meta.tag,
    lidoMeta: meta,
    lidoVersion: core.version,
    lidoCore: core,
    lidoRoute: createStore<WidgetRouteState>()(() => ({ route: null })),
    portalUrl: common.portalUrl,
    history: common.history,
    headingLevel: common.headingLevel,
    // what a render reads of its page: the address (SignInLink's way back)
    ownerDocument: { defaultView: { location: { pathname: url.pathname, search: url.search, hash: '' } } },
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  } as unknown as LidoWidgetHost;
}
