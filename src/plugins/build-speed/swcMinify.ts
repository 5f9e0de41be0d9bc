/** The client bundle minified by terser-webpack-plugin's `swcMinify`, not terser (part of ./index.ts). */
import TerserPlugin from 'terser-webpack-plugin';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

/** Replaces the TerserPlugin of a client webpack config in place. @throws Error when there is none. */
export function useSwcMinifier(config: Configuration): void {
  const minimizers = config.optimization?.minimizer;
  const index = minimizers?.findIndex((m) => m instanceof TerserPlugin) ?? -1;
  if (!minimizers || index < 0) {
    throw new Error(
      '[build-speed] swc-minify: no TerserPlugin in optimization.minimizer; Docusaurus changed its minimizers.',
    );
  }
  minimizers[index] = new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    parallel: true,
    terserOptions: {
      compress: {ecma: 5},
      mangle: {safari10: true},
      format: {ecma: 5, comments: false, asciiOnly: true},
    },
  });
}

/** The swc-minify piece of the build-speed plugin: its `configureWebpack` swaps the minifier in place. */
export default function swcMinifyPiece(_context: LoadContext): Pick<Plugin, 'configureWebpack'> {
  return {
    configureWebpack(config, isServer) {
      // Docusaurus minifies only the client bundle of a production build (not `npm start`, not
      // `--no-minify`).
      if (!isServer && config.optimization?.minimize) useSwcMinifier(config);
      return {};
    },
  };
}
