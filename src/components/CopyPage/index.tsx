/** "Copy page" and "View as Markdown" above a doc's title, for its llms twin (none under `npm start`). */
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
