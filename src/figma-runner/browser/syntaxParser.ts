/**
 * @babel/parser, sent to the worker after a first syntax error (./engineWorker.ts `babelParse`); 80 KB gzip.
 */
import {parse} from '@babel/parser';

(self as unknown as {previewSyntaxParser: typeof parse}).previewSyntaxParser = parse;
