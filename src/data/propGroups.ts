/**
 * Which table each prop is listed in, and which props a component accepts but ignores at runtime.
 *
 * Source: content brief §2.7 (shared prop groups: Base, Layout, Constraints, Geometry, FrameBg, Corner,
 * CornerRadii, AutoLayout, FrameSpecific, Blend, Export, Scene, Selection, OnLayout, Publishable, TextNode,
 * VectorNode, StarNode, InstanceItem) regrouped into reader-facing tables, plus each component's own props
 * from brief §5. `ignoredAtRuntime` is the "(!)" list ("Ignored-at-runtime props for this component") of
 * brief §5.7 Page, §5.9 ComponentSet and Instance, §5.12 Group, §5.13 Line and §5.17 Slice; the other
 * components have none.
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

  // Layout (brief §2.7 Layout, Constraints).
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

  // Geometry (brief §2.7 Geometry, FrameBg).
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

  // Corners (brief §2.7 Corner, CornerRadii).
  cornerRadius: 'Corners',
  cornerSmoothing: 'Corners',
  topLeftRadius: 'Corners',
  topRightRadius: 'Corners',
  bottomLeftRadius: 'Corners',
  bottomRightRadius: 'Corners',

  // Auto layout (brief §2.7 AutoLayout).
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

  // Frame (brief §2.7 FrameSpecific; §5.8 preset).
  clipsContent: 'Frame',
  guides: 'Frame',
  layoutGrids: 'Frame',
  gridStyleId: 'Frame',
  preset: 'Frame',

  // Text (brief §2.7 TextNode).
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

  // Effects & blending (brief §2.7 Blend).
  opacity: 'Effects & blending',
  blendMode: 'Effects & blending',
  isMask: 'Effects & blending',
  effects: 'Effects & blending',
  effectStyleId: 'Effects & blending',

  // Export (brief §2.7 Export).
  exportSettings: 'Export',
  exportAsyncSettings: 'Export',
  exportAsyncCallback: 'Export',

  // Plugin data (brief §2.7 Base).
  pluginData: 'Plugin data',
  sharedPluginData: 'Plugin data',

  // Events (brief §2.5; §2.7 Base, Selection, OnLayout; §5.7 Page).
  onNodeId: 'Events',
  onSelectionEnter: 'Events',
  onSelectionLeave: 'Events',
  onLayout: 'Events',
  onCurrentChange: 'Events',

  // Other (brief §2.7 Base name, Scene, Publishable, InstanceItem; §5.7 isCurrent; §5.9 nodeRef, detach).
  name: 'Other',
  visible: 'Other',
  locked: 'Other',
  isCurrent: 'Other',
  description: 'Other',
  documentationLinks: 'Other',
  detach: 'Other',
  nodeRef: 'Other',
  node: 'Other',
  preventResizing: 'Other',
};

/** Brief §5 "(!)": accepted by the component's props type, not applied by its renderer. */
export const ignoredAtRuntime: Record<string, readonly string[]> = {
  // §5.7: onNodeId is never called for Page.
  Page: ['onNodeId'],
  // §5.17: onNodeId is typed but never called for Slice.
  Slice: ['onNodeId'],
  // §5.9: ComponentSet does not apply constraints.
  ComponentSet: ['constraints'],
  // §5.9: Instance applies no blend props and no backgrounds; change them on the main component.
  Instance: ['opacity', 'blendMode', 'isMask', 'effects', 'effectStyleId', 'backgrounds', 'fillStyleId'],
  // §5.12: Group takes the geometry props in its type but does not apply fills or strokes.
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
  // §5.13: Line has no corners.
  Line: [
    'cornerRadius',
    'cornerSmoothing',
    'topLeftRadius',
    'topRightRadius',
    'bottomLeftRadius',
    'bottomRightRadius',
  ],
};
