/**
 * The playground (src/pages/playground.tsx loads it on demand): edit any drawing example of the docs and watch
 * react-figma draw it again, in the browser. What it does, by requirement:
 * - PLAY-1 opens the example `?example=<id>` names (src/plugins/playground writes one module each), else the default;
 * - PLAY-3 one tab per file, the editor of src/components/CodeEditor;
 * - PLAY-4 the result drawn as soon as an example opens and redrawn about 250 ms after the last keystroke, by the
 *   engine behind `startRunner()`
 *   (src/figma-runner/browser/runner.ts, the only way in to it);
 * - PLAY-5 errors as `file:line:col message` in a polite live region, the last good picture dimmed;
 * - PLAY-6 Reset, Share (the files compressed into `#code=…`) and Copy link;
 * - PLAY-7 a share link with an unsafe file name is refused, and nothing of it loads;
 * - PLAY-8 the reader's edits kept per example in localStorage and restored on the next visit.
 *
 * Props: `search` and `hash` of the address (the page passes the router's).
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {unstable_batchedUpdates as batchedUpdates} from 'react-dom';
import Link from '@docusaurus/Link';
import DownloadPluginButton from '../DownloadPluginButton';
import CodeEditor from '../CodeEditor';
import FileTabs, {tabId} from './FileTabs';
import Result, {type Drawn, type RenderError} from './Result';
import {errorText} from './errorText';
import {decodeShare, encodeShare, type ProjectFiles} from '../../figma-runner/project/fileNames';
import {startRunner, type Runner} from '../../figma-runner/browser/runner';
import type {PlaygroundExample} from '../../figma-runner/project/exampleTypes';
import {DEFAULT_EXAMPLE_ID, loadExample, readDraft, sameFiles, writeDraft} from './state';
import styles from './styles.module.css';

/** How long the page waits after the last keystroke before drawing again (ms). */
export const RENDER_DEBOUNCE_MS = 250;
/** The User Timing measure of each render, from the call to the engine to its answer in the page (ms). */
export const RENDER_MEASURE = 'playground:render';
/** How long "Copied" shows on the Copy link button (ms). */
const COPIED_MS = 2000;

interface Loaded {
  example: PlaygroundExample;
  version: string;
  files: ProjectFiles;
  active: string;
  notes: string[];
}

/**
 * The file the picture is drawn from, whichever tab is open: the figure's own file, or for a shared project
 * without it, the file the link names. The download starts its plugin from the same file.
 */
const entryFileOf = (loaded: Loaded, files: ProjectFiles): string =>
  loaded.example.active in files ? loaded.example.active : loaded.active;

