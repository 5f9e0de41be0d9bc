/** Stands in for theme-classic's `prism-include-languages` client module (see ../prismLanguages.ts). */
export {};
