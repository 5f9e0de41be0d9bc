/**
 * The playground's side of the inspector (INSP-1, INSP-3, INSP-4): the selection, the panel and its edits
 * written into the files; ./inspector loads when asked.
 */
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type MutableRefObject,
} from 'react';
import {sameOrigin, type LayerSpot, type PageDrawn} from '../../figma-runner/protocol/messages';
import type {EditorHandle} from '../CodeEditor';
import type {ResultInspect} from './Result';
import type {PlaygroundAction} from './state';

type InspectorModule = typeof import('./inspector');
type InspectorProps = import('./inspector').InspectorProps;

let loading: Promise<InspectorModule> | null = null;
/** The chunk, once; a failed load (offline) is tried again on the next click. */
function loadInspector(): Promise<InspectorModule> {
  loading ??= import(/* webpackChunkName: "inspector" */ './inspector').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** What the inspector needs of the playground. */
interface InspectorDeps {
  /** The picture; a new one keeps the selection. */
  drawn: PageDrawn | null;
  files: Record<string, string>;
  /** The open file, whose editor is `editor`. */
  active: string;
  dispatch: Dispatch<PlaygroundAction>;
  editor: MutableRefObject<EditorHandle | null>;
  /** Shows an offset of a file in the editor (./useEditorReveal.ts). */
  reveal: (file: string, pos: number) => void;
}

/**
 * The inspector for Result (`inspect`: the selection, its actions and the panel once loaded) and
 * `follow(pos)` for the editor's `onCursor`. A control's edit of the open file is one undoable change of
 * its editor; of another file, that file opens with the edit written.
 */
export function useInspector({drawn, files, active, dispatch, editor, reveal}: InspectorDeps): {
  inspect: ResultInspect;
  follow: (pos: number) => void;
} {
  const [module, setModule] = useState<InspectorModule | null>(null);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const spots = useMemo((): LayerSpot[] => drawn?.spots ?? [], [drawn]);
  const last = useRef<{spots: LayerSpot[]; selected: number | null}>({spots, selected});
  const filesNow = useRef(files);
  filesNow.current = files;

  useEffect(() => {
    const before = last.current;
    last.current = {spots, selected};
    if (before.spots === spots || before.selected === null) return;
    const origin = before.spots[before.selected]?.origin;
    if (sameOrigin(spots[before.selected]?.origin, origin)) return;
    const i = spots.findIndex((s) => sameOrigin(s.origin, origin));
    setSelected(i >= 0 ? i : null);
  }, [spots, selected]);

  const withModule = useCallback(async (): Promise<InspectorModule | null> => {
    try {
      const m = await loadInspector();
      setModule(() => m);
      setOpen(true);
      return m;
    } catch {
      return null; // offline: the picture and outline stay as they are
    }
  }, []);

  /** Selects outline line `index` and shows its element in the code. */
  const select = useCallback(
    (index: number) => {
      void withModule().then((m) => {
        if (!m) return;
        setSelected(index);
        const origin = spots[index]?.origin;
        const el = origin && m.elementAtOrigin(filesNow.current[origin.file] ?? '', origin);
        if (origin && el) reveal(origin.file, el.openFrom);
      });
    },
    [withModule, spots, reveal],
  );

  const pick = (x: number, y: number) =>
    void withModule().then((m) => {
      const i = m?.layerAt(spots, x, y);
      if (i !== undefined) select(i);
    });
  const write: InspectorProps['onEdit'] = (file, change, after) => {
    if (file === active && editor.current) return editor.current.apply(change);
    dispatch({type: 'selected', file});
    dispatch({type: 'edited', file, text: after});
  };
  const Panel = open ? module?.default : undefined;
  return {
    inspect: {
      open,
      selected: open ? selected : null,
      pick,
      select,
      toggle: () => (open ? setOpen(false) : void withModule()),
      panel: Panel && drawn && (
        <Panel
          layers={drawn.layers}
          spots={spots}
          selected={selected}
          onSelect={select}
          files={files}
          onEdit={write}
          onJump={reveal}
        />
      ),
    },
    follow: (pos) => {
      if (!open || !module) return;
      const i = module.layerForCursor(spots, files[active] ?? '', active, pos, selected);
      if (i !== undefined && i !== selected) setSelected(i);
    },
  };
}
