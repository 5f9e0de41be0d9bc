/**
 * Swizzled (ejected) `@theme/Loading`: the box the lazy loader (@docusaurus/react-loadable) shows while a
 * route chunk loads. Why swizzle: LOAD-4 asks for an animated spinner after a delay and FAIL-1 for a red
 * error box with the error message and a Retry button; the stock fallback draws both with inline styles whose white
 * text on #fa383e fails WCAG contrast, and it has no role for screen readers.
 *
 * Props (react-loadable's LoadingComponentProps):
 * - `pastDelay: boolean` – true once the loader's delay has passed (LOAD-4: 200 ms, the lazy loader's default);
 *   before that nothing is drawn, so fast loads never flash a spinner.
 * - `error: unknown` – set when the chunk failed to load; shown as `String(error)`.
 * - `retry: () => void` – asks the loader to fetch the chunk again. Retry calls it when the network failed
 *   (it works once the network is back); when the failed chunk is gone from the server because the site was
 *   redeployed under this tab, fetching it again can never work, so Retry loads the page's URL as a full page
 *   instead (src/plugins/route-transitions/client/staleDeploy.ts tells the two apart).
 * - `timedOut`, `isLoading` – unused.
 *
 * On Docusaurus 3: @theme/Loading has the same props; compare with theme-classic 3's and keep this eject.
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
