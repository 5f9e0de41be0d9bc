/** The playground's completion and hover hints, from the props tables' model, by component and prop. */
import {hintOf, type PropHint, type PropHints} from './client/hints';
import {propsTableModel, sharedPropsTableModel} from '../react-figma-api/client/propsTableModel';
import type {Control} from '../react-figma-api/client/control';
import type {ApiData, PropRow} from '../react-figma-api/client/types';

/** A row's control. @throws Error for a row without one (a props-table module's, not the loaded data's). */
function controlOf(row: PropRow | undefined, at: string): Control {
  if (!row?.control) throw new Error(`[playground] ${at} has no control: pass the loaded API data`);
  return row.control;
}

/** Every component's hints: own rows (its API page) and accepted shared props (theirs); ignored: none. */
export function propHints(data: ApiData): PropHints {
  const pageOf = new Map<string, string>();
  const shared = new Map<string, PropHint>();
  for (const group of data.sharedGroups) {
    for (const c of group.components) if (c.href) pageOf.set(c.name, c.href);
  }
  const out: PropHints = {};
  for (const name of Object.keys(data.components)) {
    const model = propsTableModel(data, name);
    const page = pageOf.get(name);
    const props: Record<string, PropHint> = {};
    for (const line of model.shared?.lines ?? []) {
      if (line.lead) continue; // the ignored ones
      for (const prop of line.names) {
        if (!shared.has(prop.href)) {
          const row = sharedPropsTableModel(data, line.group).table.rows.find((r) => r.name === prop.name);
          const rows = data.sharedGroups.find((g) => g.group === line.group)?.rows;
          const control = () =>
            controlOf(
              rows?.find((r) => r.name === prop.name),
              prop.href,
            );
          if (row) shared.set(prop.href, hintOf(row, prop.href, control()));
        }
        const hint = shared.get(prop.href);
        if (hint) props[prop.name] = hint;
      }
    }
    const own = data.components[name].props;
    for (const row of model.groups.flatMap((g) => g.rows)) {
      const control = controlOf(
        own.find((r) => r.name === row.name),
        `${name}.${row.name}`,
      );
      props[row.name] = hintOf(row, page && `${page}#${row.anchor}`, control);
    }
    out[name] = props;
  }
  return out;
}
