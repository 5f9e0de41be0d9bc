/**
 * The HMR page's npm script calls webpack-cli 3 like the starter (examples/starter) does, so it needs the
 * starter's `DISABLE_V8_COMPILE_CACHE=1` prefix: without it, webpack-cli 3 stops on Node.js 20 with the
 * SyntaxError that docs/troubleshooting.mdx describes. The prefix is read from the starter's build script, so
 * the two cannot drift.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {codeFences, parseFenceMeta} from '../../src/plugins/markdown/fences';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

const HMR = 'docs/hmr.mdx';

/** The text before `webpack` in the starter's build script (`DISABLE_V8_COMPILE_CACHE=1 `). */
function starterPrefix(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(STARTER_DIR, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const prefix = /^(.*?)\bwebpack\b/.exec(pkg.scripts.build)?.[1] ?? '';
  assert.ok(prefix.trim(), `the starter build script sets a prefix before webpack: ${pkg.scripts.build}`);
  return prefix;
}

test('hmr: every webpack command in the package.json scripts carries the prefix of the starter build script', () => {
  const prefix = starterPrefix();
  const fences = codeFences(fs.readFileSync(path.join(SITE_ROOT, HMR), 'utf8'), HMR).filter(
    (f) => f.lang === 'json' && parseFenceMeta(f.meta).title === 'package.json',
  );
  assert.ok(fences.length > 0, `${HMR} shows a package.json`);
  let commands = 0;
  for (const fence of fences) {
    const {scripts = {}} = JSON.parse(fence.value) as {scripts?: Record<string, string>};
    for (const [name, script] of Object.entries(scripts)) {
      for (const command of script.split(/&&|\|\||;/).map((c) => c.trim())) {
        if (!/(^|\s)webpack(-dev-server)?(\s|$)/.test(command)) continue;
        commands += 1;
        assert.ok(
          command.startsWith(prefix) && /^webpack\b/.test(command.slice(prefix.length)),
          `${HMR}:${fence.fenceLine} script ${name}: "${command}" starts with "${prefix}webpack"`,
        );
      }
    }
  }
  assert.ok(commands >= 2, 'the HMR script runs webpack and then webpack-dev-server');
});

test('hmr: the page tells Windows users what to do with the prefix, as Configuration does', () => {
  const page = fs.readFileSync(path.join(SITE_ROOT, HMR), 'utf8');
  assert.match(page, /on Windows, drop both prefixes and set the variable in your shell/);
});
