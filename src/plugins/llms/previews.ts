/** The figma-preview Result of each drawing example in the twins, as a layers list (README.md). */
import {
  REACT_FIGMA_VERSION,
  pagePreviews,
  type CachedPreview,
  type PagePreview,
  type WindowStill,
} from '../figma-preview/previews';
import {rotationText, type Layer} from '../../figma-runner/protocol/messages';
import {exampleId, pageSlug} from '../playground/client/exampleId';
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

/** The window beside a Result (ENGINE-6): its title, size (CSS px) and words, as the figure shows them. */
const windowLine = ({title, width, height, text: words}: WindowStill): string =>
  `Plugin window "${title}", ${width}×${height}${words ? `, showing: ${words}` : ', empty'}.`;

/** One Result in a twin: what drew it, the layers (px, relative to the parent), the playground link. */
function resultNodes(preview: CachedPreview, version = REACT_FIGMA_VERSION, editUrl?: string): MdNode[] {
  const {layers} = preview;
  return [
    {
      type: 'paragraph',
      children: [text(`Result (drawn by react-figma ${version} at build time), layers:`)],
    },
    ...(layers.length > 0 ? [layerList(layers)] : []),
    ...(preview.pluginWindow
      ? [
          {
            type: 'paragraph',
            children: [text(windowLine(preview.pluginWindow))],
          },
        ]
      : []),
    ...(preview.notes?.length
      ? [
          {type: 'paragraph', children: [text('Figma lays this out differently:')]},
          {
            type: 'list',
            ordered: false,
            spread: false,
            children: preview.notes.map((n) => ({
              type: 'listItem',
              spread: false,
              children: [
                {
                  type: 'paragraph',
                  children: n
                    .split('`')
                    .map((part, k) => (k % 2 ? {type: 'inlineCode', value: part} : text(part))),
                },
              ],
            })),
          },
        ]
      : []),
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

/** A page's twin with each example's Result. @throws as `mdxToTwin`, or `file:line` when one cannot draw. */
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
