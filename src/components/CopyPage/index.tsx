/**
 * "Copy page" and "View as Markdown" above a doc's title: the button copies the page's Markdown twin (written by
 * src/plugins/llms at build time) to the clipboard and says "Copied" in a polite live region; the link opens the
 * twin. Same-origin only.
 *
 * Props: `permalink`, the page's route (`/docs/api/frame`); the twin is at twinPath(permalink).
 *
 * Under `npm start` it renders nothing: the twins are written by the production build only, so the dev server
 * would answer the link and the copy with a 404 (CONTRIBUTING.md says so).
 *
 * First-load cost is this component alone (no state, three plain elements): fetching, copying and announcing
 * live in copy.ts, a separate chunk loaded on the first sign of intent (pointer over the button, touch included,
 * or focus), which also starts fetching the twin so a click usually finds the text ready.
 */
import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinPath} from '../../plugins/llms/client/paths';
import styles from './styles.module.css';

export interface CopyPageProps {
  permalink: string;
}

const loadCopy = () => import(/* webpackChunkName: "copy-page" */ './copy');

export default function CopyPage({permalink}: CopyPageProps): JSX.Element | null {
  const twin = useBaseUrl(twinPath(permalink));
  if (process.env.NODE_ENV !== 'production') return null;
  const prepare = () => loadCopy().then((copy) => copy.prefetchTwin(twin));
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button--sm button--secondary"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          const status = event.currentTarget.parentElement?.lastElementChild;
          void loadCopy().then((copy) => copy.copyAndAnnounce(twin, status));
        }}
      >
        Copy page
      </button>
      <a href={twin}>View as Markdown</a>
      <span role="status" aria-live="polite" />
    </div>
  );
}
