/** TypeScript's diagnostic as a TypeDiagnostic (../protocol/typecheck.ts): one conversion for both shells. */
import ts from 'typescript';
import type {TypeDiagnostic} from '../protocol/typecheck';

const CATEGORY: Record<ts.DiagnosticCategory, TypeDiagnostic['category']> = {
  [ts.DiagnosticCategory.Error]: 'error',
  [ts.DiagnosticCategory.Warning]: 'warning',
  [ts.DiagnosticCategory.Suggestion]: 'suggestion',
  [ts.DiagnosticCategory.Message]: 'message',
};

/** `d` as a TypeDiagnostic (1-based, message chain flattened); `fileName` gives its path as tsc prints it. */
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
