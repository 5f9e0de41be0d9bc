/** Under `npm start`, a page edit that changes only its text re-renders the content, not the app (README). */
import {createHash} from 'node:crypto';
import path from 'node:path';

const HOT_MDX_CLIENT = path.join(__dirname, 'hotMdxClient.ts');
/** @mdx-js/mdx 1's component, after all the page's imports and exports (mdx-loader 2.4.3 puts them first). */
const MDX_CONTENT = 'export default function MDXContent(';

/** `code` (mdx-loader's output) with its default export through ./hotMdxClient.ts, keyed by a hash of what
 * precedes MDXContent; unchanged without exactly one MDX_CONTENT. */
export function withHotMdx(code: string): string {
  const at = code.indexOf(MDX_CONTENT);
  if (at < 0 || code.indexOf(MDX_CONTENT, at + 1) >= 0) return code;
  const shape = createHash('sha256').update(code.slice(0, at)).digest('hex').slice(0, 16);
  return [
    code.slice(0, at),
    code.slice(at + 'export default '.length),
    `\nimport __hotMdx from ${JSON.stringify(HOT_MDX_CLIENT)};`,
    `export default __hotMdx(module.hot, MDXContent, ${JSON.stringify(shape)});\n`,
  ].join('');
}
