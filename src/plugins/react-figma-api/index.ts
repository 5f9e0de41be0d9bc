/** react-figma-api: the API pages' props tables, from the installed react-figma typings (README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FileCache, codeHash, filesUnder, hashOf} from '../common/fileCache';
import type {RawComponent, RawTypings} from './extract';
import {reactFigmaVersion, resolvePaths, type Paths} from './paths';
import {anchorInputs, assignAnchors, readDocPages, type DocPage} from './anchors';
import {
  PLUGIN_NAME,
  SHARED_DATA_FILE,
  componentData,
  componentDataFile,
  sharedData,
  type ApiData,
  type ComponentApi,
  type PropRow,
  type SharedGroup,
} from './client/types';
import {
  FALLBACK_GROUP,
  GROUP_ORDER,
  SHARED_GROUPS,
  ignoredAtRuntime,
  propGroups,
} from '../../data/propGroups';
import {componentPropDefaults, propDefaults} from '../../data/propDefaults';
import {componentPropDescriptions, propDescriptions, unionMemberNotes} from '../../data/propDescriptions';

/** Merges the hand-kept data of src/data/ into one component's rows. */
export function toRows(raw: RawComponent, anchors: ReadonlyMap<string, string> | undefined): PropRow[] {
  const ignored = new Set(ignoredAtRuntime[raw.name] ?? []);
  const props: PropRow[] = raw.props.map((p) => {
    const ignoredHere = ignored.has(p.name);
    const byDefault = componentPropDefaults[raw.name]?.[p.name] ?? propDefaults[p.name];
    const row: PropRow = {
      name: p.name,
      anchor: anchors?.get(p.name) ?? p.name,
      type: p.type,
      control: p.control,
      required: p.required,
      // JSDoc in the typings wins; react-figma 0.31.0 has none, so src/data/ supplies the sentence.
      description:
        p.description || componentPropDescriptions[raw.name]?.[p.name] || propDescriptions[p.name] || '',
      group: propGroups[p.name] ?? FALLBACK_GROUP,
      ignoredAtRuntime: ignoredHere,
    };
    // Nothing is written for an ignored prop, so it has no default on this component.
    if (byDefault && !ignoredHere) row.default = byDefault;
    if (p.onlyIn) {
      row.onlyIn = p.onlyIn;
      const note = p.onlyIn.map((member) => unionMemberNotes[raw.name]?.[member]).find(Boolean);
      if (note) row.onlyInNote = note;
    }
    return row;
  });
  return props;
}

/** What makes two rows of one prop the same row: everything a reader sees but the anchor. */
const rowSignature = ({anchor: _anchor, ...row}: PropRow) => JSON.stringify(row);

/** States each shared prop once, in the form most components have; the others keep their own row. */
export function shareProps(
  components: ComponentApi[],
  pageOf: (component: string) => string | undefined = () => undefined,
): {components: ComponentApi[]; sharedGroups: SharedGroup[]} {
  const forms = new Map<string, Map<string, {row: PropRow; count: number}>>();
  for (const {props} of components) {
    for (const row of props) {
      if (
        !SHARED_GROUPS.includes(row.group as (typeof SHARED_GROUPS)[number]) ||
        row.ignoredAtRuntime ||
        row.onlyIn
      )
        continue;
      const signature = rowSignature(row);
      const byForm = forms.get(row.name) ?? new Map();
      const form = byForm.get(signature) ?? {row: {...row, anchor: row.name}, count: 0};
      form.count += 1;
      byForm.set(signature, form);
      forms.set(row.name, byForm);
    }
  }
  // A prop only one component has is that component's own.
  const sharedRow = new Map<string, PropRow>();
  for (const [name, byForm] of forms) {
    const best = [...byForm.values()].reduce((a, b) => (b.count > a.count ? b : a));
    const total = [...byForm.values()].reduce((sum, f) => sum + f.count, 0);
    if (total > 1) sharedRow.set(name, best.row);
  }
  const isShared = (row: PropRow) => {
    const shared = sharedRow.get(row.name);
    return shared !== undefined && rowSignature(shared) === rowSignature(row);
  };
  // A shared prop the component ignores needs no row of its own: its name, in one note per group, says it
  // all.
  const isIgnoredShared = (row: PropRow) => row.ignoredAtRuntime && sharedRow.has(row.name);
  const byGroup = (rows: PropRow[]) => {
    const names: Record<string, string[]> = {};
    for (const row of rows) names[row.group] = [...(names[row.group] ?? []), row.name];
    return names;
  };
  const out = components.map((api) => ({
    ...api,
    props: api.props.filter((row) => !isShared(row) && !isIgnoredShared(row)),
    shared: byGroup(api.props.filter(isShared)),
    ignored: byGroup(api.props.filter(isIgnoredShared)),
  }));
  const sharedGroups = SHARED_GROUPS.map((group) => ({
    group,
    rows: [...sharedRow.values()].filter((row) => row.group === group),
    components: out
      .filter((api) => api.shared[group])
      .map((api) => ({name: api.name, href: pageOf(api.name)})),
  })).filter((g) => g.rows.length > 0);
  return {components: out, sharedGroups};
}

