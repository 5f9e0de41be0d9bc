/** Browser side of ./hotMdx.ts: one component per page module, shared by its versions, renders the newest. */
import {useEffect, useReducer, type ReactElement} from 'react';

type Render = (props: object) => ReactElement | null;

type HotContent = Render & {render: Render; rerenders: Set<() => void>};

interface Hot {
  data?: {shape?: string; content?: HotContent};
  accept(): void;
  dispose(save: (data: object) => void): void;
  invalidate(): void;
}

function hotContent(): HotContent {
  const content: HotContent = Object.assign(
    function HotMdxContent(props: object) {
      const [, rerender] = useReducer((n: number) => n + 1, 0);
      useEffect(() => {
        content.rerenders.add(rerender);
        return () => void content.rerenders.delete(rerender);
      }, []);
      // MDX 1's MDXContent calls no hook: called, not mounted, its elements are diffed in place.
      return content.render(props);
    },
    {render: (() => null) as Render, rerenders: new Set<() => void>()},
  );
  return content;
}

/** The default export for `render`: a new version of the same `shape` (a hash of the module's imports and
 * exports) re-renders the page's content; another shape invalidates, so its importers update as before. */
export default function hotMdx(hot: Hot | undefined, render: Render, shape: string): Render {
  if (!hot) return render;
  const previous = hot.data?.shape === shape ? hot.data.content : undefined;
  const content = previous ?? hotContent();
  content.render = render;
  hot.dispose((data) => Object.assign(data, {shape, content}));
  hot.accept();
  if (previous) previous.rerenders.forEach((rerender) => rerender());
  else if (hot.data) hot.invalidate();
  return content;
}
