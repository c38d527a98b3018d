/**
 * Which elements the published bundle defines, read from its custom-elements.json when the site
 * is built (scripts/build-site.mjs copies dist/ to public/lido/ first). A route whose element is
 * not in the bundle shows the translated "not available on this installation" state instead.
 */
const manifests = import.meta.glob<unknown>('../public/lido/custom-elements.json', { eager: true, import: 'default' });

interface ManifestModule {
  declarations?: Array<{ tagName?: unknown; customElement?: unknown }>;
}

/** Tag names declared by a custom-elements manifest (schema 1.x: modules[].declarations[].tagName). */
export function manifestTags(manifest: unknown): Set<string> {
  const tags = new Set<string>();
  const modules = (manifest as { modules?: ManifestModule[] } | null)?.modules;
  if (!Array.isArray(modules)) return tags;
  for (const module of modules) {
    for (const declaration of module.declarations ?? []) {
      if (typeof declaration.tagName === 'string') tags.add(declaration.tagName);
    }
  }
  return tags;
}

export const bundledTags: ReadonlySet<string> = manifestTags(Object.values(manifests)[0] ?? null);

export function isAvailable(tag: string): boolean {
  return bundledTags.has(tag);
}
