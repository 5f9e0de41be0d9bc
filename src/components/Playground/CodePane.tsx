/** The playground's code (PLAY-3, PLAY-14): a tab per file, the open file's editor, the type errors. */
import React, {type MutableRefObject} from 'react';
import CodeEditor, {type EditorHandle} from '../CodeEditor';
import FileTabs, {tabId} from './FileTabs';
import TypeErrors from './TypeErrors';
import type {ProjectTypes} from './typeCheck';
import styles from './styles.module.css';

const PANEL_ID = 'playground-editor-panel';

export interface CodePaneProps {
  /** The project: file name → text. */
  files: Record<string, string>;
  /** The open file's name. */
  active: string;
  /** A tab chosen. */
  onSelect: (file: string) => void;
  /** The open file's new text, after each change. */
  onChange: (text: string) => void;
  /** Set to the open file's editor (./useEditorReveal.ts). */
  editor: MutableRefObject<EditorHandle | null>;
  /** The cursor's offset in the open file, as it moves (the inspector follows it). */
  onCursor: (pos: number) => void;
  /** The type check (./typeCheck.ts `useProjectTypes`): started on intent, its underlines and list. */
  check: ProjectTypes;
}

export default function CodePane({
  files,
  active,
  onSelect,
  onChange,
  editor,
  onCursor,
  check: {types, activeDiagnostics, language},
}: CodePaneProps): JSX.Element {
  return (
    <section className={styles.code} aria-label="Code">
      <FileTabs
        files={Object.keys(files)}
        selected={active}
        onSelect={onSelect}
        idPrefix="playground"
        panelId={PANEL_ID}
      />
      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId('playground', active)}
        className={styles.panel}
        // The type checker loads on intent to edit, as CodeMirror does (src/components/CodeEditor).
        onPointerEnter={types.start}
        onFocus={types.start}
      >
        <CodeEditor
          key={active}
          value={files[active] ?? ''}
          onChange={onChange}
          handle={editor}
          onCursor={onCursor}
          label={`Code of ${active}`}
          id="playground-editor"
          diagnostics={activeDiagnostics}
          language={language}
        />
        <TypeErrors diagnostics={types.diagnostics} failure={types.failure} />
      </div>
    </section>
  );
}