/** The hand-kept facts the rows merge in (src/data/). */
const DATA_DIR = path.join(__dirname, '../../data');

/** ./extract.ts `readTypings`, loaded on first call: TypeScript, which a cached start never needs. */
const readTypings = (paths: Paths): RawTypings =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- on first call only, see above
  (require('./extract') as typeof import('./extract')).readTypings(paths);

/** `readTypings` cached in node_modules/.cache/react-figma-api by code, lockfile and typings. */
export function cachedTypings(siteDir: string, paths: Paths): RawTypings {
  const typings = filesUnder(paths.reactFigmaDir, /^node_modules$/).filter((f) => f.endsWith('.d.ts'));
  const key = hashOf(
    codeHash(__dirname),
    ...typings.flatMap((f) => [f, fs.readFileSync(path.join(paths.reactFigmaDir, f))]),
  ).slice(0, 20);
  const cache = FileCache.under(siteDir, PLUGIN_NAME);
  const hit = cache.get(key, '.json');
  if (hit) return JSON.parse(hit.toString('utf8')) as RawTypings;
  const raw = readTypings(paths);
  cache.set(key, '.json', JSON.stringify(raw));
  return raw;
}

/** Drops src/data/ from Node's require cache: a content reload re-requires only the entry file. */
function forgetDataModules(): void {
  for (const file of Object.keys(require.cache))
    if (file.startsWith(DATA_DIR + path.sep)) delete require.cache[file];
}

/** Every component's rows, from `pages` (the docs). @throws Error on an unknown component or bad typings. */
export function loadApiData(
  siteDir: string,
  readRaw: (paths: Paths) => RawTypings = readTypings,
  pages = readDocPages(siteDir),
): ApiData {
  const paths = resolvePaths(siteDir);
  const {components: raw, styleKeys} = readRaw(paths);
  const anchors = assignAnchors(pages, new Map(raw.map((c) => [c.name, c.props.map((p) => p.name)])));
  const pageOf = new Map(
    anchorInputs(pages).flatMap(([file, usages]) =>
      usages.map((name) => [name, `/${file.replace(/\\/g, '/').replace(/\.mdx?$/, '')}`]),
    ),
  );
  const all = raw.map(({members: _members, props: _raw, ...rest}, i) => ({
    ...rest,
    props: toRows(raw[i], anchors.get(rest.name)),
    shared: {},
    ignored: {},
  }));
  const {components, sharedGroups} = shareProps(all, (name) => pageOf.get(name));
  return {
    reactFigmaVersion: reactFigmaVersion(paths),
    groups: [...GROUP_ORDER],
    components: Object.fromEntries(components.map((api) => [api.name, api])),
    sharedGroups,
    styleKeys,
  };
}

const LAST_DATA = Symbol.for('react-figma-website.api-data');

/** One key of what loadApiData reads: code, src/data/, the docs' tables and headings, react-figma's files. */
function apiInputsKey(siteDir: string, pages: DocPage[]): string {
  const {reactFigmaDir} = resolvePaths(siteDir);
  const installed = filesUnder(reactFigmaDir, /^node_modules$/)
    .filter((f) => f.endsWith('.d.ts') || f === 'package.json')
    .map((f) => {
      const stat = fs.statSync(path.join(reactFigmaDir, f));
      return `${f}:${stat.size}:${stat.mtimeMs}`;
    });
  const docs = JSON.stringify(anchorInputs(pages));
  return hashOf(codeHash(__dirname, DATA_DIR), ...installed, docs);
}

/** loadApiData, or the last reload's data if its key is the same (globalThis: this module runs per load). */
function reloadedApiData(siteDir: string): ApiData {
  const global = globalThis as unknown as Record<symbol, {key: string; data: ApiData} | undefined>;
  const pages = readDocPages(siteDir);
  const key = apiInputsKey(siteDir, pages);
  if (global[LAST_DATA]?.key === key) return global[LAST_DATA].data;
  const data = loadApiData(siteDir, (paths) => cachedTypings(siteDir, paths), pages);
  global[LAST_DATA] = {key, data};
  return data;
}

export default function reactFigmaApiPlugin(context: LoadContext): Plugin<ApiData> {
  // This instance has its modules; the next content reload must read src/data/ from disk again.
  forgetDataModules();
  return {
    name: PLUGIN_NAME,
    async loadContent() {
      return reloadedApiData(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      await Promise.all([
        ...Object.keys(content.components).map((name) =>
          actions.createData(componentDataFile(name), JSON.stringify(componentData(content, name))),
        ),
        actions.createData(SHARED_DATA_FILE, JSON.stringify(sharedData(content))),
      ]);
    },
    getPathsToWatch() {
      const {reactFigmaDir} = resolvePaths(context.siteDir);
      return [
        path.join(reactFigmaDir, '**/*.d.ts'),
        path.join(context.siteDir, 'docs/**/*.{md,mdx}'),
        path.join(DATA_DIR, '*.ts'),
      ];
    },
  };
}
