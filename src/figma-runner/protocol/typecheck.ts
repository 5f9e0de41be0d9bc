/** Type checking's data: a diagnostic, its one printed form, the page ↔ checker worker messages. */

/** The checker's folders: TypeScript's lib files and ambient declarations (../node/starterTypings.ts). */
export const LIB_DIR = '/lib';
export const AMBIENT_DIR = '/ambient';

/** One diagnostic of a reader's project, as the checkers report it (printed by `diagnosticText`). */
export interface TypeDiagnostic {
  /** Project path, `src/App.tsx`; empty for a diagnostic of no file (compiler options). */
  file: string;
  /** Offsets in the file's text (UTF-16 code units), `end` exclusive. */
  start: number;
  end: number;
  /** 1-based, as tsc prints them. */
  line: number;
  column: number;
  code: number;
  category: 'error' | 'warning' | 'suggestion' | 'message';
  message: string;
}

/**
 * `d` as `tsc --pretty false` prints it: `src/App.tsx(3,7): error TS2322: message`, without the place for no
 * file; a chained message keeps its lines. The one printed form: playground, download, check:examples.
 */
export function diagnosticText(d: TypeDiagnostic): string {
  const where = d.file ? `${d.file}(${d.line},${d.column}): ` : '';
  return `${where}${d.category} TS${d.code}: ${d.message}`;
}

/** Where a completion or hover is: a prop of a component's tag, a key of its `style={{…}}`, or elsewhere. */
export interface JsxPlace {
  component: string;
  kind: 'prop' | 'style';
}

export interface CompletionItem {
  name: string;
  /** TypeScript's element kind (`property`, `const`, …). */
  kind: string;
  /** TypeScript's signature of the entry, e.g. `(property) width?: number`; first few entries only. */
  detail?: string;
}

export type PageToChecker =
  /** The typings (starterTypings(): virtual path → text); sent once, before anything else. */
  | {type: 'typings'; files: Record<string, string>}
  /** The project's files; answered with `diagnostics` of the same `id`. */
  | {type: 'check'; id: number; files: Record<string, string>}
  /** Completions at `pos` in `file`, whose current text is `text`. */
  | {type: 'complete'; id: number; file: string; text: string; pos: number}
  | {type: 'hover'; id: number; file: string; text: string; pos: number};

export type CheckerToPage =
  | {type: 'ready'}
  | {type: 'diagnostics'; id: number; diagnostics: TypeDiagnostic[]; ms: number}
  | {type: 'completions'; id: number; from: number; items: CompletionItem[]; place?: JsxPlace}
  | {
      type: 'hover';
      id: number;
      info?: {start: number; end: number; name: string; detail: string; place?: JsxPlace};
    }
  | {type: 'failed'; id?: number; message: string};
