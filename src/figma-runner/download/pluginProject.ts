/** What a reader's project becomes in the plugin: `src/` files, declared dependencies, manifest, zip name. */
import {PluginDownloadError} from './downloadErrors';
import {checkFileName} from '../project/fileNames';
import {chooseEntry, defaultActive, exportsApp} from '../project/entry';
import {packageOf} from '../project/imports';

/** The UI thread's entry: the starter's webpack config builds `dist/ui.html` from it. */
export const UI_ENTRY = 'src/ui.tsx';
/** `./App` for `src/App.tsx` seen from `src/ui.tsx`: a relative import without the extension. */
function importFromUi(path: string): string {
  return `./${path.slice('src/'.length).replace(/\.tsx?$/, '')}`;
}

/**
 * The plugin's `src/`: the reader's files plus a `src/ui.tsx` for `active` when none. @throws Error (unsafe
 * name); PluginDownloadError `entry` (nothing to draw).
 */
export function pluginSources(
  files: Record<string, string>,
  starterUi: string,
  active?: string,
): {sources: Record<string, string>; generatedEntry: boolean} {
  const names = Object.keys(files);
  for (const name of names) checkFileName(name);
  if (names.includes(UI_ENTRY)) return {sources: {...files}, generatedEntry: false};
  const start = active !== undefined && names.includes(active) ? active : defaultActive(files);
  const choice = start === undefined ? undefined : chooseEntry(files, start);
  if (choice?.kind === 'renders') {
    const entry = `import 'react-figma/rpc';\nimport '${importFromUi(choice.file)}';\n`;
    return {sources: {...files, [UI_ENTRY]: entry}, generatedEntry: true};
  }
  if (!choice || !exportsApp(files[choice.file])) {
    throw new PluginDownloadError(
      'entry',
      choice
        ? `Nothing to draw: ${choice.file} does not export a component named App, and no file renders it.`
        : 'Nothing to draw: no file calls render() from react-figma or exports a component named App.',
      choice && {file: choice.file},
    );
  }
  const app = choice.file;
  const entry = app === 'src/App.tsx' ? starterUi : starterUi.replace("'./App'", `'${importFromUi(app)}'`);
  return {sources: {...files, [UI_ENTRY]: entry}, generatedEntry: true};
}

/**
 * Starter package.json and lockfile with each undeclared import added at its locked version, as `npm install
 * --save-exact` does. @throws PluginDownloadError `kit` when the lockfile lacks one.
 */
export function declareDependencies(
  packageJson: string,
  packageLock: string,
  packages: readonly string[],
): {packageJson: string; packageLock: string} {
  type Deps = {dependencies?: Record<string, string>};
  const pkg = JSON.parse(packageJson) as Deps & {devDependencies?: Record<string, string>};
  const lock = JSON.parse(packageLock) as {packages: Record<string, Deps & {version?: string}>};
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]);
  const missing = [...new Set(packages.map(packageOf))].filter((name) => !declared.has(name)).sort();
  if (!missing.length) return {packageJson, packageLock};
  const sorted = (deps: Record<string, string>) =>
    Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b, 'en')));
  const root = lock.packages[''];
  for (const name of missing) {
    const version = lock.packages[`node_modules/${name}`]?.version;
    if (!version) {
      throw new PluginDownloadError(
        'kit',
        `The starter's package-lock.json does not lock "${name}", so this plugin could not be rebuilt with npm ci.`,
      );
    }
    pkg.dependencies = sorted({...pkg.dependencies, [name]: version});
    root.dependencies = sorted({...root.dependencies, [name]: version});
  }
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {packageJson: json(pkg), packageLock: json(lock)};
}

/** The file-name part for a title: `Frame — Auto layout` → `frame-auto-layout` (≤ 60 chars, or `plugin`). */
export function pluginSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'plugin';
}

/** The zip's file name: `react-figma-<slug>.zip`. */
export const pluginZipName = (name: string): string => `react-figma-${pluginSlug(name)}.zip`;

/** A development plugin's manifest.json (see this plugin's README for each field). */
export interface PluginManifest {
  name: string;
  id: string;
  api: '1.0.0';
  main: 'dist/code.js';
  ui: 'dist/ui.html';
  editorType: ['figma'];
}

/** The manifest for a plugin titled `name`; its id is `react-figma-<slug>`, stable per example. */
export function pluginManifest(name: string): PluginManifest {
  return {
    name: name.trim() || 'React Figma plugin',
    id: `react-figma-${pluginSlug(name)}`,
    api: '1.0.0',
    main: 'dist/code.js',
    ui: 'dist/ui.html',
    editorType: ['figma'],
  };
}
