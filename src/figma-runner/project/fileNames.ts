/** The reader's project files and the file-name rule (PLAY-7), checked where a project enters or leaves. */

/** The reader's project: project path (e.g. `src/App.tsx`) → text. */
export type ProjectFiles = Record<string, string>;

/** One path segment: letters, digits, `_`, `-`, `.` inside; not `.`/`..`, not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** Checks a project path (PLAY-7): `src/…`, `.ts`/`.tsx`, `SEGMENT`s. @throws Error naming what is wrong. */
export function checkFileName(name: string): void {
  const quoted = JSON.stringify(name);
  const fail = (why: string): never => {
    throw new Error(`Unsafe file name ${quoted}: ${why}.`);
  };
  if (typeof name !== 'string' || name.length === 0) fail('the name is empty');
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) fail('it contains a control character');
  if (name.includes('\\')) fail('it contains a backslash; use / between folders');
  if (name.startsWith('/')) fail('it is an absolute path; names start with src/');
  const segments = name.split('/');
  if (segments.some((s) => s === '..')) fail('it climbs out of the project with ..');
  if (segments[0] !== 'src' || segments.length < 2) fail('files live under src/');
  if (!/\.tsx?$/.test(name)) fail('only .ts and .tsx files are allowed');
  if (name.length > 200) fail('it is longer than 200 characters');
  for (const s of segments) {
    if (!SEGMENT.test(s)) fail(`the part ${JSON.stringify(s)} may only use letters, digits, _, - and .`);
  }
}
