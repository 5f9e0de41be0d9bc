/**
 * `<PropsTable component="X" />` as Markdown: the same rows the HTML table renders (src/components/PropsTable),
 * from the same react-figma-api data, as one GFM table per prop group.
 *
 * Per row: the prop name (`required` when it is), the printed type as code, the default (value as code, note
 * in parentheses, "—" when there is none), and the description followed by the row's notes (the union member
 * note and "Ignored at runtime").
 */
import {
  SHARED_PROPS_ROUTE,
  groupId,
  sharedPropCount,
  type ApiData,
  type PropRow,
} from '../react-figma-api/client/types';
import {lookupComponent} from '../react-figma-api/client/knownComponent';
import type {MdNode} from './markdown';

type PhrasingContent = MdNode;
const cell = (children: PhrasingContent[]): MdNode => ({type: 'tableCell', children});
const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});

/** Text with `backticked` spans as code, as the HTML table renders descriptions. */
function inlineText(value: string): PhrasingContent[] {
  return value
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`') ? code(part.slice(1, -1)) : text(part),
    );
}

function defaultCell(row: PropRow): MdNode {
  const {value, note} = row.default ?? {};
  if (!value && !note) return cell([text('—')]);
  const out: PhrasingContent[] = [];
  if (value) out.push(code(value));
  if (note) out.push(text(value ? ` (${note})` : note));
  return cell(out);
}

function descriptionCell(row: PropRow, component: string): MdNode {
  const parts: PhrasingContent[] = row.description ? inlineText(row.description) : [];
  const notes: PhrasingContent[][] = [];
  if (row.onlyIn) notes.push(inlineText(row.onlyInNote ?? `Only in ${row.onlyIn.join(', ')}.`));
  if (row.ignoredAtRuntime) {
    notes.push([
      {type: 'strong', children: [text('Ignored at runtime:')]},
      text(` the type accepts it, but ${component} does not apply it.`),
    ]);
  }
  for (const note of notes) {
    if (parts.length > 0) parts.push(text(' '));
    parts.push(...note);
  }
  return cell(parts);
}

function rowOf(row: PropRow, component: string): MdNode {
  const name: PhrasingContent[] = [code(row.name)];
  if (row.required) name.push(text(' (required)'));
  return {
    type: 'tableRow',
    children: [
      cell(name),
      cell([code(row.type.map((t) => t.text).join(''))]),
      defaultCell(row),
      descriptionCell(row, component),
    ],
  };
}

const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});

/** A group's table: the header row and one row per prop. */
function tableOf(rows: PropRow[], component: string): MdNode {
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [
      {type: 'tableRow', children: ['Prop', 'Type', 'Default', 'Description'].map((h) => cell([text(h)]))},
      ...rows.map((row) => rowOf(row, component)),
    ],
  };
}

/**
 * The shared props a component accepts, as the HTML page lists them after its own tables: a bold caption, then one
 * list item per group (the group linked to its section of Shared props, then the names, each linked to its row);
 * the ones the component ignores at runtime in items of their own.
 */
function sharedList(component: string, api: ApiData['components'][string], groups: string[]): MdNode[] {
  const items: MdNode[] = [];
  for (const group of groups) {
    for (const ignored of [false, true]) {
      const names = (ignored ? api.ignored : api.shared)[group];
      if (!names) continue;
      const children: PhrasingContent[] = [
        ...(ignored ? [text('Ignored: ')] : []),
        link(`${SHARED_PROPS_ROUTE}#${groupId(group)}`, [text(group)]),
        text(': '),
      ];
      names.forEach((name, i) => {
        if (i > 0) children.push(text(', '));
        children.push(link(`${SHARED_PROPS_ROUTE}#${name}`, [code(name)]));
      });
      if (ignored) children.push(text(` (the type accepts them, but ${component} does not apply them)`));
      items.push({type: 'listItem', spread: false, children: [{type: 'paragraph', children}]});
    }
  }
  if (items.length === 0) return [];
  return [
    {
      type: 'paragraph',
      children: [{type: 'strong', children: [text(`${component} props shared with other components`)]}],
    },
    {type: 'list', ordered: false, spread: false, children: items},
  ];
}

/**
 * The props of one component as mdast: a sentence naming the props type and the react-figma version, then per
 * group a bold caption (`Frame props: Layout`), a table Prop | Type | Default | Description of the component's
 * own props, and the names of the shared props it accepts, linked to the Shared props page.
 * @param where the page and position of the `<PropsTable>`, for the error message.
 * @throws Error naming `where` and the known components when `component` is not in `data`.
 */
export function propsTableNodes(data: ApiData, component: string, where?: string): MdNode[] {
  const api = lookupComponent(data.components, component, where);
  const rows = api.props;
  const sharedCount = sharedPropCount(api);
  const groups = [
    ...data.groups,
    ...new Set(rows.map((r) => r.group).filter((g) => !data.groups.includes(g))),
  ];
  const intro: PhrasingContent[] = [
    text(`${rows.length + sharedCount} props of `),
    code(api.propsType),
    text(`, generated from the react-figma ${data.reactFigmaVersion} typings`),
  ];
  if (sharedCount > 0) {
    intro.push(
      text(`; the ${sharedCount} that other components share are listed by name and stated once in `),
      link(SHARED_PROPS_ROUTE, [text('Shared props')]),
    );
  }
  const out: MdNode[] = [{type: 'paragraph', children: [...intro, text('.')]}];
  for (const group of groups) {
    const inGroup = rows.filter((r) => r.group === group);
    if (inGroup.length === 0) continue;
    out.push(
      {type: 'paragraph', children: [{type: 'strong', children: [text(`${component} props: ${group}`)]}]},
      tableOf(inGroup, component),
    );
  }
  out.push(...sharedList(component, api, groups));
  return out;
}

/**
 * One group of the Shared props page as mdast: the components that accept it, then the table of its rows.
 * @throws Error naming `where` and the known groups when `group` has no shared props.
 */
export function sharedPropsTableNodes(data: ApiData, group: string, where?: string): MdNode[] {
  const found = data.sharedGroups.find((g) => g.group === group);
  if (!found) {
    throw new Error(
      `${where ? `${where}: ` : ''}<SharedPropsTable group="${group}" />: no shared props in that group. ` +
        `Groups: ${data.sharedGroups.map((g) => g.group).join(', ')}.`,
    );
  }
  const accepted: PhrasingContent[] = [text('Accepted by ')];
  found.components.forEach(({name, href}, i) => {
    if (i > 0) accepted.push(text(', '));
    accepted.push(href ? link(href, [text(name)]) : text(name));
  });
  accepted.push(text('.'));
  return [{type: 'paragraph', children: accepted}, tableOf(found.rows, '')];
}
