/**
 * Counts which elements React rendered again between two moments of a browser test, on a production build.
 *
 * React DOM reports every commit to a global DevTools hook when one exists (production builds too). The init
 * script from `renderWatchScript` installs a stand-in hook before the page's scripts run; it keeps the last
 * committed root and exposes `window.renderWatch`:
 * - `mark()`: remembers the props object of every watched element's fiber and returns how many it saw;
 * - `renderedSinceMark()`: the watched elements (start of their outerHTML) whose fiber got a new props
 *   object.
 * React gives an element new props only when the component that returns it renders again; a fiber React skips
 * keeps its props object. So the list is the watched elements React rendered again.
 */
import type {Page} from 'playwright-core';

/** What `window.renderWatch` offers a test, through `page.evaluate`. */
export type RenderWatch = {mark(): number; renderedSinceMark(): string[]};

/**
 * The init script (for `addInitScript({content})`) that installs `window.renderWatch` in a page.
 * @param watched CSS selector of the elements to watch, e.g. `.navbar__inner *`.
 * @param skip CSS selector of a part inside them whose renders do not count (matched with `closest`).
 */
export function renderWatchScript(watched: string, skip?: string): string {
  // A string, with a stand-in for the `__name` helper the test compiler adds to named inner functions, which
  // exists in Node only.
  return `var __name = (f) => f; (${String(installRenderWatch)})(${JSON.stringify(watched)}, ${JSON.stringify(
    skip ?? null,
  )});`;
}

/** Calls `mark()` of the page's watch. */
export function markRenders(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {renderWatch: RenderWatch}).renderWatch.mark());
}

/** Calls `renderedSinceMark()` of the page's watch. */
export function rendersSinceMark(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as {renderWatch: RenderWatch}).renderWatch.renderedSinceMark(),
  );
}

/** Runs in the page, serialised by `renderWatchScript`; see the module comment. */
function installRenderWatch(watched: string, skip: string | null): void {
  type Fiber = {child: Fiber | null; sibling: Fiber | null; stateNode: unknown; memoizedProps: unknown};
  let root: {current: Fiber} | null = null;
  const propsAtMark = new Map<Element, unknown>();
  const visitWatched = (visit: (element: Element, props: unknown) => void) => {
    const stack: Fiber[] = root ? [root.current] : [];
    while (stack.length) {
      const fiber = stack.pop()!;
      const node = fiber.stateNode;
      if (node instanceof Element && node.matches(watched) && !(skip && node.closest(skip))) {
        visit(node, fiber.memoizedProps);
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
  };
  (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberRoot: (_id: number, committed: {current: Fiber}) => (root = committed),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };
  const watch: RenderWatch = {
    mark() {
      propsAtMark.clear();
      visitWatched((element, props) => propsAtMark.set(element, props));
      return propsAtMark.size;
    },
    renderedSinceMark() {
      const rendered: string[] = [];
      visitWatched((element, props) => {
        if (propsAtMark.has(element) && propsAtMark.get(element) !== props) {
          rendered.push(element.outerHTML.slice(0, 80));
        }
      });
      return rendered;
    },
  };
  (window as unknown as {renderWatch: RenderWatch}).renderWatch = watch;
}
