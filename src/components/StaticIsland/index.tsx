/**
 * Static islands: large server-rendered subtrees (props tables, highlighted code, static Markdown) that React
 * does not walk when it hydrates the page.
 *
 * How: during hydration an island renders its element with `dangerouslySetInnerHTML={{__html: ''}}` instead
 * of its children. React 17 hydrates such an element as a leaf (no fibers for its children, and in production
 * no comparison with, or rewrite of, the inner HTML), so the server HTML stays on screen untouched and none of
 * the children's components run: no props-table rows, no Prism tokenising. An island keeps that form for its
 * whole life (re-rendering it with the same empty `__html` changes nothing); islands rendered after hydration,
 * on a client-side navigation, render their children as usual. What the children do without React must work
 * without React: anchors, `<details>`, CSS; interactive parts stay outside the island. Internal links still
 * route client-side: the island element routes their clicks, and their routes are prefetched and preloaded as
 * `<Link>`'s are (./islandLinks.ts).
 *
 * Safety net: if an island finds its element empty after hydrating (the server HTML was not there, e.g. the
 * dev server, which renders on the client only, or a hydration mismatch upstream), it renders its children.
 *
 * On Docusaurus 3 (React 18): check that an element hydrated with an empty `__html` still keeps its server HTML;
 * the PERF-9 tests of tests/e2e/hydration.test.ts tell. Keep this component only if they pass.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {prefetchLinksInView, preloadIslandLink, routeIslandClick} from './islandLinks';

/** In a browser (not the server render). */
const canUseDOM = typeof window !== 'undefined' && typeof window.document?.createElement === 'function';

/** Set once the first React commit in this document (the hydration) has run its layout effects. */
let hydrationCommitted = false;

/** True while React is hydrating the server HTML (production builds only: the dev server does not hydrate). */
function hydrating(): boolean {
  return (
    process.env.NODE_ENV === 'production' &&
    canUseDOM &&
    !hydrationCommitted &&
    document.documentElement.dataset.hasHydrated !== 'true'
  );
}

const useIsomorphicLayoutEffect = canUseDOM ? useLayoutEffect : useEffect;

/**
 * For components that make their own island element: `keep` is true when the element must render
 * `dangerouslySetInnerHTML={{__html: ''}}` (and `suppressHydrationWarning`) instead of its children; attach
 * `ref` to that element.
 */
export function useKeepServerHtml<T extends HTMLElement>(): {keep: boolean; ref: React.RefObject<T>} {
  const [keep, setKeep] = useState(hydrating);
  const ref = useRef<T>(null);
  useIsomorphicLayoutEffect(() => {
    hydrationCommitted = true;
    if (keep && ref.current && !ref.current.hasChildNodes()) setKeep(false);
  }, [keep]);
  return {keep, ref};
}

/** Elements an island can be: its own element, which stays in the page in both forms. */
export type IslandTag = 'div' | 'section' | 'figure' | 'table' | 'ul' | 'ol' | 'p' | 'blockquote';

/** Props of the element `as`, except children/innerHTML, which the island controls. */
type IslandProps = {
  /** The island's own element (default `div`); it carries the props below in both forms. */
  as?: IslandTag;
  children: ReactNode;
} & Omit<React.HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>;

/** An element whose children are server HTML that hydration leaves alone (see the file comment). */
export default function StaticIsland({as = 'div', children, ...props}: IslandProps): JSX.Element {
  const {keep, ref} = useKeepServerHtml<HTMLElement>();
  const history = useHistory() as ReturnType<typeof useHistory> | undefined;
  useEffect(() => (keep && ref.current ? prefetchLinksInView(ref.current) : undefined), [keep, ref]);
  return keep
    ? React.createElement(as, {
        ...props,
        ref,
        dangerouslySetInnerHTML: {__html: ''},
        suppressHydrationWarning: true,
        onClick: (event: React.MouseEvent<HTMLElement>) => routeIslandClick(event, history),
        onMouseOver: preloadIslandLink,
        onTouchStart: preloadIslandLink,
        onFocus: preloadIslandLink,
      })
    : React.createElement(as, {...props, ref}, children);
}
