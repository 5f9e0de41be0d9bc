/** Every example the playground can open (PLAY-1): one per Result figure (markdown/figures.ts). */
import fs from 'node:fs';
import {join} from 'node:path';
import {codeFences} from '../markdown/fences';
import {headings} from '../markdown/outline';
import {figureExamples} from '../markdown/figures';
import type {SitePage} from '../common/sitePages';
import {exampleId, pageSlug} from './client/exampleId';
import {checkFileName} from '../../figma-runner/project/fileNames';
import {GENERATED_ENTRY, MAIN_THREAD_FILE} from '../../figma-runner/project/entry';
import {STARTER_DIR} from '../markdown/starterFiles';
import {memoByText} from '../common/memoByText';
import type {PlaygroundExample} from './client/exampleTypes';

export type {PlaygroundExample};

/** Untitled blocks become `src/App.tsx`, or `src/Example<line>.tsx` when the page has an App. */
function readerPath(path: string, taken: Record<string, string>): string {
  const match = /^L(\d+)\.(tsx?)$/.exec(path);
  if (!match) return path;
  return 'src/App.tsx' in taken ? `src/Example${match[1]}.${match[2]}` : 'src/App.tsx';
}

/** The starter's main thread, the tab every example ends with (the docs' blocks do not show it). */
const starterMainThread = () => fs.readFileSync(join(STARTER_DIR, MAIN_THREAD_FILE), 'utf8');

/** One page's playground examples, in figure order. @throws Error naming the file for a bad path. */
export function pageExamples(
  source: string,
  page: Pick<SitePage, 'file' | 'title' | 'permalink'>,
): PlaygroundExample[] {
  if (!pageSlug(page.file)) return [];
  const fences = codeFences(source, page.file);
  const heads = headings(source);
  const own = figureExamples(fences);
  return own.map((example, i) => {
    const files: Record<string, string> = {};
    const renamed = new Map<string, string>();
    for (const [path, text] of Object.entries(example.sources)) {
      if (path === GENERATED_ENTRY) continue;
      const name = readerPath(path, example.sources);
      renamed.set(path, name);
      try {
        checkFileName(name);
      } catch (e) {
        throw new Error(`${page.file}:${example.fenceLine}: [playground] ${(e as Error).message}`);
      }
      files[name] = text;
    }
    const active = renamed.get(example.active) ?? Object.keys(files)[0];
    // The figure's own block first (its tab leads), then the page's other files in page order.
    const ordered = {[active]: files[active], ...files};
    ordered[MAIN_THREAD_FILE] ??= starterMainThread();
    const heading = [...heads].reverse().find((h) => h.line < example.fenceLine)?.text;
    return {
      id: exampleId(page.file, i + 1),
      title: heading && heading !== page.title ? `${page.title} — ${heading}` : page.title,
      page: page.permalink,
      files: ordered,
      active,
    };
  });
}

type PageKey = Pick<SitePage, 'file' | 'title' | 'permalink'>;
const examplesByText = memoByText((key: string) => {
  const [file, title, permalink, source] = JSON.parse(key) as string[];
  return pageExamples(source, {file, title, permalink});
});

/** `pageExamples`, remembered across `npm start`'s content reloads by the page's source, file and title. */
export function pageExamplesOnce(source: string, page: PageKey): readonly PlaygroundExample[] {
  return examplesByText(JSON.stringify([page.file, page.title, page.permalink, source]));
}

/** Every page's playground examples. @throws Error naming the file when unreadable or an id repeats. */
export function allExamples(
  pages: SitePage[],
  examplesOf: (source: string, page: PageKey) => readonly PlaygroundExample[] = pageExamplesOnce,
): PlaygroundExample[] {
  const out: PlaygroundExample[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const example of examplesOf(fs.readFileSync(page.source, 'utf8'), page)) {
      if (seen.has(example.id))
        throw new Error(`${page.file}: [playground] example id ${example.id} repeats.`);
      seen.add(example.id);
      out.push(example);
    }
  }
  return out;
}
