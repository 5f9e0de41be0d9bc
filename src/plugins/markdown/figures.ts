/** Which code blocks of a page draw into Figma, and which get a figure (the rule: README.md). */
import {callsRender, exportsApp, projectEntry} from '../../figma-runner/project/entry';
import {exampleProjects, hasFlag, type Fence} from './fences';

export type {Fence};

/** One drawing example of a page. */
export interface Example {
  /** Index of the block among the page's fences. */
  index: number;
  fenceLine: number;
  /** The block's own project path (`src/App.tsx`): the file a playground opens first. */
  active: string;
  /** The reader's files: project path → source as on the page (`exampleProjects`), no generated entry. */
  files: Record<string, string>;
  /** Project path → source (TS/TSX), including the generated entry when there is one. */
  sources: Record<string, string>;
  entry: string;
  /** Set when the block opts out with `no-preview`. */
  optedOut: boolean;
  /** Line of the block whose preview this one shares (a UI entry rendering a sibling's `App`). */
  sharedWith?: number;
}

/** The drawing examples of a page, in document order. */
export function findExamples(fences: Fence[]): Example[] {
  const out: Example[] = [];
  const previewByPath = new Map<string, number>();
  const projects = exampleProjects(fences);
  projects.forEach((project, i) => {
    const fence = fences[project.index];
    const draws = fence.lang === 'tsx' && (exportsApp(fence.value) || callsRender(fence.value));
    if (!draws) return;
    const own = project.path;
    const {files: sources, entry} = projectEntry(project.files, own);
    let sharedWith: number | undefined;
    if (callsRender(fence.value) && !/<(Page|Frame|View|Text|Rectangle)\b/.test(fence.value)) {
      const imported = /from\s*['"]\.\/App['"]/.test(fence.value)
        ? own.replace(/[^/]+$/, 'App.tsx')
        : undefined;
      if (imported && previewByPath.has(imported)) sharedWith = previewByPath.get(imported);
      else if (imported) {
        const later = projects
          .slice(i + 1)
          .find((p) => p.path === imported && exportsApp(fences[p.index].value));
        if (later) sharedWith = later.fenceLine;
      }
    }
    const example: Example = {
      index: project.index,
      fenceLine: project.fenceLine,
      active: own,
      files: project.files,
      sources,
      entry,
      optedOut: hasFlag(fence.meta, 'no-preview'),
      sharedWith,
    };
    if (!example.optedOut && sharedWith === undefined) previewByPath.set(own, fence.fenceLine);
    out.push(example);
  });
  return out;
}

/** The examples that get a Result figure; figures and playground ids follow this list. */
export function figureExamples(fences: Fence[]): Example[] {
  return findExamples(fences).filter((e) => !e.optedOut && e.sharedWith === undefined);
}
