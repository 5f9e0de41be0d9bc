/**
 * The type errors under the editor (PLAY-14), as tsc prints them, in a polite live region; nothing before the
 * first check. The picture is drawn regardless: the text says the reader's build would stop.
 */
import React from 'react';
import {diagnosticText} from '../../figma-runner/protocol/typecheck';
import type {TypeDiagnostic} from './typeCheck';
import styles from './styles.module.css';

export default function TypeErrors({
  diagnostics,
  failure,
}: {
  diagnostics: readonly TypeDiagnostic[] | null;
  failure: string | null;
}): JSX.Element {
  const errors = diagnostics?.filter((d) => d.category === 'error') ?? [];
  return (
    <div aria-live="polite" className={styles.typeErrors} data-testid="playground-type-errors">
      {failure && <p>Types could not be checked: {failure}</p>}
      {diagnostics && errors.length === 0 && !failure && (
        <p className={styles.typesOk}>No type errors: the starter&apos;s build would compile this.</p>
      )}
      {errors.length > 0 && (
        <>
          <p className={styles.typesBad}>
            {errors.length === 1 ? 'One type error' : `${errors.length} type errors`}: your build (
            <code>npm run build</code>) would stop here. The picture is still drawn.
          </p>
          <ul className={styles.typeErrorList} aria-label="Type errors">
            {errors.map((d) => (
              <li key={`${d.file}:${d.start}:${d.code}`} tabIndex={0}>
                <code>{diagnosticText(d)}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
