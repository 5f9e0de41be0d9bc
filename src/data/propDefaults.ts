/** Defaults react-figma 0.31.0 writes for an omitted prop (re-applied every render); none guessed. */
/** A default as a props table shows it. */
export interface PropDefault {
  /** A TypeScript value shown as code, e.g. `'INSIDE'` or `[]`. */
  value?: string;
  /** Plain-text remark shown after the value (or alone), e.g. "computed from width". */
  note?: string;
}

/** Defaults by prop name, for every component whose type has the prop (react-figma's `mixins/*.js`). */
export const propDefaults: Record<string, PropDefault> = {
  layoutAlign: {value: "'INHERIT'"},
  layoutGrow: {value: '0'},
  constraints: {value: "{ horizontal: 'MIN', vertical: 'MIN' }"},
  fills: {value: '[]'},
  strokes: {value: '[]'},
  strokeWeight: {value: '0'},
  strokeAlign: {value: "'INSIDE'"},
  strokeCap: {value: "'NONE'"},
  backgrounds: {value: '[]', note: 'transparent'},
  exportSettings: {value: '[]'},
  opacity: {value: '1'},
  blendMode: {value: "'NORMAL'"},
  isMask: {value: 'false'},
  effects: {value: '[]'},
  visible: {value: 'true'},
  locked: {value: 'false'},
  cornerRadius: {value: '0'},
  cornerSmoothing: {value: '0'},
  layoutMode: {value: "'NONE'"},
  primaryAxisSizingMode: {value: "'AUTO'"},
  counterAxisSizingMode: {value: "'AUTO'"},
  primaryAxisAlignItems: {value: "'MIN'"},
  counterAxisAlignItems: {value: "'MIN'"},
  paddingLeft: {value: '0'},
  paddingRight: {value: '0'},
  paddingTop: {value: '0'},
  paddingBottom: {value: '0'},
  itemSpacing: {value: '0'},
  clipsContent: {value: 'false', note: 'unlike frames drawn in Figma'},
  guides: {value: '[]'},
  layoutGrids: {value: '[]'},
  description: {value: "''"},
  documentationLinks: {value: '[]'},
  characters: {value: "''"},
  textAlignHorizontal: {value: "'LEFT'"},
  textAlignVertical: {value: "'TOP'"},
  textAutoResize: {
    note: "computed: 'HEIGHT' when a width or style maxWidth is given, else 'WIDTH_AND_HEIGHT'",
  },
  paragraphIndent: {value: '0'},
  paragraphSpacing: {value: '0'},
  autoRename: {value: 'false'},
  fontSize: {value: '12'},
  fontName: {value: "{ family: 'Inter', style: 'Regular' }"},
  textCase: {value: "'ORIGINAL'"},
  textDecoration: {value: "'NONE'"},
  letterSpacing: {value: "{ value: 0, unit: 'PIXELS' }"},
  lineHeight: {value: "{ unit: 'AUTO' }"},
  hyperlink: {value: 'null'},
};

/** Per-component defaults that differ from `propDefaults` (react-figma's `renderers/*.js`). */
export const componentPropDefaults: Record<string, Record<string, PropDefault>> = {
  // mixins/pageMixin.js: the page background is one solid paint of #F5F5F5 at full opacity.
  Page: {backgrounds: {note: 'one solid #F5F5F5 paint'}},
  // components/view/View.js puts `backgroundColor: 'transparent'` first: with children, one black paint at
  // opacity 0; without children the View is a Rectangle and `backgrounds` is never written.
  View: {backgrounds: {note: 'with children, one solid black paint at opacity 0; without children, ignored'}},
  // renderers/text.js: the fill is black when no `color` is given.
  Text: {fills: {note: 'black, unless style color is set'}},
  // styleTransformers/transformGeometryStyleProperties.js: the scale mode is cover (FILL) when omitted.
  Image: {resizeMode: {value: "'cover'"}},
};
