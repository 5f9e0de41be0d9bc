/**
 * The share link (PLAY-6): a project as `#code=…` and back, names checked (PLAY-7), deflate-raw where the
 * browser has it.
 */
import {checkFileName, type ProjectFiles} from '../../figma-runner/project/fileNames';

/** At most this many files in a shared project (the largest example has 5, `src/code.tsx` included). */
export const MAX_FILES = 20;
/** Most source characters (UTF-16 code units) a shared project may hold, so a link cannot blow up memory. */
const MAX_SOURCE_CHARS = 200_000;

/** Payloads: `z` + base64url(deflate-raw(JSON)), or `j` + base64url(JSON) without `CompressionStream`. */
const COMPRESSED = 'z';
const PLAIN = 'j';

/** `v` format version, `a` active file, `f` files. */
interface SharedProject {
  v: 1;
  a: string;
  f: ProjectFiles;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new Error('The link is damaged: it has characters a share link never has.');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(b64);
  } catch {
    throw new Error('The link is damaged: it is not valid base64.');
  }
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function pipe(
  bytes: Uint8Array,
  stream: GenericTransformStream,
  limit = Infinity,
): Promise<Uint8Array> {
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error('The shared project is too large to open.');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Checks a project's names, count and size. @throws Error with a reader-facing message (`checkFileName`). */
export function checkProject(files: ProjectFiles, active: string): void {
  const names = Object.keys(files);
  if (names.length === 0) throw new Error('The shared project has no files.');
  if (names.length > MAX_FILES) throw new Error(`The shared project has more than ${MAX_FILES} files.`);
  let chars = 0;
  for (const name of names) {
    checkFileName(name);
    if (typeof files[name] !== 'string') throw new Error(`The file ${JSON.stringify(name)} has no text.`);
    chars += files[name].length;
  }
  if (chars > MAX_SOURCE_CHARS) throw new Error('The shared project is too large to open.');
  if (!Object.prototype.hasOwnProperty.call(files, active)) {
    throw new Error(`The shared project opens ${JSON.stringify(active)}, which is not one of its files.`);
  }
}

/** The hash payload (after `#code=`). @throws Error for an unsafe name or an `active` not in the files. */
export async function encodeShare(files: ProjectFiles, active: string): Promise<string> {
  checkProject(files, active);
  const payload: SharedProject = {v: 1, a: active, f: files};
  const json = new TextEncoder().encode(JSON.stringify(payload));
  if (typeof CompressionStream === 'function') {
    return COMPRESSED + toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
  }
  return PLAIN + toBase64Url(json);
}

/**
 * The project a share link carries (`#code=` optional). @throws Error with a reader-facing message if it is
 * damaged, too large or unsafe.
 */
export async function decodeShare(hash: string): Promise<{files: ProjectFiles; active: string}> {
  const text = hash.replace(/^#/, '').replace(/^code=/, '');
  const kind = text.charAt(0);
  const bytes = fromBase64Url(text.slice(1));
  let json: Uint8Array;
  // UTF-8 of MAX_SOURCE_CHARS is at most 3 bytes a code unit, plus JSON escapes: 8× leaves room for both.
  const limit = MAX_SOURCE_CHARS * 8;
  if (kind === COMPRESSED) {
    if (typeof DecompressionStream !== 'function') {
      throw new Error('This browser cannot open compressed share links (it lacks DecompressionStream).');
    }
    try {
      json = await pipe(bytes, new DecompressionStream('deflate-raw'), limit);
    } catch (e) {
      if (e instanceof Error && e.message.includes('too large')) throw e;
      throw new Error('The link is damaged: its data does not decompress.');
    }
  } else if (kind === PLAIN) {
    if (bytes.length > limit) throw new Error('The shared project is too large to open.');
    json = bytes;
  } else {
    throw new Error('The link is damaged or from a newer version of this site.');
  }
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(json));
  } catch {
    throw new Error('The link is damaged: its data is not readable.');
  }
  const shared = data as Partial<SharedProject> | null;
  if (
    !shared ||
    typeof shared !== 'object' ||
    shared.v !== 1 ||
    typeof shared.a !== 'string' ||
    !shared.f ||
    typeof shared.f !== 'object' ||
    Array.isArray(shared.f)
  ) {
    throw new Error('The link is damaged or from a newer version of this site.');
  }
  const files: ProjectFiles = {};
  for (const [name, value] of Object.entries(shared.f)) {
    checkFileName(name);
    files[name] = value as string;
  }
  checkProject(files, shared.a);
  return {files, active: shared.a};
}
