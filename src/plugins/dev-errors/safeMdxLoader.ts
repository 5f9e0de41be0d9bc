/** @docusaurus/mdx-loader for the dev server, reporting every error to webpack's callback (README.md). */
import type {LoaderContext} from 'webpack';

type Loader = (this: LoaderContext<unknown>, source: string) => unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack loaders are CommonJS; the typed import of this one has no default
const mdxLoader = (require('@docusaurus/mdx-loader') as {default: Loader}).default;

export default function safeMdxLoader(this: LoaderContext<unknown>, source: string): void {
  const callback = this.async();
  let answered = false;
  const answer = ((...args: Parameters<typeof callback>) => {
    if (answered) return;
    answered = true;
    callback(...args);
  }) as typeof callback;
  // mdx-loader sees the real loader context except for how it reports back.
  const context = Object.create(this) as LoaderContext<unknown>;
  context.async = () => answer;
  context.callback = answer;
  Promise.resolve()
    .then(() => mdxLoader.call(context, source))
    .catch((error: Error) => answer(error));
}
