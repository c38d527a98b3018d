/**
 * What the gallery's live example sets on an element beyond the defaults, so it shows demo-hub
 * content (the seeded ids of demo-hub/README.md). Elements not listed run with their defaults.
 */
export const exampleAttributes: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'lido-signage-board': { 'board-id': '1' },
  'lido-content-detail': { 'article-id': '1020' },
};

/** The themes a page can pick (core/styles/themes): value, text key. '' is Lido's defaults. */
export const galleryThemes = [
  ['', 'docs:themeDefault'],
  ['ocean', 'docs:themeOcean'],
  ['sunset', 'docs:themeSunset'],
  ['high-contrast', 'docs:themeHighContrast'],
] as const;

/** The interface languages, each named in itself. */
export const galleryLanguages = [
  ['de', 'Deutsch'],
  ['en', 'English'],
  ['fr', 'Français'],
  ['nl', 'Nederlands'],
] as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The element's start tag with its attributes (HTML-escaped values). */
export function elementMarkup(tag: string, attributes: Readonly<Record<string, string>>): string {
  const list = Object.entries(attributes)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag}${list}></${tag}>`;
}

/** The two-line embed: the versioned loader and the element. */
export function embedSnippet(loaderUrl: string, tag: string, attributes: Readonly<Record<string, string>>): string {
  return `<script type="module" src="${loaderUrl}"></script>\n${elementMarkup(tag, attributes)}`;
}

/** Configure before load: the command queue (core/element/loader-api.ts). */
export function queueSnippet(loaderUrl: string, hubUrl: string): string {
  return [
    '<script>',
    '  window.lido = window.lido || [];',
    `  lido.push(['configure', { hubUrl: '${hubUrl}' }]);`,
    "  lido.push((api) => api.ready().then((core) => console.log('Lido', core.version)));",
    '</script>',
    `<script type="module" src="${loaderUrl}"></script>`,
  ].join('\n');
}
