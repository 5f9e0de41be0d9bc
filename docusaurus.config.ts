/**
 * The whole React Figma website, read top-down:
 * site metadata → presets (docs, blog, pages, theme) → themeConfig (navbar, footer, colour mode, Prism) →
 * plugins.
 *
 * Values fixed by a requirement cite its id in REQUIREMENTS.md (NAV-1, THEME-2 …).
 * Docusaurus 2 cannot load a .ts config itself: docusaurus.config.js is a jiti loader shim.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {MDXPlugin} from '@docusaurus/mdx-loader';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';

import path from 'node:path';
import {CLASS_ONLY_THEME} from './src/plugins/code-highlighting/css';
import {BLOG_DESCRIPTION, BLOG_TITLE} from './src/data/blog';
import remarkFigmaPreview from './src/remark/figma-preview';
import remarkPropsTableData from './src/remark/props-table-data';
import remarkStarterFiles from './src/remark/starter-files';
import remarkStaticIslands from './src/remark/static-islands';
import rehypeBabelFreeJsx from './src/remark/babel-free-jsx';

/** The library's repository; also the navbar "GitHub" target (NAV-1). */
const REPOSITORY_URL = 'https://github.com/react-figma/react-figma';

/**
 * Where this website's own sources are published: "Edit this page" links open files there.
 * Change it here if the site moves (it is not the library's repository).
 */
const SITE_SOURCES_URL = 'https://github.com/react-figma/react-figma-website';
const EDIT_URL = `${SITE_SOURCES_URL}/edit/main/`;

/**
 * Install-command tabs (npm / Yarn / pnpm) from
 * ```bash npm2yarn fences, synced across the page; fences marked `starter` filled with the starter project's
 * files (src/remark/starter-files); static Markdown as static islands (src/remark/static-islands).
 */
const remarkPlugins: MDXPlugin[] = [
  remarkStarterFiles,
  // A CommonJS plugin; jiti would wrap an `import` of it in {default}, which MDX 1 cannot call.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  [require('@docusaurus/remark-plugin-npm2yarn'), {sync: true}],
  // PERF-9: last, so it sees the JSX the plugins above add (npm2yarn's tabs) and leaves it out of islands.
  remarkStaticIslands,
];

/** API pages: each <PropsTable> imports only its component's generated rows (src/plugins/react-figma-api). */
const docsRemarkPlugins: MDXPlugin[] = [
  ...remarkPlugins,
  [remarkPropsTableData, {generatedDir: path.join(__dirname, '.docusaurus', 'react-figma-api', 'default')}],
];

/** MDX 1 compiles plain HTML parts of a page without its Babel pass (src/remark/babel-free-jsx). */
const rehypePlugins: MDXPlugin[] = [rehypeBabelFreeJsx];

