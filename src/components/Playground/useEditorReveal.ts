/** The playground's editor handle and "show this place in the code" across files (INSP-1). */
import {useCallback, useEffect, useRef, type Dispatch} from 'react';
import type {EditorHandle} from '../CodeEditor';
import type {PlaygroundAction} from './state';

/**
 * The open file's editor handle (for CodeEditor's `handle`) and `reveal(file, pos)`: the cursor at offset
 * `pos` of `file`, scrolled into view, the focus left where it is. For another file its tab opens first and
 * the cursor is placed once its editor has mounted.
 */
export function useEditorReveal(active: string, dispatch: Dispatch<PlaygroundAction>) {
  const editor = useRef<EditorHandle | null>(null);
  const pending = useRef<{file: string; pos: number} | null>(null);
  const reveal = useCallback(
    (file: string, pos: number) => {
      if (file === active && editor.current) return editor.current.reveal(pos);
      pending.current = {file, pos};
      dispatch({type: 'selected', file});
    },
    [active, dispatch],
  );
  // Runs after the new file's CodeEditor set `editor` (a child's layout effect runs before this effect).
  useEffect(() => {
    const place = pending.current;
    if (place?.file !== active || !editor.current) return;
    pending.current = null;
    editor.current.reveal(place.pos);
  }, [active]);
  return {editor, reveal};
}
