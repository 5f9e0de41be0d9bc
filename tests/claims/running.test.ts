/**
 * Running: the note on the react-figma repository's examples, whose webpack releases hash with md4.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {runMd4, sentenceOf} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {pageExamples} from '../../src/plugins/playground/examples';
import {pluginZipName} from '../../src/figma-runner/download/pluginProject';

test('running: webpack "4.39.1 and 4.41.2 … stop with `error:0308010C…`: run the script as `NODE_OPTIONS=--openssl-legacy-provider …`"', () => {
  const sentence = sentenceOf('docs/running.mdx', "The repository's `yarn.lock` at `v0.31.0` locks webpack");
  const versions = [...sentence.matchAll(/4\.(\d+)\.\d+/g)].map((m) => Number(m[1]));
  assert.deepEqual(new Set(versions), new Set([39, 41, 44]));
  assert.ok(
    versions.every((minor) => minor < 47),
    'all before 4.47, which brought its own md4',
  );
  const error = /`(error:0308010C:[^`]+)`/.exec(sentence)?.[1];
  assert.ok(error);
  assert.ok(runMd4().stderr.includes(error), 'this Node fails as the sentence says');
  const flag = /`NODE_OPTIONS=(--[\w-]+)/.exec(sentence)?.[1];
  assert.ok(flag);
  assert.equal(runMd4({NODE_OPTIONS: flag}).status, 0, 'and the flag it gives fixes it');
});

test('running: "`examples/styled-components` is the exception … it builds against that published release"', () => {
  const sentence = sentenceOf('docs/running.mdx', "The examples' webpack configs alias `react-figma`");
  assert.ok(sentence.includes('`examples/styled-components` is the exception'));
  assert.ok(sentence.includes('`react-figma` 0.1.13'));
  const ecosystem = sentenceOf('docs/ecosystem.mdx', 'When you build an example inside a clone');
  assert.ok(ecosystem.includes('`styled-components` is the exception') && ecosystem.includes('0.1.13'));
});

test('running: the download "named after the example, such as" a zip name that an example of the site really gets', () => {
  const sentence = sentenceOf(
    'docs/running.mdx',
    'saves an example, with your edits, as a zip named after the example',
  );
  const named = /such as `(react-figma-[a-z0-9-]+\.zip)`/.exec(sentence)?.[1];
  assert.ok(named, sentence);
  const file = 'docs/api/frame.mdx';
  const examples = pageExamples(fs.readFileSync(path.join(SITE_ROOT, file), 'utf8'), {
    file,
    title: 'Frame',
    permalink: '/docs/api/frame',
  });
  assert.ok(
    examples.map((e) => pluginZipName(e.title)).includes(named),
    examples.map((e) => pluginZipName(e.title)).join('\n'),
  );
});
