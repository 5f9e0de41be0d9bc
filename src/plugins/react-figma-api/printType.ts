/** Prints a prop's type as declared, as tokens; Figma's types linked, small react-figma types inlined. */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {TypeToken} from './client/types';
import {isFigmaTypings, isReactTypes, norm, resolveAlias} from './typings';
import type {Paths} from './paths';

/** Figma plugin API reference: one page per type, e.g. https://www.figma.com/plugin-docs/api/Paint/ */
const FIGMA_API_DOCS = 'https://www.figma.com/plugin-docs/api/';
/** Figma names whose reference page is not `<Name>/`: the `PluginAPI` interface is documented as `figma`. */
const FIGMA_PAGE_OF: Record<string, string> = {PluginAPI: 'figma'};
/** react-figma interfaces this small (all plain properties, no generics) are printed as object literals. */
const MAX_INLINE_MEMBERS = 4;
/** How deep local types are inlined into each other; NO_INLINE switches inlining off. */
const MAX_INLINE_DEPTH = 3;
const NO_INLINE = MAX_INLINE_DEPTH;

/** Prints declared types as readable tokens, linking Figma's named types to their reference pages. */
export class TypePrinter {
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly paths: Paths,
  ) {}

  /** Type of a prop from its non-React declarations; distinct ones are joined with `joiner`. */
  printProp(symbols: ts.Symbol[], joiner: string): TypeToken[] {
    const printed: TypeToken[][] = [];
    const seenTypes: ts.Type[] = [];
    const same = (a: ts.Type, b: ts.Type) =>
      a === b || (this.checker.isTypeAssignableTo(a, b) && this.checker.isTypeAssignableTo(b, a));
    const seenText = new Set<string>();
    for (const symbol of symbols) {
      for (const decl of symbol.declarations ?? []) {
        if (isReactTypes(decl.getSourceFile().fileName)) continue;
        const node = (decl as ts.PropertySignature).type;
        if (!node) {
          printed.push([{text: this.checker.typeToString(this.checker.getTypeOfSymbol(symbol))}]);
          continue;
        }
        // Declarations that mean the same type (View's two `style`s differ only in intersection order) print
        // once.
        const type = this.checker.getTypeFromTypeNode(node);
        const tokens = this.print(node, 0);
        const text = tokens.map((t) => t.text).join('');
        if (seenText.has(text) || seenTypes.some((seen) => same(seen, type))) continue;
        seenTypes.push(type);
        seenText.add(text);
        printed.push(tokens);
      }
    }
    return mergeText(printed.flatMap((tokens, i) => (i === 0 ? tokens : [{text: joiner}, ...tokens])));
  }

  print(node: ts.TypeNode, depth: number): TypeToken[] {
    const t = (text: string): TypeToken => ({text});
    const join = (nodes: readonly ts.TypeNode[], sep: string) =>
      nodes.flatMap((n, i) => (i === 0 ? this.print(n, depth) : [t(sep), ...this.print(n, depth)]));
    if (ts.isUnionTypeNode(node)) return join(node.types, ' | ');
    if (ts.isIntersectionTypeNode(node)) return join(node.types, ' & ');
    if (ts.isParenthesizedTypeNode(node)) return [t('('), ...this.print(node.type, depth), t(')')];
    if (ts.isArrayTypeNode(node)) return [...this.print(node.elementType, depth), t('[]')];
    if (ts.isTypeOperatorNode(node)) {
      return [t(`${ts.tokenToString(node.operator)} `), ...this.print(node.type, depth)];
    }
    if (ts.isLiteralTypeNode(node)) {
      return [t(ts.isStringLiteral(node.literal) ? `'${node.literal.text}'` : node.literal.getText())];
    }
    if (ts.isIndexedAccessTypeNode(node)) {
      return [...this.print(node.objectType, depth), t('['), ...this.print(node.indexType, depth), t(']')];
    }
    if (ts.isFunctionTypeNode(node)) {
      const params = node.parameters.flatMap((p, i) => [
        t(`${i ? ', ' : ''}${p.name.getText()}${p.questionToken ? '?' : ''}: `),
        ...(p.type ? this.print(p.type, depth) : [t('any')]),
      ]);
      return [t('('), ...params, t(') => '), ...this.print(node.type, depth)];
    }
    if (ts.isTypeLiteralNode(node)) return this.printMembers(node.members, depth);
    if (ts.isTypeReferenceNode(node)) return this.printReference(node, depth);
    return [t(node.getText())];
  }

  private printMembers(members: ts.NodeArray<ts.TypeElement>, depth: number): TypeToken[] {
    const out: TypeToken[] = [{text: '{ '}];
    members.forEach((member, i) => {
      if (i) out.push({text: '; '});
      if (ts.isPropertySignature(member)) {
        const readonly = member.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword)
          ? 'readonly '
          : '';
        out.push({text: `${readonly}${member.name.getText()}${member.questionToken ? '?' : ''}: `});
        out.push(...(member.type ? this.print(member.type, depth + 1) : [{text: 'any'}]));
      } else if (ts.isIndexSignatureDeclaration(member)) {
        const p = member.parameters[0];
        out.push({text: `[${p.name.getText()}: `}, ...(p.type ? this.print(p.type, depth + 1) : []), {
          text: ']: ',
        });
        out.push(...this.print(member.type, depth + 1));
      } else {
        out.push({text: member.getText()});
      }
    });
    out.push({text: ' }'});
    return out;
  }

  private printReference(node: ts.TypeReferenceNode, depth: number): TypeToken[] {
    const name = node.typeName.getText();
    // Type arguments keep their names (StyleOf<LayoutStyleProperties & …> stays readable): no inlining
    // inside.
    const args: TypeToken[] = node.typeArguments
      ? [
          {text: '<'},
          ...node.typeArguments.flatMap((a, i) => [
            ...(i ? [{text: ', '}] : []),
            ...this.print(a, NO_INLINE),
          ]),
          {text: '>'},
        ]
      : [];
    const found = this.checker.getSymbolAtLocation(node.typeName);
    const symbol = found && resolveAlias(this.checker, found);
    const decl = symbol?.declarations?.[0];
    if (!symbol || !decl) return [{text: name}, ...args];
    const file = decl.getSourceFile().fileName;
    if (isFigmaTypings(file)) {
      return [{text: name, href: `${FIGMA_API_DOCS}${FIGMA_PAGE_OF[name] ?? name}/`}, ...args];
    }
    const inReactFigma = norm(path.resolve(file)).startsWith(
      norm(fs.realpathSync(this.paths.reactFigmaDir)) + '/',
    );
    if (inReactFigma && depth < MAX_INLINE_DEPTH && !node.typeArguments) {
      // A local alias of string literals (ResizeMode) or a small interface (Preset, HyperlinkTarget): show
      // its shape.
      if (ts.isTypeAliasDeclaration(decl) && !decl.typeParameters && isLiteralUnion(decl.type)) {
        return this.print(decl.type, depth + 1);
      }
      if (
        ts.isInterfaceDeclaration(decl) &&
        symbol.declarations!.length === 1 &&
        !decl.typeParameters &&
        !decl.heritageClauses &&
        decl.members.length <= MAX_INLINE_MEMBERS &&
        decl.members.every(ts.isPropertySignature)
      ) {
        return this.printMembers(decl.members, depth);
      }
    }
    return [{text: name}, ...args];
  }
}

function isLiteralUnion(node: ts.TypeNode): boolean {
  return ts.isUnionTypeNode(node) && node.types.every((n) => ts.isLiteralTypeNode(n));
}

function mergeText(tokens: TypeToken[]): TypeToken[] {
  const out: TypeToken[] = [];
  for (const token of tokens) {
    const last = out[out.length - 1];
    if (last && !last.href && !token.href) last.text += token.text;
    else out.push({...token});
  }
  return out;
}
