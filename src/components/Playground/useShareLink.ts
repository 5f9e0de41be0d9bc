/** The playground's share link (PLAY-6): the project compressed into the address's `#code=…` hash. */
import {useState, type Dispatch} from 'react';
import {encodeShare} from './shareLink';
import type {PlaygroundAction, PlaygroundState} from './state';

/** How long "Copied" shows on the Copy link button (ms). */
const COPIED_MS = 2000;

const replaceAddress = (address: string) => window.history.replaceState(window.history.state, '', address);

/** Removes the address's share link (`#code=…`; with `any`, any hash) once the project changed. */
export function dropHash(any: boolean): void {
  const {hash, pathname, search} = window.location;
  if (any ? hash : hash.startsWith('#code=')) replaceAddress(pathname + search);
}

/** Share and Copy link: `share()` writes the link into the address and shows it, `copy()` copies it. */
export function useShareLink(state: PlaygroundState, dispatch: Dispatch<PlaygroundAction>) {
  const [copied, setCopied] = useState(false);
  const {loaded, files, active, shareUrl} = state;

  const share = async () => {
    if (!loaded) return;
    const payload = await encodeShare(files, active);
    const address = `${window.location.pathname}?example=${encodeURIComponent(loaded.example.id)}#code=${payload}`;
    replaceAddress(address);
    dispatch({type: 'shared', url: window.location.origin + address});
    setCopied(false);
  };

  const copy = async () => {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      dispatch({
        type: 'noted',
        note: 'The browser did not let the page copy; select the link and copy it yourself.',
      });
    }
  };

  return {copied, share, copy};
}
