/**
 * Which table each prop is listed in, and which props a component accepts but ignores at runtime.
 *
 * Source: react-figma 0.31.0's shared props interfaces (`types.d.ts`: Base, Layout, Constraints, Geometry,
 * FrameBg, Corner, CornerRadii, AutoLayout, FrameSpecific, Blend, Export, Scene, Selection, OnLayout,
 * Publishable, TextNode, VectorNode, StarNode, InstanceItem props) regrouped into reader-facing tables, plus each
 * component's own props. `ignoredAtRuntime` lists props a component's type accepts but its renderer
 * (`renderers/<name>.js`) never applies, because it does not run the mixin that writes them: Page,
 * ComponentSet, Instance, Group, Line and Slice; the other components have none.
 *
 * Keys are prop names as react-figma's types spell them; tests/unit/api-reference.test.ts fails on a key that
 * names no real prop, and on a documented prop that has no group here.
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
  // Content: what the element shows, and its style.
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

  // Layout (Layout, Constraints props).
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

  // Geometry (Geometry, FrameBg props).
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

  // Corners (Corner, CornerRadii props).
  cornerRadius: 'Corners',
  cornerSmoothing: 'Corners',
  topLeftRadius: 'Corners',
  topRightRadius: 'Corners',
  bottomLeftRadius: 'Corners',
  bottomRightRadius: 'Corners',

  // Auto layout (AutoLayout props).
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

  // Frame (FrameSpecific props; Frame's preset).
  clipsContent: 'Frame',
  guides: 'Frame',
  layoutGrids: 'Frame',
  gridStyleId: 'Frame',
  preset: 'Frame',

  // Text (TextNode props).
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

  // Effects & blending (Blend props).
  opacity: 'Effects & blending',
  blendMode: 'Effects & blending',
  isMask: 'Effects & blending',
  effects: 'Effects & blending',
  effectStyleId: 'Effects & blending',

  // Export (Export props).
  exportSettings: 'Export',
  exportAsyncSettings: 'Export',
  exportAsyncCallback: 'Export',

  // Plugin data (Base props).
  pluginData: 'Plugin data',
  sharedPluginData: 'Plugin data',

  // Events (Base, Selection, OnLayout props; Page's own).
  onNodeId: 'Events',
  onSelectionEnter: 'Events',
  onSelectionLeave: 'Events',
  onLayout: 'Events',
  onCurrentChange: 'Events',

  // Node (Base name, Scene props): what every layer has in Figma's layers panel.
  name: 'Node',
  visible: 'Node',
  locked: 'Node',

  // Other (Publishable, InstanceItem props; Page's isCurrent; Instance's nodeRef, detach).
  isCurrent: 'Other',
  description: 'Other',
  documentationLinks: 'Other',
  detach: 'Other',
  nodeRef: 'Other',
  node: 'Other',
  preventResizing: 'Other',
};

/**
 * Groups whose props many components share, as react-figma's typings compose them (Layout, Constraints,
 * Geometry, Corner, AutoLayout, FrameSpecific, Blend, Export, Base, Selection, OnLayout, Scene props): each prop of these groups is stated
 * once, on the Shared props page, and a component page lists its name there and links to that row. A prop keeps
 * its full row on a component where it differs from the shared row (another default or description, ignored at
 * runtime, only in some members of a union type).
 */
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
