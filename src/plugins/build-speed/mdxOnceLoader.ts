/** Webpack loader: mdx-loader run once per file and content for both compilers, replaying `addDependency`. */
import crypto from 'node:crypto';
import type {LoaderContext} from 'webpack';
import {withLocalMdx} from './localMdx';

type Loader = (this: LoaderContext<unknown>, source: string) => void;
// Webpack loaders are CommonJS; the typed import of this one has no default.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mdxLoader = (require('@docusaurus/mdx-loader') as {default: Loader}).default;

interface Compiled {
  code: string;
  dependencies: string[];
}

/** resourcePath + query + content hash → compiled module; lives as long as the build process. */
const compiled = new Map<string, Promise<Compiled>>();

function compile(context: LoaderContext<unknown>, source: string): Promise<Compiled> {
  return new Promise((resolve, reject) => {
    const dependencies: string[] = [];
    const done = (error?: Error | null, code?: string | Buffer) =>
      error ? reject(error) : resolve({code: withLocalMdx(String(code ?? '')), dependencies});
    // mdx-loader sees the real loader context except for how it reports back.
    const recording = Object.create(context) as LoaderContext<unknown>;
    recording.async = () => done as ReturnType<LoaderContext<unknown>['async']>;
    recording.callback = done as LoaderContext<unknown>['callback'];
    recording.addDependency = (file: string) => {
      dependencies.push(file);
      context.addDependency(file);
    };
    recording.dependency = recording.addDependency;
    mdxLoader.call(recording, source);
  });
}

export default function mdxOnceLoader(this: LoaderContext<unknown>, source: string): void {
  const callback = this.async();
  const key = `${this.resourcePath}${this.resourceQuery}\0${this.query && JSON.stringify(this.getOptions?.() ?? {}, (_k, v) => (typeof v === 'function' ? String(v) : v))}\0${crypto.createHash('sha1').update(source).digest('hex')}`;
  let entry = compiled.get(key);
  const firstRun = !entry;
  if (!entry) {
    entry = compile(this, source);
    compiled.set(key, entry);
  }
  entry.then(
    ({code, dependencies}) => {
      if (!firstRun) for (const file of dependencies) this.addDependency(file);
      callback(null, code);
    },
    (error: Error) => callback(error),
  );
}
