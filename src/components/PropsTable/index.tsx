/**
 * `<PropsTable component="Frame" />`: the props of one react-figma component: its own props, one table per group
 * (Content, Layout, Geometry …) with columns Prop | Type | Default | Description, then one table naming the shared
 * props it accepts, each linked to its one full row on /docs/api/shared-props (`<SharedPropsTable>` below).
 *
 * The rows come from the react-figma-api plugin (src/plugins/react-figma-api), which generates them from the
 * installed typings and src/data/ at build time and writes one JSON module per component; this component only renders
 * them, so they are in the server-rendered HTML. Each prop name is an h3 heading with an id (normally the prop
 * name, so `/docs/api/frame#preset` works) and a hash link: like reactnative.dev's per-prop headings, this
 * makes every prop its own section in the local search index, so searching a prop name lands on its row. Place
 * tables under an h2 (`## Props`) so the heading levels stay in order. A component name the plugin does not know throws,
 * which fails the build with the list of known names.
 */
import React from 'react';
import Heading from '@theme/Heading';
import {
  SHARED_PROPS_ROUTE,
  groupId,
  sharedPropCount,
  type ApiData,
  type ComponentApi,
  type PropRow,
  type TypeToken,
} from '../../plugins/react-figma-api/client/types';
import {lookupComponent} from '../../plugins/react-figma-api/client/knownComponent';
import StaticIsland from '../StaticIsland';
import styles from './styles.module.css';

export interface PropsTableProps {
  /** Export name in react-figma, e.g. `Frame`, `Text`, `View`. */
  component: string;
}

/** Renders `backticked` spans of a description as code. */
function InlineText({text}: {text: string}): JSX.Element {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, i) =>
          part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
            <code key={i}>{part.slice(1, -1)}</code>
          ) : (
            part
          ),
        )}
    </>
  );
}

/** Splits before index i when `breakBefore(text, i)`; no regex lookbehind, which older Safari cannot parse. */
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

function DefaultCell({row}: {row: PropRow}): JSX.Element {
  const {value, note} = row.default ?? {};
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
      {note && <span className={styles.defaultNote}>{value ? `(${note})` : note}</span>}
    </>
  );
}

