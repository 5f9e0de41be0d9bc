/** Prism core and only the grammars this site's fences use (../README.md says how to add one). */
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
