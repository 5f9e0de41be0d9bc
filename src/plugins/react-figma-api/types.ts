/**
 * Shapes of the data the react-figma-api plugin publishes as global data and `<PropsTable>` renders.
 * Plain JSON only: Docusaurus serialises global data into the client bundle that every page loads, so identical
 * rows (most props are shared by many components) are stored once in `rows` and referenced by index.
 */

/** Plugin name; also the key of `usePluginData('react-figma-api')`. */
export const PLUGIN_NAME = 'react-figma-api';

/** One piece of a printed type: plain text, or a type name linked to its reference page. */
export interface TypeToken {
  text: string;
  href?: string;
}

export interface PropDefault {
  /** A TypeScript value shown as code, e.g. `'INSIDE'` or `[]`. */
  value?: string;
  /** Plain-text remark shown after the value (or alone), e.g. "computed from width". */
  note?: string;
}

export interface PropRow {
  name: string;
  /** HTML id of the row: the prop name, unless that collides with another id on the page (see anchors.ts). */
  anchor: string;
  type: TypeToken[];
  required: boolean;
  description: string;
  /** From src/data/propDefaults.ts; absent when the brief gives no default (rendered as "—"). */
  default?: PropDefault;
  group: string;
  /** The type accepts the prop, but this component ignores it at runtime (brief §5 "(!)"). */
  ignoredAtRuntime: boolean;
  /** For a union props type: the members that declare this prop, when not all of them do. */
  onlyIn?: string[];
  /** Explanation of `onlyIn`, from src/data/propDescriptions.ts. */
  onlyInNote?: string;
}

export interface ComponentApi {
  /** Export name in react-figma, e.g. `Frame`. */
  name: string;
  /** The props type as written in the typings, e.g. `FrameNodeProps` or `FrameNodeProps | RectangleProps`. */
  propsType: string;
  /** Declaration file, relative to the react-figma package. */
  file: string;
  /** Which reader produced the prop list (see extract.ts for when the fallback is used). */
  reader: 'react-docgen-typescript' | 'typescript';
  /** Why the fallback reader was used; absent for react-docgen-typescript. */
  fallbackReason?: string;
  /** Props the checker sees on the props type, React's own excluded (always equals `props.length`). */
  propCount: number;
  /** The component's rows, as indexes into `ApiData.rows`, in declaration order. */
  props: number[];
}

export interface ApiData {
  /** Installed react-figma version the tables were generated from. */
  reactFigmaVersion: string;
  /** Group names in display order. */
  groups: string[];
  /** Every distinct row; components refer to them by index. */
  rows: PropRow[];
  components: Record<string, ComponentApi>;
}

/** The rows of one component. */
export function rowsOf(data: ApiData, api: ComponentApi): PropRow[] {
  return api.props.map((index) => data.rows[index]);
}

/** File of one component's data module: `@generated/react-figma-api/default/props-Frame.json`. */
export function componentDataFile(component: string): string {
  return `props-${component}.json`;
}

/** The data of one component only: the same shape as ApiData, with just its rows. */
export function componentData(data: ApiData, component: string): ApiData {
  const api = data.components[component];
  const rows = rowsOf(data, api);
  return {
    reactFigmaVersion: data.reactFigmaVersion,
    groups: data.groups,
    rows,
    components: {[component]: {...api, props: rows.map((_row, i) => i)}},
  };
}
