// Aliases the figma-preview plugin points at its generated files: the engine's URL (./engineWorker.ts),
declare module '@preview-engine' {
  const url: string;
  export default url;
}

// the parser's URL (./syntaxParser.ts),
declare module '@preview-syntax' {
  const url: string;
  export default url;
}

// the text of ./relay.ts's bundle.
declare module '@preview-relay' {
  const script: string;
  export default script;
}
