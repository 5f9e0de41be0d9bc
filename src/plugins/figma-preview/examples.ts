/**
 * Which code blocks of a Markdown/MDX page draw into Figma, and the small project each one runs as.
 *
 * A ```tsx block draws when it exports `App` or calls `render` imported from `react-figma`. Its project is built
 * the way `npm run check:examples` compiles a page (scripts/check-code-blocks.ts): blocks titled with a path
 * (`title="src/App.tsx"`) are files of one project, so `src/ui.tsx` can `import {App} from './App'`; when a title
 * repeats, the block uses the version of each sibling nearest before it (or the first one after it).
 *
 * - A block that exports `App` runs through the page's UI entry when a sibling block renders it (that entry may
 *   set things up first, such as a viewport size), otherwise as `render(<App />)` from a generated entry.
 * - A block that calls `render` runs as it is. When it only renders an `App` imported from a sibling block that
 *   has its own preview, it shares that preview (`sharedWith`) instead of drawing the same picture twice.
 * - Fence meta `no-preview` opts a block out; the page text must say why (CONTENT_GUIDE.md).
 */
import path from 'node:path';
import {compileExample} from './compile';

/** A fenced block as `codeNodes` (scripts/check-code-blocks.ts) returns it, with its position in the page. */
export interface Fence {
  lang: string | null;
  meta: string | null;
  value: string;
  /** 1-based line of the opening fence. */
  fenceLine: number;
}

/** One drawing example of a page. */
export interface Example {
  /** Index of the block among the page's fences. */
  index: number;
  fenceLine: number;
  /** Project path → source (TS/TSX), including the generated entry when there is one. */
  sources: Record<string, string>;
  entry: string;
  /** Set when the block opts out with `no-preview`. */
  optedOut: boolean;
  /** Line of the block whose preview this one shares (a UI entry rendering a sibling's `App`). */
  sharedWith?: number;
}

const ENTRY = '__preview_entry__.tsx';

export function titleOf(meta: string | null): string | undefined {
  return /title=(?:"([^"]+)"|'([^']+)')/
    .exec(meta ?? '')
    ?.slice(1)
    .find(Boolean);
}

export const exportsApp = (code: string) => /export\s+(const|function|let)\s+App\b/.test(code);
/** Calls `render(` imported from react-figma (not ReactDOM.render). */
export const callsRender = (code: string) =>
  /import\s*\{[^}]*\brender\b[^}]*\}\s*from\s*['"]react-figma['"]/.test(code) &&
  /(^|[^.\w])render\s*\(/m.test(code);

export const isOptedOut = (meta: string | null) => /(^|\s)no-preview(\s|$)/.test(meta ?? '');

/** The drawing examples of a page, in document order. */
export function findExamples(fences: Fence[]): Example[] {
  const tsx = fences.map((f, index) => ({...f, index})).filter((f) => f.lang === 'tsx' || f.lang === 'ts');
  const pathOf = (f: (typeof tsx)[number]) => {
    const t = titleOf(f.meta);
    return t && /\.tsx?$/.test(t) ? t : `L${f.fenceLine}.${f.lang}`;
  };
  const out: Example[] = [];
  const previewByPath = new Map<string, number>();
  tsx.forEach((fence, i) => {
    const draws = fence.lang === 'tsx' && (exportsApp(fence.value) || callsRender(fence.value));
    const own = pathOf(fence);
    if (!draws) return;
    // Project: the nearest version of every titled sibling, this block for its own path.
    const sources: Record<string, string> = {};
    for (const [j, other] of tsx.entries()) {
      const p = pathOf(other);
      if (!titleOf(other.meta) || p === own) continue;
      if (j < i || !(p in sources)) sources[p] = other.value;
    }
    sources[own] = fence.value;
    let entry = own;
    // The page's own UI entry, when it renders this App: it may set things up first (a viewport, a font).
    const rel = `./${path.posix.basename(own).replace(/\.tsx?$/, '')}`;
    const uiEntry = Object.keys(sources).find(
      (p) =>
        p !== own &&
        path.posix.dirname(p) === path.posix.dirname(own) &&
        callsRender(sources[p]) &&
        new RegExp(`from\\s*['"]${rel.replace('.', '\\.')}['"]`).test(sources[p]),
    );
    if (!callsRender(fence.value) && uiEntry) {
      entry = uiEntry;
    } else if (!callsRender(fence.value)) {
      const fromRoot = `./${own.replace(/\.tsx?$/, '')}`;
      sources[ENTRY] =
        `import * as React from 'react';\nimport {render} from 'react-figma';\nimport {App} from '${fromRoot}';\n` +
        `render(<App />);\n`;
      entry = ENTRY;
    }
    let sharedWith: number | undefined;
    if (callsRender(fence.value) && !/<(Page|Frame|View|Text|Rectangle)\b/.test(fence.value)) {
      const imported = /from\s*['"]\.\/App['"]/.test(fence.value)
        ? own.replace(/[^/]+$/, 'App.tsx')
        : undefined;
      if (imported && previewByPath.has(imported)) sharedWith = previewByPath.get(imported);
      else if (imported) {
        const later = tsx.slice(i + 1).find((f) => pathOf(f) === imported && exportsApp(f.value));
        if (later) sharedWith = later.fenceLine;
      }
    }
    const example: Example = {
      index: fence.index,
      fenceLine: fence.fenceLine,
      sources,
      entry,
      optedOut: isOptedOut(fence.meta),
      sharedWith,
    };
    if (!example.optedOut && sharedWith === undefined) previewByPath.set(own, fence.fenceLine);
    out.push(example);
  });
  return out;
}

/** Compiles an example's sources to CommonJS for the worker. Errors name the project path (swc gives the line). */
export function compileSources(sources: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [p, code] of Object.entries(sources)) out[p] = compileExample(code, p);
  return out;
}
