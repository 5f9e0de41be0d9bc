/**
 * route-transitions: the two route-transition behaviours of REQUIREMENTS.md that stock Docusaurus 2.4.3 lacks
 * (see README.md in this folder).
 *
 * 1. LOAD-1: the progress bar starts after 1000 ms (theme-classic hard-codes 200 ms).
 * 2. FAIL-2: if preloading fails on a route change, the page stays as it was and only a console warning is
 *    logged (core's PendingNavigation reloads the whole page instead).
 *
 * Neither is configurable in 2.4.3, so this plugin swaps the two client files for ours at bundle time with
 * webpack's NormalModuleReplacementPlugin (documented plugin API: `configureWebpack`). Everything else of
 * the router stays stock. If Docusaurus moves either file, the build fails with the message below rather
 * than silently shipping stock behaviour.
 */
import path from 'node:path';
import fs from 'node:fs';
import {NormalModuleReplacementPlugin} from 'webpack';
import type {LoadContext, Plugin} from '@docusaurus/types';

type ResolveData = {context: string; request: string};

const CLIENT_DIR = path.join(__dirname, 'client');

/** Stock module (absolute path without extension) → our replacement. */
export function replacementsFor(): Map<string, string> {
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
  const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  return new Map([
    [path.join(core, 'lib/client/PendingNavigation'), path.join(CLIENT_DIR, 'PendingNavigation.tsx')],
    [path.join(themeClassic, 'lib/nprogress'), path.join(CLIENT_DIR, 'progressBar.ts')],
  ]);
}

/**
 * Returns the replacement for a webpack request, or undefined to leave it alone.
 * `request` may be relative to `context` or absolute, with or without `.js`.
 */
export function replacementFor(
  replacements: Map<string, string>,
  {context, request}: ResolveData,
): string | undefined {
  if (!request || !(request.startsWith('.') || path.isAbsolute(request))) return undefined;
  const target = path.resolve(context ?? '', request).replace(/\.js$/, '');
  return replacements.get(target);
}

export default function routeTransitionsPlugin(_context: LoadContext): Plugin {
  const replacements = replacementsFor();
  for (const stock of replacements.keys()) {
    if (!fs.existsSync(`${stock}.js`)) {
      throw new Error(
        `[route-transitions] ${stock}.js not found: Docusaurus changed its client files; ` +
          'update src/plugins/route-transitions before upgrading.',
      );
    }
  }
  return {
    name: 'route-transitions',
    configureWebpack() {
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /(PendingNavigation|nprogress)(\.js)?$/,
            (resolveData: ResolveData) => {
              const replacement = replacementFor(replacements, resolveData);
              if (replacement) resolveData.request = replacement;
            },
          ),
        ],
      };
    },
  };
}
