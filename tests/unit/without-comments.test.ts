/**
 * src/figma-runner/node/withoutComments.ts: comments, blank lines and leading or trailing blanks go;
 * a template's text, directives, licence notices and the line breaks that end a declaration stay.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withoutComments} from '../../src/figma-runner/node/withoutComments';

test('comments, indentation and the lines comments leave blank go; spaces between tokens stay', () => {
  const text =
    '/** Docs. */\nexport declare const a: number; // why\n\n\n  declare   const b: /* inline */ string;  \n';
  assert.equal(withoutComments(text), 'export declare const a: number;\ndeclare   const b:  string;\n');
});

test('a block comment holding a line break still ends the declaration before it', () => {
  assert.equal(
    withoutComments('declare const a: number /* one\n two */ declare const b: 1'),
    'declare const a: number\ndeclare const b: 1',
  );
});

test("a template's text after `${…}` is text, not a comment, however deep the braces inside", () => {
  const text = 'type T = `a${{x: {y: 1}}["x"] extends object ? 1 : 2}// b ${B}/* c */`; // gone\n';
  assert.equal(
    withoutComments(text),
    'type T = `a${{x: {y: 1}}["x"] extends object ? 1 : 2}// b ${B}/* c */`;\n',
  );
});

test('reference directives and /*! notices stay', () => {
  const text =
    '/*! Licence. */\n/// <reference no-default-lib="true"/>\n/// not a directive\ninterface I {}\n';
  assert.equal(
    withoutComments(text),
    '/*! Licence. */\n/// <reference no-default-lib="true"/>\ninterface I {}\n',
  );
});
