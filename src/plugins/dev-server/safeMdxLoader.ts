/** @docusaurus/mdx-loader under `npm start`: every error to webpack, each page hot in place (README.md). */
import path from 'node:path';
import matter from 'gray-matter';
import type {LoaderContext} from 'webpack';
import {errorLine} from './locate';
import {withHotMdx} from './hotMdx';
import {withLocalMdx} from '../build-speed/localMdx';

type Loader = (this: LoaderContext<unknown>, source: string) => unknown;
// Webpack loaders are CommonJS; the typed import of this one has no default.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mdxLoader = (require('@docusaurus/mdx-loader') as {default: Loader}).default;

export default function safeMdxLoader(this: LoaderContext<unknown>, source: string): void {
  const callback = this.async();
  let answered = false;
  const answer = ((error, code, ...rest) => {
    if (answered) return;
    answered = true;
    callback(error, typeof code === 'string' ? withHotMdx(withLocalMdx(code)) : code, ...rest);
  }) as typeof callback;
  // mdx-loader sees the real loader context except for how it reports back.
  const context = Object.create(this) as LoaderContext<unknown>;
  context.async = () => answer;
  context.callback = answer;
  Promise.resolve()
    .then(() => {
      // With options gray-matter skips its cache, which keeps a failed parse and returns it without the
      // error.
      matter(source, {});
      return mdxLoader.call(context, source);
    })
    .catch((error: Error) => answer(located(error, this.resourcePath, this.rootContext, source)));
}

/** `error` prefixed `file:line: ` by ./locate.ts; the bundle throws it too, so both overlays name it. */
function located(error: Error, resource: string, siteDir: string, source: string): Error {
  const file = path.relative(siteDir, resource).split(path.sep).join('/');
  const line = error.message.includes(`${file}:`)
    ? undefined
    : errorLine(`${error.name}: ${error.message}`, source);
  if (line !== undefined) error.message = `${file}:${line}: ${error.message}`;
  return error;
}
