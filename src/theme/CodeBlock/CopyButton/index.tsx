/** Ejected `@theme/CodeBlock/CopyButton` (theme-classic 2.4.3): icons as CSS shapes, not SVG (PERF-15). */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import copy from 'copy-text-to-clipboard';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/CodeBlock/CopyButton';
import styles from './styles.module.css';

/** How long the button shows "Copied" after a click (ms), as in theme-classic 2.4.3. */
const COPIED_MS = 1000;

export default function CopyButton({code, className}: Props): JSX.Element {
  const [isCopied, setIsCopied] = useState(false);
  const copyTimeout = useRef<number | undefined>(undefined);
  const handleCopyCode = useCallback(() => {
    copy(code);
    setIsCopied(true);
    copyTimeout.current = window.setTimeout(() => setIsCopied(false), COPIED_MS);
  }, [code]);
  useEffect(() => () => window.clearTimeout(copyTimeout.current), []);
  return (
    <button
      type="button"
      aria-label={
        isCopied
          ? translate({
              id: 'theme.CodeBlock.copied',
              message: 'Copied',
            })
          : translate({
              id: 'theme.CodeBlock.copyButtonAriaLabel',
              message: 'Copy code to clipboard',
            })
      }
      title={translate({
        id: 'theme.CodeBlock.copy',
        message: 'Copy',
      })}
      className={clsx('clean-btn', className, isCopied && styles.copied)}
      onClick={handleCopyCode}
    >
      <span className={styles.icons} aria-hidden="true" />
    </button>
  );
}
