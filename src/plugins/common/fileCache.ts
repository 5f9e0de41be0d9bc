/** The site's caches (previews, twins, social cards): the runner's content-addressed cache. */
import {codeHash as codeHashAt} from '../../figma-runner/node/fileCache';
import {SITE_ROOT} from './siteRoot';

export {FileCache, filesUnder, hashOf} from '../../figma-runner/node/fileCache';

/** sha256 hex of the .ts/.tsx files under `dirs` and the site's lockfile: the code that makes an output. */
export const codeHash = (...dirs: string[]): string => codeHashAt(SITE_ROOT, dirs);
