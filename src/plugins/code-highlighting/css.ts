/**
 * Turns the two Prism palettes of ./client/themes.ts into one stylesheet: token colours as CSS classes, switched by
 * Docusaurus's `[data-theme]` attribute, instead of the inline `style` prism-react-renderer writes per token.
 *
 * Why: inline colours are decided at render time, and the server renders in the light theme. Stock
 * theme-classic therefore remounts every code block after hydration (`key={String(isBrowser)}`) so dark-mode
 * readers get dark colours: every block is tokenised and built twice, and dark-mode readers see light code
 * until then. With colours in CSS the markup is the same in both modes, so src/theme/CodeBlock drops the remount
 * (what that saves is in README.md).
 *
 * Which rules exist and in which order is decided in ./client/tokenClasses.ts, which also trims each token's
 * classes to the rules that win. A token with several types (`token tag punctuation`) gets, per property, the
 * rule that comes last in the stylesheet, where prism-react-renderer let the token's last type win; every
 * colour of a palette meets 4.5:1 against its background either way (checked by axe in tests/e2e/a11y.test.ts).
 */
import type {PrismTheme} from 'prism-react-renderer';
import {tokenRules, type TokenRule} from './client/tokenClasses';

/** The class theme-classic puts on every code block container (ThemeClassNames.common.codeBlock). */
export const CODE_BLOCK = '.theme-code-block';
const DARK = "[data-theme='dark']";

type Style = Record<string, string | number>;

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// `.token.<type>` classes only ever come from Prism, so they need no code-block prefix (fewer bytes).
const printed = (rules: TokenRule[], prefix: string) =>
  rules.map(
    ({types, declarations}) =>
      `${types.map((type) => `${prefix}.token.${type}`).join(',')}{${declarations
        .map(([property, value]) => `${kebab(property)}:${value}`)
        .join(';')}}`,
  );

/**
 * The stylesheet for a light and a dark palette.
 * @throws Error when a palette styles a property this generator cannot reset in the other mode.
 */
export function codeColoursCss(light: PrismTheme, dark: PrismTheme): string {
  const plain = (theme: PrismTheme) => {
    const style = theme.plain as Style;
    return `--prism-color:${style.color};--prism-background-color:${style.backgroundColor}`;
  };
  const rules = tokenRules(light, dark);
  return [
    `${CODE_BLOCK}{${plain(light)}}`,
    `${DARK} ${CODE_BLOCK}{${plain(dark)}}`,
    ...printed(rules.light, ''),
    ...printed(rules.dark, `${DARK} `),
    '',
  ].join('\n');
}

/**
 * The Prism theme given to Docusaurus: no colours at all, so prism-react-renderer writes no inline styles and
 * the server markup does not depend on the colour mode. The colours come from codeColoursCss.
 */
export const CLASS_ONLY_THEME: PrismTheme = {plain: {}, styles: []};
