/**
 * Which JSX element drew each layer (INSP-1): sucrase's `__source`, kept aside by `createElement`, read from
 * the fibers.
 */
import type {ElementOrigin} from '../protocol/messages';

export type {ElementOrigin};

/** A props object React keeps on the fiber of the element it was made for → where that element is written. */
const written = new WeakMap<object, ElementOrigin>();

type CreateElement = (
  type: unknown,
  props: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

/**
 * The reader's `react`: React with a `createElement` that takes `__source`/`__self` out of the props and
 * remembers them.
 */
export function sourceRecordingReact<R extends {createElement: CreateElement}>(React: R): R {
  const createElement: CreateElement = (type, props, ...children) => {
    const source = props?.__source as {fileName?: string; lineNumber?: number; nth?: number} | undefined;
    if (!source) return React.createElement(type, props, ...children);
    const {__source: _source, __self: _self, ...rest} = props!;
    const element = React.createElement(type, rest, ...children) as {props: object};
    if (typeof source.fileName === 'string' && typeof source.lineNumber === 'number') {
      written.set(element.props, {file: source.fileName, line: source.lineNumber, nth: source.nth ?? 0});
    }
    return element;
  };
  return {...React, createElement};
}

/** The parts of a React 17 fiber read here (react-reconciler's `Fiber`). */
interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  memoizedProps: unknown;
  stateNode: unknown;
}

/**
 * Each host instance's origin under `containers` (FiberRoots), by its `reactId` (react-figma's renderer.js,
 * also the node's plugin data): the nearest element of the reader's code at or above its fiber.
 */
export function originsByReactId(containers: unknown[]): Map<string, ElementOrigin> {
  const out = new Map<string, ElementOrigin>();
  const originOf = (fiber: Fiber | null): ElementOrigin | undefined => {
    for (let f = fiber; f; f = f.return) {
      const props = f.memoizedProps;
      const origin = props && typeof props === 'object' ? written.get(props) : undefined;
      if (origin) return origin;
    }
    return undefined;
  };
  const visit = (first: Fiber | null) => {
    // Siblings in a loop, children by recursion: a deep tree recurses as deep as it is, a long list does not.
    for (let f = first; f; f = f.sibling) {
      const id = (f.stateNode as {reactId?: unknown} | null)?.reactId;
      if (typeof id === 'string') {
        const origin = originOf(f);
        if (origin) out.set(id, origin);
      }
      visit(f.child);
    }
  };
  for (const c of containers) visit((c as {current?: Fiber} | null)?.current ?? null);
  return out;
}
