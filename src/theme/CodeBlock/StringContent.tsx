/**
 * The highlighted code block (what theme-classic 2.4.3's `CodeBlock/Content/String` draws, with the same
 * markup and theme classes), changed in four ways for hydration cost:
 *
 * 1. The `<pre>` is a static island (src/components/StaticIsland): when React hydrates the page it keeps the
 *    server's lines as they are and never tokenises the code. The title, the copy and word-wrap buttons stay
 *    React components; word wrap works on the island's DOM through the `<pre>` ref, as in stock.
 * 2. Prism is loaded on demand (src/plugins/code-highlighting/client/prismOnDemand.ts): a block rendered in the
 *    browser paints its lines as plain text first and is highlighted after that paint; on a first load, where
 *    every block is an island, Prism is loaded at the reader's first interaction.
 * 3. Word wrap measures after the browser's layout, with no ICU collator set up (./useWordWrap.ts).
 * 4. Lighter token markup (./tokenRuns.ts): a span only where the colour changes, with only the classes that
 *    win in the stylesheet; text that looks plain (punctuation, operators) is a bare text node (the block's own
 *    colour applies), whitespace joins the span before it, and a plain line has no element of its own (see
 *    CodeLine). Lines with line numbers keep the theme's Line component.
 *
 * Props: those of `@theme/CodeBlock/Content/String` (`children` code string, `className`, `metastring`,
 * `title`, `language`, `showLineNumbers`).
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

/**
 * One code line. A plain line is its token runs and a newline character, with no element of its own: inside
 * `<pre>` the newline breaks the line as stock's `<span class="token-line">…<br></span>` does, for one element
 * fewer per line. A line that carries a class (a magic comment's highlight, drawn as a block) keeps the span.
 * Props: `line` (the line's tokens), `className` (the magic comments' classes, if any), `last` (no newline
 * after the block's last line).
 */
function CodeLine({line, className, last}: {line: Token[]; className?: string; last: boolean}): JSX.Element {
  const runs = tokenRuns(line).map(({className: runClass, text}, i) =>
    runClass ? (
      <span key={i} className={runClass}>
        {text}
      </span>
    ) : (
      <React.Fragment key={i}>{text}</React.Fragment>
    ),
  );
  if (className) {
    return (
      <span className={clsx('token-line', className)}>
        {runs}
        <br />
      </span>
    );
  }
  return (
    <>
      {runs}
      {last ? null : '\n'}
    </>
  );
}

/**
 * The Prism to highlight with: in the server build the real one at once; in the browser the grammar-less one
 * (plain lines) for the first render, and the real one after the browser has painted that render and Prism has
 * arrived (loadPrismAfterPaint: the text of a page reached by navigation shows before it is tokenised). A block
 * rendered in the browser starts the download; a static island needs no Prism itself and only arms the download
 * for the reader's first interaction, so later client-side renders have it without it weighing on the first
 * load. An island does not re-render when it arrives.
 */
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
                  {tokens.map((line, i) =>
                    showLineNumbers ? (
                      <Line
                        key={i}
                        line={line}
                        getLineProps={getLineProps}
                        getTokenProps={getTokenProps}
                        classNames={lineClassNames[i]}
                        showLineNumbers
                      />
                    ) : (
                      <CodeLine
                        key={i}
                        line={line}
                        className={lineClassNames[i]?.join(' ')}
                        last={i === tokens.length - 1}
                      />
                    ),
                  )}
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
