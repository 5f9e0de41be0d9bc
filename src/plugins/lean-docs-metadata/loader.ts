/**
 * Webpack loader for the docs version metadata module (see ./index.ts): the same JSON without `description` in
 * its `docs` map. Only theme-classic's DocCard reads that map (`useDocById`), and the site has no doc cards.
 */
import type {LoaderContext} from 'webpack';

/**
 * The version metadata JSON text without each doc's `description`; everything else as it was.
 * @throws Error when the JSON has no `docs` object of doc entries (plugin-content-docs changed its shape).
 */
export function withoutDocDescriptions(json: string): string {
  const metadata = JSON.parse(json) as {docs?: unknown};
  const docs = metadata.docs;
  if (!docs || typeof docs !== 'object' || Array.isArray(docs)) {
    throw new Error(
      '[lean-docs-metadata] the docs version metadata has no `docs` map; plugin-content-docs changed, revisit src/plugins/lean-docs-metadata.',
    );
  }
  for (const doc of Object.values(docs as Record<string, Record<string, unknown>>)) delete doc.description;
  return JSON.stringify(metadata);
}

export default function leanDocsMetadataLoader(this: LoaderContext<unknown>, source: string): string {
  return withoutDocDescriptions(source);
}
