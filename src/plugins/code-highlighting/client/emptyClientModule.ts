/**
 * Stands in for theme-classic's `lib/prism-include-languages.js` client module, which imports Prism into
 * main.js on every page only to register `additionalLanguages`. ./prismWithLanguages.ts does that registration
 * where Prism is loaded (see ../prismLanguages.ts).
 */
export {};
