/**
 * scripts/ and tests/ depend one way: tests may import scripts (the bench's measurer, the checkers, the shared
 * helpers in scripts/lib/), scripts never import tests, so `npm run bench` and the checkers work without the
 * test tree and a helper has one home.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {SITE_ROOT as SITE} from '../../src/plugins/common/siteRoot';

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** Relative import targets of a source file, resolved to paths relative to the site root. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)]
    .map((m) => m[1])
    .filter((request) => request.startsWith('.'))
    .map((request) => path.relative(SITE, path.resolve(path.dirname(file), request)));
}

test('no file under scripts/ imports from tests/', () => {
  const files = (fs.readdirSync(path.join(SITE, 'scripts'), {recursive: true}) as string[])
    .filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f))
    .map((f) => path.join(SITE, 'scripts', f));
  assert.ok(files.length > 5, 'scripts found');
  const wrong = files.flatMap((file) =>
    importsOf(file)
      .filter((target) => target.split(path.sep)[0] === 'tests')
      .map((target) => `${path.relative(SITE, file)} imports ${target}`),
  );
  assert.deepEqual(wrong, [], 'move the shared code to scripts/lib/ and import it from both');
  // The scan sees real imports: the bench's own imports are found.
  assert.ok(
    importsOf(path.join(SITE, 'scripts/perf/bench.ts')).includes(path.join('scripts', 'lib', 'browser')),
  );
});
