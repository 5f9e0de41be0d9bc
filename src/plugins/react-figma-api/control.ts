/** The inspector's control for a prop or style key (INSP-2), from its declared type in the checker. */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {controlFor, type Control} from './client/control';
import {isReactTypes, resolveAlias} from './typings';

/** One member of a declared union, in declaration order; `name` for a named type the tables print by name. */
interface Member {
  type: ts.Type;
  name?: string;
  react?: boolean;
  /** A react-figma interface or a type literal: the tables print its shape. */
  shape?: boolean;
}

/** Values a reader never writes: Figma's `mixed` (a unique symbol, read back only), `undefined`, `void`. */
const DROPPED =
  ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.ESSymbol | ts.TypeFlags.UniqueESSymbol;

/** Derives controls from the declared types of one program over react-figma's typings. */
export class ControlDeriver {
  private readonly reactFigmaDir: string;

  constructor(
    private readonly checker: ts.TypeChecker,
    reactFigmaDir: string,
  ) {
    this.reactFigmaDir = fs.realpathSync(reactFigmaDir).split(path.sep).join('/') + '/';
  }

  /**
   * The control of the prop or key `name` declared by `symbols` (their non-React declarations, as the table
   * prints them): two or more string literals → select (in declaration order, once each); `number` → number;
   * `boolean` → checkbox; `string` → color for a name ending in Color/color, else text; else code, `why`
   * naming what it is. Figma's aliases (BlendMode) stay named, as the tables print them. With
   * `numberOrString` (style keys: px or a percentage), `number | string` → number.
   */
  controlOf(name: string, symbols: ts.Symbol[], {numberOrString = false} = {}): Control {
    const members: Member[] = [];
    for (const symbol of symbols) {
      for (const decl of symbol.declarations ?? []) {
        if (isReactTypes(decl.getSourceFile().fileName)) continue;
        const node = (decl as ts.PropertySignature).type;
        members.push(...(node ? this.members(node) : this.flat(this.checker.getTypeOfSymbol(symbol))));
      }
    }
    // Declarations that mean one type (View's two `style`s, in two intersection orders) count once.
    const same = (a: ts.Type, b: ts.Type) =>
      a === b || (this.checker.isTypeAssignableTo(a, b) && this.checker.isTypeAssignableTo(b, a));
    const kept = members.filter(
      (m, i) => !(m.type.flags & DROPPED) && !members.slice(0, i).some((o) => same(o.type, m.type)),
    );
    return controlFrom(name, kept, this.checker, numberOrString);
  }

  private flat(type: ts.Type, extra: Omit<Member, 'type'> = {}): Member[] {
    return (type.isUnion() ? type.types : [type]).map((t) => ({type: t, ...extra}));
  }

  private inReactFigma(decl: ts.Declaration): boolean {
    return path
      .resolve(decl.getSourceFile().fileName)
      .split(path.sep)
      .join('/')
      .startsWith(this.reactFigmaDir);
  }

  private members(node: ts.TypeNode): Member[] {
    if (ts.isUnionTypeNode(node)) return node.types.flatMap((n) => this.members(n));
    if (ts.isParenthesizedTypeNode(node)) return this.members(node.type);
    const type = this.checker.getTypeFromTypeNode(node);
    if (ts.isTypeLiteralNode(node)) return [{type, shape: true}];
    if (!ts.isTypeReferenceNode(node)) return this.flat(type);
    const found = this.checker.getSymbolAtLocation(node.typeName);
    const decl = found && resolveAlias(this.checker, found).declarations?.[0];
    const name = node.getText();
    if (!decl) return [{type, name}];
    if (isReactTypes(decl.getSourceFile().fileName)) return [{type, name, react: true}];
    if (this.inReactFigma(decl) && !node.typeArguments) {
      // A local alias of literals is printed as its literals; a small local interface as its shape.
      if (ts.isTypeAliasDeclaration(decl) && !decl.typeParameters) return this.members(decl.type);
      if (ts.isInterfaceDeclaration(decl)) return [{type, shape: true}];
    }
    return [{type, name}];
  }
}

/** `members` as the rule (./client/control.ts) reads them; see ControlDeriver.controlOf. */
function controlFrom(
  name: string,
  members: Member[],
  checker: ts.TypeChecker,
  numberOrString: boolean,
): Control {
  const kindOf = (m: Member) => {
    if (m.name) return m.name;
    if (m.type.flags & ts.TypeFlags.BooleanLiteral) return 'boolean';
    if (m.type.flags & ts.TypeFlags.Number) return 'number';
    if (m.type.flags & ts.TypeFlags.String) return 'string';
    return undefined;
  };
  const read = members.map((m) => ({
    literal: m.type.isStringLiteral() && !m.name ? m.type.value : undefined,
    kind: kindOf(m),
  }));
  return controlFor(name, read, numberOrString, () => why(members, checker));
}

/** Why a type no control edits is left to the code, in a few words. */
function why(members: Member[], checker: ts.TypeChecker): string {
  if (members.length === 0) return 'no value to set';
  const call = (m: Member) => checker.getSignaturesOfType(m.type, ts.SignatureKind.Call).length > 0;
  if (members.some((m) => call(m) && !m.react)) return 'a function';
  if (members.some((m) => m.react)) return 'children';
  // A named tuple (Figma's Transform) keeps its name, as the table prints it.
  const list = (m: Member) => checker.isArrayType(m.type) || (!m.name && checker.isTupleType(m.type));
  if (members.some(list)) return 'a list';
  if (members.some((m) => m.shape)) return 'an object';
  const literal = (m: Member) => !m.name && m.type.isLiteral();
  if (members.every(literal)) return 'a single value';
  if (members.some(literal)) return 'a union of a type and literals';
  if (members.length === 1 && members[0].name) return `a ${members[0].name} value`;
  return `a value of type ${members.map((m) => m.name ?? checker.typeToString(m.type)).join(' | ')}`;
}
