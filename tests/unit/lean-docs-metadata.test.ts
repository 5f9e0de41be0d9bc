/**
 * lean-docs-metadata (src/plugins/lean-docs-metadata): the loader trims only descriptions, and the Docusaurus
 * 2.4.3 internals it relies on are still there (the module's name and shape, and who reads it).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {docuHash} from '@docusaurus/utils';
import {VERSION_METADATA_PROP} from '../../src/plugins/lean-docs-metadata';
import {withoutDocDescriptions} from '../../src/plugins/lean-docs-metadata/loader';

const ROOT = path.join(__dirname, '..', '..');
const modulePath = (name: string) => path.join(ROOT, 'node_modules', name);

test('the rule matches the module plugin-content-docs writes, and nothing else of it', () => {
  const routes = fs.readFileSync(modulePath('@docusaurus/plugin-content-docs/lib/routes.js'), 'utf8');
  assert.match(routes, /docuHash\)\(`version-\$\{version\.versionName\}-metadata-prop`\)\}\.json`/);
  const written = path.join(
    ROOT,
    '.docusaurus',
    'docusaurus-plugin-content-docs',
    'default',
    `${docuHash('version-current-metadata-prop')}.json`,
  );
  assert.match(written, VERSION_METADATA_PROP);
  for (const other of ['site-docs-api-frame-mdx-d95.json', 'plugin-route-context-module-100.json']) {
    assert.doesNotMatch(path.join(path.dirname(written), other), VERSION_METADATA_PROP, other);
  }
});

test('toVersionMetadataProp gives a docs map of {id, title, description, sidebar}', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS internals of the docs plugin
  const {toVersionMetadataProp} = require(modulePath('@docusaurus/plugin-content-docs/lib/props.js')) as {
    toVersionMetadataProp: (id: string, version: unknown) => {docs: Record<string, Record<string, unknown>>};
  };
  const prop = toVersionMetadataProp('default', {
    versionName: 'current',
    sidebars: {},
    docs: [{unversionedId: 'a', title: 'A', description: 'About A', sidebar: 'docs'}],
  });
  assert.deepEqual(prop.docs, {a: {id: 'a', title: 'A', description: 'About A', sidebar: 'docs'}});
});

/**
 * Files under `dir` (recursively) whose name matches `name` and whose text matches `text`, relative to ROOT.
 */
function filesMatching(dir: string, name: RegExp, text: RegExp): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => text.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
}

test('only useDocById reads version.docs in the theme, and no doc or page of the site uses a doc card', () => {
  const readers = ['@docusaurus/theme-common/lib', '@docusaurus/theme-classic/lib'].flatMap((dir) =>
    filesMatching(modulePath(dir), /\.js$/, /version\.docs\[|\.docs\[id\]/),
  );
  assert.deepEqual(readers, ['node_modules/@docusaurus/theme-common/lib/utils/docsUtils.js']);
  const docsUtils = fs.readFileSync(modulePath('@docusaurus/theme-common/lib/utils/docsUtils.js'), 'utf8');
  assert.match(docsUtils, /export function useDocById\(id\) \{\s+const version = useDocsVersion\(\);/);

  const cardUsers = ['docs', 'blog', 'src/pages', 'src/theme', 'src/components'].flatMap((dir) =>
    filesMatching(path.join(ROOT, dir), /\.(mdx?|tsx?)$/, /DocCard|useDocById/),
  );
  assert.deepEqual(cardUsers, [], 'a doc card would show no description: see src/plugins/lean-docs-metadata');
});

test('the loader drops each description and keeps everything else', () => {
  const metadata = {
    pluginId: 'default',
    docsSidebars: {docs: [{type: 'link', label: 'Frame', href: '/docs/api/frame', docId: 'api/frame'}]},
    docs: {
      'api/frame': {
        id: 'api/frame',
        title: 'Frame',
        description: 'Frame renders a Figma frame.',
        sidebar: 'docs',
      },
      roadmap: {id: 'roadmap', title: 'Roadmap', sidebar: 'docs'},
    },
  };
  const trimmed = JSON.parse(withoutDocDescriptions(JSON.stringify(metadata))) as typeof metadata;
  assert.deepEqual(trimmed, {
    ...metadata,
    docs: {
      'api/frame': {id: 'api/frame', title: 'Frame', sidebar: 'docs'},
      roadmap: {id: 'roadmap', title: 'Roadmap', sidebar: 'docs'},
    },
  });
  assert.throws(() => withoutDocDescriptions('{"pluginId":"default"}'), /no `docs` map/);
});
