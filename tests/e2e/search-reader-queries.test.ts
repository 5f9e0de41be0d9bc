/**
 * SEARCH-2: search lands on the answer for the words a reader types. Each query below lists the page (or the
 * row or heading, as `path#anchor`) that answers it; the site's own `/search?q=` results page is asked in
 * Chromium, as a reader would, and its first result must be one of those answers for at least 95% of the
 * queries, and within the first three for every query. Every query whose answer is not first is printed with
 * the first three results (always, so a passing run shows what is left too).
 *
 * Checked on the built site in Chromium (needs `npm run build`).
 *
 * Adding a page? Add the two or three queries a reader would type to find it (CONTRIBUTING.md, "Adding a
 * page").
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {closePage, openPage, useServedSite} from '../helpers/browser';

const harness = useServedSite();

/** A reader's query and the places that answer it: a route (any section of it counts) or `route#anchor`. */
interface ReaderQuery {
  readonly q: string;
  readonly answers: readonly string[];
}

const SHARED = '/docs/api/shared-props';
const TROUBLE = '/docs/troubleshooting';

/**
 * Written from reading docs/ and blog/ before any search result was looked at, each with the answers a reader
 * would want. None was dropped or re-aimed after the results were seen; queries added later sit in their own
 * list below. Three anchors follow headings that were renamed afterwards, the sections unchanged:
 * configure#webpack-config, configure#typescript-and-tsconfigjson and styling#layout-keys-yoga-flexbox. Two
 * answers follow ComponentSet's move from /docs/api/component to a page of its own (component set, variants).
 * Of the reader questions below, five anchors follow headings reworded after the first run (stuck on Running,
 * div span, selected frame, bottom border, the publish page's domains), and `position absolute` also accepts
 * the section split out of the layout keys for it.
 */
