/**
 * The llms plugin's pure parts (src/plugins/llms: markdown.ts, propsTable.ts, llmsTxt.ts; and
 * src/plugins/common/sitePages.ts). Every expected text below is written by hand from what a reader of the
 * twin should get, not copied from the output.
 *
 * Run: node --import tsx --test tests/unit/llms.test.ts
 */
import {describe, test} from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import assert from 'node:assert/strict';
import {mdxToTwin, TwinSourceError, type TwinOptions} from '../../src/plugins/llms/markdown';
import {propsTableNodes} from '../../src/plugins/llms/propsTable';
import {llmsTxt} from '../../src/plugins/llms/llmsTxt';
import {blogPosts, docGroups} from '../../src/plugins/common/sitePages';
import {absoluteUrl, twinPath} from '../../src/plugins/llms/client/paths';
import {cardPath} from '../../src/plugins/social-cards/client/paths';
import type {ApiData} from '../../src/plugins/react-figma-api/client/types';

const BASE: TwinOptions = {
  file: 'docs/page.mdx',
  siteUrl: 'https://react-figma.dev/',
  permalink: '/docs/api/page',
  title: 'Page',
  description: 'What a page is.',
};

/** The twin of `body` (front matter and title dropped, which the first test covers). */
function twinBody(body: string, options: Partial<TwinOptions> = {}): string {
  const {body: out} = mdxToTwin(body, {...BASE, ...options});
  const heading = `# ${options.title ?? BASE.title}\n\n`;
  assert.ok(out.startsWith(heading), out);
  return out.slice(heading.length);
}

describe('Markdown twin of an MDX page', () => {
  test('front matter keeps only title and description, and the title becomes the h1', () => {
    const source =
      '---\nid: page\ntitle: Page\nsidebar_label: Pages\ndescription: What a page is.\n---\n\nText.\n';
    assert.equal(
      mdxToTwin(source, BASE).markdown,
      '---\ntitle: "Page"\ndescription: "What a page is."\n---\n\n# Page\n\nText.\n',
    );
  });

  test('an admonition with a title becomes a blockquote led by the bold kind and title', () => {
    const source =
      ':::caution Known limitations in 0.31.0\n- **`fills`** is wiped.\n- Presets shrink.\n:::\n';
    assert.equal(
      twinBody(source),
      '> **Caution: Known limitations in 0.31.0**\n>\n> - **`fills`** is wiped.\n> - Presets shrink.\n',
    );
  });

  test('an admonition without a title is labelled with its kind', () => {
    assert.equal(twinBody(':::tip\nUse `Frame`.\n:::\n'), '> **Tip**\n>\n> Use `Frame`.\n');
  });

  test('`:::note Title` inside a code block is code, not an admonition', () => {
    const source = '```text\n:::note Title\n:::\n```\n';
    assert.equal(twinBody(source), source);
  });

  test('colons in prose stay text: only ::: blocks are admonitions', () => {
    const source = '### error:0308010C:digital envelope routines::unsupported\n\nRun it::now.\n';
    assert.equal(twinBody(source), source);
  });

  test('Tabs become one bold label per tab followed by its content', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs>',
      '  <TabItem value="ts" label="TypeScript">',
      '',
      '```ts',
      'const a: number = 1;',
      '```',
      '',
      '  </TabItem>',
      '  <TabItem value="js">',
      '',
      'Plain `a = 1`.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    assert.equal(
      twinBody(source),
      '**TypeScript**\n\n```ts\nconst a: number = 1;\n```\n\n**js**\n\nPlain `a = 1`.\n',
    );
  });

  test('an npm2yarn fence becomes the npm, Yarn and pnpm commands the page shows as tabs', () => {
    const source = '```bash npm2yarn\nnpm install --save-dev webpack@4\n```\n';
    assert.equal(
      twinBody(source),
      '**npm**\n\n```bash\nnpm install --save-dev webpack@4\n```\n\n' +
        '**Yarn**\n\n```bash\nyarn add --dev webpack@4\n```\n\n' +
        '**pnpm**\n\n```bash\npnpm add --save-dev webpack@4\n```\n',
    );
  });

  test('a code block keeps its language and title; highlight metadata and magic comments go', () => {
    const source = [
      '```tsx title="src/App.tsx" {2} showLineNumbers',
      "import * as React from 'react';",
      '// highlight-next-line',
      'export const App = () => null;',
      '```',
      '',
    ].join('\n');
    assert.equal(
      twinBody(source),
      '```tsx title="src/App.tsx"\nimport * as React from \'react\';\nexport const App = () => null;\n```\n',
    );
  });

  test('afterCode adds nodes right after a code block, given the block and its line', () => {
    const seen: unknown[] = [];
    const out = twinBody('Intro.\n\n```tsx title="src/App.tsx"\nexport const App = () => null;\n```\n', {
      afterCode: (code) => {
        seen.push(code);
        return [{type: 'paragraph', children: [{type: 'text', value: 'Layers: Page "Cards"'}]}];
      },
    });
    assert.deepEqual(seen, [
      {lang: 'tsx', meta: 'title="src/App.tsx"', value: 'export const App = () => null;', line: 3},
    ]);
    assert.equal(
      out,
      'Intro.\n\n```tsx title="src/App.tsx"\nexport const App = () => null;\n```\n\nLayers: Page "Cards"\n',
    );
  });

  test('a starter fence shows the starter file it names, as the page does; other blocks keep their code', () => {
    const manifest = fs.readFileSync(path.join(STARTER_DIR, 'manifest.json'), 'utf8').replace(/\n$/, '');
    const out = twinBody('Text.\n\n```json title="manifest.json" starter\n```\n\n```bash\nls\n```\n');
    assert.equal(
      out,
      `Text.\n\n\`\`\`json title="manifest.json"\n${manifest}\n\`\`\`\n\n\`\`\`bash\nls\n\`\`\`\n`,
    );
    assert.throws(
      () => twinBody('```json title="nope.json" starter\n```\n'),
      /docs\/page\.mdx:1: .*not a file/,
    );
  });

  test('links and images become absolute on the site; other origins stay', () => {
    const source =
      'See [Frame](/docs/api/frame#clipsContent), [below](#props), [sibling](view) and ' +
      '[Figma](https://www.figma.com/plugin-docs/).\n\n![Layers](/img/running-layers.svg)\n';
    assert.equal(
      twinBody(source),
      'See [Frame](https://react-figma.dev/docs/api/frame#clipsContent), ' +
        '[below](https://react-figma.dev/docs/api/page#props), [sibling](https://react-figma.dev/docs/api/view) and ' +
        '[Figma](https://www.figma.com/plugin-docs/).\n\n![Layers](https://react-figma.dev/img/running-layers.svg)\n',
    );
  });

  test('ESM, comment expressions and <!--truncate--> are dropped; an imported SVG becomes an image', () => {
    const mdx =
      "import Diagram from '@site/static/img/architecture.svg';\n\n{/* editors' note */}\n\n" +
      '<Diagram title="Two threads and a bridge" className="architecture-diagram" />\n\nAfter.\n';
    assert.equal(
      twinBody(mdx),
      '![Two threads and a bridge](https://react-figma.dev/img/architecture.svg)\n\nAfter.\n',
    );
    assert.equal(
      twinBody('Intro.\n\n<!--truncate-->\n\nMore.\n', {file: 'blog/post.md'}),
      'Intro.\n\nMore.\n',
    );
  });

  test('a component the twins cannot write fails with file, line and column', () => {
    assert.throws(
      () => twinBody('Text.\n\n<Mystery kind="x" />\n'),
      (error: unknown) =>
        error instanceof TwinSourceError &&
        error.message.startsWith('docs/page.mdx:3:1: <Mystery> has no Markdown form'),
    );
    assert.throws(() => twinBody('A {1 + 1} B.\n'), /docs\/page\.mdx:1:3: the expression \{1 \+ 1\}/);
  });

  test('a component with a converter is replaced by its nodes, with their links made absolute', () => {
    const out = twinBody('<Note topic="x" />\n', {
      components: {
        Note: ({attributes}) => [
          {
            type: 'paragraph',
            children: [{type: 'link', url: '/docs/x', children: [{type: 'text', value: attributes.topic}]}],
          },
        ],
      },
    });
    assert.equal(out, '[x](https://react-figma.dev/docs/x)\n');
  });
});

