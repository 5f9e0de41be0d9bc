/**
 * Ejected `@theme/CodeBlock/CopyButton` (theme-classic 2.4.3): the same button, its two icons drawn by CSS.
 *
 * Why: stock draws each icon as an inline `<svg>` with a `<path>`, so every code block adds four elements and
 * their path data to the static HTML, and React hydrates them on first load. Here the icons are one `<span>`
 * and its `::before` and `::after`, CSS shapes in ./styles.module.css (not SVG images: PERF-15). On
 * /docs/api/frame that is 138 B of gzip HTML and 20 elements fewer; on /docs/configure (19 blocks), 76
 * elements. Label, title, tooltip text, the one-second "Copied" state and the icon transition are stock's; the
 * `translate()` calls leave out stock's descriptions (only `write-translations` reads them, and every byte of
 * this component is on every doc page's first load, PERF-1).
 *
 * Props: `code` (the text put on the clipboard), `className` (from the code block's button group).
 *
 * On Docusaurus 3: theme-classic 3's CopyButton still renders `@theme/Icon/Copy` and `@theme/Icon/Success`;
 * re-apply this change or drop the eject.
 */
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
