/** How the playground words a render's outcome (PLAY-5); pure, so the unit tests read it without a DOM. */
import type {PageError} from '../../figma-runner/protocol/messages';

/** The error as the reader reads it: `file:line:col message`, the timeout explained (PLAY-5). */
export function errorText(error: PageError): string {
  if (error.kind === 'timeout') {
    return (
      'Your code was stopped after about 2 s (it may loop forever); a fresh engine took over. ' +
      (error.message ? `(${error.message})` : '')
    ).trim();
  }
  const where = error.file
    ? `${error.file}${error.line !== undefined ? `:${error.line}` : ''}${error.column !== undefined ? `:${error.column}` : ''} `
    : '';
  return `${where}${error.message}`;
}
