/** Shapes of the react-figma-api plugin's data: plain JSON, one module per component; no Node APIs. */
import type {PropDefault} from '../../../data/propDefaults';
import type {Control} from './control';

/** Plugin name; also the folder of its generated modules under `.docusaurus/`. */
export const PLUGIN_NAME = 'react-figma-api';

/** One piece of a printed type: plain text, or a type name linked to its reference page. */
export interface TypeToken {
  text: string;
  href?: string;
}

export type {PropDefault};

/** A style key of react-figma's style interfaces (../styleKeys.ts), as the inspector offers it (INSP-2). */
export interface StyleKeyModel {
  key: string;
  /** `yoga` for the layout keys, `figma` for the keys React Figma turns into Figma node properties. */
  group: 'yoga' | 'figma';
  /** The react-figma style interface that declares it (`YogaStyleProperties`, `TextStyleProperties`…). */
  declaredBy: string;
  /** The id of the Styling page's H2 listing it, e.g. `layout-keys-yoga-flexbox`. */
  section: string;
  /** Its type as declared, printed as the props tables print types. */
  type: string;
  control: Control;
}

export interface PropRow {
  name: string;
  /** HTML id of the row: the prop name, unless that collides with another id on the page (see anchors.ts). */
  anchor: string;
  type: TypeToken[];
  /** The inspector's control; absent from the props tables' modules (componentData), which never show it. */
  control?: Control;
  required: boolean;
  description: string;
  /** From src/data/propDefaults.ts; absent when react-figma sets none (rendered as "—"). */
  default?: PropDefault;
  group: string;
  /** The type accepts the prop, but this component ignores it at runtime (src/data/propGroups.ts). */
  ignoredAtRuntime: boolean;
  /** For a union props type: the members that declare this prop, when not all of them do. */
  onlyIn?: string[];
  /** Explanation of `onlyIn`, from src/data/propDescriptions.ts. */
  onlyInNote?: string;
}

/** The route of the Shared props page, where every shared prop has its one full row (`#<prop name>`). */
export const SHARED_PROPS_ROUTE = '/docs/api/shared-props';

export interface ComponentApi {
  /** Export name in react-figma, e.g. `Frame`. */
  name: string;
  /** The props type as written in the typings, e.g. `FrameNodeProps` or `FrameNodeProps | RectangleProps`. */
  propsType: string;
  /** The component's own rows, in declaration order: every prop not stated once on the Shared props page. */
  props: PropRow[];
  /** Shared props the component accepts as the Shared props page states them: group → prop names in order. */
  shared: Record<string, string[]>;
  /** Shared props the component's type accepts but its renderer never applies: group → prop names. */
  ignored: Record<string, string[]>;
}

/** One group of the Shared props page. */
export interface SharedGroup {
  group: string;
  /** The group's full rows; each row's anchor is the prop name. */
  rows: PropRow[];
  /** Components listing one of the rows or more, with the API page documenting each, if there is one. */
  components: {name: string; href?: string}[];
}

/** How many shared props a component's table names (those it accepts as stated, and those it ignores). */
export function sharedPropCount(api: ComponentApi): number {
  return [...Object.values(api.shared), ...Object.values(api.ignored)].flat().length;
}

/** Heading id of a group's section on the Shared props page (as Docusaurus slugs `## Effects & blending`). */
export function groupId(group: string): string {
  return group
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

export interface ApiData {
  /** Installed react-figma version the tables were generated from. */
  reactFigmaVersion: string;
  /** Group names in display order. */
  groups: string[];
  components: Record<string, ComponentApi>;
  /** The Shared props page's groups, in `groups` order. */
  sharedGroups: SharedGroup[];
  /** The inspector's style keys; absent from the props tables' modules. */
  styleKeys?: StyleKeyModel[];
}

/** File of one component's data module: `@generated/react-figma-api/default/props-Frame.json`. */
export function componentDataFile(component: string): string {
  return `props-${component}.json`;
}

/** File of the Shared props page's data module. */
export const SHARED_DATA_FILE = 'shared-props.json';

const tableRow = ({control: _control, ...row}: PropRow): PropRow => row;

/** The data of one component only: the same shape as ApiData, with just that component. */
export function componentData(data: ApiData, component: string): ApiData {
  return {
    reactFigmaVersion: data.reactFigmaVersion,
    groups: data.groups,
    components: {
      [component]: {...data.components[component], props: data.components[component].props.map(tableRow)},
    },
    sharedGroups: [],
  };
}

/** The data of the Shared props page: its groups, no component. */
export function sharedData(data: ApiData): ApiData {
  return {
    reactFigmaVersion: data.reactFigmaVersion,
    groups: data.groups,
    components: {},
    sharedGroups: data.sharedGroups.map((g) => ({...g, rows: g.rows.map(tableRow)})),
  };
}
