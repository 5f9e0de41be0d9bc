/**
 * The one rule for the names of a reader's project files, applied before anything is zipped. Same signature as
 * the playground's files model, so the two can become one function.
 */

/** Characters some file system or zip tool refuses or reads specially (Windows forbids all of them). */
const RESERVED = /[<>:"|?*]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Checks one project path, e.g. `src/App.tsx`.
 * @throws Error with a reader-facing message when the name is empty, absolute (`/…`), has a `..`, `.` or empty
 *   segment, a backslash, a control character or one of `< > : " | ? *`, or is not under `src/` with the
 *   extension `.ts` or `.tsx`.
 */
export function checkFileName(name: string): void {
  const refuse = (why: string) => {
    throw new Error(`The file name ${JSON.stringify(name)} is not allowed: ${why}.`);
  };
  if (!name) refuse('it is empty');
  if (CONTROL.test(name)) refuse('it contains a control character');
  if (name.includes('\\')) refuse('it contains a backslash; separate folders with "/"');
  if (name.startsWith('/')) refuse('it is an absolute path; start it with "src/"');
  const segments = name.split('/');
  if (segments.includes('..')) refuse('it contains a ".." segment, which would leave the project');
  if (segments.some((s) => s === '' || s === '.')) refuse('it contains an empty or "." folder name');
  if (RESERVED.test(name)) refuse('it contains one of < > : " | ? *');
  if (segments[0] !== 'src' || segments.length < 2) refuse('project files live under "src/"');
  if (!/\.tsx?$/.test(name)) refuse('only .ts and .tsx files can be part of the project');
}
