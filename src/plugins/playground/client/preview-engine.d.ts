// The URL of the preview engine's browser bundle: an alias the figma-preview plugin (src/plugins/figma-preview)
// points at its generated file, which webpack emits as a hashed asset.
declare module '@preview-engine' {
  const url: string;
  export default url;
}

// The URL of @babel/parser's bundle, which the runner sends to the worker after a first syntax error.
declare module '@preview-syntax' {
  const url: string;
  export default url;
}
