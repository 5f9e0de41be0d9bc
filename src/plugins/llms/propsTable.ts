/**
 * `<PropsTable component="X" />` as Markdown: the same rows the HTML table renders (src/components/PropsTable),
 * from the same react-figma-api data, as one GFM table per prop group.
 *
 * Per row: the prop name (`required` when it is), the printed type as code, the default (value as code, note
 * in parentheses, "—" when there is none), and the description followed by the row's notes (the union member
 * note and "Ignored at runtime").
 */
import type {ApiData, PropRow} from '../react-figma-api/client/types';
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

/**
 * The props of one component as mdast: a sentence naming the props type and the react-figma version, then per
 * group a bold caption (`Frame props: Layout`) and a table Prop | Type | Default | Description.
 * @param where the page and position of the `<PropsTable>`, for the error message.
 * @throws Error naming `where` and the known components when `component` is not in `data`.
 */
export function propsTableNodes(data: ApiData, component: string, where?: string): MdNode[] {
  const api = lookupComponent(data.components, component, where);
  const rows = api.props;
  const groups = [
    ...data.groups,
    ...new Set(rows.map((r) => r.group).filter((g) => !data.groups.includes(g))),
  ];
  const out: MdNode[] = [
    {
      type: 'paragraph',
      children: [
        text(`${rows.length} props of `),
        code(api.propsType),
        text(`, generated from the react-figma ${data.reactFigmaVersion} typings.`),
      ],
    },
  ];
  for (const group of groups) {
    const inGroup = rows.filter((r) => r.group === group);
    if (inGroup.length === 0) continue;
    const table: MdNode = {
      type: 'table',
      align: [null, null, null, null],
      children: [
        {type: 'tableRow', children: ['Prop', 'Type', 'Default', 'Description'].map((h) => cell([text(h)]))},
        ...inGroup.map((row) => rowOf(row, component)),
      ],
    };
    out.push(
      {type: 'paragraph', children: [{type: 'strong', children: [text(`${component} props: ${group}`)]}]},
      table,
    );
  }
  return out;
}
