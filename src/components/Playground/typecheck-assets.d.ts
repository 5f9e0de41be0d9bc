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

// The Styling page's style keys (src/plugins/playground writes them), bundled into the inspector's chunk.
declare module '@generated/playground/default/style-keys.json' {
  const keys: unknown[];
  export default keys;
}
