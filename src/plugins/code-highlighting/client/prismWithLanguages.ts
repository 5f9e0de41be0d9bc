/**
 * The Prism code blocks highlight with: ./prism.ts plus `themeConfig.prism.additionalLanguages`, registered by
 * theme-classic's `@theme/prism-include-languages`. Stock Docusaurus does that registration in a client module
 * that puts Prism into main.js; ../prismLanguages.ts empties that client module, and this module does the same
 * work wherever Prism is actually loaded: eagerly in the server build, on demand in the browser
 * (./prismOnDemand.ts).
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import Prism from './prism';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export default Prism;
