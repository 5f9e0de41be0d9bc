/** The playground's side of the inspector (INSP-1, INSP-4): the selection; ./inspector loads when asked. */
import {useCallback, useEffect, useRef, useState} from 'react';
import {sameOrigin, type LayerSpot} from '../../figma-runner/protocol/messages';
import type {Drawn} from './errorText';

type InspectorModule = typeof import('./inspector');

let loading: Promise<InspectorModule> | null = null;
/** The chunk, once; a failed load (offline) is tried again on the next click. */
function loadInspector(): Promise<InspectorModule> {
  loading ??= import(/* webpackChunkName: "inspector" */ './inspector').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/**
 * @param drawn the picture (a new one keeps the selection).
 * @param reveal shows an offset in the editor.
 */
export function useInspector(
  drawn: Drawn | null,
  files: Record<string, string>,
  reveal: (file: string, pos: number) => void,
) {
  const [module, setModule] = useState<InspectorModule | null>(null);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const spots: LayerSpot[] = drawn?.spots ?? [];
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

  return {
    open,
    module: open ? module : null,
    selected: open ? selected : null,
    spots,
    select,
    /** Selects the layer drawn at `x`, `y` of the picture (its px). */
    pick: (x: number, y: number) =>
      void withModule().then((m) => {
        const i = m?.layerAt(spots, x, y);
        if (i !== undefined) select(i);
      }),
    /** Follows the editor's cursor: the layer its element drew, if any. */
    follow: (text: string, file: string, pos: number) => {
      if (!open || !module) return;
      const i = module.layerForCursor(spots, text, file, pos, selected);
      if (i !== undefined && i !== selected) setSelected(i);
    },
    toggle: () => (open ? setOpen(false) : void withModule()),
  };
}
