/**
 * The Prism object every code block highlights with: Prism core and only the grammars this site's pages use.
 *
 * prism-react-renderer 1.3.5 ships its own Prism with ~30 grammars (CoffeeScript, OCaml, Reason, Stylus …), and
 * theme-classic imports it from a client module, so all of it lands in main.js on every page.
 * .../prismLanguages.ts swaps that module for this one at bundle time (the saving is in ../README.md).
 *
 * To highlight another language in a fence, add its `prismjs/components/prism-<id>` import below (dependencies
 * first, as Prism's components.json lists them), or list it under `themeConfig.prism.additionalLanguages`.
 * `npm run check:examples` (scripts/check-fence-languages.ts) fails on a fence whose language neither provides.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';

/** The shape prism-react-renderer's <Highlight> expects (its own type is not exported). */
export type PrismLib = (typeof import('prism-react-renderer'))['Prism'];

export default Prism as PrismLib;
