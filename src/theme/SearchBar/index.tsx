/**
 * Wrap-swizzle of `@theme/SearchBar` (the local search box of @easyops-cn/docusaurus-search-local).
 *
 * Why: the plugin's search bar pulls lunr, mark.js, comlink and its own code (~20 KB gzip) into main.js, so
 * every page paid for search before anyone searched. This wrapper renders a plain, identical-looking input and
 * loads the real search bar in its own chunk on the first sign of intent: pointer over, focus on or typing in
 * the box, or the Ctrl/⌘+K shortcut. It loads at once when the URL carries `_highlight` (a search result being
 * opened, the real bar highlights the terms on the target page) or when the reader had already typed into the
 * server-rendered box before hydration.
 *
 * Nothing typed is lost: the stand-in is a real, editable input, so keystrokes made while the search code
 * downloads land in it. When the real bar mounts, the text, the caret (selection and direction) and the focus
 * move to its input in a layout effect, before the real bar's own mount effect, which adopts a value and focus
 * it finds in its input (it was written for server-rendered inputs) and opens the suggestions for that text once
 * its index is loaded. The swap happens in one synchronous React commit, so no keystroke falls between the two.
 * Keystrokes after the swap go to the real input itself.
 *
 * Props: none of its own; the original's props are passed through.
 */
import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType} from 'react';
import {useLocation} from '@docusaurus/router';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;
type SearchBarComponent = ComponentType<Props>;

/** What the stand-in input held when the real search bar replaced it. */
interface HandOver {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  selectionDirection: 'forward' | 'backward' | 'none' | null;
  focused: boolean;
}

/** The loaded search bar, kept for later mounts (the navbar remounts when the page layout changes). */
let loadedSearchBar: SearchBarComponent | undefined;
let loadingSearchBar: Promise<SearchBarComponent> | undefined;

/** Loads the real search bar once; a failed load (offline) is forgotten, so the next intent tries again. */
function loadSearchBar(): Promise<SearchBarComponent> {
  loadingSearchBar ??= import('@theme-original/SearchBar').then(
    (module) => (loadedSearchBar = module.default as SearchBarComponent),
    (error: unknown) => {
      loadingSearchBar = undefined;
      throw error;
    },
  );
  return loadingSearchBar;
}

function snapshot(input: HTMLInputElement): HandOver {
  return {
    value: input.value,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
    selectionDirection: input.selectionDirection,
    focused: document.activeElement === input,
  };
}

/**
 * Writes text and caret into the real search input as typing would: the native value setter plus an `input`
 * event, so the search bar's onChange sees it (a plain `input.value =` is invisible to React's change tracking).
 */
function restore(input: HTMLInputElement, state: HandOver): void {
  if (input.value !== state.value) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, state.value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  if (state.focused) {
    if (document.activeElement !== input) input.focus();
    input.setSelectionRange(state.selectionStart, state.selectionEnd, state.selectionDirection ?? undefined);
  }
}

/**
 * Rendered right after the real search bar. Moves text, caret and focus into its input as soon as it is in the
 * DOM, and puts the text back once more after the bar's own start-up: a macrotask after mounting, the bar sets
 * its box to the page's `_highlight` terms (empty on most pages), which would wipe what the reader typed.
 */
function HandOverTo({state}: {state: React.MutableRefObject<HandOver | null>}): null {
  const latest = useRef<HandOver | null>(null);
  useLayoutEffect(() => {
    const handOver = state.current;
    state.current = null;
    const input = document.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!handOver || !input || (!handOver.value && !handOver.focused)) return undefined;
    latest.current = handOver;
    restore(input, handOver);
    const remember = () => {
      latest.current = snapshot(input);
    };
    input.addEventListener('input', remember);
    input.addEventListener('keyup', remember);
    return () => {
      input.removeEventListener('input', remember);
      input.removeEventListener('keyup', remember);
    };
  }, [state]);
  // Passive effects run after those of the search bar rendered before this component, so this timer fires
  // after the one the bar sets on mount.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const input = document.querySelector<HTMLInputElement>('input.navbar__search-input');
      const last = latest.current;
      latest.current = null;
      if (input && last?.value && !input.value) restore(input, last);
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}

export default function SearchBarWrapper(props: Props): JSX.Element {
  const {search} = useLocation();
  const [RealSearchBar, setRealSearchBar] = useState<SearchBarComponent | undefined>(() => loadedSearchBar);
  const inputRef = useRef<HTMLInputElement>(null);
  const handOver = useRef<HandOver | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const load = useCallback(() => {
    loadSearchBar().then(
      (component) => {
        if (!mounted.current) return;
        if (inputRef.current) handOver.current = snapshot(inputRef.current);
        // Outside a React event handler React 17 renders this update synchronously: the state read above is
        // the state handed over.
        setRealSearchBar(() => component);
      },
      (error: unknown) =>
        console.warn('The search bar could not be loaded; it loads on the next try.', error),
    );
  }, []);

  const active = RealSearchBar !== undefined;

  useEffect(() => {
    if (active) return;
    const input = inputRef.current;
    // Typed into (or focused) before hydration, or a search result being opened.
    if (search.includes('_highlight=') || input?.value || document.activeElement === input) load();
  }, [active, search, load]);

  useEffect(() => {
    if (active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        load();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, load]);

  if (RealSearchBar) {
    return (
      <>
        <RealSearchBar {...props} />
        <HandOverTo state={handOver} />
      </>
    );
  }
  return (
    <div className={`navbar__search ${styles.placeholder}`} data-search-placeholder="">
      <input
        ref={inputRef}
        className="navbar__search-input"
        placeholder="Search"
        aria-label="Search"
        onPointerEnter={load}
        onFocus={load}
        onInput={load}
      />
      <span className={styles.hint} aria-hidden="true">
        <kbd>ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </div>
  );
}
