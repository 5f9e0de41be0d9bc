/** Which exports of react-figma are components: those whose call signature returns a React element. */
import path from 'node:path';
import ts from 'typescript';
import {declarationFiles, isReactTypes, resolveAlias} from './typings';
import type {Paths} from './paths';

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
