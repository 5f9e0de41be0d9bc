/**
 * Turns the two Prism palettes of ./themes.ts into one stylesheet: token colours as CSS classes, switched by
 * Docusaurus's `[data-theme]` attribute, instead of the inline `style` prism-react-renderer writes per token.
 *
 * Why: inline colours are decided at render time, and the server renders in the light theme. Stock
 * theme-classic therefore remounts every code block after hydration (`key={String(isBrowser)}`) so dark-mode
 * readers get dark colours: every block is tokenised and built twice, and dark-mode readers see light code
 * until then. With colours in CSS the markup is the same in both modes, so src/theme/CodeBlock drops the remount
 * (what that saves is in PERFORMANCE.md).
 *
 * A token with several types (`token tag punctuation`) gets the rule that comes last in the palette order,
 * where prism-react-renderer let the token's last type win; every colour of a palette meets 4.5:1 against its
 * background either way (checked by axe in tests/e2e/a11y.test.ts).
 */
import type {PrismTheme} from 'prism-react-renderer';

/** The class theme-classic puts on every code block container (ThemeClassNames.common.codeBlock). */
export const CODE_BLOCK = '.theme-code-block';
const DARK = "[data-theme='dark']";

/** What a property falls back to in the mode whose palette does not set it. */
const RESET: Record<string, string> = {
  color: 'inherit',
  backgroundColor: 'transparent',
  fontStyle: 'normal',
  fontWeight: 'normal',
  opacity: '1',
  textDecorationLine: 'none',
};

type Style = Record<string, string | number>;

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** type → style, later palette entries overriding earlier ones for the same type (as prism-react-renderer does). */
function styleByType(theme: PrismTheme): Map<string, Style> {
  const out = new Map<string, Style>();
  for (const {types, style} of theme.styles) {
    for (const type of types) out.set(type, {...out.get(type), ...(style as Style)});
  }
  return out;
}

function declarations(style: Style, properties: string[]): string {
  return properties
    .map((p) => {
      if (!(p in style) && !(p in RESET)) throw new Error(`prism css: no reset value for the property ${p}`);
      return `${kebab(p)}:${p in style ? style[p] : RESET[p]}`;
    })
    .join(';');
}

/** Selectors sharing one declaration block become one rule, to keep the site-wide CSS small. */
function grouped(rules: [selector: string, declarations: string][]): string[] {
  const bySelectorList = new Map<string, string[]>();
  for (const [selector, block] of rules)
    bySelectorList.set(block, [...(bySelectorList.get(block) ?? []), selector]);
  return [...bySelectorList].map(([block, selectors]) => `${selectors.join(',')}{${block}}`);
}

/**
 * The stylesheet for a light and a dark palette.
 * @throws Error when a palette styles a property this generator cannot reset in the other mode.
 */
export function codeColoursCss(light: PrismTheme, dark: PrismTheme): string {
  const plain = (theme: PrismTheme) => {
    const style = theme.plain as Style;
    return `--prism-color:${style.color};--prism-background-color:${style.backgroundColor}`;
  };
  const lightStyles = styleByType(light);
  const darkStyles = styleByType(dark);
  const lightRules: [string, string][] = [];
  const darkRules: [string, string][] = [];
  // Palette order (light first, then types only the dark palette has), so the last-listed type wins.
  for (const type of new Set([...lightStyles.keys(), ...darkStyles.keys()])) {
    const lightStyle = lightStyles.get(type) ?? {};
    const darkStyle = darkStyles.get(type) ?? {};
    const properties = [...new Set([...Object.keys(lightStyle), ...Object.keys(darkStyle)])];
    // `.token.<type>` classes only ever come from Prism, so they need no code-block prefix (fewer bytes).
    lightRules.push([`.token.${type}`, declarations(lightStyle, properties)]);
    darkRules.push([`${DARK} .token.${type}`, declarations(darkStyle, properties)]);
  }
  return [
    `${CODE_BLOCK}{${plain(light)}}`,
    `${DARK} ${CODE_BLOCK}{${plain(dark)}}`,
    ...grouped(lightRules),
    ...grouped(darkRules),
    '',
  ].join('\n');
}

/**
 * The Prism theme given to Docusaurus: no colours at all, so prism-react-renderer writes no inline styles and
 * the server markup does not depend on the colour mode. The colours come from codeColoursCss.
 */
export const CLASS_ONLY_THEME: PrismTheme = {plain: {}, styles: []};