/** Reads the address: the example, then a share link or a draft over it. Never throws. */
async function open(search: string, hash: string): Promise<Loaded> {
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

export default function Playground({search, hash}: {search: string; hash: string}): JSX.Element {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [files, setFiles] = useState<ProjectFiles>({});
  const [active, setActive] = useState('');
  const [notes, setNotes] = useState<string[]>([]);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [error, setError] = useState<RenderError | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const runner = useRef<Runner | null>(null);
  const edited = useRef(false);

  // The engine starts with the page, so it is warm by the first edit.
  useEffect(() => {
    runner.current = startRunner();
    return () => runner.current?.dispose();
  }, []);

  useEffect(() => {
    let live = true;
    open(search, hash).then(
      (l) => {
        if (!live) return;
        edited.current = false;
        // One render, not five: outside React's event handlers React 17 renders each setState at once, and
        // each of those renders was the whole editor and result again.
        batchedUpdates(() => {
          setLoaded(l);
          setFiles(l.files);
          setActive(l.active);
          setNotes(l.notes);
          setShareUrl(null);
        });
      },
      // Offline, or the example's chunk is gone (a new deploy): say so instead of loading forever.
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // The hash is read once per example: Share writes it without reopening anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [search]);

  // Draw about 250 ms after the last change; a newer render supersedes an older one. An example just opened
  // (nothing typed yet) is drawn at once: the debounce is for typing, and the first picture waits for nothing.
  useEffect(() => {
    if (!loaded || !runner.current) return;
    let live = true;
    // The engine picks its entry from this file (src/figma-runner/project/entry.ts).
    const entryFile = entryFileOf(loaded, files);
    const delay = edited.current ? RENDER_DEBOUNCE_MS : 0;
    const timer = window.setTimeout(() => {
      const started = performance.now();
      runner.current!.render(files, entryFile).then(
        (result) => {
          // Edit to picture without the debounce, read by scripts/perf/playground.ts.
          performance.measure(RENDER_MEASURE, {start: started});
          if (!live) return;
          if (result.ok) {
            // One render for both (see the example's opening above).
            batchedUpdates(() => {
              setDrawn(result);
              setError(null);
            });
          } else setError(result);
        },
        (e: unknown) => live && setError({ok: false, kind: 'runtime', message: String(e)}),
      );
    }, delay);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [files, loaded]);

  // PLAY-8: the reader's edits are the example's draft; the published text is no draft.
  useEffect(() => {
    if (!loaded || !edited.current) return;
    const timer = window.setTimeout(() => {
      writeDraft(loaded.example.id, sameFiles(files, loaded.example.files) ? null : {files, active});
    }, RENDER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [files, active, loaded]);

  const edit = useCallback(
    (text: string) => {
      edited.current = true;
      setFiles((current) => ({...current, [active]: text}));
      setShareUrl(null);
      // An edited project is no longer the one the address's share link carries.
      if (window.location.hash.startsWith('#code=')) {
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        );
      }
    },
    [active],
  );

  const reset = () => {
    if (!loaded) return;
    edited.current = true;
    setFiles(loaded.example.files);
    setActive(loaded.example.active);
    setNotes([]);
    setShareUrl(null);
    writeDraft(loaded.example.id, null);
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  };

  const share = async () => {
    if (!loaded) return;
    const payload = await encodeShare(files, active);
    const query = `?example=${encodeURIComponent(loaded.example.id)}`;
    const url = `${window.location.origin}${window.location.pathname}${query}#code=${payload}`;
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query}#code=${payload}`,
    );
    setShareUrl(url);
    setCopied(false);
  };

  const copy = async () => {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setNotes((n) => [...n, 'The browser did not let the page copy; select the link and copy it yourself.']);
    }
  };

  if (failed) {
    return (
      <div className="alert alert--danger" role="alert">
        The example could not load. Check your connection and reload the page.
      </div>
    );
  }
  if (!loaded) return <p className={styles.loading}>Loading the example…</p>;
  const names = Object.keys(files);
  const panelId = 'playground-editor-panel';
  return (
    <div className={styles.playground}>
      <div className={styles.header}>
        <h2 className={styles.title}>{loaded.example.title}</h2>
        <Link to={loaded.example.page}>Back to the page</Link>
      </div>
      {notes.map((note) => (
        <div key={note} className="alert alert--info margin-bottom--sm" role="note">
          {note}
        </div>
      ))}
      <div className={styles.toolbar}>
        <button type="button" className="button button--secondary button--sm" onClick={reset}>
          Reset
        </button>
        <button type="button" className="button button--primary button--sm" onClick={() => void share()}>
          Share
        </button>
        <DownloadPluginButton
          files={files}
          active={entryFileOf(loaded, files)}
          name={loaded.example.title}
          problem={error ? errorText(error) : undefined}
        />
        {shareUrl && (
          <span className={styles.share}>
            <label htmlFor="playground-share-url" className={styles.visuallyHidden}>
              Share link
            </label>
            <input id="playground-share-url" className={styles.shareUrl} readOnly value={shareUrl} />
            <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </span>
        )}
      </div>
      <div className={styles.panes}>
        <section className={styles.code} aria-label="Code">
          <FileTabs
            files={names}
            selected={active}
            onSelect={setActive}
            idPrefix="playground"
            panelId={panelId}
          />
          <div
            role="tabpanel"
            id={panelId}
            aria-labelledby={tabId('playground', active)}
            className={styles.panel}
          >
            <CodeEditor
              key={active}
              value={files[active] ?? ''}
              onChange={edit}
              label={`Code of ${active}`}
              id="playground-editor"
            />
          </div>
        </section>
        <section className={styles.resultPane} aria-label="Result">
          <Result drawn={drawn} error={error} version={loaded.version} />
        </section>
      </div>
    </div>
  );
}
