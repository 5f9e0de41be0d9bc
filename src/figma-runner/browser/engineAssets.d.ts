// The URL of the engine's browser bundle (./engineWorker.ts): an alias the figma-preview Docusaurus plugin
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

// The text of ./relay.ts's bundle, which the runner inlines into the sandbox iframe's document.
declare module '@preview-relay' {
  const script: string;
  export default script;
}
