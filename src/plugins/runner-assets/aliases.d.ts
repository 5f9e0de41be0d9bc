// The modules ./adapter.ts `runnerAssetsWebpack` aliases, one per asset of ./assets.ts: a fetched asset's
// default export is its URL (content-hashed, same origin), an inline one's is its text.
declare module '@preview-engine' {
  const url: string;
  export default url;
}

declare module '@preview-syntax' {
  const url: string;
  export default url;
}

declare module '@preview-dom' {
  const url: string;
  export default url;
}

declare module '@preview-relay' {
  const script: string;
  export default script;
}

declare module '@typecheck-worker' {
  const url: string;
  export default url;
}

declare module '@typecheck-typings' {
  const url: string;
  export default url;
}

declare module '@plugin-kit' {
  const url: string;
  export default url;
}
