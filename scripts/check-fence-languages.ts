/**
 * Fails when a
 * ``` fence names a language the site's Prism cannot highlight: Docusaurus would render such a block as plain
 * text without a word, so a typo (```tsX) or a new language (```yaml) would slip through. A fence with no
 * language fails too: the site's `prism.defaultLanguage` would colour it as TSX (a directory tree's words as
 * keywords), so plain text says ```text.
 *
 * Known languages: the grammars bundled in src/plugins/code-highlighting/client/prism.ts (with Prism's
 * aliases: ts, js, html, sh …), the ones listed in `themeConfig.prism.additionalLanguages`, and Prism core's
 * own `text`/`plain` for deliberately plain blocks.
 *
 * Usage: `npm run check:examples` runs it after the type-check;
 * `tsx scripts/check-fence-languages.ts [paths…]` (default `docs blog src/pages`). Exits 1 listing
 * `file:line  ```lang` for each unknown fence.
 */
import fs from 'node:fs';
import path from 'node:path';
import {findMarkdownFiles} from './check-code-blocks';
import {codeFences} from '../src/plugins/markdown/fences';
import {SITE_ROOT} from '../src/plugins/common/siteRoot';

export interface Fence {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The fence's language; '' when it names none. */
  lang: string;
}

/** Every fence in one Markdown/MDX source. */
export function fencesOf(file: string, source: string): Fence[] {
  return codeFences(source, file).map((node) => ({file, line: node.fenceLine, lang: node.lang ?? ''}));
}

/**
 * The languages the built site highlights.
 * @param additionalLanguages `themeConfig.prism.additionalLanguages` of the site config.
 */
export function knownLanguages(additionalLanguages: readonly string[]): Set<string> {
  // Prism must load before its grammars, which attach to the global it sets.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Prism = require('../src/plugins/code-highlighting/client/prism').default as {
    languages: Record<string, unknown>;
  };
  const scope = globalThis as {Prism?: unknown};
  scope.Prism = Prism; // what theme-classic's prism-include-languages does before requiring a component
  // Grammar files have no exports; requiring one registers it on Prism.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const lang of additionalLanguages) require(`prismjs/components/prism-${lang}`);
  return new Set(Object.keys(Prism.languages).filter((k) => typeof Prism.languages[k] === 'object'));
}

/** Fences whose language is not in `known`, and fences that name none. */
export function unknownFences(files: string[], known: ReadonlySet<string>): Fence[] {
  return files.flatMap((file) =>
    fencesOf(path.relative(SITE_ROOT, path.resolve(file)), fs.readFileSync(file, 'utf8')).filter(
      (f) => !known.has(f.lang),
    ),
  );
}

if (require.main === module) {
  // The site config loads through tsx's CommonJS hook only when run as a command.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require('../docusaurus.config').default as {
    themeConfig: {prism?: {additionalLanguages?: string[]}};
  };
  const known = knownLanguages(config.themeConfig.prism?.additionalLanguages ?? []);
  const args = process.argv.slice(2);
  const targets = (args.length ? args : ['docs', 'blog', 'src/pages']).map((p) => path.resolve(SITE_ROOT, p));
  const files = findMarkdownFiles(targets);
  const bad = unknownFences(files, known);
  for (const f of bad)
    console.error(
      f.lang
        ? `${f.file}:${f.line}  \`\`\`${f.lang}: Prism on this site has no such language`
        : `${f.file}:${f.line}  \`\`\` names no language: it would be highlighted as tsx; write \`\`\`text for plain text`,
    );
  if (bad.some((f) => f.lang))
    console.error(
      `Known: ${[...known].sort().join(', ')}. Add a grammar in src/plugins/code-highlighting/client/prism.ts.`,
    );
  console.log(
    `check-fence-languages: ${files.length} file(s), ${bad.length} fence(s) without a known language`,
  );
  process.exit(bad.length ? 1 : 0);
}
