/**
 * react-figma-api: the props tables of the API pages, generated from the installed react-figma typings.
 *
 * loadContent    reads react-figma's `.d.ts` with the TypeScript checker (extract.ts), merges the hand-kept facts of src/data/ (defaults,
 *                descriptions, groups, ignored-at-runtime props) and gives each row an anchor id (anchors.ts).
 * contentLoaded  writes one generated JSON module per component (`@generated/react-figma-api/default/props-Frame.json`).
 *                remarkPropsTableData.ts makes each `<PropsTable component="Frame" />` import its own module, so
 *                the rows are server-rendered into the static HTML (and the search index) and each API page
 *                ships only its component's rows. (Global data would put all of them, ~8.5 KB gzip, into
 *                main.js on every page.)
 *
 * Nothing here lists props by hand, so the tables follow react-figma when it is upgraded. A page that names an
 * unknown component fails the build, naming the MDX file and the known components (knownComponent.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readComponents, type RawComponent} from './extract';
import {reactFigmaVersion, resolvePaths} from './typings';
import {assignAnchors, readDocPages} from './anchors';
import {PLUGIN_NAME, componentData, componentDataFile, type ApiData, type PropRow} from './client/types';
import {FALLBACK_GROUP, GROUP_ORDER, ignoredAtRuntime, propGroups} from '../../data/propGroups';
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

/**
 * Everything the site publishes: every react-figma component with its rows.
 * @throws Error when a docs page names an unknown component, or react-figma's typings cannot be read.
 */
export function loadApiData(siteDir: string): ApiData {
  const paths = resolvePaths(siteDir);
  const raw = readComponents(paths);
  const anchors = assignAnchors(
    readDocPages(siteDir),
    new Map(raw.map((c) => [c.name, c.props.map((p) => p.name)])),
  );
  const components: ApiData['components'] = {};
  for (const component of raw) {
    const {members: _members, props: _raw, ...rest} = component;
    components[component.name] = {...rest, props: toRows(component, anchors.get(component.name))};
  }
  return {reactFigmaVersion: reactFigmaVersion(paths), groups: [...GROUP_ORDER], components};
}

export default function reactFigmaApiPlugin(context: LoadContext): Plugin<ApiData> {
  return {
    name: PLUGIN_NAME,
    async loadContent() {
      return loadApiData(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      await Promise.all(
        Object.keys(content.components).map((name) =>
          actions.createData(componentDataFile(name), JSON.stringify(componentData(content, name))),
        ),
      );
    },
    getPathsToWatch() {
      const {reactFigmaDir} = resolvePaths(context.siteDir);
      return [
        path.join(reactFigmaDir, '**/*.d.ts'),
        path.join(context.siteDir, 'docs/**/*.{md,mdx}'),
        path.join(__dirname, '../../data/*.ts'),
      ];
    },
  };
}
