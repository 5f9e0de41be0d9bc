/** The style keys react-figma's style interfaces declare, with their types and controls (INSP-2). */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {ControlDeriver} from './control';
import type {TypePrinter} from './printType';
import type {StyleKeyModel} from './client/types';
import type {Paths} from './paths';
import {norm} from './typings';

/**
 * The interfaces whose keys the inspector offers, in the Styling page's order: their group and the id of the
 * page's H2 that lists them (the panel's link; tests/unit/inspector-style-keys.test.ts holds page and model).
 */
export const STYLE_INTERFACES: readonly Pick<StyleKeyModel, 'declaredBy' | 'group' | 'section'>[] = [
  {declaredBy: 'YogaStyleProperties', group: 'yoga', section: 'layout-keys-yoga-flexbox'},
  {declaredBy: 'GeometryStyleProperties', group: 'figma', section: 'fill-keys'},
  {declaredBy: 'BorderStyleProperties', group: 'figma', section: 'border-keys'},
  {declaredBy: 'BlendStyleProperties', group: 'figma', section: 'effect-and-blend-keys'},
  {declaredBy: 'TextStyleProperties', group: 'figma', section: 'text-keys'},
];

/** The declaration named `name` in react-figma's own files of `program`. */
function declarationOf(program: ts.Program, paths: Paths, name: string): ts.Declaration | undefined {
  const dir = norm(fs.realpathSync(paths.reactFigmaDir)) + '/';
  for (const file of program.getSourceFiles()) {
    if (!norm(path.resolve(file.fileName)).startsWith(dir)) continue;
    for (const s of file.statements)
      if ((ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name) return s;
  }
  return undefined;
}

/**
 * Every key of STYLE_INTERFACES (inherited ones included: BlendStyleProperties' shadow and blur keys), in
 * declaration order; a key twice in one group is kept where it first appears. Its type is printed as the
 * props tables print types; `number | string` keys (px or a percentage) get a number control.
 * @throws Error when an interface is missing from the typings.
 */
export function readStyleKeys(
  program: ts.Program,
  paths: Paths,
  printer: TypePrinter,
  controls: ControlDeriver,
): StyleKeyModel[] {
  const checker = program.getTypeChecker();
  const out: StyleKeyModel[] = [];
  const seen = new Set<string>();
  for (const section of STYLE_INTERFACES) {
    const decl = declarationOf(program, paths, section.declaredBy);
    if (!decl) throw new Error(`[react-figma-api] no ${section.declaredBy} in react-figma's typings`);
    const type = checker.getTypeAtLocation((decl as ts.InterfaceDeclaration).name);
    for (const symbol of checker.getPropertiesOfType(type)) {
      const key = symbol.getName();
      if (seen.has(`${section.group} ${key}`)) continue;
      seen.add(`${section.group} ${key}`);
      const node = (symbol.declarations?.[0] as ts.PropertySignature | undefined)?.type;
      const printed = node
        ? printer.print(node, 0)
        : [{text: checker.typeToString(checker.getTypeOfSymbol(symbol))}];
      out.push({
        key,
        ...section,
        type: printed.map((t) => t.text).join(''),
        control: controls.controlOf(key, [symbol], {numberOrString: true}),
      });
    }
  }
  return out;
}
