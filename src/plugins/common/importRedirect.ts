import {NormalModuleReplacementPlugin, type WebpackPluginInstance} from 'webpack';

/** What webpack's NormalModuleReplacementPlugin hands its callback of one request. */
export type ResolveData = {context?: string; request: string};

/** An import `request` in a file of `fromDir`, to load the absolute path `to` instead. */
export type ImportRedirect = {fromDir: string; request: string; to: string};

/** Points one webpack request at `redirect.to`, in place, when it is that import from that folder. */
export function applyImportRedirect(redirect: ImportRedirect, resolveData: ResolveData): void {
  if (resolveData.request === redirect.request && resolveData.context === redirect.fromDir) {
    resolveData.request = redirect.to;
  }
}

/** The webpack plugin that applies `redirect` to every request of the build. */
export function importRedirectPlugin(redirect: ImportRedirect): WebpackPluginInstance {
  const exactRequest = new RegExp(`^${redirect.request.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return new NormalModuleReplacementPlugin(exactRequest, (resolveData: ResolveData) =>
    applyImportRedirect(redirect, resolveData),
  );
}
