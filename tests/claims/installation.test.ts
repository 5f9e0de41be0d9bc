/**
 * Installation: what the boilerplate route and the requirements tell a reader to expect and to do, run.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {npmResolve, runMd4, sentenceOf} from '../helpers/claims';

const PAGE = 'docs/installation.mdx';
const require_ = createRequire(__filename);

test('installation: "webpack releases before 4.47 stop with `Error: error:0308010C…`" and the legacy provider fixes it', () => {
  const sentence = sentenceOf(PAGE, 'webpack releases before 4.47 stop with');
  const error = /`Error: (error:[^`]+)`/.exec(sentence)?.[1];
  assert.ok(error, 'the sentence quotes the error');
  const plain = runMd4();
  assert.notEqual(plain.status, 0, 'md4 fails on this Node without the flag');
  assert.ok(plain.stderr.includes(error), `Node says:\n${plain.stderr}`);
  const flag = /`NODE_OPTIONS=(--[\w-]+) npm run/.exec(sentence)?.[1];
  assert.ok(flag, 'the sentence gives the NODE_OPTIONS fix');
  assert.equal(runMd4({NODE_OPTIONS: flag}).status, 0, `${flag} makes md4 work`);
  assert.ok(sentence.includes('webpack@4.47.0'), 'the other fix is webpack 4.47.0');
});

test('installation: "npm 7 and later follow a `yarn.lock`" — react-figma@latest resolves to the locked 0.1.13, webpack to 4.43.0', () => {
  const sentence = sentenceOf(PAGE, 'npm 7 and later follow a `yarn.lock`');
  assert.match(sentence, /\*\*react-figma 0\.1\.13\*\*/);
  assert.match(sentenceOf(PAGE, 'The same lock gives webpack'), /webpack 4\.41\.0 and 4\.43\.0/);
  // A yarn.lock written as yarn 1 writes it, locking what the sentences name; no package-lock.json.
  const lock =
    '# yarn lockfile v1\n\n\n' +
    'react-figma@latest:\n  version "0.1.13"\n  resolved "https://registry.yarnpkg.com/react-figma/-/react-figma-0.1.13.tgz"\n\n' +
    'webpack@^4.39.2:\n  version "4.43.0"\n  resolved "https://registry.yarnpkg.com/webpack/-/webpack-4.43.0.tgz"\n';
  const run = npmResolve(
    {dependencies: {'react-figma': 'latest'}, devDependencies: {webpack: '^4.39.2'}},
    {'yarn.lock': lock},
  );
  assert.equal(run.status, 0, run.output);
  assert.equal(run.versions['node_modules/react-figma'], '0.1.13');
  assert.equal(run.versions['node_modules/webpack'], '4.43.0');
});

test('installation: "Node.js 14.17 or later" — the engines of the TypeScript the site uses', () => {
  const sentence = sentenceOf(PAGE, '- **Node.js**');
  assert.match(sentence, /Node\.js\*\* 14\.17 or later, below 22/);
  const ts = require_('typescript/package.json') as {version: string; engines: {node: string}};
  assert.ok(sentence.includes(`TypeScript ${ts.version}`), `the sentence names TypeScript ${ts.version}`);
  assert.equal(ts.engines.node, '>=14.17');
  const rf = require_('react-figma/package.json') as {engines: {node: string}};
  assert.ok(sentence.includes(`\`${rf.engines.node}\``), 'and quotes react-figma’s own range');
});
