/**
 * The playground's reading and keeping of projects: which example the address names, drafts in localStorage
 * (PLAY-8) and the example modules the playground plugin writes (PLAY-1). Browser code.
 */
import {checkProject, type ProjectFiles} from '../../figma-runner/project/fileNames';
import {DEFAULT_EXAMPLE_ID, EXAMPLE_ID} from '../../figma-runner/project/exampleId';
import type {ExampleModule} from '../../figma-runner/project/exampleTypes';

/**
 * URLs of the example files: src/plugins/playground writes one JSON module per example and has webpack emit each
 * as a static file (`exampleAssetRule`), so this map (in the playground's chunk) is all the page holds of them.
 */
const exampleFiles = require.context(
  '@generated/playground/default/examples',
  false,
  /^\.\/[A-Za-z0-9-]+\.json$/,
);

/**
 * The example module of `id`, fetched from the site's own origin.
 * @throws Error when there is no such example, or its file cannot be fetched (offline, a newer deploy).
 */
export async function loadExample(id: string): Promise<ExampleModule> {
  const key = `./${id}.json`;
  if (!EXAMPLE_ID.test(id) || !exampleFiles.keys().includes(key))
    throw new Error(`No example is called "${id}".`);
  const response = await fetch(exampleFiles(key) as string);
  if (!response.ok) throw new Error(`The example ${id} could not be fetched (HTTP ${response.status}).`);
  return (await response.json()) as ExampleModule;
}

export {DEFAULT_EXAMPLE_ID};

/** A saved draft: the reader's files and the file they had open. */
export interface Draft {
  files: ProjectFiles;
  active: string;
}

const draftKey = (id: string) => `react-figma-playground:draft:${id}`;

/** The reader's draft of an example, or null when there is none or it is unreadable (then it is dropped). */
export function readDraft(id: string): Draft | null {
  try {
    const text = window.localStorage.getItem(draftKey(id));
    if (!text) return null;
    const draft = JSON.parse(text) as Draft;
    checkProject(draft.files, draft.active);
    return draft;
  } catch {
    try {
      window.localStorage.removeItem(draftKey(id));
    } catch {
      // storage unavailable
    }
    return null;
  }
}

/** Keeps the reader's files as the example's draft; `null` forgets it (the example as published). */
export function writeDraft(id: string, draft: Draft | null): void {
  try {
    if (draft) window.localStorage.setItem(draftKey(id), JSON.stringify(draft));
    else window.localStorage.removeItem(draftKey(id));
  } catch {
    // Private mode or a full storage: drafts are a convenience, the page works without them.
  }
}

/** True when two projects have the same files with the same text. */
export function sameFiles(a: ProjectFiles, b: ProjectFiles): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}
