/** `<PropsTable>` and `<SharedPropsTable>` as GFM tables, from react-figma-api/client/propsTableModel.ts. */
import type {ApiData} from '../react-figma-api/client/types';
import {
  propsTableModel,
  sharedPropsTableModel,
  type Inline,
  type PropRowModel,
  type PropsGroupModel,
  type PropsTableModel,
} from '../react-figma-api/client/propsTableModel';
import type {MdNode} from './markdown';

const text = (value: string): MdNode => ({type: 'text', value});
const cell = (children: MdNode[]): MdNode => ({type: 'tableCell', children});
const paragraph = (children: MdNode[]): MdNode => ({type: 'paragraph', children});
const strong = (value: string): MdNode => ({type: 'strong', children: [text(value)]});

/** The model's inline content as mdast phrasing; adjacent text pieces become one text node. */
function phrasing(items: Inline[]): MdNode[] {
  const out: MdNode[] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (item.kind === 'text' && last?.type === 'text') last.value += item.text;
    else if (item.kind === 'text') out.push(text(item.text));
    else if (item.kind === 'code') out.push({type: 'inlineCode', value: item.text});
    else if (item.kind === 'strong') out.push({type: 'strong', children: phrasing(item.children)});
    else out.push({type: 'link', url: item.href, children: phrasing(item.children)});
  }
  return out;
}

/** Per row: name (`required` if it is), type as code, default ("—" for none), description then its notes. */
function rowOf(row: PropRowModel): MdNode {
  const name: Inline[] = [
    {kind: 'code', text: row.name},
    ...(row.required ? [{kind: 'text' as const, text: ' (required)'}] : []),
  ];
  const fallback: Inline[] = [{kind: 'text', text: '—'}];
  const defaults: Inline[] = [
    ...(row.defaultValue ? [{kind: 'code' as const, text: row.defaultValue}] : []),
    ...(row.defaultNote
      ? [{kind: 'text' as const, text: row.defaultValue ? ` ${row.defaultNote}` : row.defaultNote}]
      : []),
  ];
  const description = [...row.description];
  for (const note of row.notes) {
    if (description.length > 0) description.push({kind: 'text', text: ' '});
    description.push(...note.content);
  }
  return {
    type: 'tableRow',
    children: [
      cell(phrasing(name)),
      cell([{type: 'inlineCode', value: row.type.map((t) => t.text).join('')}]),
      cell(phrasing(defaults.length > 0 ? defaults : fallback)),
      cell(phrasing(description)),
    ],
  };
}

/** A group's table: the header row and one row per prop. */
function tableOf(group: PropsGroupModel): MdNode {
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [
      {type: 'tableRow', children: ['Prop', 'Type', 'Default', 'Description'].map((h) => cell([text(h)]))},
      ...group.rows.map(rowOf),
    ],
  };
}

/** The shared props by name: a bold caption, then one list item per group, each name linked to its row. */
function sharedList(shared: PropsTableModel['shared']): MdNode[] {
  if (!shared) return [];
  const items = shared.lines.map((line): MdNode => {
    const children: Inline[] = [
      ...(line.lead ? [{kind: 'text' as const, text: line.lead}] : []),
      {kind: 'link', href: line.groupHref, children: [{kind: 'text', text: line.group}]},
      {kind: 'text', text: ': '},
    ];
    line.names.forEach(({name, href}, i) => {
      if (i > 0) children.push({kind: 'text', text: ', '});
      children.push({kind: 'link', href, children: [{kind: 'code', text: name}]});
    });
    if (line.ignoredNote)
      children.push({kind: 'text', text: ' ('}, ...line.ignoredNote, {kind: 'text', text: ')'});
    return {type: 'listItem', spread: false, children: [paragraph(phrasing(children))]};
  });
  return [
    paragraph([strong(shared.caption)]),
    {type: 'list', ordered: false, spread: false, children: items},
  ];
}

/** One component's props as mdast. @throws Error naming `where` when `component` is not in `data`. */
export function propsTableNodes(data: ApiData, component: string, where?: string): MdNode[] {
  const model = propsTableModel(data, component, where);
  return [
    paragraph(phrasing(model.intro)),
    ...model.groups.flatMap((group) => [paragraph([strong(group.caption)]), tableOf(group)]),
    ...sharedList(model.shared),
  ];
}

/** One Shared props group as mdast. @throws Error naming `where` when `group` has no shared props. */
export function sharedPropsTableNodes(data: ApiData, group: string, where?: string): MdNode[] {
  const {accepted, table} = sharedPropsTableModel(data, group, where);
  return [paragraph(phrasing(accepted)), tableOf(table)];
}
