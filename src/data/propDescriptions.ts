/**
 * One sentence per prop in our own words, from what react-figma 0.31.0's mixins, renderers, Yoga layout and
 * event hooks do with it (its declarations have no JSDoc; one would win). `backticks` render as code.
 */

/** Descriptions by prop name, shared by every component that has the prop. */
export const propDescriptions: Record<string, string> = {
  children: 'Elements rendered inside this node.',
  style:
    'A React Native-like style object, or an array of them, for layout, colors and more; see the Styling guide.',
  source: 'What to draw from.',
  resizeMode:
    'How the image fills the rectangle, with React Native names; `cover` maps to Figma FILL and `contain` to FIT.',
  component: 'The Figma main component to create the instance from.',
  overrides:
    'Props for the instance’s direct children, keyed by layer name; a deeper layer cannot be overridden (its direct child is re-rendered instead).',
  arcData: 'Start and end angles in radians plus an inner radius ratio, for arcs, pie slices and rings.',
  pointCount: 'Number of points of the star; Figma’s own default applies when omitted.',
  innerRadius: 'How deep the star’s inner points sit, as a ratio from 0 to 1.',
  vectorPaths: 'The shape as a list of SVG-style path strings, each with a winding rule.',
  vectorNetwork: 'The shape as vertices, the segments between them and the filled regions.',
  handleMirroring: 'How the two Bézier handles of a vertex mirror each other.',

  x: 'Horizontal position in the parent; a computed Yoga layout replaces it.',
  y: 'Vertical position in the parent; a computed Yoga layout replaces it.',
  width: 'Width to resize the node to; values below 0.01 are skipped and a computed Yoga layout replaces it.',
  height:
    'Height to resize the node to; values below 0.01 are skipped and a computed Yoga layout replaces it.',
  rotation: 'Rotation in degrees.',
  relativeTransform: 'Position, rotation and skew as Figma’s 2×3 affine matrix.',
  isWithoutConstraints:
    'When `true`, the node is resized with `resizeWithoutConstraints`, so its children’s constraints are not applied.',
  layoutAlign:
    "Whether this node stretches across an auto-layout parent's counter axis: Figma acts on `'STRETCH'` and `'INHERIT'` only and has deprecated `'MIN'`, `'CENTER'` and `'MAX'`, which react-figma still gives Yoga as `alignSelf`, so the two layouts disagree. Align children with the parent's `counterAxisAlignItems`.",
  layoutGrow:
    "1 makes this node fill the rest of an auto-layout parent's main axis; Figma supports only 0 and 1. It also sets Yoga `flexGrow`. A nested auto-layout frame that grows must be `FIXED` on that axis in Figma, and react-figma writes `AUTO` unless you pass it.",
  constraints: 'How the node follows when its parent frame is resized.',

  fills:
    'Figma paints that fill the shape; on shapes they win over `backgroundColor` and `backgroundImage` in `style`. Containers differ: see their own row.',
  strokes: 'Figma paints of the outline; they win over `borderColor` in `style`.',
  strokeWeight: 'Outline thickness in pixels; `0` leaves the outline invisible.',
  strokeAlign: 'Whether the outline sits inside, outside or centred on the edge.',
  strokeCap: 'The cap drawn at the ends of open paths and lines.',
  strokeJoin: 'How outline segments meet at corners.',
  dashPattern: 'Alternating dash and gap lengths in pixels, for a dashed outline.',
  fillStyleId: 'Id of a paint style to use as the fill.',
  strokeStyleId: 'Id of a paint style to use for the outline.',
  backgrounds:
    'Figma paints that fill the container; they win over `backgroundColor` and `backgroundImage` in `style`.',

  cornerRadius: 'Radius of every corner, in pixels.',
  cornerSmoothing: 'Corner smoothing from 0 to 1, for iOS-style rounded corners.',
  topLeftRadius: 'Radius of the top-left corner, in pixels.',
  topRightRadius: 'Radius of the top-right corner, in pixels.',
  bottomLeftRadius: 'Radius of the bottom-left corner, in pixels.',
  bottomRightRadius: 'Radius of the bottom-right corner, in pixels.',

  layoutMode: 'Turns on Figma auto layout as a row or a column; also sets Yoga `flexDirection`.',
  primaryAxisSizingMode:
    'Whether the frame keeps its size along the main axis (`FIXED`) or hugs its content (`AUTO`).',
  counterAxisSizingMode:
    'Whether the frame keeps its size across the main axis (`FIXED`) or hugs its content (`AUTO`).',
  primaryAxisAlignItems: 'How children are distributed along the main axis; also sets Yoga `justifyContent`.',
  counterAxisAlignItems: 'How children line up across the main axis; also sets Yoga `alignItems`.',
  paddingLeft: 'Space inside the left edge, in pixels; also used as Yoga padding.',
  paddingRight: 'Space inside the right edge, in pixels; also used as Yoga padding.',
  paddingTop: 'Space inside the top edge, in pixels; also used as Yoga padding.',
  paddingBottom: 'Space inside the bottom edge, in pixels; also used as Yoga padding.',
  horizontalPadding: 'Deprecated: sets `paddingLeft` and `paddingRight` to the same value.',
  verticalPadding: 'Deprecated: sets `paddingTop` and `paddingBottom` to the same value.',
  itemSpacing:
    'Gap between auto-layout children, in pixels; Yoga does not see it, so add matching margins for Yoga.',

  clipsContent: 'Hides whatever extends past the frame’s edges.',
  guides: 'Ruler guides shown on the frame.',
  layoutGrids: 'Column, row or grid overlays shown on the frame.',
  gridStyleId: 'Id of a grid style to apply.',
  preset:
    'A `{name, width, height}` starting point such as `FRAME_PRESETS.iPhoneX`; explicit props and style override it.',

  characters: 'The text to show when the element has no children.',
  textAlignHorizontal: 'Horizontal alignment of the text; `textAlign` in `style` sets it too.',
  textAlignVertical: 'Vertical alignment of the text inside its box.',
  textAutoResize:
    'Whether the text box keeps its size, grows in height, or fits its content in both directions.',
  paragraphIndent: 'Indent of the first line of each paragraph, in pixels.',
  paragraphSpacing: 'Extra space after each paragraph, in pixels.',
  autoRename:
    'Whether Figma renames the layer to match its text; react-figma turns this off unless you set it.',
  fontSize: 'Font size in pixels; `fontSize` in `style` sets it too.',
  fontName:
    'Font family and style; normally derived from `fontFamily`, `fontWeight` and `fontStyle` in `style`, and loaded for you.',
  textCase: 'Changes the letter case, for example to upper case or title case.',
  textDecoration:
    'Underline or strikethrough; use this prop, because the `textDecorationLine` style key has no effect.',
  letterSpacing: 'Space between letters, in pixels or percent; `letterSpacing` in `style` sets it too.',
  lineHeight: 'Line height in pixels, in percent, or automatic; `lineHeight` in `style` sets it too.',
  textStyleId: 'Id of a text style to apply; `textStyleId` in `style` sets it too.',
  hyperlink: 'Makes the text a link, either to a URL or to another node by its id.',

  opacity: 'Opacity from 0 (invisible) to 1 (opaque).',
  blendMode: 'Figma blend mode, such as `MULTIPLY`; `blendMode` in `style` takes CSS names instead.',
  isMask: 'Turns this layer into a mask for the layers above it in the same parent.',
  effects: 'Figma effects such as shadows and blurs; they win over the shadow keys in `style`.',
  effectStyleId: 'Id of an effect style to apply.',

  exportSettings: 'Export presets stored on the node, as in Figma’s Export panel.',
  exportAsyncSettings:
    'Options for `exportAsync`, used only with `exportAsyncCallback`, which has no effect as of 0.31.0.',
  exportAsyncCallback:
    'No effect as of 0.31.0: function props are removed before props reach the main thread (`serializers/index.ts`), so the node is not exported and the function is never called.',

  pluginData: 'Strings stored on the node with `setPluginData`; only your plugin can read them.',
  sharedPluginData:
    'Strings stored with `setSharedPluginData`, grouped by namespace, so other plugins can read them.',

  onNodeId:
    'Called with the Figma node id once the node has been created or matched, for example to link to it. It can be called again after later updates, so keep it idempotent.',
  onSelectionEnter:
    'Called when this node itself becomes part of the selection on the current page; a selected child does not count, and nothing is called at mount. Needs `setupMainThread()` in the main thread, which forwards Figma’s `selectionchange`.',
  onSelectionLeave:
    'Called when this node itself leaves the selection on the current page; like `onSelectionEnter`, it needs `setupMainThread()`.',
  onLayout:
    'Called with `{x, y, width, height}` after each Yoga layout pass whose result differs from the previous one, the first included.',
  onCurrentChange: 'Called with `true` or `false` each time Figma’s current page changes.',

  name: 'Layer name in Figma’s Layers panel; an empty name is not written.',
  visible: 'Shows or hides the layer.',
  locked: 'Locks the layer against selection and edits on the canvas.',
  isCurrent: 'When `true`, this page becomes Figma’s current page.',
  description: 'Description of the component, shown in Figma.',
  documentationLinks: 'Documentation links of the component, as `{uri}` objects.',
  detach: 'When `true`, the instance is detached after rendering and becomes a plain frame.',
  nodeRef: 'Internal: the reference `createComponent` uses to link a Component to its Instances.',
  node: 'Internal: an existing Figma node to take over instead of creating one; used for instance overrides.',
  preventResizing:
    'Internal: when `true`, position, size, rotation and auto-layout child props are not written.',
};

