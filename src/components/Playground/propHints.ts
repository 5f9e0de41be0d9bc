/** The props tables' rows by component and prop, fetched once for the hovers and the inspector. */
import hintsUrl from '@generated/playground/default/props-hints.json';
import type {PropHints} from '../../plugins/playground/client/hints';

let loading: Promise<PropHints | null> | null = null;

/** The rows (src/plugins/playground writes the file), or null offline; a failed fetch is retried later. */
export function loadPropHints(): Promise<PropHints | null> {
  loading ??= fetch(hintsUrl).then(
    async (r) => (r.ok ? ((await r.json()) as PropHints) : null),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}
