/**
 * The playground's file tabs (PLAY-3): a WAI-ARIA tablist (arrows, Home, End; only the selected tab in the
 * Tab order). The caller's panel has `id={panelId}` and `aria-labelledby={tabId(selected)}`.
 */
import React, {useRef} from 'react';
import styles from './styles.module.css';

/** The id of a file's tab element. */
export const tabId = (idPrefix: string, file: string): string =>
  `${idPrefix}-tab-${file.replace(/[^A-Za-z0-9_-]/g, '_')}`;

export default function FileTabs({
  files,
  selected,
  onSelect,
  idPrefix,
  panelId,
}: {
  files: string[];
  selected: string;
  onSelect: (file: string) => void;
  idPrefix: string;
  panelId: string;
}): JSX.Element {
  const list = useRef<HTMLDivElement>(null);
  const move = (to: number) => {
    const file = files[(to + files.length) % files.length];
    onSelect(file);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, file))}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Files of the example"
      className={styles.tabs}
      ref={list}
      onKeyDown={(e) => {
        const at = files.indexOf(selected);
        if (e.key === 'ArrowRight') move(at + 1);
        else if (e.key === 'ArrowLeft') move(at - 1);
        else if (e.key === 'Home') move(0);
        else if (e.key === 'End') move(files.length - 1);
        else return;
        e.preventDefault();
      }}
    >
      {files.map((file) => (
        <button
          key={file}
          type="button"
          role="tab"
          id={tabId(idPrefix, file)}
          aria-selected={file === selected}
          aria-controls={panelId}
          tabIndex={file === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(file)}
        >
          {file}
        </button>
      ))}
    </div>
  );
}
