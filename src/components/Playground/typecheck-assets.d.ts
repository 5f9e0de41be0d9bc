// The URL of the type checker's hints, a static file of src/plugins/playground (its worker and typings are
// src/plugins/runner-assets's).
declare module '@generated/playground/default/props-hints.json' {
  const url: string;
  export default url;
}

// The Styling page's style keys (src/plugins/playground writes them), bundled into the inspector's chunk.
declare module '@generated/playground/default/style-keys.json' {
  const keys: unknown[];
  export default keys;
}
