/** The prebuilt part of a downloaded plugin (../node/bundleKit.ts), fetched on click as JSON. */

/** The prebuilt files. All text. */
export interface PluginKit {
  /** `dist/code.js`: the starter's src/code.tsx bundled (react-figma's setupMainThread, a hidden UI). */
  code: string;
  /** The UI runtime script (./uiRuntime.ts), called as `reactFigmaPluginRuntime.start(modules, entry)`. */
  runtime: string;
  /** The main thread's runtime (../engine/mainThread.ts), for a reader's own src/code.tsx (./mainCode.ts). */
  mainRuntime: string;
  /** The starter's files the zip ships for a rebuild ({@link STARTER_KIT_FILES}): path → text. */
  starter: Record<string, string>;
}

/** The starter's files in every zip, by path in examples/starter. */
export const STARTER_KIT_FILES = [
  'package.json',
  'package-lock.json',
  'webpack.config.js',
  'tsconfig.json',
  'src/code.tsx',
  'src/ui.html',
  'src/ui.tsx',
] as const;

/** The global the runtime script defines. */
export const RUNTIME_GLOBAL = 'reactFigmaPluginRuntime';

/** Fetches the kit from `url`, the site's content-hashed copy. @throws Error when the request fails. */
export async function fetchKit(url: string): Promise<PluginKit> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error('Could not load the plugin files: the network request failed. Check the connection.');
  }
  if (!response.ok) {
    throw new Error(
      `Could not load the plugin files (HTTP ${response.status}). Reload the page and try again.`,
    );
  }
  return (await response.json()) as PluginKit;
}