const WRITTEN_FIRST: readonly ReaderQuery[] = [
  // How-to phrases.
  {q: 'how do I install', answers: ['/docs/installation']},
  {q: 'install react figma', answers: ['/docs/installation']},
  {q: 'hot reload', answers: ['/docs/hmr']},
  {q: 'hot module replacement', answers: ['/docs/hmr']},
  {q: 'use a font', answers: ['/docs/styling#use-a-font', '/docs/api/text']},
  {q: 'run the plugin in figma', answers: ['/docs/running']},
  {q: 'import the plugin into figma', answers: ['/docs/running#import-the-plugin-into-figma']},
  {q: 'connect react devtools', answers: ['/docs/devtools', '/blog/2020/07/05/devtools-support']},
  {q: 'fetch data', answers: ['/docs/data-fetching']},
  {q: 'network access', answers: ['/docs/data-fetching#allowing-network-access']},
  {q: 'webpack config', answers: ['/docs/configure#webpack-config']},
  {q: 'tsconfig', answers: ['/docs/configure#typescript-and-tsconfigjson', '/docs/installation#typescript']},
  {q: 'manifest.json', answers: ['/docs/configure#manifestjson']},
  {q: 'feature flags', answers: ['/docs/configure#feature-flags', '/docs/styling#feature-flags']},
  {q: 'show a plugin window', answers: ['/docs/configure#show-a-plugin-window']},
  {q: 'main thread', answers: ['/docs/configure#main-thread', '/docs/architecture#main-thread']},
  {q: 'rpc bridge', answers: ['/docs/architecture#the-rpc-bridge']},
  {q: 'linear gradient', answers: ['/docs/colors#linear-gradients']},
  {q: 'hex color', answers: ['/docs/colors#supported-formats']},
  {q: 'paint style', answers: ['/docs/local-styles']},
  {q: 'team library styles', answers: ['/docs/local-styles#team-library-styles']},
  {q: 'variants', answers: ['/blog/2020/10/29/using-figma-variants', '/docs/api/component-set']},
  {q: 'shadow', answers: ['/docs/styling#shadows']},
  {q: 'blur', answers: ['/docs/styling#blurs']},
  {q: 'yoga flexbox', answers: ['/docs/styling#layout-keys-yoga-flexbox']},
  {q: 'auto layout', answers: ['/docs/styling#auto-layout-props-and-yoga', `${SHARED}#auto-layout`]},
  {q: 'switching to docusaurus', answers: ['/blog/2020/01/11/switching-to-docusaurus']},
  {q: 'boilerplate', answers: ['/docs/installation#start-from-the-boilerplate']},
  {q: 'node version', answers: ['/docs/installation#requirements']},
  {q: 'download as figma plugin', answers: ['/docs/running#run-an-example-downloaded-from-this-site']},
  {q: 'web defaults', answers: ['/docs/styling#web-defaults']},
  {q: 'style inheritance', answers: ['/docs/styling#style-inheritance']},
  {q: 'dev server port', answers: ['/docs/hmr#dev-server-settings']},
  {q: 'figma specific files', answers: ['/docs/hmr#figma-specific-files']},
  {q: 'device presets', answers: ['/docs/api/frame#presets', '/docs/api/frame#device-presets']},
  {q: 'image from url', answers: ['/docs/api/image']},
  {q: 'svg icon', answers: ['/docs/api/svg']},
  {q: 'canvas color', answers: ['/docs/api/page']},

  // Page topics.
  {q: 'blend mode', answers: [`${SHARED}#blendMode`, '/docs/styling#effect-and-blend-keys']},
  {q: 'constraints', answers: [`${SHARED}#constraints`]},
  {q: 'opacity', answers: [`${SHARED}#opacity`, '/docs/colors#alpha-and-opacity', '/docs/styling']},
  {q: 'StyleSheet.create', answers: ['/docs/api/StyleSheet', '/docs/styling#stylesheetcreate-and-arrays']},
  {q: 'style sheet create', answers: ['/docs/api/StyleSheet', '/docs/styling#stylesheetcreate-and-arrays']},
  {q: 'corner radius', answers: [`${SHARED}#cornerRadius`]},
  {q: 'clip content', answers: [`${SHARED}#clipsContent`, '/docs/api/frame']},
  {q: 'render', answers: ['/docs/api/render']},
  {q: 'Platform.select', answers: ['/docs/api/Platform']},
  {q: 'platform select', answers: ['/docs/api/Platform']},
  {q: 'easing bezier', answers: ['/docs/api/Easing']},
  {q: 'status bar', answers: ['/docs/api/StatusBar']},
  {q: 'absolute fill', answers: ['/docs/api/StyleSheet']},
  {q: 'use window dimensions', answers: ['/docs/api/useWindowDimensions']},
  {q: 'create component', answers: ['/docs/api/component#createcomponent']},
  {q: 'createComponent', answers: ['/docs/api/component#createcomponent']},
  {q: 'component set', answers: ['/docs/api/component-set']},
  {q: 'hydration', answers: ['/docs/architecture#hydration-and-plugin-data', '/docs/api/render']},

  // Prop names, camelCase and split.
  {q: 'cornerRadius', answers: [`${SHARED}#cornerRadius`]},
  {q: 'clipsContent', answers: [`${SHARED}#clipsContent`]},
  {q: 'layout mode', answers: [`${SHARED}#layoutMode`]},
  {q: 'layoutMode', answers: [`${SHARED}#layoutMode`]},
  {q: 'item spacing', answers: [`${SHARED}#itemSpacing`]},
  {q: 'itemSpacing', answers: [`${SHARED}#itemSpacing`]},
  {q: 'stroke weight', answers: [`${SHARED}#strokeWeight`]},
  {q: 'point count', answers: ['/docs/api/star#pointCount']},
  {q: 'inner radius', answers: ['/docs/api/star#innerRadius']},
  {q: 'arc data', answers: ['/docs/api/ellipse#arcData']},
  {q: 'resize mode', answers: ['/docs/api/image#resizeMode']},
  {q: 'vector network', answers: ['/docs/api/vector#vectorNetwork']},
  {q: 'layout grids', answers: [`${SHARED}#layoutGrids`]},
  {q: 'export settings', answers: [`${SHARED}#exportSettings`]},
  {q: 'plugin data', answers: [`${SHARED}#pluginData`, `${SHARED}#plugin-data`]},
  {q: 'on layout', answers: [`${SHARED}#onLayout`]},
  {q: 'onSelectionEnter', answers: [`${SHARED}#onSelectionEnter`]},
  {q: 'text auto resize', answers: ['/docs/api/text#textAutoResize']},
  {q: 'letter spacing', answers: ['/docs/api/text#letterSpacing', '/docs/styling#text-keys']},
  {q: 'hyperlink', answers: ['/docs/api/text#hyperlink']},

  // Error messages from Troubleshooting.
  {
    q: 'node 20 syntax error',
    answers: [`${TROUBLE}#syntaxerror-cannot-use-import-statement-outside-a-module`],
  },
  {
    q: 'Cannot use import statement outside a module',
    answers: [`${TROUBLE}#syntaxerror-cannot-use-import-statement-outside-a-module`],
  },
  {
    q: 'DISABLE_V8_COMPILE_CACHE',
    answers: [
      `${TROUBLE}#syntaxerror-cannot-use-import-statement-outside-a-module`,
      '/docs/installation#start-from-the-boilerplate',
    ],
  },
  {
    q: 'TypeScript 7',
    answers: [
      `${TROUBLE}#cannot-read-properties-of-undefined-reading-fileexists`,
      '/docs/installation#typescript',
    ],
  },
  {q: "reading 'fileExists'", answers: [`${TROUBLE}#cannot-read-properties-of-undefined-reading-fileexists`]},
  {
    q: 'digital envelope routines unsupported',
    answers: [`${TROUBLE}#error0308010cdigital-envelope-routinesunsupported`],
  },
  {q: 'openssl legacy provider', answers: [`${TROUBLE}#error0308010cdigital-envelope-routinesunsupported`]},
  {
    q: 'allowSyntheticDefaultImports',
    answers: [
      `${TROUBLE}#ts1259-module-can-only-be-default-imported-using-the-allowsyntheticdefaultimports-flag`,
    ],
  },
  {
    q: 'TS1259',
    answers: [
      `${TROUBLE}#ts1259-module-can-only-be-default-imported-using-the-allowsyntheticdefaultimports-flag`,
    ],
  },
  {q: 'cannot find name require', answers: [`${TROUBLE}#cannot-find-name-require`]},
  {q: 'request timed out', answers: [`${TROUBLE}#request-timed-out`]},
  {q: 'getInitialTree timed out', answers: [`${TROUBLE}#request-timed-out`]},
  {q: 'font not found', answers: [`${TROUBLE}#a-font-is-not-available`]},
  {q: 'page at the top level', answers: [`${TROUBLE}#a-component-other-than-page-at-the-top-level`]},

  // Questions readers asked in react-figma's issue trackers, in their words: pasted messages and symptoms,
  // "can it do X?", why and how to publish and test, Figma API names and layout words.
  {q: 'figma is not defined', answers: [`${TROUBLE}#figma-is-not-defined`]},
  {q: 'ReferenceError: figma is not defined', answers: [`${TROUBLE}#figma-is-not-defined`]},
  {q: 'plugin stuck on running', answers: [`${TROUBLE}#the-plugin-is-stuck-on-running-and-nothing-is-drawn`]},
  {q: 'nothing is drawn', answers: [`${TROUBLE}#the-plugin-is-stuck-on-running-and-nothing-is-drawn`]},
  {
    q: 'Detected multiple renderers concurrently rendering the same context provider',
    answers: [`${TROUBLE}#detected-multiple-renderers-concurrently-rendering-the-same-context-provider`],
  },
  {
    q: 'multiple renderers context provider',
    answers: [`${TROUBLE}#detected-multiple-renderers-concurrently-rendering-the-same-context-provider`],
  },
  {
    q: 'error:0308010C:digital envelope routines::unsupported',
    answers: [`${TROUBLE}#error0308010cdigital-envelope-routinesunsupported`],
  },
  {q: 'layer moves back', answers: [`${TROUBLE}#a-layer-you-moved-in-figma-moves-back`]},
  {
    q: 'React DevTools is not running',
    answers: [`${TROUBLE}#react-devtools-is-not-running`, '/docs/devtools'],
  },
  {q: 'updateYogaReactId', answers: [`${TROUBLE}#updateyogareactid-in-the-console`, '/docs/api/text']},
  {
    q: 'Non-standard font styles may not work',
    answers: [`${TROUBLE}#non-standard-font-styles-may-not-work-at-other-platforms`],
  },
  {
    q: 'invalid color crashes',
    answers: [`${TROUBLE}#cannot-read-properties-of-undefined-reading-a`, '/docs/colors'],
  },
  {q: 'what react figma cannot do', answers: ['/docs/limitations']},
  {q: 'limitations', answers: ['/docs/limitations']},
  {q: 'component properties', answers: ['/docs/limitations#component-properties']},
  {q: 'boolean property instance swap', answers: ['/docs/limitations#component-properties']},
  {q: 'team library component', answers: ['/docs/limitations#instances-of-team-library-components']},
  {q: 'importComponentByKeyAsync', answers: ['/docs/limitations#instances-of-team-library-components']},
  {q: 'div span', answers: ['/docs/limitations#dom-elements-div-span-and-dom-component-libraries']},
  {
    q: 'use material ui components',
    answers: ['/docs/limitations#dom-elements-div-span-and-dom-component-libraries'],
  },
  {q: 'relaunch data', answers: ['/docs/limitations#relaunch-data']},
  {q: 'setRelaunchData', answers: ['/docs/limitations#relaunch-data']},
  {q: 'figjam', answers: ['/docs/limitations#figjam']},
  {
    q: 'svg file as image source',
    answers: ['/docs/limitations#an-svg-file-as-an-image-source', '/docs/api/svg'],
  },
  {
    q: 'render into selected frame',
    answers: ['/docs/limitations#render-into-the-selected-frame-or-another-chosen-node'],
  },
  {q: 'border bottom only', answers: ['/docs/limitations#per-side-borders-such-as-a-bottom-border-only']},
  {
    q: 'exportAsyncCallback',
    answers: ['/docs/limitations#exportasynccallback', `${SHARED}#exportAsyncCallback`],
  },
  {q: 'radial gradient', answers: ['/docs/limitations#gradients-other-than-linear', '/docs/colors']},
  {q: 'why use react figma', answers: ['/docs/why-react-figma']},
  {q: 'figma to code', answers: ['/docs/why-react-figma']},
  {q: 'generate designs from data', answers: ['/docs/why-react-figma']},
  {q: 'publish plugin', answers: ['/docs/publish']},
  {q: 'plugin id', answers: ['/docs/publish#the-plugin-id']},
  {
    q: 'networkAccess',
    answers: ['/docs/publish#domains-the-plugin-reaches', '/docs/data-fetching#allowing-network-access'],
  },
  {q: 'test components without figma', answers: ['/docs/testing']},
  {q: 'figma-api-stub', answers: ['/docs/testing']},
  {q: 'unit tests', answers: ['/docs/testing']},
  {q: 'instance of a variant', answers: ['/docs/api/component-set#an-instance-of-one-variant']},
  {
    q: 'createInstance',
    answers: ['/docs/api/component-set#an-instance-of-one-variant', '/docs/api/component#instance'],
  },
  {q: 'loadFontAsync', answers: ['/docs/styling#use-a-font', '/docs/api/text']},
  {
    q: 'position absolute',
    answers: ['/docs/styling#position-absolute', '/docs/styling#layout-keys-yoga-flexbox'],
  },
  {
    q: 'overflow hidden',
    answers: ['/docs/styling#layout-keys-yoga-flexbox', `${SHARED}#clipsContent`, '/docs/api/frame'],
  },
  {
    q: "can't resolve react-reconciler",
    answers: [`${TROUBLE}#module-not-found-error-cant-resolve-react-reconciler`, '/docs/upgrade'],
  },
  {q: 'react-native-svg', answers: ['/docs/api/svg#coming-from-react-native-svg']},
  {q: 'cannot use unloaded font', answers: [`${TROUBLE}#cannot-use-unloaded-font`]},

  // The upgrade page (CONTRIBUTING.md, "Adding a page").
  {q: 'upgrade react figma', answers: ['/docs/upgrade']},
  {q: 'upgrade from 0.1.13', answers: ['/docs/upgrade']},
  {q: 'boilerplate old version', answers: ['/docs/upgrade', '/docs/installation#start-from-the-boilerplate']},
];

