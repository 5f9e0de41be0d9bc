/** A webpack compiler for a small test project (tests/unit/dev-server-*). */
import path from 'node:path';
import webpack, {type Compiler, type Configuration} from 'webpack';

/** A development-mode compiler of `dir`'s `entry.js` into `dir/out`, quiet, with `extra` options on top. */
export function projectCompiler(dir: string, extra: Configuration = {}): Compiler {
  return webpack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: {path: path.join(dir, 'out')},
    infrastructureLogging: {level: 'none'},
    ...extra,
  });
}
