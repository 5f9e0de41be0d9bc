/**
 * src/plugins/build-speed/gitLastUpdate.ts must give every doc the date and author Docusaurus's own per-file
 * `git log` gives. Needs the repository's history (`.ci/run` unshallows a shallow clone).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {getFileCommitDate} from '@docusaurus/utils';
import gitLastUpdatePlugin, {
  lastCommitsByFile,
  lastUpdateModulePath,
} from '../../src/plugins/build-speed/gitLastUpdate';
import type {LoadContext} from '@docusaurus/types';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const docs = (fs.readdirSync(path.join(SITE_ROOT, 'docs'), {recursive: true}) as string[])
  .filter((f) => /\.mdx?$/.test(f))
  .map((f) => path.join(SITE_ROOT, 'docs', f));

test('one git log gives each doc the commit Docusaurus would ask git for, file by file', () => {
  const commits = lastCommitsByFile(SITE_ROOT);
  assert.ok(docs.length > 30);
  for (const doc of docs) {
    const expected = getFileCommitDate(doc, {age: 'newest', includeAuthor: true});
    assert.deepEqual(commits.get(doc), {timestamp: expected.timestamp, author: expected.author}, doc);
  }
});

test('the docs plugin goes through the batched answer; files git does not know fall back to Docusaurus', async () => {
  const lastUpdate = require(lastUpdateModulePath());
  const original = lastUpdate.getFileLastUpdate;
  try {
    gitLastUpdatePlugin({siteDir: SITE_ROOT} as LoadContext);
    assert.notEqual(lastUpdate.getFileLastUpdate, original, 'the export is replaced');
    const doc = docs[0];
    const expected = getFileCommitDate(doc, {age: 'newest', includeAuthor: true});
    assert.deepEqual(await lastUpdate.getFileLastUpdate(doc), {
      timestamp: expected.timestamp,
      author: expected.author,
    });
    const untracked = path.join(SITE_ROOT, '.cache', `untracked-${process.pid}.md`);
    fs.mkdirSync(path.dirname(untracked), {recursive: true});
    fs.writeFileSync(untracked, '# x\n');
    try {
      assert.equal(
        await lastUpdate.getFileLastUpdate(untracked),
        null,
        "Docusaurus's answer for an untracked file",
      );
    } finally {
      fs.rmSync(untracked);
    }
  } finally {
    lastUpdate.getFileLastUpdate = original;
  }
});
