/**
 * What src/plugins/llms writes into the production build, checked against sources read here independently:
 * the routes come from the docs and blog files (tests/helpers/routes.ts), Frame's props from the TypeScript
 * checker over the installed react-figma typings, image sizes from the PNG header.
 *
 * Needs a production build: `npm run build`, then `node --import tsx --test tests/build/llms-output.test.ts`.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {API_ROUTES, DOC_ROUTES, blogPostRoutes} from '../helpers/routes';
import {BUILD, SITE_URL, builtHtmlFiles, fileOfUrl, htmlOf, read} from '../helpers/buildOutput';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const docRoutes = [...DOC_ROUTES, ...API_ROUTES].map((r) => r.path);
const postRoutes = blogPostRoutes().map((r) => r.path);


/** Prop names TypeScript sees on Frame's props, minus those only @types/react declares (`children`). */
function framePropsFromTypings(): string[] {
  const reactFigma = path.dirname(require.resolve('react-figma/package.json', {paths: [SITE_ROOT]}));
  const typings = path.dirname(require.resolve('@figma/plugin-typings/package.json', {paths: [SITE_ROOT]}));
  const index = path.join(reactFigma, 'index.d.ts');
  const program = ts.createProgram([index], {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    jsx: ts.JsxEmit.React,
    typeRoots: [path.dirname(typings)],
    types: ['plugin-typings'],
  });
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(index)!)!);
  let frame = exports.find((s) => s.getName() === 'Frame');
  assert.ok(frame, 'react-figma exports Frame');
  if (frame.flags & ts.SymbolFlags.Alias) frame = checker.getAliasedSymbol(frame);
  const type = checker.getTypeOfSymbolAtLocation(frame, frame.valueDeclaration!);
  const param = type.getCallSignatures()[0].getParameters()[0];
  const props = checker.getTypeOfSymbolAtLocation(param, frame.valueDeclaration!);
  return checker
    .getPropertiesOfType(props)
    .filter((p) => !(p.declarations ?? []).every((d) => d.getSourceFile().fileName.includes('/@types/react/')))
    .map((p) => p.getName());
}

