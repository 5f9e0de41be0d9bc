/**
 * Names that some react-figma release exported or typed and 0.31.0 does not: the committed per-release data
 * (scripts/removed-names.ts), its rows, the tsc message each gets, and the Markdown of docs/upgrade.mdx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {linkReaderNodeModules} from '../../src/figma-runner/node/readerNodeModules';
import {typeCheckFiles} from '../../src/figma-runner/node/readerProgram';
import {diagnosticText} from '../../src/figma-runner/protocol/typecheck';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import type {Replacement} from '../../src/data/removedNames';
import {ENTRIES, type Entry, type ReleaseNames} from './reactFigmaNames';

/** The committed data: every published release's names (scripts/removed-names.ts --extract writes it). */
export const RELEASES_FILE = path.join(SITE_ROOT, 'src/data/react-figma-releases.json');
export const PAGE = 'docs/upgrade.mdx';
/** The page's section whose tables are generated (after its hand-written intro). */
export const SECTION = '## Names from older releases';

/**
 * The data file's shape. A name is `react-figma:render`, `react-figma/rpc:api` (an export), `Frame.preset`
 * (a prop) or `Instance.style.opacity` (a key of the `style` prop); its value lists the releases that have it
 * as pairs of first and last (`["0.0.31", "0.1.14"]`: every release from the one to the other).
 */
export interface ReleasesData {
  /** Every published version, oldest first (`npm view react-figma versions`). */
  versions: string[];
  /** Each version's typings file per entry (`dist/index.d.ts`), or null when it ships none. */
  typings: Record<string, Record<Entry, string | null>>;
  names: Record<string, string[]>;
}

/** The flat names of one release, as the data file keys them. */
export function namesOf(release: ReleaseNames): string[] {
  return [
    ...ENTRIES.flatMap((entry) => release.exports[entry].map((n) => `${entry}:${n}`)),
    ...Object.entries(release.props).flatMap(([c, props]) => props.map((p) => `${c}.${p}`)),
    ...Object.entries(release.style).flatMap(([c, keys]) => keys.map((k) => `${c}.style.${k}`)),
  ];
}

/** Folds each release's names (oldest first) into the data file's ranges. */
export function toData(releases: [string, ReleaseNames][]): ReleasesData {
  const versions = releases.map(([v]) => v);
  const present = new Map<string, boolean[]>();
  releases.forEach(([, release], i) => {
    for (const name of namesOf(release)) {
      const row = present.get(name) ?? versions.map(() => false);
      row[i] = true;
      present.set(name, row);
    }
  });
  const names: Record<string, string[]> = {};
  for (const name of [...present.keys()].sort()) {
    const ranges: string[] = [];
    present.get(name)!.forEach((has, i, row) => {
      if (has && !row[i - 1]) ranges.push(versions[i]);
      if (has && !row[i + 1]) ranges.push(versions[i]);
    });
    names[name] = ranges;
  }
  return {versions, typings: Object.fromEntries(releases.map(([v, r]) => [v, r.typings])), names};
}

/** The versions that have `name`, expanded from its ranges. */
export function versionsWith(data: ReleasesData, name: string): string[] {
  const ranges = data.names[name] ?? [];
  const out: string[] = [];
  for (let i = 0; i < ranges.length; i += 2)
    out.push(
      ...data.versions.slice(data.versions.indexOf(ranges[i]), data.versions.indexOf(ranges[i + 1]) + 1),
    );
  return out;
}

/** One release's names, back from the data file. */
export function namesIn(data: ReleasesData, version: string): string[] {
  return Object.keys(data.names).filter((n) => versionsWith(data, n).includes(version));
}

export interface RemovedRow {
  name: string;
  /** The last release that has it. */
  last: string;
  kind: 'export' | 'prop' | 'style';
}

/** Every name some release has and the newest release lacks, by kind, then by last release, then name. */
export function removedRows(data: ReleasesData): RemovedRow[] {
  const newest = data.versions.at(-1)!;
  const kindOf = (n: string): RemovedRow['kind'] =>
    n.includes(':') ? 'export' : n.includes('.style.') ? 'style' : 'prop';
  const order = ['export', 'prop', 'style'];
  return Object.keys(data.names)
    .filter((n) => !versionsWith(data, n).includes(newest))
    .map((name) => ({name, last: data.names[name].at(-1)!, kind: kindOf(name)}))
    .sort(
      (a, b) =>
        order.indexOf(a.kind) - order.indexOf(b.kind) ||
        data.versions.indexOf(a.last) - data.versions.indexOf(b.last) ||
        (a.name < b.name ? -1 : 1),
    );
}

