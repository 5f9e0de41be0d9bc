/**
 * The engine's own failures carry a `kind` made where they happen (engine/settle.ts, engine/render.ts), which
 * the Node shell passes on and the shells read instead of the message's words.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {compileSources} from '../../src/figma-runner/node/compile';
import {PreviewPool} from '../../src/figma-runner/node/pool';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';

const pool = new PreviewPool(SITE_ROOT, STARTER_DIR);
after(() => pool.close());

const draw = (body: string, timeoutMs = 4000) =>
  pool.render(
    compileSources({
      'src/ui.tsx': `import * as React from 'react';\nimport {render, Page, Text} from 'react-figma';\n${body}`,
    }),
    'src/ui.tsx',
    timeoutMs,
  );

test('a tree that never settles fails with kind "timeout"', async () => {
  const result = await draw(
    `
const Clock = () => {
  const [n, setN] = React.useState(0);
  React.useEffect(() => {
    const timer = setInterval(() => setN((v) => v + 1), 20);
    return () => clearInterval(timer);
  }, []);
  return <Text characters={String(n)} />;
};
render(<Page name="Page" isCurrent><Clock /></Page>);
`,
    500,
  );
  assert.ok(!result.ok && result.kind === 'timeout', JSON.stringify(result).slice(0, 300));
});

test('a run that draws on no current page fails with kind "nothing-drawn"', async () => {
  const result = await draw(`render(<Page name="Other"><Text characters="hidden" /></Page>);\n`);
  assert.ok(!result.ok && result.kind === 'nothing-drawn', JSON.stringify(result).slice(0, 300));
});

test('the reader’s own error has no engine kind, even when its words are the engine’s', async () => {
  const result = await draw(`
const Bad = () => {
  throw new Error('the Figma tree did not settle within 1 ms; it draws nothing on the current page');
};
render(<Page name="Page" isCurrent><Bad /></Page>);
`);
  assert.equal(result.ok, false);
  assert.equal(!result.ok && result.kind, undefined);
});