function Row({row, component}: {row: PropRow; component: string}): JSX.Element {
  const onlyIn = row.onlyIn && (row.onlyInNote ?? `Only in ${row.onlyIn.join(', ')}.`);
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
        {row.description && <InlineText text={row.description} />}
        {onlyIn && <span className={`${styles.note} ${styles.noteInfo}`}>{onlyIn}</span>}
        {row.ignoredAtRuntime && (
          <span className={`${styles.note} ${styles.noteWarning}`}>
            <strong>Ignored at runtime:</strong> the type accepts it, but {component} does not apply it.
          </span>
        )}
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

/** Links to the full rows of shared props on the Shared props page. */
function SharedNames({names}: {names: string[]}): JSX.Element {
  return (
    <>
      {names.map((name, i) => (
        <React.Fragment key={name}>
          {i > 0 && ', '}
          <a href={`${SHARED_PROPS_ROUTE}#${name}`}>{name}</a>
        </React.Fragment>
      ))}
    </>
  );
}

/**
 * The shared props a component accepts, one row per group, after its own tables: each name links to its full
 * row on the Shared props page, and each group name to that page's section. Shared props the component's type
 * accepts but it never applies get a row of their own per group. Search leaves this table out of its index
 * (`.propsTableShared`), so a query for a shared prop lands on its one full row.
 */
function SharedTable({component, api, groups}: {component: string; api: ComponentApi; groups: string[]}) {
  const rows = groups.flatMap((group) => [
    ...(api.shared[group] ? [{group, names: api.shared[group], ignored: false}] : []),
    ...(api.ignored[group] ? [{group, names: api.ignored[group], ignored: true}] : []),
  ]);
  if (rows.length === 0) return null;
  const label = `${component} props shared with other components`;
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={`${styles.sharedTable} propsTableShared`}>
        <caption className={styles.caption}>{label}</caption>
        <tbody>
          {rows.map(({group, names, ignored}) => (
            <tr key={`${group}${ignored}`}>
              <th scope="row">
                {ignored && 'Ignored: '}
                <a href={`${SHARED_PROPS_ROUTE}#${groupId(group)}`}>{group}</a>
              </th>
              <td>
                <SharedNames names={names} />
                {ignored && <>: the type accepts them, but {component} does not apply them.</>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tables of one component, from already-loaded API data. */
export function PropsTableView({component, data}: PropsTableProps & {data: ApiData}): JSX.Element {
  // A static island: hydration keeps the server HTML of the tables (about a third of an API page's elements)
  // and never renders the rows; everything in them works without React (anchors, links, :target styling).
  return (
    <StaticIsland className={styles.propsTable}>
      <PropsTableContent component={component} data={data} />
    </StaticIsland>
  );
}

function PropsTableContent({component, data}: PropsTableProps & {data: ApiData}): JSX.Element {
  const api = lookupComponent(data.components, component);
  const props = api.props;
  const sharedCount = sharedPropCount(api);
  const groups = [
    ...data.groups,
    ...new Set(props.map((p) => p.group).filter((g) => !data.groups.includes(g))),
  ];
  return (
    <>
      <p className={styles.source}>
        {props.length + sharedCount} props of <code>{api.propsType}</code>, generated from the react-figma{' '}
        {data.reactFigmaVersion} typings
        {sharedCount > 0 && (
          <>
            ; the {sharedCount} that other components share are listed by name and stated once in{' '}
            <a href={SHARED_PROPS_ROUTE}>Shared props</a>
          </>
        )}
        .
      </p>
      {groups.map((group) => {
        const rows = props.filter((p) => p.group === group);
        if (rows.length === 0) return null;
        return (
          <GroupTable key={group} label={`${component} props: ${group}`}>
            {rows.map((row) => (
              <Row key={row.name} row={row} component={component} />
            ))}
          </GroupTable>
        );
      })}
      <SharedTable component={component} api={api} groups={groups} />
    </>
  );
}

/**
 * `<SharedPropsTable group="Layout" data={…} />`: the full rows of one group of shared props, on the Shared
 * props page (each row's id is the prop name), and the components that accept them. `data` is supplied at
 * compile time by src/remark/props-table-data, like PropsTable's.
 * @throws Error naming the group and the known groups when `group` has no shared props.
 */
export function SharedPropsTable({group, data}: {group: string; data?: ApiData}): JSX.Element {
  if (!data) throw new Error('<SharedPropsTable> has no data: add the react-figma-api remark plugin.');
  const found = data.sharedGroups.find((g) => g.group === group);
  if (!found) {
    throw new Error(
      `<SharedPropsTable group="${group}" />: no shared props in that group. Groups: ` +
        `${data.sharedGroups.map((g) => g.group).join(', ')}.`,
    );
  }
  return (
    <StaticIsland className={styles.propsTable}>
      <p className={styles.source}>
        Accepted by{' '}
        {found.components.map((c, i) => (
          <React.Fragment key={c.name}>
            {i > 0 && ', '}
            {c.href ? <a href={c.href}>{c.name}</a> : c.name}
          </React.Fragment>
        ))}
        .
      </p>
      <GroupTable label={`Shared props: ${group}`}>
        {found.rows.map((row) => (
          <Row key={row.name} row={row} component="" />
        ))}
      </GroupTable>
    </StaticIsland>
  );
}

/**
 * The MDX component. `data` is supplied at compile time by the react-figma-api remark plugin
 * (src/remark/props-table-data), which imports the component's generated module;
 * pages only write `<PropsTable component="Frame" />`.
 * @throws Error when `data` is missing (the remark plugin is not configured for this content).
 */
export default function PropsTable({component, data}: PropsTableProps & {data?: ApiData}): JSX.Element {
  if (!data) {
    throw new Error(
      `<PropsTable component="${component}" /> has no data: add the react-figma-api remark plugin to this content's remarkPlugins.`,
    );
  }
  return <PropsTableView component={component} data={data} />;
}
