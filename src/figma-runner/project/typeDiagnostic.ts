/** A diagnostic of a reader's project as plain data: its shape, one conversion for the worker and Node. */
import ts from 'typescript';

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

const CATEGORY: Record<ts.DiagnosticCategory, TypeDiagnostic['category']> = {
  [ts.DiagnosticCategory.Error]: 'error',
  [ts.DiagnosticCategory.Warning]: 'warning',
  [ts.DiagnosticCategory.Suggestion]: 'suggestion',
  [ts.DiagnosticCategory.Message]: 'message',
};

/**
 * `d` as TypeDiagnostic: 1-based line and column, the message chain flattened as tsc prints it.
 * @param fileName the file's path as tsc would print it (relative to the project's folder).
 */
export function toTypeDiagnostic(d: ts.Diagnostic, fileName: (absolute: string) => string): TypeDiagnostic {
  const start = d.start ?? 0;
  const where = d.file?.getLineAndCharacterOfPosition(start);
  return {
    file: d.file ? fileName(d.file.fileName) : '',
    start,
    end: start + (d.length ?? 0),
    line: (where?.line ?? 0) + 1,
    column: (where?.character ?? 0) + 1,
    code: d.code,
    category: CATEGORY[d.category],
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  };
}
