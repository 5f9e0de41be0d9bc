// URLs of the type checker's static files: aliases src/plugins/playground/index.ts points at its generated
// files.
declare module '@typecheck-worker' {
  const url: string;
  export default url;
}

declare module '@typecheck-typings' {
  const url: string;
  export default url;
}

declare module '@generated/playground/default/props-hints.json' {
  const url: string;
  export default url;
}
