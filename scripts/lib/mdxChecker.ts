/** docusaurus-mdx-checker (MDX 3) over the site's content folders alone, not every .md under the site. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

/** The folders whose MDX the site compiles (the docs and blog plugins' paths, and pages). */
export const CONTENT_DIRS = ['docs', 'blog', 'src/pages'];

/**
 * Runs the checker in `cwd`, or (no `cwd`) in a temporary folder of symlinks to {@link CONTENT_DIRS}: the
 * checker globs every .md under its cwd, git-ignored bench reports included.
 * @returns its exit code and stdout + stderr.
 */
export function runMdxChecker(cwd?: string): {code: number | null; output: string} {
  const dir = cwd ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-v3-content-'));
  if (!cwd)
    for (const sub of CONTENT_DIRS) {
      fs.mkdirSync(path.dirname(path.join(dir, sub)), {recursive: true});
      fs.symlinkSync(path.join(SITE_ROOT, sub), path.join(dir, sub));
    }
  const checker = path.join(
    path.dirname(require.resolve('docusaurus-mdx-checker/package.json')),
    'src',
    'cli.js',
  );
  try {
    const run = spawnSync(process.execPath, [checker, '-c', dir], {
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0'},
    });
    return {code: run.status, output: `${run.stdout}${run.stderr}`};
  } finally {
    if (!cwd) fs.rmSync(dir, {recursive: true, force: true});
  }
}

if (require.main === module) {
  const {code, output} = runMdxChecker();
  process.stdout.write(output);
  process.exitCode = code ?? 1;
}
