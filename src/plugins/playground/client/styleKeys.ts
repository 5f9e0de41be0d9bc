/** A style key of the Styling page's key tables, as the inspector offers it (INSP-2). */

/** One row of a key table, one key of its Key cell. */
export interface StyleKey {
  key: string;
  /** `yoga` for the layout keys, `figma` for the keys React Figma turns into Figma node properties. */
  group: 'yoga' | 'figma';
  /** The react-figma style interface that declares it (`YogaStyleProperties`, `TextStyleProperties`…). */
  declaredBy: string;
  /** The id Docusaurus gives the section's H2, e.g. `layout-keys-yoga-flexbox`. */
  section: string;
  /** The Type cell's text: `number`, `dimension`, `'row', 'column'`, `number or string`. */
  type: string;
  /** The last cell's text (What Yoga does with it, Maps to). */
  description: string;
}
