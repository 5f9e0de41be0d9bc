/**
 * Must be imported before `prismjs/components/prism-core`: with `manual` set, Prism does not highlight every
 * `code[class*="language-"]` in the document by itself on DOMContentLoaded. The code blocks are React
 * components; a DOM rewrite behind React's back would break hydration.
 */
const scope = globalThis as typeof globalThis & {Prism?: {manual?: boolean}};
scope.Prism = {...scope.Prism, manual: true};

export {};
