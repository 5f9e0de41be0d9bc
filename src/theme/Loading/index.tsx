/**
 * Ejected `@theme/Loading`: nothing until `pastDelay` (LOAD-4), then a spinner; on `error` a box with Retry
 * (FAIL-1), with roles and WCAG contrast (src/theme/README.md).
 */
import React from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import {siteChangedUnder} from '../../plugins/route-transitions/client/staleDeploy';
import styles from './styles.module.css';

/** Retry: fetch the chunk again, or load the page afresh when the site changed under this tab. */
function retryOrReload(error: unknown, retry: () => void): void {
  void siteChangedUnder(error).then((changed) => (changed ? window.location.reload() : retry()));
}

export default function Loading({error, retry, pastDelay}: Props): JSX.Element | null {
  if (error) {
    return (
      <div className={styles.errorBox} role="alert">
        <p className={styles.errorMessage}>{String(error)}</p>
        <button type="button" className={styles.retryButton} onClick={() => retryOrReload(error, retry)}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
  return null;
}
