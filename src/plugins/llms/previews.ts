/**
 * The figma-preview "Result" of the drawing examples, in the Markdown twins. The HTML page gets a figure with a
 * picture and a layers outline after each drawing example (src/plugins/figma-preview, inserted while MDX
 * compiles); the twin, made from the source, gets the same outline as a nested list after the same code block:
 *
 *   ```tsx title="src/App.tsx"
 *   …
 *   ```
 *
 *   Result (drawn by react-figma 0.31.0 at build time), layers:
 *
 *   - FRAME Card · x 0, y 0, 288×208
 *     - TEXT Title · x 16, y 16, 120×24
 *
 * Which blocks draw, the project each runs as (titled blocks of the page, `starter` fences filled), which ones
 * share a sibling's result, and the rendering or its cache are all figma-preview's (`pagePreviews`), so the twin
 * shows exactly what the page shows.
 */
import {
  REACT_FIGMA_VERSION,
  pagePreviews,
  type CachedPreview,
  type PagePreview,
} from '../figma-preview/previews';
import {rotationText, type Layer} from '../../figma-runner/protocol/messages';
import {exampleId, pageSlug} from '../../figma-runner/project/exampleId';
import {mdxToTwin, parseTwinSource, type MdNode, type TwinOptions} from './markdown';

const text = (value: string): MdNode => ({type: 'text', value});

function layerList(layers: Layer[]): MdNode {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: layers.map(([type, name, x, y, width, height, children, rotation]) => ({
      type: 'listItem',
      spread: false,
      children: [
        // The same words as the HTML outline (src/components/FigmaPreview): `TYPE name · x X, y Y, W×H`.
        {
          type: 'paragraph',
          children: [text(`${type} ${name} · x ${x}, y ${y}, ${width}×${height}${rotationText(rotation)}`)],
        },
        ...(children && children.length > 0 ? [layerList(children)] : []),
      ],
    })),
  };
}

/**
 * The twin's form of one Result: a paragraph naming what drew it, then the layers as a nested list (px, relative to
 * the parent, like Figma's layers panel), then the link that opens the example in the playground, as the page's
 * figure has (PLAY-2).
 * @param version the react-figma version that drew it (the page's caption names it too).
 * @param editUrl absolute URL of the example in the playground; none for pages the playground does not list.
 */
export function resultNodes(
  preview: CachedPreview,
  version = REACT_FIGMA_VERSION,
  editUrl?: string,
): MdNode[] {
  const layers = preview.layers as Layer[];
  return [
    {
      type: 'paragraph',
      children: [text(`Result (drawn by react-figma ${version} at build time), layers:`)],
    },
    ...(layers.length > 0 ? [layerList(layers)] : []),
    ...(editUrl
      ? [
          {
            type: 'paragraph',
            children: [{type: 'link', url: editUrl, children: [text('Edit in the playground')]}],
          },
        ]
      : []),
  ];
}

/**
 * A page's twin with the Result of each drawing example after its code block.
 * @param source the page's source; `options` as for `mdxToTwin` (its `afterCode` is replaced).
 * @param preview figma-preview's options (`cacheDir`, `timeoutMs`); the defaults are the build's.
 * @returns the twin and the page's previews (their cache keys and results, for the twins' own cache key).
 * @throws what `mdxToTwin` throws, and figma-preview's `file:line` error when an example cannot draw.
 */
export async function twinWithPreviews(
  source: string,
  options: TwinOptions,
  preview: {cacheDir?: string; timeoutMs?: number} = {},
): Promise<{twin: {markdown: string; body: string}; previews: PagePreview[]}> {
  const parsed = parseTwinSource(source, options);
  const previews = await pagePreviews(parsed.codeBlocks, options.file, preview);
  // PLAY-2: the n-th Result of a doc or post is playground example `exampleId(file, n)`, as on the page.
  const editable = pageSlug(options.file) !== undefined;
  const editUrl = (n: number) =>
    editable ? `${options.siteUrl}playground?example=${exampleId(options.file, n)}` : undefined;
  const byLine = new Map(previews.map((p, i) => [p.fenceLine, {preview: p.preview, n: i + 1}]));
  const twin = mdxToTwin(parsed, {
    ...options,
    afterCode: ({line}) => {
      const result = byLine.get(line);
      return result ? resultNodes(result.preview, REACT_FIGMA_VERSION, editUrl(result.n)) : [];
    },
  });
  return {twin, previews};
}
