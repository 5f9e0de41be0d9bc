/** Webpack loader: the docs version metadata without descriptions (only DocCard reads them). */
import type {LoaderContext} from 'webpack';

/** The version metadata JSON without doc descriptions. @throws Error when it has no `docs` object. */
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