/**
 * Code that used `row`'s name as its last release allowed: an import of the export, or the prop (the style
 * key) on its component, other required props spread in so that only the name is wrong.
 */
function usage(row: RemovedRow): string {
  if (row.kind === 'export') {
    const [entry, name] = row.name.split(':');
    return `import {${name}} from '${entry}';\nexport {${name}};\n`;
  }
  const [component, prop, key] = row.name.split('.');
  const attribute = key ? `style={{${key}: undefined}}` : `${prop}={undefined}`;
  return (
    `import * as React from 'react';\nimport {${component}} from 'react-figma';\n\n` +
    `export const el = <${component} {...({} as React.ComponentProps<typeof ${component}>)} ${attribute} />;\n`
  );
}

/**
 * What `tsc` prints for each row's usage against the site's react-figma (0.31.0), with the starter's
 * tsconfig: `TS<code>: message`, place and category cut, as the pages quote it.
 * @returns row name → the messages (one, for every row of today's data).
 */
export function tscMessages(rows: RemovedRow[]): Record<string, string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'removed-names-'));
  try {
    linkReaderNodeModules(dir, path.join(SITE_ROOT, 'node_modules'));
    const files = Object.fromEntries(rows.map((row, i) => [`src/row${i}.tsx`, usage(row)]));
    const found = typeCheckFiles(files, {dir, starterDir: STARTER_DIR});
    return Object.fromEntries(
      rows.map((row, i) => [
        row.name,
        found
          .filter((d) => d.file === `src/row${i}.tsx`)
          .map((d) => diagnosticText(d).replace(/^.*?\w+ (?=TS\d+: )/, '')),
      ]),
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const HEADINGS: Record<RemovedRow['kind'], string> = {
  export: `### Module '"react-figma"' has no exported member`,
  prop: '### Property does not exist on type',
  style: '### Object literal may only specify known properties',
};

/** A row's name as the table shows it: `uiWorker`, `setupMainThread` (`react-figma/rpc`), `Frame.preset`. */
function shownName(row: RemovedRow): string {
  if (row.kind !== 'export') return `\`${row.name}\``;
  const [entry, name] = row.name.split(':');
  return entry === 'react-figma' ? `\`${name}\`` : `\`${name}\` from \`${entry}\``;
}

/**
 * The page's generated part: under a heading per kind (the start of the message a reader sees), a table of
 * name, last release, replacement and the exact tsc message.
 * @throws Error when a row has no replacement or not exactly one message.
 */
export function removedNamesMarkdown(
  rows: RemovedRow[],
  replacements: Record<string, Replacement>,
  messages: Record<string, string[]>,
): string {
  const parts: string[] = [];
  for (const kind of ['export', 'prop', 'style'] as const) {
    const ofKind = rows.filter((r) => r.kind === kind);
    if (!ofKind.length) continue;
    parts.push(
      HEADINGS[kind],
      '',
      '| Name | Last in | In 0.31.0 | `tsc` prints |',
      '| --- | --- | --- | --- |',
    );
    for (const row of ofKind) {
      const replacement = replacements[row.name];
      if (!replacement) throw new Error(`${row.name}: no replacement in src/data/removedNames.ts`);
      const message = messages[row.name] ?? [];
      if (message.length !== 1 || message[0].includes('\n'))
        throw new Error(`${row.name}: tsc printed ${JSON.stringify(message)}`);
      const cell = message[0].replace(/\|/g, '\\|');
      parts.push(`| ${shownName(row)} | ${row.last} | ${replacement.text} | \`${cell}\` |`);
    }
    parts.push('');
  }
  return `${parts.join('\n')}\n`;
}

/**
 * The part of the page the generator owns: from the first `### ` of SECTION to the next `## ` heading.
 * @returns the page split around it.
 * @throws Error when the section or its first `### ` heading is missing.
 */
export function generatedPart(page: string): {before: string; part: string; after: string} {
  const section = page.indexOf(`\n${SECTION}\n`);
  const start = page.indexOf('\n### ', section);
  const end = page.indexOf('\n## ', section + 1);
  if (section < 0 || start < 0 || end < start) throw new Error(`${PAGE}: no generated part to replace`);
  return {before: page.slice(0, start + 1), part: page.slice(start + 1, end + 1), after: page.slice(end + 1)};
}