describe('llms.txt and llms-full.txt', () => {
  test('llms.txt links the Markdown twin of every doc, API page and post, and each twin exists', () => {
    const llms = read('llms.txt');
    assert.match(llms, /^# React Figma\n\n> /);
    for (const route of [...docRoutes, ...postRoutes]) {
      const url = `${SITE_URL}${route}.md`;
      assert.ok(llms.includes(`](${url})`), `llms.txt does not link ${url}`);
      assert.ok(fs.existsSync(fileOfUrl(url)), `${url} is linked but not built`);
    }
    assert.ok(docRoutes.length >= 34 && postRoutes.length >= 4, 'routes were read from the sources');
  });

  test('llms-full.txt holds every doc and API page, in the sidebar order of llms.txt', () => {
    const full = read('llms-full.txt');
    const positions = docRoutes.map((route) => {
      const at = full.indexOf(`Source: ${SITE_URL}${route}\n`);
      assert.ok(at >= 0, `llms-full.txt lacks ${route}`);
      return {route, at};
    });
    const fullOrder = [...positions].sort((a, b) => a.at - b.at).map((p) => p.route);
    const llms = read('llms.txt');
    const listOrder = [...docRoutes].sort(
      (a, b) => llms.indexOf(`](${SITE_URL}${a}.md)`) - llms.indexOf(`](${SITE_URL}${b}.md)`),
    );
    assert.deepEqual(fullOrder, listOrder);
  });
});

describe('Markdown twins', () => {
  test('every prop the react-figma typings declare for Frame has a row: in its twin, or in the Shared props twin it links to', () => {
    const twin = read('docs/api/frame.md');
    const shared = read('docs/api/shared-props.md');
    const props = framePropsFromTypings();
    assert.ok(props.length > 50 && props.includes('layoutMode') && props.includes('clipsContent'), props.join());
    const hasRow = (markdown: string, name: string) => markdown.includes(`\n| \`${name}\``);
    const linksShared = (name: string) => twin.includes(`[\`${name}\`](${SITE_URL}/docs/api/shared-props#${name})`);
    const missing = props.filter((name) => !hasRow(twin, name) && !(linksShared(name) && hasRow(shared, name)));
    assert.deepEqual(missing, []);
    // Frame's own props keep their rows in its twin; a shared one is only linked there.
    assert.ok(hasRow(twin, 'preset') && !hasRow(twin, 'opacity') && linksShared('opacity'));
  });

  test('code the site fills at build time is in the twins: the starter files on Configuration, no empty block', () => {
    const configure = read('docs/configure.md');
    for (const file of ['manifest.json', 'src/App.tsx', 'webpack.config.js']) {
      const code = fs.readFileSync(path.join(SITE_ROOT, 'examples/starter', file), 'utf8').trimEnd();
      assert.ok(configure.includes(`title="${file}"\n${code}\n\`\`\``), `configure.md lacks ${file}`);
    }
    for (const route of [...docRoutes, ...postRoutes]) {
      const twin = read(`${route}.md`);
      assert.ok(!/^(`{3,})[^\n]*\n\1$/m.test(twin), `${route}.md has an empty code block`);
    }
  });

  test('every doc, API page and post links its twin with rel=alternate type=text/markdown, and the twin exists', () => {
    for (const route of [...docRoutes, ...postRoutes]) {
      const links = [...htmlOf(route).querySelectorAll('link[rel="alternate"][type="text/markdown"]')];
      assert.equal(links.length, 1, `${route}: ${links.length} Markdown alternates`);
      const href = links[0].getAttribute('href')!;
      assert.equal(href, `${SITE_URL}${route}.md`);
      assert.ok(fs.existsSync(fileOfUrl(href)), `${route}: ${href} does not exist`);
    }
  });

  test('no HTML page of the build links a twin that does not exist', () => {
    const pages = builtHtmlFiles();
    assert.ok(pages.length > 40);
    for (const page of pages) {
      const html = fs.readFileSync(path.join(BUILD, page), 'utf8');
      for (const m of html.matchAll(/<link[^>]*type="text\/markdown"[^>]*href="([^"]+)"/g)) {
        assert.ok(fs.existsSync(fileOfUrl(m[1])), `${page} links ${m[1]}, which is not built`);
      }
    }
  });
});

/** One line of a layers outline: its depth (0 = a top-level layer) and `TYPE name · x X, y Y, W×H`. */
type OutlineLine = [number, string];

/** The layers outlines of the Figma preview figures of a built HTML page, in document order. */
function htmlOutlines(doc: Document): {caption: string; lines: OutlineLine[]}[] {
  const walk = (list: Element, depth: number): OutlineLine[] =>
    [...list.children].flatMap((li) => {
      const own = [...li.childNodes]
        .filter((n) => n.nodeName !== 'UL')
        .map((n) => n.textContent)
        .join('')
        .trim();
      const nested = li.querySelector(':scope > ul');
      return [[depth, own] as OutlineLine, ...(nested ? walk(nested, depth + 1) : [])];
    });
  return [...doc.querySelectorAll('figure')].map((figure) => ({
    caption: figure.querySelector('figcaption')?.textContent ?? '',
    lines: walk(figure.querySelector('details > ul')!, 0),
  }));
}

/**
 * The layers outlines of a twin: the nested list after each `Result (drawn by react-figma …), layers:` line,
 * and the info string of the code block right before it (undefined when it follows no code block).
 */
function twinOutlines(twin: string): {version: string; code?: string; lines: OutlineLine[]}[] {
  // A figure inside a list item is indented with it: its lines are read relative to that indent.
  return [...twin.matchAll(/^( *)Result \(drawn by react-figma (\S+) at build time\), layers:\n\n((?: *- .*\n)*)/gm)].map(
    (m) => ({
      version: m[2],
      code: /(?:^|\n) *```([^\n`]*)\n(?:(?!```)[\s\S])*\n *```\n\n$/.exec(twin.slice(0, m.index))?.[1],
      lines: m[3]
        .trimEnd()
        .split('\n')
        .map((line): OutlineLine => {
          const [, indent, text] = /^( *)- (.*)$/.exec(line.slice(m[1].length))!;
          return [indent.length / 2, text];
        }),
    }),
  );
}

describe('Figma previews in the Markdown twins', () => {
  test('every twin has, after the same code blocks, the layers outline of each preview its HTML page shows', () => {
    let figures = 0;
    for (const route of [...docRoutes, ...postRoutes]) {
      const html = htmlOutlines(htmlOf(route));
      const twin = twinOutlines(read(`${route}.md`));
      assert.equal(twin.length, html.length, `${route}.md: ${twin.length} outlines, the page shows ${html.length}`);
      html.forEach((figure, i) => {
        assert.ok(twin[i].code !== undefined, `${route}.md: outline ${i + 1} does not follow a code block`);
        assert.ok(figure.caption.includes(`react-figma ${twin[i].version} at build time`), figure.caption);
        assert.deepEqual(twin[i].lines, figure.lines, `${route}.md: outline ${i + 1}`);
      });
      figures += html.length;
    }
    assert.ok(figures > 50, `${figures} figures in all`);
    // Configuration's starter blocks render the App of src/App.tsx, as does its plugin window's example (in a
    // list item): two Results, each after a src/App.tsx.
    assert.deepEqual(
      twinOutlines(read('docs/configure.md')).map((o) => o.code),
      ['tsx title="src/App.tsx"', 'tsx title="src/App.tsx"'],
    );
  });

  test('the twin of /docs/configure names the plugin window its example shows, with the size and buttons its code gives (ENGINE-6)', () => {
    const page = fs.readFileSync(path.join(SITE_ROOT, 'docs/configure.mdx'), 'utf8');
    const [, width, height, title] = /figma\.showUI\(__html__, \{width: (\d+), height: (\d+), title: '([^']+)'\}\)/.exec(
      page,
    )!;
    const buttons = [...page.matchAll(/^ +button\('([^']+)'/gm)].map((m) => m[1]);
    assert.equal(buttons.length, 3, 'the panel has three buttons');
    const lines = read('docs/configure.md')
      .split('\n')
      .filter((line) => line.includes('Plugin window'));
    assert.deepEqual(
      lines.map((line) => line.trim()),
      [`Plugin window "${title}", ${width}×${height}, showing: ${buttons.join(' · ')}.`],
    );
  });

  test('the twin of /docs/api/rectangle says what its examples draw, as its prose states', () => {
    const outlines = twinOutlines(read('docs/api/rectangle.md'));
    // "Each bar's height comes from data. The bars align to the bottom of their row": six bars of value × 4
    // px, their bottoms on the row's inner edge (a 200 px frame with 16 px padding).
    const chart = outlines.find((o) => o.lines.some(([, text]) => text.startsWith('RECTANGLE Bar 1 ')));
    assert.ok(chart, 'the bar chart has an outline');
    const bars = chart.lines.filter(([depth]) => depth === 1).map(([, text]) => text);
    assert.deepEqual(
      bars.map((text) => /· x [\d.]+, y [\d.]+, 24×(\d+)$/.exec(text)?.[1]),
      [12, 30, 22, 41, 35, 18].map((value) => String(value * 4)),
    );
    for (const text of bars) {
      const [, y, h] = /, y ([\d.]+), 24×([\d.]+)$/.exec(text)!;
      assert.equal(Number(y) + Number(h), 200 - 16, text);
    }
    // "position: 'absolute' with top and left ... places it relative to its parent": the 16×16 badge, nested
    // in its frame, at left 172 and top 12.
    const badge = outlines.find((o) => o.lines.some(([, text]) => text.includes('Unread badge')));
    assert.ok(badge, 'the badge has an outline');
    assert.deepEqual(badge.lines[0][0], 0);
    assert.match(badge.lines[0][1], /^FRAME .* · x 0, y 0, 200×120$/);
    assert.deepEqual(
      badge.lines.find(([, text]) => text.includes('Unread badge')),
      [1, 'RECTANGLE Unread badge · x 172, y 12, 16×16'],
    );
  });
});
