/**
 * The element gallery's data: dist/custom-elements.json (made by `npm run build`), bundled into
 * the site when it is built (scripts/build-site.mjs runs after the bundle build). import.meta.glob
 * keeps the typecheck independent of a build: without dist/ the gallery lists no element.
 */
interface TypeText {
  text?: string;
}
interface Named {
  name: string;
  description?: string;
}
export interface ManifestAttribute extends Named {
  fieldName?: string;
  type?: TypeText;
  default?: string;
}
export interface ManifestMember extends Named {
  kind: string;
  attribute?: string;
  type?: TypeText;
  default?: string;
  readonly?: boolean;
}
export interface ManifestEvent extends Named {
  type?: TypeText;
}
export interface ManifestCssProperty extends Named {
  default?: string;
}
export interface ElementDoc {
  tag: string;
  className: string;
  description: string;
  attributes: ManifestAttribute[];
  properties: ManifestMember[];
  events: ManifestEvent[];
  parts: Named[];
  cssProperties: ManifestCssProperty[];
  slots: Named[];
}

interface Declaration {
  kind?: string;
  name?: string;
  tagName?: string;
  customElement?: boolean;
  description?: string;
  attributes?: ManifestAttribute[];
  members?: ManifestMember[];
  events?: ManifestEvent[];
  cssParts?: Named[];
  cssProperties?: ManifestCssProperty[];
  slots?: Named[];
}
interface Manifest {
  modules?: Array<{ declarations?: Declaration[] }>;
}

const files = import.meta.glob<Manifest>('../../../dist/custom-elements.json', { eager: true, import: 'default' });
const manifest: Manifest = Object.values(files)[0] ?? {};

/** Every element of the manifest, by tag name. */
export const elements: readonly ElementDoc[] = (manifest.modules ?? [])
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration): declaration is Declaration & { tagName: string } => Boolean(declaration.customElement && declaration.tagName))
  .map((declaration) => ({
    tag: declaration.tagName,
    className: declaration.name ?? '',
    description: declaration.description ?? '',
    attributes: declaration.attributes ?? [],
    properties: (declaration.members ?? []).filter((member) => member.kind === 'field'),
    events: declaration.events ?? [],
    parts: declaration.cssParts ?? [],
    cssProperties: declaration.cssProperties ?? [],
    slots: declaration.slots ?? [],
  }))
  .sort((a, b) => a.tag.localeCompare(b.tag));

export function elementDoc(tag: string): ElementDoc | undefined {
  return elements.find((element) => element.tag === tag);
}

/** The first sentence of a description (the list's summary). */
export function summary(description: string): string {
  const end = description.search(/[.:](\s|$)/);
  return end === -1 ? description : description.slice(0, end + 1).replace(/:$/, '.');
}
