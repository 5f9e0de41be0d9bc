/** The data the playground page reads; written at build time by src/plugins/playground (browser-safe). */

/** One example the playground can open. */
export interface PlaygroundExample {
  /** `<page-slug>-<n>` (see ./exampleId.ts), e.g. `api-frame-2`, `blog-2020-07-05-devtools-support-1`. */
  id: string;
  /** Human title: the page title + ' — ' + the nearest heading above the block, e.g. "Frame — Auto layout" */
  title: string;
  /** Route of the page it came from, e.g. `/docs/api/frame`. */
  page: string;
  /** The reader's files: project path → TS/TSX source, exactly as on the page (no generated entry). */
  files: Record<string, string>;
  /** The file opened first (the block the figure belongs to), e.g. `src/App.tsx`. */
  active: string;
}

/** What each generated example module holds (`@generated/playground/default/examples/<id>.json`). */
export interface ExampleModule {
  example: PlaygroundExample;
  /** The react-figma version the site installs, for the caption (PLAY-4). */
  version: string;
}
