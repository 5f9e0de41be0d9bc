/**
 * theme-classic 2.4.3's `CodeBlock/Content/String`, same markup, lighter to hydrate: a static island `<pre>`,
 * Prism on demand, lighter tokens (src/theme/README.md).
 */
import React, {useCallback, useEffect, useState} from 'react';
import clsx from 'clsx';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {
  containsLineNumbers,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
} from '@docusaurus/theme-common/internal';
import Highlight, {defaultProps, type Language} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content/String';
import Container from '@theme/CodeBlock/Container';
import CopyButton from '@theme/CodeBlock/CopyButton';
import Line from '@theme/CodeBlock/Line';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import ownStyles from './styles.module.css';
import {useKeepServerHtml} from '../../components/StaticIsland';
import type {PrismLib} from '../../plugins/code-highlighting/client/prism';
import plainPrism from '../../plugins/code-highlighting/client/plainPrism';
import {
  loadPrismAfterPaint,
  loadPrismOnIntent,
  prismForFirstRender,
} from '../../plugins/code-highlighting/client/prismOnDemand';
import {tokenRuns, type Token} from './tokenRuns';
import {useWordWrap} from './useWordWrap';

/** Lines as runs and newlines (a span with `<br>` if highlighted); adjacent texts merged: no `<!-- -->`. */
function codeLines(tokens: Token[][], lineClassNames: Record<number, string[]>): React.ReactNode[] {
  const nodes: React.ReactNode[] = [];
  const push = (node: React.ReactNode) => {
    const last = nodes.length - 1;
    if (typeof node === 'string' && typeof nodes[last] === 'string') nodes[last] += node;
    else nodes.push(node);
  };
  tokens.forEach((line, i) => {
    const runs = tokenRuns(line).map(({className, text}, j) =>
      className ? (
        <span key={`${i}.${j}`} className={className}>
          {text}
        </span>
      ) : (
        text
      ),
    );
    const highlighted = lineClassNames[i]?.join(' ');
    if (highlighted) {
      push(
        <span key={i} className={clsx('token-line', highlighted)}>
          {runs}
          <br />
        </span>,
      );
    } else {
      runs.forEach(push);
      if (i < tokens.length - 1) push('\n');
    }
  });
  return nodes;
}

/** The Prism to highlight with: the real one on the server; in the browser plain lines until it arrives. */
function usePrism(island: boolean): PrismLib {
  const [prism, setPrism] = useState(prismForFirstRender);
  useEffect(() => {
    if (prism) return undefined;
    if (island) {
      loadPrismOnIntent();
      return undefined;
    }
    let mounted = true;
    loadPrismAfterPaint().then(
      (loaded) => {
        if (mounted) setPrism(loaded);
      },
      // Offline: the block stays plain text; the next block that mounts tries again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [prism, island]);
  return prism ?? plainPrism;
}

export default function StringContent({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): JSX.Element {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  const language = languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage;
  const prismTheme = usePrismTheme();
  const wordWrap = useWordWrap();
  const island = useKeepServerHtml<HTMLPreElement>();
  const prism = usePrism(island.keep);
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const {lineClassNames, code} = parseLines(children, {metastring, language, magicComments});
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const codeBlockRef = wordWrap.codeBlockRef;
  const islandRef = island.ref as React.MutableRefObject<HTMLPreElement | null>;
  const preRef = useCallback(
    (element: HTMLPreElement | null) => {
      codeBlockRef.current = element;
      islandRef.current = element;
    },
    [codeBlockRef, islandRef],
  );
  const preProps = {
    tabIndex: 0,
    ref: preRef,
    // The class prism-react-renderer's <Highlight> gives its <pre>.
    className: clsx(`prism-code language-${language ?? 'text'}`, styles.codeBlock, 'thin-scrollbar'),
  };
  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language && !blockClassName.includes(`language-${language}`) && `language-${language}`,
      )}
    >
      {title && <div className={clsx(styles.codeBlockTitle, ownStyles.title)}>{title}</div>}
      <div className={styles.codeBlockContent}>
        {island.keep ? (
          <pre {...preProps} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
        ) : (
          <Highlight
            {...defaultProps}
            Prism={prism}
            theme={prismTheme}
            code={code}
            language={(language ?? 'text') as Language}
          >
            {({tokens, getLineProps, getTokenProps}) => (
              <pre {...preProps}>
                <code
                  className={clsx(
                    styles.codeBlockLines,
                    showLineNumbers && styles.codeBlockLinesWithNumbering,
                  )}
                >
                  {showLineNumbers
                    ? tokens.map((line, i) => (
                        <Line
                          key={i}
                          line={line}
                          getLineProps={getLineProps}
                          getTokenProps={getTokenProps}
                          classNames={lineClassNames[i]}
                          showLineNumbers
                        />
                      ))
                    : codeLines(tokens, lineClassNames)}
                </code>
              </pre>
            )}
          </Highlight>
        )}
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton
              className={styles.codeButton}
              onClick={() => wordWrap.toggle()}
              isEnabled={wordWrap.isEnabled}
            />
          )}
          <CopyButton className={styles.codeButton} code={code} />
        </div>
      </div>
    </Container>
  );
}
