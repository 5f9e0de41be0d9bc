/** @babel/parser, sent to the worker after a first syntax error (./engineWorker.ts `babelParse`). */
import {parse} from '@babel/parser';

(self as unknown as {previewSyntaxParser: typeof parse}).previewSyntaxParser = parse;
