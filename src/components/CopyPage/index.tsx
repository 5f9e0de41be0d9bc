/**
 * "Copy page" and "View as Markdown" beside a doc's title: the button copies the page's Markdown twin (written
 * by src/plugins/llms at build time) to the clipboard and announces "Copied" in a polite live region; the link
 * opens the twin. Same-origin only.
 *
 * Props: `permalink`, the page's route (`/docs/api/frame`); the twin is at twinPath(permalink).
 *
 * First-load cost is this component alone: the fetch and clipboard code (copy.ts) is a separate chunk loaded on
 * the first sign of intent (pointer over, focus or touch on the button), which also starts fetching the twin,
 * so a click usually finds the text ready. Three plain elements in one row; no state until the first copy.
 */
import React, {useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinPath} from '../../plugins/llms/paths';
import styles from './styles.module.css';

export interface CopyPageProps {
  permalink: string;
}

const loadCopy = () => import(/* webpackChunkName: "copy-page" */ './copy');

/** What the live region says after a copy; "" before the first one. */
type Status = '' | 'Copied' | 'Copy failed';

export default function CopyPage({permalink}: CopyPageProps): JSX.Element {
  const twin = useBaseUrl(twinPath(permalink));
  const [status, setStatus] = useState<Status>('');
  const prepare = () => {
    void loadCopy().then((copy) => copy.prefetchTwin(twin));
  };
  const onClick = async () => {
    setStatus('');
    try {
      await (await loadCopy()).copyTwin(twin);
      setStatus('Copied');
    } catch {
      setStatus('Copy failed');
    }
  };
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button--sm button--secondary"
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={onClick}
      >
        Copy page
      </button>
      <a href={twin} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
