// Imported before prism-core: `manual` keeps Prism from rewriting code blocks behind React's back.
const scope = globalThis as typeof globalThis & {Prism?: {manual?: boolean}};
scope.Prism = {...scope.Prism, manual: true};

export {};
