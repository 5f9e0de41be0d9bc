/** `<PropsTable component="Frame" />`: a component's own props by group, then its shared props (README). */
import React from 'react';
import Heading from '@theme/Heading';
import type {ApiData, TypeToken} from '../../plugins/react-figma-api/client/types';
import {
  propsTableModel,
  sharedPropsTableModel,
  type Inline,
  type PropRowModel,
  type PropsTableModel,
} from '../../plugins/react-figma-api/client/propsTableModel';
import StaticIsland from '../StaticIsland';
import styles from './styles.module.css';

export interface PropsTableProps {
  /** Export name in react-figma, e.g. `Frame`, `Text`, `View`. */
  component: string;
}

/** Inline content of the model: each text piece its own text node. */
function Inlines({items}: {items: Inline[]}): JSX.Element {
  return (
    <>
      {items.map((item, i) => {
        switch (item.kind) {
          case 'text':
            return item.text;
          case 'code':
            return <code key={i}>{item.text}</code>;
          case 'strong':
            return (
              <strong key={i}>
                <Inlines items={item.children} />
              </strong>
            );
          case 'link':
            return (
              <a key={i} href={item.href}>
                <Inlines items={item.children} />
              </a>
            );
        }
      })}
    </>
  );
}

/** Splits before index i when `breakBefore(text, i)`; no regex lookbehind: older Safari cannot parse it. */
function splitAt(text: string, breakBefore: (text: string, i: number) => boolean): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i += 1) {
    if (breakBefore(text, i)) {
      parts.push(text.slice(start, i));
      start = i;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Break points of a type: after `<` and `(`, before ` | ` and ` & `. */
const TYPE_BREAKS = (t: string, i: number) =>
  t[i - 1] === '<' || t[i - 1] === '(' || / [|&] /.test(t.slice(i, i + 3));

/** Text with line-break opportunities (`<wbr>`), so long types wrap at sensible places. */
function Breakable({text, at}: {text: string; at: (text: string, i: number) => boolean}): JSX.Element {
  return (
    <>
      {splitAt(text, at).map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </>
  );
}

function TypeCell({tokens}: {tokens: TypeToken[]}): JSX.Element {
  // Break points are found on the whole printed type, so `ReadonlyArray<` + `Paint` can break between tokens.
  const full = tokens.map((t) => t.text).join('');
  let offset = 0;
  return (
    <code className={styles.type}>
      {tokens.map((token, i) => {
        const start = offset;
        offset += token.text.length;
        const breakBefore = start > 0 && TYPE_BREAKS(full, start);
        return (
          <React.Fragment key={i}>
            {breakBefore && <wbr />}
            {token.href ? (
              <a href={token.href} title={`${token.text} in the Figma plugin API reference`}>
                {token.text}
              </a>
            ) : (
              <Breakable text={token.text} at={(_t, j) => TYPE_BREAKS(full, start + j)} />
            )}
          </React.Fragment>
        );
      })}
    </code>
  );
}

function DefaultCell({row}: {row: PropRowModel}): JSX.Element {
  const {defaultValue: value, defaultNote: note} = row;
  if (!value && !note) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">none</span>
      </>
    );
  }
  return (
    <>
      {value && <code>{value}</code>}
      {value && note && ' '}
      {note && <span className={styles.defaultNote}>{note}</span>}
    </>
  );
}

const NOTE_CLASS = {info: styles.noteInfo, warning: styles.noteWarning};

function Row({row}: {row: PropRowModel}): JSX.Element {
  return (
    <tr>
      <th scope="row" className={styles.name}>
        <Heading as="h3" id={row.anchor} className={styles.propHeading}>
          <code>{row.name}</code>
        </Heading>
        {row.required && <span className={styles.required}>required</span>}
      </th>
      <td>
        <TypeCell tokens={row.type} />
      </td>
      <td>
        <DefaultCell row={row} />
      </td>
      <td>
        <Inlines items={row.description} />
        {row.notes.map((note, i) => (
          <span key={i} className={`${styles.note} ${NOTE_CLASS[note.tone]}`}>
            <Inlines items={note.content} />
          </span>
        ))}
      </td>
    </tr>
  );
}

/** The header row every props table starts with. */
function HeaderRow(): JSX.Element {
  return (
    <thead>
      <tr>
        <th scope="col">Prop</th>
        <th scope="col">Type</th>
        <th scope="col">Default</th>
        <th scope="col">Description</th>
      </tr>
    </thead>
  );
}

/** One group's table: a captioned, keyboard-scrollable region. */
function GroupTable({label, children}: {label: string; children: React.ReactNode}): JSX.Element {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{label}</caption>
        <HeaderRow />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The first and last text pieces with `before` and `after` joined to them (HTML's punctuation of a note). */
function joinOuter(items: Inline[], before: string, after: string): Inline[] {
  return items.map((item, i) =>
    item.kind === 'text'
      ? {...item, text: (i === 0 ? before : '') + item.text + (i === items.length - 1 ? after : '')}
      : item,
  );
}

/** The shared props a component accepts, linked to their rows; search skips it (`.propsTableShared`). */
function SharedTable({shared}: {shared: PropsTableModel['shared']}) {
  if (!shared) return null;
  return (
    <div className={styles.scroll} role="region" aria-label={shared.caption} tabIndex={0}>
      <table className={`${styles.sharedTable} propsTableShared`}>
        <caption className={styles.caption}>{shared.caption}</caption>
        <tbody>
          {shared.lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">
                {line.lead}
                <a href={line.groupHref}>{line.group}</a>
              </th>
              <td>
                {line.names.map(({name, href}, i) => (
                  <React.Fragment key={name}>
                    {i > 0 && ', '}
                    <a href={href}>{name}</a>
                  </React.Fragment>
                ))}
                {line.ignoredNote && <Inlines items={joinOuter(line.ignoredNote, ': ', '.')} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tables of one component, from already-loaded API data. @public (tests render it without the loader) */
export function PropsTableView({component, data}: PropsTableProps & {data: ApiData}): JSX.Element {
  // A static island: everything in the rows works without React (anchors, links, :target styling).
  return (
    <StaticIsland className={styles.propsTable}>
      <PropsTableContent component={component} data={data} />
    </StaticIsland>
  );
}

function PropsTableContent({component, data}: PropsTableProps & {data: ApiData}): JSX.Element {
  const model = propsTableModel(data, component);
  return (
    <>
      <p className={styles.source}>
        <Inlines items={model.intro} />
      </p>
      {model.groups.map((group) => (
        <GroupTable key={group.group} label={group.caption}>
          {group.rows.map((row) => (
            <Row key={row.name} row={row} />
          ))}
        </GroupTable>
      ))}
      <SharedTable shared={model.shared} />
    </>
  );
}

/** One group's shared-prop rows. @throws Error naming the known groups when `group` has no shared props. */
export function SharedPropsTable({group, data}: {group: string; data?: ApiData}): JSX.Element {
  if (!data) throw new Error('<SharedPropsTable> has no data: add the react-figma-api remark plugin.');
  const {accepted, table} = sharedPropsTableModel(data, group);
  return (
    <StaticIsland className={styles.propsTable}>
      <p className={styles.source}>
        <Inlines items={accepted} />
      </p>
      <GroupTable label={table.caption}>
        {table.rows.map((row) => (
          <Row key={row.name} row={row} />
        ))}
      </GroupTable>
    </StaticIsland>
  );
}

/** The MDX component; src/remark/props-table-data supplies `data`. @throws Error without it. */
export default function PropsTable({component, data}: PropsTableProps & {data?: ApiData}): JSX.Element {
  if (!data) {
    throw new Error(
      `<PropsTable component="${component}" /> has no data: add the react-figma-api remark plugin to this content's remarkPlugins.`,
    );
  }
  return <PropsTableView component={component} data={data} />;
}
