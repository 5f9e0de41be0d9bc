/**
 * src/plugins/search-current-answers (SEARCH-3): an answer reaches the search page only while its query is
 * the page's; only the search page's worker import is redirected; the plugin refuses to start when the search
 * page no longer works as it relies on.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  checkSearchPageInternals,
  CURRENT_ANSWERS_MODULE,
  searchPageWorkerRedirect,
  SEARCH_PAGE_INTERNALS,
} from '../../src/plugins/search-current-answers';
import {applyImportRedirect} from '../../src/plugins/common/importRedirect';
import {withFakePackage} from '../helpers/fakePackage';
import {onlyIfCurrent, queryOf} from '../../src/plugins/search-current-answers/client/currentAnswer';

/** Whether `promise` has settled once pending callbacks ran (ms of grace). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

test('queryOf reads q from an address, with or without it', () => {
  assert.equal(queryOf('?q=frame%20preset&ctx=docs'), 'frame preset');
  assert.equal(queryOf(''), '');
  assert.equal(queryOf('?ctx=docs'), '');
});

test('an answer is passed on while its query is current, and never once the box changed', async () => {
  let current = 'frame';
  const answer = await onlyIfCurrent(Promise.resolve(['Frame']), 'frame', () => current);
  assert.deepEqual(answer, ['Frame']);

  let resolveLate!: (value: string[]) => void;
  const late = onlyIfCurrent(new Promise<string[]>((r) => (resolveLate = r)), 'frame', () => current);
  current = ''; // the reader cleared the box
  resolveLate(['Frame']);
  assert.equal(await settled(late), false, 'a stale answer must not reach the page');

  current = 'text'; // or typed another query
  assert.equal(await settled(onlyIfCurrent(Promise.resolve(['Frame']), 'frame', () => current)), false);
});

test("only the search page's import of ../searchByWorker is redirected", () => {
  const pluginDir = path.resolve(
    path.dirname(require.resolve('@easyops-cn/docusaurus-search-local')),
    '..',
    '..',
    '..',
  );
  const theme = path.join(pluginDir, 'dist', 'client', 'client', 'theme');
  const page = {context: path.join(theme, 'SearchPage'), request: '../searchByWorker'};
  applyImportRedirect(searchPageWorkerRedirect(), page);
  assert.equal(page.request, CURRENT_ANSWERS_MODULE);
  const bar = {context: path.join(theme, 'SearchBar'), request: '../searchByWorker'};
  applyImportRedirect(searchPageWorkerRedirect(), bar);
  assert.equal(bar.request, '../searchByWorker');
});

test('the installed search plugin still works as the plugin relies on', () => {
  assert.doesNotThrow(() => checkSearchPageInternals());
});

test('a search page that no longer writes the query to the address stops the plugin with the file named', () => {
  withFakePackage(
    SEARCH_PAGE_INTERNALS,
    ({code}) => (code === 'updateSearchPath(searchQuery);' ? '' : undefined),
    (fake) =>
      assert.throws(
        () => checkSearchPageInternals(fake),
        (error: Error) =>
          error.message.includes(path.join(fake, 'dist/client/client/theme/SearchPage/SearchPage.jsx')) &&
          error.message.includes('updateSearchPath'),
      ),
  );
});
