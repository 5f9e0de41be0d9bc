/**
 * Reads the component props of the installed react-figma from its `.d.ts` files.
 *
 * - One TypeScript program over `react-figma/index.d.ts`, with `@figma/plugin-typings` as the only global types
 *   (the declarations carry `/// <reference types="plugin-typings" />`, like a react-figma project's tsconfig).
 * - Components are the exports of `index.d.ts` whose call signature returns a React element; nothing is listed
 *   by hand, so a new component in react-figma shows up here (and the drift test then asks for its page).
 * - The prop list comes from react-docgen-typescript 2.4.0, run on the same program. Its list is checked against
 *   the TypeScript checker's (`getPropertiesOfType` on the props parameter); the checker's list is used instead,
 *   with the reason recorded, when the two disagree or when the props type is a union (View:
 *   `FrameNodeProps | RectangleProps`), which react-docgen-typescript merges without saying which member declares
 *   what.
 * - Props declared only by @types/react (the `children` that `React.FC` adds) are dropped.
 * - The type column is printed from the declaration as written (see printType), not from docgen's
 *   `typeToString`, which renders `children` as `any` and reorders string-literal unions.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {withCompilerOptions, type ComponentDoc} from 'react-docgen-typescript';
import type {ComponentApi, TypeToken} from './types';

/** Figma plugin API reference: one page per type, e.g. https://www.figma.com/plugin-docs/api/Paint/ */
export const FIGMA_API_DOCS = 'https://www.figma.com/plugin-docs/api/';
/** Figma names whose reference page is not `<Name>/`: the `PluginAPI` interface is documented as `figma`. */
const FIGMA_PAGE_OF: Record<string, string> = {PluginAPI: 'figma'};
/** react-figma interfaces this small (all plain properties, no generics) are printed as object literals. */
const MAX_INLINE_MEMBERS = 4;
/** How deep local types are inlined into each other; NO_INLINE switches inlining off. */
const MAX_INLINE_DEPTH = 3;
const NO_INLINE = MAX_INLINE_DEPTH;

export interface Paths {
  /** Directory of the installed react-figma package. */
  reactFigmaDir: string;
  /** Directory that holds `plugin-typings` (the `@figma` scope folder), used as a typeRoot. */
  figmaTypeRoot: string;
}

/** Locates react-figma and @figma/plugin-typings as installed for the site. */
export function resolvePaths(siteDir: string): Paths {
  const reactFigmaDir = path.dirname(require.resolve('react-figma/package.json', {paths: [siteDir]}));
  const typingsDir = path.dirname(require.resolve('@figma/plugin-typings/package.json', {paths: [siteDir]}));
  return {reactFigmaDir, figmaTypeRoot: path.dirname(typingsDir)};
}

export function compilerOptions(paths: Paths): ts.CompilerOptions {
  return {
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.React,
    target: ts.ScriptTarget.ES2019,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
    lib: ['lib.es2019.d.ts'],
    typeRoots: [paths.figmaTypeRoot],
    types: ['plugin-typings'],
  };
}

export function createProgram(paths: Paths): ts.Program {
  return ts.createProgram([path.join(paths.reactFigmaDir, 'index.d.ts')], compilerOptions(paths));
}

const norm = (file: string) => file.split(path.sep).join('/');
const isReactTypes = (file: string) => norm(file).includes('/@types/react/');
const isFigmaTypings = (file: string) => norm(file).includes('/@figma/plugin-typings/');

function declarationFiles(symbol: ts.Symbol): string[] {
  return (symbol.declarations ?? []).map((d) => d.getSourceFile().fileName);
}

