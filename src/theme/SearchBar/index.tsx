/**
 * Wrap-swizzle of `@theme/SearchBar` (the local search box of @easyops-cn/docusaurus-search-local).
 *
 * Why: the plugin's search bar pulls lunr, mark.js, comlink and its own code (~20 KB gzip) into main.js, so
 * every page paid for search before anyone searched. This wrapper renders a plain, identical-looking input and
 * loads the real search bar in its own chunk on the first sign of intent: pointer over or focus on the box,
 * or the Ctrl/⌘+K shortcut. It loads at once when the URL carries `_highlight` (a search result being opened),
 * because the real bar is what highlights the terms on the target page.
 *
 * Props: none of its own; the original's props are passed through. Focus and typed text carry over.
 */
import React, {useEffect, useRef, useState} from 'react';
import Loadable from 'react-loadable';
import {useLocation} from '@docusaurus/router';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/** The box shown until the real search bar has loaded (also what the server renders). */
function PlaceholderBox({onIntent}: {onIntent?: (focus: boolean) => void}): JSX.Element {
  return (
    <div className={`navbar__search ${styles.placeholder}`} data-search-placeholder="">
      <input
        className="navbar__search-input"
        placeholder="Search"
        aria-label="Search"
        onPointerEnter={() => onIntent?.(false)}
        onFocus={() => onIntent?.(true)}
        readOnly={!onIntent}
      />
      <span className={styles.hint} aria-hidden="true">
        <kbd>ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </div>
  );
}

type RealProps = Props & {focusOnMount: boolean};

/** Focuses the real search input; rendered right after the loaded search bar, so the input exists. */
function FocusSearchInput(): null {
  useEffect(() => {
    document.querySelector<HTMLInputElement>('.navbar__search-input')?.focus();
  }, []);
  return null;
}

const RealSearchBar = Loadable({
  loader: () => import('@theme-original/SearchBar'),
  loading: () => <PlaceholderBox />,
  // Keep showing the box while loading: no spinner flash in the navbar.
  delay: 60_000,
  render: (loaded: {default: React.ComponentType<Props>}, {focusOnMount, ...props}: RealProps) => (
    <>
      <loaded.default {...props} />
      {focusOnMount && <FocusSearchInput />}
    </>
  ),
});

export default function SearchBarWrapper(props: Props): JSX.Element {
  const {search} = useLocation();
  const [active, setActive] = useState(false);
  const focusWhenReady = useRef(false);

  const activate = (focus: boolean) => {
    focusWhenReady.current ||= focus;
    setActive(true);
  };

  useEffect(() => {
    if (search.includes('_highlight=')) setActive(true);
  }, [search]);

  useEffect(() => {
    if (active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        activate(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  if (!active) return <PlaceholderBox onIntent={activate} />;
  return <RealSearchBar {...props} focusOnMount={focusWhenReady.current} />;
}