const REMOVED_EXPORT = '/docs/upgrade#module-react-figma-has-no-exported-member';
const REMOVED_STYLE_KEY = '/docs/upgrade#object-literal-may-only-specify-known-properties';

/**
 * Added after results had been seen: a whole error message pasted with its quotes and brackets, and a
 * camelCase prop whose first word is a stop word, the two cases the query-side fixes in
 * src/plugins/search-words cover. Then, written before their results were seen: one query per kind of row of
 * the upgrade page's removed names (a removed export by name, by tsc's message and by its start, a removed
 * style key by words and by message), the tracker bugs that the limitations page gained later, and the Why
 * page's benefit questions.
 */
const ADDED_LATER: readonly ReaderQuery[] = [
  {
    q: "TypeError: Cannot read properties of undefined (reading 'fileExists')",
    answers: [`${TROUBLE}#cannot-read-properties-of-undefined-reading-fileexists`],
  },
  {q: 'is mask', answers: [`${SHARED}#isMask`]},
  // The "why" questions in the words readers use for them.
  {q: 'what is the benefit of react figma', answers: ['/docs/why-react-figma']},
  {q: 'advantages of react figma', answers: ['/docs/why-react-figma']},
  {q: 'why not use the figma plugin api directly', answers: ['/docs/why-react-figma']},
  // Bugs from react-figma's issue tracker on the limitations page, in the reports' words.
  {
    q: 'window.onmessage nothing rendered',
    answers: ['/docs/limitations#nothing-is-drawn-after-setting-windowonmessage-in-the-plugin-ui'],
  },
  {
    q: 'shadow opacity from rgba color',
    answers: [
      '/docs/limitations#a-shadow-ignores-the-alpha-of-an-rgba-shadowcolor-when-shadowopacity-is-set',
    ],
  },
  {
    q: "'width' does not exist in type '{ uri: string; }'",
    answers: ['/docs/limitations#width-does-not-exist-in-type-an-image-source-with-width-and-height'],
  },
  {
    q: 'image source uri width height',
    answers: [
      '/docs/limitations#width-does-not-exist-in-type-an-image-source-with-width-and-height',
      '/docs/api/image',
    ],
  },
  {
    q: 'styled-system lineHeight prop',
    answers: ['/docs/limitations#lineheight-passed-as-a-prop-as-styled-system-passes-it'],
  },
  // Names older releases had and 0.31.0 lacks, typed or pasted from tsc (docs/upgrade.mdx's tables).
  // The section's intro names it too, right above the tables.
  {q: 'uiWorker', answers: [REMOVED_EXPORT, '/docs/upgrade#names-from-older-releases']},
  {q: "has no exported member 'useFetch'", answers: [REMOVED_EXPORT]},
  {
    q: `TS2305: Module '"react-figma"' has no exported member 'subscribeOnMessages'.`,
    answers: [REMOVED_EXPORT],
  },
  {q: 'instance style shadowColor', answers: [REMOVED_STYLE_KEY]},
  {q: "'shadowRadius' does not exist in type 'StyleOf", answers: [REMOVED_STYLE_KEY]},
];

