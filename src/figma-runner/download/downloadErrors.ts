/** Why a project could not become a plugin zip. */
export type PluginDownloadErrorKind = 'name' | 'syntax' | 'import' | 'entry' | 'kit';

/**
 * A reader-facing refusal: nothing was zipped. `message` is written for the reader and starts with the place
 * when there is one (`src/App.tsx:3:14: …`); `file`, `line` and `column` (1-based) repeat it for the UI.
 */
export class PluginDownloadError extends Error {
  readonly kind: PluginDownloadErrorKind;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;

  constructor(
    kind: PluginDownloadErrorKind,
    message: string,
    where: {file?: string; line?: number; column?: number} = {},
  ) {
    super(message);
    this.name = 'PluginDownloadError';
    this.kind = kind;
    this.file = where.file;
    this.line = where.line;
    this.column = where.column;
  }
}
