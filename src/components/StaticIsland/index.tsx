/** Static islands: server-rendered subtrees hydration leaves alone (empty `__html`); their links route. */
import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {prefetchLinksInView, preloadIslandLink, routeIslandClick} from './islandLinks';

/** In a browser (not the server render). */
const canUseDOM = typeof window !== 'undefined' && typeof window.document?.createElement === 'function';

/** Set once the first React commit in this document (the hydration) has run its layout effects. */
let hydrationCommitted = false;

/** True while React hydrates the server HTML (production builds only: the dev server does not hydrate). */
function hydrating(): boolean {
  return (
    process.env.NODE_ENV === 'production' &&
    canUseDOM &&
    !hydrationCommitted &&
    document.documentElement.dataset.hasHydrated !== 'true'
  );
}

const useIsomorphicLayoutEffect = canUseDOM ? useLayoutEffect : useEffect;

/** With `keep`, an empty `__html` (and `suppressHydrationWarning`); attaches `ref`. */
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
