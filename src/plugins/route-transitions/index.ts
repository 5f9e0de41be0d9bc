/** route-transitions: LOAD-1 and FAIL-2, by swapping two client files at bundle time (README.md). */
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

/** The replacement for a webpack request (relative or absolute, with or without `.js`), or undefined. */
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
