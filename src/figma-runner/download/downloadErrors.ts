/** Why a project could not become a plugin zip. */
export type PluginDownloadErrorKind = 'name' | 'syntax' | 'import' | 'entry' | 'kit';

/** A refusal (nothing zipped); `message` starts `file:line:col: ` when there is a place (1-based). */
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
