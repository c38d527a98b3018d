/**
 * The page's own Lido configuration: <script type="application/json" id="lido-config"> and
 * window.lidoConfig. Dependency-free, so the autoloader (dist/lido.js) reads the hub address
 * exactly as the core does.
 */
/** What a page may set (script block or window.lidoConfig). */
export interface PageConfig {
  hubUrl?: string;
  /** Full API base; defaults to hubUrl + apiPath. */
  hubApiUrl?: string;
  /** Path of the API under the hub address (default '/api/'). */
  apiPath?: string;
  lang?: string;
  defaultLanguage?: string;
  fallbackLanguage?: string;
  deviceType?: string;
  theme?: string;
  portalUrl?: string;
  /** How embedded widgets keep their place in the URL: query (default), hash or none. */
  history?: string;
  /** Hub calls carry credentials (cookies) on a secured origin. */
  securedOrigin?: boolean;
  gamesUrl?: string;
  osmUrl?: string;
  gaCode?: string;
  developmentMode?: boolean;
  /** 10-foot mode (a cabin TV driven by a remote): see core/config/ten-foot.ts. */
  tenFoot?: boolean;
}

type StringField =
  | 'hubUrl'
  | 'hubApiUrl'
  | 'apiPath'
  | 'lang'
  | 'defaultLanguage'
  | 'fallbackLanguage'
  | 'deviceType'
  | 'theme'
  | 'portalUrl'
  | 'history'
  | 'gamesUrl'
  | 'osmUrl'
  | 'gaCode';
type BooleanField = 'securedOrigin' | 'developmentMode' | 'tenFoot';
const STRING_FIELDS = [
  'hubUrl',
  'hubApiUrl',
  'apiPath',
  'lang',
  'defaultLanguage',
  'fallbackLanguage',
  'deviceType',
  'theme',
  'portalUrl',
  'history',
  'gamesUrl',
  'osmUrl',
  'gaCode',
] as const satisfies ReadonlyArray<StringField>;
const BOOLEAN_FIELDS = ['securedOrigin', 'developmentMode', 'tenFoot'] as const satisfies ReadonlyArray<BooleanField>;

/** What is wrong with a page config field: not a non-empty string, not a boolean, not JSON (the script block). */
export type PageConfigProblem = 'string' | 'boolean' | 'json';
export type PageConfigReporter = (field: string, problem: PageConfigProblem) => void;

/**
 * The core's reporter (console warnings). The autoloader passes none: the core reports the same
 * page, and the texts would cost bytes in lido.js.
 */
export const reportPageConfig: PageConfigReporter = (field, problem) =>
  console.warn(
    problem === 'json'
      ? '[lido] #lido-config is not valid JSON and was ignored'
      : `[lido] page config "${field}" must be ${problem === 'string' ? 'a non-empty string' : 'true or false'}`,
  );

/** Keeps only well-typed known fields; anything else is reported (when a reporter is given) and ignored. */
export function sanitizePageConfig(value: unknown, report?: PageConfigReporter): PageConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const source = value as Record<string, unknown>;
  const config: PageConfig = {};
  for (const field of STRING_FIELDS) {
    const v = source[field];
    if (typeof v === 'string' && v.trim()) config[field] = v.trim();
    else if (v !== undefined) report?.(field, 'string');
  }
  for (const field of BOOLEAN_FIELDS) {
    const v = source[field];
    if (typeof v === 'boolean') config[field] = v;
    else if (v !== undefined) report?.(field, 'boolean');
  }
  return config;
}

export interface PageSources {
  document?: { getElementById(id: string): { textContent: string | null } | null };
  lidoConfig?: unknown;
}

/**
 * The page's own configuration: the script block wins over window.lidoConfig field by field.
 * lido.js reads every field too: configure() (core/element/page-api.ts) brings it the field
 * list anyway, so a shorter list of its own would only add bytes.
 */
export function readPageConfig(sources: PageSources, report?: PageConfigReporter): PageConfig {
  let fromScript: unknown = undefined;
  // (no ?. here: lido.js carries this, lowered to the engine floor's syntax, where each costs bytes)
  const script = sources.document && sources.document.getElementById('lido-config');
  const text = script && script.textContent;
  if (text) {
    try {
      fromScript = JSON.parse(text);
    } catch {
      report?.('lido-config', 'json');
    }
  }
  return { ...sanitizePageConfig(sources.lidoConfig, report), ...sanitizePageConfig(fromScript, report) };
}

/** The page itself: its document and window.lidoConfig (undefined where there is no DOM). */
export const livePage = (): PageSources => globalThis as unknown as PageSources;
