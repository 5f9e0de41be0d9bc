/** src/components/PropsTable loaded in Node, for tests that render its tables without the theme. */
import Module from 'node:module';

/**
 * src/components/PropsTable with the theme's Heading as a plain heading element (the theme is not loaded
 * here). Each call loads it through `require`, so the stub applies only to this load.
 */
export function loadPropsTable(): typeof import('../../src/components/PropsTable') {
  const mod = Module as unknown as {_load: (request: string, ...rest: unknown[]) => unknown};
  const load = mod._load;
  mod._load = function (request: string, ...rest: unknown[]) {
    if (request !== '@theme/Heading') return load.call(this, request, ...rest);
    const React = require('react') as typeof import('react');
    return {__esModule: true, default: ({as, ...props}: {as: string}) => React.createElement(as, props)};
  };
  try {
    return require('../../src/components/PropsTable');
  } finally {
    mod._load = load;
  }
}

/** Visible text of HTML: tags and React's text separators dropped, the entities React writes decoded. */
export const htmlText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
