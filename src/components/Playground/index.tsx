/** The playground: edit a drawing example and watch react-figma draw it again (README.md, by requirement). */
import React from 'react';
import Link from '@docusaurus/Link';
import CodePane from './CodePane';
import Result from './Result';
import Toolbar from './Toolbar';
import {errorText} from './errorText';
import {entryFileOf} from './state';
import {usePlaygroundState} from './usePlaygroundState';
import {useRunner} from './useRunner';
import {useProjectTypes} from './typeCheck';
import {useShareLink} from './useShareLink';
import {useInspector} from './useInspector';
import {useEditorReveal} from './useEditorReveal';
import styles from './styles.module.css';

/** The plugin's name, as the downloaded manifest names it (src/figma-runner/download/pluginProject.ts). */
const pluginName = (title: string): string => title.trim() || 'React Figma plugin';

/** Props: `search` and `hash` of the address (the page passes the router's). */
export default function Playground({search, hash}: {search: string; hash: string}): JSX.Element {
  const {state, dispatch, edit, reset} = usePlaygroundState(search, hash);
  const {loaded, failed, files, active, edited, notes, shareUrl} = state;
  const {drawn, error, window: pluginWindow, run, answered, uiEvent} = useRunner(loaded, files, edited);
  const check = useProjectTypes(files, active, loaded !== null, answered);
  const {copied, share, copy} = useShareLink(state, dispatch);
  const {editor, reveal} = useEditorReveal(active, dispatch);
  const inspector = useInspector({drawn, files, active, dispatch, editor, reveal});

  if (failed) {
    return (
      <div className="alert alert--danger" role="alert">
        The example could not load. Check your connection and reload the page.
      </div>
    );
  }
  if (!loaded) return <p className={styles.loading}>Loading the example…</p>;
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
      <Toolbar
        onReset={reset}
        onShare={() => void share()}
        shareUrl={shareUrl}
        onCopy={() => void copy()}
        copied={copied}
        download={{
          files,
          active: entryFileOf(loaded, files),
          name: loaded.example.title,
          problem: error ? errorText(error) : undefined,
          typeErrors: check.typeErrors,
        }}
      />
      <div className={styles.panes}>
        <CodePane
          files={files}
          active={active}
          onSelect={(file) => dispatch({type: 'selected', file})}
          onChange={edit}
          editor={editor}
          onCursor={inspector.follow}
          check={check}
        />
        <section className={styles.resultPane} aria-label="Result">
          <Result
            drawn={drawn}
            error={error}
            version={loaded.version}
            inspect={inspector.inspect}
            plugin={{view: pluginWindow, run, name: pluginName(loaded.example.title), onEvent: uiEvent}}
          />
        </section>
      </div>
    </div>
  );
}
