/** webpack 5's `require.context`, as ./state.ts uses it: the modules of one folder, by relative key. */
interface WebpackContext {
  keys(): string[];
  (key: string): unknown;
}

declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, regExp: RegExp): WebpackContext;
  }
}
