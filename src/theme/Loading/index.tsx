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
 * - `retry: () => void` – asks the loader to fetch the chunk again.
 * - `timedOut`, `isLoading` – unused.
 */
import React from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: Props): JSX.Element | null {
  if (error) {
    return (
      <div className={styles.errorBox} role="alert">
        <p className={styles.errorMessage}>{String(error)}</p>
        <button type="button" className={styles.retryButton} onClick={retry}>
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