/** Descriptions that differ for one component (its `renderers/<name>.js`). */
export const componentPropDescriptions: Record<string, Record<string, string>> = {
  Text: {
    fills:
      'Figma paints of the text; they win over `color` in `style`. Text has no background: `backgroundColor` and `backgroundImage` in its `style` are ignored.',
    children:
      'The text: a string, a number, or an array of them joined without a separator; takes precedence over `characters`.',
    style: 'Layout, font, color and blending keys; see the Styling guide.',
  },
  View: {
    children: 'Child elements; with children the View renders a Frame, without them a Rectangle.',
    fills:
      'Without children, the View’s paints, winning over `backgroundColor`. With children, `backgrounds` is written after them (from `backgroundColor`, or one black paint at opacity 0), so they are overwritten: use `style.backgroundColor`.',
    backgrounds:
      'With children, Figma paints that fill the frame, winning over `backgroundColor`. Without children the View is a Rectangle, which ignores `backgrounds`: use `fills` there.',
  },
  Frame: {
    fills:
      'Overwritten: `backgrounds` is written after `fills` (from `backgroundColor`, or empty), and a frame’s `backgrounds` is its fills. Use `backgrounds` or `style.backgroundColor`.',
  },
  Component: {
    fills:
      'Overwritten: `backgrounds` is written after `fills` (from `backgroundColor`, or empty), and a component’s `backgrounds` is its fills. Use `backgrounds` or `style.backgroundColor`.',
  },
  Image: {
    source:
      'The image: a URL, a data URI, `{uri}`, or an imported file (`{default}`); it is fetched in the UI and becomes an image fill.',
    children: 'Not accepted: an image has no children.',
  },
  Svg: {
    source: 'SVG markup to turn into Figma layers; the layers are rebuilt when the markup changes.',
  },
  Page: {
    backgrounds: 'Canvas color of the page; Figma accepts a single solid paint here.',
    children: 'The page’s top-level layers, usually frames.',
    style: 'Yoga keys that lay out the page’s top-level layers, plus `backgroundColor` for the canvas.',
  },
  ComponentSet: {
    children: 'Component elements, one per variant, each named in `property=Value` form.',
    nodeRef: 'Internal: a ref object to use for the set’s node instead of its own.',
    style: 'Layout and Yoga keys only.',
  },
  Instance: {
    children: 'Not rendered: react-figma never adds layers inside an instance; use `overrides` instead.',
    style: 'Layout and Yoga keys only.',
  },
  Slice: {
    style: 'Layout and Yoga keys only.',
    layoutAlign:
      "Whether this slice stretches across a Figma auto-layout parent's counter axis (`'STRETCH'`; Figma has deprecated `'MIN'`, `'CENTER'` and `'MAX'`); Yoga never sees it, because Slice does not turn it into `alignSelf`.",
    layoutGrow:
      "1 makes this slice fill the rest of a Figma auto-layout parent's main axis (Figma supports only 0 and 1); Yoga never sees it, because Slice does not turn it into `flexGrow`.",
    children: 'Not accepted: a slice has no children.',
  },
  Rectangle: {children: 'Not accepted: a rectangle has no children.'},
  Ellipse: {
    children: 'Not accepted: an ellipse has no children.',
    layoutAlign:
      "Whether this ellipse stretches across a Figma auto-layout parent's counter axis (`'STRETCH'`; Figma has deprecated `'MIN'`, `'CENTER'` and `'MAX'`); Yoga never sees it, because an ellipse does not save its style for Yoga (no `alignSelf`).",
    layoutGrow:
      "1 makes this ellipse fill the rest of a Figma auto-layout parent's main axis (Figma supports only 0 and 1); Yoga never sees it, because an ellipse does not save its style for Yoga (no `flexGrow`).",
  },
  Star: {
    children: 'Not accepted: a star has no children.',
    layoutAlign:
      "Whether this star stretches across a Figma auto-layout parent's counter axis (`'STRETCH'`; Figma has deprecated `'MIN'`, `'CENTER'` and `'MAX'`); Yoga never sees it, because a star does not save its style for Yoga (no `alignSelf`).",
    layoutGrow:
      "1 makes this star fill the rest of a Figma auto-layout parent's main axis (Figma supports only 0 and 1); Yoga never sees it, because a star does not save its style for Yoga (no `flexGrow`).",
  },
  Vector: {children: 'Not accepted: a vector has no children.'},
};

/** Notes for props only some members of a union type declare (View: `components/view/View.d.ts`). */
export const unionMemberNotes: Record<string, Record<string, string>> = {
  View: {
    FrameNodeProps: 'Frame only: takes effect when the View has children and so renders a Frame.',
  },
};
