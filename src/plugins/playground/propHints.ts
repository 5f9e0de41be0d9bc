/** The playground's completion and hover hints, made from the react-figma-api plugin's loaded content (one source). */
import type {PropHint, PropHints} from '../../figma-runner/browser/typecheck/hints';
import {SHARED_PROPS_ROUTE, type ApiData, type PropRow} from '../react-figma-api/client/types';

function hint(row: PropRow, href: string | undefined): PropHint {
  const out: PropHint = {type: row.type.map((t) => t.text).join(''), description: row.description};
  const byDefault = [row.default?.value, row.default?.note].filter(Boolean).join(' ');
  if (byDefault) out.default = byDefault;
  if (href) out.href = href;
  return out;
}

/** Every component's props hints, linked to its API page or the Shared props page. */
export function propHints(data: ApiData): PropHints {
  const pageOf = new Map<string, string>();
  const shared = new Map<string, PropRow>();
  for (const group of data.sharedGroups) {
    for (const c of group.components) if (c.href) pageOf.set(c.name, c.href);
    for (const row of group.rows) shared.set(row.name, row);
  }
  const out: PropHints = {};
  for (const api of Object.values(data.components)) {
    const page = pageOf.get(api.name);
    const props: Record<string, PropHint> = {};
    for (const name of Object.values(api.shared).flat()) {
      const row = shared.get(name);
      if (row) props[name] = hint(row, `${SHARED_PROPS_ROUTE}#${row.anchor}`);
    }
    for (const row of api.props) props[row.name] = hint(row, page && `${page}#${row.anchor}`);
    out[api.name] = props;
  }
  return out;
}
