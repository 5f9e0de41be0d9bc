/**
 * The names one react-figma release exports and its components' props, read from its typings with the
 * TypeScript checker: scripts/removed-names.ts over every published release, tests over the installed one.
 */
import path from 'node:path';
import ts from 'typescript';
import {typingsCompilerOptions} from '../../src/plugins/react-figma-api/typings';

/** The entry points a reader imports from. */
export const ENTRIES = ['react-figma', 'react-figma/rpc'] as const;
export type Entry = (typeof ENTRIES)[number];

/** What one release's typings declare. */
export interface ReleaseNames {
  /** Each entry's typings file relative to the package (`index.d.ts`), or null when it has none. */
  typings: Record<Entry, string | null>;
  /** Names each entry exports (values and types), sorted; empty for an entry without typings. */
  exports: Record<Entry, string[]>;
  /** Each component exported from `react-figma` → its props (React's own left out), sorted. */
  props: Record<string, string[]>;
  /** Each component → the keys its `style` prop takes (an object or an array of them), sorted. */
  style: Record<string, string[]>;
}

/**
 * Compiler options that map `react` to `reactTypesDir` and react-figma to `packageDir`, with Figma's
 * plugin typings as globals, so a release unpacked anywhere type-checks as if installed.
 */
function options(packageDir: string, reactTypesDir: string, figmaTypeRoot: string): ts.CompilerOptions {
  return {
    ...typingsCompilerOptions(figmaTypeRoot),
    baseUrl: packageDir,
    paths: {react: [reactTypesDir], 'react-figma': [packageDir], 'react-figma/*': [`${packageDir}/*`]},
  };
}

/** True when a call signature returns a React element (`React.FC`, `JSX.Element`). */
function returnsElement(signature: ts.Signature): boolean {
  const ret = signature.getReturnType();
  return (ret.isUnion() ? ret.types : [ret]).some((t) =>
    ['ReactElement', 'Element'].includes((t.aliasSymbol ?? t.getSymbol())?.getName() ?? ''),
  );
}

const isReactTypes = (d: ts.Declaration) => /[\\/]@types[\\/]react/.test(d.getSourceFile().fileName);

/**
 * Reads one release.
 * @param packageDir the unpacked package (the folder holding its package.json).
 * @param siteNodeModules a node_modules with `@types/react` (or `reactTypes`) and `@figma/plugin-typings`.
 * @param reactTypes the folder name of React's typings in it (the site keeps the starter's 16.14 apart).
 * @returns for a release without typings, null typings and no names: its JS gives no props, so none are read.
 */
export function releaseNames(
  packageDir: string,
  siteNodeModules: string,
  reactTypes = '@types/react-starter',
): ReleaseNames {
  const dir = path.resolve(packageDir);
  const opts = options(dir, path.join(siteNodeModules, reactTypes), path.join(siteNodeModules, '@figma'));
  const from = path.join(dir, '__entry__.ts');
  const files = Object.fromEntries(
    ENTRIES.map((entry) => {
      const found = ts.resolveModuleName(entry, from, opts, ts.sys).resolvedModule?.resolvedFileName;
      return [entry, found?.endsWith('.d.ts') ? found : null];
    }),
  ) as Record<Entry, string | null>;
  const roots = Object.values(files).filter((f): f is string => !!f);
  const program = ts.createProgram(roots, opts);
  const checker = program.getTypeChecker();
  const exportsOf = (file: string | null) => {
    const source = file && program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    return module ? checker.getExportsOfModule(module) : [];
  };
  const props: Record<string, string[]> = {};
  const style: Record<string, string[]> = {};
  for (const exported of exportsOf(files['react-figma'])) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const at = symbol.valueDeclaration;
    if (!at) continue;
    const signature = checker.getTypeOfSymbolAtLocation(symbol, at).getCallSignatures().find(returnsElement);
    const param = signature?.getParameters()[0];
    if (!param) continue;
    const type = checker.getTypeOfSymbolAtLocation(param, at);
    const members = type.isUnion() ? type.types : [type];
    const names = new Set<string>();
    const keys = new Set<string>();
    for (const member of members)
      for (const prop of checker.getPropertiesOfType(member)) {
        if ((prop.declarations ?? []).every(isReactTypes)) continue;
        names.add(prop.getName());
        if (prop.getName() === 'style') for (const key of styleKeys(checker, prop, at)) keys.add(key);
      }
    props[exported.getName()] = [...names].sort();
    style[exported.getName()] = [...keys].sort();
  }
  const relative = (f: string | null) => f && path.relative(dir, f).split(path.sep).join('/');
  return {
    typings: Object.fromEntries(ENTRIES.map((e) => [e, relative(files[e])])) as Record<Entry, string | null>,
    exports: Object.fromEntries(
      ENTRIES.map((e) => [
        e,
        exportsOf(files[e])
          .map((s) => s.getName())
          .sort(),
      ]),
    ) as Record<Entry, string[]>,
    props: sortedKeys(props),
    style: sortedKeys(style),
  };
}

function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Keys of a `style` prop typed `StyleOf<T>` (`Partial<T> | Partial<T>[]`): T's, from either form. */
function styleKeys(checker: ts.TypeChecker, prop: ts.Symbol, at: ts.Node): string[] {
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, at));
  const forms = (type.isUnion() ? type.types : [type]).map((t) =>
    checker.isArrayType(t) ? checker.getTypeArguments(t as ts.TypeReference)[0] : t,
  );
  return forms.flatMap((t) => checker.getPropertiesOfType(t).map((p) => p.getName()));
}
