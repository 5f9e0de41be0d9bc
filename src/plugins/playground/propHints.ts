/** The playground's completion and hover hints, from the props tables' model, by component and prop. */
import {hintOf, type PropHint, type PropHints} from './client/hints';
import {propsTableModel, sharedPropsTableModel} from '../react-figma-api/client/propsTableModel';
import type {ApiData} from '../react-figma-api/client/types';

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
          if (row) shared.set(prop.href, hintOf(row, prop.href));
        }
        const hint = shared.get(prop.href);
        if (hint) props[prop.name] = hint;
      }
    }
    for (const row of model.groups.flatMap((g) => g.rows))
      props[row.name] = hintOf(row, page && `${page}#${row.anchor}`);
    out[name] = props;
  }
  return out;
}
