/** "Download as Figma plugin", made in the browser (../README.md "The download"); `import()` on click. */
import {PluginDownloadError} from './downloadErrors';
import {fetchKit, type PluginKit} from './pluginKit';
import {UI_ENTRY, declareDependencies, pluginManifest, pluginSlug, pluginSources} from './pluginProject';
import {zipReadme} from './zipReadme';
import {compileProject, importedPackages, type Transform} from './compileProject';
import {composeUiHtml} from './uiHtml';
import {composeMainCode} from './mainCode';
import {isAllowedPackage} from '../project/imports';
import {MAIN_THREAD_FILE} from '../project/entry';

export {PluginDownloadError} from './downloadErrors';
export {pluginZipName} from './pluginProject';

/** What to zip. */
export interface PluginZipInput {
  /** The plugin's name in Figma's menu and the source of the file names. */
  name: string;
  /** The reader's project: `src/…` path → TS/TSX text, exactly as typed. */
  files: Record<string, string>;
  /** The file the playground draws from, which decides the UI entry (./pluginProject.ts `pluginSources`). */
  active?: string;
  /** The prebuilt kit, or the URL it is fetched from (./pluginKit.ts `fetchKit`). */
  kit: PluginKit | Promise<PluginKit> | string;
  /** Only the sources, no `dist/` and no syntax or import checks: for code that does not draw yet. */
  sourcesOnly?: boolean;
}

/** The zip's files by path under its top folder (see ../README.md). @throws as {@link buildPluginZip}. */
function pluginZipFiles(
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
    packages = Object.values(modules).flatMap((m) => Object.values(m.imports).filter(isAllowedPackage));
    // The starter's main thread keeps its webpack-like bundle; a reader's own is composed over the runtime.
    const ownMain =
      MAIN_THREAD_FILE in sources && sources[MAIN_THREAD_FILE] !== kit.starter[MAIN_THREAD_FILE];
    out['dist/code.js'] = ownMain ? composeMainCode(kit.mainRuntime, modules) : kit.code;
    const {[MAIN_THREAD_FILE]: _main, ...uiModules} = modules;
    out['dist/ui.html'] = composeUiHtml(kit.starter['src/ui.html'], kit.runtime, uiModules, UI_ENTRY);
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

/** The zip's bytes. @throws Error (unsafe name, kit); PluginDownloadError `syntax`, `import` or `entry`. */
export async function buildPluginZip(input: PluginZipInput): Promise<Uint8Array> {
  pluginSources(input.files, '', input.active);
  const [kit, sucrase, fflate] = await Promise.all([
    typeof input.kit === 'string' ? fetchKit(input.kit) : input.kit,
    // The zip builder's own chunk: one fewer entry in every page's runtime.
    import(/* webpackChunkName: "plugin-download" */ 'sucrase'),
    import(/* webpackChunkName: "plugin-download", webpackExports: ["zipSync", "strToU8"] */ 'fflate'),
  ]);
  if (!kit?.starter?.['src/ui.tsx'] || !kit.code || !kit.runtime || !kit.mainRuntime) {
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