describe('props table as Markdown', () => {
  const name = {
    name: 'name',
    anchor: 'name',
    type: [{text: 'string'}],
    required: false,
    description: 'Layer name.',
    group: 'Content',
    ignoredAtRuntime: false,
  };
  const layoutMode = {
    name: 'layoutMode',
    anchor: 'layoutMode',
    type: [{text: "'NONE' | 'HORIZONTAL'"}],
    required: true,
    description: 'Turns on `auto layout`.',
    default: {value: "'NONE'", note: 'off'},
    group: 'Layout',
    ignoredAtRuntime: true,
  };
  const data: ApiData = {
    reactFigmaVersion: '0.31.0',
    groups: ['Content', 'Layout'],
    components: {
      Box: {name: 'Box', propsType: 'BoxProps', props: [name, layoutMode], shared: {}, ignored: {}},
    },
    sharedGroups: [],
  };

  test('each group is a captioned table with prop, type, default and description, pipes escaped', () => {
    const out = twinBody('<PropsTable component="Box" />\n', {
      components: {PropsTable: ({attributes}) => propsTableNodes(data, attributes.component)},
    });
    assert.equal(
      out,
      [
        '2 props of `BoxProps`, generated from the react-figma 0.31.0 typings.',
        '',
        '**Box props: Content**',
        '',
        '| Prop | Type | Default | Description |',
        '| - | - | - | - |',
        '| `name` | `string` | — | Layer name. |',
        '',
        '**Box props: Layout**',
        '',
        '| Prop | Type | Default | Description |',
        '| - | - | - | - |',
        "| `layoutMode` (required) | `'NONE' \\| 'HORIZONTAL'` | `'NONE'` (off) | Turns on `auto layout`. " +
          '**Ignored at runtime:** the type accepts it, but Box does not apply it. |',
        '',
      ].join('\n'),
    );
  });

  test('an unknown component names the page, the position and the known components', () => {
    assert.throws(
      () => propsTableNodes(data, 'Nope', 'docs/api/box.mdx:9:1'),
      /docs\/api\/box\.mdx:9:1: <PropsTable component="Nope" \/>: "Nope" is not a react-figma component\. Known components: Box\./,
    );
  });
});

