/**
 * "Download as Figma plugin": a reader's project → a zip that the Figma desktop app imports with Plugins →
 * Development → Import plugin from manifest…, made entirely in the browser. Load this module with `import()`
 * on click: it loads sucrase, fflate and the prebuilt kit only when called.
 */
import {PluginDownloadError} from './downloadErrors';
import {fetchKit, type PluginKit} from './pluginKit';
import {UI_ENTRY, declareDependencies, pluginManifest, pluginSlug, pluginSources} from './pluginProject';
import {zipReadme} from './zipReadme';
import {compileProject, importedPackages, type Transform} from './compileProject';
import {composeUiHtml} from './uiHtml';
import {isAllowedPackage} from '../project/imports';

export {PluginDownloadError} from './downloadErrors';
export {pluginZipName} from './pluginProject';

/** What to zip. */
export interface PluginZipInput {
  /** The plugin's name in Figma's menu and the source of the file names (e.g. the example's title). */
  name: string;
  /** The reader's project: `src/…` path → TS/TSX text, exactly as typed. */
  files: Record<string, string>;
  /**
   * The file the playground draws from (its entry file), which decides the UI entry as it decides the
   * playground's (./project.ts `pluginSources`); absent: the first file that draws.
   */
  active?: string;
  /** The prebuilt kit; fetched from the site (./pluginKit.ts) when absent. Tests pass the one ../node/bundleKit.ts builds. */
  kit?: PluginKit | Promise<PluginKit>;
  /**
   * Only the sources, no built `dist/` files: for code that does not draw yet (the playground shows why). The
   * reader fixes it and builds with `npm ci && npm run build`; syntax and imports are not checked.
   */
  sourcesOnly?: boolean;
}

/**
 * The files of the zip, relative to its one top folder `react-figma-<slug>/`: manifest.json, README.md,
 * dist/code.js, dist/ui.html, the starter's package.json, package-lock.json (both declaring any allowed package
 * the project imports that the starter does not: ./project.ts `declareDependencies`), webpack.config.js,
 * tsconfig.json, src/code.tsx, src/ui.html, and the project's `src/` files (see ./project.ts `pluginSources`).
 * @param active as {@link PluginZipInput.active}.
 * @throws as {@link buildPluginZip}.
 */
export function pluginZipFiles(
  name: string,
  files: Record<string, string>,
  kit: PluginKit,
  transform: Transform,
  sourcesOnly = false,
  active?: string,
): Record<string, string> {
  const {sources} = pluginSources(files, kit.starter['src/ui.tsx'], active);
  const folder = `react-figma-${pluginSlug(name)}`;
  const manifest = pluginManifest(name);
  const out: Record<string, string> = {
    'manifest.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'README.md': zipReadme(manifest.name, folder),
  };
  let packages: string[];
  if (sourcesOnly) {
    packages = importedPackages(sources, transform);
  } else {
    const modules = compileProject(sources, transform);
    // An import's target is a project path or an allowed package (./transpile.ts).
    packages = Object.values(modules).flatMap((m) => Object.values(m.imports).filter(isAllowedPackage));
    out['dist/code.js'] = kit.code;
    out['dist/ui.html'] = composeUiHtml(kit.starter['src/ui.html'], kit.runtime, modules, UI_ENTRY);
  }
  for (const [path, text] of Object.entries(kit.starter)) if (path !== UI_ENTRY) out[path] = text;
  const declared = declareDependencies(
    kit.starter['package.json'],
    kit.starter['package-lock.json'],
    packages,
  );
  out['package.json'] = declared.packageJson;
  out['package-lock.json'] = declared.packageLock;
  return {...out, ...sources};
}

/**
 * Makes the zip. Names are checked before anything loads.
 * @returns the zip's bytes (one top folder `react-figma-<slug>/`); save it as `pluginZipName(name)`.
 * @throws Error (checkFileName) for an unsafe file name; PluginDownloadError `syntax` (file:line:col), `import`
 *   (file:line, naming the module), `entry` (nothing to draw, or a file named src/code.tsx); Error when the kit
 *   cannot be fetched. No zip is made in any of these cases.
 */
export async function buildPluginZip(input: PluginZipInput): Promise<Uint8Array> {
  pluginSources(input.files, '', input.active);
  const [kit, sucrase, fflate] = await Promise.all([
    input.kit ?? fetchKit(),
    // One chunk with the zip builder (the button names it plugin-download): one fewer entry in every page's runtime.
    import(/* webpackChunkName: "plugin-download" */ 'sucrase'),
    import(/* webpackChunkName: "plugin-download", webpackExports: ["zipSync", "strToU8"] */ 'fflate'),
  ]);
  if (!kit?.starter?.['src/ui.tsx'] || !kit.code || !kit.runtime) {
    throw new PluginDownloadError(
      'kit',
      'The prebuilt plugin files are incomplete. Reload the page and try again.',
    );
  }
  const files = pluginZipFiles(
    input.name,
    input.files,
    kit,
    sucrase.transform as Transform,
    input.sourcesOnly,
    input.active,
  );
  const folder = `react-figma-${pluginSlug(input.name)}`;
  const entries: Record<string, Uint8Array> = {};
  for (const [path, text] of Object.entries(files)) entries[`${folder}/${path}`] = fflate.strToU8(text);
  return fflate.zipSync(entries, {level: 6});
}
