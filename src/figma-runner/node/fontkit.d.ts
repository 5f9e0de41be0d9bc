// fontkit 2.0.4 ships no typings: the one function fontTables.ts uses.
declare module 'fontkit' {
  export function openSync(path: string): unknown;
}
