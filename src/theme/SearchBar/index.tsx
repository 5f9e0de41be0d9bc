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
 * downloads land in it. The loaded search bar first mounts hidden and starts up there (a macrotask after
 * mounting it sets its box to the page's `_highlight` terms, empty on most pages), while the reader keeps
 * typing into the stand-in. Then, in one task and one synchronous React commit, the stand-in goes and the text,
 * the caret (selection and direction) and the focus move into the real input, written as typing would write
 * them, so its onChange and onFocus run: it loads its index and opens the suggestions for that text. Keystrokes
 * after that go to the real input itself.
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

function setCaret(input: HTMLInputElement, state: HandOver): void {
  input.setSelectionRange(state.selectionStart, state.selectionEnd, state.selectionDirection ?? undefined);
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
    setCaret(input, state);
  }
}

/**
 * Moves text, caret and focus into the real search input as soon as it is shown. The caret is kept across the
 * search bar's own start-up too: when its index has loaded it wraps the input in new elements, which blurs it,
 * and focuses it again, which would put the caret at the end; each later focus gets the caret the reader left.
 */
function HandOverTo({state}: {state: React.MutableRefObject<HandOver | null>}): null {
  useLayoutEffect(() => {
    const handOver = state.current;
    state.current = null;
    const input = document.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!handOver || !input || (!handOver.value && !handOver.focused)) return undefined;
    restore(input, handOver);
    // The `input` event above makes React put its controlled value back (empty) and then render the new one
    // once this commit is done, which moves the caret to the end: set it again after that, still in this task.
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

/**
 * Calls `onStarted` once the search bar rendered before it has started: passive effects run in tree order, so
 * this timer is queued after the one the bar sets on mount to sync its box with the page's `_highlight` terms
 * (empty on most pages), and fires after it.
 */
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
  // The real bar first mounts hidden, while the reader keeps typing into the stand-in, and is shown once it
  // has started (its start-up empties its box); a navbar that mounts after the first load shows it at once.
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
    // Outside a React event handler React 17 renders this update synchronously, in this same task: the state
    // read above is the state handed over, and no keystroke can fall in between.
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

/** The box shown until the real search bar is shown (also what the server renders): a real, editable input. */
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
