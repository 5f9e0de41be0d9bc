/** The palettes of ./client/themes.ts as one stylesheet switched by `[data-theme]`, not inline styles. */
import type {PrismTheme} from 'prism-react-renderer';
import {tokenRules, type TokenRule} from './client/tokenClasses';

/** The class theme-classic puts on every code block container (ThemeClassNames.common.codeBlock). */
const CODE_BLOCK = '.theme-code-block';
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

/** The stylesheet for a light and a dark palette. @throws Error as `tokenRules` does. */
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

/** The Prism theme given to Docusaurus: no colours, so no inline styles (see codeColoursCss). */
export const CLASS_ONLY_THEME: PrismTheme = {plain: {}, styles: []};
