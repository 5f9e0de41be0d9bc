/**
 * Why React Figma: the benefits section's layout example, run through the preview engine, and the release
 * it names, against npm.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {appInPage, closeEngine, draw, npmResolve, sentenceOf} from '../helpers/claims';

after(closeEngine);

const PAGE = 'docs/why-react-figma.mdx';

test('why: "two 50 px boxes in a `flexDirection: \'row\'` View land at `x` 0 and 50"', async () => {
  assert.ok(sentenceOf(PAGE, '**Layout is flexbox.**').includes('land at `x` 0 and 50'));
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'View',
      `<View style={{flexDirection: 'row'}}>
        <View name="A" style={{width: 50, height: 50}} />
        <View name="B" style={{width: 50, height: 50}} />
      </View>`,
    ),
  });
  assert.deepEqual([byName('A').x, byName('B').x], [0, 50]);
});

test('why: "a library whose latest release is 0.31.0, from May 2026"', () => {
  const sentence = sentenceOf(PAGE, 'What it costs:');
  const [, version, month] = /latest release is ([\d.]+), from (\w+ \d{4})/.exec(sentence) ?? [];
  assert.equal(
    npmResolve({dependencies: {'react-figma': '*'}}).versions['node_modules/react-figma'],
    version,
  );
  const view = spawnSync('npm', ['view', 'react-figma', 'time', '--json', '--prefer-offline'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  const published = new Date((JSON.parse(view.stdout) as Record<string, string>)[version]);
  assert.equal(published.toLocaleString('en-US', {month: 'long', year: 'numeric', timeZone: 'UTC'}), month);
});
