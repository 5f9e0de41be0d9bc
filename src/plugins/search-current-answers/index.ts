/** search-current-answers: the search page shows only the answer to its current query (README.md). */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {importRedirectPlugin, type ImportRedirect} from '../common/importRedirect';
import {checkPackageInternals, type PackageInternal} from '../common/packageInternals';

/** The search plugin's package folder. */
const searchPluginDir = (): string =>
  path.resolve(path.dirname(require.resolve('@easyops-cn/docusaurus-search-local')), '..', '..', '..');

/** Files of the search plugin, and the code in each this plugin relies on. */
export const SEARCH_PAGE_INTERNALS: ReadonlyArray<PackageInternal> = [
  {
    file: 'dist/client/client/theme/SearchPage/SearchPage.jsx',
    code: 'from "../searchByWorker"',
    why: 'the import this plugin redirects',
  },
  {
    file: 'dist/client/client/theme/SearchPage/SearchPage.jsx',
    code: 'updateSearchPath(searchQuery);',
    why: 'the page writes the query to the address before it asks the worker',
  },
  {
    file: 'dist/client/client/theme/SearchPage/SearchPage.jsx',
    code: 'setSearchResults(results);',
    why: 'the page sets the answer it receives',
  },
  {
    file: 'dist/client/client/theme/hooks/useSearchQuery.js',
    code: 'const SEARCH_PARAM_QUERY = "q";',
    why: 'the query goes to the `q` parameter that client/currentAnswer.ts reads',
  },
];

/** Our stand-in for the search page's worker client. */
export const CURRENT_ANSWERS_MODULE = path.join(__dirname, 'client', 'searchByWorker.ts');

/** @throws Error naming the first file of SEARCH_PAGE_INTERNALS that no longer holds its code. */
export function checkSearchPageInternals(dir = searchPluginDir()): void {
  checkPackageInternals('search-current-answers', dir, SEARCH_PAGE_INTERNALS);
}

/** The search page's `../searchByWorker` import, redirected to CURRENT_ANSWERS_MODULE; the bar's stays. */
export function searchPageWorkerRedirect(dir = searchPluginDir()): ImportRedirect {
  return {
    fromDir: path.join(dir, 'dist', 'client', 'client', 'theme', 'SearchPage'),
    request: '../searchByWorker',
    to: CURRENT_ANSWERS_MODULE,
  };
}

export default function searchCurrentAnswersPlugin(_context: LoadContext): Plugin {
  const dir = searchPluginDir();
  checkSearchPageInternals(dir);
  return {
    name: 'search-current-answers',
    configureWebpack() {
      return {plugins: [importRedirectPlugin(searchPageWorkerRedirect(dir))]};
    },
  };
}
