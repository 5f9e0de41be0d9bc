/**
 * Architecture: the contributing note's Node advice, run against this Node.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {runMd4, sentenceOf} from '../helpers/claims';

test('architecture: "on Node.js 17 and later run the webpack scripts with `NODE_OPTIONS=--openssl-legacy-provider`"', () => {
  const sentence = sentenceOf('docs/architecture.mdx', '- Use Node.js 10 or later, below 22');
  const flag = /`NODE_OPTIONS=(--[\w-]+)`/.exec(sentence)?.[1];
  assert.ok(flag, 'the note gives the flag');
  assert.ok(/4\.39\.1 and 4\.41\.2/.test(sentence), 'and names the locked webpack releases');
  assert.ok(Number(process.versions.node.split('.')[0]) >= 17, 'this check runs on Node 17 or later');
  assert.notEqual(runMd4().status, 0, 'md4 fails here without it');
  assert.equal(runMd4({NODE_OPTIONS: flag}).status, 0, 'and works with it');
});
