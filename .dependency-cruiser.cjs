// Import direction for the site, its build plugins, scripts and tests: `npm run check:deps` runs
// `depcruise src scripts tests docusaurus.config.ts sidebars.ts`. Type-only imports count (tsPreCompilationDeps).
// Which packages may be imported is knip's job (knip.jsonc), not this file's.

/** Browser code: components, swizzled theme, pages, the client/ folders of the plugins, and src/figma-runner's
 * parts that run in the page, the sandbox or a zip's UI (all but its node/ shell). */
const BROWSER = [
  '^src/(components|theme|pages)/',
  '^src/plugins/client/',
  '^src/plugins/.+/client/',
  '^src/figma-runner/(browser|download|engine|project|protocol)/',
];
/** What runs a reader's react-figma project (src/figma-runner/README.md): independent of the site around it. */
const RUNNER = '^src/figma-runner/';
/** Build code: what runs in Node during `docusaurus build`/`start`, i.e. plugins and remark plugins outside client/. */
const BUILD = '^src/(plugins|remark)/';
const CLIENT_DIR = ['^src/(plugins|remark)/client/', '^src/(plugins|remark)/.+/client/'];

/* global module -- ESLint's Node globals cover *.js, *.ts and *.tsx, not *.cjs. */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two modules import each other (directly or through others). Break the cycle: move the shared part out.',
      from: {path: '^(src|scripts|tests)/'},
      to: {circular: true},
    },
    {
      name: 'build-not-to-ui',
      severity: 'error',
      comment:
        'Plugins and remark plugins run at build time and must not import React components, the swizzled theme or pages ' +
        '(src/components, src/theme, src/pages). Share data through src/data/ or a client/ folder instead.',
      from: {path: BUILD},
      to: {path: '^src/(components|theme|pages)/'},
    },
    {
      name: 'browser-not-to-build',
      severity: 'error',
      comment:
        'Browser code (src/components, src/theme, src/pages, src/plugins/**/client) must not import build code ' +
        '(src/plugins or src/remark outside a client/ folder): it would be bundled for the browser with its Node imports. ' +
        'Move what the browser needs into the plugin’s client/ folder or src/data/.',
      from: {path: BROWSER},
      to: {path: BUILD, pathNot: CLIENT_DIR},
    },
    {
      name: 'runner-not-to-site',
      severity: 'error',
      comment:
        'src/figma-runner runs a reader’s project whatever site shows it: it must not import the Docusaurus plugins, ' +
        'remark plugins, components, theme or pages. Pass what it needs in as a parameter from the adapter.',
      from: {path: RUNNER},
      to: {path: '^src/(plugins|remark|components|theme|pages)/'},
    },
    {
      name: 'runner-browser-not-to-node',
      severity: 'error',
      comment:
        'The browser parts of src/figma-runner are bundled for the page, the sandbox or a zip: they must not import ' +
        'its node/ shell (Node built-ins, swc, fontkit, esbuild).',
      from: {path: '^src/figma-runner/(browser|download|engine|project|protocol)/'},
      to: {path: '^src/figma-runner/node/'},
    },
    {
      name: 'runner-engine-no-node-core',
      severity: 'error',
      comment:
        'src/figma-runner/engine runs in both shells (a Node child process and a Web Worker): no Node core module. ' +
        'Put what differs into the shell (node/ or browser/) and pass it in.',
      from: {path: '^src/figma-runner/engine/'},
      to: {dependencyTypes: ['core']},
    },
    {
      name: 'runner-engine-not-to-shells',
      severity: 'error',
      comment: 'The shells (src/figma-runner/node, browser) use the engine, never the reverse.',
      from: {path: '^src/figma-runner/engine/'},
      to: {path: '^src/figma-runner/(node|browser)/'},
    },
    {
      name: 'runner-protocol-leaf',
      severity: 'error',
      comment:
        'src/figma-runner/protocol is the shapes every part shares: it imports no other folder of the runner.',
      from: {path: '^src/figma-runner/protocol/'},
      to: {path: '^src/figma-runner/(?!protocol/)'},
    },
    {
      name: 'scripts-not-to-tests',
      severity: 'error',
      comment:
        'scripts/ must work without the test tree: tests may import scripts, never the reverse. ' +
        'Move shared code to scripts/lib/ and import it from both.',
      from: {path: '^scripts/'},
      to: {path: '^tests/'},
    },
    {
      name: 'not-outside-repo',
      severity: 'error',
      comment:
        'A relative import that leaves the repository (e.g. into a sibling worktree) works on one machine only.',
      from: {},
      to: {path: '^\\.\\./'},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    // node_modules may be a symlink (a git worktree sharing another checkout's install): keep its paths as
    // node_modules/…, not the link target, so not-outside-repo sees only real relative imports.
    preserveSymlinks: true,
    exclude: {path: '^(node_modules|build|\\.docusaurus|examples)/'},
    // Count `import type` too: a type-only import still ties one layer to another.
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.cjs', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