const config: Config = {
  // THEME-4: site metadata.
  title: 'React Figma',
  tagline: 'A React renderer for Figma',
  url: 'https://react-figma.dev',
  baseUrl: '/',
  favicon: 'img/favicon.ico',
  organizationName: 'react-figma',
  projectName: 'react-figma',
  // THEME-3: the title delimiter is a pipe (also the Docusaurus 2 default; stated so it cannot drift).
  titleDelimiter: '|',
  // Left unset on purpose: every route is written as `route/index.html`, so both `/docs/x` and (NAV-5)
  // `/docs/x/index.html` resolve on any static host, while canonical URLs and links carry no slash.
  trailingSlash: undefined,

  // BUILD-1, BUILD-2: broken links fail the build; duplicate routes only warn.
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'warn',

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: require.resolve('./sidebars.ts'),
          remarkPlugins: docsRemarkPlugins,
          rehypePlugins,
          // Result figures under drawing examples; before Docusaurus's own plugins, as they add JSX and
          // imports.
          beforeDefaultRemarkPlugins: [remarkFigmaPreview],
          editUrl: EDIT_URL,
          // Dates come from git history (.ci/run unshallows CI clones so they are real).
          showLastUpdateTime: true,
          // THEME-2: one version, labelled "Next", whose main doc is `installation` (see sidebars.ts).
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
        },
        blog: {
          remarkPlugins,
          rehypePlugins,
          beforeDefaultRemarkPlugins: [remarkFigmaPreview],
          editUrl: EDIT_URL,
          blogTitle: BLOG_TITLE,
          blogDescription: BLOG_DESCRIPTION,
          showReadingTime: true,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          feedOptions: {
            type: 'all',
            title: 'React Figma blog',
            description: 'News and release notes about React Figma, the React renderer for Figma.',
            copyright: `Copyright © ${new Date().getFullYear()} Ilya Lesik`,
          },
        },
        pages: {remarkPlugins, rehypePlugins, beforeDefaultRemarkPlugins: [remarkFigmaPreview]},
        theme: {customCss: require.resolve('./src/css/custom.css')},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // Social card for Open Graph and Twitter (our own SVG, rendered by `npm run images`).
    image: 'img/social-card.png',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'keywords', content: 'react, figma, figma plugin, react renderer, yoga, design systems'},
    ],
    // THEME-1: light is the default colour mode; the toggle stays available.
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: true}},
    navbar: {
      title: 'React Figma',
      // PNG, not SVG (PERF-15): drawn from the logo SVGs by `npm run images` (scripts/render-images.ts).
      logo: {
        alt: 'React Figma Logo',
        src: 'img/react-figma-logo.png',
        srcDark: 'img/react-figma-logo-white.png',
        width: 32,
        height: 32,
      },
      // NAV-1: Docs → /docs/API, the repository, Blog → /blog, all right-aligned.
      items: [
        {to: '/docs/API', label: 'Docs', position: 'right', activeBaseRegex: '^/docs/'},
        {href: REPOSITORY_URL, label: 'GitHub', position: 'right'},
        {to: '/blog', label: 'Blog', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'React Figma Logo',
        src: 'img/react-figma-logo-white.png',
        href: '/',
        width: 48,
        height: 48,
      },
      links: [
        {
          // NAV-2: Getting Started links to /docs/configure.
          title: 'Docs',
          items: [
            {label: 'Getting Started', to: '/docs/configure'},
            {label: 'API', to: '/docs/API'},
            {label: 'Styling', to: '/docs/styling'},
            {label: 'Ecosystem', to: '/docs/ecosystem'},
          ],
        },
        {
          title: 'Social',
          items: [
            {label: 'GitHub Discussions', href: `${REPOSITORY_URL}/discussions`},
            {label: 'Twitter', href: 'https://twitter.com/react_figma'},
            {label: 'LinkedIn', href: 'https://www.linkedin.com/company/reactfigma'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Ilya Lesik`,
    },
    prism: {
      // The light and dark code palettes live in src/plugins/code-highlighting/client/themes.ts and reach the
      // page as CSS classes (that plugin's themeCss.ts): with no inline colours the server markup fits both
      // colour modes, so code blocks are not rebuilt after hydration (src/theme/CodeBlock).
      theme: CLASS_ONLY_THEME,
      darkTheme: CLASS_ONLY_THEME,
      defaultLanguage: 'tsx',
      // THEME-6: the theme setting carries a list of additional highlight languages. Empty today: the
      // grammars our fences use are bundled in src/plugins/code-highlighting/client/prism.ts (markup, js,
      // jsx, ts, tsx, bash, json). A language added here costs its grammar in main.js on every page;
      // check:examples rejects a fence nobody bundles.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,

  themes: [
    [
      // Offline full-text search over docs, API tables and blog; no external service. SEARCH-1: the search
      // plugin (@easyops-cn/docusaurus-search-local) with camelCase and dotted names also indexed as separate
      // words.
      require.resolve('./src/plugins/search-words'),
      {
        hashed: true,
        indexBlog: true,
        indexPages: false,
        highlightSearchTermsOnTargetPage: true,
        explicitSearchResultPath: true,
        // A component page's one-line list of the shared props it accepts (src/components/PropsTable) stays
        // out of the index, so a query for a shared prop lands on its full row on /docs/api/shared-props. So
        // do the site-wide keywords (themeConfig.metadata): the same on every page, they made every page a
        // match for "figma plugin" or "yoga", ranked above the sections that answer (SEARCH-2).
        ignoreCssSelectors: ['.propsTableShared', 'meta[name="keywords"]'],
      } satisfies Partial<SearchOptions>,
    ],
  ],

  plugins: [
    [
      // ROUTE-3: /docs is the docs container and has no page of its own; send readers to the main doc
      // (THEME-2: installation) instead of a not-found page.
      '@docusaurus/plugin-client-redirects',
      {redirects: [{from: '/docs', to: '/docs/installation'}]},
    ],
    // LOAD-1 and FAIL-2: progress bar after 1000 ms; a failed preload keeps the current page.
    require.resolve('./src/plugins/route-transitions'),
    // PREFETCH-1 without long tasks (PERF-12): linked routes are prefetched one per idle period, not all in
    // the task that put their links on screen (the phone menu's sidebar: about 40 at once).
    require.resolve('./src/plugins/idle-prefetch'),
    // PERF-14: focus rings follow the browser's :focus-visible; theme-common's body-class rule, which
    // restyled every element of the page at the first tap, is dropped.
    require.resolve('./src/plugins/focus-ring'),
    // The API pages' props tables, generated from the installed react-figma typings; one data module per
    // component, imported by its page's <PropsTable>.
    require.resolve('./src/plugins/react-figma-api'),
    // Code blocks highlight with Prism core + the grammars our fences use, not prism-react-renderer's ~30,
    // and take their colours from CSS classes.
    require.resolve('./src/plugins/code-highlighting'),
    // SEARCH-3: the search page drops a worker answer whose query is no longer in its box.
    require.resolve('./src/plugins/search-current-answers'),
    // The search bar's CSS loads with the (on-demand) search bar instead of in the site-wide stylesheet.
    require.resolve('./src/plugins/search-bar-css'),
    // PERF-1: the docs version metadata every doc page loads first, without each doc's description (no doc
    // cards read them): 2.4 KB gzip less on every doc page.
    require.resolve('./src/plugins/lean-docs-metadata'),
    // Every page's HTML loads its own route chunks with main.js (stock 2.4.3 writes only main.js).
    require.resolve('./src/plugins/route-chunks-in-html'),
    // PERF-16: first-load scripts start with V8's compile hint, so Chromium compiles them off the main
    // thread.
    require.resolve('./src/plugins/compile-hints'),
    // PERF-17: the first paint waits until the page is parsed, so no parser-fed layout follows it.
    require.resolve('./src/plugins/first-paint'),
    // PERF-2: the site-wide stylesheet keeps only the rules the built pages and scripts can match (Infima's
    // unused utilities and components go).
    require.resolve('./src/plugins/unused-css'),
    // What `npm start` does differently: Markdown errors with file:line in the overlay (BUILD-4), webpack's
    // cache written at a stop (PERF-20), figures and generated files built in the background after the first
    // compile.
    require.resolve('./src/plugins/dev-server'),
    // A cheaper build of the same site: swc loader and minifier, MDX compiled once, one `git log` for the
    // last-update dates. Also sets webpack.jsLoader. Backports of Docusaurus 3's `future.faster`: delete on
    // upgrade.
    require.resolve('./src/plugins/build-speed'),
    // The Result figures' part of webpack's cache version, and the dev server's warm-ups for drawing them
    // (the figures themselves come from a remark plugin).
    require.resolve('./src/plugins/figma-preview'),
    // Every browser file of src/figma-runner: the playground's engine and type checker, and the download's
    // kit, each a hashed static file fetched only where used.
    require.resolve('./src/plugins/runner-assets'),
    // Markdown twins of every page, /llms.txt and /llms-full.txt (written after the HTML).
    require.resolve('./src/plugins/llms'),
    // A social card per page (written after the HTML).
    require.resolve('./src/plugins/social-cards'),
    // /playground: one data module per drawing example, loaded on demand by the page (PLAY-1); its CSS ships
    // with its chunks. After search-bar-css, whose narrowing of the `styles` cacheGroup it keeps.
    require.resolve('./src/plugins/playground'),
  ],
};

export default config;