/** A prop is React's own when every declaration of it is in @types/react (e.g. `PropsWithChildren`). */
export function isReactsOwn(symbol: ts.Symbol): boolean {
  const files = declarationFiles(symbol);
  return files.length > 0 && files.every(isReactTypes);
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function returnsReactElement(signature: ts.Signature): boolean {
  const ret = signature.getReturnType();
  const parts = ret.isUnion() ? ret.types : [ret];
  return parts.some((t) => {
    const sym = t.aliasSymbol ?? t.getSymbol();
    return sym?.getName() === 'ReactElement' && declarationFiles(sym).some(isReactTypes);
  });
}

export interface ComponentExport {
  name: string;
  /** The first parameter of the component's call signature (for `React.FC<P>`: `PropsWithChildren<P>`). */
  propsParam: ts.Type;
  /** The props type as written in `React.FC<…>`, e.g. `FrameNodeProps`. */
  propsTypeNode?: ts.TypeNode;
  file: string;
}

/** Exports of react-figma's index.d.ts that are React function components, in export order. */
export function findComponentExports(program: ts.Program, paths: Paths): ComponentExport[] {
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(path.join(paths.reactFigmaDir, 'index.d.ts'));
  if (!index) throw new Error(`[react-figma-api] cannot read ${paths.reactFigmaDir}/index.d.ts`);
  const moduleSymbol = checker.getSymbolAtLocation(index);
  if (!moduleSymbol) throw new Error('[react-figma-api] react-figma/index.d.ts has no exports');
  const out: ComponentExport[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = resolveAlias(checker, exported);
    const declaration = symbol.valueDeclaration;
    if (!declaration) continue;
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    const signature = type.getCallSignatures().find(returnsReactElement);
    const param = signature?.getParameters()[0];
    if (!signature || !param) continue;
    let propsTypeNode: ts.TypeNode | undefined;
    if (
      ts.isVariableDeclaration(declaration) &&
      declaration.type &&
      ts.isTypeReferenceNode(declaration.type)
    ) {
      propsTypeNode = declaration.type.typeArguments?.[0];
    }
    out.push({
      name: exported.getName(),
      propsParam: checker.getTypeOfSymbolAtLocation(param, declaration),
      propsTypeNode,
      file: declaration.getSourceFile().fileName,
    });
  }
  return out;
}

/** One prop as the checker sees it, before the hand-kept data is merged in. */
export interface RawProp {
  name: string;
  required: boolean;
  type: TypeToken[];
  /** Union members that declare the prop, when not all of them do. */
  onlyIn?: string[];
  description: string;
}

/** Name of a union member for notes: the react-figma interface in it (`FrameNodeProps & {children?}` → FrameNodeProps). */
function memberName(checker: ts.TypeChecker, type: ts.Type): string {
  const parts = type.isIntersection() ? type.types : [type];
  for (const part of parts) {
    const sym = part.aliasSymbol ?? part.getSymbol();
    if (sym && !declarationFiles(sym).every(isReactTypes) && sym.getName() !== '__type') return sym.getName();
  }
  return checker.typeToString(type);
}

/** `ViewProps` → ['FrameNodeProps', 'RectangleProps'] when the props type is an alias of a union. */
export function declaredUnionMembers(
  checker: ts.TypeChecker,
  node: ts.TypeNode | undefined,
): string[] | undefined {
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
): {props: RawProp[]; members: string[]} {
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
  const props: RawProp[] = [];
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
  return {props, members: members.map((m) => memberName(checker, m))};
}

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
        // Declarations that mean the same type (View's two `style`s differ only in intersection order) print once.
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
    // Type arguments keep their names (StyleOf<LayoutStyleProperties & …> stays readable): no inlining inside.
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
      // A local alias of string literals (ResizeMode) or a small interface (Preset, HyperlinkTarget): show its shape.
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

/** Runs react-docgen-typescript on the component files of the same program. */
function docgenByName(program: ts.Program, paths: Paths, files: string[]): Map<string, ComponentDoc> {
  const parser = withCompilerOptions(compilerOptions(paths), {
    skipChildrenPropWithoutDoc: false,
    shouldRemoveUndefinedFromOptional: true,
    savePropValueAsString: true,
  });
  const docs = parser.parseWithProgramProvider(files, () => program);
  return new Map(docs.map((doc) => [doc.displayName, doc]));
}

export type RawComponent = Omit<ComponentApi, 'props'> & {props: RawProp[]; members: string[]};

/** Reads every react-figma component and its props. */
export function readComponents(paths: Paths): RawComponent[] {
  const program = createProgram(paths);
  const checker = program.getTypeChecker();
  const printer = new TypePrinter(checker, paths);
  const components = findComponentExports(program, paths);
  if (components.length === 0)
    throw new Error('[react-figma-api] found no components in react-figma/index.d.ts');
  const docgen = docgenByName(program, paths, [...new Set(components.map((c) => c.file))]);

  return components.map((component) => {
    const {props, members} = checkerProps(checker, component, printer);
    const propsType =
      members.length > 1 ? members.join(' | ') : (component.propsTypeNode?.getText() ?? members[0]);
    const base = {
      name: component.name,
      propsType,
      file: norm(path.relative(fs.realpathSync(paths.reactFigmaDir), fs.realpathSync(component.file))),
      propCount: props.length,
      members,
    };
    const doc = docgen.get(component.name);
    const docgenProps = doc
      ? Object.values(doc.props).filter((p) => !(p.declarations ?? []).every((d) => isReactTypes(d.fileName)))
      : [];
    let fallbackReason: string | undefined;
    if (!doc) fallbackReason = 'react-docgen-typescript did not recognise the export as a component';
    else if (members.length > 1) {
      fallbackReason = `the props type is a union (${propsType}); react-docgen-typescript merges the members without saying which declares each prop`;
    } else {
      const a = docgenProps
        .map((p) => p.name)
        .sort()
        .join(',');
      const b = props
        .map((p) => p.name)
        .sort()
        .join(',');
      if (a !== b) fallbackReason = 'react-docgen-typescript and the TypeScript checker list different props';
    }
    if (fallbackReason) return {...base, reader: 'typescript' as const, fallbackReason, props};
    const byName = new Map(docgenProps.map((p) => [p.name, p]));
    return {
      ...base,
      reader: 'react-docgen-typescript' as const,
      props: props.map((p) => {
        const d = byName.get(p.name)!;
        return {...p, required: d.required, description: d.description.trim() || p.description};
      }),
    };
  });
}

export function reactFigmaVersion(paths: Paths): string {
  return JSON.parse(fs.readFileSync(path.join(paths.reactFigmaDir, 'package.json'), 'utf8')).version;
}
