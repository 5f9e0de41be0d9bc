/** The playground's state: the example the address names (PLAY-1, PLAY-7) and the reader's draft (PLAY-8). */
import {useCallback, useEffect, useReducer} from 'react';
import {initialState, openAddress, playgroundReducer, sameFiles, writeDraft} from './state';
import {RENDER_DEBOUNCE_MS} from './useRunner';
import {dropHash} from './useShareLink';

/**
 * The state and its dispatch (./state.ts), `edit(text)` of the open file and `reset()` (PLAY-6): both drop
 * a share link from the address. Opens the example of `search` (and a share link in `hash`, read once per
 * example) and keeps the reader's edits as its draft about RENDER_DEBOUNCE_MS after the last one.
 */
export function usePlaygroundState(search: string, hash: string) {
  const [state, dispatch] = useReducer(playgroundReducer, initialState);
  const {loaded, files, active, edited} = state;

  useEffect(() => {
    let live = true;
    openAddress(search, hash).then(
      (l) => live && dispatch({type: 'opened', loaded: l}),
      // Offline, or the example's chunk is gone (a new deploy): say so instead of loading forever.
      () => live && dispatch({type: 'failed'}),
    );
    return () => {
      live = false;
    };
    // The hash is read once per example: Share writes it without reopening anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [search]);

  // The published text is no draft.
  useEffect(() => {
    if (!loaded || !edited) return;
    const timer = window.setTimeout(() => {
      writeDraft(loaded.example.id, sameFiles(files, loaded.example.files) ? null : {files, active});
    }, RENDER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `edited` changes only with `files`
  }, [files, active, loaded]);

  const edit = useCallback(
    (text: string) => {
      dispatch({type: 'edited', file: active, text});
      dropHash(false);
    },
    [active],
  );

  const reset = () => {
    if (!loaded) return;
    dispatch({type: 'reset'});
    writeDraft(loaded.example.id, null);
    dropHash(true);
  };

  return {state, dispatch, edit, reset};
}
