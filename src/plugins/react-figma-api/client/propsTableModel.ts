/** The props tables as data, printed by src/components/PropsTable (HTML) and src/plugins/llms (Markdown). */
import {
  SHARED_PROPS_ROUTE,
  groupId,
  sharedPropCount,
  type ApiData,
  type PropRow,
  type TypeToken,
} from './types';
import {lookupComponent} from './knownComponent';

/** Inline content of a sentence, kept in its pieces (the HTML printer gives each a text node). */
export type Inline =
  | {kind: 'text'; text: string}
  | {kind: 'code'; text: string}
  | {kind: 'strong'; children: Inline[]}
  | {kind: 'link'; href: string; children: Inline[]};

export interface PropRowModel {
  name: string;
  /** HTML id of the row (PropRow.anchor). */
  anchor: string;
  required: boolean;
  type: TypeToken[];
  /** The default value, shown as code; absent when react-figma sets none. */
  defaultValue?: string;
  /** The default's note as shown: in parentheses after a value, bare without one. */
  defaultNote?: string;
  description: Inline[];
  /** After the description: `info` names the union members declaring it, `warning` says it is ignored. */
  notes: {tone: 'info' | 'warning'; content: Inline[]}[];
}

/** One table: a caption and its rows, under the header Prop | Type | Default | Description. */
export interface PropsGroupModel {
  caption: string;
  group: string;
  rows: PropRowModel[];
}

/** One line of shared props: a group (or its ignored part) and its names, each linked to its row. */
export interface SharedNamesModel {
  key: string;
  /** `Ignored: ` before the group for the ones the component does not apply. */
  lead: string;
  group: string;
  groupHref: string;
  names: {name: string; href: string}[];
  /** For ignored ones, what happens to them, without punctuation around it. */
  ignoredNote?: Inline[];
}

/** `<PropsTable component="X" />`: the sentence above, one table per group, then the shared props by name. */
export interface PropsTableModel {
  intro: Inline[];
  groups: PropsGroupModel[];
  shared?: {caption: string; lines: SharedNamesModel[]};
}

/** `<SharedPropsTable group="X" />`: the components that accept the group, then its table. */
export interface SharedPropsTableModel {
  accepted: Inline[];
  table: PropsGroupModel;
}

const text = (value: string): Inline => ({kind: 'text', text: value});
const code = (value: string): Inline => ({kind: 'code', text: value});
const link = (href: string, children: Inline[]): Inline => ({kind: 'link', href, children});

/** Text with `backticked` spans as code (descriptions and notes in src/data/ are written so). */
export function inlineText(value: string): Inline[] {
  return value
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`') ? code(part.slice(1, -1)) : text(part),
    );
}

/** "… but Frame does not apply it" (`them` for a list), in pieces; `before`/`after` join the outer pieces. */
function notApplied(component: string, pronoun: 'it' | 'them', before = '', after = ''): Inline[] {
  return [
    text(`${before}the type accepts ${pronoun}, but `),
    text(component),
    text(` does not apply ${pronoun}${after}`),
  ];
}

function rowModel(row: PropRow, component: string): PropRowModel {
  const {value, note} = row.default ?? {};
  const notes: PropRowModel['notes'] = [];
  if (row.onlyIn)
    notes.push({tone: 'info', content: inlineText(row.onlyInNote ?? `Only in ${row.onlyIn.join(', ')}.`)});
  if (row.ignoredAtRuntime) {
    notes.push({
      tone: 'warning',
      content: [
        {kind: 'strong', children: [text('Ignored at runtime:')]},
        ...notApplied(component, 'it', ' ', '.'),
      ],
    });
  }
  return {
    name: row.name,
    anchor: row.anchor,
    required: row.required,
    type: row.type,
    ...(value ? {defaultValue: value} : {}),
    ...(note ? {defaultNote: value ? `(${note})` : note} : {}),
    description: row.description ? inlineText(row.description) : [],
    notes,
  };
}

/** The model of one component's tables. @throws Error naming `where` when `component` is not in `data`. */
export function propsTableModel(data: ApiData, component: string, where?: string): PropsTableModel {
  const api = lookupComponent(data.components, component, where);
  const rows = api.props;
  const sharedCount = sharedPropCount(api);
  const groupNames = [
    ...data.groups,
    ...new Set(rows.map((r) => r.group).filter((g) => !data.groups.includes(g))),
  ];
  const intro: Inline[] = [
    text(String(rows.length + sharedCount)),
    text(' props of '),
    code(api.propsType),
    text(', generated from the react-figma'),
    text(' '),
    text(data.reactFigmaVersion),
    text(' typings'),
  ];
  if (sharedCount > 0) {
    intro.push(
      text('; the '),
      text(String(sharedCount)),
      text(' that other components share are listed by name and stated once in'),
      text(' '),
      link(SHARED_PROPS_ROUTE, [text('Shared props')]),
    );
  }
  intro.push(text('.'));
  const groups = groupNames
    .map((group) => ({
      caption: `${component} props: ${group}`,
      group,
      rows: rows.filter((r) => r.group === group).map((r) => rowModel(r, component)),
    }))
    .filter((g) => g.rows.length > 0);
  const lines = groupNames.flatMap((group) =>
    [false, true].flatMap((ignored): SharedNamesModel[] => {
      const names = (ignored ? api.ignored : api.shared)[group];
      if (!names) return [];
      return [
        {
          key: `${group}${ignored}`,
          lead: ignored ? 'Ignored: ' : '',
          group,
          groupHref: `${SHARED_PROPS_ROUTE}#${groupId(group)}`,
          names: names.map((name) => ({name, href: `${SHARED_PROPS_ROUTE}#${name}`})),
          ...(ignored ? {ignoredNote: notApplied(component, 'them')} : {}),
        },
      ];
    }),
  );
  return {
    intro,
    groups,
    ...(lines.length > 0
      ? {shared: {caption: `${component} props shared with other components`, lines}}
      : {}),
  };
}

/** The model of one Shared props group. @throws Error naming `where` when `group` has no shared props. */
export function sharedPropsTableModel(data: ApiData, group: string, where?: string): SharedPropsTableModel {
  const found = data.sharedGroups.find((g) => g.group === group);
  if (!found) {
    throw new Error(
      `${where ? `${where}: ` : ''}<SharedPropsTable group="${group}" />: no shared props in that group. ` +
        `Groups: ${data.sharedGroups.map((g) => g.group).join(', ')}.`,
    );
  }
  const accepted: Inline[] = [text('Accepted by'), text(' ')];
  found.components.forEach(({name, href}, i) => {
    if (i > 0) accepted.push(text(', '));
    accepted.push(href ? link(href, [text(name)]) : text(name));
  });
  accepted.push(text('.'));
  return {
    accepted,
    table: {caption: `Shared props: ${group}`, group, rows: found.rows.map((r) => rowModel(r, ''))},
  };
}
