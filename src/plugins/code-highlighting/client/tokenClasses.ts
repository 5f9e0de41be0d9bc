/** The code-colour stylesheet's token rules, and the fewest classes a token's span needs (PERF-12). */
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from './themes';

type Style = Record<string, string | number>;
export type ColourMode = 'light' | 'dark';

/** One rule of the stylesheet: the token types it selects, what it declares (camelCase property, value). */
export interface TokenRule {
  types: string[];
  declarations: Array<[property: string, value: string | number]>;
}

/** What a property falls back to in the mode whose palette does not set it. */
const RESET: Record<string, string> = {
  color: 'inherit',
  backgroundColor: 'transparent',
  fontStyle: 'normal',
  fontWeight: 'normal',
  opacity: '1',
  textDecorationLine: 'none',
};

/** Properties that draw nothing on whitespace, so whitespace styled only by these looks plain. */
const INVISIBLE_ON_WHITESPACE = new Set(['color', 'fontStyle', 'opacity']);

/** type → style, later palette entries winning for the same type (as prism-react-renderer does). */
function styleByType(theme: PrismTheme): Map<string, Style> {
  const out = new Map<string, Style>();
  for (const {types, style} of theme.styles) {
    for (const type of types) out.set(type, {...out.get(type), ...(style as Style)});
  }
  return out;
}

/** Token rules per colour mode, in order. @throws Error when a property has no reset in the other mode. */
export function tokenRules(light: PrismTheme, dark: PrismTheme): Record<ColourMode, TokenRule[]> {
  const styles = {light: styleByType(light), dark: styleByType(dark)};
  const types = [...new Set([...styles.light.keys(), ...styles.dark.keys()])];
  const propertiesOf = (type: string) => [
    ...new Set([...Object.keys(styles.light.get(type) ?? {}), ...Object.keys(styles.dark.get(type) ?? {})]),
  ];
  const rulesFor = (mode: ColourMode): TokenRule[] => {
    const byBlock = new Map<string, TokenRule>();
    for (const type of types) {
      const style = styles[mode].get(type) ?? {};
      const declarations = propertiesOf(type).map((property): [string, string | number] => {
        if (!(property in style) && !(property in RESET))
          throw new Error(`code colours: no reset value for the property ${property} (type ${type})`);
        return [property, property in style ? style[property] : RESET[property]];
      });
      const block = JSON.stringify(declarations);
      const rule = byBlock.get(block);
      if (rule) rule.types.push(type);
      else byBlock.set(block, {types: [type], declarations});
    }
    return [...byBlock.values()];
  };
  return {light: rulesFor('light'), dark: rulesFor('dark')};
}

/** The class decisions for one pair of palettes; see `siteTokenClasses`. */
export function tokenClasses(light: PrismTheme, dark: PrismTheme) {
  const rules = tokenRules(light, dark);
  const ruleOf = (mode: ColourMode) =>
    new Map(
      rules[mode].flatMap((rule, position) =>
        rule.types.map((type): [string, [number, string[]]] => [
          type,
          [position, rule.declarations.map(([property]) => property)],
        ]),
      ),
    );
  const modes = [ruleOf('light'), ruleOf('dark')];
  const paletteOrder = [...modes[0].keys(), ...[...modes[1].keys()].filter((type) => !modes[0].has(type))];
  const cache = new Map<string, string | undefined>();
  return {
    /** A token's class attribute, keeping the types that win a property; undefined for plain text. */
    className(types: readonly string[]): string | undefined {
      const key = types.join(' ');
      if (cache.has(key)) return cache.get(key);
      const winners = new Set<string>();
      for (const mode of modes) {
        const styled = types.filter((type) => mode.has(type));
        for (const property of new Set(styled.flatMap((type) => mode.get(type)![1]))) {
          const declaring = styled.filter((type) => mode.get(type)![1].includes(property));
          winners.add(declaring.reduce((a, b) => (mode.get(b)![0] >= mode.get(a)![0] ? b : a)));
        }
      }
      const kept = paletteOrder.filter((type) => winners.has(type));
      const className = kept.length > 0 ? `token ${kept.join(' ')}` : undefined;
      cache.set(key, className);
      return className;
    },
    /** Whether whitespace inside a span of this class (undefined: no span) looks like plain whitespace. */
    blankLooksPlain(className: string | undefined): boolean {
      if (!className) return true;
      return className
        .split(' ')
        .slice(1)
        .every((type) =>
          modes.every((mode) => mode.get(type)![1].every((p) => INVISIBLE_ON_WHITESPACE.has(p))),
        );
    },
  };
}

let site: ReturnType<typeof tokenClasses> | undefined;

/** The site's token classes, built at the first call so page start-up does not pay for them. */
export function siteTokenClasses(): ReturnType<typeof tokenClasses> {
  site ??= tokenClasses(lightCodeTheme, darkCodeTheme);
  return site;
}
