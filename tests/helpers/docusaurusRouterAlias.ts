/**
 * Lets unit tests require site components that import `@docusaurus/router`. In a build, Docusaurus's webpack
 * config resolves that name to its client export (@docusaurus/core/lib/client/exports/router.js), which
 * re-exports react-router-dom; plain Node has no such alias, so requiring it here resolves to
 * react-router-dom, the same code. Import this before the component.
 */
import Module from 'node:module';

type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as {_resolveFilename: Resolve};
const resolve = moduleWithResolver._resolveFilename;
moduleWithResolver._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]): string {
  return resolve.call(this, request === '@docusaurus/router' ? 'react-router-dom' : request, ...rest);
};