const QUERIES = [...WRITTEN_FIRST, ...ADDED_LATER];

/** Share of queries whose first result must be an answer (SEARCH-2). */
const MIN_FIRST = 0.95;
/** Every query's answer must be among this many first results (SEARCH-2). */
const TOP = 3;

const BUILD = path.join(__dirname, '..', '..', 'build');

/** Ids the built HTML of `route` declares (`id="…"`); throws when the route was not built. */
function idsOf(route: string): Set<string> {
  const html = fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
  return new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (m) => m[1]));
}

/**
 * Whether `href` (a result link: route, `?_highlight=…`, `#anchor`) is `answer` (a route, or route#anchor).
 * A result for the answering page as a whole (its title or description: no anchor) counts for a section of
 * that page: the search lists a page's matching sections right under it (the plugin's sortSearchResults), so
 * the reader lands on the right page with the section in view. A result for another section of that page does
 * not.
 */
function isAnswer(href: string, answer: string): boolean {
  const url = new URL(href, 'http://site.invalid');
  const [route, anchor] = answer.split('#');
  if (url.pathname !== route) return false;
  return anchor === undefined || url.hash === '' || decodeURIComponent(url.hash.slice(1)) === anchor;
}

/** The page's window with the answer count of `countWorkerAnswers`. */
type CountedWindow = typeof window & {__searchAnswers: number};

