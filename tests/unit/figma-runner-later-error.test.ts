/**
 * An error thrown on a later render (a timer's state change) is reported with what was drawn, by the Node
 * shell's worker, which lives on: Yoga's emscripten listener no longer turns it into an exit.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {appRerendered, closeEngine, runEngine} from '../helpers/claims';

after(closeEngine);

test('a bad colour on the second render: the TypeError with the first render drawn, not a dead worker', async () => {
  const result = await runEngine({
    'src/App.tsx': appRerendered(
      'View',
      `<View name="Box" style={{width: 10, height: 10, backgroundColor: first ? '#ff0000' : 'hotPink'}} />`,
    ),
  });
  assert.ok(!result.ok);
  assert.match(
    String(result.error),
    /^TypeError: Cannot read properties of undefined \(reading 'a'\)\n\s+at .*colorToPaint/,
  );
  assert.doesNotMatch(String(result.error), /worker died/);
  const box = result.drawn?.tree.children.find((c) => c.name === 'Box');
  assert.deepEqual(
    (box?.props.fills as {color: unknown}[]).map((f) => f.color),
    [{r: 1, g: 0, b: 0}],
  );
});
