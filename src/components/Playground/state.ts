/** The playground's state and reducer; projects from the address (PLAY-1, PLAY-7) and drafts (PLAY-8). */
import type {ProjectFiles} from '../../figma-runner/project/fileNames';
import {checkProject, decodeShare} from './shareLink';
import {DEFAULT_EXAMPLE_ID, EXAMPLE_ID} from '../../plugins/playground/client/exampleId';
import type {ExampleModule, PlaygroundExample} from '../../plugins/playground/client/exampleTypes';

/** URLs of the example files (src/plugins/playground emits each as a static file): all the page holds. */
const exampleFiles = require.context(
  '@generated/playground/default/examples',
  false,
  /^\.\/[A-Za-z0-9-]+\.json$/,
);

/** The example module of `id`, from the site's origin. @throws Error if it is missing or unfetchable. */
async function loadExample(id: string): Promise<ExampleModule> {
  const key = `./${id}.json`;
  if (!EXAMPLE_ID.test(id) || !exampleFiles.keys().includes(key))
    throw new Error(`No example is called "${id}".`);
  const response = await fetch(exampleFiles(key) as string);
  if (!response.ok) throw new Error(`The example ${id} could not be fetched (HTTP ${response.status}).`);
  return (await response.json()) as ExampleModule;
}

/** A saved draft: the reader's files and the file they had open. */
export interface Draft {
  files: ProjectFiles;
  active: string;
}

const draftKey = (id: string) => `react-figma-playground:draft:${id}`;

/** The reader's draft of an example, or null when there is none or it is unreadable (then it is dropped). */
function readDraft(id: string): Draft | null {
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

/** An opened example: its module, the project the reader starts from, the file open and notes to show. */
export interface Loaded {
  example: PlaygroundExample;
  version: string;
  files: ProjectFiles;
  active: string;
  notes: string[];
}

/** The file the picture is drawn from, whichever tab is open (the download starts from it too). */
export const entryFileOf = (loaded: Loaded, files: ProjectFiles): string =>
  loaded.example.active in files ? loaded.example.active : loaded.active;

/** Reads the address (`search`, `hash`): the example, then a share link or a draft over it. Never throws. */
export async function openAddress(search: string, hash: string): Promise<Loaded> {
  const notes: string[] = [];
  const asked = new URLSearchParams(search).get('example');
  let module;
  try {
    module = await loadExample(asked ?? DEFAULT_EXAMPLE_ID);
  } catch {
    notes.push(
      `There is no example called "${asked}", so the playground opened the first example of the Frame page instead.`,
    );
    module = await loadExample(DEFAULT_EXAMPLE_ID);
  }
  const {example, version} = module;
  let files = example.files;
  let active = example.active;
  if (hash.startsWith('#code=')) {
    try {
      ({files, active} = await decodeShare(hash));
      notes.push('You are looking at code from a share link. Reset goes back to the example as published.');
    } catch (e) {
      notes.push(
        `This share link was not opened: ${(e as Error).message} The example is shown as published.`,
      );
    }
  } else {
    const draft = readDraft(example.id);
    if (draft && !sameFiles(draft.files, example.files)) {
      ({files, active} = draft);
      notes.push('Restored your draft — Reset to start over.');
    }
  }
  return {example, version, files, active, notes};
}

/** The playground page's state; `edited` is true once the reader changed the project since it opened. */
export interface PlaygroundState {
  loaded: Loaded | null;
  failed: boolean;
  files: ProjectFiles;
  active: string;
  edited: boolean;
  notes: string[];
  shareUrl: string | null;
}

/** What happens to the playground: an example opened or failed to, an edit, a tab, Reset, Share, a note. */
export type PlaygroundAction =
  | {type: 'opened'; loaded: Loaded}
  | {type: 'failed'}
  | {type: 'edited'; file: string; text: string}
  | {type: 'selected'; file: string}
  | {type: 'reset'}
  | {type: 'shared'; url: string}
  | {type: 'noted'; note: string};

export const initialState: PlaygroundState = {
  loaded: null,
  failed: false,
  files: {},
  active: '',
  edited: false,
  notes: [],
  shareUrl: null,
};

/** The playground's reducer: an edit or Reset forgets the share link shown (the project is no longer its). */
export function playgroundReducer(state: PlaygroundState, action: PlaygroundAction): PlaygroundState {
  switch (action.type) {
    case 'opened': {
      const {loaded} = action;
      return {
        ...state,
        loaded,
        files: loaded.files,
        active: loaded.active,
        notes: loaded.notes,
        edited: false,
        shareUrl: null,
      };
    }
    case 'failed':
      return {...state, failed: true};
    case 'edited':
      return {...state, edited: true, files: {...state.files, [action.file]: action.text}, shareUrl: null};
    case 'selected':
      return {...state, active: action.file};
    case 'reset': {
      if (!state.loaded) return state;
      const {example} = state.loaded;
      return {
        ...state,
        edited: true,
        files: example.files,
        active: example.active,
        notes: [],
        shareUrl: null,
      };
    }
    case 'shared':
      return {...state, shareUrl: action.url};
    case 'noted':
      return {...state, notes: [...state.notes, action.note]};
  }
}