/**
 * Counts the search worker's answers (`window.__searchAnswers`), each once the page has handled it. The
 * plugin talks to its worker through comlink, which answers on a MessagePort it listens to with
 * `addEventListener` (React's scheduler sets `onmessage` on its own port instead, so it is not counted).
 */
function countWorkerAnswers() {
  const counted = window as CountedWindow;
  counted.__searchAnswers = 0;
  const listened = new WeakSet<MessagePort>();
  const add = MessagePort.prototype.addEventListener;
  MessagePort.prototype.addEventListener = function (this: MessagePort, ...args: Parameters<typeof add>) {
    if (args[0] === 'message' && !listened.has(this)) {
      listened.add(this);
      // Counted a task later: comlink resolves the answer and React commits it before then.
      add.call(this, 'message', () => setTimeout(() => (counted.__searchAnswers += 1)));
    }
    return add.apply(this, args);
  };
}

/**
 * The result links the search page shows for `q`, in order (route + `?_highlight` + `#anchor`), typed into
 * the box of the open `/search` page as a reader would, over the previous query. The plugin's search page
 * shows whichever answer of its worker arrives last and the worker answers in order, so the results are
 * `q`'s once the worker has answered once more than before the typing. (Clearing the box instead leaves a
 * late answer under the empty box: seen twice in CI.)
 */
