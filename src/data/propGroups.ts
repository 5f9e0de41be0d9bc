/**
 * Props tables: react-figma 0.31.0's shared props of `types.d.ts` regrouped for readers, and the props a
 * renderer ignores.
 */

/** Table order on a page. Content comes first: `children`, `style` and an element's own inputs. */
export const GROUP_ORDER = [
  'Content',
  'Layout',
  'Geometry (fills & strokes)',
  'Corners',
  'Auto layout',
  'Frame',
  'Text',
  'Effects & blending',
  'Export',
  'Plugin data',
  'Events',
  'Node',
  'Other',
] as const;

export type GroupName = (typeof GROUP_ORDER)[number];

/** Group of a prop missing from `propGroups` (the test reports it, the build does not fail). */
export const FALLBACK_GROUP: GroupName = 'Other';

export const propGroups: Record<string, GroupName> = {
  children: 'Content',
  style: 'Content',
  source: 'Content',
  resizeMode: 'Content',
  component: 'Content',
  overrides: 'Content',
  arcData: 'Content',
  pointCount: 'Content',
  innerRadius: 'Content',
  vectorPaths: 'Content',
  vectorNetwork: 'Content',
  handleMirroring: 'Content',

  x: 'Layout',
  y: 'Layout',
  width: 'Layout',
  height: 'Layout',
  rotation: 'Layout',
  relativeTransform: 'Layout',
  isWithoutConstraints: 'Layout',
  layoutAlign: 'Layout',
  layoutGrow: 'Layout',
  constraints: 'Layout',

  fills: 'Geometry (fills & strokes)',
  strokes: 'Geometry (fills & strokes)',
  strokeWeight: 'Geometry (fills & strokes)',
  strokeAlign: 'Geometry (fills & strokes)',
  strokeCap: 'Geometry (fills & strokes)',
  strokeJoin: 'Geometry (fills & strokes)',
  dashPattern: 'Geometry (fills & strokes)',
  fillStyleId: 'Geometry (fills & strokes)',
  strokeStyleId: 'Geometry (fills & strokes)',
  backgrounds: 'Geometry (fills & strokes)',

  cornerRadius: 'Corners',
  cornerSmoothing: 'Corners',
  topLeftRadius: 'Corners',
  topRightRadius: 'Corners',
  bottomLeftRadius: 'Corners',
  bottomRightRadius: 'Corners',

  layoutMode: 'Auto layout',
  primaryAxisSizingMode: 'Auto layout',
  counterAxisSizingMode: 'Auto layout',
  primaryAxisAlignItems: 'Auto layout',
  counterAxisAlignItems: 'Auto layout',
  paddingLeft: 'Auto layout',
  paddingRight: 'Auto layout',
  paddingTop: 'Auto layout',
  paddingBottom: 'Auto layout',
  horizontalPadding: 'Auto layout',
  verticalPadding: 'Auto layout',
  itemSpacing: 'Auto layout',

  clipsContent: 'Frame',
  guides: 'Frame',
  layoutGrids: 'Frame',
  gridStyleId: 'Frame',
  preset: 'Frame',

  characters: 'Text',
  textAlignHorizontal: 'Text',
  textAlignVertical: 'Text',
  textAutoResize: 'Text',
  paragraphIndent: 'Text',
  paragraphSpacing: 'Text',
  autoRename: 'Text',
  fontSize: 'Text',
  fontName: 'Text',
  textCase: 'Text',
  textDecoration: 'Text',
  letterSpacing: 'Text',
  lineHeight: 'Text',
  textStyleId: 'Text',
  hyperlink: 'Text',

  opacity: 'Effects & blending',
  blendMode: 'Effects & blending',
  isMask: 'Effects & blending',
  effects: 'Effects & blending',
  effectStyleId: 'Effects & blending',

  exportSettings: 'Export',
  exportAsyncSettings: 'Export',
  exportAsyncCallback: 'Export',

  pluginData: 'Plugin data',
  sharedPluginData: 'Plugin data',

  onNodeId: 'Events',
  onSelectionEnter: 'Events',
  onSelectionLeave: 'Events',
  onLayout: 'Events',
  onCurrentChange: 'Events',

  name: 'Node',
  visible: 'Node',
  locked: 'Node',

  isCurrent: 'Other',
  description: 'Other',
  documentationLinks: 'Other',
  detach: 'Other',
  nodeRef: 'Other',
  node: 'Other',
  preventResizing: 'Other',
};

/** Groups many components share: one row each on the Shared props page, unless a component differs. */
export const SHARED_GROUPS: readonly GroupName[] = [
  'Layout',
  'Geometry (fills & strokes)',
  'Corners',
  'Auto layout',
  'Frame',
  'Effects & blending',
  'Export',
  'Plugin data',
  'Events',
  'Node',
];

/** Accepted by the component's props type, not applied by its renderer (`renderers/<name>.js`). */
export const ignoredAtRuntime: Record<string, readonly string[]> = {
  // renderers/page.js: onNodeId is never called for Page.
  Page: ['onNodeId'],
  // renderers/slice.js: onNodeId is typed but never called for Slice.
  Slice: ['onNodeId'],
  // renderers/componentset.js: no constraintsMixin, so constraints are not applied.
  ComponentSet: ['constraints'],
  // renderers/instance.js: no blend or background mixins; change these on the main component.
  Instance: ['opacity', 'blendMode', 'isMask', 'effects', 'effectStyleId', 'backgrounds', 'fillStyleId'],
  // renderers/group.js: the type has the geometry props, but no geometryMixin applies fills or strokes.
  Group: [
    'fills',
    'strokes',
    'strokeWeight',
    'strokeAlign',
    'strokeCap',
    'strokeJoin',
    'dashPattern',
    'strokeStyleId',
  ],
  // renderers/line.js: no cornerMixin, so a line has no corners.
  Line: [
    'cornerRadius',
    'cornerSmoothing',
    'topLeftRadius',
    'topRightRadius',
    'bottomLeftRadius',
    'bottomRightRadius',
  ],
};
