/** One component's props from the TypeScript checker: union-aware, React's own dropped. */
import ts from 'typescript';
import type {ComponentExport} from './components';
import type {TypePrinter} from './printType';
import type {Control} from './client/control';
import type {TypeToken} from './client/types';
import {declarationFiles, isReactTypes, isReactsOwn, resolveAlias} from './typings';

/** One prop as the checker sees it, before the hand-kept data is merged in. */
export interface RawProp {
  name: string;
  required: boolean;
  type: TypeToken[];
  control: Control;
  /** Union members that declare the prop, when not all of them do. */
  onlyIn?: string[];
  description: string;
}

/** A union member's name: its react-figma interface (`FrameNodeProps & {children?}` → FrameNodeProps). */
function memberName(checker: ts.TypeChecker, type: ts.Type): string {
  const parts = type.isIntersection() ? type.types : [type];
  for (const part of parts) {
    const sym = part.aliasSymbol ?? part.getSymbol();
    if (sym && !declarationFiles(sym).every(isReactTypes) && sym.getName() !== '__type') return sym.getName();
  }
  return checker.typeToString(type);
}

/** `ViewProps` → ['FrameNodeProps', 'RectangleProps'] when the props type is an alias of a union. */
function declaredUnionMembers(checker: ts.TypeChecker, node: ts.TypeNode | undefined): string[] | undefined {
  if (!node || !ts.isTypeReferenceNode(node)) return undefined;
  const found = checker.getSymbolAtLocation(node.typeName);
  const decl = found && resolveAlias(checker, found).declarations?.[0];
  if (!decl || !ts.isTypeAliasDeclaration(decl) || !ts.isUnionTypeNode(decl.type)) return undefined;
  return decl.type.types.map((t) => t.getText());
}

/** Props of one component from the checker: union-aware, React's own dropped, in declaration order. */
export function checkerProps(
  checker: ts.TypeChecker,
  component: ComponentExport,
  printer: TypePrinter,
): {props: Omit<RawProp, 'control'>[]; members: string[]; symbols: Map<string, ts.Symbol[]>} {
  const param = component.propsParam;
  const order = declaredUnionMembers(checker, component.propsTypeNode) ?? [];
  const rank = (t: ts.Type) => {
    const i = order.indexOf(memberName(checker, t));
    return i === -1 ? order.length : i;
  };
  // The checker orders union members by internal id; keep the order the typings declare instead.
  const members = param.isUnion() ? [...param.types].sort((a, b) => rank(a) - rank(b)) : [param];
  const byName = new Map<string, {symbols: ts.Symbol[]; memberNames: string[]; required: boolean}>();
  for (const member of members) {
    const label = memberName(checker, member);
    for (const symbol of checker.getPropertiesOfType(member)) {
      if (isReactsOwn(symbol)) continue;
      const entry = byName.get(symbol.getName()) ?? {symbols: [], memberNames: [], required: true};
      entry.symbols.push(symbol);
      entry.memberNames.push(label);
      entry.required &&= !(symbol.flags & ts.SymbolFlags.Optional);
      byName.set(symbol.getName(), entry);
    }
  }
  const props: Omit<RawProp, 'control'>[] = [];
  for (const [name, entry] of byName) {
    const inAll = entry.memberNames.length === members.length;
    props.push({
      name,
      required: entry.required && inAll,
      type: printer.printProp(entry.symbols, members.length > 1 ? ' | ' : ' & '),
      onlyIn: inAll ? undefined : entry.memberNames,
      description: ts.displayPartsToString(entry.symbols[0].getDocumentationComment(checker)).trim(),
    });
  }
  const symbols = new Map([...byName].map(([name, entry]) => [name, entry.symbols]));
  return {props, members: members.map((m) => memberName(checker, m)), symbols};
}