async function resultsFor(page: Page, q: string): Promise<string[]> {
  const before = await page.evaluate(() => (window as CountedWindow).__searchAnswers);
  await page.locator('input[name="q"]').fill(q);
  // "N documents found" or "No documents were found" (outside the heading, which repeats the query).
  await page.waitForFunction(
    ({query, answers}) => {
      const input = document.querySelector<HTMLInputElement>('input[name="q"]');
      const outsideHeading = [...(input?.closest('.container')?.children ?? [])]
        .filter((element) => element.tagName !== 'H1')
        .map((element) => element.textContent)
        .join(' ');
      return (
        (window as CountedWindow).__searchAnswers > answers &&
        input?.value === query &&
        /\bdocuments? found|No documents were found/.test(outsideHeading)
      );
    },
    {query: q, answers: before},
    {timeout: 15_000},
  );
  return page.locator('article h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

describe('reader queries land on their answer (SEARCH-2)', () => {
  test(`at least ${MIN_FIRST * 100}% first, every one in the top ${TOP}`, async () => {
    // An answer naming a route or anchor the build lacks is a stale query, not a search miss.
    for (const {q, answers} of QUERIES)
      for (const answer of answers) {
        const [route, anchor] = answer.split('#');
        assert.ok(!anchor || idsOf(route).has(anchor), `query "${q}": ${answer} is not in the build`);
      }

    const page = await openPage(harness.browser, `${harness.site.url}/search`, {init: countWorkerAnswers});
    const misses: string[] = [];
    const notInTop: string[] = [];
    let first = 0;
    for (const {q, answers} of QUERIES) {
      const hrefs = await resultsFor(page, q);
      const rank = hrefs.findIndex((href) => answers.some((answer) => isAnswer(href, answer)));
      if (rank === 0) first += 1;
      else {
        const top = hrefs.slice(0, TOP).map((href) => href.replace(/\?_highlight=[^#]*/, ''));
        misses.push(
          `"${q}": ${rank < 0 ? 'not found' : `#${rank + 1}`}; first ${top.join(', then ') || '(no result)'}; ` +
            `wanted ${answers.join(' or ')}`,
        );
        if (rank < 0 || rank >= TOP) notInTop.push(q);
      }
    }
    await closePage(page);
    const report = `${first}/${QUERIES.length} first.\nNot first:\n  ${misses.join('\n  ')}`;
    console.log(report);
    assert.ok(first >= Math.ceil(MIN_FIRST * QUERIES.length), report);
    assert.deepEqual(notInTop, [], report);
  });
});
