/** Wrap-swizzle of `@theme/SearchBar`: a stand-in input until intent, then the real one, text handed over. */
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

function setCaret(input: HTMLInputElement, state: HandOver): void {
  input.setSelectionRange(state.selectionStart, state.selectionEnd, state.selectionDirection ?? undefined);
}

/** Writes text and caret as typing would (native setter + `input` event), so React's onChange sees it. */
function restore(input: HTMLInputElement, state: HandOver): void {
  if (input.value !== state.value) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, state.value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  if (state.focused) {
    if (document.activeElement !== input) input.focus();
    setCaret(input, state);
  }
}

/** Moves text, caret and focus into the real input once shown, and keeps the caret through its start-up. */
function HandOverTo({state}: {state: React.MutableRefObject<HandOver | null>}): null {
  useLayoutEffect(() => {
    const handOver = state.current;
    state.current = null;
    const input = document.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!handOver || !input || (!handOver.value && !handOver.focused)) return undefined;
    restore(input, handOver);
    // React renders the controlled value after this commit, moving the caret to the end: set it again.
    queueMicrotask(() => {
      if (input.value === handOver.value && document.activeElement === input) setCaret(input, handOver);
    });
    let last = handOver;
    const remember = () => {
      if (document.activeElement === input) last = snapshot(input);
    };
    const keepCaret = () => {
      if (input.value === last.value) setCaret(input, last);
    };
    const events = ['input', 'keyup', 'mouseup', 'select'] as const;
    for (const type of events) input.addEventListener(type, remember);
    input.addEventListener('focus', keepCaret);
    return () => {
      for (const type of events) input.removeEventListener(type, remember);
      input.removeEventListener('focus', keepCaret);
    };
  }, [state]);
  return null;
}

/** Calls `onStarted` after the bar's own mount timer has run (passive effects run in tree order). */
function WhenStarted({onStarted}: {onStarted: () => void}): null {
  useEffect(() => {
    const timer = window.setTimeout(onStarted, 0);
    return () => window.clearTimeout(timer);
  }, [onStarted]);
  return null;
}

export default function SearchBarWrapper(props: Props): JSX.Element {
  const {search} = useLocation();
  const [RealSearchBar, setRealSearchBar] = useState<SearchBarComponent | undefined>(() => loadedSearchBar);
  // Mounted hidden until started (its start-up empties its box); a later navbar mount shows it at once.
  const [shown, setShown] = useState(() => loadedSearchBar !== undefined);
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
        if (mounted.current) setRealSearchBar(() => component);
      },
      (error: unknown) =>
        console.warn('The search bar could not be loaded; it loads on the next try.', error),
    );
  }, []);

  const show = useCallback(() => {
    if (inputRef.current) handOver.current = snapshot(inputRef.current);
    // React 17 renders this synchronously here, so no keystroke falls between the snapshot and the swap.
    setShown(true);
  }, []);

  const active = RealSearchBar !== undefined;

  useEffect(() => {
    if (active) return;
    const input = inputRef.current;
    // Typed into (or focused) before hydration, or a search result being opened.
    if (search.includes('_highlight=') || input?.value || document.activeElement === input) load();
  }, [active, search, load]);

  useEffect(() => {
    if (shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        load();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, load]);

  return (
    <>
      {!shown && <StandIn inputRef={inputRef} load={load} />}
      {RealSearchBar && (
        // `display: contents` once shown: the wrapper adds no box, so the navbar lays out as without it.
        <div style={{display: shown ? 'contents' : 'none'}}>
          <RealSearchBar {...props} />
          {shown ? <HandOverTo state={handOver} /> : <WhenStarted onStarted={show} />}
        </div>
      )}
    </>
  );
}

/** The box shown until the real search bar is (also what the server renders): a real, editable input. */
function StandIn({
  inputRef,
  load,
}: {
  inputRef: React.RefObject<HTMLInputElement>;
  load: () => void;
}): JSX.Element {
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
