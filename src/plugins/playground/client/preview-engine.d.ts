// The URL of the preview engine's browser bundle: an alias the figma-preview plugin (src/plugins/figma-preview)
// points at its generated file, which webpack emits as a hashed asset.
declare module '@preview-engine' {
  const url: string;
  export default url;
}
