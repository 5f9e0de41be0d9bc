// fontkit 2.0.4 ships no typings: the functions fontTables.ts uses.
declare module 'fontkit' {
  export function create(buffer: Buffer): unknown;
}
