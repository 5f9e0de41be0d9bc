/** TypeScript's language service in a Web Worker over the reader's files; it never runs them. */
import ts from 'typescript';
import {
  AMBIENT_DIR,
  LIB_DIR,
  type CheckerToPage,
  type CompletionItem,
  type JsxPlace,
  type PageToChecker,
  type TypeDiagnostic,
} from '../../protocol/typecheck';
import {toTypeDiagnostic} from '../../project/typeDiagnostic';

declare const __STARTER_COMPILER_OPTIONS__: Record<string, unknown>;

/** How many completion entries get TypeScript's signature (each costs a details lookup). */
const DETAILED_ENTRIES = 40;

/** Options as tsc reads the starter's tsconfig.json; `noEmit` because nothing is written. */
export function checkerOptions(): ts.CompilerOptions {
  const {options} = ts.convertCompilerOptionsFromJson(__STARTER_COMPILER_OPTIONS__, '/');
  return {...options, noEmit: true};
}

/** A checker over a virtual file system: `typings` (read-only) and the project's files under `/`. */
export class Checker {
  private readonly project = new Map<string, {text: string; version: number}>();
  private readonly service: ts.LanguageService;
  private readonly dirs = new Set<string>();

  constructor(private readonly typings: Record<string, string>) {
    for (const name of Object.keys(typings)) {
      for (let d = name.slice(0, name.lastIndexOf('/')); d; d = d.slice(0, d.lastIndexOf('/')))
        this.dirs.add(d);
    }
    this.dirs.add('/');
    const options = checkerOptions();
    const read = (name: string) => this.project.get(name)?.text ?? this.typings[name];
    const ambient = Object.keys(typings).filter((name) => name.startsWith(`${AMBIENT_DIR}/`));
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => options,
      getScriptFileNames: () => [...ambient, ...this.project.keys()],
      getScriptVersion: (name) => String(this.project.get(name)?.version ?? 0),
      getScriptSnapshot: (name) => {
        const text = read(name);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => '/',
      getDefaultLibFileName: (o) => `${LIB_DIR}/${ts.getDefaultLibFileName(o)}`,
      fileExists: (name) => read(name) !== undefined,
      readFile: read,
      directoryExists: (name) => this.dirs.has(name.replace(/\/$/, '') || '/') || this.projectDir(name),
      getDirectories: (name) => {
        const prefix = name.endsWith('/') ? name : `${name}/`;
        const out = new Set<string>();
        for (const d of this.dirs) if (d.startsWith(prefix)) out.add(d.slice(prefix.length).split('/')[0]);
        return [...out];
      },
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  private projectDir(name: string): boolean {
    const prefix = name.endsWith('/') ? name : `${name}/`;
    return [...this.project.keys()].some((k) => k.startsWith(prefix));
  }

  /** Replaces the project's files (project paths, `src/App.tsx`); unchanged texts keep their version. */
  setFiles(files: Record<string, string>): void {
    const wanted = new Set(Object.keys(files).map((f) => `/${f}`));
    for (const name of [...this.project.keys()]) if (!wanted.has(name)) this.project.delete(name);
    for (const [file, text] of Object.entries(files)) this.setFile(file, text);
  }

  setFile(file: string, text: string): void {
    const name = `/${file}`;
    const old = this.project.get(name);
    if (old?.text !== text) this.project.set(name, {text, version: (old?.version ?? 0) + 1});
  }

  /**
   * What `tsc` reports for the project, in its order: syntax errors alone when there are any (tsc stops
   * there), else the options', global and semantic diagnostics.
   */
  diagnostics(): TypeDiagnostic[] {
    const names = [...this.project.keys()];
    const syntactic = names.flatMap((n) => this.service.getSyntacticDiagnostics(n));
    const all: ts.Diagnostic[] = syntactic.length
      ? syntactic
      : [
          ...this.service.getCompilerOptionsDiagnostics(),
          ...names.flatMap((n) => this.service.getSemanticDiagnostics(n)),
        ];
    return all.map((d) => toTypeDiagnostic(d, (name) => name.replace(/^\//, '')));
  }

  /** Completions at `pos` of `file`, with the signatures of the first entries that match the word typed. */
  complete(file: string, pos: number): {from: number; items: CompletionItem[]; place?: JsxPlace} {
    const name = `/${file}`;
    const text = this.project.get(name)?.text ?? '';
    const word = /[\w$]*$/.exec(text.slice(0, pos))![0];
    const from = pos - word.length;
    const result = this.service.getCompletionsAtPosition(name, pos, {});
    const lower = word.toLowerCase();
    const entries = (result?.entries ?? []).filter((e) => e.name.toLowerCase().startsWith(lower[0] ?? ''));
    const items = entries.map((e, i): CompletionItem => {
      const item: CompletionItem = {name: e.name, kind: e.kind};
      if (i < DETAILED_ENTRIES && e.name.toLowerCase().startsWith(lower)) {
        const details = this.service.getCompletionEntryDetails(name, pos, e.name, {}, e.source, {}, e.data);
        if (details) item.detail = ts.displayPartsToString(details.displayParts);
      }
      return item;
    });
    return {from, items, place: this.place(name, pos)};
  }

  /** TypeScript's quick info at `pos` of `file`, with the tag or style object it is in. */
  hover(file: string, pos: number) {
    const name = `/${file}`;
    const info = this.service.getQuickInfoAtPosition(name, pos);
    if (!info) return undefined;
    const text = this.project.get(name)?.text ?? '';
    const {start, length} = info.textSpan;
    return {
      start,
      end: start + length,
      name: text.slice(start, start + length),
      detail: ts.displayPartsToString(info.displayParts),
      place: this.place(name, start + length),
    };
  }

  /** The component whose props (or whose `style={{…}}` keys) are being written at `pos`, if any. */
  place(name: string, pos: number): JsxPlace | undefined {
    const source = this.service.getProgram()?.getSourceFile(name);
    if (!source) return undefined;
    let node: ts.Node = source;
    for (;;) {
      const inner: ts.Node | undefined = ts.forEachChild(node, (c) =>
        c.getStart(source) <= pos && pos <= c.end ? c : undefined,
      );
      if (!inner) break;
      node = inner;
    }
    let inObject: ts.ObjectLiteralExpression | undefined;
    for (let n: ts.Node | undefined = node; n; n = n.parent) {
      if (ts.isObjectLiteralExpression(n) && !inObject) inObject = n;
      if (ts.isJsxExpression(n)) {
        const attr = n.parent;
        if (
          !inObject ||
          inObject.parent !== n ||
          !ts.isJsxAttribute(attr) ||
          attr.name.getText(source) !== 'style'
        )
          return undefined;
        return withTag(attr.parent.parent, 'style', source);
      }
      if (ts.isJsxAttributes(n)) return inObject ? undefined : withTag(n.parent, 'prop', source);
      if (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) return withTag(n, 'prop', source);
    }
    return undefined;
  }
}

function withTag(element: ts.Node, kind: JsxPlace['kind'], source: ts.SourceFile): JsxPlace | undefined {
  if (!ts.isJsxOpeningElement(element) && !ts.isJsxSelfClosingElement(element)) return undefined;
  if (!ts.isIdentifier(element.tagName)) return undefined;
  return {component: element.tagName.getText(source), kind};
}

/** The worker's side of ../../protocol/typecheck.ts: typings first, then checks and lookups. */
export function serve(scope: {
  postMessage(message: CheckerToPage): void;
  onmessage: ((event: {data: PageToChecker}) => void) | null;
}): void {
  let checker: Checker | null = null;
  scope.onmessage = ({data}) => {
    const id = 'id' in data ? data.id : undefined;
    try {
      if (data.type === 'typings') {
        checker = new Checker(data.files);
        scope.postMessage({type: 'ready'});
        return;
      }
      if (!checker) throw new Error('the typings have not arrived');
      if (data.type === 'check') {
        const started = performance.now();
        checker.setFiles(data.files);
        const diagnostics = checker.diagnostics();
        scope.postMessage({type: 'diagnostics', id: data.id, diagnostics, ms: performance.now() - started});
      } else if (data.type === 'complete') {
        checker.setFile(data.file, data.text);
        scope.postMessage({type: 'completions', id: data.id, ...checker.complete(data.file, data.pos)});
      } else if (data.type === 'hover') {
        checker.setFile(data.file, data.text);
        scope.postMessage({type: 'hover', id: data.id, info: checker.hover(data.file, data.pos)});
      }
    } catch (e) {
      scope.postMessage({type: 'failed', id, message: e instanceof Error ? e.message : String(e)});
    }
  };
}
