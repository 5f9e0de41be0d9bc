/**
 * The second, on-demand script of the browser shell: @babel/parser, which the playground sends to the worker after
 * the first syntax error (./engineWorker.ts `babelParse`), so the error is shown at its real position. About 80 KB
 * gzip, so it is not part of the worker's own bundle.
 */
import {parse} from '@babel/parser';

(self as unknown as {previewSyntaxParser: typeof parse}).previewSyntaxParser = parse;
