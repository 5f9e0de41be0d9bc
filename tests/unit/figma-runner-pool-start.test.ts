/** A preview worker that cannot start fails the waiting render with its reason, not a wait forever. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compileSources} from '../../src/figma-runner/node/compile';
import {PreviewPool} from '../../src/figma-runner/node/pool';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

test('a starter folder without src/code.tsx fails the render, naming the worker and the missing file', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-start-'));
  const pool = new PreviewPool(SITE_ROOT, empty);
  try {
    const result = await pool.render(
      compileSources({
        'src/ui.tsx': `import {render, Page} from 'react-figma';\nrender(<Page name="P" isCurrent />);`,
      }),
      'src/ui.tsx',
    );
    assert.equal(result.ok, false);
    assert.match(
      String(!result.ok && result.error),
      /preview worker died \(exit 1\): previewWorker could not start: .*ENOENT/s,
    );
    assert.match(String(!result.ok && result.error), /code\.tsx/);
  } finally {
    pool.close();
    fs.rmSync(empty, {recursive: true, force: true});
  }
});