describe('paths and llms.txt', () => {
  test('twin and card paths sit beside the route', () => {
    assert.equal(twinPath('/docs/api/frame'), '/docs/api/frame.md');
    assert.equal(
      cardPath('/blog/2020/10/29/using-figma-variants'),
      '/img/cards/blog/2020/10/29/using-figma-variants.png',
    );
    assert.equal(
      absoluteUrl('/docs/API.md', 'https://react-figma.dev/', '/'),
      'https://react-figma.dev/docs/API.md',
    );
  });

  test('llms.txt: title, summary, then one section per group linking each twin with its description', () => {
    const page = (permalink: string, title: string, description: string) => ({
      kind: 'doc' as const,
      permalink,
      title,
      description,
      source: '',
      file: '',
      section: [],
    });
    const out = llmsTxt({
      title: 'React Figma',
      siteUrl: 'https://react-figma.dev/',
      groups: [{label: 'API: UI Primitives', pages: [page('/docs/api/view', 'View', 'A flex\ncontainer.')]}],
      posts: [{...page('/blog/2020/a', 'A post', 'News.'), kind: 'post'}],
    });
    const lines = out.split('\n');
    assert.equal(lines[0], '# React Figma');
    assert.match(lines[2], /^> React Figma is a React renderer for Figma/);
    assert.ok(
      out.includes(
        '\n## API: UI Primitives\n\n- [View](https://react-figma.dev/docs/api/view.md): A flex container.\n',
      ),
      out,
    );
    assert.ok(out.endsWith('\n## Blog\n\n- [A post](https://react-figma.dev/blog/2020/a.md): News.\n'), out);
  });
});

describe('pages from the loaded docs and blog content', () => {
  const doc = (id: string) => ({
    id,
    title: id.toUpperCase(),
    description: `About ${id}.`,
    source: `@site/docs/${id}.mdx`,
    permalink: `/docs/${id}`,
  });
  const docsPlugin = {
    name: 'docusaurus-plugin-content-docs',
    content: {
      loadedVersions: [
        {
          docs: [doc('a'), doc('b'), doc('c'), doc('d'), doc('hidden')],
          sidebars: {
            docs: [
              {type: 'category', label: 'Start', items: [{type: 'doc', id: 'a'}]},
              {
                type: 'category',
                label: 'API',
                items: [
                  {type: 'doc', id: 'b'},
                  {type: 'category', label: 'Shapes', items: [{type: 'doc', id: 'c'}]},
                  {type: 'link', href: 'https://example.com'},
                ],
              },
              {type: 'doc', id: 'd'},
            ],
          },
        },
      ],
    },
  };

  test('docs are grouped as the sidebar groups them; a doc in no sidebar is still listed', () => {
    const groups = docGroups('/site', [docsPlugin]);
    assert.deepEqual(
      groups.map((g) => [g.label, g.pages.map((p) => p.permalink)]),
      [
        ['Start', ['/docs/a']],
        ['API', ['/docs/b']],
        ['API: Shapes', ['/docs/c']],
        ['Docs', ['/docs/d']],
        ['More docs', ['/docs/hidden']],
      ],
    );
    assert.deepEqual(groups[2].pages[0].section, ['API', 'Shapes']);
    assert.equal(groups[2].pages[0].source, '/site/docs/c.mdx');
    assert.equal(groups[2].pages[0].file, 'docs/c.mdx');
  });

  test('posts keep the blog order, with date and authors', () => {
    const blog = {
      name: 'docusaurus-plugin-content-blog',
      content: {
        blogPosts: [
          {
            metadata: {
              permalink: '/blog/2020/10/29/v',
              source: '@site/blog/2020-10-29-v.md',
              title: 'V',
              description: 'Variants.',
              date: '2020-10-29T00:00:00.000Z',
              authors: [{name: 'Ilya Lesik'}],
            },
          },
        ],
      },
    };
    const [post] = blogPosts('/site', [blog]);
    assert.equal(post.date, '2020-10-29');
    assert.deepEqual(post.authors, ['Ilya Lesik']);
    assert.deepEqual(post.section, ['Blog']);
  });

  test('content in a shape this code does not know fails loudly instead of listing nothing', () => {
    assert.throws(
      () => docGroups('/site', [{name: 'docusaurus-plugin-content-docs', content: {versions: []}}]),
      /\[llms\] no loadedVersions\[0\]\.docs\/sidebars .*update src\/plugins\/common\/sitePages\.ts/,
    );
    assert.throws(
      () => blogPosts('/site', [{name: 'docusaurus-plugin-content-blog', content: {posts: []}}]),
      /no blogPosts in the blog plugin content/,
    );
  });
});
