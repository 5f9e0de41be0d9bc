/** Anchor ids of props-table rows: the prop name, or `<Component>-<prop>` when another id clashes. */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {filesUnder} from '../common/fileCache';
import {memoByText} from '../common/memoByText';
import {lookupComponent} from './client/knownComponent';
import {headings} from '../markdown/outline';

export interface DocPage {
  /** Path relative to the site directory, for messages. */
  file: string;
  source: string;
}

/** Every .md/.mdx file under `docsDir`, sorted so the result does not depend on the file system. */
export function readDocPages(siteDir: string, docsDir = 'docs'): DocPage[] {
  const root = path.join(siteDir, docsDir);
  if (!fs.existsSync(root)) return [];
  return filesUnder(root)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => ({file: path.join(docsDir, f), source: fs.readFileSync(path.join(root, f), 'utf8')}));
}

/** Lines outside front matter and fenced code blocks. */
function proseLines(source: string): string[] {
  const lines = source.split(/\r?\n/);
  let i = 0;
  if (lines[0]?.trim() === '---') {
    i = lines.findIndex((l, n) => n > 0 && l.trim() === '---') + 1;
  }
  const out: string[] = [];
  let fence: string | null = null;
  for (; i < lines.length; i += 1) {
    const line = lines[i];
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = null;
    } else if (marker) {
      fence = marker;
    } else {
      out.push(line);
    }
  }
  return out;
}

/** Ids Docusaurus gives the page's headings, in order (duplicates get `-1`, `-2` … as in Docusaurus). */
export function headingIds(source: string): string[] {
  const slugger = createSlugger();
  return headings(source).map((h) => slugger.slug(h.text));
}

/** Component names of the `<PropsTable component="…" />` elements on a page, in order. */
function propsTableUsages(source: string): string[] {
  const names: string[] = [];
  for (const line of proseLines(source)) {
    for (const m of line.matchAll(/<PropsTable\s+component=["']([^"']*)["']/g)) names.push(m[1]);
  }
  return names;
}

/** A page's props tables and heading ids, remembered by its text: a reload asks for every page (PERF-18). */
const anchorInput = memoByText((source: string): [string[], string[]] | undefined => {
  const usages = propsTableUsages(source);
  return usages.length ? [usages, headingIds(source)] : undefined;
});

/** What assignAnchors and the tables' page links read of each page: its props tables and heading ids. */
export function anchorInputs(pages: DocPage[]): [string, readonly string[], readonly string[]][] {
  return pages.flatMap((page) => {
    const input = anchorInput(page.source);
    return input ? [[page.file, ...input] as [string, readonly string[], readonly string[]]] : [];
  });
}

/** Anchor id of every prop of every component. @throws Error naming the page for an unknown component. */
export function assignAnchors(
  pages: DocPage[],
  propsOf: ReadonlyMap<string, readonly string[]>,
): Map<string, Map<string, string>> {
  const anchors = new Map<string, Map<string, string>>();
  for (const [file, usages, headingIdsOfPage] of anchorInputs(pages)) {
    const taken = new Set(headingIdsOfPage.map((id) => id.toLowerCase()));
    for (const component of usages) {
      const props = lookupComponent(propsOf, component, file);
      let ids = anchors.get(component);
      if (!ids) {
        ids = new Map();
        for (const prop of props) {
          let id = prop;
          for (let n = 2; taken.has(id.toLowerCase()); n += 1)
            id = n === 2 ? `${component}-${prop}` : `${component}-${prop}-${n}`;
          ids.set(prop, id);
        }
        anchors.set(component, ids);
      } else {
        const clash = [...ids.values()].find((id) => taken.has(id.toLowerCase()));
        if (clash) {
          throw new Error(
            `[react-figma-api] ${file}: the ${component} table is also rendered on another page, and its row id ` +
              `"${clash}" clashes with an id on this page. Render each component's table on one page.`,
          );
        }
      }
      for (const id of ids.values()) taken.add(id.toLowerCase());
    }
  }
  return anchors;
}
